// Life after the order button, with the provider's capability 'order-status' and without it, as a
// buyer and a store manager live it, on a laptop and a phone: the thank-you page says the order came
// in ('התקבלה'); the store manager moves it along in the all-orders screen (only the moves its status
// allows, a status filter in the address); the buyer's history shows where it stands and since when.
// In front of a provider without the capability (the mock with MOCK_CAPABILITIES=none) no screen
// shows a status, a status column or a filter, nothing says one is missing, and no error is logged.
import type { Page } from 'playwright-core';
import type { Order } from '@shared/contract/entities';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type RunningApp, type ViewportName } from './support/app';
import { apiGet, orderOneItem } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();

/** A buyer's page and a store manager's on the app, each signed in before the block's tests (filled in then), closed after them. */
function signedIn(app: RunningApp, viewport: ViewportName): { buyer: Page; admin: Page } {
  const pages = {} as { buyer: Page; admin: Page };
  beforeAll(async () => {
    for (const [who, email, password] of [
      ['buyer', 'buyer@example.com', 'Buyer123!'],
      ['admin', 'admin@example.com', 'Admin123!'],
    ] as const) {
      const { page } = await newPage(browser, viewport, app.url);
      await page.goto('/');
      await login(page, email, password);
      pages[who] = page;
    }
  });
  afterAll(() => Promise.all([pages.buyer?.context().close(), pages.admin?.context().close()]));
  return pages;
}

/** The buyer's card of an order in their history. */
const historyCard = (page: Page, orderNumber: string) => page.getByRole('article', { name: `הזמנה מס' ${orderNumber}` });

describe.each<ViewportName>(['desktop', 'phone'])('an order with its status, on %s', (viewport) => {
  const pages = signedIn(appFor(), viewport);
  let buyer: Page;
  let admin: Page;
  let orderNumber: string;
  beforeAll(() => {
    ({ buyer, admin } = pages);
  });

  it("says on the thank-you page that the order came in ('התקבלה')", async () => {
    orderNumber = await orderOneItem(buyer);
    const details = buyer.getByRole('group', { name: 'פרטי ההזמנה' });
    await details.getByText('התקבלה', { exact: true }).waitFor();
    expect(await details.textContent()).toMatch(/סטטוסהתקבלה מאז \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  });

  it('lets the store manager move the order along, offering only the moves its status allows, and filter by status', async () => {
    await admin.goto('/admin/dashboard/1/orders');
    const row = admin.locator('main table.data-table > tbody > tr').filter({ hasText: orderNumber });
    await row.getByText('התקבלה', { exact: true }).waitFor();
    const move = row.getByLabel(`העברת הזמנה ${orderNumber} לסטטוס`);
    expect(await move.locator('option').allTextContents()).toEqual(['העברה ל…', 'אושרה', 'בהכנה', 'נשלחה', 'סופקה', 'בוטלה']);
    await move.selectOption({ label: 'נשלחה' });
    await row.getByRole('button', { name: `עדכון סטטוס הזמנה ${orderNumber}` }).click();
    await admin.getByText(`הזמנה ${orderNumber} עודכנה: נשלחה.`).waitFor();
    await row.getByText('נשלחה', { exact: true }).first().waitFor();
    expect(await row.getByLabel(`העברת הזמנה ${orderNumber} לסטטוס`).locator('option').allTextContents()).toEqual([
      'העברה ל…',
      'סופקה',
      'בוטלה',
    ]);

    await admin.getByRole('search', { name: 'סינון הזמנות' }).getByLabel('סטטוס').selectOption({ label: 'נשלחה' });
    await admin.waitForURL(/status=shipped/);
    await admin.getByText('הזמנה אחת', { exact: true }).waitFor();
    expect(await admin.locator('main table.data-table > tbody > tr > td:first-child').allTextContents()).toEqual([orderNumber]);
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('tells the buyer what moved when the app comes back to the foreground', async () => {
    // The buyer's tab, left on the thank-you page meanwhile, is shown again.
    await buyer.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const news = buyer.getByRole('status').filter({ hasText: 'עדכון בהזמנות שלך' });
    await news.getByText(`הזמנה מס' ${orderNumber}: בדרך אליכם`).waitFor();
    await news.getByRole('button', { name: 'סגירה' }).click();
    await news.getByText(`הזמנה מס' ${orderNumber}: בדרך אליכם`).waitFor({ state: 'detached' });
    // The focus goes on to the page's content, not lost to the body with the button.
    expect(await buyer.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('shows the buyer where the order stands and since when, in the history', async () => {
    const { items } = await apiGet<{ items: Order[] }>(buyer, '/api/Order/List?pageSize=5');
    const placed = items.find((o) => String(o.orderNumber) === orderNumber)!;
    expect(placed.statusChanges!.map((c) => c.status)).toEqual(['received', 'shipped']);
    const userId = placed.userId;
    await buyer.goto(`/business/dashboard/${userId}/orders`);
    const card = historyCard(buyer, orderNumber);
    await card.getByText('בדרך אליכם', { exact: true }).waitFor();
    expect(await card.locator('.order-status dd').textContent()).toMatch(/^בדרך אליכם מאז \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  it('had no uncaught page errors', () => {
    expect(pageErrors(buyer)).toEqual([]);
    expect(pageErrors(admin)).toEqual([]);
  });
});

describe.each<ViewportName>(['desktop', 'phone'])('in front of a provider without the capability, on %s', (viewport) => {
  const pages = signedIn(appFor({ MOCK_CAPABILITIES: 'none' }), viewport);
  let buyer: Page;
  let admin: Page;
  beforeAll(() => {
    ({ buyer, admin } = pages);
  });

  it('places the order as before, and no screen shows a status or says one is missing', async () => {
    const orderNumber = await orderOneItem(buyer);
    const details = buyer.getByRole('group', { name: 'פרטי ההזמנה' });
    await details.getByText('סה"כ כולל מע"מ').first().waitFor();
    expect(await details.textContent()).not.toMatch(/סטטוס/);

    // What the provider offers is read before the absence of a status column means anything.
    const capabilities = admin.waitForResponse((r) => r.url().endsWith('/api/Capabilities'));
    await admin.goto('/admin/dashboard/1/orders');
    expect(await (await capabilities).json()).toEqual({ statusCode: 200, payload: { capabilities: [] } });
    const row = admin.locator('main table.data-table > tbody > tr').filter({ hasText: orderNumber });
    await row.waitFor();
    expect(await admin.locator('main table.data-table > thead').textContent()).not.toMatch(/סטטוס/);
    expect(await admin.getByRole('search', { name: 'סינון הזמנות' }).getByLabel('סטטוס').count()).toBe(0);

    const { items } = await apiGet<{ items: Order[] }>(buyer, '/api/Order/List?pageSize=5');
    await buyer.goto(`/business/dashboard/${items[0]!.userId}/orders`);
    const card = historyCard(buyer, orderNumber);
    await card.waitFor();
    expect(await card.textContent()).not.toMatch(/סטטוס/);
    expect(pageErrors(buyer)).toEqual([]);
    expect(pageErrors(admin)).toEqual([]);
  });
});
