// An order is never lost and never placed twice: the real server with
// MOCK_CONTROL, the provider's received orders counted through GET /api/__mock/orders, and the
// network taken away (offline), slowed (5 s of injected latency), or cut (a dropped connection).
import type { BrowserContext, Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { poll } from './engines/types';
import { requestsSettled, trackRequests } from './support/settle';
import { asAdmin, openCart, orderableItem, searchAndGetCard } from './support/shop';

const browser = browserFor();
const app = appFor({ MOCK_CONTROL: 'true' });

interface ReceivedOrder {
  orderNumber: number;
  idempotencyKey: string | null;
}

/** The provider's test control API (never affected by the page's offline switch). */
const control = (page: Page, method: 'post' | 'delete' | 'get', path: string, data?: object) =>
  page.request[method](`/api/__mock/${path}`, data ? { data } : undefined);

async function receivedOrders(page: Page): Promise<ReceivedOrder[]> {
  return ((await (await control(page, 'get', 'orders')).json()) as { payload: ReceivedOrder[] }).payload;
}

/**
 * Waits until `read` (an async reading in the page: a request, a browser API) gives true. Playwright
 * polls a predicate synchronously (a promise it returns counts as true at once), so the page keeps
 * the last reading and starts the next one at each poll, one at a time.
 */
async function untilInPage(page: Page, read: 'held' | 'syncTag', want: number | string): Promise<void> {
  await page.waitForFunction(
    ({ read, want, id }) => {
      const w = window as unknown as Record<string, { last: unknown; reading: boolean } | undefined>;
      const state = (w[id] ??= { last: undefined, reading: false });
      if (!state.reading) {
        state.reading = true;
        const reading =
          read === 'held'
            ? fetch('/api/__mock/faults')
                .then((r) => r.json() as Promise<{ payload: { held: number } }>)
                .then(({ payload }) => payload.held)
            : navigator.serviceWorker.ready.then((registration) =>
                (registration as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags(),
              );
        void reading
          .then((value: unknown) => (state.last = value))
          .catch(() => undefined)
          .finally(() => (state.reading = false));
      }
      return Array.isArray(state.last) ? state.last.includes(want) : state.last === want;
    },
    { read, want, id: `__until${Math.random().toString(36).slice(2)}` },
    { polling: 100, timeout: 15_000 },
  );
}

/** Waits until the provider holds `count` calls under a latency fault (held: from their arrival until it has finished with them). */
const untilHeld = (page: Page, count: number) => untilInPage(page, 'held', count);

/** A signed-in buyer with one orderable item in the cart, on the cart page. */
async function buyerWithCart(
  viewport: ViewportName,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page; item: Item }> {
  const { context, page } = await newPage(browser, viewport, app.url, { serviceWorkers });
  expect((await control(page, 'post', 'reset')).status()).toBe(200);
  await page.goto('/');
  await login(page, 'buyer@example.com', 'Buyer123!');
  const item = await orderableItem(page);
  await (await searchAndGetCard(page, item)).getByRole('button', { name: 'הוספה לסל' }).click();
  await page
    .getByRole('link', { name: /סל הקניות/ })
    .filter({ hasText: '1' })
    .waitFor();
  await openCart(page);
  return { context, page, item };
}

const waitingPanel = (page: Page) => page.getByRole('region', { name: 'ההזמנה ממתינה לשליחה' });
const sentNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'ההזמנה שהמתינה נשלחה: מספר הזמנה' });

/** The order number the notice gives. */
async function noticedNumber(page: Page): Promise<number> {
  const text = await sentNotice(page).innerText();
  return Number(/מספר הזמנה (\d+)/.exec(text)![1]);
}

describe('the order outbox', () => {
  let page: Page;
  let context: BrowserContext;

  afterEach(async () => {
    await control(page, 'delete', 'faults');
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'offline from the start of checkout: the order waits, says so, and goes out once when the connection is back (%s)',
    async (viewport) => {
      ({ context, page } = await buyerWithCart(viewport));
      const before = (await receivedOrders(page)).length;
      await page.getByRole('textbox', { name: 'הערה להזמנה' }).fill('לפרוק מאחור');
      await context.setOffline(true);
      await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();

      const panel = waitingPanel(page);
      await panel.getByText('אין חיבור לרשת. ההזמנה שמורה במכשיר').waitFor();
      await panel.getByText('הערה: לפרוק מאחור').waitFor();
      // In sight and said, where the cart was (a phone was scrolled down to the button).
      const title = panel.getByRole('heading', { name: 'ההזמנה ממתינה לשליחה' });
      expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = (await title.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(await receivedOrders(page)).toHaveLength(before);

      await context.setOffline(false);
      await sentNotice(page).waitFor();
      const orders = await receivedOrders(page);
      expect(orders).toHaveLength(before + 1);
      expect(await noticedNumber(page)).toBe(orders.at(-1)!.orderNumber);
      // The cart gave up the order's lines (and its comment) only now.
      await page.getByRole('heading', { level: 1, name: 'הסל ריק' }).waitFor();

      // The confirmation can be reached from the notice after the fact.
      await sentNotice(page).getByRole('link', { name: 'לאישור ההזמנה' }).click();
      await page.waitForURL(new RegExp(`/thank-you\\?orderNumber=${orders.at(-1)!.orderNumber}&`));
      await page.getByRole('heading', { name: 'תודה, ההזמנה התקבלה!' }).waitFor();
      // The link marks the outcome seen in IndexedDB and the notice goes once the outbox has read that
      // back: in tasks of their own, not with the confirmation's render.
      await sentNotice(page).waitFor({ state: 'detached' });
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it('two orders that waited, on a phone: the newest outcome first, the second said to wait, each closed on its own', async () => {
    ({ context, page } = await buyerWithCart('phone'));
    const before = (await receivedOrders(page)).length;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).waitFor();
    await context.setOffline(false);
    await sentNotice(page).waitFor();
    const first = await noticedNumber(page);

    // Not closed: a second order, pressed offline, waits; from another page the notice says both.
    const item = await orderableItem(page);
    await (await searchAndGetCard(page, item)).getByRole('button', { name: 'הוספה לסל' }).click();
    await openCart(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).waitFor();
    await page.getByRole('link', { name: 'מחסני השרון – לדף הבית' }).click();
    const notices = page.getByRole('group', { name: 'מה קרה להזמנות שהמתינו' });
    await notices.getByText('הזמנה נוספת ממתינה לשליחה.').waitFor();
    expect(await notices.getByRole('status').allInnerTexts()).toEqual([
      expect.stringContaining(`מספר הזמנה ${first}.`),
      expect.stringContaining('הזמנה נוספת ממתינה לשליחה.'),
    ]);

    // It goes out: its number comes first, above the first order's, with nothing said to wait.
    await context.setOffline(false);
    await notices.getByText('הזמנה נוספת ממתינה לשליחה.').waitFor({ state: 'detached' });
    const orders = await receivedOrders(page);
    expect(orders).toHaveLength(before + 2);
    const second = orders.at(-1)!.orderNumber;
    expect(await notices.getByRole('status').allInnerTexts()).toEqual([
      expect.stringContaining(`מספר הזמנה ${second}.`),
      expect.stringContaining(`מספר הזמנה ${first}.`),
    ]);
    // Each closes on its own.
    await notices.getByRole('button', { name: `סגירת ההודעה על הזמנה ${first}` }).click();
    await sentNotice(page)
      .filter({ hasText: `מספר הזמנה ${first}.` })
      .waitFor({ state: 'detached' });
    expect(await sentNotice(page).innerText()).toContain(`מספר הזמנה ${second}.`);
    await page.getByRole('button', { name: `סגירת ההודעה על הזמנה ${second}` }).click();
    await sentNotice(page).waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('a refused order on a laptop: the message sits right above the order button, both in view once it takes the focus', async () => {
    ({ context, page } = await buyerWithCart('desktop'));
    await page.getByRole('textbox', { name: 'הערה להזמנה' }).fill('לפרוק מאחור');
    expect((await control(page, 'post', 'faults', { method: 'POST', path: '/Order/Create', status: 400, times: 1 })).status()).toBe(200);
    const button = page.getByRole('button', { name: 'ביצוע הזמנה' });
    await button.click();
    const failure = page.getByRole('alert').filter({ hasText: 'אפשר לנסות שוב עכשיו' });
    await failure.waitFor();
    expect(await failure.evaluate((el) => el === document.activeElement)).toBe(true);
    const height = page.viewportSize()!.height;
    const said = (await failure.boundingBox())!;
    const pressed = (await button.boundingBox())!;
    // In view, both of them, and next to each other (the message ends above the button, not 480 px away).
    expect(said.y).toBeGreaterThanOrEqual(0);
    expect(pressed.y + pressed.height).toBeLessThanOrEqual(height);
    expect(pressed.y - (said.y + said.height)).toBeLessThan(40);
    expect(pressed.y - (said.y + said.height)).toBeGreaterThanOrEqual(0);
    // The retry is the button in view: the order goes out once.
    const before = (await receivedOrders(page)).length;
    await button.click();
    await page.waitForURL(/\/thank-you\?orderNumber=\d+/);
    expect(await receivedOrders(page)).toHaveLength(before + 1);
    expect(pageErrors(page)).toEqual([]);
  });

  it('offline, the order pressed, the page reloaded, back online, the buyer presses again: one order', async () => {
    ({ context, page } = await buyerWithCart('phone', 'allow'));
    const before = (await receivedOrders(page)).length;
    // The service worker has the app (it opens without a network from here on).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).waitFor();

    await page.reload();
    // The app opened offline knows its buyer and the order that waits (IndexedDB), not a cart to order again.
    const panel = waitingPanel(page);
    await panel.getByText('אין חיבור לרשת. ההזמנה שמורה במכשיר').waitFor();
    expect(await page.getByRole('button', { name: 'ביצוע הזמנה' }).count()).toBe(0);

    await context.setOffline(false);
    // The buyer presses at once, as the outbox sends it by itself on the `online` event: still one order.
    await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'שליחה עכשיו')?.click());
    // The press that gets the response opens the confirmation; the outbox that got it first says so on the page.
    await Promise.race([page.waitForURL(/\/thank-you\?orderNumber=\d+/), sentNotice(page).waitFor()]);
    const orders = await receivedOrders(page);
    expect(orders).toHaveLength(before + 1);
    const shown = page.url().includes('/thank-you')
      ? Number(new URL(page.url()).searchParams.get('orderNumber'))
      : await noticedNumber(page);
    expect(shown).toBe(orders.at(-1)!.orderNumber);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Background Sync: the tab closed with the order waiting, the service worker sends it when Chromium wakes it', async () => {
    ({ context, page } = await buyerWithCart('desktop', 'allow'));
    // A browser's default (Chromium grants it to a site); a test context starts with none.
    await context.grantPermissions(['background-sync']);
    const before = (await receivedOrders(page)).length;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).waitFor();
    // The buyer closes the app; the page asked for a sync (registration.sync.register) as the order waited.
    await untilInPage(page, 'syncTag', 'order-outbox');
    const origin = new URL(page.url()).origin;
    const blank = await context.newPage();
    await page.close();
    // Nothing went while the page was open (the mock is read outside the emulated network). Once back
    // online Chromium may wake the worker by itself as well: either way the order arrives once.
    expect(await receivedOrders(blank)).toHaveLength(before);
    await context.setOffline(false);

    // Chromium wakes the worker with the tag (here through DevTools' ServiceWorker domain, as its Application panel does).
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const wake = { origin, registrationId: await registrationId, tag: 'order-outbox', lastChance: false };
    // The worker's order has come once the provider's list holds one more. A wake that met the network
    // still coming back (Chromium's own, on going online) fails, and Chromium wakes the worker again
    // later (minutes later, by its backoff): here again every 2 s. However many wakes, one order.
    let woken = 0;
    await poll(
      async () => {
        if ((await receivedOrders(blank)).length > before) return true;
        if (Date.now() - woken >= 2000) {
          woken = Date.now();
          await cdp.send('ServiceWorker.dispatchSyncEvent', wake);
        }
        return false;
      },
      () => "the service worker's order at the provider",
    );
    expect(await receivedOrders(blank)).toHaveLength(before + 1);

    // Opened again, the app says what became of it, with its number.
    page = blank;
    await page.goto('/');
    await sentNotice(page).waitFor();
    expect(await noticedNumber(page)).toBe((await receivedOrders(page)).at(-1)!.orderNumber);
  });

  it('the page reloaded during a 5 s send: one order, its number shown after the reload', async () => {
    ({ context, page } = await buyerWithCart('phone'));
    const before = (await receivedOrders(page)).length;
    await control(page, 'post', 'faults', { method: 'POST', path: '/Order/Create', latencyMs: 5000, times: 1 });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/Order/Create'));
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await sent;
    // The send is under way: the provider holds it.
    await untilHeld(page, 1);
    await page.reload();

    await sentNotice(page).waitFor({ timeout: 20_000 });
    // The provider has finished with the first request too (its 5 s over, after the second's): it
    // handled it under the same key, and gave it the first order's response.
    await untilHeld(page, 0);
    const orders = await receivedOrders(page);
    expect(orders).toHaveLength(before + 1);
    expect(await noticedNumber(page)).toBe(orders.at(-1)!.orderNumber);
  });

  it('the connection dropped on the response: one order after the retry, under the same key', async () => {
    // No service worker (Playwright's routes do not see what a page it controls sends).
    ({ context, page } = await buyerWithCart('desktop'));
    const before = (await receivedOrders(page)).length;
    // The order reaches the provider and is created, and the connection drops before its response
    // reaches the page: the harshest drop. (The mock's own `drop: true` drops before the order is
    // made, and Chromium's network stack sends a request again by itself when a kept-alive
    // connection closes so, so the page never sees it.)
    const keys: string[] = [];
    await page.route('**/api/Order/Create', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).getByText('לא התקבלה תשובה מהשרת').waitFor();
    expect(await receivedOrders(page)).toHaveLength(before + 1);

    // It goes again by itself (a 2 s backoff) under the same key; the provider gives the first response again.
    await sentNotice(page).waitFor({ timeout: 10_000 });
    const orders = await receivedOrders(page);
    expect(orders).toHaveLength(before + 1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(orders.at(-1)!.idempotencyKey).toBe(JSON.parse(keys[0]!));
    expect(await noticedNumber(page)).toBe(orders.at(-1)!.orderNumber);
  });

  it('two tabs with the same outbox: both show the waiting order, one order goes out, both say so', async () => {
    ({ context, page } = await buyerWithCart('desktop'));
    const before = (await receivedOrders(page)).length;
    const second = await context.newPage();
    await second.goto('/shoppingCart');
    await second.getByRole('button', { name: 'ביצוע הזמנה' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).waitFor();
    // The other tab heard of it (BroadcastChannel): it shows the same order waiting, not the cart to order again.
    await waitingPanel(second).waitFor();

    await context.setOffline(false);
    await sentNotice(page).waitFor();
    await sentNotice(second).waitFor();
    expect(await receivedOrders(page)).toHaveLength(before + 1);
    expect(await noticedNumber(second)).toBe(await noticedNumber(page));
  });

  it('a price changed while the order waited: it comes back to the cart, flagged, and nothing is sent', async () => {
    let item: Item;
    ({ context, page, item } = await buyerWithCart('phone'));
    trackRequests(page);
    const before = (await receivedOrders(page)).length;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    await waitingPanel(page).waitFor();

    // The buyer's customer buys from price list 1.
    await asAdmin(page, '/api/PriceList/Price/Update', { productID: item.id, priceListID: 1, unitPrice: item.salePriceInNIS! + 1 });
    // The page's timers on a clock the test moves (it flows as usual meanwhile).
    await page.clock.install();
    await context.setOffline(false);

    await page.getByRole('alert').filter({ hasText: 'ההזמנה שהמתינה לא נשלחה: הספק החזיר אותה' }).waitFor();
    await page.locator('main tr.cart-line', { hasText: item.itemDescription }).getByText('המחיר עודכן מ־').waitFor();
    expect(await receivedOrders(page)).toHaveLength(before);
    // The buyer decides: the order button is there again, and nothing goes meanwhile, however long
    // the buyer takes. Once the page has done what the refusal asked (its requests ended), a minute
    // passes at once on the page's clock (past the outbox's longest backoff); then whatever the
    // outbox started on it has ended (it sends under its Web Lock, and its requests end).
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).waitFor();
    await requestsSettled(page);
    const sentAgain: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/Order/Create')) sentAgain.push(r.url());
    });
    await page.clock.fastForward('01:00');
    await page.evaluate(async () => {
      const { held = [] } = await navigator.locks.query();
      await Promise.all(held.map((lock) => navigator.locks.request(lock.name!, () => undefined)));
    });
    await requestsSettled(page);
    expect(sentAgain).toEqual([]);
    expect(await receivedOrders(page)).toHaveLength(before);
    expect(await page.getByRole('button', { name: 'ביצוע הזמנה' }).isVisible()).toBe(true);
  });
});
