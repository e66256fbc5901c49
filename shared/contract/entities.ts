// The entities of SPEC.md section 3, as they travel between the provider and its clients.
// Field names follow the provider's spelling (including its inconsistencies, such as
// `productID` and `priceListID`), because the real provider is the one that fixes them.

/** The two kinds of signed-in user. */
export type UserType = 'Administrator' | 'Business';

/** A user account as it is created (registration, seeding). */
export interface UserAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The accounting system's customer a business user orders for. */
export interface BusinessCustomer {
  customerId: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** GET /Account/UserInfo payload. */
export interface UserInfo {
  id: number;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  businessCustomer: BusinessCustomer | null;
}

/** POST /Account/Register/Business body: an account for a business customer. */
export interface BusinessAccountCreate {
  email: string;
  password: string;
  businessCustomerId: number;
  firstName?: string;
  lastName?: string;
}

/** A row of GET /Account/UsersByBusinessCustomer. */
export interface BusinessUser {
  id: number;
  email: string;
  businessCustomer: Pick<BusinessCustomer, 'customerId' | 'lastName'>;
}

/** A row of GET /BusinessCustomer/List. */
export type BusinessCustomerSummary = Pick<BusinessCustomer, 'customerId' | 'lastName'>;

/** An item group: a shelf of items, connected to at most one category. */
export interface ItemGroup {
  id: number;
  itemGroupName: string;
  pictureUrl: string;
  /** null when the group is not connected to any category. */
  categoryId: number | null;
  displayOrder: number;
}

/** A storefront category with the item groups connected to it. */
export interface Category {
  id: number;
  categoryName: string;
  /** Used as the image's alt text; the provider keeps it equal to categoryName. */
  name: string;
  description: string;
  displayOrder: number;
  imageURL: string;
  itemGroups: ItemGroup[];
}

/** POST /Category/Add and /Category/Update body. */
export interface CategoryInput {
  id?: number;
  categoryName: string;
  description?: string;
  displayOrder?: number;
}

/** A product attribute such as brand or kashrut. */
export interface Attribute {
  id: number;
  name: string;
  description: string;
}

/** One allowed value of an attribute. */
export interface AttributeValue {
  id: number;
  attributeId: number;
  value: string;
}

/** A named price list; business customers buy at their list's prices. */
export interface PriceList {
  id: number;
  name: string;
}

/** An attribute as it is attached to an item. */
export interface ItemAttribute {
  attributeName: string;
  attributeValue: string;
}

/** A related item as the item detail shows it. */
export interface RelatedItem {
  relatedItemId: string;
  related: Pick<Item, 'itemId' | 'itemDescription' | 'pictureUrl'>;
}

/** A storefront item. `salePriceInNIS` is absent for a visitor (prices are never sent to them). */
export interface Item {
  /** The provider's numeric id (the back office's productID). */
  id: number;
  /** The accounting system's item code: the id used by item detail, orders and extensions. */
  itemId: string;
  itemDescription: string;
  catalogNumber: string;
  pictureUrl: string;
  salePriceInNIS?: number;
  /**
   * True when a signed-in viewer has no price for the item (none in its customer's price list):
   * `salePriceInNIS` is then absent, the storefront shows 'price on request' and the item cannot be
   * ordered. Absent for a visitor, who sees no prices at all.
   */
  isPriceOnRequest?: boolean;
  minOrderQuantity: number;
  displayOrder: number;
  isAvailable: boolean;
  isPriceChanged: boolean;
  itemPackSize: number;
  fullDescription: string;
  itemAttributes: ItemAttribute[];
  relatedItems: RelatedItem[];
  itemGroup: { id: number; itemGroupName: string; categoryId: number | null };
}

/** POST /Item/Extensions/Update/{itemId} body: the storefront data kept beside the accounting item. */
export interface ItemExtension {
  isAvailable: boolean;
  displayOrder: number;
  minOrderQuantity: number;
  fullDescription: string;
  isPriceChanged: boolean;
}

/** A product image of the back office. */
export interface ProductImage {
  id: number;
  url: string;
  isPrimary: boolean;
}

/** A product's unit price in one price list. */
export interface ProductPrice {
  priceListID: number;
  unitPrice: number;
}

/** The back-office view of an item. */
export interface Product {
  productID: number;
  productName: string;
  description: string;
  isPreWeighted: boolean;
  /** Kilograms; only meaningful when isPreWeighted. */
  defaultWeight: number | null;
  categoryId: number;
  /** The item group the product is listed in (a group of its category), or null when it has none. */
  itemGroupId: number | null;
  images: ProductImage[];
  primaryImageId: number | null;
  prices: ProductPrice[];
}

/** POST /Product/Add and /Product/Update body (productID on update). */
export interface ProductInput {
  productID?: number;
  productName: string;
  description: string;
  isPreWeighted: boolean;
  defaultWeight?: number | null;
  categoryId: number;
  /** The item group to list the product in (one of its category's); left out, the category's first. */
  itemGroupId?: number;
}

/** POST /PriceList/Price/Add and /PriceList/Price/Update body. */
export interface PriceInput {
  productID: number;
  priceListID: number;
  unitPrice: number;
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
export interface OrderItem {
  itemId: string;
  productName: string;
  unitPrice: number;
  quantity: number;
}

/** A placed order as Order/List returns it. */
export interface Order {
  id: number;
  orderNumber: number;
  /** ISO 8601 instant. */
  orderDate: string;
  userId: number;
  customerId: number;
  comment: string;
  totalPriceBeforeVat: number;
  vatSum: number;
  vatPercent: number;
  /** With VAT. */
  totalPrice: number;
  customer: { lastName: string; phone: string; email: string };
  orderItems: OrderItem[];
  /** Link to the accounting system's order document (sealed by the server before it reaches a browser). */
  documentLink: string;
}

/** One line of the order-creation payload. */
export interface OrderCartLine {
  id: number;
  itemId: string;
  itemDescription: string;
  salePriceInNIS: number;
  quantity: number;
}

/** POST /Order/Create body. */
export interface OrderCreate {
  userId: number;
  comment: string;
  customerId: number;
  totalPriceBeforeVat: number;
  totalPrice: number;
  vatSum: number;
  vatPercent: number;
  cartItems: OrderCartLine[];
}

/** POST /Order/Create payload. */
export interface OrderCreated {
  orderNumber: number;
  documentLink: string;
}

/** A line whose price the provider no longer agrees with (in a 409 refusal of Order/Create). */
export interface OrderLineChange {
  itemId: string;
  sentPrice: number;
  currentPrice: number | null;
  reason: 'priceChanged' | 'unavailable' | 'notFound' | 'packSize' | 'priceOnRequest';
  /** With reason 'packSize': the item's pack size now. */
  currentPackSize?: number;
}
