// The cart operations (docs/product.md §5.1, §4.2). Every operation is pure: it returns a new cart and
// leaves the given one untouched, so a store can save the result and a test can compare both.
import type { CartItem } from '../contract/entities';
import { packSize, roundUpToPacks } from './packSize';

/** What the cart needs to know of an item to add it. */
export interface CartProduct {
  id: number;
  itemId: string;
  itemDescription: string;
  salePriceInNIS?: number;
  pictureUrl: string;
  minOrderQuantity: number;
  isAvailable: boolean;
}

/** The result of minus: the new cart, and whether the caller must ask before removing the line. */
export interface MinusResult {
  cart: CartItem[];
  /** True when minus would take the line below one pack and the caller chose to ask first. */
  confirmRemoval: boolean;
}

/** The quantity of an item in the cart, 0 when absent. */
export function quantityInCart(cart: readonly CartItem[], id: number): number {
  return cart.find((line) => line.id === id)?.quantity ?? 0;
}

/** A cart line for a priced product, at the given quantity rounded up to whole packs. */
export function toCartItem(product: CartProduct & { salePriceInNIS: number }, quantity: number): CartItem {
  const pack = packSize(product);
  return {
    id: product.id,
    itemId: product.itemId,
    itemDescription: product.itemDescription,
    salePriceInNIS: product.salePriceInNIS,
    pictureUrl: product.pictureUrl,
    quantity: roundUpToPacks(quantity, pack),
    itemPackSize: pack,
  };
}

/** Adds a line; a line with the same id already there gets the quantities merged (price and pack refreshed). */
export function addToCart(cart: readonly CartItem[], line: CartItem): CartItem[] {
  const pack = packSize({ minOrderQuantity: line.itemPackSize });
  const quantity = roundUpToPacks(line.quantity, pack);
  if (quantity === 0) return [...cart];
  const existing = cart.find((l) => l.id === line.id);
  if (!existing) return [...cart, { ...line, itemPackSize: pack, quantity }];
  return cart.map((l) => (l.id === line.id ? { ...line, itemPackSize: pack, quantity: roundUpToPacks(l.quantity + quantity, pack) } : l));
}

/** Sets a line's quantity, rounded up to whole packs; zero or less removes the line, a non-number changes nothing. */
export function updateQuantity(cart: readonly CartItem[], id: number, quantity: number): CartItem[] {
  if (Number.isNaN(quantity)) return [...cart];
  if (quantity <= 0) return removeFromCart(cart, id);
  return cart.map((l) => (l.id === id ? { ...l, quantity: roundUpToPacks(quantity, l.itemPackSize) } : l));
}

/** Removes the line with this id. */
export function removeFromCart(cart: readonly CartItem[], id: number): CartItem[] {
  return cart.filter((l) => l.id !== id);
}

/** The empty cart. */
export function clearCart(): CartItem[] {
  return [];
}

/**
 * Plus: one more pack of the product (a new line of one pack if absent); nothing for an unavailable
 * item or one without a price (price on request: never a line at 0.00).
 */
export function plusOnePack(cart: readonly CartItem[], product: CartProduct): CartItem[] {
  const price = product.salePriceInNIS;
  if (!product.isAvailable || typeof price !== 'number' || !Number.isFinite(price)) return [...cart];
  return addToCart(cart, toCartItem({ ...product, salePriceInNIS: price }, packSize(product)));
}

/**
 * Minus: one pack less while the quantity exceeds one pack. Below one pack the line is removed
 * (`belowOnePack: 'remove'`, product cards) or kept with `confirmRemoval` set (`'ask'`, the cart page).
 * Nothing happens for an unavailable item or a line that is not in the cart.
 */
export function minusOnePack(
  cart: readonly CartItem[],
  product: { id: number; isAvailable: boolean },
  belowOnePack: 'remove' | 'ask',
): MinusResult {
  const line = cart.find((l) => l.id === product.id);
  if (!product.isAvailable || !line || line.quantity <= 0) return { cart: [...cart], confirmRemoval: false };
  const pack = packSize({ minOrderQuantity: line.itemPackSize });
  if (line.quantity > pack) return { cart: updateQuantity(cart, line.id, line.quantity - pack), confirmRemoval: false };
  if (belowOnePack === 'ask') return { cart: [...cart], confirmRemoval: true };
  return { cart: removeFromCart(cart, line.id), confirmRemoval: false };
}

/** The number of lines, as the cart icon's bubble shows it. */
export function cartCount(cart: readonly CartItem[]): number {
  return cart.length;
}

/** A stored cart read back: its readable lines, and how many unreadable ones were dropped. */
export interface StoredCart {
  lines: CartItem[];
  dropped: number;
}

/**
 * Reads a stored cart: a value that is not a list of lines gives the empty cart; in a list, each
 * unreadable line is dropped on its own (and counted), so one bad line never costs the others.
 */
export function readStoredCart(raw: string | null): StoredCart {
  if (!raw) return { lines: [], dropped: 0 };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { lines: [], dropped: 0 };
  }
  if (!Array.isArray(data)) return { lines: [], dropped: 0 };
  const seen = new Set<number>();
  const lines: CartItem[] = [];
  for (const line of data) {
    if (!isCartItem(line) || seen.has(line.id)) continue;
    seen.add(line.id);
    lines.push({ ...line, itemPackSize: packSize({ minOrderQuantity: line.itemPackSize }) });
  }
  return { lines, dropped: data.length - lines.length };
}

/** The readable lines of a stored cart (readStoredCart without the count). */
export function parseStoredCart(raw: string | null): CartItem[] {
  return readStoredCart(raw).lines;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(l.id) &&
    typeof l.itemId === 'string' &&
    typeof l.itemDescription === 'string' &&
    typeof l.salePriceInNIS === 'number' &&
    Number.isFinite(l.salePriceInNIS) &&
    typeof l.pictureUrl === 'string' &&
    Number.isSafeInteger(l.quantity) &&
    (l.quantity as number) > 0 &&
    typeof l.itemPackSize === 'number'
    // A quantity that is not whole packs is kept: the pack size may have changed since, and the
    // cart page's check (cartCheck.ts) tells the buyer and offers the fix instead of losing the line.
  );
}
