import type { Order } from '@shared/contract/entities';
import { makeOrder, orderLine } from '@shared/contract/testing';
import { UsualItemsStore } from './UsualItemsStore';
import { FakeProvider, dispose, makeItem, makeRoot, ok, withLogin } from '../../app/testing';
import type { RootStore } from '../../app/RootStore';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const items = [makeItem({ id: 1 }), makeItem({ id: 2, minOrderQuantity: 6 }), makeItem({ id: 3 })];
const order = (id: number, lines: Array<[number, number]>): Order =>
  makeOrder({
    id,
    orderNumber: 50000 + id,
    orderDate: new Date(NOW - id * 86_400_000).toISOString(),
    orderItems: lines.map(([itemId, quantity]) => orderLine(`I${itemId}`, quantity)),
  });

let root: RootStore;
let store: UsualItemsStore;

beforeEach(async () => {
  const provider = new FakeProvider({
    'GET /Order/List': () =>
      ok({
        items: [
          order(1, [
            [1, 12],
            [2, 24],
            [3, 5],
          ]),
        ],
        totalCount: 1,
        totalPages: 1,
        currentPage: 1,
      }),
    'GET /Item/:itemId': (req) => ok(items.find((i) => i.itemId === req.params.itemId)),
  });
  withLogin(provider, NOW);
  ({ root } = makeRoot(provider, { now: () => NOW }));
  await root.session.login('buyer@example.com', 'Buyer123!');
  store = new UsualItemsStore(root);
  await store.load();
});
afterEach(() => dispose(root));

const cartOf = () => Object.fromEntries(root.cart.items.map((l) => [l.itemId, l.quantity]));

describe("UsualItemsStore: 'add all' sets the usual quantities", () => {
  it('puts the usual basket in the cart once: a second press changes nothing and says so', () => {
    store.setAll();
    expect(cartOf()).toEqual({ I1: 12, I2: 24, I3: 5 });
    expect(store.allSet).toEqual({ added: 3, updated: 0, same: 0 });
    expect(store.inCart).toBe(3);

    store.setAll();
    expect(cartOf()).toEqual({ I1: 12, I2: 24, I3: 5 });
    expect(store.allSet).toEqual({ added: 0, updated: 0, same: 3 });
  });

  it('sets a line already in the cart to its usual quantity rather than adding to it, and counts what is there', () => {
    const line = (itemId: string) => store.lines!.find((l) => l.itemId === itemId)!;
    store.add([line('I1')]); // one added by hand first, at its usual 12
    store.add([line('I2')]);
    root.cart.update(items[1]!.id, 60); // and another changed in the cart to a quantity of the buyer's own
    expect(store.inCart).toBe(2);

    store.setAll();
    expect(cartOf()).toEqual({ I1: 12, I2: 24, I3: 5 });
    expect(store.allSet).toEqual({ added: 1, updated: 1, same: 1 });
  });
});
