// A buyer's day on a phone: the order history fits several orders a screen, each a compact card
// with its number, date and time, total and lines, and actions named for it; the laptop keeps its
// wide cards. An item's dialog shows the product's description the back office keeps, its line
// breaks kept, once the whole item is read over the card it opened on, and nothing above it moves.
import type { Page, Route } from 'playwright-core';
import type { Item, Order, Product } from '@shared/contract/entities';
import { formatDate, formatShekels, formatTime } from '@shared/format';
import { appFor, browserFor, login, newPage, pageErrors, VIEWPORTS } from './support/app';
import { seriousViolations } from './support/axe';
import { apiGet, orderableItem, searchAndGetCard } from './support/shop';

const browser = browserFor();
const app = appFor();

/** The demo buyer's user id (its orders are the seed's). */
const BUYER_ID = 2;
const DESCRIPTION = 'חטיף אהוב על ילדים ומבוגרים.\nמגיע בקרטון סגור, מומלץ לאחסן במקום יבש.';

/** Sets a product's description as the back office does (Product/Update with the rest of the product as it is). */
async function describeProduct(page: Page, productID: number, description: string): Promise<void> {
  const login = await page.request.post('/api/Account/Login', { data: { email: 'admin@example.com', password: 'Admin123!' } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { payload: string }).payload}` };
  const product = ((await (await page.request.get(`/api/Product/${productID}`, { headers })).json()) as { payload: Product }).payload;
  const { productName, categoryId, itemGroupId, isPreWeighted, defaultWeight } = product;
  const body = {
    productID,
    productName,
    description,
    categoryId,
    isPreWeighted,
    defaultWeight,
    ...(itemGroupId === null ? {} : { itemGroupId }),
  };
  const res = await page.request.post('/api/Product/Update', { data: body, headers });
  if (res.status() !== 200) throw new Error(`Product/Update: ${res.status()} ${await res.text()}`);
}

/** Whether a box lies wholly inside the viewport. */
const inView = (box: { x: number; y: number; width: number; height: number } | null, viewport: { width: number; height: number }) =>
  box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;

describe('the order history on a phone', () => {
  let page: Page;
  let orders: Order[];

  beforeAll(async () => {
    ({ page } = await newPage(browser, 'phone', app.url));
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    orders = (await apiGet<{ items: Order[] }>(page, `/api/Order/List?pageSize=10&userId=${BUYER_ID}`)).items;
  });
  afterAll(() => page.context().close());

  it('fits at least four whole orders on a 390x844 screen, each with its number, date and time, total, lines and actions', async () => {
    expect(orders.length).toBeGreaterThanOrEqual(4);
    await page.getByRole('link', { name: 'האזור האישי' }).click();
    await page.getByRole('link', { name: 'כל ההזמנות' }).click();
    await page.waitForURL(`**/business/dashboard/${BUYER_ID}/orders`);
    await page.getByRole('heading', { level: 1, name: 'היסטוריית הזמנות' }).waitFor();
    const list = page.getByRole('main').getByRole('list').first();
    await list.getByRole('article').first().waitFor();

    const viewport = VIEWPORTS.phone;
    let whole = 0;
    for (const order of orders) {
      const card = list.getByRole('listitem').getByRole('article', { name: `הזמנה מס' ${order.orderNumber}` });
      if (!inView(await card.boundingBox(), viewport)) continue;
      whole++;
      const text = await card.innerText();
      expect(text).toContain(`${formatDate(order.orderDate)} ${formatTime(order.orderDate)}`);
      expect(text).toContain(formatShekels(order.totalPrice));
      expect(text).toContain(`${order.orderItems.length} פריטים בהזמנה`);
      // Its actions, in view with it, each named for this order.
      const actions = [
        card.getByRole('button', { name: `הזמנה חוזרת של הזמנה מס' ${order.orderNumber}` }),
        card.getByRole('link', { name: `מסמך ההזמנה מספר ${order.orderNumber} (נפתח בלשונית חדשה)` }),
        card.getByRole('group', { name: `שיתוף הזמנה ${order.orderNumber}` }).getByRole('link', { name: /שיתוף בוואטסאפ/ }),
      ];
      for (const action of actions) expect(inView(await action.boundingBox(), viewport)).toBe(true);
    }
    expect(whole).toBeGreaterThanOrEqual(4);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);

    // An order's lines open across the card's width, and its share links stay in view under them.
    const first = list.getByRole('article', { name: `הזמנה מס' ${orders[0]!.orderNumber}` });
    await first.locator('summary').click();
    const table = first.getByRole('table');
    await table.waitFor();
    const [cardBox, tableBox] = [(await first.boundingBox())!, (await table.boundingBox())!];
    expect(tableBox.width).toBeGreaterThan(cardBox.width - 40);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('the order history on a laptop', () => {
  it('keeps its wide cards: the facts with their labels and the actions with their words', async () => {
    const { context, page } = await newPage(browser, 'desktop', app.url);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.goto(`/business/dashboard/${BUYER_ID}/orders`);
    const card = page.getByRole('main').getByRole('article').first();
    await card.waitFor();
    await card.getByText('תאריך ושעה').waitFor();
    await card.getByText('מסמך ההזמנה').waitFor();
    await card.getByText('שיתוף בוואטסאפ').waitFor();
    expect((await card.boundingBox())!.width).toBeGreaterThan(1000);
    await context.close();
  });
});

describe("an item's dialog on a phone", () => {
  it("shows the product's description under its price once the whole item is read, its line breaks kept, nothing above it moving", async () => {
    const { context, page } = await newPage(browser, 'phone', app.url);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    const item: Item = await orderableItem(page);
    await describeProduct(page, item.id, DESCRIPTION);
    await app.searchReady();

    // The whole item's read is held until the card's fields are on screen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/Item/${encodeURIComponent(item.itemId)}`, async (route: Route) => {
      await released;
      await route.continue();
    });
    const card = await searchAndGetCard(page, item);
    await card.getByRole('button', { name: 'פרטים נוספים' }).click();
    const dialog = page.getByRole('dialog', { name: item.itemDescription });
    const quantity = dialog.getByRole('textbox', { name: `כמות של ${item.itemDescription}` });
    await quantity.waitFor();
    expect(await dialog.getByRole('region', { name: 'תיאור' }).count()).toBe(0);
    const before = (await quantity.boundingBox())!;

    release();
    const section = dialog.getByRole('region', { name: 'תיאור' });
    await section.waitFor();
    const [first, second] = DESCRIPTION.split('\n');
    const lines = await section.locator('p').first().innerText();
    expect(lines.split('\n').map((l) => l.trim())).toEqual([first, second]);
    expect((await quantity.boundingBox())!.y).toBe(before.y);
    // Under the price, right-to-left, and read whole once scrolled to.
    await section.scrollIntoViewIfNeeded();
    expect(inView(await section.boundingBox(), VIEWPORTS.phone)).toBe(true);
    expect(await section.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
