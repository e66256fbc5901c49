// Standing orders ('הזמנה קבועה', docs/product.md §5.12) on a laptop and a phone: the buyer saves the
// cart as a standing order for the earliest delivery weekday; with the device's clock just before its
// reminder nothing is said, at the reminder the banner under the header says which order, for which day
// and until when. Meanwhile the store manager makes one of its items unavailable: the ready cart flags
// it with its substitutes, the buyer swaps it and confirms with one press; exactly one order is placed,
// for the standing order's day, the server hears of it and no reminder comes again; the buyer's own
// cart comes back. The store here delivers every day with a late cutoff, so the reminder of the first
// day falls in the last day and the device's clock moves only back (the session's token stays valid).
import type { Page } from 'playwright-core';
import type { Item, Order, StandingOrder } from '@shared/contract/entities';
import { deliveryRulesOf, nextDelivery, readRequestedDate, weekdayOf } from '@shared/rules/delivery';
import { deliveryDayText, nextOccurrence, reminderText, weekdayText } from '@shared/rules/standingOrder';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, asAdmin, closeRecommendedIfOpen, openCart, searchAndGetCard } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();

/** Every day a delivery day, cutoff 23:00, no minimum: the first day's cutoff is within a day of now. */
const DELIVERY = { Days: [0, 1, 2, 3, 4, 5, 6], CutoffHour: 23, NoDeliveryDates: [], MinimumOrder: 0 };
const NAME = 'הזמנה לבדיקה';

const control = (page: Page, path: string, data: object) => page.request.post(`/api/__mock/${path}`, { data });

async function changeItem(page: Page, item: Item, isAvailable: boolean): Promise<void> {
  const { displayOrder, minOrderQuantity, fullDescription, isPriceChanged } = item;
  await asAdmin(page, `/api/Item/Extensions/Update/${item.itemId}`, {
    isAvailable,
    displayOrder,
    minOrderQuantity,
    fullDescription,
    isPriceChanged,
  });
}

/** Waits for the app's next read of the standing orders (on opening, or coming to the foreground). */
const nextListRead = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/StandingOrder/List') && r.status() === 200);

const reminderBand = (page: Page) => page.locator('.standing-reminder');

describe.each<ViewportName>(['desktop', 'phone'])('standing orders, on %s', (viewport) => {
  // Without the demo's own standing order: the buyer's only one is the one made here.
  const app = appFor({ MOCK_CONTROL: 'true', STANDING_ORDERS_DEMO: 'false' });
  let buyer: Page;
  /** An item with substitutes the buyer can order (made unavailable later), and another. */
  let withSubstitutes: Item;
  let substitute: Item;
  let other: Item;
  let day: string;

  beforeAll(async () => {
    ({ page: buyer } = await newPage(browser, viewport, app.url));
    await buyer.goto('/');
    await control(buyer, 'reset', {});
    await asAdmin(buyer, '/api/WebsiteConfiguration/AddOrUpdate', { key: 'Delivery', value: JSON.stringify(DELIVERY) });
    // The page reads the settings as it opens: opened again, it has the store's days as set here.
    await buyer.reload();
    await login(buyer, 'buyer@example.com', 'Buyer123!');
    const items = (await apiGet<{ items: Item[] }>(buyer, '/api/Item/List?pageSize=80')).items.filter(
      (i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0,
    );
    for (const item of items) {
      if (item.relatedItems.length === 0) continue;
      const related = await Promise.all(item.relatedItems.map((r) => apiGet<Item>(buyer, `/api/Item/${r.relatedItemId}`)));
      const orderable = related.find((r) => r.isAvailable && (r.salePriceInNIS ?? 0) > 0);
      if (orderable) {
        withSubstitutes = item;
        substitute = orderable;
        break;
      }
    }
    other = items.find((i) => i.id !== withSubstitutes.id && i.id !== substitute.id)!;
    day = nextDelivery(new Date(), deliveryRulesOf(DELIVERY))!.day;
  });
  afterAll(async () => {
    await changeItem(buyer, withSubstitutes, true).catch(() => undefined);
    await buyer?.context().close();
  });

  it('saves the cart as a standing order for the earliest delivery weekday', async () => {
    for (const item of [withSubstitutes, other]) {
      const card = await searchAndGetCard(buyer, item);
      await card.getByRole('button', { name: 'הוספה לסל' }).click();
      await card.getByRole('textbox', { name: `כמות של ${item.itemDescription}` }).waitFor();
    }
    await openCart(buyer);
    await buyer.getByRole('button', { name: 'שמירה כהזמנה קבועה' }).click();
    await buyer.waitForURL(/\/standing-orders\?new=1/);
    const form = buyer.getByRole('form', { name: 'הזמנה קבועה חדשה' });
    await form.waitFor();
    const name = form.getByRole('textbox', { name: 'שם ההזמנה' });
    await name.fill('');
    await name.pressSequentially(NAME, { delay: 20 });
    await form.getByLabel('יום האספקה').selectOption({ label: weekdayText(weekdayOf(day)) });
    await form.getByLabel('באיזו תדירות').selectOption({ label: 'כל שבוע' });
    expect(await form.getByLabel('אספקה ראשונה').inputValue()).toBe(day);
    expect(await form.getByRole('listitem').count()).toBe(2);
    expect(await seriousViolations(buyer)).toEqual([]);
    await form.getByRole('button', { name: 'שמירת ההזמנה הקבועה' }).click();
    await buyer.getByText(`ההזמנה הקבועה "${NAME}" נשמרה.`).waitFor();
    const card = buyer.getByRole('listitem').filter({ has: buyer.getByRole('heading', { name: NAME }) });
    await card.getByText(`האספקה הבאה: ${deliveryDayText(day)}`).waitFor();
    const kept = await apiGet<StandingOrder[]>(buyer, '/api/StandingOrder/List');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ name: NAME, weekday: weekdayOf(day), everyWeeks: 1, startDate: day });
    expect(kept[0]!.lines.map((l) => l.id).sort()).toEqual([withSubstitutes.id, other.id].sort());
  });

  it('says nothing before its reminder, and at the reminder says which order, for which day and until when', async () => {
    const [kept] = await apiGet<StandingOrder[]>(buyer, '/api/StandingOrder/List');
    const occurrence = nextOccurrence(kept!, deliveryRulesOf(DELIVERY), new Date())!;
    expect(occurrence.deliveryDate).toBe(day);
    await buyer.clock.setFixedTime(new Date(occurrence.remindAt.getTime() - 30 * 60_000));
    const read = nextListRead(buyer);
    await buyer.goto('/');
    await read;
    await buyer.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await reminderBand(buyer).innerText()).toBe('');
    // The app comes to the foreground a minute after the reminder's time.
    await buyer.clock.setFixedTime(new Date(occurrence.remindAt.getTime() + 60_000));
    const again = nextListRead(buyer);
    await buyer.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await again;
    await reminderBand(buyer).getByText(reminderText(NAME, occurrence), { exact: true }).waitFor();
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  it('flags an item that became unavailable with its substitutes; one press orders once, for its day; no reminder comes again', async () => {
    await changeItem(buyer, withSubstitutes, false);
    const before = (await apiGet<{ totalCount: number }>(buyer, '/api/Order/List?pageSize=1')).totalCount;
    await reminderBand(buyer)
      .getByRole('button', { name: `לעגלה המוכנה של ${NAME}` })
      .click();
    await buyer.waitForURL(/\/shoppingCart/);
    await closeRecommendedIfOpen(buyer);
    const banner = buyer.getByRole('region', { name: `הזמנה קבועה: ${NAME}` });
    await banner.getByText(new RegExp(`^לאספקה ב${deliveryDayText(day)}\\. לאשר עד`)).waitFor();
    // The own cart waits aside: the ready cart holds the standing order's lines only.
    const line = buyer.locator('main tr.cart-line').filter({ hasText: withSubstitutes.itemDescription });
    const offer = line.getByRole('group', { name: 'תחליפים מומלצים' });
    await offer.waitFor();
    expect(await seriousViolations(buyer)).toEqual([]);
    await offer.getByRole('button', { name: `החלפה ב־${substitute.itemDescription}` }).click();
    await buyer.locator('main tr.cart-line').filter({ hasText: substitute.itemDescription }).first().waitFor();
    expect(await buyer.getByText('יש שורות שצריך לתקן לפני ביצוע ההזמנה.').count()).toBe(0);
    const confirm = buyer.getByRole('button', { name: 'אישור ההזמנה הקבועה' }).filter({ visible: true }).first();
    await confirm.click();
    await buyer.waitForURL(/\/thank-you/);
    await buyer.getByText(`ההזמנה הקבועה "${NAME}" אושרה ונשלחה.`).waitFor();
    const orderNumber = Number(new URL(buyer.url()).searchParams.get('orderNumber'));

    const { items, totalCount } = await apiGet<{ items: Order[]; totalCount: number }>(buyer, '/api/Order/List?pageSize=1');
    expect(totalCount).toBe(before + 1);
    expect(items[0]!.orderNumber).toBe(orderNumber);
    expect(readRequestedDate(items[0]!.comment)).toBe(day);
    expect(items[0]!.orderItems.map((l) => l.itemId).sort()).toEqual([substitute.itemId, other.itemId].sort());
    // The server hears of the day placed: no device reminds of it again.
    let outcomes: StandingOrder['outcomes'] = [];
    for (let tries = 0; tries < 40 && outcomes.length === 0; tries++) {
      outcomes = (await apiGet<StandingOrder[]>(buyer, '/api/StandingOrder/List'))[0]!.outcomes;
      if (outcomes.length === 0) await buyer.waitForTimeout(250);
    }
    expect(outcomes).toEqual([expect.objectContaining({ deliveryDate: day, outcome: 'placed', orderNumber })]);
    const read = nextListRead(buyer);
    await buyer.goto('/');
    await read;
    await buyer.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await reminderBand(buyer).innerText()).toBe('');
    // The buyer's own cart is back as it was.
    await openCart(buyer);
    await buyer.locator('main tr.cart-line').filter({ hasText: other.itemDescription }).first().waitFor();
    expect(await buyer.locator('main tr.cart-line').filter({ hasText: withSubstitutes.itemDescription }).count()).toBe(1);
    expect(pageErrors(buyer)).toEqual([]);
  });
});
