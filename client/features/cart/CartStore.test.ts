/** @jest-environment node */
import { reaction } from 'mobx';
import type { CartItem } from '@shared/contract/entities';
import type { RootStore } from '../../app/RootStore';
import { cartKey } from '../../stores/storage';
import { FakeProvider, MemoryStorage, dispose, makeItem, makeRoot } from '../../app/testing';
import { CartStore } from './CartStore';

const sixPack = makeItem({ id: 1, itemDescription: 'חלב 3%', salePriceInNIS: 5.9, minOrderQuantity: 6 });
const single = makeItem({ id: 2, itemDescription: 'לחם אחיד', salePriceInNIS: 7.5, minOrderQuantity: 1 });
const unavailable = makeItem({ id: 3, itemDescription: 'שוקולד מריר', isAvailable: false, minOrderQuantity: 1 });

const line = (overrides: Partial<CartItem> & { id: number }): CartItem => ({
  itemId: `I${overrides.id}`,
  itemDescription: `פריט ${overrides.id}`,
  salePriceInNIS: 10,
  pictureUrl: '',
  quantity: 1,
  itemPackSize: 1,
  ...overrides,
});

/** The cart as local storage holds it. */
const stored = (storage: MemoryStorage): unknown => JSON.parse(storage.getItem(cartKey(null)) ?? 'null');

describe('CartStore', () => {
  let root: RootStore;
  let storage: MemoryStorage;

  beforeEach(() => {
    ({ root, storage } = makeRoot(new FakeProvider()));
  });
  afterEach(() => dispose(root));

  describe('persistence', () => {
    it('saves the cart to local storage after every action', () => {
      const { cart } = root;
      const steps: Array<[string, () => void]> = [
        ['add', () => cart.add(line({ id: 9, quantity: 2 }))],
        ['plus', () => cart.plus(sixPack)],
        ['plus again', () => cart.plus(sixPack)],
        ['minus', () => cart.minus(sixPack)],
        ['minusOrAsk', () => cart.minusOrAsk(1)],
        ['plus another item', () => cart.plus(single)],
        ['update', () => cart.update(9, 5)],
        [
          'a refusal with a new price',
          () => cart.applyRefusal([{ itemId: 'I1', sentPrice: 5.9, currentPrice: 6.2, reason: 'priceChanged' }]),
        ],
        ['round a line up to whole packs', () => cart.roundUpLine(9)],
        ['remove', () => cart.remove(9)],
        ['clear', () => cart.clear()],
      ];
      for (const [name, act] of steps) {
        act();
        expect({ name, saved: stored(storage) }).toEqual({ name, saved: cart.items });
      }
      expect(stored(storage)).toEqual([]);
    });

    it('gives a new page the cart the last one saved', () => {
      root.cart.plus(sixPack);
      root.cart.plus(single);
      const { root: reloaded } = makeRoot(new FakeProvider(), { storage });
      expect(reloaded.cart.items.map((l) => [l.itemDescription, l.quantity])).toEqual([
        ['חלב 3%', 6],
        ['לחם אחיד', 1],
      ]);
      dispose(reloaded);
    });

    it.each([
      ['text that is not JSON', '{not json'],
      ['an object instead of a list', '{"id":1}'],
      [
        'a line without a price',
        JSON.stringify([{ id: 1, itemId: 'I1', itemDescription: 'x', pictureUrl: '', quantity: 1, itemPackSize: 1 }]),
      ],
      ['a negative quantity', JSON.stringify([line({ id: 1, quantity: -6 })])],
    ])('starts with an empty cart when the stored one is corrupted (%s)', (_case, raw) => {
      const corrupted = new MemoryStorage();
      corrupted.setItem(cartKey(null), raw);
      const { root: page } = makeRoot(new FakeProvider(), { storage: corrupted });
      expect(page.cart.items).toEqual([]);
      expect(page.cart.count).toBe(0);
      expect(page.cart.totals).toEqual({ beforeVat: 0, vat: 0, total: 0 });
      dispose(page);
    });
  });

  describe('pack steps', () => {
    it('adds one pack with each plus, starting at one pack', () => {
      root.cart.plus(sixPack);
      expect(root.cart.quantityOf(1)).toBe(6);
      root.cart.plus(sixPack);
      expect(root.cart.quantityOf(1)).toBe(12);
      expect(root.cart.items[0]).toMatchObject({ itemPackSize: 6, salePriceInNIS: 5.9 });
    });

    it('does nothing on plus for an unavailable item', () => {
      root.cart.plus(unavailable);
      expect(root.cart.items).toEqual([]);
      expect(storage.getItem(cartKey(null))).toBe('[]');
    });

    it('takes one pack off with minus, and on a product card removes the line below one pack', () => {
      root.cart.plus(sixPack);
      root.cart.plus(sixPack);
      root.cart.minus(sixPack);
      expect(root.cart.quantityOf(1)).toBe(6);
      root.cart.minus(sixPack);
      expect(root.cart.quantityOf(1)).toBe(0);
      expect(root.cart.items).toEqual([]);
    });

    it('merges an added line into the existing one', () => {
      root.cart.plus(sixPack);
      root.cart.add(line({ id: 1, itemId: 'I1', quantity: 12, itemPackSize: 6, salePriceInNIS: 5.9 }));
      expect(root.cart.count).toBe(1);
      expect(root.cart.quantityOf(1)).toBe(18);
    });

    it('rounds an updated quantity up to whole packs, and 0 removes the line', () => {
      root.cart.plus(sixPack);
      root.cart.update(1, 7);
      expect(root.cart.quantityOf(1)).toBe(12);
      root.cart.update(1, 0);
      expect(root.cart.items).toEqual([]);
    });

    it('computes totals in agorot with 18% VAT, truncated', () => {
      root.cart.add(line({ id: 1, salePriceInNIS: 3.33, quantity: 3 })); // 9.99
      root.cart.add(line({ id: 2, salePriceInNIS: 0.07, quantity: 1 })); // 0.07
      // 10.06 before VAT; VAT 1.8108 truncated to 1.81; total 11.87
      expect(root.cart.totals).toEqual({ beforeVat: 1006, vat: 181, total: 1187 });
      expect(root.cart.lineTotal(root.cart.items[0]!)).toBe(999);
    });
  });

  describe('minusOrAsk (the cart page)', () => {
    it('takes a pack off while the line holds more than one pack, without asking', () => {
      root.cart.plus(sixPack);
      root.cart.plus(sixPack);
      expect(root.cart.minusOrAsk(1)).toBe(false);
      expect(root.cart.quantityOf(1)).toBe(6);
    });

    it('asks before the line would drop below one pack, and keeps it meanwhile', () => {
      root.cart.plus(sixPack);
      expect(root.cart.minusOrAsk(1)).toBe(true);
      expect(root.cart.quantityOf(1)).toBe(6);
      expect(stored(storage)).toEqual([expect.objectContaining({ id: 1, quantity: 6 })]);
    });

    it('neither asks nor changes anything for a line that is not in the cart', () => {
      root.cart.plus(single);
      expect(root.cart.minusOrAsk(99)).toBe(false);
      expect(root.cart.items).toEqual([expect.objectContaining({ id: 2, quantity: 1 })]);
    });
  });

  it('a refusal reprices only the lines of the item code it names', () => {
    root.cart.plus(sixPack);
    root.cart.plus(single);
    root.cart.applyRefusal([{ itemId: 'I1', sentPrice: 5.9, currentPrice: 6.4, reason: 'priceChanged' }]);
    expect(root.cart.items.map((l) => [l.itemId, l.salePriceInNIS])).toEqual([
      ['I1', 6.4],
      ['I2', 7.5],
    ]);
  });
});

describe("CartStore.check: the cart against today's items", () => {
  afterEach(() => undefined);

  it("takes today's prices and pack sizes, locks what cannot be ordered, and keeps the result on reload", async () => {
    const today = new Map([
      ['I1', { ...sixPack, salePriceInNIS: 6.1 }],
      ['I2', { ...single, minOrderQuantity: 4, itemPackSize: 4 }],
    ]);
    const provider = new FakeProvider({
      'GET /Item/:itemId': (req) => {
        const item = today.get(req.params.itemId!);
        return item
          ? { status: 200, body: { statusCode: 200, payload: item } }
          : { status: 404, body: { statusCode: 404, error: { code: 'not_found' } } };
      },
    });
    const { root, storage } = makeRoot(provider);
    root.cart.plus(sixPack);
    root.cart.plus(single);
    root.cart.add(line({ id: 9, quantity: 2 })); // gone from the catalogue

    await expect(root.cart.check()).resolves.toBe('changed');

    expect(root.cart.items.map((l) => [l.itemId, l.salePriceInNIS, l.quantity, l.itemPackSize])).toEqual([
      ['I1', 6.1, 6, 6],
      ['I2', 7.5, 1, 4],
      ['I9', 10, 2, 1],
    ]);
    expect(root.cart.issuesOf('I1')).toEqual([{ kind: 'priceChanged', from: 5.9, to: 6.1 }]);
    expect(root.cart.issuesOf('I2')).toEqual([{ kind: 'notWholePacks', pack: 4, roundedUp: 4 }]);
    expect(root.cart.issuesOf('I9')).toEqual([{ kind: 'notFound' }]);
    expect(root.cart.hasLockedLines).toBe(true);
    expect(root.cart.checking).toBe(false);

    // A reload keeps the line that is not whole packs (the pack changed): it is not lost.
    const { root: reloaded } = makeRoot(provider, { storage });
    expect(reloaded.cart.items.map((l) => [l.itemId, l.quantity, l.itemPackSize])).toEqual([
      ['I1', 6, 6],
      ['I2', 1, 4],
      ['I9', 2, 1],
    ]);

    // The fixes: round up, remove. Then a new check has nothing to say.
    root.cart.roundUpLine(2);
    root.cart.remove(9);
    expect(root.cart.hasLockedLines).toBe(false);
    // A check that finds nothing new, and a change to one line, leave the other lines as they were
    // (the same objects, with the same empty news): their rows are not drawn again.
    const before = [...root.cart.items];
    const lines = root.cart.items;
    let reactions = 0;
    const stop = reaction(
      () => root.cart.items,
      () => (reactions += 1),
    );
    await expect(root.cart.check()).resolves.toBe('unchanged');
    expect(root.cart.items.every((l, i) => l === before[i])).toBe(true);
    // Not even the array changes: nothing that reads the lines (the recommended items' quantities) is drawn again.
    expect(root.cart.items).toBe(lines);
    expect(reactions).toBe(0);
    stop();
    root.cart.update(2, 8);
    expect(root.cart.items.map((l, i) => l === before[i])).toEqual([true, false]);
    expect(root.cart.issuesOf('I1')).toBe(root.cart.issuesOf('I2'));
    dispose(reloaded);
    dispose(root);
  });
});

describe('CartStore.setQuantity: a typed quantity', () => {
  it('starts a line at the typed quantity in whole packs, sets it, and removes it at 0', () => {
    const { root } = makeRoot(new FakeProvider());
    root.cart.setQuantity(sixPack, 20);
    expect(root.cart.quantityOf(1)).toBe(24);
    root.cart.setQuantity(sixPack, 240);
    expect(root.cart.quantityOf(1)).toBe(240);
    root.cart.setQuantity(sixPack, 0);
    expect(root.cart.isEmpty).toBe(true);
    dispose(root);
  });

  it('starts no line for an item that cannot be ordered: unavailable, or without a price', () => {
    const { root } = makeRoot(new FakeProvider());
    root.cart.setQuantity(unavailable, 5);
    root.cart.setQuantity({ ...single, salePriceInNIS: undefined }, 5);
    expect(root.cart.isEmpty).toBe(true);
    dispose(root);
  });
});

describe('CartStore: the order comment and a placed order', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it("keeps each owner's comment across a reload and gives it back on switching to them", () => {
    const storage = new MemoryStorage();
    ({ root } = makeRoot(new FakeProvider(), { storage }));
    root.cart.switchTo('7');
    root.cart.setComment('לפרוק מאחור');
    root.cart.switchTo('8');
    expect(root.cart.comment).toBe('');
    dispose(root);

    ({ root } = makeRoot(new FakeProvider(), { storage }));
    root.cart.switchTo('7');
    expect(root.cart.comment).toBe('לפרוק מאחור');
  });

  it('a placed order takes only its own lines, as ordered, and the comment with the last of them', () => {
    ({ root } = makeRoot(new FakeProvider()));
    root.cart.switchTo('7');
    root.cart.add(line({ id: 1, quantity: 6 }), line({ id: 2, quantity: 2 }), line({ id: 3, quantity: 1 }));
    root.cart.setComment('בבוקר');
    // Line 2 changed while the order waited (another tab): it stays, at its new quantity.
    root.cart.update(2, 5);
    root.cart.removeOrdered([
      { id: 1, quantity: 6 },
      { id: 2, quantity: 2 },
    ]);
    expect(root.cart.items.map((l) => [l.id, l.quantity])).toEqual([
      [2, 5],
      [3, 1],
    ]);
    expect(root.cart.comment).toBe('בבוקר');
    root.cart.removeOrdered([
      { id: 2, quantity: 5 },
      { id: 3, quantity: 1 },
    ]);
    expect(root.cart.items).toEqual([]);
    expect(root.cart.comment).toBe('');
  });
});

describe('CartStore: a placed order being changed', () => {
  let root: RootStore;
  let storage: MemoryStorage;
  beforeEach(() => {
    ({ root, storage } = makeRoot(new FakeProvider()));
    root.cart.switchTo('7');
  });
  afterEach(() => dispose(root));
  const order = {
    orderId: 31,
    orderNumber: 500100,
    until: '2025-01-15T12:00:00.000Z',
    requestedDay: null,
    deliveryDay: '2025-01-16',
    orderDate: '2025-01-15T08:00:00.000Z',
  };

  it("holds the change's lines and comment apart: the own cart waits untouched, comes back when the change ends, and a reload keeps either", () => {
    const { cart } = root;
    cart.add(line({ id: 9, quantity: 2 }));
    cart.setComment('שלי');
    cart.startChange(order, [line({ id: 5, quantity: 3 })], 'ליד הדלת');
    cart.plus(single);
    expect(cart.items.map((l) => l.id)).toEqual([5, 2]);
    expect(JSON.parse(storage.getItem(cartKey('7'))!)).toEqual([expect.objectContaining({ id: 9, quantity: 2 })]);

    // A reload finds the change under way, its lines and comment.
    const again = new CartStore(root);
    again.switchTo('7');
    expect(again.changing).toEqual(order);
    expect(again.items.map((l) => l.id)).toEqual([5, 2]);
    expect(again.comment).toBe('ליד הדלת');

    cart.endChange();
    expect(cart.changing).toBeNull();
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([[9, 2]]);
    expect(cart.comment).toBe('שלי');
    const reloaded = new CartStore(root);
    reloaded.switchTo('7');
    expect(reloaded.changing).toBeNull();
  });

  it('an unreadable stored change is no change: the own cart shows', () => {
    root.cart.add(line({ id: 9 }));
    storage.setItem('cartChange:7', '{"order":{"orderId":"x"},"lines":[]}');
    const reloaded = new CartStore(root);
    reloaded.switchTo('7');
    expect(reloaded.changing).toBeNull();
    expect(reloaded.items.map((l) => l.id)).toEqual([9]);
  });

  it('a visitor changes nothing', () => {
    root.cart.switchTo(null);
    root.cart.startChange(order, [line({ id: 5 })], '');
    expect(root.cart.changing).toBeNull();
    expect(root.cart.items).toEqual([]);
  });

  it("takes a new order's outcome into the own cart kept aside, never into the change's lines", () => {
    const { cart } = root;
    cart.add(line({ id: 9, quantity: 2 }), line({ id: 8 }));
    cart.startChange(order, [line({ id: 5, quantity: 3 })], 'ליד הדלת');
    // Another tab placed the own cart's line 9 as an order; this tab took its outcome.
    cart.removeOrdered([{ id: 9, quantity: 2 }]);
    expect(cart.items.map((l) => l.id)).toEqual([5]);
    expect((JSON.parse(storage.getItem(cartKey('7'))!) as CartItem[]).map((l) => l.id)).toEqual([8]);
  });

  it('ends a change taken by the provider wherever it is kept, and a tab still showing it does not write it back', () => {
    const { cart } = root;
    cart.add(line({ id: 9 }));
    cart.startChange(order, [line({ id: 5, quantity: 3 })], '');
    // Another tab (the same storage) took the change's outcome.
    const other = new CartStore(root);
    other.switchTo('7');
    expect(other.changing?.orderId).toBe(31);
    other.endChangeOf(31, [{ id: 5, quantity: 3 }]);
    expect(other.changing).toBeNull();
    expect(storage.getItem('cartChange:7')).toBeNull();
    // This tab, still showing the change, is edited: the ended change is not written back.
    cart.plus(single);
    expect(cart.changing).toBeNull();
    expect(storage.getItem('cartChange:7')).toBeNull();
    expect(cart.items.map((l) => l.id)).toEqual([9]);
  });

  it('moves lines added to a change while it waited into the own cart when the change is taken', () => {
    const { cart } = root;
    cart.startChange(order, [line({ id: 5, quantity: 3 })], '');
    // Sent as it was; then a line added from a card while it waited in the outbox.
    const sent = [{ id: 5, quantity: 3 }];
    cart.add(line({ id: 6, quantity: 2 }));
    cart.endChangeOf(31, sent);
    expect(cart.changing).toBeNull();
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([[6, 2]]);
  });
});

describe("a standing order's ready cart, held apart in the cart", () => {
  let root: RootStore;
  let storage: MemoryStorage;
  beforeEach(() => {
    ({ root, storage } = makeRoot(new FakeProvider()));
    root.cart.switchTo('7');
  });
  afterEach(() => dispose(root));
  const ready = { standingId: 'a1b2', name: 'ההזמנה השבועית', deliveryDate: '2026-12-06', orderBy: '2026-12-03T12:00:00.000Z' };

  it('holds its lines apart as a change does: the own cart waits, a reload keeps it, and it is one held cart at a time', () => {
    const { cart } = root;
    cart.add(line({ id: 9, quantity: 2 }));
    cart.startStanding(ready, [line({ id: 5, quantity: 3 })], 'קבוע');
    expect(cart.held).toBe(true);
    expect(cart.heldKey).toBe('standing:a1b2:2026-12-06');
    expect(cart.changing).toBeNull();
    expect(cart.items.map((l) => l.id)).toEqual([5]);
    expect(JSON.parse(storage.getItem(cartKey('7'))!)).toEqual([expect.objectContaining({ id: 9 })]);
    const again = new CartStore(root);
    again.switchTo('7');
    expect(again.standing).toEqual(ready);
    expect(again.comment).toBe('קבוע');
    cart.endChange();
    expect(cart.standing).toBeNull();
    expect(cart.items.map((l) => l.id)).toEqual([9]);
  });

  it('ends once placed (here or in another tab), notes the day for the server, and moves lines added meanwhile to the own cart', () => {
    const { cart } = root;
    cart.startStanding(ready, [line({ id: 5, quantity: 3 })], '');
    cart.add(line({ id: 6, quantity: 2 }));
    const other = new CartStore(root);
    other.switchTo('7');
    other.endStandingOf({ standingId: 'a1b2', deliveryDate: '2026-12-06', orderNumber: 50012 }, [{ id: 5, quantity: 3 }]);
    expect(storage.getItem('cartChange:7')).toBeNull();
    expect(JSON.parse(storage.getItem('standingPlaced:7')!)).toEqual([
      { standingId: 'a1b2', deliveryDate: '2026-12-06', orderNumber: 50012 },
    ]);
    expect(JSON.parse(storage.getItem(cartKey('7'))!)).toEqual([expect.objectContaining({ id: 6, quantity: 2 })]);
    // This tab, still showing it, is edited: the ended ready cart is not written back.
    cart.plus(single);
    expect(cart.standing).toBeNull();
    expect(storage.getItem('cartChange:7')).toBeNull();
  });

  it("another standing order's day, or a change, placed meanwhile does not end it", () => {
    const { cart } = root;
    cart.startStanding(ready, [line({ id: 5, quantity: 3 })], '');
    cart.endStandingOf({ standingId: 'a1b2', deliveryDate: '2026-12-13' }, [{ id: 5, quantity: 3 }]);
    cart.endChangeOf(31, [{ id: 5, quantity: 3 }]);
    expect(cart.heldKey).toBe('standing:a1b2:2026-12-06');
    expect(cart.items.map((l) => l.id)).toEqual([5]);
  });

  it('an unreadable stored ready cart is none', () => {
    storage.setItem('cartChange:7', '{"standing":{"standingId":5},"lines":[],"comment":""}');
    const reloaded = new CartStore(root);
    reloaded.switchTo('7');
    expect(reloaded.held).toBe(false);
  });
});
