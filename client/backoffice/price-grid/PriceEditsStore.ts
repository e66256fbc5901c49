// The price grid's edits: cells typed like a spreadsheet and held here until one save sends them all,
// a few at a time, with its progress; each cell is checked by the price rule as it is committed
// (PriceDto: above 0, at most two decimals) and a refusal, the store's or the provider's, stays on
// its cell. Bulk changes (copy a list with +N%, N% for the rows shown) fill cells the same way.
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { PriceList } from '@shared/contract/entities';
import type { PriceDto } from '@shared/validation';
import { adjustByPercent } from '@shared/rules/price';
import { he } from './he';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { eachLimited } from '../lib/eachLimited';
import type { Message } from '../lib/Message';
import { checkPrice, priceRefusal, savePrice } from '../lib/prices';
import type { GridRow } from './loadGrid';

/**
 * A cell typed in and not saved yet: the text, and the price it stands for, or why it is refused;
 * and the price it had when it was typed (undefined for none), which says whether saving adds the
 * price or updates it: a save never needs the cell's row, which a filter or a search may hide by then.
 */
export interface CellEdit {
  text: string;
  value?: number;
  error?: string;
  before: number | undefined;
}

/**
 * How many prices are sent at the same time: as many as a browser opens connections to one host over
 * HTTP/1.1 (6), so none waits in the browser's queue. An administrator's calls are not rate limited
 * (server/security.ts limits the account calls and visitors only), and a proxied provider allows an
 * address CLIENT_MAX_CALLS (32) calls under way, well above it.
 */
export const SAVE_CONCURRENCY = 6;

/** A cell's key: product and price list. */
export const cellKey = (productId: number, listId: number): string => `${productId}:${listId}`;

/** A price as a cell shows it: two decimals, no currency sign (the column is in shekels). */
export const showPrice = (price: number): string => price.toFixed(2);

/** What the edits read of the grid they edit (PriceGridStore is one). */
export interface EditedGrid {
  readonly lists: readonly PriceList[];
  readonly rows: readonly GridRow[];
  message: Message | null;
  /** A save begins: a read of the rows under way is dropped (it would bring older prices) and made again after. */
  holdRows(): void;
  /** A save ended: the rows dropped meanwhile are read now. */
  releaseRows(): void;
}

export class PriceEditsStore {
  /** Typed cells not saved yet, by cellKey. */
  readonly cells = observable.map<string, CellEdit>();
  /** Prices saved since the rows were read, by cellKey. */
  readonly saved = observable.map<string, number>();
  /** A save under way: how many of how many are done. */
  progress: { done: number; total: number } | null = null;

  constructor(
    private readonly deps: BackOfficeDeps,
    private readonly grid: EditedGrid,
  ) {
    makeAutoObservable<PriceEditsStore, 'deps' | 'grid'>(this, { deps: false, grid: false, cells: false, saved: false });
  }

  /** The row's price in a list as saved (read, or saved since). */
  savedPrice(row: GridRow, listId: number): number | undefined {
    return this.saved.get(cellKey(row.productId, listId)) ?? row.prices[listId];
  }

  /** The price a cell stands for now: its valid edit, else the saved price. */
  currentPrice(row: GridRow, listId: number): number | undefined {
    const edit = this.cells.get(cellKey(row.productId, listId));
    return edit ? edit.value : this.savedPrice(row, listId);
  }

  /** What a cell shows: its edit as typed (a refused one as typed), else the saved price. */
  cellText(row: GridRow, listId: number): string {
    const edit = this.cells.get(cellKey(row.productId, listId));
    if (edit) return edit.value === undefined ? edit.text : showPrice(edit.value);
    const price = this.savedPrice(row, listId);
    return price === undefined ? '' : showPrice(price);
  }

  edit(row: GridRow, listId: number): CellEdit | undefined {
    return this.cells.get(cellKey(row.productId, listId));
  }

  /** A cell committed: checked by the price rule; the same price as saved (or blank where there is none) is no change. */
  setCell(row: GridRow, listId: number, text: string): void {
    const key = cellKey(row.productId, listId);
    const saved = this.savedPrice(row, listId);
    const typed = text.trim();
    if (typed === '' && saved === undefined) {
      this.cells.delete(key);
      return;
    }
    const checked = checkPrice(row.productId, listId, typed);
    if (checked.ok && checked.input.unitPrice === saved) this.cells.delete(key);
    else
      this.cells.set(
        key,
        checked.ok ? { text: typed, value: checked.input.unitPrice, before: saved } : { text: typed, error: checked.error, before: saved },
      );
    this.grid.message = null;
  }

  /** Escape on a cell: back to its saved price. */
  undoCell(row: GridRow, listId: number): void {
    this.cells.delete(cellKey(row.productId, listId));
  }

  discardAll(): void {
    this.cells.clear();
    this.grid.message = null;
  }

  /** The rows were read again: what was saved since the last read is in them. */
  rowsRead(): void {
    this.saved.clear();
  }

  /** A change to save (imported, say) put on its cell as if typed. */
  put(key: string, edit: CellEdit): void {
    this.cells.set(key, edit);
  }

  get unsaved(): boolean {
    return this.cells.size > 0;
  }

  get refusedCount(): number {
    let refused = 0;
    for (const edit of this.cells.values()) if (edit.error) refused++;
    return refused;
  }

  get saving(): boolean {
    return this.progress !== null;
  }

  /**
   * Copies list `fromId` into list `toId` for the rows shown, each price moved by `percent` and
   * rounded to the agora; rows without a price in `fromId` are left as they are. Says how many cells changed.
   */
  copyList(fromId: number, toId: number, percent: number): number {
    if (this.saving) return 0;
    let changed = 0;
    for (const row of this.grid.rows) {
      const from = this.currentPrice(row, fromId);
      if (from === undefined) continue;
      if (this.fill(row, toId, adjustByPercent(from, percent))) changed++;
    }
    return this.bulkDone(changed);
  }

  /** Moves the price of every row shown by `percent` in one list (or in all), rounded to the agora; says how many cells changed. */
  adjustPrices(listId: number | 'all', percent: number): number {
    if (this.saving) return 0;
    const lists = listId === 'all' ? this.grid.lists.map((l) => l.id) : [listId];
    let changed = 0;
    for (const row of this.grid.rows)
      for (const id of lists) {
        const price = this.currentPrice(row, id);
        if (price !== undefined && this.fill(row, id, adjustByPercent(price, percent))) changed++;
      }
    return this.bulkDone(changed);
  }

  /** Puts a price into a cell as if typed; whether the cell changed. */
  private fill(row: GridRow, listId: number, price: number): boolean {
    const before = this.cells.get(cellKey(row.productId, listId));
    if (before?.value === price && !before.error) return false;
    if (!before && this.savedPrice(row, listId) === price) return false;
    this.setCell(row, listId, String(price));
    return true;
  }

  private bulkDone(changed: number): number {
    this.grid.message = { tone: 'success', text: he.bulkDone(changed) };
    return changed;
  }

  /** Saves every valid changed cell; refused ones stay with their reason, saved ones clear. */
  async save(): Promise<void> {
    if (this.saving) return;
    const keys = [...this.cells.entries()].filter(([, edit]) => edit.value !== undefined).map(([key]) => key);
    if (keys.length === 0) {
      this.grid.message = { tone: 'error', text: he.nothingToSave };
      return;
    }
    const { saved, refused } = await this.saveCells(keys);
    runInAction(() => {
      this.grid.message =
        refused === 0 ? { tone: 'success', text: he.saved(saved) } : { tone: 'error', text: he.savedSome(saved, refused) };
    });
  }

  /**
   * Sends the cells' prices, SAVE_CONCURRENCY at a time, counting progress, whether their rows are
   * shown or not (each edit holds what its save needs); then the storefront reads prices anew. A read
   * of the rows under way is dropped and made again when the save ends (it would bring older prices).
   */
  async saveCells(keys: string[]): Promise<{ saved: number; refused: number }> {
    const work: Array<{ key: string; input: PriceDto; hadPrice: boolean }> = [];
    for (const key of keys) {
      const [productId, listId] = key.split(':').map(Number) as [number, number];
      const edit = this.cells.get(key);
      if (edit?.value === undefined) continue;
      work.push({ key, input: { productID: productId, priceListID: listId, unitPrice: edit.value }, hadPrice: edit.before !== undefined });
    }
    this.grid.holdRows();
    this.progress = { done: 0, total: work.length };
    this.grid.message = null;
    let saved = 0;
    let refused = 0;
    await eachLimited(work, SAVE_CONCURRENCY, async ({ key, input, hadPrice }) => {
      try {
        await savePrice(this.deps.api, input, hadPrice);
        runInAction(() => {
          this.saved.set(key, input.unitPrice);
          // A cell typed again while it was being sent keeps the newer typing.
          if (this.cells.get(key)?.value === input.unitPrice) this.cells.delete(key);
        });
        saved++;
      } catch (err) {
        refused++;
        const reason = priceRefusal(err);
        runInAction(() => {
          const edit = this.cells.get(key);
          if (edit) this.cells.set(key, { text: edit.text, error: reason, before: edit.before });
        });
      } finally {
        runInAction(() => this.progress && this.progress.done++);
      }
    });
    runInAction(() => (this.progress = null));
    if (saved > 0) void invalidateItems(this.deps);
    this.grid.releaseRows();
    return { saved, refused };
  }
}
