// The response envelope and the paging shapes every list call shares.
import type { OrderStatus } from '../rules/orderStatus';

/** Field name to the message keys that failed for it, as validation errors report them. */
export type FieldErrors = Record<string, string[]>;

/** The error part of an envelope. Account errors carry the numeric codes -1000..-1006. */
export interface EnvelopeError {
  code: number | string;
  message?: string;
  errors?: FieldErrors;
  /** Extra data some refusals carry, such as the changed lines of an order. */
  details?: unknown;
}

/** Every response of the provider: the HTTP status equals statusCode. */
export interface Envelope<T = unknown> {
  statusCode: number;
  payload?: T;
  error?: EnvelopeError;
}

/** The paging query of every list call. */
export interface PagingQuery {
  pageNumber?: number;
  pageSize?: number;
  searchTerm?: string;
}

/** A page of a list. `currentPage` is always sent by this provider (the storefront needs it). */
export interface PagedResult<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
  currentPage: number;
}

/** GET /Item/List query. Arrays repeat the parameter (ExcludeItemList=a&ExcludeItemList=b). */
export interface ItemListQuery extends PagingQuery {
  SearchTerm?: string;
  getAll?: boolean;
  customerId?: number;
  ExcludeItemList?: string[];
  categoryId?: number;
  itemGroupId?: number;
  /** The back office's filters (docs/product.md §6.1): availability, the price-change flag. */
  isAvailable?: boolean;
  isPriceChanged?: boolean;
  /** Administrator: only the items without a price in this price list. */
  missingPriceListId?: number;
  /** Administrator: each item's price as this price list has it (salePriceInNIS; isPriceOnRequest where it has none). */
  priceListId?: number;
  /** Administrator: only the products of this status (drafts are never listed to anyone else). */
  status?: 'draft' | 'active';
  /** The order of the list (by default the catalogue's: category, group, item display order). */
  orderBy?: ItemOrder;
}

/** The orders Item/List can list items in. */
export const ITEM_ORDERS = ['name', 'code', 'displayOrder'] as const;
export type ItemOrder = (typeof ITEM_ORDERS)[number];

/** GET /Category/List and /ItemGroup/List query. */
export interface ListAllQuery extends PagingQuery {
  getAll?: boolean;
}

/** GET /Order/List query. */
export interface OrderListQuery extends PagingQuery {
  getAll?: boolean;
  userId?: number;
  /** Only this business customer's orders. */
  customerId?: number;
  /** Only orders placed on this day (YYYY-MM-DD, in Israel) or later / earlier. */
  fromDate?: string;
  toDate?: string;
  /** Capability 'order-status': only the orders that stand at this status now. */
  status?: OrderStatus;
}

/** The default page size of lists (docs/product.md §2.6). */
export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes the back-office lists offer. */
export const PAGE_SIZE_OPTIONS = [1, 5, 10, 20, 50] as const;
/** The page sizes of the back office's item list (a store manager works through 1,200 items). */
export const ITEM_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** The storefront product grid's page size (docs/product.md §2.5). */
export const STOREFRONT_PAGE_SIZE = 24;
/** The largest page any list call serves; larger requests are refused. */
export const MAX_PAGE_SIZE = 1000;
/** The largest Item/List page a visitor (no token) gets; a larger pageSize is cut to it. */
export const VISITOR_MAX_PAGE_SIZE = 100;
