// The records the mock provider keeps. They are its own model (what an accounting system would
// store); the routes turn them into the contract's shapes.
import type { ItemAttribute, Order, OrderItem, OrderStatusChange, ProductImage, UserType } from '@shared/contract/entities';
import type { ProductStatus } from '@shared/rules/productStatus';

export interface UserRecord {
  id: number;
  email: string;
  /** scrypt hash, 'scrypt$N$r$p$salt$hash' (base64 parts). */
  passwordHash: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  /** The customer a Business user orders for; null for an Administrator. */
  businessCustomerId: number | null;
  /** Raised by a password change: a token carries the version it was issued under, and an older one is refused. */
  tokenVersion: number;
}

export interface CustomerRecord {
  customerId: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  priceListId: number;
}

export interface CategoryRecord {
  id: number;
  categoryName: string;
  description: string;
  displayOrder: number;
  imageURL: string;
}

export interface ItemGroupRecord {
  id: number;
  itemGroupName: string;
  pictureUrl: string;
  categoryId: number | null;
  displayOrder: number;
}

export interface AttributeRecord {
  id: number;
  name: string;
  description: string;
}

export interface AttributeValueRecord {
  id: number;
  attributeId: number;
  value: string;
}

export interface PriceListRecord {
  id: number;
  name: string;
}

/** An item of the accounting system together with its storefront extension and back-office product data. */
export interface ItemRecord {
  /** Numeric id: the back office's productID. */
  id: number;
  /** The accounting system's item code. */
  itemId: string;
  /** The storefront description; the back office calls it productName. */
  itemDescription: string;
  /** The back office's product description. */
  description: string;
  /** EAN-13 barcode. */
  catalogNumber: string;
  /**
   * The accounting system's catalogue price: what an Administrator browsing without a customer sees.
   * Null for a product added in the back office, which has only the price-list prices given to it.
   * Never a business customer's price: a customer buys only at its own price list's prices.
   */
  basePrice: number | null;
  itemGroupId: number | null;
  /** The back office's product category. */
  categoryId: number | null;
  isPreWeighted: boolean;
  defaultWeight: number | null;
  /**
   * The status the manager set, or null while none was: then a draft until the product has a selling
   * price (shared/rules/productStatus.ts). A draft is shown to administrators only.
   */
  status: ProductStatus | null;
  // The storefront extension.
  isAvailable: boolean;
  displayOrder: number;
  minOrderQuantity: number;
  fullDescription: string;
  isPriceChanged: boolean;
  attributes: ItemAttribute[];
  relatedItemIds: string[];
  images: ProductImage[];
  primaryImageId: number | null;
  /** The picture when the product has no image of its own (a generated one for the seed). */
  defaultPictureUrl: string;
}

/** A line of a stored order: the contract's order line, as it was priced when ordered. */
export type OrderLineRecord = OrderItem;

/**
 * A stored order: the contract's order less what Order/List derives when it responds (the customer's
 * details, and the document link built from the token).
 */
export type OrderRecord = Omit<
  Order,
  'customer' | 'orderItems' | 'documentLink' | 'status' | 'statusChanges' | 'deliveryDate' | 'changeable' | 'changeableUntil' | 'changedAt'
> & {
  lines: OrderLineRecord[];
  /** Every change of its status, oldest first: the first is 'received', at orderDate (capability 'order-status'). */
  statusChanges: OrderStatusChange[];
  /** The delivery day asked for (YYYY-MM-DD), or null. */
  deliveryDate: string | null;
  /** When the buyer last changed it (capability 'order-change'), or null. */
  changedAt: string | null;
  /** The unguessable token of the order document's link. */
  documentToken: string;
  /** The Idempotency-Key the order came with (the test control API shows it), or null. */
  idempotencyKey?: string | null;
};

/** An uploaded file kept in memory. */
export interface FileRecord {
  id: string;
  contentType: string;
  data: Buffer;
}

/** Everything the seed produces: the initial content of a store. */
export interface SeedData {
  /**
   * The accounts, each with its password (the README's demo accounts; tests sign in with it) and, when
   * the seed has it, its scrypt hash computed beforehand (the demo's accounts: hashing six passwords
   * at N=2^15 cost every start of the provider 1.8 s of CPU).
   */
  users: Array<Omit<UserRecord, 'passwordHash' | 'tokenVersion'> & { password: string; passwordHash?: string }>;
  customers: CustomerRecord[];
  categories: CategoryRecord[];
  itemGroups: ItemGroupRecord[];
  attributes: AttributeRecord[];
  attributeValues: AttributeValueRecord[];
  priceLists: PriceListRecord[];
  /** priceListId -> itemRecord.id -> unit price */
  prices: Array<{ priceListId: number; productId: number; unitPrice: number }>;
  items: ItemRecord[];
  /** WebsiteConfiguration entries (value is a JSON string). */
  settings: Array<{ key: string; value: string }>;
  /** Past orders; totals are computed by the store from the lines. */
  /**
   * Past orders: placed `daysAgo` days before the store starts, at its time of day, or at `minuteOfDay`
   * (minutes after midnight, in Israel) of that day when given.
   */
  orders: Array<{ userEmail: string; daysAgo: number; minuteOfDay?: number; comment: string; lines: OrderLineRecord[] }>;
}
