/** @jest-environment node */
import { reaction } from 'mobx';
import { requestedDateLine } from '@shared/rules/delivery';
import type { Item, Order, OrderItem } from '@shared/contract/entities';
import { makeOrder } from '@shared/contract/testing';
import type { OutboxEnvironment } from '../outbox';
import type { RootStore } from '../../app/RootStore';
import { cartKey } from '../../stores/storage';
import { orderKeys } from '../../stores/queryKeys';
import {
  FakeProvider,
  MemoryStorage,
  dispose,
  deferred,
  fail,
  makeItem,
  makeRoot,
  ok,
  until,
  withLogin,
  type FakeResponse,
} from '../../app/testing';

const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);

/** Order/Create's 409 as the provider sends it: the changed lines and the totals at today's prices. */
function orderChanged(
  lines: unknown[],
  totals = { totalPriceBeforeVat: 0, vatSum: 0, totalPrice: 0, vatPercent: 18 },
  message = 'changed',
): FakeResponse {
  return fail(409, 'order_changed', message, { lines, totals });
}

function order(orderItems: OrderItem[]): Order {
  return makeOrder({ id: 31, orderItems, documentLink: 'v1.sealed' });
}

/** Item/{itemId} responding with these items as they are today (404 for any other code). */
function catalogueRoute(items: readonly Item[]) {
  const byCode = new Map(items.map((i) => [i.itemId, i]));
  return (req: { params: Record<string, string> }): FakeResponse => {
    const item = byCode.get(req.params.itemId!);
    return item ? ok(item) : fail(404, 'not_found', 'item not found');
  };
}

/** A signed-in business user; with `today`, Item/{itemId} responds with those items (the cart's check before placing). */
async function signedIn(
  provider: FakeProvider,
  today?: readonly Item[],
  outbox?: OutboxEnvironment,
): Promise<{ root: RootStore; storage: MemoryStorage }> {
  withLogin(provider, NOW);
  if (today) provider.on('GET /Item/:itemId', catalogueRoute(today));
  const made = makeRoot(provider, { now: () => NOW, outbox });
  await made.root.session.login('buyer@example.com', 'Buyer123!');
  return made;
}

describe('OrdersStore.reorder', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  const milk = makeItem({ id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 6.4, minOrderQuantity: 6 });
  const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });
  const eggs = makeItem({ id: 12, itemId: 'EGGS', itemDescription: 'ביצים L', salePriceInNIS: 12, minOrderQuantity: 4 });
  const chocolate = makeItem({ id: 13, itemId: 'CHOC', itemDescription: 'שוקולד מריר', isAvailable: false });
  const catalogue = new Map([milk, bread, eggs, chocolate].map((i) => [i.itemId, i]));
  const itemRoute = (req: { params: Record<string, string> }): FakeResponse => {
    const item = catalogue.get(req.params.itemId!);
    return item ? ok(item) : fail(404, 'not_found', 'item not found');
  };

  it('adds the found lines with the old quantity at the current price and pack size, and lists what changed', async () => {
    const provider = new FakeProvider({ 'GET /Item/:itemId': itemRoute });
    ({ root } = await signedIn(provider));

    const result = await root.orders.reorder(
      order([
        { itemId: 'MILK', productName: 'חלב 3%', unitPrice: 5.9, quantity: 12 }, // price changed
        { itemId: 'BREAD', productName: 'לחם אחיד', unitPrice: 7.5, quantity: 3 }, // as it was
        { itemId: 'GONE', productName: 'גבינה צהובה', unitPrice: 30, quantity: 2 }, // 404
        { itemId: 'CHOC', productName: 'שוקולד מריר', unitPrice: 8, quantity: 1 }, // unavailable now
        { itemId: 'EGGS', productName: 'ביצים L', unitPrice: 12, quantity: 6 }, // pack is 4 now
      ]),
    );

    expect(root.cart.items.map((l) => [l.itemId, l.quantity, l.salePriceInNIS, l.itemPackSize])).toEqual([
      ['MILK', 12, 6.4, 6],
      ['BREAD', 3, 7.5, 1],
      ['EGGS', 8, 12, 4],
    ]);
    expect(result.kind).toBe('reconciled');
    if (result.kind !== 'reconciled') return;
    expect(result.unavailable.map((l) => l.productName)).toEqual(['גבינה צהובה', 'שוקולד מריר']);
    expect(result.priceChanged).toEqual([{ itemId: 'MILK', productName: 'חלב 3%', oldPrice: 5.9, newPrice: 6.4 }]);
    expect(result.quantityAdjusted).toEqual([{ itemId: 'EGGS', productName: 'ביצים L', oldQuantity: 6, newQuantity: 8 }]);
    expect(root.orders.reorderResult).toEqual(result);
    expect(root.orders.reordering).toBe(false);
    expect(JSON.parse(root.storage.getItem(cartKey('7'))!)).toEqual(root.cart.items);
  });

  it('fetches each item once, by its accounting code', async () => {
    const provider = new FakeProvider({ 'GET /Item/:itemId': itemRoute });
    ({ root } = await signedIn(provider));

    await root.orders.reorder(
      order([
        { itemId: 'BREAD', productName: 'לחם אחיד', unitPrice: 7.5, quantity: 1 },
        { itemId: 'MILK', productName: 'חלב 3%', unitPrice: 6.4, quantity: 6 },
      ]),
    );

    expect(
      provider.requests
        .filter((r) => r.path.startsWith('/Item/'))
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/Item/BREAD', '/Item/MILK']);
  });

  it('adds to the lines already in the cart', async () => {
    const provider = new FakeProvider({ 'GET /Item/:itemId': itemRoute });
    ({ root } = await signedIn(provider));
    root.cart.plus(bread);

    await root.orders.reorder(order([{ itemId: 'BREAD', productName: 'לחם אחיד', unitPrice: 7.5, quantity: 2 }]));

    expect(root.cart.quantityOf(bread.id)).toBe(3);
  });

  it('adds nothing for an order without items, and says so', async () => {
    const provider = new FakeProvider({ 'GET /Item/:itemId': itemRoute });
    ({ root } = await signedIn(provider));

    const result = await root.orders.reorder(order([]));

    expect(result).toEqual({ kind: 'empty' });
    expect(root.orders.reorderResult).toEqual({ kind: 'empty' });
    expect(root.cart.items).toEqual([]);
    expect(provider.requests.filter((r) => r.path.startsWith('/Item/'))).toEqual([]);
  });

  it('fails without touching the cart when the provider cannot be reached', async () => {
    const provider = new FakeProvider({ 'GET /Item/:itemId': () => fail(502, 'bad_gateway', 'provider down') });
    ({ root } = await signedIn(provider));

    await expect(
      root.orders.reorder(order([{ itemId: 'BREAD', productName: 'לחם אחיד', unitPrice: 7.5, quantity: 2 }])),
    ).rejects.toMatchObject({ status: 502 });

    expect(root.cart.items).toEqual([]);
    expect(root.orders.reorderResult).toBeNull();
    expect(root.orders.reordering).toBe(false);
  });
});

describe('OrdersStore.place', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  const milk = makeItem({ id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, minOrderQuantity: 6 });
  const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });

  it('sends the cart with its totals, clears the cart only after success, and ignores a second call meanwhile', async () => {
    const response = deferred<FakeResponse>();
    const provider = new FakeProvider({ 'POST /Order/Create': () => response.promise });
    let storage: MemoryStorage;
    ({ root, storage } = await signedIn(provider, [milk, bread]));
    root.cart.plus(milk); // 6 x 5.90 = 35.40
    root.cart.plus(bread); // 1 x 7.50
    root.cart.plus(bread); // 2 x 7.50 = 15.00

    const first = root.orders.place('  לפני 10:00  ');
    const second = root.orders.place('again');
    await new Promise((r) => setTimeout(r, 10));

    expect(root.orders.placing).toBe(true);
    expect(root.cart.count).toBe(2);
    expect(await second).toBeNull();
    expect(provider.calls('POST', '/Order/Create')).toHaveLength(1);
    expect(provider.calls('POST', '/Order/Create')[0]!.body).toEqual({
      userId: 7,
      customerId: 1001,
      comment: 'לפני 10:00',
      totalPriceBeforeVat: 50.4,
      vatSum: 9.07,
      totalPrice: 59.47,
      vatPercent: 18,
      cartItems: [
        { id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, quantity: 6 },
        { id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, quantity: 2 },
      ],
    });

    response.resolve(ok({ orderNumber: 500100, documentLink: 'v1.sealed-token' }));

    await expect(first).resolves.toEqual({ orderNumber: 500100, documentLink: 'v1.sealed-token' });
    expect(root.orders.placing).toBe(false);
    expect(root.cart.items).toEqual([]);
    expect(storage.getItem(cartKey('7'))).toBe('[]');
    expect(root.orders.failure).toBeNull();
  });

  it('leaves the outcome to the outbox: the placed order is settled there once, its lines removed once, the history marked stale once', async () => {
    const provider = new FakeProvider({ 'POST /Order/Create': () => ok({ orderNumber: 500100, documentLink: 'v1.sealed-token' }) });
    ({ root } = await signedIn(provider, [milk, bread]));
    root.cart.plus(bread);
    const settle = jest.spyOn(root.outbox, 'settle');
    const removed = jest.spyOn(root.cart, 'removeOrdered');
    const invalidate = jest.spyOn(root.queryClient, 'invalidateQueries');

    expect(await root.orders.place('')).toEqual({ orderNumber: 500100, documentLink: 'v1.sealed-token' });

    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith(expect.objectContaining({ status: 'placed' }));
    expect(removed).toHaveBeenCalledTimes(1);
    expect(invalidate.mock.calls.filter(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(orderKeys.all()))).toHaveLength(1);
    expect(root.cart.items).toEqual([]);
    expect(root.orders.placed).toEqual({ orderNumber: 500100, documentLink: 'v1.sealed-token' });
  });

  it("sends the day asked for as a field too to a provider that keeps a status ('order-status'), and only as the comment's line to one that does not", async () => {
    const comment = `לפני 10:00\n${requestedDateLine('2025-01-20')}`;
    for (const offered of [['order-status'], []]) {
      const provider = new FakeProvider({
        'POST /Order/Create': () => ok({ orderNumber: 500100, documentLink: 'v1.sealed-token' }),
        'GET /Capabilities': () => ok({ capabilities: offered }),
      });
      ({ root } = await signedIn(provider, [milk]));
      // The app's frame observes what the provider offers (the header's notice does, on every page).
      const watching = reaction(
        () => root.capabilities.offers('order-status'),
        () => undefined,
      );
      for (let waited = 0; provider.calls('GET', '/Capabilities').length === 0 && waited < 2000; waited += 5)
        await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 10));
      expect(root.capabilities.offers('order-status')).toBe(offered.length > 0);
      root.cart.plus(milk);
      await root.orders.place(comment);
      watching();
      const body = provider.calls('POST', '/Order/Create')[0]!.body as { comment: string; deliveryDate?: string };
      expect({ comment: body.comment, deliveryDate: body.deliveryDate }).toEqual({
        comment,
        deliveryDate: offered.length ? '2025-01-20' : undefined,
      });
      dispose(root);
    }
  });

  it('keeps the cart and reprices the changed lines when the provider refuses changed prices (409)', async () => {
    const provider = new FakeProvider({
      'POST /Order/Create': () =>
        orderChanged(
          [
            { itemId: 'MILK', sentPrice: 5.9, currentPrice: 6.4, reason: 'priceChanged' },
            { itemId: 'BREAD', sentPrice: 7.5, currentPrice: 7.5, reason: 'unavailable' },
          ],
          undefined,
          'the order differs from the current prices and availability',
        ),
    });
    ({ root } = await signedIn(provider, [milk, bread]));
    root.cart.plus(milk);
    root.cart.plus(bread);

    await expect(root.orders.place('')).resolves.toBeNull();

    expect(root.cart.items.map((l) => [l.itemId, l.quantity, l.salePriceInNIS])).toEqual([
      ['MILK', 6, 6.4],
      ['BREAD', 1, 7.5],
    ]);
    expect(root.cart.totals.beforeVat).toBe(6 * 640 + 750);
    expect(root.orders.failure?.changes.map((c) => [c.itemId, c.reason])).toEqual([
      ['MILK', 'priceChanged'],
      ['BREAD', 'unavailable'],
    ]);
    expect(root.orders.placing).toBe(false);
  });

  it('keeps the cart and the order in the outbox when the provider gives no final response (a 502)', async () => {
    const provider = new FakeProvider({ 'POST /Order/Create': () => fail(502, 'bad_gateway', 'provider down') });
    ({ root } = await signedIn(provider, [bread]));
    root.cart.plus(bread);

    await expect(root.orders.place('')).resolves.toBeNull();

    expect(root.cart.quantityOf(bread.id)).toBe(1);
    expect(root.orders.failure).toEqual({ kind: 'waiting', status: 502, message: '', changes: [] });
    expect(root.outbox.pending).toMatchObject({ status: 'waiting', attempts: 1, lastFailure: 502 });
    expect(root.outbox.pending!.body.cartItems).toEqual([expect.objectContaining({ itemId: 'BREAD', quantity: 1 })]);
    expect(root.orders.vatChange).toBeNull();
  });

  it('keeps the cart and reports a refusal that names no line (a 403) with its message; nothing waits', async () => {
    const provider = new FakeProvider({ 'POST /Order/Create': () => fail(403, 'forbidden', 'הלקוח חסום להזמנות') });
    ({ root } = await signedIn(provider, [bread]));
    root.cart.plus(bread);

    await expect(root.orders.place('')).resolves.toBeNull();

    expect(root.cart.quantityOf(bread.id)).toBe(1);
    expect(root.orders.failure).toEqual({ kind: 'failed', status: 403, message: 'הלקוח חסום להזמנות', changes: [], code: 'forbidden' });
    await until(() => root.outbox.entries.length === 0);
    expect(root.outbox.pending).toBeUndefined();
  });

  it('places nothing for a visitor or an administrator', async () => {
    const provider = new FakeProvider({ 'POST /Order/Create': () => ok({ orderNumber: 1, documentLink: 'x' }) });
    ({ root } = makeRoot(provider, { now: () => NOW }));
    root.cart.plus(bread);

    await expect(root.orders.place('')).resolves.toBeNull();

    const admin = new FakeProvider({ 'POST /Order/Create': () => ok({ orderNumber: 1, documentLink: 'x' }) });
    withLogin(admin, NOW, {
      id: 1,
      userType: 'Administrator',
      email: 'admin@example.com',
      firstName: 'א',
      lastName: 'ב',
      businessCustomer: null,
    });
    const { root: adminRoot } = makeRoot(admin, { now: () => NOW });
    await adminRoot.session.login('admin@example.com', 'Admin123!');
    adminRoot.cart.plus(bread);
    await expect(adminRoot.orders.place('')).resolves.toBeNull();

    expect(provider.calls('POST', '/Order/Create')).toHaveLength(0);
    expect(admin.calls('POST', '/Order/Create')).toHaveLength(0);
    expect(root.cart.count).toBe(1);
    dispose(adminRoot);
  });
});

describe('OrdersStore.place: one Idempotency-Key per checkout attempt', () => {
  let root: RootStore;
  afterEach(() => dispose(root));
  const milk = makeItem({ id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, minOrderQuantity: 6 });
  const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });
  const UUID_KEY = /^"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"$/;

  /** A provider whose Order/Create responds with `responses` in turn ('network': a network failure). */
  function provider(...responses: Array<FakeResponse | 'network'>): FakeProvider {
    let i = 0;
    return new FakeProvider({
      'GET /Item/:itemId': catalogueRoute([milk, bread]),
      'POST /Order/Create': () => {
        const next = responses[Math.min(i++, responses.length - 1)]!;
        if (next === 'network') throw new TypeError('Failed to fetch');
        return next;
      },
    });
  }
  const keys = (p: FakeProvider) => p.calls('POST', '/Order/Create').map((r) => r.idempotencyKey);
  const placed = ok({ orderNumber: 500100, documentLink: 'v1.sealed' });

  it('sends a quoted UUID, and the same key when the same order is retried after a network error or a 502', async () => {
    const p = provider('network', fail(502, 'bad_gateway', 'provider down'), placed);
    ({ root } = await signedIn(p));
    root.cart.plus(milk);
    expect(await root.orders.place('')).toBeNull();
    expect(root.orders.failure?.status).toBe(0);
    expect(await root.orders.place('')).toBeNull();
    expect(await root.orders.place('')).toEqual({ orderNumber: 500100, documentLink: 'v1.sealed' });
    const sent = keys(p);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(UUID_KEY);
    expect(new Set(sent).size).toBe(1);
  });

  it('sends a waiting order as it was written, whatever changed in the cart since; once it went out it cannot be cancelled', async () => {
    const p = provider('network');
    ({ root } = await signedIn(p));
    root.cart.plus(milk);
    await root.orders.place('');
    root.cart.plus(bread);
    await root.orders.place('בבוקר');
    const [a, b] = keys(p);
    expect(b).toBe(a);
    expect(p.calls('POST', '/Order/Create')[1]!.body).toMatchObject({
      comment: '',
      cartItems: [expect.objectContaining({ itemId: 'MILK' })],
    });
    // It may have reached the provider: it goes on under its key until it gets a response, never dropped.
    expect(await root.outbox.cancel(root.outbox.pending!.key)).toBe(false);
    expect(root.outbox.pending).toMatchObject({ key: JSON.parse(a!), status: 'waiting', attempts: 2 });
  });

  it('an order pressed offline is not sent and can be cancelled; it stays in the cart, and the next press is a new order with a new key', async () => {
    let online = false;
    const p = provider(placed);
    ({ root } = await signedIn(p, undefined, { isOnline: () => online }));
    root.cart.plus(milk);
    expect(await root.orders.place('')).toBeNull();
    expect(root.orders.failure?.kind).toBe('waiting');
    expect(keys(p)).toHaveLength(0);
    const waiting = root.outbox.pending!.key;

    expect(await root.outbox.cancel(waiting)).toBe(true);
    expect(root.outbox.pending).toBeUndefined();
    expect(root.cart.items.map((l) => l.itemId)).toEqual(['MILK']);
    online = true;
    root.cart.plus(bread);
    expect(await root.orders.place('בבוקר')).toEqual({ orderNumber: 500100, documentLink: 'v1.sealed' });
    expect(keys(p)).toHaveLength(1);
    expect(keys(p)[0]).not.toBe(`"${waiting}"`);
    expect(p.calls('POST', '/Order/Create')[0]!.body).toMatchObject({
      comment: 'בבוקר',
      cartItems: [expect.anything(), expect.anything()],
    });
    expect(root.cart.items).toEqual([]);
    expect(root.cart.comment).toBe('');
  });

  it('uses a new key for the next order after a success, and after a refusal', async () => {
    const p = provider(placed, orderChanged([]), placed);
    ({ root } = await signedIn(p));
    root.cart.plus(milk);
    await root.orders.place('');
    root.cart.plus(milk);
    expect(await root.orders.place('')).toBeNull();
    expect(root.orders.failure?.status).toBe(409);
    await root.orders.place('');
    const [first, refused, again] = keys(p);
    expect(new Set([first, refused, again]).size).toBe(3);
  });
});

describe("OrdersStore.place: the cart is today's before it is sent", () => {
  let root: RootStore;
  afterEach(() => dispose(root));
  const milk = makeItem({ id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, minOrderQuantity: 6 });
  const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });
  const placed = ok({ orderNumber: 500100, documentLink: 'v1.sealed' });

  it("sends nothing when today's price or pack size changed a line, and says what changed line by line", async () => {
    const provider = new FakeProvider({ 'POST /Order/Create': () => placed });
    ({ root } = await signedIn(provider, [{ ...milk, salePriceInNIS: 6.2, minOrderQuantity: 4, itemPackSize: 4 }, bread]));
    root.cart.plus(milk); // 6 at 5.90, pack 6
    root.cart.plus(bread);

    await expect(root.orders.place('')).resolves.toBeNull();

    expect(provider.calls('POST', '/Order/Create')).toHaveLength(0);
    expect(root.orders.failure?.kind).toBe('review');
    expect(root.cart.items.find((l) => l.itemId === 'MILK')).toMatchObject({ salePriceInNIS: 6.2, itemPackSize: 4, quantity: 6 });
    expect(root.cart.issuesOf('MILK')).toEqual([
      { kind: 'priceChanged', from: 5.9, to: 6.2 },
      { kind: 'notWholePacks', pack: 4, roundedUp: 8 },
    ]);
    expect(root.cart.issuesOf('BREAD')).toEqual([]);

    // Fixed by rounding up to whole packs: the next press places it, at today's prices.
    root.cart.roundUpLine(10);
    expect(root.cart.isLineLocked('MILK')).toBe(false);
    await expect(root.orders.place('')).resolves.toEqual({ orderNumber: 500100, documentLink: 'v1.sealed' });
    expect(provider.calls('POST', '/Order/Create')[0]!.body).toMatchObject({
      cartItems: [
        expect.objectContaining({ itemId: 'MILK', quantity: 8, salePriceInNIS: 6.2 }),
        expect.objectContaining({ itemId: 'BREAD', quantity: 1 }),
      ],
    });
  });

  it('locks a line the provider refused as unavailable: plus and minus do nothing until it is removed', async () => {
    // The milk goes out of stock as the order arrives: the provider refuses it, and reads of it agree.
    let milkToday = milk;
    const provider = new FakeProvider({
      'POST /Order/Create': () => {
        milkToday = { ...milk, isAvailable: false };
        return orderChanged([{ itemId: 'MILK', sentPrice: 5.9, currentPrice: 5.9, reason: 'unavailable' }]);
      },
      'GET /Item/:itemId': (req) => ok(req.params.itemId === 'MILK' ? milkToday : bread),
    });
    ({ root } = await signedIn(provider));
    root.cart.plus(milk);
    root.cart.plus(milk); // 12
    root.cart.plus(bread);

    await root.orders.place('');
    expect(root.orders.failure?.kind).toBe('refused');
    expect(root.cart.isLineLocked('MILK')).toBe(true);

    root.cart.plus(milk);
    root.cart.minus(milk);
    root.cart.update(10, 24);
    expect(root.cart.minusOrAsk(10)).toBe(false);
    expect(root.cart.quantityOf(10)).toBe(12);

    // While a line is locked, nothing is sent: the buyer removes it first.
    await root.orders.place('');
    expect(provider.calls('POST', '/Order/Create')).toHaveLength(1);
    expect(root.orders.failure?.kind).toBe('review');

    root.cart.remove(10);
    expect(root.cart.hasLockedLines).toBe(false);
    expect(root.cart.issuesOf('MILK')).toEqual([]);
  });

  it('takes the pack size a 409 names and offers to round up to it', async () => {
    const provider = new FakeProvider({
      'POST /Order/Create': () =>
        orderChanged([{ itemId: 'MILK', sentPrice: 5.9, currentPrice: 5.9, reason: 'packSize', currentPackSize: 10 }]),
    });
    ({ root } = await signedIn(provider, [milk]));
    root.cart.plus(milk);

    await root.orders.place('');

    expect(root.cart.items[0]).toMatchObject({ quantity: 6, itemPackSize: 10 });
    expect(root.cart.issuesOf('MILK')).toEqual([{ kind: 'notWholePacks', pack: 10, roundedUp: 10 }]);
    expect(root.orders.failure?.changes.map((c) => c.reason)).toEqual(['packSize']);
  });

  it('checks every line when a 400 names a line, so the buyer sees why', async () => {
    let pack = 6;
    const provider = new FakeProvider({
      'POST /Order/Create': () => {
        pack = 4; // changed between the check before sending and the provider's response
        return {
          status: 400,
          body: { statusCode: 400, error: { code: 'validation_failed', errors: { 'cartItems.0.quantity': ['notWholePacks'] } } },
        };
      },
      'GET /Item/:itemId': () => ok({ ...milk, minOrderQuantity: pack, itemPackSize: pack }),
    });
    ({ root } = await signedIn(provider));
    root.cart.plus(milk);

    await root.orders.place('');

    expect(root.cart.issuesOf('MILK')).toEqual([{ kind: 'notWholePacks', pack: 4, roundedUp: 8 }]);
    expect(root.orders.failure?.kind).toBe('refused');
  });
});

describe("OrdersStore.place: at the store's VAT rate", () => {
  let root: RootStore;
  afterEach(() => dispose(root));
  const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 10, minOrderQuantity: 1 });
  const settingsAt = (percent: number) => ok([{ key: 'VatPercent', value: JSON.stringify({ Discount: percent }) }]);

  it("totals the cart and sends the order at the VatPercent setting's rate", async () => {
    const provider = new FakeProvider({
      'GET /WebsiteConfiguration/List': () => settingsAt(17),
      'POST /Order/Create': () => ok({ orderNumber: 500100, documentLink: 'v1.sealed' }),
    });
    ({ root } = await signedIn(provider, [bread]));
    root.cart.plus(bread);
    expect(root.cart.totals).toEqual({ beforeVat: 1000, vat: 180, total: 1180 }); // settings not read yet: 18%
    await root.settings.refresh();
    expect(root.cart.vatPercent).toBe(17);
    expect(root.cart.totals).toEqual({ beforeVat: 1000, vat: 170, total: 1170 });

    await root.orders.place('');
    expect(provider.calls('POST', '/Order/Create')[0]!.body).toMatchObject({
      totalPriceBeforeVat: 10,
      vatSum: 1.7,
      totalPrice: 11.7,
      vatPercent: 17,
    });
  });

  it('stops for review when the rate changed since the cart was shown, with the totals before and after; the next press sends', async () => {
    let percent = 17;
    const provider = new FakeProvider({
      'GET /WebsiteConfiguration/List': () => settingsAt(percent),
      'POST /Order/Create': () => ok({ orderNumber: 500101, documentLink: 'v1.sealed' }),
    });
    ({ root } = await signedIn(provider, [bread]));
    root.cart.plus(bread);
    await root.settings.refresh();
    expect(root.cart.totals.total).toBe(1170); // what the buyer sees: 17%
    percent = 18; // the store manager changes VAT while the cart is open

    expect(await root.orders.place('')).toBeNull();
    expect(provider.calls('POST', '/Order/Create')).toHaveLength(0);
    expect(root.orders.failure).toMatchObject({ kind: 'review' });
    expect(root.orders.vatChange).toEqual({ from: 17, to: 18, totalBefore: 1170, totalAfter: 1180 });
    expect(root.cart.totals.total).toBe(1180);

    // The buyer has seen the new total: the order goes out at it.
    expect(await root.orders.place('')).toMatchObject({ orderNumber: 500101 });
    expect(provider.calls('POST', '/Order/Create')[0]!.body).toMatchObject({ vatPercent: 18, totalPrice: 11.8 });
    expect(root.orders.vatChange).toBeNull();
  });

  it('a rate still loading counts as the one shown (18): a different rate read at the press stops the order', async () => {
    const provider = new FakeProvider({
      'GET /WebsiteConfiguration/List': () => settingsAt(17),
      'POST /Order/Create': () => ok({ orderNumber: 500102, documentLink: 'v1.sealed' }),
    });
    ({ root } = await signedIn(provider, [bread]));
    root.cart.plus(bread);
    expect(await root.orders.place('')).toBeNull();
    expect(provider.calls('POST', '/Order/Create')).toHaveLength(0);
    expect(root.orders.vatChange).toEqual({ from: 18, to: 17, totalBefore: 1180, totalAfter: 1170 });
  });

  it('reads the settings again when the provider refuses the order (409) with another rate: the cart shows it, old and new totals', async () => {
    let percent = 17;
    const provider = new FakeProvider({
      'GET /WebsiteConfiguration/List': () => settingsAt(percent),
      'POST /Order/Create': () => {
        percent = 16; // the store manager changes VAT as the order arrives
        return orderChanged([], { vatPercent: 16, totalPriceBeforeVat: 10, vatSum: 1.6, totalPrice: 11.6 });
      },
    });
    ({ root } = await signedIn(provider, [bread]));
    root.cart.plus(bread);
    await root.settings.refresh();
    await root.orders.place('');
    expect((provider.calls('POST', '/Order/Create')[0]!.body as { vatPercent: number }).vatPercent).toBe(17);
    expect(root.orders.failure).toMatchObject({ kind: 'refused' });
    expect(root.orders.vatChange).toEqual({ from: 17, to: 16, totalBefore: 1170, totalAfter: 1160 });
    expect(root.cart.vatPercent).toBe(16);
  });
});

describe("OrdersStore: changing a placed order (capability 'order-change')", () => {
  let root: RootStore;
  afterEach(() => dispose(root));
  const milk = makeItem({ id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, minOrderQuantity: 6 });
  const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });
  const placedOrder = makeOrder({
    id: 31,
    orderNumber: 500100,
    comment: `ליד הדלת\n${requestedDateLine('2025-01-20')}`,
    orderItems: [{ itemId: 'MILK', productName: 'חלב 3%', unitPrice: 5.9, quantity: 6 }],
    documentLink: 'v1.sealed',
    changeable: true,
    changeableUntil: new Date(NOW + 3_600_000).toISOString(),
  });
  const updated = ok({ orderNumber: 500100, documentLink: 'v1.sealed-2' });

  /** A provider offering 'order-change' whose Order/Update responds with `responses` in turn ('network': a failure to connect). */
  async function changing(responses: Array<FakeResponse | 'network'>, outbox?: OutboxEnvironment) {
    let i = 0;
    const provider = new FakeProvider({
      'GET /Capabilities': () => ok({ capabilities: ['order-status', 'order-change'] }),
      'POST /Order/Update/:orderId': () => {
        const next = responses[Math.min(i++, responses.length - 1)]!;
        if (next === 'network') throw new TypeError('Failed to fetch');
        return next;
      },
    });
    ({ root } = await signedIn(provider, [milk, bread], outbox));
    const watching = reaction(
      () => root.capabilities.offers('order-change'),
      () => undefined,
    );
    await until(() => root.capabilities.offers('order-change'));
    watching();
    return provider;
  }

  it('opens the order in the cart while the own cart waits; sends the change to its Order/Update, keeping its day; the own cart comes back', async () => {
    const provider = await changing([updated]);
    root.cart.plus(bread);
    root.cart.setComment('שלי');
    expect(root.orders.canChange(placedOrder, NOW)).toBe(true);
    expect(await root.orders.startChange(placedOrder)).toBe('open');
    expect(root.cart.changing).toMatchObject({ orderId: 31, orderNumber: 500100, requestedDay: '2025-01-20', deliveryDay: '2025-01-20' });
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([['MILK', 6]]);
    expect(root.cart.comment).toBe('ליד הדלת');
    root.cart.plus(bread);

    expect(await root.orders.place(root.cart.comment)).toEqual({ orderNumber: 500100, documentLink: 'v1.sealed-2' });
    expect(root.orders.placedChange).toBe(true);
    const [sent] = provider.calls('POST', '/Order/Update/31');
    expect(sent!.path).toBe('/Order/Update/31');
    expect(sent!.body).toMatchObject({
      comment: `ליד הדלת\n${requestedDateLine('2025-01-20')}`,
      cartItems: [expect.objectContaining({ itemId: 'MILK', quantity: 6 }), expect.objectContaining({ itemId: 'BREAD', quantity: 1 })],
    });
    expect(sent!.body).not.toHaveProperty('deliveryDate');
    expect(provider.calls('POST', '/Order/Create')).toHaveLength(0);
    // The buyer's own cart, untouched.
    expect(root.cart.changing).toBeNull();
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([['BREAD', 1]]);
    expect(root.cart.comment).toBe('שלי');
  });

  it('offers no change when the provider says the order may not change, or its cutoff has passed', async () => {
    await changing([updated]);
    expect(root.orders.canChange({ ...placedOrder, changeable: false }, NOW)).toBe(false);
    expect(root.orders.canChange(placedOrder, NOW + 3_600_000)).toBe(false);
    expect(root.orders.canChange({ ...placedOrder, changeable: undefined }, NOW)).toBe(false);
  });

  it('keeps the change and says why when the provider refuses it (order_closed): nothing else changes, and dropping it gives the own cart back', async () => {
    await changing([
      fail(409, 'order_closed', 'מועד השינוי של ההזמנה עבר: ההזמנה כבר בטיפול ולא ניתן לשנותה.', {
        reason: 'cutoff',
        changeableUntil: null,
      }),
    ]);
    root.cart.plus(bread);
    await root.orders.startChange(placedOrder);
    expect(await root.orders.place('')).toBeNull();
    expect(root.orders.failure).toMatchObject({ kind: 'failed', status: 409, code: 'order_closed' });
    expect(root.orders.failure?.message).toMatch(/^מועד השינוי/);
    expect(root.cart.changing?.orderId).toBe(31);
    root.orders.dropChange();
    expect(root.cart.changing).toBeNull();
    expect(root.cart.items.map((l) => l.itemId)).toEqual(['BREAD']);
  });

  it('a change pressed offline waits in the outbox and goes out once, under its own key, when the connection is back', async () => {
    let online = false;
    const provider = await changing([updated], { isOnline: () => online });
    await root.orders.startChange(placedOrder);
    root.cart.plus(milk);
    expect(await root.orders.place('')).toBeNull();
    expect(root.orders.failure?.kind).toBe('waiting');
    expect(root.outbox.pending?.change).toEqual({ orderId: 31, orderNumber: 500100 });
    expect(provider.calls('POST', '/Order/Update/31')).toHaveLength(0);
    // A change waits: pressed again it is the same change; another order's does not start meanwhile.
    expect(await root.orders.startChange(placedOrder)).toBe('open');
    expect(await root.orders.startChange({ ...placedOrder, id: 32, orderNumber: 500101 })).toBe('otherOpen');
    expect(root.cart.changing?.orderId).toBe(31);

    online = true;
    await Promise.all([root.outbox.sendDue(true), root.outbox.sendDue(true)]);
    await until(() => root.cart.changing === null);
    const calls = provider.calls('POST', '/Order/Update/31');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(calls[0]!.body).toMatchObject({ cartItems: [expect.objectContaining({ itemId: 'MILK', quantity: 12 })] });
  });
});
