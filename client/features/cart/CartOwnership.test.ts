/** @jest-environment node */
// Carts belong to their user, an unreadable stored line costs only itself, and a session that ends
// by itself says so.
import { endpoints } from '@shared/contract/api';
import type { UserInfo } from '@shared/contract/entities';
import type { RootStore } from '../../app/RootStore';
import { cartKey, StorageKeys } from '../../stores/storage';
import { BUSINESS_USER, FakeProvider, MemoryStorage, dispose, fail, makeItem, makeRoot, ok, tokenExpiringAt } from '../../app/testing';

const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);
const milk = makeItem({ id: 10, itemId: 'MILK', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, minOrderQuantity: 6 });
const bread = makeItem({ id: 11, itemId: 'BREAD', itemDescription: 'לחם אחיד', salePriceInNIS: 7.5 });
const OTHER: UserInfo = { ...BUSINESS_USER, id: 8, email: 'other@example.com' };

/** A provider that signs in whoever's email is given: BUSINESS_USER (id 7) or OTHER (id 8). */
function provider(): FakeProvider {
  const users = new Map([
    [BUSINESS_USER.email, BUSINESS_USER],
    [OTHER.email, OTHER],
  ]);
  const byToken = new Map<string, UserInfo>();
  return new FakeProvider({
    'POST /Account/Login': (req) => {
      const user = users.get((req.body as { email: string }).email)!;
      const token = tokenExpiringAt(NOW + 3600_000, { sub: user.id });
      byToken.set(token, user);
      return ok(token);
    },
    'GET /Account/UserInfo': (req) => ok(byToken.get(req.query.get('token') ?? '')),
  });
}

describe('carts belong to their user', () => {
  let roots: RootStore[] = [];
  const start = (p: FakeProvider, storage = new MemoryStorage(), now = () => NOW) => {
    const made = makeRoot(p, { storage, now });
    roots.push(made.root);
    return made;
  };
  afterEach(() => {
    roots.forEach(dispose);
    roots = [];
  });

  it("hides a user's lines after logout, neither shows nor wipes them for another user, and gives them back to their owner", async () => {
    const p = provider();
    const { root, storage } = start(p);
    await root.session.login(BUSINESS_USER.email, 'x');
    root.cart.plus(milk);
    root.cart.plus(bread);

    root.session.logout();
    expect(root.cart.items).toEqual([]);

    await root.session.login(OTHER.email, 'x');
    expect(root.cart.items).toEqual([]);
    root.cart.plus(bread);
    expect(root.cart.items.map((l) => l.itemId)).toEqual(['BREAD']);
    root.session.logout();

    // A new page (the same browser) for the first user: their two lines are back.
    const { root: again } = start(p, storage);
    await again.session.login(BUSINESS_USER.email, 'x');
    expect(again.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([
      ['MILK', 6],
      ['BREAD', 1],
    ]);
    expect(JSON.parse(storage.getItem(cartKey('8'))!)).toHaveLength(1);
  });

  it("opens a new page on the signed-in user's own cart", async () => {
    const p = provider();
    const { root, storage } = start(p);
    await root.session.login(OTHER.email, 'x');
    root.cart.plus(milk);
    const { root: page } = start(p, storage);
    expect(page.cart.items.map((l) => l.itemId)).toEqual(['MILK']);
  });

  it('moves the single cart of earlier versions to its owner', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      StorageKeys.legacyCart,
      JSON.stringify([
        { id: 11, itemId: 'BREAD', itemDescription: 'לחם', salePriceInNIS: 7.5, pictureUrl: '', quantity: 2, itemPackSize: 1 },
      ]),
    );
    storage.setItem(StorageKeys.legacyCartOwner, '7');
    storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000, { sub: 7 }));
    const { root } = start(provider(), storage);
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([['BREAD', 2]]);
    expect(storage.getItem(StorageKeys.legacyCart)).toBeNull();
    expect(storage.getItem(cartKey('7'))).not.toBeNull();
  });
});

describe('an unreadable stored line costs only itself', () => {
  it('keeps the readable lines, drops the unreadable one and counts it for the notice', () => {
    const storage = new MemoryStorage();
    storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000, { sub: 7 }));
    const good = { id: 11, itemId: 'BREAD', itemDescription: 'לחם', salePriceInNIS: 7.5, pictureUrl: '', quantity: 2, itemPackSize: 1 };
    storage.setItem(cartKey('7'), JSON.stringify([good, { ...good, id: 12, itemId: 'X', quantity: 'שתיים' }, null]));
    const { root } = makeRoot(provider(), { storage, now: () => NOW });
    expect(root.cart.items).toEqual([good]);
    expect(root.cart.droppedLines).toBe(2);
    root.cart.dismissDropped();
    expect(root.cart.droppedLines).toBe(0);
    dispose(root);
  });
});

describe('a session that ends by itself says so', () => {
  it('marks the session ended when the token expires or is refused, and not on a deliberate logout', async () => {
    jest.useFakeTimers({ now: NOW });
    const p = provider();
    const { root } = makeRoot(p, { now: () => Date.now() });
    await root.session.login(BUSINESS_USER.email, 'x');
    root.cart.plus(bread);
    jest.advanceTimersByTime(3600_000 + 1);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.ended).toEqual({ owner: '7' });
    expect(root.cart.items).toEqual([]);

    await root.session.login(BUSINESS_USER.email, 'x');
    expect(root.session.ended).toBeNull();
    expect(root.cart.items.map((l) => l.itemId)).toEqual(['BREAD']);
    root.session.logout();
    expect(root.session.ended).toBeNull();

    // The provider refuses the token (a password changed elsewhere): ended too.
    await root.session.login(BUSINESS_USER.email, 'x');
    p.on('GET /Order/List', () => fail(401, 'unauthorized', 'expired'));
    await root.api.call(endpoints.order.list, { query: { pageNumber: 1, pageSize: 10 } }).catch(() => undefined);
    expect(root.session.ended).toEqual({ owner: '7' });
    jest.useRealTimers();
    dispose(root);
  });
});

describe("an order the session's end interrupted", () => {
  it('keeps the cart for its owner, says the session ended, and is resumable once the same user signs in', async () => {
    const p = provider();
    let revoked = false;
    p.on('GET /Item/:itemId', () => (revoked ? fail(401, 'unauthorized', 'token revoked') : ok(bread)));
    p.on('POST /Order/Create', () =>
      revoked ? fail(401, 'unauthorized', 'token revoked') : ok({ orderNumber: 500100, documentLink: 'v1.sealed' }),
    );
    const { root } = makeRoot(p, { now: () => NOW });
    await root.session.login(BUSINESS_USER.email, 'x');
    root.cart.plus(bread);
    revoked = true;

    await expect(root.orders.place('בבוקר')).resolves.toBeNull();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.ended).toEqual({ owner: '7' });
    expect(root.orders.failure?.kind).toBe('sessionEnded');
    expect(root.orders.pendingAfterLogin).toEqual({ owner: '7', comment: 'בבוקר' });
    expect(root.orders.resumable).toBe(false);

    // Another user signing in does not get it.
    revoked = false;
    await root.session.login(OTHER.email, 'x');
    expect(root.orders.resumable).toBe(false);
    root.session.logout();

    await root.session.login(BUSINESS_USER.email, 'x');
    expect(root.orders.resumable).toBe(true);
    await expect(root.orders.place(root.orders.pendingAfterLogin!.comment)).resolves.toEqual({
      orderNumber: 500100,
      documentLink: 'v1.sealed',
    });
    expect(p.calls('POST', '/Order/Create').at(-1)!.body).toMatchObject({
      comment: 'בבוקר',
      cartItems: [expect.objectContaining({ itemId: 'BREAD' })],
    });
    dispose(root);
  });
});
