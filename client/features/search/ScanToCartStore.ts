// Scan to cart (docs/product.md §3.3): the barcode scanner's continuous mode for business users. Each
// recognised code adds one pack of its item; the same code seen in consecutive frames counts once,
// and counts again only after it has been out of sight for a pause (the buyer took the next carton).
// Unknown, unavailable and unpriced codes are listed, never added. Each code is looked up when it is
// first scanned, by the storefront server's index (one small request, the buyer's prices, whatever the
// catalogue's size), and kept for the rest of the scanning; offline, among the items already seen.
// Each code's look-up starts as it is scanned; the scans are handled in the order they came,
// whatever order their look-ups end in. A keyboard-wedge
// scanner on the cart and quick-order pages goes through the same store, one scan per code it types.
import { makeAutoObservable, runInAction } from 'mobx';
import { normalizeCode, oneWithCode } from '@shared/rules/itemCode';
import { packSize } from '@shared/rules/packSize';
import type { ItemSummary } from '@shared/contract/entities';
import type { CartProduct } from '@shared/rules/cart';
import { isApiError } from '../../api/ApiError';
import { hasPrice } from '@shared/rules/price';

/** How long a code must be out of sight before seeing it again adds another pack. */
export const RESCAN_PAUSE_MS = 1000;

/** What one scan did; 'failed': the code could not be looked up (no connection and not among the items seen, or the server could not answer). */
export type ScanStatus = 'added' | 'notFound' | 'unavailable' | 'priceOnRequest' | 'failed';

/** One line of the running list: an item added (its packs from this scanning), or a code refused. */
export interface ScanEntry {
  code: string;
  status: ScanStatus;
  item?: ItemSummary;
  /** Units added to the cart by this scanning (added lines). */
  units: number;
}

/** What scanning into the cart reads of the app (the RootStore is one). */
export interface ScanToCartStoreDeps {
  readonly cart: { plus(product: CartProduct): void; minus(product: { id: number; isAvailable: boolean }): void };
  readonly catalogue: {
    /** The one item of a code, by the server's index (null: none); throws when it cannot be asked. */
    findByCode(code: string): Promise<ItemSummary | null>;
    /** Offline: the items already seen that a term finds. */
    searchSeen(term: string): ItemSummary[];
  };
}

export class ScanToCartStore {
  entries: ScanEntry[] = [];
  /** The item ids of the packs added, in order (undo takes the last back). */
  private history: number[] = [];
  /** Each code looked up (by its normalised form): its item or null for none, once asked (a scan of it meanwhile waits for the same answer). */
  private readonly known = new Map<string, Promise<ItemSummary | null | 'failed'>>();
  private last: { code: string; seenAt: number } | null = null;
  /** The scans not handled yet: each waits for the one before it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: ScanToCartStoreDeps) {
    makeAutoObservable<ScanToCartStore, 'root' | 'known' | 'last' | 'queue'>(this, {
      root: false,
      known: false,
      last: false,
      queue: false,
    });
  }

  /**
   * A code the camera recognised at `now` (ms). Null when it is the same code still in sight (or seen
   * again before the pause), else what the scan did, once its code is looked up.
   */
  seen(code: string, now: number): Promise<ScanStatus> | null {
    const last = this.last;
    const same = last !== null && last.code === code;
    this.last = { code, seenAt: now };
    if (same && now - last.seenAt < RESCAN_PAUSE_MS) return null;
    return this.scan(code);
  }

  /**
   * One scan of a code, counted as such (a keyboard scanner's each press of the trigger): adds a pack
   * of its item, or lists the refusal. Its look-up starts at once; what it does waits for the scans
   * before it, so a quick run of codes is handled in the order it came.
   */
  scan(code: string): Promise<ScanStatus> {
    const found = this.lookUp(code);
    const done = this.queue.then(async () => {
      const item = await found;
      return runInAction(() => this.take(code, item));
    });
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** The item of a code: known, being asked of the server, or offline found among the items seen; 'failed' when it cannot be told. */
  private lookUp(code: string): Promise<ItemSummary | null | 'failed'> {
    const key = normalizeCode(code);
    let asked = this.known.get(key);
    if (!asked) {
      asked = this.root.catalogue.findByCode(code).catch((err: unknown): ItemSummary | null | 'failed' => {
        // Not kept: the next scan of the code asks again.
        this.known.delete(key);
        if (!isApiError(err) || err.status !== 0) return 'failed';
        return oneWithCode(this.root.catalogue.searchSeen(code), code) ?? 'failed';
      });
      this.known.set(key, asked);
    }
    return asked;
  }

  /** Adds the pack of a scanned code's item, or lists why not; what it did. */
  private take(code: string, found: ItemSummary | null | 'failed'): ScanStatus {
    const item = found === 'failed' ? null : found;
    const status: ScanStatus =
      found === 'failed' ? 'failed' : !item ? 'notFound' : !item.isAvailable ? 'unavailable' : !hasPrice(item) ? 'priceOnRequest' : 'added';
    if (status === 'added') {
      this.root.cart.plus(item!);
      this.history.push(item!.id);
    }
    const key = item ? `item:${item.id}` : `code:${normalizeCode(code)}`;
    const existing = this.entries.find((e) => (e.item ? `item:${e.item.id}` : `code:${normalizeCode(e.code)}`) === key);
    const units = status === 'added' ? packSize(item!) : 0;
    if (existing) {
      existing.units += units;
      existing.status = existing.status === 'added' ? existing.status : status;
      // The latest scan goes to the top of the list.
      this.entries = [existing, ...this.entries.filter((e) => e !== existing)];
    } else {
      this.entries = [{ code, status, item: item ?? undefined, units }, ...this.entries];
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
