// The cart (docs/product.md §5.1): kept in local storage after every action, one cart per user (a
// different user on the same browser neither sees nor wipes another's; the same user gets theirs
// back after signing in again). A corrupted stored cart becomes an empty one; an unreadable line is
// dropped on its own, and the page says so. The rules themselves live in shared/rules/cart.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CartItem, OrderLineChange } from '@shared/contract/entities';
import {
  addToCart,
  cartCount,
  minusOnePack,
  plusOnePack,
  readStoredCart,
  quantityInCart,
  removeFromCart,
  toCartItem,
  updateQuantity,
  type CartProduct,
} from '@shared/rules/cart';
import { afterQuantityChange, applyRefusal, checkCart, isLocked, isQuantityLocked, type LineIssue } from '@shared/rules/cartCheck';
import { roundUpToPacks } from '@shared/rules/packSize';
import { computeTotals, lineTotal, type Totals } from '@shared/rules/totals';
import { fetchCurrentItems } from '../../stores/currentItems';
import type { Api } from '../../api/api';
import { isTokenValid } from '@shared/rules/token';
import {
  cartChangeKey,
  cartCommentKey,
  cartKey,
  ownerOf,
  standingPlacedKey,
  StorageKeys,
  type KeyValueStorage,
} from '../../stores/storage';

/** A placed order the buyer is changing in the cart (capability 'order-change'). */
export interface OrderChange {
  orderId: number;
  orderNumber: number;
  /** The last moment the provider takes a change (ISO 8601), or null when it named none. */
  until: string | null;
  /** The delivery day the order asked for on its comment's own line (kept on the changed comment), or null. */
  requestedDay: string | null;
  /** The delivery day the order asked for (YYYY-MM-DD), when it asked for one: the cart shows it instead of a choice. */
  deliveryDay: string | null;
  /** When the order was placed (ISO 8601): without a day asked for, it comes on the earliest delivery after it. */
  orderDate: string | null;
}

/** A delivery day of a standing order the buyer is confirming in the cart (docs/product.md §5.12). */
export interface StandingReady {
  standingId: string;
  name: string;
  /** The delivery day it is for (YYYY-MM-DD). */
  deliveryDate: string;
  /** The last moment it may be placed for that day (ISO 8601). */
  orderBy: string;
}

/** A standing order's day placed here: said to the server (StandingStore), kept until it has heard. */
export interface StandingPlaced {
  standingId: string;
  deliveryDate: string;
  orderNumber?: number;
}

/**
 * What is kept in local storage of a cart held apart from the user's own: a placed order's change, or
 * a standing order's ready cart (one of the two), with its own lines and comment.
 */
interface StoredChange {
  order?: OrderChange;
  standing?: StandingReady;
  lines: unknown;
  comment: string;
}

/** Which held cart a stored one is: 'order:<id>' or 'standing:<id>:<day>'. */
const heldKeyOf = (held: { order?: OrderChange | null; standing?: StandingReady | null }): string | null =>
  held.order ? `order:${held.order.orderId}` : held.standing ? `standing:${held.standing.standingId}:${held.standing.deliveryDate}` : null;

/** How a check of the cart against today's items ended. */
export type CheckOutcome = 'unchanged' | 'changed';

/** What the cart reads of the app (the RootStore is one): the api, the storage and clock, the token and the VAT rate. */
export interface CartStoreDeps {
  readonly api: Api;
  readonly storage: KeyValueStorage;
  readonly now: () => number;
  readonly session: { readonly token: string | null };
  readonly settings: { readonly vatPercent: number };
}

export class CartStore {
  /**
   * The lines, as plain values: a change replaces the array and the changed lines, never a field in
   * place (set()). So the array is observed by reference, its lines are not made observable one
   * field at a time (a cost on every start, for nothing), and an unchanged line stays the same
   * object, which a memoised row compares.
   */
  items: CartItem[];
  /** What changed on each line since it was added (by item code): shown on the line until fixed or dismissed. */
  issues = new Map<string, LineIssue[]>();
  /** True while the lines are being checked against today's items. */
  checking = false;

  /** Whose cart this is: the signed-in user's id, or null for a visitor (whose cart stays empty). */
  owner: string | null;
  /** How many unreadable lines were dropped when this cart was read (0 once the buyer has seen it). */
  droppedLines = 0;
  /** The order's comment, kept with the cart (a reload keeps it) until the order is placed. */
  comment: string;
  /**
   * The placed order being changed, or null: while it is, the lines and comment are the change's (kept
   * under their own key), and the user's cart waits untouched until the change is sent or dropped.
   */
  changing: OrderChange | null = null;
  /** A standing order's ready cart the buyer is confirming, or null: held apart as a change is. */
  standing: StandingReady | null = null;

  constructor(private readonly root: CartStoreDeps) {
    const token = root.storage.getItem(StorageKeys.token);
    this.owner = isTokenValid(token, root.now()) ? ownerOf(token) : null;
    migrateLegacyCart(root.storage, ownerOf(token));
    this.items = [];
    this.comment = '';
    this.read();
    makeAutoObservable<CartStore, 'root'>(this, { root: false, items: observableRef });
  }

  /** Shows the cart of another owner (a user signed in, or out): theirs is read, this one stays stored. */
  switchTo(owner: string | null): void {
    if (owner === this.owner) return;
    this.owner = owner;
    this.read();
    this.issues.clear();
  }

  /** Reads the owner's change of an order if one is under way, else their cart. */
  private read(): void {
    const change = readStoredChange(this.root.storage.getItem(cartChangeKey(this.owner)));
    this.changing = change?.order ?? null;
    this.standing = change?.standing ?? null;
    const stored = readStoredCart(change ? JSON.stringify(change.lines) : this.root.storage.getItem(cartKey(this.owner)));
    this.items = stored.lines;
    this.droppedLines = stored.dropped;
    this.comment = change ? change.comment : (this.root.storage.getItem(cartCommentKey(this.owner)) ?? '');
  }

  /**
   * Starts changing a placed order: its lines (as they can be ordered today) and comment fill the cart
   * in place of the user's own, which waits untouched. A change under way of another order is dropped.
   */
  startChange(order: OrderChange, lines: CartItem[], comment: string): void {
    this.startHeld({ order }, lines, comment);
  }

  /**
   * Makes a standing order's ready cart for one of its days: its lines and comment fill the cart in
   * place of the user's own, which waits untouched, as a change's do (the caller then checks them
   * against today's items).
   */
  startStanding(ready: StandingReady, lines: CartItem[], comment: string): void {
    this.startHeld({ standing: ready }, lines, comment);
  }

  /** Whether a cart is held apart from the user's own: a change of an order, or a standing order's ready cart. */
  get held(): boolean {
    return this.changing !== null || this.standing !== null;
  }

  /** Which held cart is open ('order:<id>', 'standing:<id>:<day>'), or null for the user's own. */
  get heldKey(): string | null {
    return heldKeyOf({ order: this.changing, standing: this.standing });
  }

  private startHeld(held: { order?: OrderChange; standing?: StandingReady }, lines: CartItem[], comment: string): void {
    if (this.owner === null) return;
    this.changing = held.order ?? null;
    this.standing = held.standing ?? null;
    this.items = [];
    this.issues.clear();
    this.droppedLines = 0;
    this.comment = comment;
    // Written first: from here on the stored change is what says a change is under way (storeChange).
    this.root.storage.setItem(cartChangeKey(this.owner), JSON.stringify({ ...held, lines, comment } satisfies StoredChange));
    this.set(lines);
  }

  /**
   * Ends the change of an order (sent, or dropped by the buyer): the user's own cart comes back as it
   * was, with `keep` added to it (lines of the change that were not sent: added while it waited).
   */
  endChange(keep: readonly CartItem[] = []): void {
    if (!this.held) return;
    this.root.storage.removeItem(cartChangeKey(this.owner));
    this.issues.clear();
    this.read();
    if (keep.length > 0) this.add(...keep);
  }

  /**
   * The provider took the change of an order (here or in another tab, or the service worker): its
   * change ends wherever it is kept (in this tab, or only in storage when another tab holds it). Lines
   * of it that are not as they were sent (added or changed while it waited) move to the own cart.
   */
  endChangeOf(orderId: number, sent: ReadonlyArray<{ id: number; quantity: number }>): void {
    this.endHeldOf(`order:${orderId}`, sent);
  }

  /**
   * A standing order's day was placed (here, in another tab, or by the service worker): its ready cart
   * ends wherever it is kept, as a change's does, and the day is noted for the server (StandingStore
   * says it there and forgets the note once it has heard).
   */
  endStandingOf(placed: StandingPlaced, sent: ReadonlyArray<{ id: number; quantity: number }>): void {
    this.endHeldOf(`standing:${placed.standingId}:${placed.deliveryDate}`, sent);
    if (this.owner === null) return;
    const key = standingPlacedKey(this.owner);
    const notes = readStandingPlaced(this.root.storage.getItem(key)).filter(
      (n) => n.standingId !== placed.standingId || n.deliveryDate !== placed.deliveryDate,
    );
    this.root.storage.setItem(key, JSON.stringify([...notes, placed]));
  }

  private endHeldOf(heldKey: string, sent: ReadonlyArray<{ id: number; quantity: number }>): void {
    const stored = readStoredChange(this.root.storage.getItem(cartChangeKey(this.owner)));
    const here = this.heldKey === heldKey;
    if (!here && (stored === null || heldKeyOf(stored) !== heldKey)) return;
    const sentQuantity = new Map(sent.map((l) => [l.id, l.quantity]));
    const lines = here ? this.items : readStoredCart(JSON.stringify(stored!.lines)).lines;
    const keep = lines.filter((l) => sentQuantity.get(l.id) !== l.quantity);
    if (here) return this.endChange(keep);
    this.root.storage.removeItem(cartChangeKey(this.owner));
    if (keep.length > 0) writeOwnCart(this.root.storage, this.owner, (own) => keep.reduce((cart, line) => addToCart(cart, line), own));
  }

  /**
   * Writes the change under way (its order, lines and comment). When its stored record is gone or is
   * another order's, the change ended elsewhere (another tab sent or dropped it): it is not written
   * back, and this tab shows what is kept now.
   */
  private storeChange(lines: readonly CartItem[]): void {
    if (!this.held || this.owner === null) return;
    const key = cartChangeKey(this.owner);
    const kept = readStoredChange(this.root.storage.getItem(key));
    if (kept === null || heldKeyOf(kept) !== this.heldKey) {
      this.issues.clear();
      this.read();
      return;
    }
    const stored: StoredChange = {
      ...(this.changing ? { order: this.changing } : { standing: this.standing! }),
      lines,
      comment: this.comment,
    };
    this.root.storage.setItem(key, JSON.stringify(stored));
  }

  /** The order's comment as the buyer types it (kept for a visitor in memory only: they cannot order). */
  setComment(comment: string): void {
    this.comment = comment;
    if (this.owner === null) return;
    if (this.held) return this.storeChange(this.items);
    if (comment === '') this.root.storage.removeItem(cartCommentKey(this.owner));
    else this.root.storage.setItem(cartCommentKey(this.owner), comment);
  }

  /** The buyer has read that unreadable lines were dropped. */
  dismissDropped(): void {
    this.droppedLines = 0;
  }

  private set(next: CartItem[]): void {
    // A line whose every field is as it was stays the same object, so its row is not drawn again.
    const before = new Map(this.items.map((l) => [l.id, l]));
    const lines = next.map((line) => {
      const old = before.get(line.id);
      return old && sameLine(old, line) ? old : line;
    });
    // Nothing changed (a check that found today's prices as they were): the same array, so nothing
    // that reads the lines is drawn again.
    if (lines.length !== this.items.length || lines.some((line, i) => line !== this.items[i])) this.items = lines;
    if (this.held) this.storeChange(next);
    else this.root.storage.setItem(cartKey(this.owner), JSON.stringify(next));
    // A line that left the cart takes its news with it; a quantity set to whole packs fixes its line.
    for (const [itemId, issues] of this.issues) {
      const line = next.find((l) => l.itemId === itemId);
      const left = line ? afterQuantityChange(issues, line) : [];
      if (left.length === 0) this.issues.delete(itemId);
      else if (left.length !== issues.length) this.issues.set(itemId, left);
    }
  }

  /** What changed on a line (empty when nothing). */
  issuesOf(itemId: string): readonly LineIssue[] {
    return this.issues.get(itemId) ?? NO_ISSUES;
  }

  /** Whether a line is locked until fixed: unavailable, on request, gone, or not whole packs. */
  isLineLocked(itemId: string): boolean {
    return isLocked(this.issues.get(itemId));
  }

  /** Whether some line must be fixed before an order can be placed. */
  get hasLockedLines(): boolean {
    return this.items.some((l) => this.isLineLocked(l.itemId));
  }

  /**
   * Checks every line against today's items (on entering the cart page and before placing an order):
   * prices and pack sizes become today's, and each line says what changed. 'changed' when anything did.
   * A line that cannot be read now is left as it is (the provider checks the order anyway).
   */
  async check(signal?: AbortSignal): Promise<CheckOutcome> {
    if (this.items.length === 0) return 'unchanged';
    this.checking = true;
    const owner = this.owner;
    const token = this.root.session.token;
    try {
      const { items } = await fetchCurrentItems(
        this.root.api,
        this.items.map((l) => l.itemId),
        signal,
      );
      return runInAction(() => {
        // The session ended (or another user signed in) while the check ran: what was read is not
        // this cart's owner's view of the catalogue.
        if (this.owner !== owner || this.root.session.token !== token) return 'unchanged';
        // Lines added while the check ran are not in `items` and stay as they are.
        const result = checkCart(this.items, items);
        for (const line of this.items) if (items.get(line.itemId) !== undefined) this.issues.delete(line.itemId);
        this.set(result.cart);
        for (const [itemId, found] of result.issues) this.issues.set(itemId, found);
        return result.issues.size > 0 ? 'changed' : 'unchanged';
      });
    } finally {
      runInAction(() => {
        this.checking = false;
      });
    }
  }

  /**
   * Takes what the provider said when it refused an order: today's prices and pack sizes, and the
   * lines locked until fixed. True when the refusal did not say enough and the cart must be checked.
   */
  applyRefusal(changes: readonly OrderLineChange[]): boolean {
    const result = applyRefusal(this.items, changes);
    this.set(result.cart);
    for (const [itemId, found] of result.issues) this.issues.set(itemId, found);
    return result.needsCheck;
  }

  /** The fix of a line that is not whole packs: its quantity rounded up to whole packs of today. */
  roundUpLine(id: number): void {
    this.set(this.items.map((l) => (l.id === id ? { ...l, quantity: roundUpToPacks(l.quantity, l.itemPackSize) } : l)));
  }

  /** Forgets what a line said (the buyer has read it); a lock stays until its line is fixed. */
  dismissIssues(itemId: string): void {
    const left = this.issuesOf(itemId).filter((i) => isLocked([i]));
    if (left.length === 0) this.issues.delete(itemId);
    else this.issues.set(itemId, left);
  }

  /** Whether a line's quantity is locked: plus, minus and typing do nothing until it is fixed or removed. */
  isQuantityLocked(itemId: string): boolean {
    return isQuantityLocked(this.issues.get(itemId));
  }

  private locked(id: number): boolean {
    const line = this.items.find((l) => l.id === id);
    return line !== undefined && this.isQuantityLocked(line.itemId);
  }

  /** The number of lines (the cart icon's bubble). */
  get count(): number {
    return cartCount(this.items);
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** The VAT rate the totals use (the VatPercent setting, 18 when unset). */
  get vatPercent(): number {
    return this.root.settings.vatPercent;
  }

  /** Totals in agorot: before VAT, VAT at the store's rate and total, truncated. */
  get totals(): Totals {
    return computeTotals(this.items, this.vatPercent);
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
    if (this.locked(product.id)) return;
    this.set(plusOnePack(this.items, product));
  }

  /** One pack less on a product card: below one pack removes the line. */
  minus(product: { id: number; isAvailable: boolean }): void {
    if (this.locked(product.id)) return;
    this.set(minusOnePack(this.items, product, 'remove').cart);
  }

  /** One pack less on the cart page: true when it would fall below one pack and the user must be asked. */
  minusOrAsk(id: number): boolean {
    if (this.locked(id)) return false;
    const result = minusOnePack(this.items, { id, isAvailable: true }, 'ask');
    this.set(result.cart);
    return result.confirmRemoval;
  }

  /**
   * A typed quantity for a product (cards, the item dialog): sets its line, starting one when absent
   * (only for an item that can be ordered: available and priced); 0 removes the line.
   */
  setQuantity(product: CartProduct, quantity: number): void {
    if (this.locked(product.id)) return;
    if (this.quantityOf(product.id) > 0) {
      this.set(updateQuantity(this.items, product.id, quantity));
      return;
    }
    const price = product.salePriceInNIS;
    if (quantity <= 0 || !product.isAvailable || typeof price !== 'number') return;
    this.set(addToCart(this.items, toCartItem({ ...product, salePriceInNIS: price }, quantity)));
  }

  /** Sets a line's quantity (rounded up to whole packs; 0 removes it). */
  update(id: number, quantity: number): void {
    if (this.locked(id)) return;
    this.set(updateQuantity(this.items, id, quantity));
  }

  remove(id: number): void {
    this.set(removeFromCart(this.items, id));
  }

  /**
   * A line that cannot be ordered swapped for a substitute (docs/product.md §5.10): the new line takes
   * its place, or joins the substitute's own line when the cart has one.
   */
  replaceLine(id: number, line: CartItem): void {
    if (this.items.some((l) => l.id === line.id && l.id !== id)) this.set(addToCart(removeFromCart(this.items, id), line));
    else this.set(this.items.map((l) => (l.id === id ? line : l)));
  }

  clear(): void {
    this.set([]);
    this.issues.clear();
    this.setComment('');
  }

  /**
   * A placed order's lines leave the cart: each line still as it was ordered (same item, same
   * quantity). Lines added or changed since (in another tab, while the order waited) stay. The
   * comment goes with the last line.
   */
  removeOrdered(ordered: ReadonlyArray<{ id: number; quantity: number }>): void {
    const sent = new Map(ordered.map((l) => [l.id, l.quantity]));
    // A cart is held apart: the order came from the own cart, which waits in storage (never the held lines).
    if (this.held) {
      writeOwnCart(this.root.storage, this.owner, (own) => own.filter((l) => sent.get(l.id) !== l.quantity));
      return;
    }
    // set() drops the news of the lines that left.
    this.set(this.items.filter((l) => sent.get(l.id) !== l.quantity));
    if (this.items.length === 0) this.setComment('');
  }
}

/** Rewrites a user's own cart as storage keeps it (while a change is open, it is not the one in memory); its comment goes with its last line. */
function writeOwnCart(storage: KeyValueStorage, owner: string | null, change: (lines: CartItem[]) => CartItem[]): void {
  if (owner === null) return;
  const lines = change(readStoredCart(storage.getItem(cartKey(owner))).lines);
  storage.setItem(cartKey(owner), JSON.stringify(lines));
  if (lines.length === 0) storage.removeItem(cartCommentKey(owner));
}

/** A stored change of an order, or null when there is none or it cannot be read (the cart is then the user's own). */
function readStoredChange(raw: string | null): StoredChange | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredChange> | null;
    if (!value || !Array.isArray(value.lines) || typeof value.comment !== 'string') return null;
    const standing = value.standing;
    if (standing !== undefined)
      return typeof standing === 'object' &&
        standing !== null &&
        typeof standing.standingId === 'string' &&
        typeof standing.name === 'string' &&
        typeof standing.deliveryDate === 'string' &&
        typeof standing.orderBy === 'string'
        ? {
            standing: {
              standingId: standing.standingId,
              name: standing.name,
              deliveryDate: standing.deliveryDate,
              orderBy: standing.orderBy,
            },
            lines: value.lines,
            comment: value.comment,
          }
        : null;
    const order = value.order;
    if (!order || !Number.isSafeInteger(order.orderId) || !Number.isSafeInteger(order.orderNumber)) return null;
    return {
      order: {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        until: typeof order.until === 'string' ? order.until : null,
        requestedDay: typeof order.requestedDay === 'string' ? order.requestedDay : null,
        deliveryDay: typeof order.deliveryDay === 'string' ? order.deliveryDay : null,
        orderDate: typeof order.orderDate === 'string' ? order.orderDate : null,
      },
      lines: value.lines,
      comment: value.comment,
    };
  } catch {
    return null;
  }
}

/** The standing orders' days placed on this device that the server has not heard of yet (unreadable notes are none). */
export function readStandingPlaced(raw: string | null): StandingPlaced[] {
  if (raw === null) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value)
      ? value.filter(
          (n): n is StandingPlaced =>
            typeof n === 'object' &&
            n !== null &&
            typeof (n as StandingPlaced).standingId === 'string' &&
            typeof (n as StandingPlaced).deliveryDate === 'string' &&
            ((n as StandingPlaced).orderNumber === undefined || Number.isSafeInteger((n as StandingPlaced).orderNumber)),
        )
      : [];
  } catch {
    return [];
  }
}

/** What a line without news has: one array, so a row given it is not drawn again. */
const NO_ISSUES: readonly LineIssue[] = Object.freeze([]);

/** Whether two lines say the same in every field. */
function sameLine(a: CartItem, b: CartItem): boolean {
  const keys = Object.keys(b) as Array<keyof CartItem>;
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Moves the single cart of earlier versions under its owner's key (its recorded owner, else the user
 * of the stored token), unless that user already has a cart; then forgets the old keys.
 */
function migrateLegacyCart(storage: KeyValueStorage, tokenOwner: string | null): void {
  const legacy = storage.getItem(StorageKeys.legacyCart);
  if (legacy === null) return;
  const owner = storage.getItem(StorageKeys.legacyCartOwner) ?? tokenOwner;
  if (owner !== null && storage.getItem(cartKey(owner)) === null) storage.setItem(cartKey(owner), legacy);
  storage.removeItem(StorageKeys.legacyCart);
  storage.removeItem(StorageKeys.legacyCartOwner);
}
