// The journeys every engine runs, described once as steps over an EnginePage: a buyer who signs
// in, scans a catalogue number into the search box, types quantities, meets the unusual-quantity
// question, checks the totals and orders, changes the order before its cutoff (and is refused after it),
// sees its status move, and makes a standing order of it whose ready cart it confirms; then an
// administrator who goes through each tab of the site settings; and no uncaught error on the way. Each step sets its page up from what the steps
// before it left (an address it needs is loaded again), so one failing step does not fail the rest.
import path from 'node:path';
import type { Item, Order, StandingOrder, WebsiteConfigEntry } from '@shared/contract/entities';
import { formatAgorot, formatShekels } from '@shared/format';
import { packSize, roundUpToPacks } from '@shared/rules/packSize';
import { vatPercentOf, settingsFromEntries } from '@shared/rules/settings';
import { addDays, deliveryRulesOf, israelClock, readRequestedDate } from '@shared/rules/delivery';
import { nextOccurrence, reminderText } from '@shared/rules/standingOrder';
import { hebrewYearText, holidaysBetween } from '@shared/rules/hebrewCalendar';
import { HOLIDAY_NAMES } from '@shared/rules/holidays';
import { computeTotals } from '@shared/rules/totals';
import { poll, type EnginePage, type Target } from './types';

export interface JourneyState {
  page: EnginePage;
  /** Where this engine and viewport's screenshots go, with the file's name start (e.g. .../webkit-phone). */
  shots: string;
  item?: Item;
  /** The order the journey placed. */
  orderNumber?: number;
}

export interface Step {
  name: string;
  run(state: JourneyState): Promise<void>;
}

export const BUYER = { email: 'buyer@example.com', password: 'Buyer123!' };
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

const main: Target = { css: 'main' };
const loginButton: Target = { role: 'button', name: 'התחברות', exact: true };
const logoutButton: Target = { role: 'button', name: 'התנתקות', exact: true };
const personalArea: Target = { role: 'link', name: 'האזור האישי', exact: true };
const searchBox: Target = { role: 'searchbox', name: 'חיפוש' };
const pageTitle: Target = { role: 'heading', level: 1, within: main };
const unusualDialog: Target = { role: 'dialog', name: 'כמות חריגה' };
/** A keyboard-wedge scanner's gaps between keys. */
const SCANNER_DELAYS_MS = [10, 15, 20, 30];
const resultsTitle = (code: string) => `תוצאות חיפוש עבור: ${code}`;
const quantityBox = (item: Item): Target => ({ role: 'textbox', name: `כמות של ${item.itemDescription}`, within: main });
const card = (item: Item): Target => ({ role: 'group', name: item.itemDescription, exact: true, within: main });

/** The payload of a GET to the API as the signed-in user (the token the page keeps). */
export async function apiGet<T>(page: EnginePage, address: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(new URL(address, page.baseURL), { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { payload: T }).payload;
}

export async function signIn(page: EnginePage, who: { email: string; password: string }): Promise<void> {
  // Right after a load the header may not yet show either: wait until it says who is there.
  const signedIn = await poll(
    async () => ((await page.isVisible(logoutButton)) ? 'yes' : (await page.isVisible(loginButton)) ? 'no' : undefined),
    () => "the header's login or logout button",
  );
  if (signedIn === 'yes') {
    // The header takes its last shape when the user's details arrive (the personal area's link
    // comes in before the logout button and moves it): a click before that can miss it.
    await page.waitFor(personalArea, { timeoutMs: 5000 }).catch(() => undefined);
    await page.click(logoutButton);
    await page.waitFor(loginButton);
  }
  await page.click(loginButton);
  const dialog: Target = { role: 'dialog' };
  await page.typeKeys({ role: 'textbox', name: 'אימייל', within: dialog }, who.email);
  await page.typeKeys({ label: 'סיסמה', within: dialog }, who.password);
  await page.click({ role: 'button', name: 'כניסה', exact: true, within: dialog });
  await page.waitFor(logoutButton);
}

/** Waits up to timeoutMs for a value that passes, and gives the last value read either way. */
export async function settle<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  let last = await read();
  await poll(
    async () => ok((last = await read())),
    () => '',
    timeoutMs,
  ).catch(() => undefined);
  return last;
}

/**
 * Waits for what the page does after what it has shown: the effects of its last render (they run
 * before the next frame) and the tasks they queue, then two frames drawn.
 */
async function afterNextFrames(page: EnginePage): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))))),
  );
}

/** The search results for the item's code, loaded by address when the page shows others. */
async function resultsFor(page: EnginePage, item: Item): Promise<void> {
  const shown = await page.text(pageTitle).catch(() => '');
  if (shown !== resultsTitle(item.catalogNumber)) await page.goto(`/search?query=${item.catalogNumber}`);
  await page.waitFor({ role: 'heading', level: 1, name: resultsTitle(item.catalogNumber), exact: true });
  await page.waitFor(card(item));
}

/** Answers 'כמות חריגה' with cancel if it is open (a step that failed may leave it). */
async function cancelUnusual(page: EnginePage): Promise<string | null> {
  if (!(await page.isVisible(unusualDialog))) return null;
  const text = await page.text(unusualDialog);
  await page.click({ role: 'button', name: 'ביטול', exact: true, within: unusualDialog });
  await page.waitFor(unusualDialog, { gone: true });
  return text.replace(/\s+/g, ' ');
}

/** Types a quantity into a box as a person does (a click in it, keys, Enter); gives what the box then reads. */
async function typeQuantity(page: EnginePage, box: Target, typed: string): Promise<string> {
  await page.click(box);
  await page.typeKeys(box, typed, { delayMs: 80 });
  await page.pressKey('Enter');
  return settle(
    () => page.value(box),
    (v) => v !== typed,
    3000,
  );
}

export const BUYER_JOURNEY: Step[] = [
  {
    name: 'signs in through the login dialog',
    async run({ page }) {
      await page.goto('/');
      await signIn(page, BUYER);
    },
  },
  {
    name: "types a 13-digit catalogue number at a scanner's speed (10 to 30 ms a key, no Enter): the box keeps it and the page shows its results",
    async run(state) {
      const { page } = state;
      const items = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=60')).items.filter(
        (i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0 && /^\d{13}$/.test(i.catalogNumber),
      );
      const item = (state.item = items.find((i) => i.itemPackSize === 24) ?? items.find((i) => i.itemPackSize > 1));
      if (!item) throw new Error('no available, priced item with a pack of more than one and a 13-digit code among the first 60');
      const want = { value: item.catalogNumber, heading: resultsTitle(item.catalogNumber), query: item.catalogNumber };
      const read = async () => ({
        value: await page.value(searchBox),
        heading: await page.text(pageTitle).catch(() => ''),
        query: new URL(await page.url()).searchParams.get('query'),
      });
      // Four scans, each into the empty box of the home page: a lag that loses keys shows at some speeds, not all.
      const seen: Array<{ delayMs: number; value: string; heading: string; query: string | null }> = [];
      for (const delayMs of SCANNER_DELAYS_MS) {
        await page.goto('/');
        await page.click(searchBox);
        await page.typeKeys(searchBox, item.catalogNumber, { delayMs });
        await settle(read, (got) => got.value === want.value && got.heading === want.heading && got.query === want.query, 5000);
        // A box rewritten from an address that lags the typing changes after the results show. The
        // address holds the whole code (its last change: no search is still to come), and the page has
        // run what that change set off (effects, then the tasks they queue, over two frames): look again.
        await afterNextFrames(page);
        seen.push({ delayMs, ...(await read()) });
      }
      expect(seen).toEqual(SCANNER_DELAYS_MS.map((delayMs) => ({ delayMs, ...want })));
    },
  },
  {
    name: 'adds one pack on the card, then a click in the quantity box and a typed 50 become whole packs',
    async run(state) {
      const { page, item } = need(state);
      await resultsFor(page, item);
      const box = quantityBox(item);
      await page.click({ role: 'button', name: 'הוספה לסל', exact: true, within: card(item) });
      expect(
        await settle(
          () => page.value(box),
          (v) => v === String(item.itemPackSize),
          5000,
        ),
      ).toBe(String(item.itemPackSize));
      const shown = await typeQuantity(page, box, '50');
      const asked = await cancelUnusual(page);
      expect({ box: shown, unusualQuantityAsked: asked }).toEqual({
        box: String(roundUpToPacks(50, item.itemPackSize)),
        unusualQuantityAsked: null,
      });
    },
  },
  {
    name: "in the cart, a far too large typed quantity asks 'כמות חריגה' first, and cancel keeps the quantity",
    async run(state) {
      const { page, item } = need(state);
      await openCart(page);
      const box = quantityBox(item);
      const before = await page.value(box);
      const typed = 2504;
      try {
        const shown = await typeQuantity(page, box, String(typed));
        const asked = await settle(() => page.isVisible(unusualDialog), Boolean, 3000);
        if (!asked)
          throw new Error(
            `no dialog 'כמות חריגה' after typing ${typed} and Enter in the cart's quantity box (it read ${before}, now ${shown})`,
          );
        expect(await page.text(unusualDialog)).toContain(roundUpToPacks(typed, item.itemPackSize).toLocaleString('he-IL'));
        await page.click({ role: 'button', name: 'ביטול', exact: true, within: unusualDialog });
        await page.waitFor(unusualDialog, { gone: true });
        expect(await page.value(box)).toBe(before);
      } finally {
        // Whatever happened, the cart goes on with the quantity it had (a failure here must not hide the step's own).
        await cancelUnusual(page)
          .then(async () => ((await page.value(box)) !== before ? typeQuantity(page, box, before) : undefined))
          .catch(() => undefined);
      }
    },
  },
  {
    name: 'sees the totals before VAT, VAT and total, at the VAT rate of the settings',
    async run(state) {
      const { page, item } = need(state);
      await openCart(page);
      const quantity = Number(await page.value(quantityBox(item)));
      const vat = vatPercentOf(settingsFromEntries(await apiGet<WebsiteConfigEntry[]>(page, '/api/WebsiteConfiguration/List')));
      const totals = computeTotals([{ salePriceInNIS: item.salePriceInNIS!, quantity }], vat);
      const text = await page.text(main);
      await page.screenshot(`${state.shots}-cart.png`);
      for (const amount of [totals.beforeVat, totals.vat, totals.total]) expect(text).toContain(formatAgorot(amount));
      if (page.viewport === 'phone') {
        // The phone's bar: fixed at the screen's foot with the total and the order button, in every engine.
        const bar = await page.evaluate(() => {
          const el = document.querySelector<HTMLElement>('.cart-bar');
          if (!el) return null;
          return {
            position: getComputedStyle(el).position,
            bottom: el.getBoundingClientRect().bottom,
            screen: innerHeight,
            text: el.innerText,
          };
        });
        expect(bar).not.toBeNull();
        expect(bar!.position).toBe('fixed');
        expect(Math.abs(bar!.bottom - bar!.screen)).toBeLessThanOrEqual(1);
        expect(bar!.text).toContain(formatAgorot(totals.total));
        expect(bar!.text).toContain('ביצוע הזמנה');
      }
    },
  },
  {
    name: 'places the order with a comment, reaches the thank-you page and opens the order document',
    async run(state) {
      const { page } = need(state);
      await openCart(page);
      await page.typeKeys({ role: 'textbox', name: 'הערה להזמנה' }, 'נא להשאיר ליד הדלת');
      await page.click({ role: 'button', name: 'ביצוע הזמנה', exact: true });
      const address = await poll(
        async () => /\/thank-you\?orderNumber=\d+/.test(await page.url()) && page.url(),
        () => 'the thank-you page',
        30_000,
      ).catch(async (err: Error) => {
        // Say what the buyer sees instead (an alert, the outbox's note, a button still busy): CI keeps no screenshots.
        throw new Error(`${err.message}; the page shows instead: ${JSON.stringify(await whatThePageSays(page))}`);
      });
      const orderNumber = new URL(address).searchParams.get('orderNumber')!;
      const href = await page.attribute({ css: 'main a[href^="/documents/"]' }, 'href');
      const doc = await fetch(new URL(href!, page.baseURL));
      expect(doc.status).toBe(200);
      expect(await doc.text()).toContain(`הזמנה מס' ${orderNumber}`);
      state.orderNumber = Number(orderNumber);
    },
  },
  {
    name: 'changes the placed order before its cutoff (one pack more): the order is updated, with its new total and document; after the cutoff a change is refused with its reason',
    async run(state) {
      const { page, item } = need(state);
      const orderNumber = state.orderNumber;
      if (orderNumber === undefined) throw new Error('no order was placed');
      const before = await ordered(page, orderNumber);
      const banner: Target = { role: 'region', name: `שינוי הזמנה מס' ${orderNumber}` };
      await openChange(page, before);
      await page.waitFor(banner);
      await page.click({ role: 'button', name: 'הוספה לסל', exact: true, within: { role: 'group', name: item.itemDescription } });
      const more = String(before.orderItems[0]!.quantity + packSize(item));
      await settle(
        () => page.value(quantityBox(item)),
        (v) => v === more,
        5000,
      );
      await page.click({ role: 'button', name: 'עדכון ההזמנה', exact: true });
      const address = await poll(
        async () => /\/thank-you\?.*changed=1/.test(await page.url()) && page.url(),
        () => 'the thank-you page of the change',
        30_000,
      ).catch(async (err: Error) => {
        throw new Error(`${err.message}; the page shows instead: ${JSON.stringify(await whatThePageSays(page))}`);
      });
      expect(new URL(address).searchParams.get('orderNumber')).toBe(String(orderNumber));
      expect(await page.text({ role: 'heading', level: 1 })).toBe('ההזמנה עודכנה');
      const after = await ordered(page, orderNumber);
      expect(after.orderItems[0]!.quantity).toBe(Number(more));
      expect(after.totalPrice).toBeGreaterThan(before.totalPrice);
      const details = await settle(
        () => page.text({ role: 'group', name: 'פרטי ההזמנה' }).catch(() => ''),
        (text) => text.includes(formatShekels(after.totalPrice)),
        10_000,
      );
      expect(details).toContain(formatShekels(after.totalPrice));
      const href = await page.attribute({ css: 'main a[href^="/documents/"]' }, 'href');
      const doc = await fetch(new URL(href!, page.baseURL));
      expect(await doc.text()).toContain('עודכנה');

      // Once the supplier's clock has passed the cutoff, a change is refused with its reason and nothing changes.
      await openChange(page, after);
      await page.waitFor(banner);
      await mockClock(page, 14 * 24 * 60);
      try {
        await page.click({ role: 'button', name: 'עדכון ההזמנה', exact: true });
        const said = await settle(
          () => page.text({ css: '.cart-failure' }).catch(() => ''),
          (text) => text.includes('מועד השינוי של ההזמנה עבר'),
          15_000,
        );
        expect(said).toMatch(/השינוי לא נשלח[\s\S]*מועד השינוי של ההזמנה עבר \(יום [א-ו]׳ \d\d\/\d\d בשעה \d\d:00\)/);
        expect((await ordered(page, orderNumber)).orderItems).toEqual(after.orderItems);
        await page.click({ role: 'button', name: `ביטול השינוי של הזמנה מס' ${orderNumber}, בלי לשלוח דבר` });
        await page.waitFor(banner, { gone: true });
      } finally {
        await mockClock(page, 0);
      }
      // Back to the order's confirmation, where the journey goes on.
      await page.goto(new URL(address).pathname + new URL(address).search);
    },
  },
  {
    name: "sees the order 'התקבלה'; the store moves it along, and the app back in the foreground says so and the history shows it",
    async run(state) {
      const { page } = need(state);
      const orderNumber = state.orderNumber;
      if (orderNumber === undefined) throw new Error('no order was placed');
      const details: Target = { role: 'group', name: 'פרטי ההזמנה' };
      await settle(
        () => page.text(details).catch(() => ''),
        (text) => text.includes('התקבלה'),
        10_000,
      );
      expect((await page.text(details)).replace(/\s+/g, ' ')).toMatch(/סטטוס ?התקבלה מאז \d\d\/\d\d\/\d{4} \d\d:\d\d/);
      const { items } = await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=5');
      const placed = items.find((o) => o.orderNumber === orderNumber)!;
      await moveAsAdmin(page, placed.id, 'shipped');
      // The buyer's tab is shown again.
      await page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));
      const news: Target = { css: '.order-news' };
      const said = await settle(
        () => page.text(news).catch(() => ''),
        (text) => text.includes(`הזמנה מס' ${orderNumber}`),
        10_000,
      );
      expect(said).toContain(`הזמנה מס' ${orderNumber}: בדרך אליכם`);
      await page.goto(`/business/dashboard/${placed.userId}/orders`);
      const card: Target = { role: 'article', name: `הזמנה מס' ${orderNumber}` };
      const text = await settle(
        () => page.text(card).catch(() => ''),
        (t) => t.includes('בדרך אליכם'),
        10_000,
      );
      // As it is read. A phone shows the badge alone: its label and time are read, not shown (placed out of
      // view, which Chromium and Firefox give lines of their own in the text, and WebKit joins to the badge's).
      expect(text.replace(/\s+/g, ' ')).toMatch(/סטטוס ?בדרך אליכם ?מאז \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    },
  },
  {
    name: "makes a standing order of the placed order; its reminder comes under the header, its ready cart opens from it and one press orders once, for the standing order's day",
    async run(state) {
      const { page } = need(state);
      const orderNumber = state.orderNumber;
      if (orderNumber === undefined) throw new Error('no order was placed');
      const placed = await ordered(page, orderNumber);
      // A store that delivers every day with a late cutoff: the earliest day's reminder (a day before
      // its cutoff) has come, whatever the hour the journey runs at. The store's own rules come back after.
      const demo = (await (await fetch(new URL('/api/WebsiteConfiguration/GetByKey?key=Delivery', page.baseURL))).json()) as {
        payload: WebsiteConfigEntry;
      };
      await asAdmin(page, '/api/WebsiteConfiguration/AddOrUpdate', { key: 'Delivery', value: JSON.stringify(EVERY_DAY) });
      try {
        const before = (await apiGet<{ totalCount: number }>(page, '/api/Order/List?pageSize=1')).totalCount;
        await page.goto(`/business/dashboard/${placed.userId}/orders`);
        await page.click({ role: 'button', name: `הזמנה קבועה מהזמנה מס' ${orderNumber}`, exact: true });
        const form: Target = { role: 'form', name: 'הזמנה קבועה חדשה' };
        await page.waitFor(form);
        await page.click({ role: 'button', name: 'שמירת ההזמנה הקבועה', exact: true, within: form });
        await settle(
          () => page.text({ css: '.standing-page .alert--success' }).catch(() => ''),
          (t) => t === 'ההזמנה הקבועה "ההזמנה הקבועה שלי" נשמרה.',
          10_000,
        );
        const [kept] = await apiGet<StandingOrder[]>(page, '/api/StandingOrder/List');
        if (!kept) throw new Error('the standing order was not kept');
        // The app opened again: the reminder says which order, for which day and until when.
        await page.goto('/');
        const occurrence = nextOccurrence(kept, deliveryRulesOf(EVERY_DAY), new Date())!;
        const reminder = await settle(
          () => page.text({ css: '.standing-reminder' }).catch(() => ''),
          (t) => t.includes('מחכה לאישורך'),
          10_000,
        );
        expect(reminder).toContain(reminderText(kept.name, occurrence));
        await page.click({ role: 'button', name: 'לעגלה המוכנה של ההזמנה הקבועה שלי', within: { css: '.standing-reminder' } });
        await poll(
          async () => new URL(await page.url()).pathname === '/shoppingCart',
          () => 'the ready cart',
          10_000,
        );
        await page.waitFor({ role: 'region', name: 'הזמנה קבועה: ההזמנה הקבועה שלי' });
        await page.click({ role: 'button', name: 'אישור ההזמנה הקבועה', exact: true });
        await poll(
          async () => /\/thank-you\?.*standing=/.test(await page.url()),
          () => "the thank-you page of the standing order's day",
          30_000,
        ).catch(async (err: Error) => {
          throw new Error(`${err.message}; the page shows instead: ${JSON.stringify(await whatThePageSays(page))}`);
        });
        expect(
          await settle(
            () => page.text({ css: '.thank-you__standing' }).catch(() => ''),
            (t) => t !== '',
            10_000,
          ),
        ).toBe('ההזמנה הקבועה "ההזמנה הקבועה שלי" אושרה ונשלחה.');
        const { items, totalCount } = await apiGet<{ items: Order[]; totalCount: number }>(page, '/api/Order/List?pageSize=1');
        expect(totalCount).toBe(before + 1);
        expect(readRequestedDate(items[0]!.comment)).toBe(occurrence.deliveryDate);
      } finally {
        await asAdmin(page, '/api/WebsiteConfiguration/AddOrUpdate', { key: 'Delivery', value: demo.payload.value });
      }
    },
  },
];

/** The buyer's order of this number, as Order/List gives it. */
async function ordered(page: EnginePage, orderNumber: number): Promise<Order> {
  const { items } = await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=5');
  const order = items.find((o) => o.orderNumber === orderNumber);
  if (!order) throw new Error(`order ${orderNumber} is not in the buyer's history`);
  return order;
}

/** Opens an order for its change from the buyer's history (capability 'order-change'), and waits for the cart. */
async function openChange(page: EnginePage, order: Order): Promise<void> {
  await page.goto(`/business/dashboard/${order.userId}/orders`);
  await page.click({ role: 'button', name: `שינוי ההזמנה מס' ${order.orderNumber}` });
  await poll(
    async () => new URL(await page.url()).pathname === '/shoppingCart',
    () => 'the cart with the order to change',
    10_000,
  );
}

/** Sets the mock provider's clock ahead of the real time (its test control API, MOCK_CONTROL=true). */
async function mockClock(page: EnginePage, aheadMinutes: number): Promise<void> {
  const res = await fetch(new URL('/api/__mock/clock', page.baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ aheadMinutes }),
  });
  if (res.status !== 200) throw new Error(`__mock/clock: ${res.status} ${await res.text()}`);
}

/** Every day a delivery day with a late cutoff and no minimum (the standing order's step). */
const EVERY_DAY = { Days: [0, 1, 2, 3, 4, 5, 6], CutoffHour: 23, NoDeliveryDates: [], MinimumOrder: 0 };

/** A call to the API as the administrator (the store manager's change, made meanwhile in the back office). */
async function asAdmin(page: EnginePage, address: string, body: unknown): Promise<void> {
  const login = await fetch(new URL('/api/Account/Login', page.baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
  });
  const token = ((await login.json()) as { payload: string }).payload;
  const res = await fetch(new URL(address, page.baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${address}: ${res.status} ${await res.text()}`);
}

/** The store manager moves an order along (capability 'order-status'), as the back office does. */
async function moveAsAdmin(page: EnginePage, orderId: number, status: string): Promise<void> {
  await asAdmin(page, `/api/Order/Status/${orderId}`, { status });
}

const SETTINGS_TABS = [
  { tab: 'לוגו', heading: 'לוגו האתר' },
  { tab: 'באנרים', heading: 'באנרים בדף הבית' },
  { tab: 'אודותינו', heading: 'אודותינו' },
  { tab: 'הנחות ומע"מ', heading: 'הנחות ומע"מ' },
  { tab: 'פרטי קשר', heading: 'פרטי קשר' },
  { tab: 'אספקה ומינימום', heading: 'ימי אספקה, שעת סגירה ומינימום הזמנה' },
];

export const SETTINGS_JOURNEY: Step[] = [
  {
    name: 'an administrator opens the site settings, and a click on each tab shows its panel',
    async run(state) {
      const { page } = state;
      await page.goto('/');
      await signIn(page, ADMIN);
      await page.goto('/?d=websiteComfiguration&action=manage');
      const dialog: Target = { role: 'dialog', name: 'הגדרות האתר' };
      const tablist: Target = { role: 'tablist', name: 'אזורי הגדרות', within: dialog };
      const panelHeading: Target = { role: 'heading', within: { role: 'tabpanel', within: dialog } };
      await page.waitFor(tablist);
      // Every tab is tried, so a failure names all the tabs a click does not reach.
      const seen: Array<{ tab: string; selected: string; heading: string }> = [];
      for (const { tab } of [...SETTINGS_TABS.slice(1), SETTINGS_TABS[0]!]) {
        const target: Target = { role: 'tab', name: tab, exact: true, within: tablist };
        try {
          await page.click(target);
          const selected = await settle(
            () => page.attribute(target, 'aria-selected'),
            (v) => v === 'true',
            3000,
          );
          const heading = await page.text(panelHeading).catch((err: Error) => `(no heading: ${err.message})`);
          seen.push({ tab, selected: String(selected), heading });
        } catch (err) {
          const { name, message } = err as Error;
          seen.push({ tab, selected: `(click failed: ${name}: ${message.split('\n')[0]})`, heading: '' });
        }
      }
      await page.screenshot(`${state.shots}-settings.png`);
      const want = [...SETTINGS_TABS.slice(1), SETTINGS_TABS[0]!].map(({ tab, heading }) => ({ tab, selected: 'true', heading }));
      expect(seen).toEqual(want);
    },
  },
  {
    name: "confirms the Hebrew calendar's coming holidays in the delivery tab and saves them in the Delivery setting",
    async run(state) {
      const { page } = state;
      await page.goto('/?d=websiteComfiguration&action=manage');
      const dialog: Target = { role: 'dialog', name: 'הגדרות האתר' };
      await page.click({ role: 'tab', name: 'אספקה ומינימום', exact: true, within: dialog });
      const confirmAll: Target = { role: 'button', name: 'סימון כל החגים', exact: true, within: dialog };
      await page.waitFor(confirmAll);
      // The proposals are the next twelve months' holidays from today in Israel, as the page computes them.
      const today = israelClock(new Date()).day;
      const [first] = holidaysBetween(today, addDays(today, 366)).filter((h) => h.date >= today);
      const checked = () =>
        page.evaluate(
          (start) =>
            [...document.querySelectorAll<HTMLInputElement>('.settings-delivery__holidays input[type="checkbox"]')]
              .filter((box) => box.labels?.[0]?.textContent?.startsWith(start))
              .map((box) => box.checked),
          `${HOLIDAY_NAMES[first!.holiday]} ${hebrewYearText(first!.hebrewYear)}: `,
        );
      expect(await checked()).toEqual([false]);
      await page.click(confirmAll);
      await settle(checked, (boxes) => boxes[0] === true, 3000);
      await page.click({ role: 'button', name: 'שמירה', exact: true, within: { css: '.settings-panel' } });
      await settle(
        () => page.text(dialog).catch(() => ''),
        (text) => text.includes('ההגדרות נשמרו בהצלחה'),
        10_000,
      );
      const entry = await apiGet<WebsiteConfigEntry>(page, '/api/WebsiteConfiguration/GetByKey?key=Delivery');
      const saved = JSON.parse(entry.value) as { Calendar?: Array<{ Date: string; Kind: string; Holiday: string }> };
      expect(saved.Calendar).toEqual(expect.arrayContaining([{ Date: first!.date, Kind: 'holiday', Holiday: first!.holiday }]));
    },
  },
];

/** What the page says to the buyer: its address, its alerts and notes, and the order button's state. */
export function whatThePageSays(page: EnginePage): Promise<unknown> {
  return (
    page
      .evaluate(() => ({
        address: `${location.pathname}${location.search}`,
        said: [...document.querySelectorAll('[role="alert"], [role="status"], .alert')]
          .map((el) => el.textContent?.trim())
          .filter((text) => text),
        button: [...document.querySelectorAll('button')]
          .filter((el) => el.textContent?.trim() === 'ביצוע הזמנה')
          .map((el) => ({
            disabled: el.getAttribute('aria-disabled'),
            busy: el.getAttribute('aria-busy'),
            focused: el === document.activeElement,
          })),
        focus: document.activeElement?.tagName,
      }))
      // A page being replaced cannot be read: the timeout's own message is kept.
      .catch((err: unknown) => `unreadable (${String(err)})`)
  );
}

/** The item the search step chose (the steps after it need one). */
function need(state: JourneyState): JourneyState & { item: Item } {
  if (!state.item) throw new Error('no item: the search step did not choose one');
  return state as JourneyState & { item: Item };
}

/** Opens the cart from the header link, past the recommended-items dialog of a session's first visit. */
export async function openCart(page: EnginePage): Promise<void> {
  if (new URL(await page.url()).pathname !== '/shoppingCart') {
    await page.click({ role: 'link', name: 'סל הקניות' });
    await poll(
      async () => new URL(await page.url()).pathname === '/shoppingCart',
      () => 'the cart page',
    );
  }
  await page.waitFor({ role: 'heading', level: 1, within: main });
  const recommended: Target = { role: 'dialog', name: 'אולי תרצו להוסיף גם' };
  // The page decides in its effects, once it has the lines and knows the buyer can order: it marks the
  // browser session ('recommendedShown') and, on the first visit, names the dialog in the address. So
  // wait for the mark (a slow machine decides well after the heading shows; a cart never marked is given
  // a few seconds), then for the page's effects, and close the dialog the address names.
  const marked = await settle(() => page.evaluate(() => sessionStorage.getItem('recommendedShown') !== null), Boolean, 3000);
  if (!marked) return;
  await afterNextFrames(page);
  if (new URL(await page.url()).searchParams.get('action') !== 'recommendedItems') return;
  await page.waitFor(recommended);
  // The dialog takes the focus as it starts listening for Escape (in its effect, just after it is drawn).
  await poll(
    () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null),
    () => 'the focus in the recommended items',
  );
  await page.pressKey('Escape');
  await page.waitFor(recommended, { gone: true });
}

/** The file name start of an engine and viewport's screenshots. */
export function shotsOf(dir: string, engine: string, viewport: string): string {
  return path.join(dir, `${engine}-${viewport}`);
}
