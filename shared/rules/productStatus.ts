// A product's status in the back office (docs/product.md §6.1): a draft is not shown to buyers or
// visitors (no list, search, item page or quick order has it); an active product is. A product's
// status is either set by the manager or, until it is, follows its prices: a product added without a
// status is a draft until it has its first selling price, so an unfinished product never shows
// buyers 'מחיר לפי בקשה'.

/** The statuses a product can have, as the contract spells them. */
export const PRODUCT_STATUSES = ['draft', 'active'] as const;

/** A product's status: 'draft' (not shown to buyers) or 'active'. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product's status now: the one the manager set, else active once it has a selling price in any list. */
export function productStatus(product: { status: ProductStatus | null; hasPrice: boolean }): ProductStatus {
  return product.status ?? (product.hasPrice ? 'active' : 'draft');
}
