// The lists of the back office as a store manager meets them: every failure in
// Hebrew, a long word that stays inside the screen, a dialog that leaves nothing of itself in the
// URL, /categories/list (docs/product.md §6.1), and an order-history page that survives a reload.
import type { Page } from 'playwright-core';
import { appFor, browserFor, login, newPage, pageErrors, VIEWPORTS, type ViewportName } from './support/app';
import type { Item } from '@shared/contract/entities';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { tokenOf } from './support/shop';

const browser = browserFor();
/** What a screen says when its read got no response (the network store then counts the app offline). */
const OFFLINE = 'אין חיבור לרשת. ננסה שוב מעצמנו כשהחיבור יחזור.';

describe.each<ViewportName>(['desktop', 'phone'])('the back-office lists on %s', (viewport) => {
  const app = appFor();
  let page: Page;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
  });
  afterAll(() => page.context().close());

  it.each([
    ['/attributes', '**/api/Attribute/GetAttributes**'],
    ['/priceLists', '**/api/PriceList/GetAll**'],
    ['/admin/dashboard/1/items', '**/api/Item/List**'],
  ])(
    'says in Hebrew that %s could not be loaded when the server cannot be reached, and loads just it again on "נסו שוב"',
    async (path, pattern) => {
      await page.route(pattern, (route) => route.abort('connectionrefused'));
      await page.goto(path);
      await page.getByText(OFFLINE).first().waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(/network error/i);
      await page.unroute(pattern);
      // The page stays (no reload): only the list is asked for again.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('main').getByRole('button', { name: 'נסו שוב' }).click();
      await page.getByRole('main').getByRole('table').waitFor();
      expect(await page.getByText(OFFLINE).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    },
  );

  it('a category that could not be loaded for editing offers "נסו שוב", which loads it in place', async () => {
    const pattern = '**/api/Category/1';
    await page.route(pattern, (route) => route.abort('connectionrefused'));
    await page.goto('/categories/edit/1');
    await page.getByText(OFFLINE).waitFor();
    await page.unroute(pattern);
    await page.getByRole('main').getByRole('button', { name: 'נסו שוב' }).click();
    await page.getByRole('textbox', { name: 'שם הקטגוריה' }).waitFor();
    expect(await page.getByText(OFFLINE).count()).toBe(0);
  });

  it('keeps a 200-character word inside the screen', async () => {
    const name = 'א'.repeat(200);
    const res = await page.request.post('/api/PriceList/Add', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: { name },
    });
    expect(res.status()).toBe(200);
    await page.goto('/priceLists?pageSize=50');
    await page.getByRole('main').getByRole('searchbox').fill(name.slice(0, 20));
    await page.getByText(name).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
  });

  it('opens /categories/list, and a closed dialog leaves no id behind', async () => {
    await page.goto('/categories/list');
    await page.getByRole('heading', { level: 1, name: 'קטגוריות' }).waitFor();
    await page.goto('/categories/list?d=category&action=connect&id=1&keep=1');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const params = new URL(page.url()).searchParams;
    expect([...params.keys()]).toEqual(['keep']);
  });

  it('keeps the order-history page in the URL, through a reload', async () => {
    await page.goto('/admin/dashboard/1');
    await page.getByRole('button', { name: 'התנתקות' }).click();
    await login(page, 'buyer@example.com', 'Buyer123!');
    // Enough orders for a second page: eleven more, placed through the API.
    const token = await tokenOf(page);
    const headers = { Authorization: `Bearer ${token}` };
    const user = (await (await page.request.get(`/api/Account/UserInfo?token=${token}`)).json()).payload as { id: number };
    const items = (await (await page.request.get('/api/Item/List?pageSize=40', { headers })).json()).payload.items as Item[];
    const item = items.find((i) => i.isAvailable && typeof i.salePriceInNIS === 'number')!;
    const line = {
      id: item.id,
      itemId: item.itemId,
      itemDescription: item.itemDescription,
      salePriceInNIS: item.salePriceInNIS!,
      quantity: item.itemPackSize,
    };
    for (let i = 0; i < 11; i++) {
      const body = {
        userId: user.id,
        customerId: 1001,
        comment: `הזמנה ${i + 1}`,
        ...toShekelTotals(computeTotals([line])),
        cartItems: [line],
      };
      expect((await page.request.post('/api/Order/Create', { headers, data: body })).status()).toBe(200);
    }
    await page.goto(`/business/dashboard/${user.id}/orders`);
    const pager = page.getByRole('navigation', { name: /הזמנות/ });
    const first = page.locator('main .order-list__items > li').first();
    const firstOnPage1 = await first.innerText();
    const page1Text = await first.evaluate((li) => li.textContent);
    await pager.getByRole('button', { name: /הבא/ }).click();
    await page.waitForURL(/[?&]page=2/);
    // Page 1 stays on screen until page 2 has come: read page 2's first order once it is there.
    await page.waitForFunction((before) => document.querySelector('main .order-list__items > li')?.textContent !== before, page1Text);
    const firstOnPage2 = await first.innerText();
    expect(firstOnPage2).not.toBe(firstOnPage1);
    await page.reload();
    await page.locator('main .order-list__items > li').first().waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.locator('main .order-list__items > li').first().innerText()).toBe(firstOnPage2);
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
