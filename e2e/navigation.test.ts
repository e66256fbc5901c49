// The phone menu reaches an item group; every storefront route survives a reload and opens
// from a link; a business route sends anyone else home.
import type { Page } from 'playwright-core';
import { appFor, browserFor, login, newPage, pageErrors } from './support/app';

const browser = browserFor();
const app = appFor();

describe('the phone menu', () => {
  it('opens with the hamburger, expands a category and reaches an item group', async () => {
    const { page } = await newPage(browser, 'phone', app.url);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'קטגוריות' }).first();
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'פתיחת תפריט' }).click();
    await nav.waitFor({ state: 'visible' });
    const expand = nav.getByRole('button', { name: /^הצגת קבוצות/ }).first();
    await expand.click();
    expect(await expand.getAttribute('aria-expanded')).toBe('true');
    const groupLink = nav.locator('a[href*="/itemGroup/"]').filter({ visible: true }).first();
    const groupName = (await groupLink.innerText()).trim();
    await groupLink.click();
    await page.waitForURL(/\/categories\/\d+\/itemGroup\/\d+$/);
    await page.locator('main h1', { hasText: groupName }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('deep links and reloads', () => {
  let page: Page;
  let groupPath: string;
  beforeAll(async () => {
    ({ page } = await newPage(browser, 'desktop', app.url));
    const categories = (await (await page.request.get(`${app.url}/api/Category/List?getAll=true`)).json()).payload.items;
    const category = categories.find((c: { itemGroups: unknown[] }) => c.itemGroups.length > 0);
    groupPath = `/categories/${category.id}/itemGroup/${category.itemGroups[0].id}`;
  });
  afterAll(() => page.context().close());

  it.each([
    ['/', 'main a[href^="/categories/"]'],
    ['/categories/1', 'main h1'],
    ['GROUP', 'main h1'],
    ['/search?query=%D7%91%D7%9E%D7%91%D7%94', 'main h1'],
    ['/items', 'main h1'],
    ['/shoppingCart', 'main h1'],
    ['/thank-you?orderNumber=1&documentLink=bogus', 'main h1'],
  ])('%s opens directly and again after a reload', async (route, ready) => {
    const path = route === 'GROUP' ? groupPath : route;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.locator(ready).first().waitFor();
    await page.reload();
    await page.locator(ready).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('a business route sends a visitor home, and opens for the business user after a reload', async () => {
    await page.goto('/business/dashboard/2');
    await page.waitForURL((url) => url.pathname === '/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.getByRole('link', { name: 'האזור האישי' }).click();
    await page.waitForURL(/\/business\/dashboard\/\d+$/);
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/business\/dashboard\/\d+$/);
    await page.getByRole('button', { name: 'התנתקות' }).click();
  });

  it('a thank-you link with a forged document token shows no order and a way home', async () => {
    await page.goto('/thank-you?orderNumber=50001&documentLink=forged');
    const res = await page.request.get('/documents/forged');
    expect(res.status()).toBe(404);
  });
});

describe('a screen whose code cannot be loaded', () => {
  it('keeps the frame and says so offline, with a retry, and opens by itself once the network is back', async () => {
    // No service worker: once one has installed, it holds every screen's code (e2e/offline-app.test.ts).
    const { page, context } = await newPage(browser, 'desktop', app.url);
    await page.goto('/');
    const category = page.getByRole('navigation', { name: 'קטגוריות' }).first().locator('a[href^="/categories/"]').first();
    await category.waitFor();
    await context.setOffline(true);
    await category.click();
    const failed = page.getByRole('main').getByRole('alert');
    await failed.getByText('אין חיבור לשרת: המסך הזה עוד לא נטען. בדקו את החיבור ונסו שוב.').waitFor();
    // Never a blank page: the header and the footer stay.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    // 'נסו שוב' while still offline: the same message, the frame kept.
    await failed.getByRole('button', { name: 'נסו שוב' }).click();
    await failed.getByText('אין חיבור לשרת: המסך הזה עוד לא נטען. בדקו את החיבור ונסו שוב.').waitFor();
    // Back online, the screen comes by itself.
    await context.setOffline(false);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
