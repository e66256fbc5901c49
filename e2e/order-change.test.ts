// Changing an order after 'ביצוע הזמנה', with the provider's capability 'order-change' and without it,
// on a laptop and a phone: the buyer opens a placed order from the history in the cart (their own cart
// waits aside), adds a line before the cutoff and sends the change; the thank-you page says the order
// was updated, the history and the document show the new lines and total, and the buyer's own cart
// comes back. With the provider's clock past the cutoff the change is refused with its Hebrew reason
// and the order stays as it was. In front of a provider without the capability no change is offered.
import type { Page } from 'playwright-core';
import type { Item, Order } from '@shared/contract/entities';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, openCart, orderOneItem, searchAndGetCard } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();

/** The provider's test control API (MOCK_CONTROL=true). */
const control = (page: Page, path: string, data: object) => page.request.post(`/api/__mock/${path}`, { data });

/** Items the buyer can order, as they see them. */
async function orderable(page: Page, count: number): Promise<Item[]> {
  const { items } = await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=40');
  return items.filter((i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0).slice(0, count);
}

async function buyersOrder(page: Page, orderNumber: string): Promise<Order> {
  const { items } = await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=10');
  return items.find((o) => String(o.orderNumber) === orderNumber)!;
}

/** The buyer's card of an order in their history. */
const historyCard = (page: Page, orderNumber: string) => page.getByRole('article', { name: `הזמנה מס' ${orderNumber}` });

async function addToCart(page: Page, item: Item): Promise<void> {
  const card = await searchAndGetCard(page, item);
  await card.getByRole('button', { name: 'הוספה לסל' }).click();
  await card.getByRole('textbox', { name: `כמות של ${item.itemDescription}` }).waitFor();
}

describe.each<ViewportName>(['desktop', 'phone'])('changing a placed order, on %s', (viewport) => {
  const app = appFor({ MOCK_CONTROL: 'true' });
  let buyer: Page;
  let orderNumber: string;
  let items: Item[];
  beforeAll(async () => {
    ({ page: buyer } = await newPage(browser, viewport, app.url));
    await buyer.goto('/');
    await control(buyer, 'reset', {});
    await login(buyer, 'buyer@example.com', 'Buyer123!');
    items = await orderable(buyer, 3);
  });
  afterAll(() => buyer?.context().close());

  it('opens the order in the cart with its lines, the buyer’s own cart waiting aside', async () => {
    orderNumber = await orderOneItem(buyer);
    // Something of the buyer's own in the cart meanwhile: it must wait, untouched.
    const own = items.find((i) => i.id !== items[0]!.id && i.id !== items[1]!.id)!;
    await addToCart(buyer, own);
    const placed = await buyersOrder(buyer, orderNumber);
    expect(placed).toMatchObject({ changeable: true });
    await buyer.goto(`/business/dashboard/${placed.userId}/orders`);
    const card = historyCard(buyer, orderNumber);
    await card.getByText('אפשר לשנות עד').waitFor();
    expect(await card.locator('.order-card__change-until dd').textContent()).toMatch(/^יום [א-ו]׳ \d\d\/\d\d בשעה \d\d:00$/);
    await card.getByRole('button', { name: `שינוי ההזמנה מס' ${orderNumber}` }).click();
    await buyer.waitForURL(/\/shoppingCart/);
    const banner = buyer.getByRole('region', { name: `שינוי הזמנה מס' ${orderNumber}` });
    await banner.getByText(/^אפשר לשנות עד יום/).waitFor();
    const [ordered] = placed.orderItems;
    await buyer.locator('main').getByText(ordered!.productName).first().waitFor();
    expect(await buyer.locator('main').getByText(own.itemDescription).count()).toBe(0);
    expect(await buyer.getByRole('button', { name: 'עדכון ההזמנה' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  it('sends a line added before the cutoff: the thank-you page says the order was updated, the history and document show it, the own cart comes back', async () => {
    const added = items[1]!;
    await addToCart(buyer, added);
    await openCart(buyer);
    await buyer.getByRole('region', { name: `שינוי הזמנה מס' ${orderNumber}` }).waitFor();
    await buyer.getByRole('button', { name: 'עדכון ההזמנה' }).first().click();
    await buyer.waitForURL(/\/thank-you\?orderNumber=\d+&documentLink=.*&changed=1/);
    await buyer.getByRole('heading', { level: 1, name: 'ההזמנה עודכנה' }).waitFor();
    expect(new URL(buyer.url()).searchParams.get('orderNumber')).toBe(orderNumber);

    const changed = await buyersOrder(buyer, orderNumber);
    expect(changed.orderItems.map((l) => l.itemId)).toEqual(expect.arrayContaining([items[0]!.itemId, added.itemId]));
    expect(changed.changedAt).toEqual(expect.any(String));
    // The thank-you page shows the order as it now is: its two lines and its new total.
    const details = buyer.getByRole('group', { name: 'פרטי ההזמנה' });
    await details.getByText('פריטים בהזמנה').waitFor();
    expect(await details.textContent()).toMatch(/פריטים בהזמנה\s*2/);
    const href = await buyer.getByRole('link', { name: /הורדת מסמך ההזמנה/ }).getAttribute('href');
    const document = await buyer.request.get(href!);
    expect(document.status()).toBe(200);
    expect(await document.text()).toContain('עודכנה');

    await buyer.goto(`/business/dashboard/${changed.userId}/orders`);
    const card = historyCard(buyer, orderNumber);
    await card.getByText('עודכנה', { exact: true }).waitFor();
    await openCart(buyer);
    expect(await buyer.getByRole('region', { name: /שינוי הזמנה/ }).count()).toBe(0);
    await buyer.getByRole('button', { name: 'ביצוע הזמנה' }).first().waitFor();
  });

  it('refuses a change after the cutoff with its Hebrew reason, and the order stays as it was', async () => {
    const before = await buyersOrder(buyer, orderNumber);
    await buyer.goto(`/business/dashboard/${before.userId}/orders`);
    await historyCard(buyer, orderNumber)
      .getByRole('button', { name: `שינוי ההזמנה מס' ${orderNumber}` })
      .click();
    await buyer.waitForURL(/\/shoppingCart/);
    await buyer.getByRole('region', { name: `שינוי הזמנה מס' ${orderNumber}` }).waitFor();
    // The supplier's clock passes the cutoff while the buyer is changing the order.
    expect((await control(buyer, 'clock', { aheadMinutes: 14 * 24 * 60 })).status()).toBe(200);
    await buyer.getByRole('button', { name: 'עדכון ההזמנה' }).first().click();
    const alert = buyer.getByRole('alert').filter({ hasText: 'השינוי לא נשלח' });
    await alert
      .getByText(/^מועד השינוי של ההזמנה עבר \(יום [א-ו]׳ \d\d\/\d\d בשעה \d\d:00\): ההזמנה כבר בטיפול ולא ניתן לשנותה\.$/)
      .waitFor();
    const after = await buyersOrder(buyer, orderNumber);
    // (The document's sealed link is sealed anew at every read.)
    expect({ ...after, changeable: true, documentLink: '' }).toEqual({ ...before, changeable: true, documentLink: '' });
    expect(after.changeable).toBe(false);
    // The way out sends nothing and gives the buyer's own cart back.
    await buyer.getByRole('button', { name: `ביטול השינוי של הזמנה מס' ${orderNumber}, בלי לשלוח דבר` }).click();
    await buyer.getByRole('button', { name: 'ביצוע הזמנה' }).first().waitFor();
    expect(await buyer.getByRole('region', { name: /שינוי הזמנה/ }).count()).toBe(0);
    await control(buyer, 'clock', { aheadMinutes: 0 });
  });

  it('had no uncaught page errors', () => {
    expect(pageErrors(buyer)).toEqual([]);
  });
});

describe.each<ViewportName>(['desktop', 'phone'])('in front of a provider without the capability, on %s', (viewport) => {
  const app = appFor({ MOCK_CAPABILITIES: 'order-status' });
  it('offers no change of a placed order and says nothing is missing', async () => {
    const { page } = await newPage(browser, viewport, app.url);
    try {
      await page.goto('/');
      await login(page, 'buyer@example.com', 'Buyer123!');
      const orderNumber = await orderOneItem(page);
      const placed = await buyersOrder(page, orderNumber);
      expect(placed).not.toHaveProperty('changeable');
      await page.goto(`/business/dashboard/${placed.userId}/orders`);
      const card = historyCard(page, orderNumber);
      await card.getByText('התקבלה', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: /שינוי ההזמנה/ }).count()).toBe(0);
      expect(await card.textContent()).not.toMatch(/אפשר לשנות|עודכנה/);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('a change pressed offline, on a phone', () => {
  const app = appFor({ MOCK_CONTROL: 'true' });
  it('waits in the outbox, says so, and goes out once when the connection is back; the order is changed, no other is made', async () => {
    const { context, page } = await newPage(browser, 'phone', app.url);
    try {
      await page.goto('/');
      await control(page, 'reset', {});
      await login(page, 'buyer@example.com', 'Buyer123!');
      const orderNumber = await orderOneItem(page);
      const placed = await buyersOrder(page, orderNumber);
      const ordersBefore = (await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=50')).items.length;
      const updates: number[] = [];
      page.on('requestfinished', (req) => {
        if (req.method() === 'POST' && /\/api\/Order\/Update\//.test(req.url()))
          void req.response().then((r) => updates.push(r?.status() ?? 0));
      });
      await page.goto(`/business/dashboard/${placed.userId}/orders`);
      await historyCard(page, orderNumber)
        .getByRole('button', { name: `שינוי ההזמנה מס' ${orderNumber}` })
        .click();
      await page.waitForURL(/\/shoppingCart/);
      const [line] = placed.orderItems;
      await page.getByRole('group', { name: line!.productName }).getByRole('button', { name: 'הוספה לסל' }).click();

      await context.setOffline(true);
      await page.getByRole('button', { name: 'עדכון ההזמנה' }).first().click();
      const panel = page.getByRole('region', { name: `השינוי בהזמנה מס' ${orderNumber} ממתין לשליחה` });
      await panel.getByText('אין חיבור לרשת. ההזמנה שמורה במכשיר').waitFor();
      expect(updates).toEqual([]);

      await context.setOffline(false);
      await page
        .getByRole('status')
        .filter({ hasText: `השינוי שהמתין נשלח: הזמנה מס' ${orderNumber} עודכנה.` })
        .waitFor();
      await page.getByRole('region', { name: /ממתין לשליחה/ }).waitFor({ state: 'detached' });
      const changed = await buyersOrder(page, orderNumber);
      expect(changed.orderItems[0]!.quantity).toBeGreaterThan(line!.quantity);
      expect((await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=50')).items).toHaveLength(ordersBefore);
      expect(updates).toEqual([200]);
      expect(await page.getByRole('region', { name: /שינוי הזמנה/ }).count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
