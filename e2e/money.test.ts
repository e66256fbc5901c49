// Money as the store sets it: the store manager sets VAT to 17% and a 5%
// discount in the settings dialog, and the buyer's card, cart, order and order document follow; a
// product priced only in another customer's list is 'price on request' for this buyer, with no add
// control, and the product screens warn the manager which lists lack its price. A VAT change under an
// open cart stops the order for the buyer's review.
import type { Page } from 'playwright-core';
import type { Item, Order } from '@shared/contract/entities';
import { formatAgorot, formatShekels } from '@shared/format';
import { computeTotals, discountedPrice } from '@shared/rules/totals';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, asAdmin, closeRecommendedIfOpen, quantityBox, searchAndGetCard, waitForQuantity } from './support/shop';

const browser = browserFor();

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'התנתקות' }).click();
  await page.getByRole('button', { name: 'התחברות' }).waitFor();
}

async function saveRate(page: Page, label: string, percent: string): Promise<void> {
  await page.goto('/?d=websiteComfiguration&action=manage');
  const dialog = page.getByRole('dialog', { name: 'הגדרות האתר' });
  await dialog.getByRole('tab', { name: 'הנחות ומע"מ' }).click();
  await dialog.getByRole('combobox', { name: 'סוג הגדרה' }).selectOption({ label });
  await dialog.getByRole('spinbutton', { name: 'ערך (באחוזים)' }).fill(percent);
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await dialog.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();
  await dialog
    .locator('tbody tr', { hasText: label })
    .filter({ hasText: `${percent}%` })
    .waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.each<ViewportName>(['desktop', 'phone'])('money as the store sets it, on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let item: Item;
  let listPrice: number;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    const items = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=40')).items;
    item = items.find((i) => i.isAvailable && i.itemPackSize === 1 && (i.salePriceInNIS ?? 0) > 5)!;
    listPrice = item.salePriceInNIS!;
    await signOut(page);
  });
  afterAll(() => page.context().close());

  it('the manager sets VAT to 17% and a 5% discount in the settings dialog', async () => {
    await login(page, 'admin@example.com', 'Admin123!');
    await saveRate(page, 'אחוז מע"מ', '17');
    await saveRate(page, 'הנחה כללית', '5');
    await signOut(page);
  });

  it('the buyer sees the discounted price, a cart at 17%, and an order and document at 17%', async () => {
    await login(page, 'buyer@example.com', 'Buyer123!');
    const price = discountedPrice(listPrice, 5);
    expect(price).toBeLessThan(listPrice);
    const card = await searchAndGetCard(page, item);
    await card.getByText(formatShekels(price)).waitFor();
    await quantityBox(card, item).fill('2');
    await quantityBox(card, item).press('Enter');
    await waitForQuantity(quantityBox(card, item), 2);

    await page.goto('/shoppingCart');
    const totals = computeTotals([{ salePriceInNIS: price, quantity: 2 }], 17);
    const summary = page.locator('main .cart-summary');
    await summary.getByText('מע"מ 17%').waitFor();
    for (const amount of [totals.beforeVat, totals.vat, totals.total]) await summary.getByText(formatAgorot(amount)).waitFor();
    const dialog = page.getByRole('dialog');
    if (
      await dialog.waitFor({ timeout: 1500 }).then(
        () => true,
        () => false,
      )
    )
      await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/thank-you\?orderNumber=\d+/);
    const [order] = (await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=1')).items;
    expect(order).toMatchObject({ vatPercent: 17, totalPrice: totals.total / 100 });
    const href = await page.locator('main a[href^="/documents/"]').getAttribute('href');
    const doc = await page.request.get(href!);
    expect(await doc.text()).toContain('מע"מ 17%');
    await signOut(page);
  });

  it('VAT changes under an open cart: the order stops for review with the old and new totals, then goes out at the new rate', async () => {
    await login(page, 'buyer@example.com', 'Buyer123!');
    const price = discountedPrice(listPrice, 5);
    const card = await searchAndGetCard(page, item);
    await quantityBox(card, item).fill('3');
    await quantityBox(card, item).press('Enter');
    await waitForQuantity(quantityBox(card, item), 3);
    await page.goto('/shoppingCart');
    await closeRecommendedIfOpen(page);
    const at17 = computeTotals([{ salePriceInNIS: price, quantity: 3 }], 17);
    const at18 = computeTotals([{ salePriceInNIS: price, quantity: 3 }], 18);
    const summary = page.locator('main .cart-summary');
    await summary.getByText(formatAgorot(at17.total)).waitFor();

    // Meanwhile the store manager sets VAT to 18%.
    await asAdmin(page, '/api/WebsiteConfiguration/AddOrUpdate', { key: 'VatPercent', value: JSON.stringify({ Discount: 18 }) });
    const ordersBefore = (await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount;

    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'שיעור המע"מ השתנה מ־17% ל־18%' });
    await alert.getByText(`הסכום לתשלום היה ${formatAgorot(at17.total)} ועכשיו ${formatAgorot(at18.total)}.`, { exact: false }).waitFor();
    // Beside the button just pressed (in the bar at a phone's foot, in the summary on a laptop), and focused.
    const besideButton = await alert.evaluate((el) => !!el.closest(window.innerWidth < 992 ? '.cart-bar' : 'aside.cart-summary'));
    expect({ besideButton, focused: await alert.evaluate((el) => el === document.activeElement) }).toEqual({
      besideButton: true,
      focused: true,
    });
    await summary.getByText('מע"מ 18%').waitFor();
    await summary.locator('.cart-summary__grand').getByText(formatAgorot(at18.total)).waitFor();
    expect(page.url()).toMatch(/\/shoppingCart$/);
    expect((await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount).toBe(ordersBefore);

    // Seen: the second press sends the order at 18%.
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await page.waitForURL(/\/thank-you\?orderNumber=\d+/);
    const [order] = (await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=1')).items;
    expect(order).toMatchObject({ vatPercent: 18, totalPrice: at18.total / 100 });
    await signOut(page);
  });

  it('a product priced only in another list is price on request for this buyer, and the manager is warned', async () => {
    // The manager adds a product and prices it only in list 2 ('סיטונאי ב'); the buyer buys from list 1.
    await login(page, 'admin@example.com', 'Admin123!');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    const categories = (await (await page.request.get('/api/Category/List?getAll=true', { headers })).json()).payload.items as Array<{
      id: number;
      itemGroups: Array<{ id: number }>;
    }>;
    const category = categories.find((c) => c.itemGroups.length > 0)!;
    const added = await page.request.post('/api/Product/Add', {
      headers,
      data: { productName: 'קפה טורקי במשקל', description: 'חדש במלאי', isPreWeighted: false, categoryId: category.id },
    });
    const productId = (await added.json()).payload as number;
    expect(
      (
        await page.request.post('/api/PriceList/Price/Add', { headers, data: { productID: productId, priceListID: 2, unitPrice: 20 } })
      ).status(),
    ).toBe(200);

    await page.goto(`/products/edit/${productId}`);
    const warning = page.locator('main .bo-missing-prices');
    await warning.getByText('למוצר אין מחיר ב־2 מחירונים:').waitFor();
    expect(await warning.innerText()).toContain('סיטונאי א');
    await signOut(page);

    await login(page, 'buyer@example.com', 'Buyer123!');
    const product = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?searchTerm=' + encodeURIComponent('קפה טורקי במשקל'))).items[0]!;
    expect(product.isPriceOnRequest).toBe(true);
    const card = await searchAndGetCard(page, product);
    await card.getByText('מחיר לפי בקשה').waitFor();
    expect(await card.getByRole('button', { name: 'הוספה לסל' }).count()).toBe(0);
    expect(await card.innerText()).not.toContain('₪');
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
