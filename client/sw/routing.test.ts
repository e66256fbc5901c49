import {
  CATALOGUE_CACHE,
  PICTURES_CACHE,
  readPageMessage,
  readWorkerMessage,
  routeOf,
  userCacheKey,
  userCacheName,
  userCachesToWipe,
  userOfToken,
  type RequestFacts,
} from './routing';

const ORIGIN = 'http://127.0.0.1:3000';
const NOW = Date.UTC(2026, 0, 1);

/** An unsigned JWT with these claims (the worker reads claims, it never verifies). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const inAnHour = NOW / 1000 + 3600;
const buyer = token({ sub: '2', userType: 'Business', businessCustomerId: 1001, exp: inAnHour });
const shop = token({ sub: '3', userType: 'Business', businessCustomerId: 1002, exp: inAnHour });
const admin = token({ sub: '1', userType: 'Administrator', exp: inAnHour });
const expired = token({ sub: '2', userType: 'Business', exp: NOW / 1000 - 1 });

function request(path: string, options: Partial<Omit<RequestFacts, 'url'>> & { token?: string } = {}): RequestFacts {
  return {
    method: options.method ?? 'GET',
    url: new URL(path, ORIGIN),
    authorization: options.authorization ?? (options.token ? `Bearer ${options.token}` : null),
    mode: options.mode ?? 'cors',
    origin: ORIGIN,
  };
}

describe('the service worker routing', () => {
  it("keeps a visitor's catalogue reads in the visitors' cache", () => {
    for (const path of [
      '/api/Category/List?getAll=true',
      '/api/Category/3',
      '/api/ItemGroup/List?categoryId=3',
      '/api/Item/List?pageNumber=1&pageSize=24&categoryId=3&itemGroupId=7',
      '/api/Item/7290000000015',
      '/api/WebsiteConfiguration/List',
      // The server's own search calls: a search, 'did you mean', a code, kept for offline as the catalogue's.
      '/api/Search/Items?term=%D7%91%D7%9E%D7%91%D7%94&pageNumber=1&pageSize=24',
      '/api/Search/Closest?term=xyz',
      '/api/Search/Code/7290000000015',
    ])
      expect({ path, route: routeOf(request(path), NOW) }).toEqual({ path, route: { kind: 'catalogue', cacheName: CATALOGUE_CACHE } });
  });

  it("keeps a business user's searches in that user's own cache, and never a look-up (a POST)", () => {
    expect(routeOf(request('/api/Search/Items?term=x', { token: buyer }), NOW)).toEqual({
      kind: 'user',
      cacheName: userCacheName('2'),
      user: '2',
    });
    expect(routeOf(request('/api/Search/Code/123', { token: buyer }), NOW)).toEqual({
      kind: 'user',
      cacheName: userCacheName('2'),
      user: '2',
    });
    expect(routeOf(request('/api/Search/Lookup', { method: 'POST', token: buyer }), NOW)).toBeNull();
  });

  it("keeps a business user's reads (prices, who they are, their orders) in that user's own cache", () => {
    for (const path of ['/api/Item/List?pageNumber=1', '/api/Account/UserInfo?token=x', '/api/Order/List?pageNumber=1'])
      expect(routeOf(request(path, { token: buyer }), NOW)).toEqual({ kind: 'user', cacheName: userCacheName('2'), user: '2' });
    expect(routeOf(request('/api/Item/List', { token: shop }), NOW)).toEqual({ kind: 'user', cacheName: userCacheName('3'), user: '3' });
    expect(userCacheName('2')).not.toBe(userCacheName('3'));
    expect(userCacheName('2')).not.toBe(CATALOGUE_CACHE);
  });

  it("never keeps a write, Order/Create, a visitor's non-catalogue call, an administrator's or an expired token's read", () => {
    expect(routeOf(request('/api/Order/Create', { method: 'POST', token: buyer }), NOW)).toBeNull();
    expect(routeOf(request('/api/Item/List', { method: 'POST', token: buyer }), NOW)).toBeNull();
    expect(routeOf(request('/api/Account/Login', { method: 'POST' }), NOW)).toBeNull();
    expect(routeOf(request('/api/Order/List'), NOW)).toBeNull();
    expect(routeOf(request('/api/__mock/orders'), NOW)).toBeNull();
    expect(routeOf(request('/api/Item/List', { token: admin }), NOW)).toBeNull();
    expect(routeOf(request('/api/Attribute/GetAttributes', { token: admin }), NOW)).toBeNull();
    expect(routeOf(request('/api/Item/List', { token: expired }), NOW)).toBeNull();
    expect(routeOf(request('/api/Item/List', { authorization: 'Bearer not-a-jwt' }), NOW)).toBeNull();
    expect(routeOf(request('/api/Item/List', { authorization: '' }), NOW)).toBeNull();
    expect(routeOf({ ...request('/api/Item/List'), url: new URL('https://other.example/api/Item/List') }, NOW)).toBeNull();
  });

  it('serves pictures from their own cache, whoever asks, and pages from the network with the shell offline', () => {
    expect(routeOf(request('/api/files/abc.webp'), NOW)).toEqual({ kind: 'picture', cacheName: PICTURES_CACHE });
    expect(routeOf(request('/api/files/abc.webp', { token: buyer }), NOW)).toEqual({ kind: 'picture', cacheName: PICTURES_CACHE });
    expect(routeOf(request('/categories/3', { mode: 'navigate' }), NOW)).toEqual({ kind: 'page' });
    expect(routeOf(request('/', { mode: 'navigate' }), NOW)).toEqual({ kind: 'page' });
    // An order document's link and the API are never pages.
    expect(routeOf(request('/documents/v1.abc', { mode: 'navigate' }), NOW)).toBeNull();
    expect(routeOf(request('/api/Item/List', { mode: 'navigate' }), NOW)).toBeNull();
    // The hashed files are the precache's (registered before these routes), not these.
    expect(routeOf(request('/assets/index-abc.js'), NOW)).toBeNull();
  });

  it("on a sign-out wipes every user's responses; on a user change, every other user's", () => {
    const names = ['workbox-precache-v2-x', CATALOGUE_CACHE, PICTURES_CACHE, userCacheName('2'), userCacheName('3')];
    expect(userCachesToWipe(names, null)).toEqual([userCacheName('2'), userCacheName('3')]);
    expect(userCachesToWipe(names, '3')).toEqual([userCacheName('2')]);
    expect(userCachesToWipe(names, '9')).toEqual([userCacheName('2'), userCacheName('3')]);
  });

  it('keeps a user response under its address without the token in the query', () => {
    expect(userCacheKey(`${ORIGIN}/api/Account/UserInfo?token=abc`)).toBe(`${ORIGIN}/api/Account/UserInfo`);
    expect(userCacheKey(`${ORIGIN}/api/Item/List?pageNumber=1`)).toBe(`${ORIGIN}/api/Item/List?pageNumber=1`);
  });

  it("reads a token's user, and the page's messages defensively", () => {
    expect(userOfToken(buyer)).toEqual({ user: '2', business: true, expiresAt: inAnHour * 1000 });
    expect(userOfToken(admin)?.business).toBe(false);
    expect(userOfToken(null)).toBeNull();
    expect(userOfToken('x.y.z')).toBeNull();
    expect(readPageMessage({ type: 'SESSION', user: '2' })).toEqual({ type: 'SESSION', user: '2' });
    expect(readPageMessage({ type: 'SESSION', user: null })).toEqual({ type: 'SESSION', user: null });
    expect(readPageMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(readPageMessage({ type: 'SESSION', user: 2 })).toBeNull();
    expect(readPageMessage('SKIP_WAITING')).toBeNull();
    expect(readWorkerMessage({ type: 'NETWORK_BACK' })).toEqual({ type: 'NETWORK_BACK' });
    expect(readWorkerMessage({ type: 'network_back' })).toBeNull();
    expect(readWorkerMessage(null)).toBeNull();
    expect(readWorkerMessage('NETWORK_BACK')).toBeNull();
  });
});
