// Every call of SPEC.md section 7 (plus the additions of DESIGN.md section 3) as one typed table.
// The mock provider registers its routes from `route`; the client builds URLs with `apiPath`.
// Each entry also carries, as phantom types, the body it takes and the payload it returns.
import type {
  Attribute,
  AttributeValue,
  BusinessAccountCreate,
  BusinessCustomerSummary,
  BusinessUser,
  Category,
  CategoryInput,
  Item,
  ItemAttribute,
  ItemExtension,
  ItemGroup,
  Order,
  OrderCreate,
  OrderCreated,
  PriceInput,
  PriceList,
  Product,
  ProductInput,
  UserInfo,
} from './entities';
import type { ItemListQuery, ListAllQuery, OrderListQuery, PagedResult, PagingQuery } from './envelope';
import type { WebsiteConfigEntry } from './settings';

/** HTTP methods the provider uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One call: its method and route pattern (`:name` marks a path parameter). */
export interface Endpoint<Route extends string = string, Body = unknown, Res = unknown, Query = unknown> {
  readonly method: HttpMethod;
  readonly route: Route;
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

/** Declares one endpoint; the type arguments are its body, payload and query. */
function call<Body = undefined, Res = undefined, Query = undefined>() {
  return <const R extends string>(method: HttpMethod, route: R): Endpoint<R, Body, Res, Query> => ({ method, route });
}

/** Multipart form data with one field named `file`. */
export type FileUpload = { file: Blob };

export const endpoints = {
  account: {
    login: call<{ email: string; password: string }, string>()('POST', '/Account/Login'),
    registerBusiness: call<BusinessAccountCreate, string>()('POST', '/Account/Register/Business'),
    resetPassword: call<undefined, undefined>()('POST', '/Account/ResetPassword/:email'),
    changePassword: call<{ email: string; oldPassword: string; newPassword: string }, string | undefined>()(
      'POST',
      '/Account/ChangePassword',
    ),
    userInfo: call<undefined, UserInfo, { token?: string }>()('GET', '/Account/UserInfo'),
    usersByBusinessCustomer: call<undefined, PagedResult<BusinessUser>, PagingQuery & { customerId?: number }>()(
      'GET',
      '/Account/UsersByBusinessCustomer',
    ),
    deleteUser: call()('POST', '/Account/DeleteUser/:id'),
  },
  businessCustomer: {
    list: call<undefined, BusinessCustomerSummary[]>()('GET', '/BusinessCustomer/List'),
  },
  websiteConfiguration: {
    addOrUpdate: call<WebsiteConfigEntry>()('POST', '/WebsiteConfiguration/AddOrUpdate'),
    delete: call<{ key: string }>()('POST', '/WebsiteConfiguration/Delete'),
    getByKey: call<undefined, WebsiteConfigEntry, { key: string }>()('GET', '/WebsiteConfiguration/GetByKey'),
    list: call<undefined, WebsiteConfigEntry[]>()('GET', '/WebsiteConfiguration/List'),
    upload: call<FileUpload, { url: string }>()('POST', '/WebsiteConfiguration/Upload/:configKey'),
    deleteBanner: call()('POST', '/WebsiteConfiguration/Delete/HomeBanner/:bannerId'),
  },
  category: {
    add: call<CategoryInput, number>()('POST', '/Category/Add'),
    update: call<CategoryInput>()('POST', '/Category/Update'),
    updateImage: call<FileUpload, { url: string }>()('POST', '/Category/Update/Image/:id'),
    delete: call()('POST', '/Category/Delete/:id'),
    list: call<undefined, PagedResult<Category>, ListAllQuery>()('GET', '/Category/List'),
    get: call<undefined, Category>()('GET', '/Category/:id'),
  },
  itemGroup: {
    list: call<undefined, PagedResult<ItemGroup>, ListAllQuery & { categoryId?: number }>()('GET', '/ItemGroup/List'),
    connect: call()('POST', '/ItemGroup/Category/Connect/:categoryId/:itemGroupId'),
    disconnect: call()('POST', '/ItemGroup/Category/Disconnect/:categoryId/:itemGroupId'),
    updateDisplayOrder: call()('POST', '/ItemGroup/Update/DisplayOrder/:itemGroupId/:displayOrder'),
  },
  attribute: {
    add: call<{ name: string; description: string }, number>()('POST', '/Attribute/Add'),
    update: call<Attribute>()('POST', '/Attribute/Update'),
    delete: call()('DELETE', '/Attribute/Delete/:id'),
    list: call<undefined, PagedResult<Attribute>, PagingQuery>()('GET', '/Attribute/GetAttributes'),
    addValue: call<{ attributeId: number; value: string }, number>()('POST', '/Attribute/AddValue'),
    updateValue: call<AttributeValue>()('POST', '/Attribute/UpdateValue'),
    deleteValue: call()('DELETE', '/Attribute/DeleteValue/:id'),
    values: call<undefined, AttributeValue[]>()('GET', '/Attribute/Values/:attributeId'),
    get: call<undefined, Attribute>()('GET', '/Attribute/:id'),
  },
  priceList: {
    add: call<{ name: string }, number>()('POST', '/PriceList/Add'),
    update: call<PriceList>()('POST', '/PriceList/Update'),
    delete: call()('DELETE', '/PriceList/Delete/:id'),
    list: call<undefined, PagedResult<PriceList>, PagingQuery>()('GET', '/PriceList/GetAll'),
    addPrice: call<PriceInput>()('POST', '/PriceList/Price/Add'),
    updatePrice: call<PriceInput>()('POST', '/PriceList/Price/Update'),
  },
  product: {
    add: call<ProductInput, number>()('POST', '/Product/Add'),
    update: call<ProductInput>()('POST', '/Product/Update'),
    delete: call()('DELETE', '/Product/Delete/:id'),
    get: call<undefined, Product>()('GET', '/Product/:id'),
    uploadImage: call<FileUpload, { id: number; url: string }>()('POST', '/Product/Update/Image/:productId/:flag'),
    deleteImage: call()('DELETE', '/Product/Delete/Image/:productId/:imageId'),
    setPrimaryImage: call()('DELETE', '/Product/Update/Image/Primary/Set/:productId/:imageId'),
  },
  item: {
    list: call<undefined, PagedResult<Item>, ItemListQuery>()('GET', '/Item/List'),
    get: call<undefined, Item>()('GET', '/Item/:itemId'),
    updateExtension: call<ItemExtension>()('POST', '/Item/Extensions/Update/:itemId'),
    updateAttributes: call<ItemAttribute[]>()('POST', '/Item/Extensions/Update/Attributes/:itemId'),
    updateRelatedItems: call<string[]>()('POST', '/Item/Extensions/Update/RelatedItems/:itemId'),
  },
  order: {
    create: call<OrderCreate, OrderCreated>()('POST', '/Order/Create'),
    list: call<undefined, PagedResult<Order>, OrderListQuery>()('GET', '/Order/List'),
    /** The printable order document (the mock's stand-in for the accounting system's link). */
    document: call()('GET', '/Order/Document/:token'),
  },
  files: {
    get: call()('GET', '/files/:id'),
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
 * provider's calls, which a real provider answers and the client uses.
 */
export const mockControlEndpoints = {
  reset: call<undefined, { orders: number }>()('POST', '/__mock/reset'),
  addFault: call<object, { faults: number }>()('POST', '/__mock/faults'),
  clearFaults: call<undefined, { faults: number }>()('DELETE', '/__mock/faults'),
  orders: call<undefined, unknown[]>()('GET', '/__mock/orders'),
} as const;

/** Every endpoint of the table as a flat list, for route checks and contract tests. */
export function allEndpoints(): Array<{ group: string; name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([group, calls]) =>
    Object.entries(calls).map(([name, endpoint]) => ({ group, name, endpoint: endpoint as Endpoint })),
  );
}
