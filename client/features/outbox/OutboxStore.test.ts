/** @jest-environment node */
// The outbox on screen, with the app's stores around it: when a waiting order goes out by itself.
import type { RootStore } from '../../app/RootStore';
import { FakeProvider, dispose, fail, makeItem, makeRoot, ok, until, withLogin } from '../../app/testing';
import { orderKeys } from '../../stores/queryKeys';
import { MemoryOutboxDb } from './outboxDb';

const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);
const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });

describe('OutboxStore', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('sends a waiting order once the network store finds the server again, with the browser online all along (no `online` event, its backoff not run out)', async () => {
    let serverDown = true;
    const provider = new FakeProvider({
      'GET /Item/:itemId': (req) => (req.params.itemId === bread.itemId ? ok(bread) : fail(404, 'not_found', 'item not found')),
      'POST /Order/Create': () => {
        if (serverDown) throw new TypeError('Failed to fetch');
        return ok({ orderNumber: 500200, documentLink: 'v1.sealed' });
      },
    });
    withLogin(provider, NOW);
    // The clock stands still and no window is given: the outbox's own timer never sends it.
    ({ root } = makeRoot(provider, { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    root.cart.plus(bread);

    expect(await root.orders.place('')).toBeNull();
    expect(root.outbox.pending).toMatchObject({ status: 'waiting', attempts: 1, lastFailure: 0 });
    expect(root.network.online).toBe(false);

    // The server answers the network store's probe.
    serverDown = false;
    root.network.noteResponse(true);

    await until(() => root.outbox.pending === undefined);
    expect(provider.calls('POST', '/Order/Create')).toHaveLength(2);
    expect(root.outbox.outcomes).toEqual([
      expect.objectContaining({ status: 'placed', result: expect.objectContaining({ orderNumber: 500200 }) }),
    ]);
    expect(root.cart.quantityOf(bread.id)).toBe(0);
  });

  /** Calls of the orders' history being marked stale (orderKeys), in this tab. */
  function historyInvalidations(of: RootStore): () => number {
    const spy = jest.spyOn(of.queryClient, 'invalidateQueries');
    return () => spy.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(orderKeys.all())).length;
  }

  it('settles an order placed from the cart once: its lines leave the cart once, and the history is marked stale once', async () => {
    const provider = new FakeProvider({
      'GET /Item/:itemId': () => ok(bread),
      'POST /Order/Create': () => ok({ orderNumber: 500300, documentLink: 'v1.sealed' }),
    });
    withLogin(provider, NOW);
    ({ root } = makeRoot(provider, { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    root.cart.plus(bread);
    const invalidations = historyInvalidations(root);
    const removed = jest.spyOn(root.cart, 'removeOrdered');

    expect(await root.orders.place('')).toMatchObject({ orderNumber: 500300 });
    const [placed] = root.outbox.outcomes;
    await root.outbox.settle(placed!);

    expect(root.cart.quantityOf(bread.id)).toBe(0);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(invalidations()).toBe(1);
  });

  it("settles in this tab an order another tab's outbox took first: the lines leave this tab's cart too, once", async () => {
    const provider = new FakeProvider({ 'POST /Order/Create': () => ok({ orderNumber: 500400, documentLink: 'v1.sealed' }) });
    withLogin(provider, NOW);
    const db = Promise.resolve(new MemoryOutboxDb());
    ({ root } = makeRoot(provider, { now: () => NOW, outbox: { db } }));
    const other = makeRoot(provider, { now: () => NOW, outbox: { db } }).root;
    try {
      await root.session.login('buyer@example.com', 'Buyer123!');
      await other.session.login('buyer@example.com', 'Buyer123!');
      root.cart.plus(bread);
      const invalidations = historyInvalidations(root);
      const removed = jest.spyOn(root.cart, 'removeOrdered');
      const body = {
        userId: 7,
        customerId: 1001,
        comment: '',
        totalPriceBeforeVat: 7.5,
        vatSum: 1.35,
        totalPrice: 8.85,
        vatPercent: 18,
        cartItems: [{ id: bread.id, itemId: bread.itemId, itemDescription: bread.itemDescription, salePriceInNIS: 7.5, quantity: 1 }],
      };
      // The other tab places it and takes its outcome (its own cart is empty); this tab has not read the outbox since.
      const entry = await other.outbox.place(body);
      expect(entry).toMatchObject({ status: 'placed' });
      await until(() => other.outbox.outcomes.some((e) => e.cartSettled));
      expect(root.cart.quantityOf(bread.id)).toBe(1);

      await root.outbox.settle(entry!);
      await root.outbox.settle(entry!);

      expect(root.cart.quantityOf(bread.id)).toBe(0);
      expect(removed).toHaveBeenCalledTimes(1);
      expect(invalidations()).toBe(1);
    } finally {
      dispose(other);
    }
  });
});
