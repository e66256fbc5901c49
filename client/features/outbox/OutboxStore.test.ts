/** @jest-environment node */
// The outbox on screen, with the app's stores around it: when a waiting order goes out by itself.
import type { RootStore } from '../../app/RootStore';
import { FakeProvider, dispose, fail, makeItem, makeRoot, ok, until, withLogin } from '../../app/testing';

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
});
