// The server and the service worker find a call of the endpoint table by its path (docs/architecture.md §3.1).
import { allEndpoints, endpoints } from './api';
import { CATALOGUE_READS, isCatalogueReadPath } from './catalogueReads';
import { callAt, callsAt } from './match';

/** A route as the server's normalised path reads it: parameters filled, lower-cased. */
const sample = (route: string) =>
  route.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'email' ? 'a@x.com' : `7${name}`)).toLowerCase();

describe('callAt', () => {
  it('finds every call of the table by its own path and method, the most literal route first', () => {
    for (const { endpoint } of allEndpoints()) {
      expect({ route: endpoint.route, found: callAt(endpoint.method, sample(endpoint.route))?.route }).toEqual({
        route: endpoint.route,
        found: endpoint.route,
      });
    }
    expect(callAt('GET', '/item/list')).toBe(endpoints.item.list);
    expect(callAt('GET', '/item/abc-1')).toBe(endpoints.item.get);
    expect(callAt('GET', '/attribute/values/5')).toBe(endpoints.attribute.values);
    expect(callAt('HEAD', '/category/list')).toBe(endpoints.category.list);
  });

  it('takes a parameter sent with an encoded slash (decoded in the normalised path) for that call, and nothing else for one', () => {
    expect(callAt('POST', '/account/resetpassword/a/b@x.com')).toBe(endpoints.account.resetPassword);
    expect(callAt('POST', '/account/login/x')).toBeNull();
    expect(callAt('GET', '/account/login')).toBeNull();
    expect(callAt('GET', '/nosuchgroup/list')).toBeNull();
    expect(callAt('GET', '/')).toBeNull();
    expect(callsAt('/order/create')).toEqual([endpoints.order.create]);
  });
});

describe('the facts of the table', () => {
  it('marks the public catalogue reads, and the service worker matches them on the path as sent', () => {
    // The provider's seven and its capabilities (kept offline: the same for everyone), and the server's own three search reads.
    expect(CATALOGUE_READS).toHaveLength(11);
    for (const path of [
      '/Category/List',
      '/Category/12',
      '/ItemGroup/List',
      '/Item/List',
      '/Item/100004',
      '/WebsiteConfiguration/List',
      '/Capabilities',
      '/Search/Items',
      '/Search/Closest',
      '/Search/Code/7290000000015',
    ]) {
      expect({ path, read: isCatalogueReadPath(path) }).toEqual({ path, read: true });
    }
    for (const path of ['/Order/List', '/Account/UserInfo', '/Attribute/GetAttributes', '/Item/List/x', '/files/abc']) {
      expect({ path, read: isCatalogueReadPath(path) }).toEqual({ path, read: false });
    }
  });

  it('gives the account calls that check a password their limit class, the order responses their document links, and every catalogue write its change', () => {
    const facts = (group: string, name: string) => (endpoints as Record<string, Record<string, { facts?: object }>>)[group]![name]!.facts;
    expect(facts('account', 'login')).toEqual({ limit: 'login' });
    expect(facts('account', 'resetPassword')).toEqual({ limit: 'password' });
    expect(facts('account', 'changePassword')).toEqual({ limit: 'password' });
    expect(facts('account', 'registerBusiness')).toEqual({ limit: 'registration' });
    expect(facts('order', 'create')).toEqual({ documentLinks: true });
    expect(facts('order', 'list')).toEqual({ documentLinks: true });
    // Every write outside the account and order calls changes what visitors read; none of theirs does.
    for (const { group, endpoint } of allEndpoints()) {
      const write = endpoint.method !== 'GET';
      const changes = endpoint.facts?.changesCatalogue === true;
      expect({ call: `${endpoint.method} ${endpoint.route}`, changes }).toEqual({
        call: `${endpoint.method} ${endpoint.route}`,
        changes: write && group !== 'account' && group !== 'order',
      });
    }
  });
});
