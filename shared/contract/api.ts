// Every call the client makes of the provider as one typed table (docs/architecture.md §5).
// The mock provider registers its routes from `route`; the client builds URLs with `apiPath`.
// Each entry also carries, as phantom types, the body it takes and the payload it returns, and the
// facts the storefront's server decides by (`CallFacts`: which calls a visitor's cache may keep,
// which responses carry document links to seal, which limit a call counts against, which writes change
// the catalogue). The server and the service worker find a call by its path (./match.ts) and read
// them here, so a new call is described in this table and its operation (./operations.ts) only.
import type { CustomerInsights, InsightsSummary } from './insights';
import type {
  Attribute,
  AttributeValue,
  BusinessCustomerDetails,
  BusinessCustomerSummary,
  BusinessUser,
  Category,
  Item,
  ItemSummary,
  ItemGroup,
  Order,
  OrderCreated,
  PriceList,
  Product,
  ProviderCapabilities,
  SearchLookup,
  SearchSuggestions,
  StandingOrder,
  UserInfo,
} from './entities';
import type { ItemListQuery, ListAllQuery, OrderListQuery, PagedResult, PagingQuery } from './envelope';
import type { WebsiteConfigEntry } from './settings';
// A body's type is its class-validator DTO (shared/validation), the one declaration of its shape: the mock
// validates with it, the OpenAPI document's schema is made of it, the client's calls are typed by it.
// Type-only, so no decorator reaches the client's bundle through this table.
import type * as Dto from '../validation';

/** HTTP methods the provider uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The per-address limits a call may count against besides the visitors' (server/security.ts); an ordinary call has none. */
export type LimitClass = 'login' | 'password' | 'registration';

/** What the storefront's server needs to know of a call beyond its method and route. */
export interface CallFacts {
  /** A visitor's read of the public catalogue: the same response for every visitor, so caches may keep it (server/catalogueCache.ts, the service worker). */
  readonly catalogueRead?: true;
  /** Its response carries order-document links, which the storefront seals (server/documents.ts). */
  readonly documentLinks?: true;
  /** The per-address limit it counts against (server/security.ts): it checks or hashes a password, or creates an account. */
  readonly limit?: LimitClass;
  /** A success changes what visitors read: the catalogue cache and the first screen's data are read again (server/catalogueCache.ts). */
  readonly changesCatalogue?: true;
  /** Served by the storefront's server itself, from its index of the catalogue (server/search): never sent to the provider. */
  readonly host?: true;
}

/** One call: its method and route pattern (`:name` marks a path parameter). */
export interface Endpoint<Route extends string = string, Body = unknown, Res = unknown, Query = unknown> {
  readonly method: HttpMethod;
  readonly route: Route;
  readonly facts?: CallFacts;
  /** Phantom fields: types only, never set at run time. */
  readonly _body?: Body;
  readonly _res?: Res;
  readonly _query?: Query;
}

/** The names of a route's path parameters, for example 'id' in '/Category/:id'. */
export type RouteParamNames<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? P | RouteParamNames<`/${Rest}`>
  : R extends `${string}:${infer P}`
    ? P
    : never;

/** The values a route's path parameters take. */
export type RouteParams<R extends string> = { [K in RouteParamNames<R>]: string | number | boolean };

/** The body an endpoint takes. */
export type BodyOf<E> = E extends Endpoint<string, infer B, unknown, unknown> ? B : never;
/** The payload an endpoint returns. */
export type PayloadOf<E> = E extends Endpoint<string, unknown, infer R, unknown> ? R : never;
/** The query an endpoint takes. */
export type QueryOf<E> = E extends Endpoint<string, unknown, unknown, infer Q> ? Q : never;

const NO_FACTS: CallFacts = Object.freeze({});

/** Declares one endpoint; the type arguments are its body, payload and query. */
function call<Body = undefined, Res = undefined, Query = undefined>() {
  return <const R extends string>(method: HttpMethod, route: R, facts: CallFacts = NO_FACTS): Endpoint<R, Body, Res, Query> => ({
    method,
    route,
    facts,
  });
}

/** The facts of a read of the public catalogue, and of an administrator's write to it. */
const catalogueRead: CallFacts = { catalogueRead: true };
const catalogueWrite: CallFacts = { changesCatalogue: true };

/** Multipart form data with one field named `file`. */
export type FileUpload = { file: Blob };

export const endpoints = {
  account: {
    login: call<Dto.LoginDto, string>()('POST', '/Account/Login', { limit: 'login' }),
    registerBusiness: call<Dto.BusinessAccountDto, string>()('POST', '/Account/Register/Business', { limit: 'registration' }),
    resetPassword: call<undefined, undefined>()('POST', '/Account/ResetPassword/:email', { limit: 'password' }),
    changePassword: call<Dto.ChangePasswordDto, string | undefined>()('POST', '/Account/ChangePassword', { limit: 'password' }),
    userInfo: call<undefined, UserInfo, { token?: string }>()('GET', '/Account/UserInfo'),
    usersByBusinessCustomer: call<undefined, PagedResult<BusinessUser>, PagingQuery & { customerId?: number }>()(
      'GET',
      '/Account/UsersByBusinessCustomer',
    ),
    deleteUser: call()('POST', '/Account/DeleteUser/:id'),
  },
  businessCustomer: {
    list: call<undefined, BusinessCustomerSummary[]>()('GET', '/BusinessCustomer/List'),
    /** One customer's details and price list (the customer card; a provider may leave it out). */
    get: call<undefined, BusinessCustomerDetails>()('GET', '/BusinessCustomer/:customerId'),
    /** Moves a customer to another price list (the customer card; a provider may leave it out). */
    setPriceList: call()('POST', '/BusinessCustomer/Update/PriceList/:customerId/:priceListId', catalogueWrite),
  },
  websiteConfiguration: {
    addOrUpdate: call<Dto.SiteSettingDto>()('POST', '/WebsiteConfiguration/AddOrUpdate', catalogueWrite),
    delete: call<Dto.SiteSettingDeleteDto>()('POST', '/WebsiteConfiguration/Delete', catalogueWrite),
    getByKey: call<undefined, WebsiteConfigEntry, { key: string }>()('GET', '/WebsiteConfiguration/GetByKey', catalogueRead),
    list: call<undefined, WebsiteConfigEntry[]>()('GET', '/WebsiteConfiguration/List', catalogueRead),
    upload: call<FileUpload, { url: string }>()('POST', '/WebsiteConfiguration/Upload/:configKey', catalogueWrite),
    deleteBanner: call()('POST', '/WebsiteConfiguration/Delete/HomeBanner/:bannerId', catalogueWrite),
  },
  category: {
    add: call<Dto.CategoryAddDto, number>()('POST', '/Category/Add', catalogueWrite),
    update: call<Dto.CategoryUpdateDto>()('POST', '/Category/Update', catalogueWrite),
    updateImage: call<FileUpload, { url: string }>()('POST', '/Category/Update/Image/:id', catalogueWrite),
    delete: call()('POST', '/Category/Delete/:id', catalogueWrite),
    list: call<undefined, PagedResult<Category>, ListAllQuery>()('GET', '/Category/List', catalogueRead),
    get: call<undefined, Category>()('GET', '/Category/:id', catalogueRead),
  },
  itemGroup: {
    list: call<undefined, PagedResult<ItemGroup>, ListAllQuery & { categoryId?: number }>()('GET', '/ItemGroup/List', catalogueRead),
    connect: call()('POST', '/ItemGroup/Category/Connect/:categoryId/:itemGroupId', catalogueWrite),
    disconnect: call()('POST', '/ItemGroup/Category/Disconnect/:categoryId/:itemGroupId', catalogueWrite),
    updateDisplayOrder: call()('POST', '/ItemGroup/Update/DisplayOrder/:itemGroupId/:displayOrder', catalogueWrite),
  },
  attribute: {
    add: call<Dto.AttributeDto, number>()('POST', '/Attribute/Add', catalogueWrite),
    update: call<Dto.AttributeUpdateDto>()('POST', '/Attribute/Update', catalogueWrite),
    delete: call()('DELETE', '/Attribute/Delete/:id', catalogueWrite),
    list: call<undefined, PagedResult<Attribute>, PagingQuery>()('GET', '/Attribute/GetAttributes'),
    addValue: call<Dto.AttributeValueDto, number>()('POST', '/Attribute/AddValue', catalogueWrite),
    updateValue: call<Dto.AttributeValueUpdateDto>()('POST', '/Attribute/UpdateValue', catalogueWrite),
    deleteValue: call()('DELETE', '/Attribute/DeleteValue/:id', catalogueWrite),
    values: call<undefined, AttributeValue[]>()('GET', '/Attribute/Values/:attributeId'),
    get: call<undefined, Attribute>()('GET', '/Attribute/:id'),
  },
  priceList: {
    add: call<Dto.PriceListDto, number>()('POST', '/PriceList/Add', catalogueWrite),
    update: call<Dto.PriceListUpdateDto>()('POST', '/PriceList/Update', catalogueWrite),
    delete: call()('DELETE', '/PriceList/Delete/:id', catalogueWrite),
    list: call<undefined, PagedResult<PriceList>, PagingQuery>()('GET', '/PriceList/GetAll'),
    addPrice: call<Dto.PriceDto>()('POST', '/PriceList/Price/Add', catalogueWrite),
    updatePrice: call<Dto.PriceDto>()('POST', '/PriceList/Price/Update', catalogueWrite),
  },
  product: {
    add: call<Dto.ProductDto, number>()('POST', '/Product/Add', catalogueWrite),
    update: call<Dto.ProductUpdateDto>()('POST', '/Product/Update', catalogueWrite),
    delete: call()('DELETE', '/Product/Delete/:id', catalogueWrite),
    get: call<undefined, Product>()('GET', '/Product/:id'),
    uploadImage: call<FileUpload, { id: number; url: string }>()('POST', '/Product/Update/Image/:productId/:flag', catalogueWrite),
    deleteImage: call()('DELETE', '/Product/Delete/Image/:productId/:imageId', catalogueWrite),
    setPrimaryImage: call()('DELETE', '/Product/Update/Image/Primary/Set/:productId/:imageId', catalogueWrite),
  },
  item: {
    list: call<undefined, PagedResult<Item>, ItemListQuery>()('GET', '/Item/List', catalogueRead),
    get: call<undefined, Item>()('GET', '/Item/:itemId', catalogueRead),
    updateExtension: call<Dto.ItemExtensionDto>()('POST', '/Item/Extensions/Update/:itemId', catalogueWrite),
    updateAttributes: call<Dto.ItemAttributeListDto['items']>()('POST', '/Item/Extensions/Update/Attributes/:itemId', catalogueWrite),
    updateRelatedItems: call<Dto.RelatedItemListDto['items']>()('POST', '/Item/Extensions/Update/RelatedItems/:itemId', catalogueWrite),
  },
  order: {
    create: call<Dto.OrderCreateDto, OrderCreated>()('POST', '/Order/Create', { documentLinks: true }),
    list: call<undefined, PagedResult<Order>, OrderListQuery>()('GET', '/Order/List', { documentLinks: true }),
    /** The printable order document (the mock's stand-in for the accounting system's link). */
    document: call()('GET', '/Order/Document/:token'),
    /** Capability 'order-status': an administrator moves an order along. */
    setStatus: call<Dto.OrderStatusDto>()('POST', '/Order/Status/:orderId'),
    /** Capability 'order-change': the buyer changes a placed order until its cutoff (the whole order again, as Order/Create takes it). */
    update: call<Dto.OrderCreateDto, OrderCreated>()('POST', '/Order/Update/:orderId', { documentLinks: true }),
  },
  files: {
    get: call()('GET', '/files/:id'),
  },
  capabilities: {
    /** Optional: a provider without it (404) offers no optional capability. The storefront's server answers it from what it read (server/capabilities.ts). */
    list: call<undefined, ProviderCapabilities>()('GET', '/Capabilities', catalogueRead),
  },
} as const;

/** Fills a route's path parameters, each URI-encoded: apiPath(endpoints.category.get, { id: 3 }) is '/Category/3'. */
export function apiPath<R extends string>(endpoint: { route: R }, params: RouteParams<R>): string {
  const values = params as Record<string, string | number | boolean>;
  return endpoint.route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${endpoint.route}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The mock provider's test control API (MOCK_CONTROL=true only; 404 otherwise): kept apart from the
 * provider's calls, which a real provider serves and the client uses.
 */
export const mockControlEndpoints = {
  reset: call<undefined, { orders: number }>()('POST', '/__mock/reset'),
  addFault: call<Dto.MockFaultDto, { faults: number }>()('POST', '/__mock/faults'),
  clearFaults: call<undefined, { faults: number }>()('DELETE', '/__mock/faults'),
  faultState: call<undefined, { faults: number; held: number }>()('GET', '/__mock/faults'),
  orders: call<undefined, unknown[]>()('GET', '/__mock/orders'),
  setClock: call<Dto.MockClockDto, { now: string; aheadMinutes: number }>()('POST', '/__mock/clock'),
} as const;

/** The facts of the storefront server's own reads: answered from its index, kept for offline use like the catalogue's. */
const hostRead: CallFacts = { host: true, catalogueRead: true };

/**
 * The storefront server's own calls, under /api beside the provider's: its index of the catalogue
 * (server/search) answers them, in both modes; no provider implements them. Their payloads carry
 * prices only as the provider gives them to the caller (asked with the caller's own token).
 */
export const searchEndpoints = {
  items: call<
    undefined,
    PagedResult<ItemSummary>,
    { term: string; pageNumber?: number; pageSize?: number; categoryId?: number; itemGroupId?: number }
  >()('GET', '/Search/Items', hostRead),
  closest: call<undefined, SearchSuggestions, { term: string }>()('GET', '/Search/Closest', hostRead),
  code: call<undefined, ItemSummary>()('GET', '/Search/Code/:code', hostRead),
  lookup: call<Dto.SearchLookupDto, SearchLookup>()('POST', '/Search/Lookup', { host: true }),
} as const;

/** The facts of the storefront server's own calls that are no read of the catalogue: a signed-in buyer's own, never kept by a cache. */
const hostOwn: CallFacts = { host: true };

/**
 * The storefront server's standing orders (server/standing, docs/product.md §5.12): a signed-in
 * buyer's own, kept by the server (Redis or a file), in both modes; no provider implements them.
 */
export const standingEndpoints = {
  list: call<undefined, StandingOrder[]>()('GET', '/StandingOrder/List', hostOwn),
  create: call<Dto.StandingOrderInputDto, StandingOrder>()('POST', '/StandingOrder/Create', hostOwn),
  update: call<Dto.StandingOrderInputDto, StandingOrder>()('POST', '/StandingOrder/Update/:id', hostOwn),
  outcome: call<Dto.StandingOutcomeDto, StandingOrder>()('POST', '/StandingOrder/Outcome/:id', hostOwn),
  delete: call<undefined, null>()('DELETE', '/StandingOrder/:id', hostOwn),
} as const;

/**
 * The storefront server's insights (server/insights, docs/product.md §6.5): what a store manager opens
 * first, computed by the server from every order; an administrator's, never kept by a cache.
 */
export const insightsEndpoints = {
  summary: call<undefined, InsightsSummary, { from?: string; to?: string }>()('GET', '/Insights/Summary', hostOwn),
  customer: call<undefined, CustomerInsights>()('GET', '/Insights/Customer/:customerId', hostOwn),
} as const;

/** The storefront server's own calls as a flat list (groups 'search', 'standing' and 'insights'). */
export function hostEndpoints(): Array<{ group: string; name: string; endpoint: Endpoint }> {
  return [
    ...Object.entries(searchEndpoints).map(([name, endpoint]) => ({ group: 'search', name, endpoint: endpoint as Endpoint })),
    ...Object.entries(standingEndpoints).map(([name, endpoint]) => ({ group: 'standing', name, endpoint: endpoint as Endpoint })),
    ...Object.entries(insightsEndpoints).map(([name, endpoint]) => ({ group: 'insights', name, endpoint: endpoint as Endpoint })),
  ];
}

/** Every endpoint of the provider's table as a flat list, for route checks and contract tests (the server's own calls: hostEndpoints). */
export function allEndpoints(): Array<{ group: string; name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([group, calls]) =>
    Object.entries(calls).map(([name, endpoint]) => ({ group, name, endpoint: endpoint as Endpoint })),
  );
}
