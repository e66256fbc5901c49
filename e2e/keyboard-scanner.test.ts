// A keyboard-wedge barcode scanner, as a warehouse uses one: a code typed as key presses 0-30 ms
// apart and ended by Enter. In the header's search box every key is kept (the box was rewritten from
// an address that lagged the typing and lost digits) and the one item with that code opens; on the
// cart and quick-order pages a scan with no field in focus adds one pack, says so, and refuses an
// unknown code in words, never pressing the button that has the focus. Phone and laptop.
import type { Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { afterNextFrames, appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { requestsSettled, trackRequests } from './support/settle';
import { apiGet, closeRecommendedIfOpen, quantityBox, scannerTypes, waitForQuantity } from './support/shop';

const browser = browserFor();

describe.each<ViewportName>(['desktop', 'phone'])('a keyboard scanner on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let items: Item[];

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    trackRequests(page);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    items = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=60')).items.filter(
      (i) => i.isAvailable && typeof i.salePriceInNIS === 'number' && /^\d{13}$/.test(i.catalogNumber),
    );
  });
  afterAll(() => page.context().close());

  it('keeps every key of a code typed into the search box at a scanner’s speed', async () => {
    const search = page.getByRole('searchbox', { name: 'חיפוש' });
    for (const [n, delay] of [0, 10, 30, 0, 20].entries()) {
      const code = items[n]!.catalogNumber;
      await search.click();
      await search.fill('');
      await scannerTypes(page, code, delay, false);
      await page.getByRole('heading', { level: 1, name: `תוצאות חיפוש עבור: ${code}` }).waitFor();
      // The address has caught up with the whole code (the results page draws what it says), and the
      // effects of that render (the box following the address) have run: the box still holds every digit.
      expect(new URL(page.url()).searchParams.get('query')).toBe(code);
      await afterNextFrames(page);
      expect(await search.inputValue()).toBe(code);
    }
  });

  it('opens the one item with a scanned code, and leaves the code selected for the next scan', async () => {
    const item = items[5]!;
    const search = page.getByRole('searchbox', { name: 'חיפוש' });
    await search.click();
    await search.fill('');
    await scannerTypes(page, item.catalogNumber, 5);
    const dialog = page.getByRole('dialog', { name: item.itemDescription });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('itemId')).toBe(item.itemId);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The next scan replaces the code in the box.
    const next = items[6]!;
    await search.focus();
    await search.evaluate((el: HTMLInputElement) => el.select());
    await scannerTypes(page, next.catalogNumber, 5);
    await page.getByRole('dialog', { name: next.itemDescription }).waitFor();
    expect(await search.inputValue()).toBe(next.catalogNumber);
    await page.keyboard.press('Escape');
  });

  it('takes a person typing a code and Enter as a search, not a scan', async () => {
    const item = items[7]!;
    const search = page.getByRole('searchbox', { name: 'חיפוש' });
    await search.fill('');
    await search.click();
    await scannerTypes(page, item.catalogNumber, 140);
    await page.getByRole('heading', { level: 1, name: `תוצאות חיפוש עבור: ${item.catalogNumber}` }).waitFor();
    // A scan would have looked the code up as its Enter was pressed, and opened the item when that
    // lookup came back: every request the page sent has ended, and no dialog is open.
    await requestsSettled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('adds a pack per scan on the cart page with no field in focus, and says what it refused', async () => {
    const item = items[8]!;
    await page.goto('/shoppingCart');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await closeRecommendedIfOpen(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await scannerTypes(page, item.catalogNumber, 5);
    await page
      .getByRole('status')
      .filter({ hasText: `נוסף לסל: ${item.itemDescription}` })
      .waitFor();
    const box = quantityBox(page.locator('main'), item);
    await waitForQuantity(box, item.itemPackSize);
    await scannerTypes(page, item.catalogNumber, 5);
    await waitForQuantity(box, item.itemPackSize * 2);
    await scannerTypes(page, '7290999999994', 5);
    await page.getByRole('status').filter({ hasText: '7290999999994: ברקוד לא מוכר' }).waitFor();
  });

  it('never presses the focused button with a scan’s Enter', async () => {
    const item = items[9]!;
    const place = page.getByRole('button', { name: 'ביצוע הזמנה' });
    await place.focus();
    await scannerTypes(page, item.catalogNumber, 3);
    await page
      .getByRole('status')
      .filter({ hasText: `נוסף לסל: ${item.itemDescription}` })
      .waitFor();
    expect(page.url()).toMatch(/\/shoppingCart$/);
    await waitForQuantity(quantityBox(page.locator('main'), item), item.itemPackSize);
  });

  it('adds a scan on the quick-order page too', async () => {
    const item = items[10]!;
    await page.goto('/quick-order');
    await page.getByRole('heading', { level: 1, name: 'הזמנה מהירה' }).waitFor();
    await page.locator('h1').click();
    await scannerTypes(page, item.catalogNumber, 5);
    await page
      .getByRole('status')
      .filter({ hasText: `נוסף לסל: ${item.itemDescription}` })
      .waitFor();
    const cart = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('cart:'))
        .map((k) => localStorage.getItem(k))
        .join(''),
    );
    expect(cart).toContain(item.itemId);
  });

  it('opens a scanned item over its results while the results page is still on its way, and closing it leaves the results', async () => {
    const item = items[8]!;
    // A first visit on a slow network: a fresh page, whose scripts loaded after the scan arrive 1.5 s late.
    const { context, page: fresh } = await newPage(browser, viewport, app.url);
    try {
      let slow = false;
      await fresh.route(/\/assets\/[^/]+\.js$/, async (route) => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await fresh.goto('/');
      const search = fresh.getByRole('searchbox', { name: 'חיפוש' });
      await search.click();
      slow = true;
      await scannerTypes(fresh, item.catalogNumber, 5);
      const dialog = fresh.getByRole('dialog', { name: item.itemDescription });
      await dialog.waitFor();
      const results = fresh.getByRole('heading', { level: 1, name: `תוצאות חיפוש עבור: ${item.catalogNumber}` });
      await results.waitFor();
      expect(new URL(fresh.url()).pathname).toBe('/search');
      await fresh.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect({ path: new URL(fresh.url()).pathname, results: await results.isVisible() }).toEqual({ path: '/search', results: true });
      expect(pageErrors(fresh)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('drops a search still to come when a link is followed right after the typing', async () => {
    await page.goto('/');
    // The page's timers stand still until the test moves them: the typing's pause cannot run out
    // before the link is followed, however slow the machine. (The fake clock stamps key events with
    // its own time too: this is the describe block's last use of the keyboard.)
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const search = page.getByRole('searchbox', { name: 'חיפוש' });
    await search.fill('קולה');
    await page.getByRole('link', { name: 'סל הקניות' }).click();
    await page.waitForURL(/\/shoppingCart/);
    // Past the typing's pause: the search it would have made is dropped, and the address stays.
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => location.pathname)).toBe('/shoppingCart');
    await page.clock.resume();
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
