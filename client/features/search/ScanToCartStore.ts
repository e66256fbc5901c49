// Scan to cart (docs/product.md §3.3): the barcode scanner's continuous mode for business users. Each
// recognised code adds one pack of its item; the same code seen in consecutive frames counts once,
// and counts again only after it has been out of sight for a pause (the buyer took the next carton).
// Unknown, unavailable and unpriced codes are listed, never added. The codes are looked up in the
// buyer's catalogue, read once when the mode opens (Item/List, as quick order reads it). A
// keyboard-wedge scanner on the cart and quick-order pages goes through the same store, one scan
// per code it types.
import { makeAutoObservable, runInAction } from 'mobx';
import { indexItems, normalizeCode, type QuickItem } from '@shared/rules/itemCode';
import { packSize } from '@shared/rules/packSize';
import type { Item } from '@shared/contract/entities';
import { readCatalogue } from '../../api/catalogue';
import type { CartProduct } from '@shared/rules/cart';
import type { Api } from '../../api/api';
import { isAborted } from '../../api/ApiError';
import { hasPrice } from '@shared/rules/price';

/** How long a code must be out of sight before seeing it again adds another pack. */
export const RESCAN_PAUSE_MS = 1000;

export type ScanStatus = 'added' | 'notFound' | 'unavailable' | 'priceOnRequest';

/** One line of the running list: an item added (its packs from this scanning), or a code refused. */
export interface ScanEntry {
  code: string;
  status: ScanStatus;
  item?: Item;
  /** Units added to the cart by this scanning (added lines). */
  units: number;
}

/** What scanning into the cart reads of the app (the RootStore is one). */
export interface ScanToCartStoreDeps {
  readonly api: Api;
  readonly cart: { plus(product: CartProduct): void; minus(product: { id: number; isAvailable: boolean }): void };
}

export class ScanToCartStore {
  entries: ScanEntry[] = [];
  ready = false;
  failed = false;
  /** The item ids of the packs added, in order (undo takes the last back). */
  private history: number[] = [];
  private index: Map<string, QuickItem> | null = null;
  private last: { code: string; seenAt: number } | null = null;

  constructor(private readonly root: ScanToCartStoreDeps) {
    makeAutoObservable<ScanToCartStore, 'root' | 'index' | 'last'>(this, { root: false, index: false, last: false });
  }

  async open(signal?: AbortSignal): Promise<void> {
    try {
      const items = await readCatalogue(this.root.api, signal);
      runInAction(() => {
        this.index = indexItems(items);
        this.ready = true;
        this.failed = false;
      });
    } catch (err) {
      if (isAborted(err)) return;
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  /**
   * A code the camera recognised at `now` (ms). Returns what it did: null when it is the same code
   * still in sight (or seen again before the pause), else the entry it added to or made.
   */
  seen(code: string, now: number): ScanStatus | null {
    const last = this.last;
    const same = last !== null && last.code === code;
    this.last = { code, seenAt: now };
    if (same && now - last.seenAt < RESCAN_PAUSE_MS) return null;
    return this.scan(code);
  }

  /** One scan of a code, counted as such (a keyboard scanner's each press of the trigger): adds a pack of its item, or lists the refusal. */
  scan(code: string): ScanStatus {
    const item = this.index?.get(normalizeCode(code)) as Item | undefined;
    const status: ScanStatus = !item ? 'notFound' : !item.isAvailable ? 'unavailable' : !hasPrice(item) ? 'priceOnRequest' : 'added';
    if (status === 'added') {
      this.root.cart.plus(item!);
      this.history.push(item!.id);
    }
    const key = item ? `item:${item.id}` : `code:${normalizeCode(code)}`;
    const existing = this.entries.find((e) => (e.item ? `item:${e.item.id}` : `code:${normalizeCode(e.code)}`) === key);
    const units = status === 'added' ? packSize(item!) : 0;
    if (existing) {
      existing.units += units;
      // The latest scan goes to the top of the list.
      this.entries = [existing, ...this.entries.filter((e) => e !== existing)];
    } else {
      this.entries = [{ code, status, item, units }, ...this.entries];
    }
    return status;
  }

  /** One pack more of a scanned item. */
  plus(entry: ScanEntry): void {
    if (!entry.item || entry.status !== 'added') return;
    this.root.cart.plus(entry.item);
    entry.units += packSize(entry.item);
    this.history.push(entry.item.id);
  }

  /** One pack less of a scanned item (never below what this scanning added). */
  minus(entry: ScanEntry): void {
    if (!entry.item || entry.status !== 'added' || entry.units <= 0) return;
    this.root.cart.minus(entry.item);
    entry.units -= packSize(entry.item);
    const at = this.history.lastIndexOf(entry.item.id);
    if (at >= 0) this.history.splice(at, 1);
  }

  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /** Takes the last added pack back out of the cart. */
  undo(): void {
    const id = this.history.pop();
    const entry = this.entries.find((e) => e.item?.id === id);
    if (!entry?.item) return;
    this.root.cart.minus(entry.item);
    entry.units -= packSize(entry.item);
  }
}
