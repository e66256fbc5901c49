// The pages of the storefront and the back office (docs/product.md §2.1, §6.1), once: each page's
// address, who may open it, whether the server draws its first screen, its chunk and the product
// list it shows. The client's router (client/app/App.tsx, client/backoffice/routes.tsx) takes its
// paths from here, and the server's first paint (server/firstPaint.ts), robots.txt and the sitemap
// (server/seo.ts) read the same rows, so no address is written twice (docs/architecture.md §3.5).
import { STOREFRONT_PAGE_SIZE } from '../contract/envelope';

/** A product list's filter: a group's place, a search's term; none of them for every item. */
export interface ListFilter {
  categoryId?: number;
  itemGroupId?: number;
  term?: string;
}

/** A route's parameters as a router gives them (a name to its segment). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** The product list a page shows: its filter read from the address, and how many items a page of it has. */
export interface ProductList {
  filter: (params: PageParams, query: URLSearchParams) => ListFilter;
  pageSize: number;
}

/** One page of the app. */
export interface PageRoute {
  /** The address under '/', as React Router writes it: ':name' is one segment, '*' any address no other page has; '' is the home page. */
  readonly path: string;
  /** Who the router lets in: anyone, or a signed-in user of this type (RequireRole). */
  readonly access: 'public' | 'Business' | 'Administrator';
  /** The server draws its first screen for a visitor (docs/decisions/0003-server-drawn-first-screen.md). */
  readonly serverDrawn: boolean;
  /** Its lazily loaded chunk, as Vite's manifest names it (the page module's name); none: it comes with the app. */
  readonly chunk?: string;
  /** The server preloads the chunk with the page when the browser is to draw it (the pages a visitor opens first). */
  readonly preload?: boolean;
  /** robots.txt keeps crawlers out of its first segment (the cart, the personal areas, the back office's hub). */
  readonly private?: boolean;
  /** In the sitemap: once, or with :categoryId once per category, with :itemGroupId too once per group. */
  readonly sitemap?: boolean;
  /** The product list it shows. */
  readonly list?: ProductList;
}

/** A whole positive id, as an address writes it (up to 9 digits), or null. */
export function pageId(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The filter of a product list's address: a group's ids from the path, a search's term (trimmed) from ?query=. */
export function readListFilter(params: PageParams, query: URLSearchParams): ListFilter {
  const filter: ListFilter = {};
  const categoryId = pageId(params.categoryId);
  const itemGroupId = pageId(params.itemGroupId);
  const term = (query.get('query') ?? '').trim();
  if (categoryId !== null) filter.categoryId = categoryId;
  if (itemGroupId !== null) filter.itemGroupId = itemGroupId;
  if (term) filter.term = term;
  return filter;
}

/** The storefront's product list (a group, a search, every item): one query, whichever page shows it. */
export const productList: ProductList = { filter: readListFilter, pageSize: STOREFRONT_PAGE_SIZE };

const storefront = {
  home: { path: '', access: 'public', serverDrawn: true, sitemap: true },
  category: {
    path: 'categories/:categoryId',
    access: 'public',
    serverDrawn: true,
    chunk: 'CategoryPage',
    preload: true,
    sitemap: true,
  },
  group: {
    path: 'categories/:categoryId/itemGroup/:itemGroupId',
    access: 'public',
    serverDrawn: true,
    chunk: 'ProductListPage',
    preload: true,
    sitemap: true,
    list: productList,
  },
  search: { path: 'search', access: 'public', serverDrawn: true, chunk: 'ProductListPage', preload: true, list: productList },
  items: { path: 'items', access: 'public', serverDrawn: true, chunk: 'ProductListPage', preload: true, sitemap: true, list: productList },
  cart: { path: 'shoppingCart', access: 'public', serverDrawn: false, chunk: 'CartPage', preload: true, private: true },
  thankYou: { path: 'thank-you', access: 'public', serverDrawn: false, chunk: 'ThankYouPage', private: true },
  quickOrder: { path: 'quick-order', access: 'public', serverDrawn: false, chunk: 'QuickOrderPage', preload: true, private: true },
  // The accessibility statement (docs/product.md §2.9).
  accessibility: { path: 'accessibility', access: 'public', serverDrawn: true, chunk: 'AccessibilityPage', preload: true, sitemap: true },
  standingOrders: { path: 'standing-orders', access: 'Business', serverDrawn: false, chunk: 'StandingOrdersPage', private: true },
  businessDashboard: {
    path: 'business/dashboard/:userId',
    access: 'Business',
    serverDrawn: false,
    chunk: 'BusinessDashboardPage',
    private: true,
  },
  orderHistory: {
    path: 'business/dashboard/:userId/orders',
    access: 'Business',
    serverDrawn: false,
    chunk: 'OrderHistoryPage',
    private: true,
  },
} as const satisfies Record<string, PageRoute>;

/** A back-office page: only an administrator's, drawn by the browser, its own chunk. */
const admin = (path: string, chunk: string, more: Partial<PageRoute> = {}): PageRoute => ({
  path,
  access: 'Administrator',
  serverDrawn: false,
  chunk,
  ...more,
});

// The back office (docs/product.md §6.1). Its hub is kept from crawlers; its other addresses share
// their first segment with the catalogue's (/categories/...) or open only a sign-in.
const backOffice = {
  adminHub: admin('admin/dashboard/:userId', 'AdminHubPage', { private: true }),
  adminItems: admin('admin/dashboard/:userId/items', 'AdminItemsPage', { private: true }),
  adminOrders: admin('admin/dashboard/:userId/orders', 'AdminOrdersPage', { private: true }),
  adminPrices: admin('admin/dashboard/:userId/prices', 'PriceGridPage', { private: true }),
  adminInsights: admin('admin/dashboard/:userId/insights', 'InsightsPage', { private: true }),
  customers: admin('customers', 'CustomerListPage'),
  customer: admin('customers/:customerId', 'CustomerCardPage'),
  // The category list is /categories/list (docs/product.md §6.1); /categories stays for links already out there.
  categoriesOld: admin('categories', 'CategoryListPage'),
  categories: admin('categories/list', 'CategoryListPage'),
  addCategory: admin('add-category', 'CategoryAddPage'),
  editCategory: admin('categories/edit/:categoryId', 'CategoryEditPage'),
  attributes: admin('attributes', 'AttributeListPage'),
  addAttribute: admin('add-attribute', 'AttributeAddPage'),
  editAttribute: admin('attributes/edit/:id', 'AttributeEditPage'),
  attributeValues: admin('attributes/:attributeId/values', 'AttributeValuesPage'),
  priceLists: admin('priceLists', 'PriceListListPage'),
  addPriceList: admin('add-priceList', 'PriceListAddPage'),
  editPriceList: admin('priceLists/edit/:priceListId', 'PriceListEditPage'),
  addProduct: admin('add-product', 'ProductAddPage'),
  editProduct: admin('products/edit/:productId', 'ProductEditPage'),
  productPrice: admin('products/:productId/price', 'ProductPricePage'),
  productImages: admin('products/:productId/images', 'ProductImagesPage'),
  // The account forms: not guarded (a link from an e-mail, a signed-in user's own form).
  register: { path: 'register', access: 'public', serverDrawn: false, chunk: 'RegisterPage' },
  resetPassword: { path: 'reset-password', access: 'public', serverDrawn: false, chunk: 'ResetPasswordPage' },
  changePassword: { path: 'change-password', access: 'public', serverDrawn: false, chunk: 'ChangePasswordPage', private: true },
} satisfies Record<string, PageRoute>;

/** Every page by name: the router's paths are `pages.<name>.path`. */
export const pages = {
  ...storefront,
  ...backOffice,
  notFound: { path: '*', access: 'public', serverDrawn: false, chunk: 'NotFoundPage' },
} as const satisfies Record<string, PageRoute>;

/** A page's name. */
export type PageName = keyof typeof pages;

/** Every page, in the order the router lists them. */
export const PAGES: readonly PageRoute[] = Object.values(pages);

/** The chunk of the dialog a link opens (`?d=item&itemId=`), which the server preloads with the page. */
export const DIALOG_CHUNKS: Readonly<Record<string, string>> = { item: 'ItemDialog' };

/** A page an address opens, with its parameters. */
export interface PageMatch {
  page: PageRoute;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

/** A segment decoded, or as it is when it cannot be (a stray '%'), as React Router does. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** How React Router ranks the routes an address matches: a fixed segment above a parameter, any of them above '*'. */
function rank(page: PageRoute): number {
  return segmentsOf(page.path).reduce((score, s) => score + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), page.path === '' ? 1 : 0);
}

/** The page an address's path opens, as the client's router picks it (a trailing '/' and letter case aside); null for none. */
export function matchPage(pathname: string): PageMatch | null {
  // An address's segments but for its leading and trailing '/': an empty one inside ('/categories//1')
  // is no segment a pattern's fixed part or parameter takes, so only the catch-all opens it, as in the router.
  const parts = pathname
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter((s, i, all) => s !== '' || all.length > 1);
  let best: PageMatch | null = null;
  let bestRank = -Infinity;
  for (const page of PAGES) {
    const pattern = segmentsOf(page.path);
    const params: Record<string, string> = {};
    const splat = pattern[pattern.length - 1] === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    const fits = fixed.every((s, i) => {
      const part = parts[i]!;
      if (part === '') return false;
      if (s.startsWith(':')) {
        params[s.slice(1)] = decoded(part);
        return true;
      }
      return s.toLowerCase() === part.toLowerCase();
    });
    if (fits && rank(page) > bestRank) {
      best = { page, params };
      bestRank = rank(page);
    }
  }
  return best;
}

/**
 * The page the server draws for an address, or null: a page it draws, every parameter a whole id
 * (an address the catalogue cannot have is left to the browser).
 */
export function serverDrawnPage(pathname: string): PageMatch | null {
  const match = matchPage(pathname);
  if (!match?.page.serverDrawn) return null;
  return Object.values(match.params).every((p) => pageId(p) !== null) ? match : null;
}

/** A page's address with its parameters filled in. */
export function pagePath(page: PageRoute, params: Readonly<Record<string, string | number>> = {}): string {
  return `/${segmentsOf(page.path)
    .map((s) => (s.startsWith(':') ? encodeURIComponent(String(params[s.slice(1)])) : s))
    .join('/')}`;
}

/** The sitemap's paths: its fixed pages, then each category's page and its groups' pages. */
export function sitemapPaths(categories: ReadonlyArray<{ id: number; itemGroups: ReadonlyArray<{ id: number }> }>): string[] {
  const listed = PAGES.filter((p) => p.sitemap);
  const names = (p: PageRoute) =>
    segmentsOf(p.path)
      .filter((s) => s.startsWith(':'))
      .join();
  const fixed = listed.filter((p) => names(p) === '');
  const ofCategory = listed.filter((p) => names(p) === ':categoryId');
  const ofGroup = listed.filter((p) => names(p) === ':categoryId,:itemGroupId');
  return [
    ...fixed.map((p) => pagePath(p)),
    ...categories.flatMap((c) => [
      ...ofCategory.map((p) => pagePath(p, { categoryId: c.id })),
      ...c.itemGroups.flatMap((g) => ofGroup.map((p) => pagePath(p, { categoryId: c.id, itemGroupId: g.id }))),
    ]),
  ];
}

/** What robots.txt keeps crawlers out of: each private page's first segment ('/admin/' for a longer address). */
export function privatePrefixes(): string[] {
  const prefixes = PAGES.filter((p) => p.private).map((p) => {
    const [first, ...rest] = segmentsOf(p.path);
    return `/${first}${rest.length > 0 ? '/' : ''}`;
  });
  return [...new Set(prefixes)];
}
