/** @jest-environment node */
import type { RootStore } from '../../app/RootStore';
import { StorageKeys } from '../../stores/storage';
import {
  BUSINESS_USER,
  FakeProvider,
  MemoryStorage,
  dispose,
  fail,
  makeCategory,
  makeRoot,
  ok,
  pageOf,
  tokenExpiringAt,
  withLogin,
} from '../../app/testing';

const category = makeCategory({ id: 1 });

const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);
const now = () => NOW;

describe('SessionStore', () => {
  let roots: RootStore[];
  const start = (provider: FakeProvider, storage = new MemoryStorage()) => {
    const made = makeRoot(provider, { storage, now });
    roots.push(made.root);
    return made;
  };

  beforeEach(() => {
    roots = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    roots.forEach(dispose);
    jest.restoreAllMocks();
  });

  describe('init', () => {
    it('logs out a stored token that has expired, without calling the provider', async () => {
      const provider = new FakeProvider();
      const storage = new MemoryStorage();
      storage.setItem(StorageKeys.token, tokenExpiringAt(NOW - 1000));
      const { root } = start(provider, storage);
      expect(root.session.isLoggedIn).toBe(true);

      await root.session.init();

      expect(root.session.isLoggedIn).toBe(false);
      expect(root.session.token).toBeNull();
      expect(storage.getItem(StorageKeys.token)).toBeNull();
      expect(provider.requests).toEqual([]);
    });

    it('logs out a stored token that is not a token at all', async () => {
      const storage = new MemoryStorage();
      storage.setItem(StorageKeys.token, 'garbage');
      const { root } = start(new FakeProvider(), storage);
      await root.session.init();
      expect(root.session.isLoggedIn).toBe(false);
      expect(storage.getItem(StorageKeys.token)).toBeNull();
    });

    it('fetches the user info of a valid stored token, sending the token', async () => {
      const token = tokenExpiringAt(NOW + 3600_000);
      const provider = new FakeProvider({ 'GET /Account/UserInfo': () => ok(BUSINESS_USER) });
      const storage = new MemoryStorage();
      storage.setItem(StorageKeys.token, token);
      const { root } = start(provider, storage);

      await root.session.init();

      const [call] = provider.calls('GET', '/Account/UserInfo');
      expect(call?.query.get('token')).toBe(token);
      expect(call?.authorization).toBe(`Bearer ${token}`);
      expect(root.session.userInfo?.firstName).toBe('דנה');
      expect(root.session.canOrder).toBe(true);
      expect(root.session.dashboardPath).toBe('/business/dashboard/7');
    });

    it('logs out when the user info cannot be fetched', async () => {
      const provider = new FakeProvider({ 'GET /Account/UserInfo': () => fail(500, 'internal_error', 'boom') });
      const storage = new MemoryStorage();
      storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000));
      const { root } = start(provider, storage);

      await root.session.init();

      expect(provider.calls('GET', '/Account/UserInfo')).toHaveLength(1);
      expect(root.session.isLoggedIn).toBe(false);
      expect(root.session.userInfo).toBeNull();
      expect(storage.getItem(StorageKeys.token)).toBeNull();
      expect(console.error).toHaveBeenCalled();
    });
  });

  describe('init offline', () => {
    it('keeps the session on the user info last read for the token when the provider cannot be reached, and reads it again later', async () => {
      let reachable = true;
      const provider = new FakeProvider({
        'GET /Account/UserInfo': () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return ok(BUSINESS_USER);
        },
      });
      const storage = new MemoryStorage();
      const token = tokenExpiringAt(NOW + 3600_000);
      storage.setItem(StorageKeys.token, token);
      await start(provider, storage).root.session.init();
      expect(JSON.parse(storage.getItem(StorageKeys.userInfo)!)).toMatchObject({ id: 7 });

      // The app opened again, offline: the buyer is known at once, can order (the outbox), and stays signed in.
      reachable = false;
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { root } = start(provider, storage);
      expect(root.session.userInfo?.firstName).toBe('דנה');
      await root.session.init();
      expect(root.session.isLoggedIn).toBe(true);
      expect(root.session.canOrder).toBe(true);
      expect(root.cart.owner).toBe('7');

      reachable = true;
      await root.session.refreshUserInfo();
      expect(provider.calls('GET', '/Account/UserInfo')).toHaveLength(3);
    });

    it("never takes another user's user info for the token's, and forgets it on logout", async () => {
      const storage = new MemoryStorage();
      storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000, { sub: 8 }));
      storage.setItem(StorageKeys.userInfo, JSON.stringify(BUSINESS_USER));
      const { root } = start(new FakeProvider({ 'GET /Account/UserInfo': () => fail(500, 'internal_error') }), storage);
      expect(root.session.userInfo).toBeNull();
      root.session.logout();
      expect(storage.getItem(StorageKeys.userInfo)).toBeNull();
    });
  });

  describe('login', () => {
    it('stores the token and fetches the user info', async () => {
      const provider = new FakeProvider();
      const token = withLogin(provider, NOW);
      const { root, storage } = start(provider);

      await root.session.login('buyer@example.com', 'Buyer123!');

      expect(provider.calls('POST', '/Account/Login')[0]?.body).toEqual({ email: 'buyer@example.com', password: 'Buyer123!' });
      expect(storage.getItem(StorageKeys.token)).toBe(token);
      expect(root.session.isAuthenticated).toBe(true);
      expect(root.session.userInfo?.email).toBe('buyer@example.com');
    });

    it("throws the provider's account error and stays logged out", async () => {
      const provider = new FakeProvider({ 'POST /Account/Login': () => fail(400, -1003, 'invalid password') });
      const { root, storage } = start(provider);

      await expect(root.session.login('buyer@example.com', 'wrong!!')).rejects.toMatchObject({ status: 400, code: -1003 });

      expect(root.session.isLoggedIn).toBe(false);
      expect(storage.getItem(StorageKeys.token)).toBeNull();
    });
  });

  describe('logout', () => {
    it('clears the token, the user info, the order state and the cached items and orders', async () => {
      const provider = new FakeProvider();
      withLogin(provider, NOW);
      const { root, storage } = start(provider);
      await root.session.login('buyer@example.com', 'Buyer123!');
      const { queryClient } = root;
      queryClient.setQueryData(['orders', 7, false, 1], { items: [], totalCount: 0, totalPages: 0, currentPage: 1 });
      queryClient.setQueryData(['items', root.session.priceKey, {}], { pages: [], pageParams: [] });
      queryClient.setQueryData(['item', root.session.priceKey, 'I1'], { id: 1 });
      queryClient.setQueryData(['categories'], { items: [] });
      await root.orders.reorder({ orderItems: [] } as never);
      expect(root.orders.reorderResult).toEqual({ kind: 'empty' });
      provider.on('POST /Order/Create', () => fail(502, 'bad_gateway', 'provider down'));
      root.cart.add({ id: 1, itemId: 'I1', itemDescription: 'חלב', salePriceInNIS: 5, pictureUrl: '', quantity: 1, itemPackSize: 1 });
      await root.orders.place('');
      expect(root.orders.failure).not.toBeNull();

      root.session.logout();

      expect(root.session.isLoggedIn).toBe(false);
      expect(root.session.userInfo).toBeNull();
      expect(root.session.canOrder).toBe(false);
      expect(storage.getItem(StorageKeys.token)).toBeNull();
      expect(root.orders.reorderResult).toBeNull();
      expect(root.orders.failure).toBeNull();
      expect(queryClient.getQueryCache().findAll({ queryKey: ['orders'] })).toHaveLength(0);
      expect(queryClient.getQueryCache().findAll({ queryKey: ['items'] })).toHaveLength(0);
      expect(queryClient.getQueryCache().findAll({ queryKey: ['item'] })).toHaveLength(0);
      // What every visitor sees stays cached.
      expect(queryClient.getQueryData(['categories'])).toEqual({ items: [] });
    });

    it('follows a 401 response to a request made with the token', async () => {
      const provider = new FakeProvider({ 'GET /Order/List': () => fail(401, 'unauthorized') });
      withLogin(provider, NOW);
      const { root } = start(provider);
      await root.session.login('buyer@example.com', 'Buyer123!');

      await expect(root.api.call({ method: 'GET', route: '/Order/List' })).rejects.toMatchObject({ status: 401 });

      expect(root.session.isLoggedIn).toBe(false);
      // Made again without the token, it still needs one.
      expect(provider.calls('GET', '/Order/List').map((r) => r.authorization)).toEqual([expect.stringMatching(/^Bearer /), null]);
    });

    it('a public read refused for its token (revoked by a password change) ends the session and gets the response as a visitor', async () => {
      const provider = new FakeProvider({
        'GET /Category/List': (req) => (req.authorization ? fail(401, 'unauthorized') : ok(pageOf([category]))),
      });
      withLogin(provider, NOW);
      const { root } = start(provider);
      await root.session.login('buyer@example.com', 'Buyer123!');

      await expect(root.api.call({ method: 'GET', route: '/Category/List' })).resolves.toEqual(pageOf([category]));

      expect(root.session.isLoggedIn).toBe(false);
      expect(provider.calls('GET', '/Category/List').map((r) => r.authorization)).toEqual([expect.stringMatching(/^Bearer /), null]);
    });

    it("a 401 to an earlier session's call leaves a session signed in meanwhile alone", async () => {
      let refuse: (() => void) | undefined;
      const provider = new FakeProvider({
        'GET /Order/List': () => new Promise((resolve) => (refuse = () => resolve(fail(401, 'unauthorized')))),
      });
      withLogin(provider, NOW);
      const { root } = start(provider);
      await root.session.login('buyer@example.com', 'Buyer123!');
      const first = root.session.token;
      const pending = root.api.call({ method: 'GET', route: '/Order/List' });
      await new Promise((r) => setTimeout(r, 5));
      root.session.logout();
      provider.on('POST /Account/Login', () => ok(tokenExpiringAt(NOW + 7200_000)));
      await root.session.login('buyer@example.com', 'Buyer123!');
      const second = root.session.token;
      refuse!();
      await pending.catch(() => undefined);

      expect(second).not.toBe(first);
      expect(root.session.token).toBe(second);
      expect(root.session.isLoggedIn).toBe(true);
    });

    it('never repeats a refused POST', async () => {
      const provider = new FakeProvider({ 'POST /Order/Create': () => fail(401, 'unauthorized') });
      withLogin(provider, NOW);
      const { root } = start(provider);
      await root.session.login('buyer@example.com', 'Buyer123!');

      await expect(root.api.call({ method: 'POST', route: '/Order/Create' }, { body: {} as never })).rejects.toMatchObject({ status: 401 });

      expect(root.session.isLoggedIn).toBe(false);
      expect(provider.calls('POST', '/Order/Create')).toHaveLength(1);
    });
  });
});
