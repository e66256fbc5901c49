// What each call of the endpoint table (./api.ts) is, beyond its method and route: who may make it,
// the DTOs of its query and body, the payload it responds with, the path parameters it takes. The
// mock provider registers its routes from this table (mock-provider/http/route.ts), the OpenAPI
// document is generated from it (./openapi.ts), and the role tests read it. It is typed over the
// endpoint table, so a call cannot be added to one without the other. The client does not import
// it (the DTO classes and schema decorators stay out of the storefront's bundle).
import { JWT_PATTERN } from '../rules/token';
import type { ClassConstructor } from 'class-transformer';
import { ErrorCode } from '../errors';
import {
  AttributeDto,
  AttributeUpdateDto,
  AttributeValueDto,
  AttributeValueUpdateDto,
  BusinessAccountDto,
  CategoryAddDto,
  CategoryUpdateDto,
  ChangePasswordDto,
  ItemAttributeListDto,
  ItemExtensionDto,
  ItemListQueryDto,
  ListAllQueryDto,
  LoginDto,
  MockClockDto,
  MockFaultDto,
  OrderCreateDto,
  OrderListQueryDto,
  OrderStatusDto,
  PagingQueryDto,
  PriceDto,
  PriceListDto,
  PriceListUpdateDto,
  ProductDto,
  ProductUpdateDto,
  RelatedItemListDto,
  SearchItemsQueryDto,
  SearchLookupDto,
  StandingOrderInputDto,
  StandingOutcomeDto,
  SearchTermQueryDto,
  SettingKeyQueryDto,
  SiteSettingDeleteDto,
  SiteSettingDto,
  UserInfoQueryDto,
  UsersQueryDto,
  InsightsQueryDto,
} from '../validation';
import {
  endpoints,
  insightsEndpoints,
  mockControlEndpoints,
  searchEndpoints,
  standingEndpoints,
  type BodyOf,
  type Endpoint,
  type FileUpload,
} from './api';
import { CustomerInsights, InsightsSummary } from './insights';
import {
  Attribute,
  AttributeValue,
  BusinessCustomerDetails,
  BusinessCustomerSummary,
  BusinessUser,
  Category,
  Item,
  ItemGroup,
  ItemSummary,
  Order,
  OrderChangedDetails,
  OrderClosedDetails,
  BelowMinimumDetails,
  OrderCreated,
  PriceList,
  PriceListInUseDetails,
  Product,
  ProviderCapabilities,
  SearchLookup,
  SearchSuggestions,
  StandingLimitDetails,
  StandingOrder,
  UploadedImage,
  UploadedProductImage,
  UserInfo,
  WebsiteConfigEntry,
} from './entities';
import { FaultCount, FaultState, MockClock, ReceivedOrder, ResetResult } from './mockControl';
import { UPLOAD_SETTING_KEYS } from './settings';
import type { Capability } from './capabilities';

/** Who may make a call (docs/product.md §1.4). */
export type Access = 'public' | 'signedIn' | 'business' | 'admin' | 'businessOrAdmin';

/** A payload class. */
type Shape = ClassConstructor<object>;

/** What a successful request responds with. */
export type Payload =
  | { kind: 'none' }
  | { kind: 'string'; description: string; pattern?: string }
  | { kind: 'integer'; description: string }
  | { kind: 'object'; of: Shape }
  | { kind: 'list'; of: Shape }
  | { kind: 'paged'; of: Shape }
  /** Not an envelope: an HTML page (the order document). */
  | { kind: 'html' }
  /** Not an envelope: the bytes of an image. */
  | { kind: 'image' };

/** A path parameter's kind: a positive integer id (the default), a whole number from 0, text, an item's code (at most 100 characters), an email address, a boolean, or one of a list. */
export type Param = 'id' | 'count' | 'text' | 'code' | 'email' | 'boolean' | { oneOf: readonly string[] };

/** One call. */
export interface Operation {
  summary: string;
  access: Access;
  payload: Payload;
  query?: ClassConstructor<object>;
  body?: ClassConstructor<object>;
  /** The body is a JSON list; this DTO checks it as `{ items: [...] }`. */
  listBody?: ClassConstructor<object>;
  /** The call takes one image in the multipart field `file`. */
  upload?: boolean;
  /** Path parameters that are not positive integer ids. */
  params?: Record<string, Param>;
  /** Refusals particular to the call, beyond those every call may give. */
  conflict?: string;
  /** A rule only the provider keeps (the storefront's server passes the call on as it is): said in the document, checked by verify-provider. */
  duty?: string;
  /**
   * The class of `error.details` in the 409 refusal, when it has details; by error code when the call
   * refuses in more than one way ({ order_changed: OrderChangedDetails, below_minimum: BelowMinimumDetails }).
   */
  conflictDetails?: Shape | Readonly<Record<string, Shape>>;
  /** Query parameters only an administrator may send, on a call others may make (403 for anyone else). */
  adminQuery?: readonly string[];
  /** The token may come as the query parameter `token` instead of the Authorization header (Account/UserInfo). */
  tokenInQuery?: boolean;
  /** Takes an Idempotency-Key header (Order/Create). */
  idempotent?: boolean;
  /** Only in the mock with MOCK_CONTROL=true. */
  testOnly?: boolean;
  /** Served by the storefront's server itself (its search index, server/search), in both modes: no provider implements it. */
  host?: boolean;
  /** Kept in the storefront server's own store (server/standing): 503 service_unavailable while that store does not answer. */
  ownStore?: boolean;
  /** A provider may leave it out: it answers 404 (x-optional). */
  optional?: boolean;
  /** Offered only by a provider whose GET /Capabilities lists this capability (x-capability; optional too). */
  capability?: Capability;
}

const none: Payload = { kind: 'none' };
const object = (of: Shape): Payload => ({ kind: 'object', of });
const list = (of: Shape): Payload => ({ kind: 'list', of });
const paged = (of: Shape): Payload => ({ kind: 'paged', of });
const newId: Payload = { kind: 'integer', description: 'The id of the new record.' };
/** What the client and the server need of a token: a JWT with a numeric `exp` and a `sub` (verify-provider decodes it and checks both). */
const JWT_TEXT =
  "A JWT (three base64url parts) whose claims carry a numeric 'exp' (when it expires, seconds since 1970: the client signs out then) and a 'sub' (the user, a string)";
const token: Payload = {
  kind: 'string',
  pattern: JWT_PATTERN.source,
  description: `A bearer token for the Authorization header. ${JWT_TEXT}.`,
};

/** The order minimum: a rule the provider alone keeps (in proxy mode a 1.00 ₪ order would reach a provider without it; docs/product.md §5.11). */
const MINIMUM_DUTY =
  "The order minimum is the provider's duty: the store's minimum order is the Delivery setting's MinimumOrder (shekels before VAT; 0 or absent: none), " +
  "and the storefront's server does not check it (it passes the order on as sent; its cart only warns). A provider must refuse an order whose total before VAT, " +
  "as it computes it from its own prices, is below the minimum: 409 with code 'below_minimum' and error.details a BelowMinimumDetails " +
  '(minimumOrder, totalPriceBeforeVat, missing: all shekels in whole agorot), checked after the lines (a line that no longer holds is order_changed first). ' +
  'verify-provider --write places one pack below the minimum and expects exactly that.';

/** The operations of a group of endpoints, one per endpoint. */
type GroupOf<E> = { [N in keyof E]: Operation };

/** Whether two types are the same: each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The body an operation's DTO describes: the instance of `body`, the `items` of `listBody`'s, the upload, or none. */
type DtoBody<O> = O extends { body: ClassConstructor<infer D> }
  ? D
  : O extends { listBody: ClassConstructor<{ items: infer I }> }
    ? I
    : O extends { upload: true }
      ? FileUpload
      : undefined;

/**
 * The endpoint table types each body as its DTO (./api.ts); an operation whose DTO is another class
 * (or none, or one where the table has none) is asked for a field it cannot have, so the compiler
 * names the call.
 */
type BodiesAgree<E, O> = {
  [N in keyof E & keyof O]: Same<BodyOf<E[N]>, DtoBody<O[N]>> extends true ? unknown : { bodyIsNotTheTablesDto: never };
};

/** Declares a group's operations, holding each one's DTO to the body type of its endpoint. */
const group =
  <E>() =>
  <O extends GroupOf<E>>(ops: O & BodiesAgree<E, O>): GroupOf<E> =>
    ops;

export const operations: { [G in keyof typeof endpoints]: GroupOf<(typeof endpoints)[G]> } = {
  account: group<typeof endpoints.account>()({
    login: { summary: 'Sign in', access: 'public', body: LoginDto, payload: token },
    registerBusiness: {
      summary: 'Create a user of a business customer',
      access: 'businessOrAdmin',
      body: BusinessAccountDto,
      payload: {
        kind: 'string',
        pattern: JWT_PATTERN.source,
        description: `The new user's bearer token; the caller's own session is unchanged. ${JWT_TEXT}.`,
      },
      conflict: 'the email is registered (-1002)',
    },
    resetPassword: {
      summary: 'Send a password reset (the same response for any address)',
      access: 'public',
      params: { email: 'email' },
      payload: none,
    },
    changePassword: { summary: "Change the caller's password", access: 'signedIn', body: ChangePasswordDto, payload: token },
    userInfo: {
      summary: 'The signed-in user (bearer token or ?token=)',
      access: 'signedIn',
      tokenInQuery: true,
      query: UserInfoQueryDto,
      payload: object(UserInfo),
    },
    usersByBusinessCustomer: {
      summary: 'Users of business customers (a business user sees those of its own customer)',
      access: 'businessOrAdmin',
      query: UsersQueryDto,
      payload: paged(BusinessUser),
    },
    deleteUser: { summary: 'Delete a user', access: 'admin', payload: none, conflict: 'a user cannot delete itself' },
  }),
  businessCustomer: group<typeof endpoints.businessCustomer>()({
    list: { summary: "The accounting system's business customers", access: 'admin', payload: list(BusinessCustomerSummary) },
    get: {
      summary: 'One business customer: its contact details and the price list it buys at (404 for a customer that is not one)',
      access: 'admin',
      payload: object(BusinessCustomerDetails),
      optional: true,
    },
    setPriceList: {
      summary:
        "Move a business customer to another price list: its users see that list's prices from their next read (404 for a customer or list that is not one)",
      access: 'admin',
      payload: none,
      optional: true,
    },
  }),
  websiteConfiguration: group<typeof endpoints.websiteConfiguration>()({
    addOrUpdate: { summary: 'Set a site setting', access: 'admin', body: SiteSettingDto, payload: none },
    delete: { summary: 'Delete a site setting', access: 'admin', body: SiteSettingDeleteDto, payload: none },
    getByKey: { summary: 'One site setting', access: 'public', query: SettingKeyQueryDto, payload: object(WebsiteConfigEntry) },
    list: { summary: 'Every site setting', access: 'public', payload: list(WebsiteConfigEntry) },
    upload: {
      summary: 'Upload the image of a setting (a banner is added)',
      access: 'admin',
      upload: true,
      params: { configKey: { oneOf: UPLOAD_SETTING_KEYS } },
      payload: object(UploadedImage),
    },
    deleteBanner: { summary: 'Delete a home-page banner', access: 'admin', params: { bannerId: 'text' }, payload: none },
  }),
  category: group<typeof endpoints.category>()({
    add: { summary: 'Add a category', access: 'admin', body: CategoryAddDto, payload: newId },
    update: { summary: 'Update a category', access: 'admin', body: CategoryUpdateDto, payload: none },
    updateImage: { summary: "Upload a category's image", access: 'admin', upload: true, payload: object(UploadedImage) },
    delete: { summary: 'Delete a category', access: 'admin', payload: none },
    list: { summary: 'Categories with their item groups', access: 'public', query: ListAllQueryDto, payload: paged(Category) },
    get: { summary: 'One category', access: 'public', payload: object(Category) },
  }),
  itemGroup: group<typeof endpoints.itemGroup>()({
    list: { summary: 'Item groups', access: 'public', query: ListAllQueryDto, payload: paged(ItemGroup) },
    connect: { summary: 'Connect an item group to a category', access: 'admin', payload: none },
    disconnect: {
      summary: 'Disconnect an item group from its category',
      access: 'admin',
      payload: none,
      conflict: 'the group is not connected to that category',
    },
    updateDisplayOrder: { summary: "Set an item group's display order", access: 'admin', params: { displayOrder: 'count' }, payload: none },
  }),
  attribute: group<typeof endpoints.attribute>()({
    add: { summary: 'Add an attribute', access: 'admin', body: AttributeDto, payload: newId },
    update: { summary: 'Update an attribute', access: 'admin', body: AttributeUpdateDto, payload: none },
    delete: { summary: 'Delete an attribute and its values', access: 'admin', payload: none },
    list: { summary: 'Attributes', access: 'admin', query: PagingQueryDto, payload: paged(Attribute) },
    addValue: { summary: 'Add a value to an attribute', access: 'admin', body: AttributeValueDto, payload: newId },
    updateValue: { summary: 'Update an attribute value', access: 'admin', body: AttributeValueUpdateDto, payload: none },
    deleteValue: { summary: 'Delete an attribute value', access: 'admin', payload: none },
    values: { summary: "An attribute's values", access: 'admin', payload: list(AttributeValue) },
    get: { summary: 'One attribute', access: 'admin', payload: object(Attribute) },
  }),
  priceList: group<typeof endpoints.priceList>()({
    add: { summary: 'Add a price list', access: 'admin', body: PriceListDto, payload: newId },
    update: { summary: 'Rename a price list', access: 'admin', body: PriceListUpdateDto, payload: none },
    delete: {
      summary: 'Delete a price list',
      access: 'admin',
      payload: none,
      conflict: 'a customer buys at it (details: PriceListInUseDetails, the customers who do)',
      conflictDetails: PriceListInUseDetails,
    },
    list: { summary: 'Price lists', access: 'admin', query: PagingQueryDto, payload: paged(PriceList) },
    addPrice: {
      summary: "Add a product's price to a price list",
      access: 'admin',
      body: PriceDto,
      payload: none,
      conflict: 'the price exists',
    },
    updatePrice: { summary: "Change a product's price in a price list", access: 'admin', body: PriceDto, payload: none },
  }),
  product: group<typeof endpoints.product>()({
    add: { summary: 'Add a product (and its storefront item)', access: 'admin', body: ProductDto, payload: newId },
    update: { summary: 'Update a product', access: 'admin', body: ProductUpdateDto, payload: none },
    delete: { summary: 'Delete a product', access: 'admin', payload: none },
    get: { summary: 'One product (back office)', access: 'admin', payload: object(Product) },
    uploadImage: {
      summary: 'Upload a product image (flag: make it the primary image)',
      access: 'admin',
      upload: true,
      params: { flag: 'boolean' },
      payload: object(UploadedProductImage),
    },
    deleteImage: { summary: 'Delete a product image', access: 'admin', payload: none },
    setPrimaryImage: { summary: "Make an image the product's primary image", access: 'admin', payload: none },
  }),
  item: group<typeof endpoints.item>()({
    list: {
      summary: 'Storefront items (prices only for a signed-in viewer; a visitor gets at most 100 a page)',
      access: 'public',
      adminQuery: ['priceListId', 'missingPriceListId', 'status'],
      query: ItemListQueryDto,
      payload: paged(Item),
    },
    get: { summary: 'One storefront item by its code', access: 'public', params: { itemId: 'text' }, payload: object(Item) },
    updateExtension: {
      summary: "Update an item's storefront data",
      access: 'admin',
      params: { itemId: 'text' },
      body: ItemExtensionDto,
      payload: none,
    },
    updateAttributes: {
      summary: "Replace an item's attributes",
      access: 'admin',
      params: { itemId: 'text' },
      listBody: ItemAttributeListDto,
      payload: none,
    },
    updateRelatedItems: {
      summary: "Replace an item's related items (a list of item codes)",
      access: 'admin',
      params: { itemId: 'text' },
      listBody: RelatedItemListDto,
      payload: none,
    },
  }),
  order: group<typeof endpoints.order>()({
    create: {
      summary: "Place an order for the caller's customer",
      access: 'business',
      body: OrderCreateDto,
      payload: object(OrderCreated),
      idempotent: true,
      conflict:
        "a line no longer holds ('order_changed': details lists each: price changed, unavailable, not found, pack size, price on request), " +
        "or the total before VAT is below the store's minimum order, the Delivery setting's MinimumOrder ('below_minimum': details says what is missing)",
      conflictDetails: { [ErrorCode.OrderChanged]: OrderChangedDetails, [ErrorCode.BelowMinimum]: BelowMinimumDetails },
      duty: MINIMUM_DUTY,
    },
    list: { summary: 'Orders (a business user sees its own)', access: 'businessOrAdmin', query: OrderListQueryDto, payload: paged(Order) },
    document: {
      summary: "The printable order document (the mock's stand-in for the accounting system's link)",
      access: 'public',
      params: { token: 'text' },
      payload: { kind: 'html' },
    },
    setStatus: {
      summary: 'Move an order along: confirmed, being prepared, on its way, delivered (forward only), or cancelled before it is delivered',
      access: 'admin',
      body: OrderStatusDto,
      payload: none,
      capability: 'order-status',
      conflict: 'the order cannot move to that status: it is delivered or cancelled, it is there already, or the status is behind it',
    },
    update: {
      summary:
        "Change a placed order until the cutoff of its delivery day: the whole order again, as Order/Create takes it (its lines, comment and totals; the delivery day stays), checked again as a whole. 404 for an order that is not the caller's own",
      access: 'business',
      body: OrderCreateDto,
      payload: object(OrderCreated),
      idempotent: true,
      capability: 'order-change',
      conflict:
        "the order can no longer change ('order_closed', with a Hebrew message: the cutoff of its delivery day has passed, or it is being prepared, on its way, delivered or cancelled; details say which and the cutoff), " +
        "a line no longer holds ('order_changed', as Order/Create), or the changed order's total before VAT is below the store's minimum ('below_minimum')",
      conflictDetails: {
        [ErrorCode.OrderClosed]: OrderClosedDetails,
        [ErrorCode.OrderChanged]: OrderChangedDetails,
        [ErrorCode.BelowMinimum]: BelowMinimumDetails,
      },
      duty: MINIMUM_DUTY,
    },
  }),
  files: group<typeof endpoints.files>()({
    get: { summary: 'An uploaded or generated image', access: 'public', params: { id: 'text' }, payload: { kind: 'image' } },
  }),
  capabilities: group<typeof endpoints.capabilities>()({
    list: {
      summary: 'The optional capabilities this provider offers',
      access: 'public',
      payload: object(ProviderCapabilities),
      optional: true,
    },
  }),
};

/** The test control API of the mock (MOCK_CONTROL=true only). */
export const mockControlOperations = group<typeof mockControlEndpoints>()({
  reset: {
    summary: 'Back to the seeded demo state (orders, accounts, catalogue, settings); faults cleared',
    access: 'public',
    payload: object(ResetResult),
    testOnly: true,
  },
  addFault: {
    summary: 'Inject a fault into the next calls of a path',
    access: 'public',
    body: MockFaultDto,
    payload: object(FaultCount),
    testOnly: true,
  },
  clearFaults: { summary: 'Clear every fault', access: 'public', payload: object(FaultCount), testOnly: true },
  faultState: {
    summary: 'The faults in force, and the calls a latency fault still holds',
    access: 'public',
    payload: object(FaultState),
    testOnly: true,
  },
  orders: { summary: 'Every order received, with its Idempotency-Key', access: 'public', payload: list(ReceivedOrder), testOnly: true },
  setClock: {
    summary: "Set the provider's clock ahead of the real time (an order's cutoff passes); a reset sets it back",
    access: 'public',
    body: MockClockDto,
    payload: object(MockClock),
    testOnly: true,
  },
});

/** The storefront server's own calls: its index of the catalogue answers them (server/search). */
export const searchOperations = group<typeof searchEndpoints>()({
  items: {
    summary:
      "Search the catalogue by the server's index: a page of the items a term finds, spelling forgiven (prices as the provider gives them to the caller)",
    access: 'public',
    query: SearchItemsQueryDto,
    payload: paged(ItemSummary),
    host: true,
  },
  closest: {
    summary: "'Did you mean': up to three searches close to a term that would find something",
    access: 'public',
    query: SearchTermQueryDto,
    payload: object(SearchSuggestions),
    host: true,
  },
  code: {
    summary: 'The one item whose catalogue number (barcode) or item code this is (404 when none or several)',
    access: 'public',
    params: { code: 'code' },
    payload: object(ItemSummary),
    host: true,
  },
  lookup: {
    summary: "Look up a list's codes and product names at once (quick order): each code's item, each name's item or choices",
    access: 'signedIn',
    body: SearchLookupDto,
    payload: object(SearchLookup),
    host: true,
  },
});

/** The storefront server's standing orders (server/standing): a buyer's own, kept by the server. */
export const standingOperations = group<typeof standingEndpoints>()({
  list: {
    summary: "The caller's standing orders (docs/product.md §5.12), oldest first",
    access: 'business',
    payload: list(StandingOrder),
    host: true,
    ownStore: true,
  },
  create: {
    summary:
      "Keep a standing order: its lines, the weekday (one of the store's delivery weekdays) and how often it comes. The same standing order sent twice is kept once",
    access: 'business',
    body: StandingOrderInputDto,
    payload: object(StandingOrder),
    conflict: 'the caller keeps the most standing orders there may be (standing_limit; details: StandingLimitDetails)',
    conflictDetails: StandingLimitDetails,
    host: true,
    ownStore: true,
  },
  update: {
    summary: "Change one of the caller's standing orders (its outcomes are kept). 404 for one that is not the caller's own",
    access: 'business',
    body: StandingOrderInputDto,
    params: { id: 'text' },
    payload: object(StandingOrder),
    host: true,
    ownStore: true,
  },
  outcome: {
    summary: "Say that a delivery day of one of the caller's standing orders was ordered (its order's number) or skipped",
    access: 'business',
    body: StandingOutcomeDto,
    params: { id: 'text' },
    payload: object(StandingOrder),
    host: true,
    ownStore: true,
  },
  delete: {
    summary: "Delete one of the caller's standing orders. 404 for one that is not the caller's own",
    access: 'business',
    params: { id: 'text' },
    payload: none,
    host: true,
    ownStore: true,
  },
});

/** The storefront server's insights (server/insights): an administrator's, from every order the provider lists. */
export const insightsOperations = group<typeof insightsEndpoints>()({
  summary: {
    summary:
      "What a store manager opens first (docs/product.md §6.5): a period's sales week by week, its top customers and items, the customers past their usual rhythm, the items customers stopped buying and today's call list",
    access: 'admin',
    query: InsightsQueryDto,
    payload: object(InsightsSummary),
    host: true,
  },
  customer: {
    summary:
      "One customer's figures: its rhythm, its last 26 weeks, its top items and the items it stopped buying (404 for a customer with no orders)",
    access: 'admin',
    params: { customerId: 'id' },
    payload: object(CustomerInsights),
    host: true,
  },
});

/** One call: where it is in the table, its endpoint and what it is. */
export interface OperationEntry {
  group: string;
  name: string;
  endpoint: Endpoint;
  operation: Operation;
}

/** Every call: the provider's, the server's own (group 'search'), the mock's test control API last. */
export function allOperations(): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [group, calls] of Object.entries(endpoints)) {
    for (const [name, endpoint] of Object.entries(calls)) {
      entries.push({ group, name, endpoint, operation: (operations as Record<string, Record<string, Operation>>)[group]![name]! });
    }
  }
  for (const [name, endpoint] of Object.entries(searchEndpoints)) {
    entries.push({ group: 'search', name, endpoint, operation: (searchOperations as Record<string, Operation>)[name]! });
  }
  for (const [name, endpoint] of Object.entries(standingEndpoints)) {
    entries.push({ group: 'standing', name, endpoint, operation: (standingOperations as Record<string, Operation>)[name]! });
  }
  for (const [name, endpoint] of Object.entries(insightsEndpoints)) {
    entries.push({ group: 'insights', name, endpoint, operation: (insightsOperations as Record<string, Operation>)[name]! });
  }
  for (const [name, endpoint] of Object.entries(mockControlEndpoints)) {
    entries.push({ group: 'mockControl', name, endpoint, operation: (mockControlOperations as Record<string, Operation>)[name]! });
  }
  return entries;
}

const byEndpoint = new Map<Endpoint, Operation>(allOperations().map((e) => [e.endpoint, e.operation]));

/** The operation of an endpoint of the table. */
export function operationOf(endpoint: Endpoint): Operation {
  const found = byEndpoint.get(endpoint);
  if (!found) throw new Error(`no operation for ${endpoint.method} ${endpoint.route}`);
  return found;
}

/** The names of a route's path parameters, in order. */
export function pathParams(route: string): string[] {
  return [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}
