// The buyer's usual items on the dashboard: the items of its order history, most
// often ordered first, with the last quantity, today's price and an add control; one added, then
// the whole usual basket; in both viewports.
import type { Page } from 'playwright-core';
import type { Item, Order } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { roundUpToPacks } from '@shared/rules/packSize';
import { usualItems } from '@shared/rules/usualItems';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, openCart, quantityBox, waitForQuantity } from './support/shop';

const browser = browserFor();

describe.each<ViewportName>(['desktop', 'phone'])('the usual items on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let usual: ReturnType<typeof usualItems>;
  let current: Item[];

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
  });
  afterAll(() => page.context().close());

  it("lists the items the customer orders most, with how often, the last quantity and today's price", async () => {
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    const orders = await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=100&userId=2');
    usual = usualItems(orders.items, 12);
    expect(usual.length).toBeGreaterThan(1);
    current = await Promise.all(usual.map((u) => apiGet<Item>(page, `/api/Item/${encodeURIComponent(u.itemId)}`)));
    await page.goto('/business/dashboard/2');
    const section = page.getByRole('region', { name: 'הפריטים הקבועים שלי' });
    // The rows of the list (an item that cannot be ordered holds its substitutes' own list).
    const rows = section.getByRole('list').first().locator(':scope > li');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(usual.length);
    const first = await rows.first().innerText();
    expect(first).toContain(current[0]!.itemDescription);
    expect(first).toContain(usual[0]!.orders === 1 ? 'הוזמן פעם אחת' : `הוזמן ${usual[0]!.orders} פעמים`);
    expect(first).toContain(`כמות אחרונה: ${usual[0]!.lastQuantity}`);
    if (current[0]!.isAvailable && current[0]!.salePriceInNIS !== undefined)
      expect(first).toContain(formatShekels(current[0]!.salePriceInNIS));
    const quantity = section.getByRole('textbox', { name: `כמות להוספה של ${current[0]!.itemDescription}` });
    expect(Number(await quantity.inputValue())).toBe(roundUpToPacks(usual[0]!.lastQuantity, current[0]!.itemPackSize));
  });

  it('adds one item at a typed quantity (rounded up to packs), then the whole usual basket, which a second press does not double', async () => {
    const section = page.getByRole('region', { name: 'הפריטים הקבועים שלי' });
    const item = current[0]!;
    const quantity = section.getByRole('textbox', { name: `כמות להוספה של ${item.itemDescription}` });
    await quantity.fill(String(item.itemPackSize + 1));
    await section.getByRole('button', { name: `הוספה לסל של ${item.itemDescription}` }).click();
    const once = roundUpToPacks(item.itemPackSize + 1, item.itemPackSize);
    await section
      .getByRole('status')
      .filter({ hasText: `נוספו לסל פריט אחד (${once} יחידות).` })
      .waitFor();
    expect(Number(await quantity.inputValue())).toBe(once);
    const addable = usual.filter(
      (_, i) => current[i]!.isAvailable && typeof current[i]!.salePriceInNIS === 'number' && !current[i]!.isPriceOnRequest,
    );
    // 'Add all' says what the cart already holds, and sets the usual quantities rather than adding
    // to them: the item added by hand stays at its quantity, and a second press changes nothing.
    await section.getByText('פריט אחד מהרשימה כבר בסל.').waitFor();
    const others = addable.length - 1;
    await section.getByRole('button', { name: 'הוספת הכול לסל' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: `${others === 1 ? 'נוסף לסל פריט אחד' : `נוספו לסל ${others} פריטים`}; פריט אחד כבר היה בסל בכמות הזו.` })
      .waitFor();
    await section.getByText('כל הפריטים האלה כבר בסל.').waitFor();
    await section.getByRole('button', { name: 'הוספת הכול לסל' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: `${addable.length} פריטים כבר היו בסל בכמויות האלה.` })
      .waitFor();
    await openCart(page);
    await waitForQuantity(quantityBox(page.locator('main'), item), once);
    expect(await page.locator('main').innerText()).toContain(current[usual.indexOf(addable[addable.length - 1]!)]!.itemDescription);
    expect(pageErrors(page)).toEqual([]);
  });
});
