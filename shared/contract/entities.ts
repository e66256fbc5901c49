// The entities of the catalogue, accounts and orders (docs/product.md §3.1), as they travel between the provider and its clients.
// Field names follow the provider's spelling (including its inconsistencies, such as
// `productID` and `priceListID`), because the real provider is the one that fixes them.
// A payload is a class whose decorators (./schema.ts) describe its shape: the same class is the
// type the code uses and the schema of the OpenAPI document, so the two cannot drift. The client
// imports these as types only.
import { ORDER_STATUSES, type OrderStatus } from '../rules/orderStatus';
import { ORDER_CLOSED_REASONS, type OrderClosedReason } from '../rules/orderChange';
import { PRODUCT_STATUSES, type ProductStatus } from '../rules/productStatus';
import { DISPLAY_ORDER_MIN } from '../rules/displayOrder';
import { MIN_PRICE } from '../rules/price';
import { STANDING_EVERY_WEEKS } from '../rules/standingOrder';
import {
  Count,
  Describe,
  Flag,
  Integer,
  JsonText,
  ListOf,
  Money,
  Nested,
  Num,
  OneOf,
  Optional,
  OrNull,
  Percent,
  RecordId,
  SignedInOnly,
  Text,
  TextList,
} from './schema';

/** The two kinds of signed-in user. */
export type UserType = 'Administrator' | 'Business';

/** The accounting system's customer a business user orders for. */
export class BusinessCustomer {
  @RecordId() customerId!: number;
  @Text() firstName!: string;
  @Text() lastName!: string;
  @Text() phone!: string;
  @Text() email!: string;
}

/** GET /Account/UserInfo payload. */
export class UserInfo {
  @RecordId() id!: number;
  @OneOf(['Administrator', 'Business']) userType!: UserType;
  @Text() email!: string;
  @Text() firstName!: string;
  @Text() lastName!: string;
  @OrNull() @Nested(() => BusinessCustomer) businessCustomer!: BusinessCustomer | null;
}

/** A row of GET /BusinessCustomer/List: a business customer by its number and name. */
export class BusinessCustomerSummary {
  @RecordId() customerId!: number;
  @Text() lastName!: string;
  /**
   * The price list the customer buys at. Optional: a provider that does not tell leaves it out
   * (the back office then shows no customers per price list), null for a customer on none.
   */
  @Describe('The id of the price list the customer buys at (left out by a provider that does not tell; null for none).')
  @Optional()
  @OrNull()
  @RecordId()
  priceListId?: number | null;
}

/**
 * GET /BusinessCustomer/{customerId} payload: one customer's details and the price list it buys at
 * (the back office's customer card, docs/product.md §6.4).
 */
export class BusinessCustomerDetails {
  @RecordId() customerId!: number;
  @Text() firstName!: string;
  @Text() lastName!: string;
  @Text() phone!: string;
  @Text() email!: string;
  @Describe('The id of the price list the customer buys at (null for none).')
  @OrNull()
  @RecordId()
  priceListId!: number | null;
}

/** A row of GET /Account/UsersByBusinessCustomer. */
export class BusinessUser {
  @RecordId() id!: number;
  @Text() email!: string;
  @Nested(() => BusinessCustomerSummary) businessCustomer!: BusinessCustomerSummary;
}

/** An item group: a shelf of items, connected to at most one category. */
export class ItemGroup {
  @RecordId() id!: number;
  @Text() itemGroupName!: string;
  @Text() pictureUrl!: string;
  /** null when the group is not connected to any category. */
  @OrNull() @RecordId() categoryId!: number | null;
  @Integer(DISPLAY_ORDER_MIN.group) displayOrder!: number;
}

/** A storefront category with the item groups connected to it. */
export class Category {
  @RecordId() id!: number;
  @Text() categoryName!: string;
  /** Used as the image's alt text; the provider keeps it equal to categoryName. */
  @Text() name!: string;
  @Text() description!: string;
  @Integer(DISPLAY_ORDER_MIN.group) displayOrder!: number;
  @Text() imageURL!: string;
  @ListOf(() => ItemGroup) itemGroups!: ItemGroup[];
}

/** A product attribute such as brand or kashrut. */
export class Attribute {
  @RecordId() id!: number;
  @Text() name!: string;
  @Text() description!: string;
}

/** One allowed value of an attribute. */
export class AttributeValue {
  @RecordId() id!: number;
  @RecordId() attributeId!: number;
  @Text() value!: string;
}

/** A named price list; business customers buy at their list's prices. */
export class PriceList {
  @RecordId() id!: number;
  @Text() name!: string;
}

/** An attribute as it is attached to an item. */
export class ItemAttribute {
  @Text() attributeName!: string;
  @Text() attributeValue!: string;
}

/** The few fields of a related item the item detail shows. */
export class RelatedItemSummary {
  @Text() itemId!: string;
  @Text() itemDescription!: string;
  @Text() pictureUrl!: string;
}

/** A related item as the item detail shows it. */
export class RelatedItem {
  @Text() relatedItemId!: string;
  @Nested(() => RelatedItemSummary) related!: RelatedItemSummary;
}

/** The item group an item is listed in. */
export class ItemGroupRef {
  @RecordId() id!: number;
  @Text() itemGroupName!: string;
  @OrNull() @RecordId() categoryId!: number | null;
}

/** A storefront item. `salePriceInNIS` is absent for a visitor (prices are never sent to them). */
export class Item {
  /** The provider's numeric id (the back office's productID). */
  @RecordId() id!: number;
  /** The accounting system's item code: the id used by item detail, orders and extensions. */
  @Text() itemId!: string;
  @Text() itemDescription!: string;
  /**
   * The product's own description as the back office keeps it (Product.description), plain text
   * whose line breaks are the writer's. Optional: a provider that does not send it leaves it out.
   */
  @Describe("The product's description as the back office keeps it (Product.description): plain text, line breaks kept.")
  @Optional()
  @Text()
  description?: string;
  @Text() catalogNumber!: string;
  @Text() pictureUrl!: string;
  @Optional() @SignedInOnly() @Describe("The viewer's price, VAT excluded; never sent to a visitor.") @Money() salePriceInNIS?: number;
  /**
   * True when a signed-in viewer has no price for the item (none in its customer's price list):
   * `salePriceInNIS` is then absent, the storefront shows 'price on request' and the item cannot be
   * ordered. Absent for a visitor, who sees no prices at all.
   */
  @Optional() @SignedInOnly() @Flag() isPriceOnRequest?: boolean;
  @Integer(1) minOrderQuantity!: number;
  @Integer(DISPLAY_ORDER_MIN.item) displayOrder!: number;
  @Flag() isAvailable!: boolean;
  @Flag() isPriceChanged!: boolean;
  @Integer(1) itemPackSize!: number;
  @Text() fullDescription!: string;
  @ListOf(() => ItemAttribute) itemAttributes!: ItemAttribute[];
  @ListOf(() => RelatedItem) relatedItems!: RelatedItem[];
  @Nested(() => ItemGroupRef) itemGroup!: ItemGroupRef;
  /**
   * The product's status, sent to an administrator only (everyone else is never sent a draft).
   * A provider that does not send it has no drafts: every item is active.
   */
  @Describe("The product's status, sent to an administrator only: 'draft' items are never sent to visitors or buyers. Absent: active.")
  @Optional()
  @OneOf(PRODUCT_STATUSES)
  status?: ProductStatus;
}

/**
 * An item as a list of results shows it (a product card): an Item without its long description,
 * attributes and related items, which its own dialog reads (GET /Item/{itemId}). The storefront
 * server's search answers with these (server/search).
 */
export class ItemSummary {
  @RecordId() id!: number;
  @Text() itemId!: string;
  @Text() itemDescription!: string;
  @Text() catalogNumber!: string;
  @Text() pictureUrl!: string;
  @Optional() @SignedInOnly() @Describe("The viewer's price, VAT excluded; never sent to a visitor.") @Money() salePriceInNIS?: number;
  @Optional()
  @SignedInOnly()
  @Describe('True when a signed-in viewer has no price for the item (see Item).')
  @Flag()
  isPriceOnRequest?: boolean;
  @Integer(1) minOrderQuantity!: number;
  @Integer(DISPLAY_ORDER_MIN.item) displayOrder!: number;
  @Flag() isAvailable!: boolean;
  @Flag() isPriceChanged!: boolean;
  @Integer(1) itemPackSize!: number;
  @Nested(() => ItemGroupRef) itemGroup!: ItemGroupRef;
}

/** GET /Capabilities: the optional capabilities the provider offers (shared/contract/capabilities.ts). */
export class ProviderCapabilities {
  @Describe(
    "The names of the optional capabilities offered, each the value of the x-capability marker of its operations (for example 'order-status'). A name the caller does not know is ignored.",
  )
  @TextList()
  capabilities!: string[];
}

/** GET /Search/Closest: the searches close to a term that would find something ('התכוונתם ל…'). */
export class SearchSuggestions {
  @Describe('Up to three searches, closest first; none for a code, or when nothing is near.') @TextList() terms!: string[];
}

/** One code of a look-up, and the item it is the catalogue number or item code of. */
export class CodeLookup {
  @Text() code!: string;
  @Describe('The one item with this code, as the caller sees it; null when none or several have it.')
  @OrNull()
  @Nested(() => ItemSummary)
  item!: ItemSummary | null;
}

/** One product name of a look-up, and what it finds (quick order's rules: docs/product.md §5.9). */
export class NameLookup {
  @Text() name!: string;
  @Describe('The item taken with confidence, as the caller sees it; null when there are choices or none.')
  @OrNull()
  @Nested(() => ItemSummary)
  item!: ItemSummary | null;
  @Describe(
    'The closest items to choose from (at most five), as any visitor sees them (no prices: the one chosen is looked up by its code).',
  )
  @ListOf(() => ItemSummary)
  choices!: ItemSummary[];
  @Describe('How many items the name matched in all.') @Count() total!: number;
}

/** POST /Search/Lookup: each code and each name asked for, in the order asked. */
export class SearchLookup {
  @ListOf(() => CodeLookup) codes!: CodeLookup[];
  @ListOf(() => NameLookup) names!: NameLookup[];
}

/** A product image of the back office. */
export class ProductImage {
  @RecordId() id!: number;
  @Text() url!: string;
  @Flag() isPrimary!: boolean;
}

/** A product's unit price in one price list. */
export class ProductPrice {
  @RecordId() priceListID!: number;
  @Money() unitPrice!: number;
}

/** The back-office view of an item. */
export class Product {
  @RecordId() productID!: number;
  /** The item code (the item's itemId); a provider that does not send it gives the form no code to show. */
  @Describe("The item code: the item's itemId (GET /Item/{itemId}, order lines, item extensions). Optional: the seed's contract has none.")
  @Optional()
  @Text()
  itemId?: string;
  /** The barcode: the item's catalogNumber, not a copy of it. */
  @Describe("The barcode: the item's catalogNumber (EAN-13 or EAN-8). Optional: the seed's contract has none.")
  @Optional()
  @Text()
  catalogNumber?: string;
  /** 'draft' (not shown to buyers) or 'active'. A provider that does not send it has no drafts. */
  @Describe(
    "'draft': not shown to visitors or buyers (a product added without a status is one until its first price); 'active': shown. Absent: active.",
  )
  @Optional()
  @OneOf(PRODUCT_STATUSES)
  status?: ProductStatus;
  @Text() productName!: string;
  @Text() description!: string;
  @Flag() isPreWeighted!: boolean;
  /** Kilograms; only meaningful when isPreWeighted. */
  @Describe('Kilograms (meaningful when isPreWeighted), or null.') @OrNull() @Num(0) defaultWeight!: number | null;
  @RecordId() categoryId!: number;
  /** The item group the product is listed in (a group of its category), or null when it has none. */
  @OrNull() @RecordId() itemGroupId!: number | null;
  @ListOf(() => ProductImage) images!: ProductImage[];
  @OrNull() @RecordId() primaryImageId!: number | null;
  @ListOf(() => ProductPrice) prices!: ProductPrice[];
}

/** An uploaded image: the address it is served at. */
export class UploadedImage {
  @Text() url!: string;
}

/** An image uploaded to a product: its id and address. */
export class UploadedProductImage {
  @RecordId() id!: number;
  @Text() url!: string;
}
/** A cart line, kept in the browser's local storage. */
export interface CartItem {
  id: number;
  itemId: string;
  itemDescription: string;
  salePriceInNIS: number;
  pictureUrl: string;
  quantity: number;
  /** Equals the item's pack size (minOrderQuantity, at least 1). */
  itemPackSize: number;
}

/** A home-page banner. */
export interface Banner {
  Id: string;
  Url: string;
}

/** One line of a placed order. */
export class OrderItem {
  @Text() itemId!: string;
  @Text() productName!: string;
  @Money() unitPrice!: number;
  @Integer(1) quantity!: number;
}

/** The customer of a placed order, as the order shows it. */
export class OrderCustomer {
  @Text() lastName!: string;
  @Text() phone!: string;
  @Text() email!: string;
}

/** What an order's documentLink is, from the provider and through the storefront's server. */
const DOCUMENT_LINK =
  "From the provider: the address of the accounting system's order document. Through the storefront's server: a sealed token " +
  "`v1.` followed by base64url (the provider's address, a credential to the order, never reaches a browser), opened at " +
  "GET /documents/{sealed} on the storefront's own origin, outside /api.";

/** A placed order as Order/List returns it. */
/** One change of an order's status (capability 'order-status'). */
export class OrderStatusChange {
  @OneOf(ORDER_STATUSES) status!: OrderStatus;
  @Describe('ISO 8601 instant.') @Text() at!: string;
}

export class Order {
  @RecordId() id!: number;
  @RecordId() orderNumber!: number;
  /** ISO 8601 instant. */
  @Describe('ISO 8601 instant.') @Text() orderDate!: string;
  @RecordId() userId!: number;
  @RecordId() customerId!: number;
  @Text() comment!: string;
  @Money() totalPriceBeforeVat!: number;
  @Money() vatSum!: number;
  @Describe('The VAT rate, in percent.') @Percent() vatPercent!: number;
  /** With VAT. */
  @Money() totalPrice!: number;
  @Nested(() => OrderCustomer) customer!: OrderCustomer;
  @ListOf(() => OrderItem) orderItems!: OrderItem[];
  /** Link to the accounting system's order document (sealed by the server before it reaches a browser). */
  @Describe(DOCUMENT_LINK) @Text() documentLink!: string;
  /** Capability 'order-status': where the order stands. */
  @Describe("Capability 'order-status' only: where the order stands.") @Optional() @OneOf(ORDER_STATUSES) status?: OrderStatus;
  /** Capability 'order-status': every change of its status, the first ('received') at the time it was placed. */
  @Describe("Capability 'order-status' only: each change of the status with its time, oldest first; the first is 'received', at orderDate.")
  @Optional()
  @ListOf(() => OrderStatusChange)
  statusChanges?: OrderStatusChange[];
  /** Capability 'order-status': the delivery day the buyer asked for (YYYY-MM-DD), when they asked for one. */
  @Describe("Capability 'order-status' only: the delivery day asked for (YYYY-MM-DD, in Israel), when one was.")
  @Optional()
  @Text()
  deliveryDate?: string;
  /** Capability 'order-change': whether the buyer may change it now. */
  @Describe(
    "Capability 'order-change' only: whether a change would be taken now (before the cutoff of its delivery day, and the supplier has not begun to prepare it).",
  )
  @Optional()
  @Flag()
  changeable?: boolean;
  /** Capability 'order-change': the cutoff of its delivery day, the last moment it may be changed; absent when none is known. */
  @Describe(
    "Capability 'order-change' only: the cutoff of its delivery day, the last moment it may be changed (ISO 8601 instant); absent when the store names none.",
  )
  @Optional()
  @Text()
  changeableUntil?: string;
  /** Capability 'order-change': when the buyer last changed it; absent when never. */
  @Describe("Capability 'order-change' only: when the buyer last changed the order (ISO 8601 instant); absent when never.")
  @Optional()
  @Text()
  changedAt?: string;
}

/** POST /Order/Create payload. */
export class OrderCreated {
  @RecordId() orderNumber!: number;
  @Describe(DOCUMENT_LINK) @Text() documentLink!: string;
}

/** Why a line of an order can no longer be placed as it was sent. */
export const ORDER_LINE_CHANGE_REASONS = ['priceChanged', 'unavailable', 'notFound', 'packSize', 'priceOnRequest'] as const;

/** A line whose price the provider no longer agrees with (in a 409 refusal of Order/Create). */
export class OrderLineChange {
  @Text() itemId!: string;
  @Money() sentPrice!: number;
  @OrNull() @Money() currentPrice!: number | null;
  @OneOf(ORDER_LINE_CHANGE_REASONS) reason!: (typeof ORDER_LINE_CHANGE_REASONS)[number];
  /** With reason 'packSize': the item's pack size now. */
  @Optional() @Integer(1) currentPackSize?: number;
}

/** A stored website configuration entry: its value is the JSON text of the key's shape (settings.ts). */
export class WebsiteConfigEntry {
  @Text() key!: string;
  @Describe('JSON text (a string holding the JSON of the value, one shape per key), not the value itself.') @JsonText() value!: string;
}

/** The totals the provider computes for an order's lines (in a 409 refusal of Order/Create). */
export class OrderTotals {
  @Money() totalPriceBeforeVat!: number;
  @Money() vatSum!: number;
  @Money() totalPrice!: number;
  @Describe('The VAT rate, in percent.') @Percent() vatPercent!: number;
}

/** The details of a 409 'order_changed' refusal of Order/Create: each line that no longer holds, and the totals now. */
export class OrderChangedDetails {
  @ListOf(() => OrderLineChange) lines!: OrderLineChange[];
  @Nested(() => OrderTotals) totals!: OrderTotals;
}

/** The details of a 409 'below_minimum' refusal of Order/Create: the store's minimum, the order's total, both before VAT, and what is missing (shekels). */
export class BelowMinimumDetails {
  @Describe("The Delivery setting's MinimumOrder, before VAT.") @Money() minimumOrder!: number;
  @Describe("The order's total before VAT, as the provider computes it.") @Money() totalPriceBeforeVat!: number;
  @Money(MIN_PRICE) missing!: number;
}

/** The details of a 409 'order_closed' refusal of Order/Update: why the order can no longer change, and until when it could. */
export class OrderClosedDetails {
  @OneOf(ORDER_CLOSED_REASONS) reason!: OrderClosedReason;
  @Describe('The cutoff of the delivery day (ISO 8601 instant); null when the store names none.') @OrNull() @Text() changeableUntil!:
    string | null;
}

/** The details of PriceList/Delete's 409 refusal: the customers who buy at the list (the back office names them). */
export class PriceListInUseDetails {
  @ListOf(() => BusinessCustomerSummary) customers!: BusinessCustomerSummary[];
}

/** A line of a standing order: the item as the buyer last saw it (its price then), and the quantity in whole packs. */
export class StandingLine {
  @RecordId() id!: number;
  @Text() itemId!: string;
  @Text() itemDescription!: string;
  @Describe("The unit price the buyer last saw (shekels); the ready cart is checked against the day's price.")
  @Money()
  salePriceInNIS!: number;
  @Integer(1) quantity!: number;
  @Integer(1) itemPackSize!: number;
  @Optional() @Text() pictureUrl?: string;
}

/** What became of one delivery day of a standing order. */
export class StandingOutcome {
  @Describe('The delivery day (YYYY-MM-DD).') @Text() deliveryDate!: string;
  @OneOf(['placed', 'skipped']) outcome!: 'placed' | 'skipped';
  @Describe('The number of the order placed for it.') @Optional() @RecordId() orderNumber?: number;
  @Describe('When it was said (ISO 8601).') @Text() at!: string;
}

/** A standing order ('הזמנה קבועה'), kept by the storefront's server for the buyer who made it. */
export class StandingOrder {
  @Describe('Its id (a UUID).') @Text() id!: string;
  @Text() name!: string;
  @Describe('The weekday it comes, 0 (Sunday) to 6.') @Integer(0, 6) weekday!: number;
  @Describe('Every how many weeks: 1 to 4.')
  @Integer(STANDING_EVERY_WEEKS[0], STANDING_EVERY_WEEKS[STANDING_EVERY_WEEKS.length - 1])
  everyWeeks!: number;
  @Describe('Its first delivery day (YYYY-MM-DD).') @Text() startDate!: string;
  @Text() comment!: string;
  @ListOf(() => StandingLine) lines!: StandingLine[];
  @Describe('The latest delivery days placed or skipped, oldest first.') @ListOf(() => StandingOutcome) outcomes!: StandingOutcome[];
  @Describe('ISO 8601.') @Text() createdAt!: string;
  @Describe('ISO 8601.') @Text() updatedAt!: string;
}

/** The details of a 409 'standing_limit' refusal: the most standing orders a buyer keeps. */
export class StandingLimitDetails {
  @Count() limit!: number;
}
