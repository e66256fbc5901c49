// The installed app with its server cut off while the device stays online (a relay in front of the
// app resets every connection; navigator.onLine stays true), as every engine runs it: a buyer whose
// service worker has kept home, a category and the cart presses the order button; the order waits
// and says so; the reloaded page, the pages navigated to and a new tab open from the cache, the
// tab showing the same waiting order, never a second; once the server is reachable again the order
// goes out by itself, exactly once, and its number is on the screen.
import type { Category, Item } from '@shared/contract/entities';
import type { Relay } from '../support/relay';
import { apiGet, BUYER, openCart, signIn, whatThePageSays, type Step } from './journeys';
import { poll, type EnginePage, type Target } from './types';

export interface OfflineState {
  page: EnginePage;
  /** The second tab of the same profile. */
  tab?: EnginePage;
  /** In front of the app: the page's origin. */
  relay: Relay;
  /** The app's own address, past the relay (the provider's orders are read there). */
  appURL: string;
  shots: string;
  item?: Item;
  category?: Category;
  /** The provider's orders before the order button was pressed. */
  ordersBefore?: number;
  /** How long after the server came back the order went out. */
  sentAfterMs?: number;
}

export interface OfflineStep extends Omit<Step, 'run'> {
  /** A short name for the timings line and the failure's screenshot. */
  short: string;
  run(state: OfflineState): Promise<void>;
}

interface ReceivedOrder {
  orderNumber: number;
  idempotencyKey: string | null;
}

const main: Target = { css: 'main' };
const orderButton: Target = { role: 'button', name: 'ביצוע הזמנה', exact: true };
const waitingPanel: Target = { role: 'region', name: 'ההזמנה ממתינה לשליחה' };
const WAITING_REASONS = ['אין חיבור לרשת', 'לא התקבלה תשובה מהשרת'];
const SENT = /ההזמנה שהמתינה נשלחה: מספר הזמנה (\d+)/;
/**
 * How long the order may take to go out by itself once the server is reachable again: the app's probe
 * asks after 3, 6, 12 and 30 s cut off, then every minute (client/features/layout/NetworkStore.ts).
 */
export const SENT_WITHIN_MS = 75_000;
/** How long after the order's number is shown the provider's orders are counted again (a second send would have come by then). */
const AFTER_SENT_MS = 3_000;
/** How soon after the server answered the app's probe the order must go. */
const SENT_AFTER_PROBE_MS = 5_000;

/** The orders the provider received, read from the app itself (never through the relay). */
export async function receivedOrders(appURL: string): Promise<ReceivedOrder[]> {
  const res = await fetch(new URL('/api/__mock/orders', appURL));
  if (res.status !== 200) throw new Error(`GET /api/__mock/orders: ${res.status} (is MOCK_CONTROL on?)`);
  return ((await res.json()) as { payload: ReceivedOrder[] }).payload;
}

/** Until the app's service worker controls the page (it has installed, this build precached). */
async function controlled(page: EnginePage): Promise<void> {
  await poll(
    () => page.evaluate(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null),
    () => `the service worker to control the page in ${page.engine}`,
    30_000,
    250,
  );
}

/** How many waiting-order panels the page shows, and whether the order button is there (a cart to order again). */
async function waitingShown(page: EnginePage): Promise<{ panels: number; orderButton: boolean; reason: string }> {
  return page.evaluate(() => {
    const panels = [...document.querySelectorAll('main section[aria-labelledby]')].filter(
      (el) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent?.trim() === 'ההזמנה ממתינה לשליחה',
    );
    return {
      panels: panels.length,
      orderButton: [...document.querySelectorAll('main button')].some((b) => b.textContent?.trim() === 'ביצוע הזמנה'),
      reason: panels[0]?.querySelector('[role="status"]')?.textContent?.trim() ?? '',
    };
  });
}

/** The cart page with the order waiting: one panel, its reason one of the offline ones, no order button. */
async function seesWaitingOrder(page: EnginePage, item: Item): Promise<void> {
  await page.waitFor(waitingPanel, { timeoutMs: 20_000 }).catch(async (err: Error) => {
    throw new Error(`${err.message}; the page shows instead: ${JSON.stringify(await whatThePageSays(page))}`);
  });
  const shown = await poll(
    async () => {
      const now = await waitingShown(page);
      return WAITING_REASONS.some((r) => now.reason.startsWith(r)) && now;
    },
    () => `a reason among ${WAITING_REASONS.join(' / ')} in the waiting panel`,
    10_000,
  ).catch(() => waitingShown(page));
  expect(shown).toEqual({ panels: 1, orderButton: false, reason: expect.stringMatching(new RegExp(`^(${WAITING_REASONS.join('|')})`)) });
  expect(await page.text(waitingPanel)).toContain(item.itemDescription);
}

/** The order number the page shows as sent: the outbox's notice, or the thank-you page's own number. */
async function numberShown(page: EnginePage): Promise<number | undefined> {
  const said = await page.evaluate(() => ({
    path: location.pathname,
    thanks: document.querySelector('main .thank-you__number strong')?.textContent?.trim() ?? '',
    text: document.body.innerText,
  }));
  if (said.path === '/thank-you') return said.thanks ? Number(said.thanks) : undefined;
  const sent = SENT.exec(said.text);
  return sent ? Number(sent[1]) : undefined;
}

/** The orders of the page's outbox, as its IndexedDB holds them (refused when the page has no outbox). */
function outboxEntries(page: EnginePage): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const opening = indexedDB.open('order-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          // Opening creates an empty database when the app never made one.
          if (!db.objectStoreNames.contains('orders')) {
            db.close();
            return reject(new Error('no outbox in this page’s database'));
          }
          const all = db.transaction('orders').objectStore('orders').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result as Array<Record<string, unknown>>);
          };
        };
      }),
  );
}

/** The orders the page's outbox holds not yet seen through (waiting or being sent). */
async function unsettledInOutbox(page: EnginePage): Promise<number> {
  return (await outboxEntries(page)).filter((e) => e.status === 'waiting' || e.status === 'sending').length;
}

/**
 * Where a page's outbox and its sender stand, for a failed step's message: each order's status,
 * attempts, last failure and next attempt, the Web Locks held and waited for, the header's network
 * notice and the address (a step that fails under load then says whether the sender was stuck, the lock
 * held, or the page elsewhere).
 */
export async function outboxState(page: EnginePage): Promise<string> {
  const silent = new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer in 5 s)'), 5_000).unref());
  const said = (async () => {
    const now = Date.now();
    const entries = await outboxEntries(page).then(
      (all) =>
        all.map((e) => ({
          status: e.status,
          attempts: e.attempts,
          lastFailure: e.lastFailure,
          dueInMs: typeof e.nextAttemptAt === 'number' ? e.nextAttemptAt - now : null,
          sendingForMs: e.status === 'sending' && typeof e.sendingSince === 'number' ? now - e.sendingSince : null,
          needsLogin: e.needsLogin,
        })),
      (err: unknown) => String(err),
    );
    const where = await page.evaluate(async () => {
      const locks = 'locks' in navigator ? await navigator.locks.query() : null;
      return {
        at: location.pathname,
        online: navigator.onLine,
        notice: document.querySelector('.network-notice')?.textContent?.trim() ?? null,
        locks: locks && { held: locks.held?.map((l) => l.name), pending: locks.pending?.map((l) => l.name) },
      };
    });
    return JSON.stringify({ ...where, entries });
  })().catch((err: unknown) => `(the page did not answer: ${String(err)})`);
  return Promise.race([said, silent]);
}

/** What the browser asked through the relay since a moment, for a message. */
function asked(relay: Relay, since: number): string {
  const lines = relay.requests.filter((r) => r.at >= since).map((r) => `+${r.at - since} ms ${r.method} ${r.path.slice(0, 60)}`);
  return lines.length ? lines.join(', ') : `nothing (${relay.refused} connections reset while cut)`;
}

/**
 * Whether the header says there is no network: the device counts as online (the relay is cut, not
 * the network), so only the reads answered from the cache can tell the app.
 */
async function saysOffline(page: EnginePage): Promise<void> {
  await poll(
    () => page.evaluate(() => document.querySelector('.network-notice')?.textContent?.trim() === 'אין חיבור לרשת'),
    () => "'אין חיבור לרשת' in the header's network notice",
    10_000,
  );
}

/**
 * Waits until the relay's page shows a cached page of the app (never the browser's own error page),
 * saying that there is no network.
 */
async function opensFromCache(page: EnginePage, path: string, shows: Target): Promise<void> {
  await page.goto(path);
  await page.waitFor(shows, { timeoutMs: 20_000 }).catch(async (err: Error) => {
    const said = await page
      .evaluate(() => `${location.href}: ${document.title} ${document.body?.innerText.slice(0, 200) ?? ''}`)
      .catch((e: unknown) => String(e));
    throw new Error(`${err.message}; the tab shows: ${said}`);
  });
  await saysOffline(page);
}

export const OFFLINE_JOURNEY: OfflineStep[] = [
  {
    name: 'signs in and puts one orderable item in the cart',
    short: 'cart',
    async run(state) {
      const { page } = state;
      await page.goto('/');
      await signIn(page, BUYER);
      const { items } = await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=40');
      const item = (state.item = items.find((i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0 && i.catalogNumber.length > 0));
      if (!item) throw new Error('no orderable item among the first 40');
      await page.goto(`/search?query=${encodeURIComponent(item.catalogNumber)}`);
      const card: Target = { role: 'group', name: item.itemDescription, exact: true, within: main };
      await page.click({ role: 'button', name: 'הוספה לסל', exact: true, within: card });
      await page.waitFor({ role: 'link', name: 'סל הקניות' });
      await poll(
        async () => (await page.value({ role: 'textbox', name: `כמות של ${item.itemDescription}`, within: main })) !== '',
        () => 'the quantity in the card',
      );
    },
  },
  {
    name: 'once the service worker controls the page, opens home, a category and the cart (kept for offline)',
    short: 'cache',
    async run(state) {
      const { page } = state;
      await controlled(page);
      const categories = (await (await fetch(new URL('/api/Category/List?getAll=true', state.appURL))).json()) as {
        payload: { items: Category[] };
      };
      const category = (state.category = categories.payload.items.find((c) => c.itemGroups.length > 0));
      if (!category) throw new Error('no category with item groups');
      await page.goto('/');
      await page.waitFor({ css: `main a[href="/categories/${category.id}"]` });
      await page.goto(`/categories/${category.id}`);
      await page.waitFor({ role: 'heading', level: 1, name: category.categoryName, within: main });
      await page.goto('/shoppingCart');
      await openCart(page);
      await page.waitFor(orderButton);
    },
  },
  {
    name: "with the server cut off, the order button makes the order wait and says why ('אין חיבור לרשת' or 'לא התקבלה תשובה מהשרת')",
    short: 'order',
    async run(state) {
      const { page, relay, item } = need(state);
      state.ordersBefore = (await receivedOrders(state.appURL)).length;
      relay.cut();
      await page.click(orderButton);
      await seesWaitingOrder(page, item);
      expect(await unsettledInOutbox(page)).toBe(1);
    },
  },
  {
    name: "reloaded, the cart opens from the cache with the same waiting order, saying 'אין חיבור לרשת'",
    short: 'reload',
    async run(state) {
      const { page, item } = need(state);
      await page.reload();
      await seesWaitingOrder(page, item);
      await saysOffline(page);
    },
  },
  {
    name: "home and the category open from the cache, and the cart again, still waiting, each saying 'אין חיבור לרשת'",
    short: 'navigate',
    async run(state) {
      const { page, item, category } = need(state);
      await opensFromCache(page, '/', { css: `main a[href="/categories/${category!.id}"]` });
      await opensFromCache(page, `/categories/${category!.id}`, { role: 'heading', level: 1, name: category!.categoryName, within: main });
      await opensFromCache(page, '/shoppingCart', waitingPanel);
      await seesWaitingOrder(page, item);
    },
  },
  {
    name: 'a new tab of the same browser opens the cart from the cache with the same waiting order, not a second',
    short: 'tab',
    async run(state) {
      const { page, item } = need(state);
      const tab = (state.tab = await page.newTab('/shoppingCart'));
      await seesWaitingOrder(tab, item);
      // The same order: its lines, its total and the time it was pressed. (The reason line says where the
      // tabs' shared sender is at that moment, 'sending' or 'no answer', and may change between the two reads.)
      for (const part of ['.outbox-panel__title', '.outbox-panel__lines', '.outbox-panel__total'])
        expect({ part, text: await tab.text({ css: part }) }).toEqual({ part, text: await page.text({ css: part }) });
      // One order waits in the outbox the tabs share (the panel shows only the first of several).
      expect(await unsettledInOutbox(tab)).toBe(1);
    },
  },
  {
    name: 'the server reachable again, the order goes out by itself as soon as the app finds it, once, and its number is on the screen',
    short: 'sent',
    async run(state) {
      const { page, relay } = need(state);
      const before = state.ordersBefore!;
      const restored = Date.now();
      relay.restore();
      const orders = await poll(
        async () => {
          const now = await receivedOrders(state.appURL);
          return now.length > before && now;
        },
        () => `an order at the provider after the server came back; the browser asked since: ${asked(relay, restored)}`,
        SENT_WITHIN_MS,
        250,
      );
      const number = orders.at(-1)!.orderNumber;
      // Not on the outbox's backoff (up to a minute and more): the app's probe found the server, and
      // the order went with it.
      const since = relay.requests.filter((r) => r.at >= restored);
      const probe = since.find((r) => r.path === '/livez');
      const sent = since.find((r) => r.method === 'POST' && r.path === '/api/Order/Create');
      if (probe && sent && sent.at > probe.at + SENT_AFTER_PROBE_MS)
        throw new Error(
          `the order went ${sent.at - probe.at} ms after the server answered the app's probe (at most ${SENT_AFTER_PROBE_MS}); the browser asked: ${asked(relay, restored)}`,
        );
      // Said on the page the buyer looks at: the notice, or the thank-you page.
      const shown = await poll(
        () => numberShown(page),
        () => 'the order number on the screen',
        15_000,
      );
      expect(shown).toBe(number);
      state.sentAfterMs = (sent?.at ?? Date.now()) - restored;
      // The other tab says the same, and neither sent it again.
      if (state.tab)
        await poll(
          async () => (await numberShown(state.tab!)) === number,
          () => 'the order number in the second tab',
          15_000,
        );
      // A while later, still the one order: no tab sent it again, and none shows it waiting.
      await new Promise((resolve) => setTimeout(resolve, AFTER_SENT_MS));
      expect(await receivedOrders(state.appURL)).toHaveLength(before + 1);
      for (const shown of [page, state.tab].filter((p): p is EnginePage => p !== undefined)) {
        expect(await unsettledInOutbox(shown)).toBe(0);
        expect((await waitingShown(shown)).panels).toBe(0);
      }
    },
  },
];

function need(state: OfflineState): OfflineState & { item: Item } {
  if (!state.item) throw new Error('no item: the first step did not put one in the cart');
  return state as OfflineState & { item: Item };
}
