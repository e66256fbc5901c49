import { STOREFRONT_PAGE_SIZE } from '../contract/envelope';
import { matchPage, PAGES, pagePath, pages, privatePrefixes, productList, readListFilter, serverDrawnPage, sitemapPaths } from './routes';

const filterOf = (path: string, query = '') => readListFilter(matchPage(path)?.params ?? {}, new URLSearchParams(query));

describe("a product list's filter, read from its address", () => {
  it("takes a group's place from the path and a search's term, trimmed, from ?query=", () => {
    expect(filterOf('/categories/3/itemGroup/7')).toStrictEqual({ categoryId: 3, itemGroupId: 7 });
    expect(filterOf('/search', 'query=%20%D7%97%D7%9C%D7%91%20')).toStrictEqual({ term: 'חלב' });
    expect(filterOf('/categories/3/itemGroup/7', 'query=milk')).toStrictEqual({ categoryId: 3, itemGroupId: 7, term: 'milk' });
  });

  it('is empty for every item, a blank search, and an id that is no whole positive id', () => {
    expect(filterOf('/items')).toStrictEqual({});
    expect(filterOf('/search', 'query=%20%20')).toStrictEqual({});
    expect(filterOf('/categories/0/itemGroup/x7')).toStrictEqual({});
    expect(filterOf('/categories/1234567890/itemGroup/-1')).toStrictEqual({});
  });

  it('is the one parser of every list page, with the storefront page size', () => {
    const lists = PAGES.filter((p) => p.list);
    expect(lists.map((p) => p.path)).toEqual(['categories/:categoryId/itemGroup/:itemGroupId', 'search', 'items']);
    for (const page of lists) expect(page.list).toBe(productList);
    expect(productList).toEqual({ filter: readListFilter, pageSize: STOREFRONT_PAGE_SIZE });
  });
});

describe('the page an address opens', () => {
  it('is the one the router ranks first: a fixed segment before a parameter, anything before the catch-all', () => {
    expect(matchPage('/')?.page).toBe(pages.home);
    expect(matchPage('/categories/list')?.page).toBe(pages.categories);
    expect(matchPage('/categories/3')).toEqual({ page: pages.category, params: { categoryId: '3' } });
    expect(matchPage('/categories/edit/3')?.page).toBe(pages.editCategory);
    expect(matchPage('/admin/dashboard/9/orders')).toEqual({ page: pages.adminOrders, params: { userId: '9' } });
    expect(matchPage('/business/dashboard/9/orders')?.page).toBe(pages.orderHistory);
    expect(matchPage('/no/such/page')?.page).toBe(pages.notFound);
  });

  it('opens nothing but the catch-all at an address with an empty segment inside, as the router', () => {
    expect(matchPage('/categories//1')?.page).toBe(pages.notFound);
    expect(matchPage('/admin//dashboard/9')?.page).toBe(pages.notFound);
  });

  it('takes a trailing slash and any letter case, and decodes its parameters', () => {
    expect(matchPage('/items/')?.page).toBe(pages.items);
    expect(matchPage('/ShoppingCart')?.page).toBe(pages.cart);
    expect(matchPage('/customers/a%20b')?.params).toEqual({ customerId: 'a b' });
    expect(matchPage('/customers/%E0%A4%A')?.params).toEqual({ customerId: '%E0%A4%A' });
  });

  it('is drawn by the server only for the public catalogue and the accessibility statement, with whole ids', () => {
    for (const path of ['/', '/categories/3', '/categories/3/itemGroup/7', '/search', '/items/', '/accessibility']) {
      expect(serverDrawnPage(path)).not.toBeNull();
    }
    for (const path of ['/categories/x', '/categories/0/itemGroup/7', '/shoppingCart', '/quick-order', '/categories/list', '/nowhere']) {
      expect(serverDrawnPage(path)).toBeNull();
    }
    expect(PAGES.filter((p) => p.serverDrawn).every((p) => p.access === 'public')).toBe(true);
  });
});

describe('what search engines are told', () => {
  it('maps the fixed public pages, then each category and its groups', () => {
    const categories = [
      { id: 2, itemGroups: [{ id: 5 }, { id: 6 }] },
      { id: 3, itemGroups: [] },
    ];
    expect(sitemapPaths(categories)).toEqual([
      '/',
      '/items',
      '/accessibility',
      '/categories/2',
      '/categories/2/itemGroup/5',
      '/categories/2/itemGroup/6',
      '/categories/3',
    ]);
  });

  it("keeps crawlers out of the private pages' first segments, and out of no page the sitemap lists", () => {
    const prefixes = privatePrefixes();
    expect(prefixes).toEqual([
      '/shoppingCart',
      '/thank-you',
      '/quick-order',
      '/standing-orders',
      '/business/',
      '/admin/',
      '/change-password',
    ]);
    const mapped = sitemapPaths([{ id: 1, itemGroups: [{ id: 1 }] }]);
    for (const path of mapped) expect(prefixes.filter((p) => path.startsWith(p))).toEqual([]);
    for (const page of PAGES.filter((p) => p.sitemap || p.serverDrawn)) expect(page.access).toBe('public');
  });

  it('fills a pattern with its parameters', () => {
    expect(pagePath(pages.group, { categoryId: 1, itemGroupId: 22 })).toBe('/categories/1/itemGroup/22');
    expect(pagePath(pages.home)).toBe('/');
  });
});

describe('the chunks the server preloads', () => {
  it('are named for every lazily loaded page the server preloads', () => {
    for (const page of PAGES.filter((p) => p.preload)) expect(page.chunk).toMatch(/^[A-Z]\w+Page$/);
    expect(PAGES.filter((p) => p.preload).map((p) => p.path)).toEqual([
      'categories/:categoryId',
      'categories/:categoryId/itemGroup/:itemGroupId',
      'search',
      'items',
      'shoppingCart',
      'quick-order',
      'accessibility',
    ]);
  });
});
