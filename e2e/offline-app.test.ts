// The installable app that opens without a network: no installability errors
// and the manifest as a phone reads it; the app opened offline after one visit, with the pictures of
// what was seen; a user's prices kept for that user only and gone with their sign-out; a new build
// offered, never forced.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import type { Category } from '@shared/contract/entities';
import { afterNextFrames, appFor, browserFor, login, newPage, pageErrors, startApp } from './support/app';
import { CHROMIUM_PATH } from './support/browser';
import { closeRecommendedIfOpen, openCart, orderableItem, searchAndGetCard } from './support/shop';

const browser = browserFor();
const app = appFor();

/** Until the service worker has installed (this build precached) and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Whether a press at the middle of the element lands on it (nothing drawn over it). */
const reachable = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

/** The names of the caches the page's origin holds. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The user id (`sub`) of the signed-in user's token. */
const signedInUser = (page: Page) =>
  page.evaluate(() => {
    const claims = localStorage.getItem('token')!.split('.')[1]!;
    return String((JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: unknown }).sub);
  });

/**
 * An address the worker responds to (the signed-in user's catalogue read) that was never read before: it
 * fails when the network really is off. With the user's token: a visitor's read would tell the worker
 * that the user is gone.
 */
const probeNetwork = (page: Page) =>
  page.evaluate(() =>
    fetch(`/api/Item/List?pageSize=1&pageNumber=${Date.now()}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    }).then(
      (r) => r.status,
      () => 'failed',
    ),
  );

describe('the installable app', () => {
  it('has no installability errors, and its manifest, icons and iOS tags are as a phone reads them', async () => {
    // A profile on disk: Chromium installs nothing from an incognito one (a new context is one).
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      baseURL: app.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'he-IL',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'מחסני השרון – הזמנות סיטונאיות',
      short_name: 'מחסני השרון',
      lang: 'he',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
      theme_color: '#708d57',
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose?: string }>;
    expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
    );
    const appleIcon = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
    expect(await page.locator('meta[name=apple-mobile-web-app-capable]').getAttribute('content')).toBe('yes');
    expect(await page.locator('meta[name=apple-mobile-web-app-title]').getAttribute('content')).toBe('מחסני השרון');
    // Every icon is a picture of its stated size.
    const sizes = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(
            (src) =>
              new Promise<string>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
                img.onerror = () => resolve('failed');
                img.src = src.startsWith('/') ? src : `/${src}`;
              }),
          ),
        ),
      [...icons.map((i) => i.src), appleIcon!, '/favicon.ico'],
    );
    expect(sizes).toEqual([...icons.map((i) => i.sizes), '180x180', '48x48']);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it("goes on without its worker when the worker's code cannot be loaded (the connection dropped as the page finished loading): no uncaught error, the reason in the console", async () => {
    const { page, context } = await newPage(browser, 'phone', app.url, { serviceWorkers: 'allow' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The worker's code is a chunk of its own, asked for once the page has loaded.
    const workerCode = /\/assets\/register-[\w-]+\.js$/;
    await page.route(workerCode, (route) => route.abort('connectionreset'));
    const failed = page.waitForEvent('requestfailed', (request) => workerCode.test(request.url()));
    await page.goto('/');
    await failed;
    await page.waitForFunction(() => document.readyState === 'complete');
    await afterNextFrames(page);

    expect(pageErrors(page)).toEqual([]);
    expect(warnings).toContainEqual(expect.stringContaining('The service worker could not be loaded; the site works without it.'));
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r ?? null))).toBeNull();
    // The page is the shop still: a search goes to its results.
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill('שמן');
    await page.waitForURL(/\/search\?query=/);
    await context.close();
  });

  it("opens home, a category, a product list with its pictures and the cart offline after one visit; a user's prices go with their sign-out", async () => {
    const { page, context } = await newPage(browser, 'phone', app.url, { serviceWorkers: 'allow' });
    const categories = (await (await page.request.get('/api/Category/List?getAll=true')).json()).payload.items as Category[];
    const category = categories.find((c) => c.itemGroups.length > 0)!;
    const listPath = `/categories/${category.id}/itemGroup/${category.itemGroups[0]!.id}`;
    await page.goto('/');
    await controlled(page);
    // One visit as a visitor, then as a buyer who puts an item in the cart.
    await page.goto(`/categories/${category.id}`);
    await page.locator('main h1', { hasText: category.categoryName }).waitFor();
    await page.goto(listPath);
    await page.getByRole('button', { name: 'פרטים נוספים' }).first().waitFor();
    await login(page, 'buyer@example.com', 'Buyer123!');
    const buyer = await signedInUser(page);
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('button', { name: 'הוספה לסל' }) })
      .first();
    await card.waitFor();
    const itemName = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('button', { name: 'הוספה לסל' }).click();
    await page.goto('/shoppingCart');
    await page.getByRole('main').getByText(itemName).first().waitFor();
    await closeRecommendedIfOpen(page);
    expect(await cacheNames(page)).toContain(`user-answers-${buyer}`);

    await context.setOffline(true);
    expect(await probeNetwork(page)).toBe('failed');
    await page.goto('/');
    await page.locator(`main a[href="/categories/${category.id}"]`).first().waitFor();
    await page.goto(`/categories/${category.id}`);
    await page.locator('main h1', { hasText: category.categoryName }).waitFor();
    await page.goto(listPath);
    // The page as the server last drew it (for a visitor) first, then the app draws the buyer's prices from their kept responses.
    const offlineCard = page.locator('main article').filter({ hasText: itemName }).filter({ hasText: '₪' }).first();
    await offlineCard.waitFor();
    const picture = offlineCard.locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0 ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto('/shoppingCart');
    await page.getByRole('main').getByText(itemName).first().waitFor();
    expect(await page.getByRole('main').innerText()).toContain('₪');

    // Signed out: the buyer's kept responses are gone, and a visitor offline gets no price.
    await context.setOffline(false);
    await closeRecommendedIfOpen(page);
    await page.getByRole('button', { name: 'התנתקות' }).click();
    await page.getByRole('button', { name: 'התחברות' }).waitFor();
    await page.waitForFunction(() => caches.keys().then((names) => !names.some((n) => n.startsWith('user-answers-'))));
    await context.setOffline(true);
    await page.goto(listPath);
    await page.getByRole('button', { name: 'פרטים נוספים' }).first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('₪');
    await context.setOffline(false);

    // Another user: only their own responses are kept.
    await login(page, 'shop@example.com', 'Shop1234!');
    const shop = await signedInUser(page);
    await page.goto(listPath);
    await page.getByRole('button', { name: 'הוספה לסל' }).first().waitFor();
    expect((await cacheNames(page)).filter((n) => n.startsWith('user-answers-'))).toEqual([`user-answers-${shop}`]);
    expect(shop).not.toBe(buyer);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('a new build', () => {
  // A server of its own, on a copy of the build, so that its sw.js can change under an open page as a deployment changes it.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
  const dist = path.resolve(__dirname, '..', 'dist');
  let server: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    fs.cpSync(dist, copy, { recursive: true });
    server = await startApp({ STATIC_DIR: path.join(copy, 'client') });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('is offered with "גרסה חדשה זמינה", reloads nothing by itself (what the buyer typed stays), and the button reloads onto it', async () => {
    const { page, context } = await newPage(browser, 'desktop', server.url, { serviceWorkers: 'allow' });
    await page.goto('/');
    await controlled(page);
    const search = page.getByRole('searchbox', { name: 'חיפוש' });
    await search.fill('שמן זית');
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));

    // The deployment: a changed worker. The browser finds it on the next page load (another tab here).
    const worker = path.join(copy, 'client', 'sw.js');
    fs.appendFileSync(worker, `\n// the next build, ${Date.now()}\n`);
    const other = await context.newPage();
    await other.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'גרסה חדשה זמינה' });
    await notice.waitFor();
    await other.close();

    expect(await search.inputValue()).toBe('שמן זית');
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);

    // A dialog opened meanwhile stays on top: the notice waits under its backdrop, never over its
    // buttons, and is on top of the page again once the dialog has closed.
    const reload = notice.getByRole('button', { name: 'טעינה מחדש' });
    const onTop = () => reachable(reload);
    expect(await onTop()).toBe(true);
    await page.getByRole('button', { name: 'התחברות' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await onTop()).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await onTop()).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(true);

    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'טעינה מחדש' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    await controlled(page);
    // The new worker took over: none waits, and the notice is gone.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting === null && r.active !== null))).toBe(
      true,
    );
    expect(await page.getByText('גרסה חדשה זמינה').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("stands above a phone cart's order bar: the order button, the total and the notice's buttons can all be pressed", async () => {
    const { page, context } = await newPage(browser, 'phone', server.url, { serviceWorkers: 'allow' });
    await page.goto('/');
    await controlled(page);
    await login(page, 'buyer@example.com', 'Buyer123!');
    const card = await searchAndGetCard(page, await orderableItem(page));
    await card.getByRole('button', { name: 'הוספה לסל' }).click();
    await openCart(page);
    const bar = page.locator('.cart-bar');
    await bar.getByRole('button', { name: 'ביצוע הזמנה' }).waitFor();

    // The next deployment, found on another tab's page load.
    fs.appendFileSync(path.join(copy, 'client', 'sw.js'), `\n// the build after, ${Date.now()}\n`);
    const other = await context.newPage();
    await other.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'גרסה חדשה זמינה' });
    await notice.waitFor();
    await other.close();
    await afterNextFrames(page);

    const noticeBox = (await notice.locator('.update-notice__inner').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect({
      order: await reachable(bar.getByRole('button', { name: 'ביצוע הזמנה' })),
      total: await reachable(bar.locator('.cart-bar__total .price')),
      reload: await reachable(notice.getByRole('button', { name: 'טעינה מחדש' })),
      later: await reachable(notice.getByRole('button', { name: 'לא עכשיו' })),
      noticeEndsAboveTheBar: noticeBox.y + noticeBox.height <= barBox.y + 1,
    }).toEqual({ order: true, total: true, reload: true, later: true, noticeEndsAboveTheBar: true });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
