// The cart against today's catalogue: a buyer types quantities in
// whole packs; the store manager then changes a pack size, a price and an item's availability; the
// cart says line by line what changed, locks what must be fixed, and orders once it is fixed.
import type { Page } from 'playwright-core';
import type { Item, Order } from '@shared/contract/entities';
import { afterNextFrames, appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, asAdmin, closeRecommendedIfOpen, quantityBox, searchAndGetCard, waitForQuantity } from './support/shop';
import { seriousViolations } from './support/axe';
import { formatShekels } from '@shared/format';

const browser = browserFor();

/** The item's extension data with some fields changed (Item/Extensions/Update takes them all). */
async function changeItem(page: Page, item: Item, change: Partial<Pick<Item, 'minOrderQuantity' | 'isAvailable'>>): Promise<void> {
  const { isAvailable, displayOrder, minOrderQuantity, fullDescription, isPriceChanged } = { ...item, ...change };
  await asAdmin(page, `/api/Item/Extensions/Update/${item.itemId}`, {
    isAvailable,
    displayOrder,
    minOrderQuantity,
    fullDescription,
    isPriceChanged,
  });
}

/** Opens the cart page (past the recommended items, if they open). */
async function openCartPage(page: Page): Promise<void> {
  await page.goto('/shoppingCart');
  await page.getByRole('heading', { level: 1, name: 'סל הקניות' }).waitFor();
  const dialog = page.getByRole('dialog');
  if (
    await dialog.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}

/** A cart line by its item's name. */
const lineOf = (page: Page, item: Item) => page.locator('main tr.cart-line').filter({ hasText: item.itemDescription });

describe.each<ViewportName>(['desktop', 'phone'])("the cart against today's catalogue on %s", (viewport) => {
  const app = appFor();
  let page: Page;
  let packed: Item;
  let other: Item;
  let third: Item;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    const items = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=60')).items.filter(
      (i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0,
    );
    packed = items.find((i) => i.itemPackSize >= 6)!;
    other = items.find((i) => i.id !== packed.id && i.itemPackSize === 1)!;
    third = items.find((i) => i.id !== packed.id && i.id !== other.id && i.itemPackSize === 1)!;
  });
  afterAll(() => page.context().close());

  it('takes a typed quantity on a card, rounded up to whole packs with a note that says so', async () => {
    const card = await searchAndGetCard(page, packed);
    const box = quantityBox(card, packed);
    await box.fill(String(packed.itemPackSize * 2 - 1));
    await box.press('Enter');
    await waitForQuantity(box, packed.itemPackSize * 2);
    await card.getByText(`הכמות עוגלה ל־${packed.itemPackSize * 2} (2 אריזות)`).waitFor();

    for (const item of [other, third]) {
      const next = await searchAndGetCard(page, item);
      await quantityBox(next, item).fill('3');
      await quantityBox(next, item).press('Enter');
      await waitForQuantity(quantityBox(next, item), 3);
    }
    await expect(page.getByRole('link', { name: 'סל הקניות' }).innerText()).resolves.toContain('3');
  });

  it('says line by line what changed since the lines were added, and keeps the order until the lines are fixed', async () => {
    const newPack = packed.itemPackSize + 1; // 2 packs of the old size are no whole number of the new
    await changeItem(page, packed, { minOrderQuantity: newPack });
    // The buyer's customer buys from price list 1.
    await asAdmin(page, '/api/PriceList/Price/Update', { productID: other.id, priceListID: 1, unitPrice: other.salePriceInNIS! + 1 });
    await changeItem(page, third, { isAvailable: false });

    await openCartPage(page);
    const alert = page.locator('main .cart-failure');
    await alert.getByText('הסל עודכן לפי הקטלוג של היום').waitFor();
    await lineOf(page, packed).getByText(`אינה בכפולות של האריזה (${newPack} יח')`).waitFor();
    await lineOf(page, third).getByText('הפריט אינו זמין כעת').waitFor();
    await lineOf(page, other).getByText('המחיר עודכן מ־').waitFor();

    // The unavailable line is locked: no plus, no minus, no typing.
    for (const control of [
      lineOf(page, third).getByRole('button', { name: 'הוספה לסל' }),
      lineOf(page, third).getByRole('button', { name: 'הפחתה מהסל' }),
      quantityBox(lineOf(page, third), third),
    ]) {
      expect(await control.isDisabled()).toBe(true);
    }

    // Placing now sends nothing: the lines must be fixed first.
    const before = (await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount;
    const place = page.getByRole('button', { name: 'ביצוע הזמנה' });
    expect(await place.getAttribute('aria-disabled')).toBe('true');
    await page.getByText('יש שורות שצריך לתקן לפני ביצוע ההזמנה.').waitFor();
    // Placing begins at once on the press: the cart's check reads go out from it (and the button says it is busy).
    const sent: string[] = [];
    const onRequest = (request: { url(): string; method(): string }) => {
      if (request.url().includes('/api/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    };
    page.on('request', onRequest);
    await place.click({ force: true });
    await afterNextFrames(page);
    page.off('request', onRequest);
    expect(sent).toEqual([]);
    expect(await place.getAttribute('aria-disabled')).toBe('true');
    expect(page.url()).toMatch(/\/shoppingCart/);
    expect((await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount).toBe(before);
  });

  it('orders once the buyer rounds up to whole packs and removes the unavailable line', async () => {
    const newPack = packed.itemPackSize + 1;
    const roundedUp = Math.ceil((packed.itemPackSize * 2) / newPack) * newPack;
    await lineOf(page, packed)
      .getByRole('button', { name: `עיגול ל־${roundedUp}` })
      .click();
    await waitForQuantity(quantityBox(lineOf(page, packed), packed), roundedUp);
    await lineOf(page, third).getByRole('button', { name: 'הסרה מהסל' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'כן, להסיר' }).click();

    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/thank-you\?orderNumber=\d+/);
    const orderNumber = Number(new URL(page.url()).searchParams.get('orderNumber'));
    const orders = await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=1');
    expect(orders.items[0]!.orderNumber).toBe(orderNumber);
    expect(orders.items[0]!.orderItems.map((l) => [l.itemId, l.quantity]).sort()).toEqual(
      [
        [packed.itemId, roundedUp],
        [other.itemId, 3],
      ].sort(),
    );
  });

  it("offers an unavailable line's substitutes, and one press swaps it, rounded to the substitute's packs with the cart's note", async () => {
    const user = await apiGet<{ id: number }>(page, '/api/Account/UserInfo');
    // The demo's unavailable dark chocolate; a line of one pack of it, and a substitute whose pack that is not whole packs of.
    const out = (await apiGet<{ items: Item[] }>(page, `/api/Item/List?SearchTerm=${encodeURIComponent('שוקולד מריר')}`)).items.find(
      (i) => !i.isAvailable,
    )!;
    const related = await Promise.all(out.relatedItems.map((r) => apiGet<Item>(page, `/api/Item/${r.relatedItemId}`)));
    const orderable = related.filter((i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0);
    const substitute = orderable.find((i) => out.itemPackSize % i.itemPackSize !== 0)!;
    expect(substitute).toBeDefined();
    const rounded = Math.ceil(out.itemPackSize / substitute.itemPackSize) * substitute.itemPackSize;
    const { id, itemId, itemDescription, pictureUrl, itemPackSize } = out;
    const stored = [{ id, itemId, itemDescription, pictureUrl, itemPackSize, salePriceInNIS: 10, quantity: itemPackSize }];
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`cart:${user.id}`, JSON.stringify(stored)]);
    await page.goto('/shoppingCart');
    await closeRecommendedIfOpen(page);

    const offer = lineOf(page, out).getByRole('group', { name: 'תחליפים מומלצים' });
    await offer.waitFor();
    expect(await offer.getByRole('listitem').count()).toBe(orderable.length);
    expect(orderable.length).toBeGreaterThanOrEqual(2);
    // Each with its pack and the buyer's own price.
    const option = offer.getByRole('listitem').filter({ hasText: substitute.itemDescription });
    expect(await option.innerText()).toContain(formatShekels(substitute.salePriceInNIS!));
    expect(await seriousViolations(page)).toEqual([]);

    await offer.getByRole('button', { name: `החלפה ב־${substitute.itemDescription}` }).click();
    const swapped = lineOf(page, substitute);
    await swapped.getByText(`השורה הוחלפה ב־${substitute.itemDescription}.`).waitFor();
    await swapped
      .getByText(`${out.itemPackSize} אינו בכפולות של ${substitute.itemPackSize}: הכמות עוגלה ל־${rounded}`, { exact: false })
      .waitFor();
    await waitForQuantity(quantityBox(swapped, substitute), rounded);
    expect(await lineOf(page, out).count()).toBe(0);
    expect(await page.getByText('יש שורות שצריך לתקן לפני ביצוע ההזמנה.').count()).toBe(0);
  });

  it('a cart of thirty lines: the total and the order button at hand, the last line clear of them, a refusal said by the button and retried once', async () => {
    const user = await apiGet<{ id: number }>(page, '/api/Account/UserInfo');
    const thirty = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=80')).items
      .filter((i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0)
      .slice(0, 30);
    const lines = thirty.map((i) => ({
      id: i.id,
      itemId: i.itemId,
      itemDescription: i.itemDescription,
      salePriceInNIS: i.salePriceInNIS,
      pictureUrl: i.pictureUrl,
      quantity: i.itemPackSize * 12,
      itemPackSize: i.itemPackSize,
    }));
    // The cart as the browser keeps it, read on the page's next load.
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`cart:${user.id}`, JSON.stringify(lines)]);
    await openCartPage(page);
    const rows = page.locator('main tr.cart-line');
    await rows.nth(29).waitFor();
    const place = page.getByRole('button', { name: 'ביצוע הזמנה' });
    const height = page.viewportSize()!.height;
    const bar = page.locator('.cart-bar');
    if (viewport === 'phone') {
      // At the screen's foot from the start, with the total to pay; the last line's quantity, reached
      // by the keyboard, stops above the bar, and the page's end scrolls clear of it.
      const box = (await place.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(await bar.innerText()).toMatch(/לתשלום\s+[\d,.]+\s*₪/);
      const barTop = (await bar.boundingBox())!.y;
      const lastBox = quantityBox(rows.last(), thirty[29]!);
      await lastBox.focus();
      const last = (await lastBox.boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(barTop);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.locator('footer').last().boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
    } else expect(await bar.count()).toBe(0);
    // Halfway down the lines, where the buyer presses the button and stays.
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
      return window.scrollY;
    });

    // The provider refuses the order: said beside the button, and focused.
    const before = (await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount;
    await page.route('**/api/Order/Create', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, error: { code: 'bad_request', message: 'Bad request' } }),
      }),
    );
    await place.click();
    const failure = page.getByRole('alert').filter({ hasText: 'ההזמנה לא התקבלה.' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('אפשר לנסות שוב עכשיו – לא תיווצר הזמנה כפולה.');
    expect(await failure.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await failure.evaluate((el) => !!el.closest(window.innerWidth < 992 ? '.cart-bar' : 'aside.cart-summary'))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
    const shown = (await failure.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(height);

    // Pressed again, it goes out: one order.
    await page.unroute('**/api/Order/Create');
    await place.click();
    await page.waitForURL(/\/thank-you\?orderNumber=\d+/);
    expect((await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount).toBe(before + 1);
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
