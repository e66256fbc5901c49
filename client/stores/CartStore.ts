// The cart (SPEC.md section 4): kept in local storage after every action; a corrupted stored
// cart becomes an empty one. The rules themselves live in shared/rules/cart.
import { makeAutoObservable } from 'mobx';
import type { CartItem } from '@shared/contract/entities';
import {
  addToCart,
  cartCount,
  minusOnePack,
  parseStoredCart,
  plusOnePack,
  quantityInCart,
  removeFromCart,
  updateQuantity,
  type CartProduct,
} from '@shared/rules/cart';
import { computeTotals, lineTotal, type Totals } from '@shared/rules/totals';
import type { RootStore } from './RootStore';
import { StorageKeys } from './storage';

export class CartStore {
  items: CartItem[];

  constructor(private readonly root: RootStore) {
    this.items = parseStoredCart(root.storage.getItem(StorageKeys.cart));
    makeAutoObservable<CartStore, 'root'>(this, { root: false });
  }

  private set(next: CartItem[]): void {
    this.items = next;
    this.root.storage.setItem(StorageKeys.cart, JSON.stringify(next));
  }

  /** The number of lines (the cart icon's bubble). */
  get count(): number {
    return cartCount(this.items);
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** Totals in agorot: before VAT, VAT 18% and total, truncated. */
  get totals(): Totals {
    return computeTotals(this.items);
  }

  /** The quantity of an item in the cart (0 when absent). */
  quantityOf(id: number): number {
    return quantityInCart(this.items, id);
  }

  /** A line's total in agorot. */
  lineTotal(line: CartItem): number {
    return lineTotal(line);
  }

  /** Adds lines, merging by id. */
  add(...lines: CartItem[]): void {
    this.set(lines.reduce((cart, line) => addToCart(cart, line), this.items));
  }

  /** One pack more (nothing for an unavailable item). */
  plus(product: CartProduct): void {
    this.set(plusOnePack(this.items, product));
  }

  /** One pack less on a product card: below one pack removes the line. */
  minus(product: { id: number; isAvailable: boolean }): void {
    this.set(minusOnePack(this.items, product, 'remove').cart);
  }

  /** One pack less on the cart page: true when it would fall below one pack and the user must be asked. */
  minusOrAsk(id: number): boolean {
    const result = minusOnePack(this.items, { id, isAvailable: true }, 'ask');
    this.set(result.cart);
    return result.confirmRemoval;
  }

  /** Sets a line's quantity (rounded up to whole packs; 0 removes it). */
  update(id: number, quantity: number): void {
    this.set(updateQuantity(this.items, id, quantity));
  }

  remove(id: number): void {
    this.set(removeFromCart(this.items, id));
  }

  clear(): void {
    this.set([]);
  }

  /** Sets a line's price (after the provider refused an order for a changed price). */
  reprice(itemId: string, price: number): void {
    this.set(this.items.map((l) => (l.itemId === itemId ? { ...l, salePriceInNIS: price } : l)));
  }

  /** The cart belongs to the user who filled it: another user signing in starts with an empty one. */
  claimFor(userId: number): void {
    const owner = this.root.storage.getItem(StorageKeys.cartOwner);
    if (owner !== null && owner !== String(userId)) this.clear();
    this.root.storage.setItem(StorageKeys.cartOwner, String(userId));
  }
}
