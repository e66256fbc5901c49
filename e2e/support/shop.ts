// What journeys do as a signed-in user again and again: read the API as that user, pick an item
// that can be ordered, and open the cart past its recommended-items dialog.
import type { Locator, Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { afterNextFrames } from './app';

/** The signed-in user's token, as the page keeps it. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** The payload of a GET to the API, as the signed-in user. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  return (await res.json()).payload as T;
}

/** An item the signed-in user can order: available, and priced for them. */
export async function orderableItem(page: Page): Promise<Item> {
  const { items } = await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=40');
  const item = items.find((i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0);
  if (!item) throw new Error('no orderable item among the first 40');
  return item;
}

/**
 * Opens the cart from the header link, past the recommended-items dialog: it opens with the first
 * visit of a browser session only, so it is closed when it shows.
 */
export async function openCart(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'סל הקניות' }).click();
  await page.waitForURL(/\/shoppingCart/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await closeRecommendedIfOpen(page);
}

/**
 * Closes the recommended-items dialog if the cart page opens it. The page decides in its effects,
 * once it has items and knows the buyer can order: it marks the browser session
 * (sessionStorage 'recommendedShown') and, on the first visit, opens the dialog in the address at
 * once. So this waits for that mark (a cart it will never mark, empty or not the buyer's to order,
 * is given a few seconds), then for the page's effects, and closes the dialog the address names.
 */
export async function closeRecommendedIfOpen(page: Page): Promise<void> {
  const marked = await page
    .waitForFunction(() => sessionStorage.getItem('recommendedShown') !== null, undefined, { timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
  if (!marked) return;
  await afterNextFrames(page);
  if (new URL(page.url()).searchParams.get('action') !== 'recommendedItems') return;
  const dialog = page.getByRole('dialog', { name: 'אולי תרצו להוסיף גם' });
  await dialog.waitFor();
  // The dialog takes the focus as it starts listening for Escape (in its effect, just after it is drawn).
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Searches for an item by its catalogue number and gives its card on the result page. */
export async function searchAndGetCard(page: Page, item: Item) {
  await page.getByRole('searchbox', { name: 'חיפוש' }).fill(item.catalogNumber);
  await page.getByRole('heading', { level: 1, name: `תוצאות חיפוש עבור: ${item.catalogNumber}` }).waitFor();
  const card = page.locator('main article, main li, main [data-item-id]').filter({ hasText: item.itemDescription }).first();
  await card.waitFor();
  return card;
}

/** Orders one pack of an orderable item as the signed-in user, through the cart; gives the order's number from the thank-you page. */
export async function orderOneItem(page: Page): Promise<string> {
  const card = await searchAndGetCard(page, await orderableItem(page));
  await card.getByRole('button', { name: 'הוספה לסל' }).click();
  await openCart(page);
  await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
  await page.waitForURL(/\/thank-you\?orderNumber=\d+&documentLink=/);
  return new URL(page.url()).searchParams.get('orderNumber')!;
}

/** The typed-quantity box of an item (on its card, in its dialog or on its cart line). */
export function quantityBox(scope: Locator | Page, item: Pick<Item, 'itemDescription'>): Locator {
  return scope.getByRole('textbox', { name: `כמות של ${item.itemDescription}` }).first();
}

/** Waits until a quantity box shows this quantity. */
export async function waitForQuantity(box: Locator, quantity: number): Promise<void> {
  const handle = await box.elementHandle();
  await box.page().waitForFunction(({ el, want }) => (el as HTMLInputElement).value === want, { el: handle, want: String(quantity) });
}

/** Calls the API as the administrator (the store manager's changes, made meanwhile in the back office). */
export async function asAdmin(page: Page, path: string, body: unknown): Promise<void> {
  const login = await page.request.post('/api/Account/Login', { data: { email: 'admin@example.com', password: 'Admin123!' } });
  if (login.status() !== 200) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const token = ((await login.json()) as { payload: string }).payload;
  const res = await page.request.post(path, { data: body, headers: { Authorization: `Bearer ${token}` } });
  if (res.status() !== 200) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

/**
 * How an order's lines read in the opened tables (the history's and the back office's): each line's
 * quantity with the number of lines of text it is drawn on (1: read whole, never 1 over 2), and how
 * many tables are wider than the box they sit in.
 */
export async function orderLinesAsRead(
  tables: Locator,
): Promise<{ quantities: Array<{ quantity: string; lines: number }>; overflowing: number }> {
  await tables.first().waitFor();
  return tables.evaluateAll((all) => {
    const column = (table: Element) =>
      [...table.querySelectorAll(':scope > thead > tr > th')].findIndex((th) => th.textContent?.trim() === 'כמות');
    const quantities = all.flatMap((table) =>
      [...table.querySelectorAll(':scope > tbody > tr')].map((row) => {
        const cell = row.children[column(table)]!;
        const text = document.createRange();
        text.selectNodeContents(cell);
        return { quantity: cell.textContent!.trim(), lines: new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size };
      }),
    );
    const overflowing = all.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1).length;
    return { quantities, overflowing };
  });
}

/**
 * Types a code as a scanner does: key presses stamped `delay` ms apart by the device, then Enter (or
 * not). A scanner's keys carry the time the device sent them, however busy the page is when it
 * handles them; Playwright's own typing waits for each key to be handled before sending the next, so
 * on a loaded machine its gaps stretch into a person's typing. The keys go through CDP with the
 * device's time stamps (`Input.dispatchKeyEvent`'s timestamp becomes the event's timeStamp).
 */
export async function scannerTypes(page: Page, code: string, delay: number, enter = true): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const start = Date.now() / 1000;
    const keys = [...code].map((ch) => ({
      key: ch,
      text: ch,
      code: /\d/.test(ch) ? `Digit${ch}` : `Key${ch.toUpperCase()}`,
      vk: ch.toUpperCase().charCodeAt(0),
    }));
    if (enter) keys.push({ key: 'Enter', text: '\r', code: 'Enter', vk: 13 });
    for (const [i, k] of keys.entries()) {
      // Enter follows the last digit at once, as a scanner's suffix does.
      const at = start + (Math.min(i, code.length - 1) * delay + (i >= code.length ? 1 : 0)) / 1000;
      const common = { key: k.key, code: k.code, windowsVirtualKeyCode: k.vk, timestamp: at };
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: k.text, ...common });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common, timestamp: at + 0.0005 });
    }
  } finally {
    await cdp.detach();
  }
}
