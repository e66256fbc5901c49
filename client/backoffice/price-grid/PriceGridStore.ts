// The price grid (admin/dashboard/{userId}/prices): every item the filters let through as a row,
// every price list as a column. Cells are edited like a spreadsheet and held here until one save
// sends them all, a few at a time, with its progress; each cell is checked by the price rule as it
// is committed (PriceDto: above 0, at most two decimals) and a refusal, the store's or the
// provider's, stays on its cell. Bulk changes (copy a list with +N%, N% for the filtered rows) and
// the CSV import fill cells the same way.
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { PriceList } from '@shared/contract/entities';
import type { PriceDto } from '@shared/validation';
import { adjustByPercent } from '@shared/rules/price';
import { isAborted } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import { he } from '../he';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { eachLimited } from '../lib/eachLimited';
import type { Message } from '../lib/Message';
import { checkPrice, priceRefusal, savePrice } from '../lib/prices';
import { isFiltered, itemFiltersQuery, NO_ITEM_FILTERS, type ItemFilters } from '../items';
import { loadLists, loadRows, type GridRow } from './loadGrid';
import type { WorkerJob } from '../../files/readInWorker';
import { exportPricesCsv, type CsvImport, type CsvRow } from './csv/priceCsv';
import { CsvSelection } from './csv/CsvSelection';
import { parseInWorker, type CsvParser, type CsvParseResult } from './csv/parseInWorker';

export type { GridRow } from './loadGrid';

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

export class PriceGridStore {
  lists: PriceList[] = [];
  rows: GridRow[] = [];
  filters: ItemFilters = NO_ITEM_FILTERS;
  searchTerm = '';
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** Typed cells not saved yet, by cellKey. */
  readonly edits = observable.map<string, CellEdit>();
  /** Prices saved since the rows were read, by cellKey. */
  readonly saved = observable.map<string, number>();
  /** A save under way: how many of how many are done. */
  progress: { done: number; total: number } | null = null;
  message: Message | null = null;
  /** A CSV file read and checked, waiting in its preview to be applied. */
  csvImport: CsvImport | null = null;
  /** Which of the previewed changes the manager chose to apply (flagged ones start unchecked). */
  csvSelection: CsvSelection | null = null;
  applyingCsv = false;
  /** A CSV file being checked: against the whole catalogue, read first when the grid is filtered (its rows are not all), in a worker. */
  readingCsv = false;
  /** The catalogue is read for the check (readingCsv is true meanwhile): it may take a while. */
  readingCatalogue = false;
  /** The rows were read at least once: a later failure is the rows' own, shown above the grid with the filters and the changes kept. */
  loaded = false;
  private loadAbort: AbortController | null = null;
  private listsAbort: AbortController | null = null;
  private csvAbort: AbortController | null = null;
  /** The file's check under way in a worker, to cancel it. */
  private csvJob: WorkerJob<CsvParseResult> | null = null;
  /** A read of the rows was dropped (or asked for) while a save was under way: the rows are read again when it ends. */
  private reloadAfterSave = false;

  constructor(
    private readonly deps: BackOfficeDeps,
    private readonly parseCsv: CsvParser = parseInWorker,
  ) {
    makeAutoObservable<
      PriceGridStore,
      'deps' | 'loadAbort' | 'listsAbort' | 'csvAbort' | 'csvJob' | 'parseCsv' | 'stopCsv' | 'reloadAfterSave'
    >(this, {
      deps: false,
      loadAbort: false,
      listsAbort: false,
      csvAbort: false,
      csvJob: false,
      csvSelection: observableRef,
      parseCsv: false,
      stopCsv: false,
      reloadAfterSave: false,
      rows: observableRef,
      lists: observableRef,
      edits: false,
      saved: false,
    });
  }

  /** Reads the price lists, then the rows. */
  async load(): Promise<void> {
    this.listsAbort?.abort();
    const abort = new AbortController();
    this.listsAbort = abort;
    this.loading = true;
    this.loadError = null;
    try {
      const lists = await loadLists(this.deps.api, abort.signal);
      runInAction(() => (this.lists = lists));
    } catch (err) {
      if (abort.signal.aborted) return;
      runInAction(() => {
        this.loadError = errorText(err);
        this.loading = false;
      });
      return;
    }
    if (abort.signal.aborted) return;
    await this.loadRows();
  }

  /**
   * Reads the rows the filters and the search let through (a newer read drops an older one). Not
   * while a save is under way: rows read before its prices land would show the older prices (and a
   * bulk change would work from them), so the rows are read when it ends.
   */
  async loadRows(): Promise<void> {
    this.loadAbort?.abort();
    if (this.saving) {
      this.loadAbort = null;
      this.reloadAfterSave = true;
      return;
    }
    const abort = new AbortController();
    this.loadAbort = abort;
    this.loading = true;
    this.loadError = null;
    try {
      const rows = await loadRows(this.deps.api, this.lists, this.query, abort.signal);
      if (abort.signal.aborted) return;
      runInAction(() => {
        this.rows = rows;
        this.saved.clear();
        this.loaded = true;
      });
    } catch (err) {
      if (!isAborted(err) && !abort.signal.aborted) runInAction(() => (this.loadError = errorText(err)));
    } finally {
      if (this.loadAbort === abort) runInAction(() => (this.loading = false));
    }
  }

  /** The screen is left: every read under way stops (a 20,000-row catalogue is a hundred pages). */
  dispose(): void {
    for (const abort of [this.listsAbort, this.loadAbort, this.csvAbort]) abort?.abort();
    this.csvJob?.cancel();
    this.listsAbort = this.loadAbort = this.csvAbort = null;
    this.reloadAfterSave = false;
  }

  get query() {
    const { priceListId: _column, ...query } = itemFiltersQuery(this.filters);
    const term = this.searchTerm.trim();
    return term ? { ...query, SearchTerm: term } : query;
  }

  get filtered(): boolean {
    return isFiltered(this.filters) || this.searchTerm.trim() !== '';
  }

  get priceLists(): PriceList[] {
    return this.lists;
  }

  setFilter<K extends keyof ItemFilters>(name: K, value: ItemFilters[K]): void {
    if (this.saving) return;
    this.filters = { ...this.filters, [name]: value, ...(name === 'category' ? { group: '' } : {}) };
    void this.loadRows();
  }

  clearFilters(): void {
    if (this.saving) return;
    this.filters = NO_ITEM_FILTERS;
    this.searchTerm = '';
    void this.loadRows();
  }

  search(term: string): void {
    if (this.saving) return;
    this.searchTerm = term;
    void this.loadRows();
  }

  /** The row's price in a list as saved (read, or saved since). */
  savedPrice(row: GridRow, listId: number): number | undefined {
    return this.saved.get(cellKey(row.productId, listId)) ?? row.prices[listId];
  }

  /** The price a cell stands for now: its valid edit, else the saved price. */
  currentPrice(row: GridRow, listId: number): number | undefined {
    const edit = this.edits.get(cellKey(row.productId, listId));
    return edit ? edit.value : this.savedPrice(row, listId);
  }

  /** What a cell shows: its edit as typed (a refused one as typed), else the saved price. */
  cellText(row: GridRow, listId: number): string {
    const edit = this.edits.get(cellKey(row.productId, listId));
    if (edit) return edit.value === undefined ? edit.text : showPrice(edit.value);
    const price = this.savedPrice(row, listId);
    return price === undefined ? '' : showPrice(price);
  }

  edit(row: GridRow, listId: number): CellEdit | undefined {
    return this.edits.get(cellKey(row.productId, listId));
  }

  /** A cell committed: checked by the price rule; the same price as saved (or blank where there is none) is no change. */
  setCell(row: GridRow, listId: number, text: string): void {
    const key = cellKey(row.productId, listId);
    const saved = this.savedPrice(row, listId);
    const typed = text.trim();
    if (typed === '' && saved === undefined) {
      this.edits.delete(key);
      return;
    }
    const checked = checkPrice(row.productId, listId, typed);
    if (checked.ok && checked.input.unitPrice === saved) this.edits.delete(key);
    else
      this.edits.set(
        key,
        checked.ok ? { text: typed, value: checked.input.unitPrice, before: saved } : { text: typed, error: checked.error, before: saved },
      );
    this.message = null;
  }

  /** Escape on a cell: back to its saved price. */
  undoCell(row: GridRow, listId: number): void {
    this.edits.delete(cellKey(row.productId, listId));
  }

  discardAll(): void {
    this.edits.clear();
    this.message = null;
  }

  get unsaved(): boolean {
    return this.edits.size > 0;
  }

  get refusedCount(): number {
    let refused = 0;
    for (const edit of this.edits.values()) if (edit.error) refused++;
    return refused;
  }

  get saving(): boolean {
    return this.progress !== null;
  }

  private listName(listId: number): string {
    return this.lists.find((l) => l.id === listId)?.name ?? String(listId);
  }

  /**
   * Copies list `fromId` into list `toId` for the rows shown, each price moved by `percent` and
   * rounded to the agora; rows without a price in `fromId` are left as they are. Says how many cells changed.
   */
  copyList(fromId: number, toId: number, percent: number): number {
    if (this.saving) return 0;
    let changed = 0;
    for (const row of this.rows) {
      const from = this.currentPrice(row, fromId);
      if (from === undefined) continue;
      if (this.fill(row, toId, adjustByPercent(from, percent))) changed++;
    }
    return this.bulkDone(changed);
  }

  /** Moves the price of every row shown by `percent` in one list (or in all), rounded to the agora; says how many cells changed. */
  adjustPrices(listId: number | 'all', percent: number): number {
    if (this.saving) return 0;
    const lists = listId === 'all' ? this.lists.map((l) => l.id) : [listId];
    let changed = 0;
    for (const row of this.rows)
      for (const id of lists) {
        const price = this.currentPrice(row, id);
        if (price !== undefined && this.fill(row, id, adjustByPercent(price, percent))) changed++;
      }
    return this.bulkDone(changed);
  }

  /** Puts a price into a cell as if typed; whether the cell changed. */
  private fill(row: GridRow, listId: number, price: number): boolean {
    const before = this.edits.get(cellKey(row.productId, listId));
    if (before?.value === price && !before.error) return false;
    if (!before && this.savedPrice(row, listId) === price) return false;
    this.setCell(row, listId, String(price));
    return true;
  }

  private bulkDone(changed: number): number {
    this.message = { tone: 'success', text: he.boPriceGrid.bulkDone(changed) };
    return changed;
  }

  /** Saves every valid changed cell; refused ones stay with their reason, saved ones clear. */
  async save(): Promise<void> {
    if (this.saving) return;
    const keys = [...this.edits.entries()].filter(([, edit]) => edit.value !== undefined).map(([key]) => key);
    if (keys.length === 0) {
      this.message = { tone: 'error', text: he.boPriceGrid.nothingToSave };
      return;
    }
    const { saved, refused } = await this.saveCells(keys);
    runInAction(() => {
      this.message =
        refused === 0
          ? { tone: 'success', text: he.boPriceGrid.saved(saved) }
          : { tone: 'error', text: he.boPriceGrid.savedSome(saved, refused) };
    });
  }

  /**
   * Sends the cells' prices, SAVE_CONCURRENCY at a time, counting progress, whether their rows are
   * shown or not (each edit holds what its save needs); then the storefront reads prices anew. A read
   * of the rows under way is dropped and made again when the save ends (it would bring older prices).
   */
  protected async saveCells(keys: string[]): Promise<{ saved: number; refused: number }> {
    const work: Array<{ key: string; input: PriceDto; hadPrice: boolean }> = [];
    for (const key of keys) {
      const [productId, listId] = key.split(':').map(Number) as [number, number];
      const edit = this.edits.get(key);
      if (edit?.value === undefined) continue;
      work.push({ key, input: { productID: productId, priceListID: listId, unitPrice: edit.value }, hadPrice: edit.before !== undefined });
    }
    if (this.loading && this.loadAbort) {
      this.loadAbort.abort();
      this.loadAbort = null;
      this.reloadAfterSave = true;
    }
    this.progress = { done: 0, total: work.length };
    this.message = null;
    let saved = 0;
    let refused = 0;
    await eachLimited(work, SAVE_CONCURRENCY, async ({ key, input, hadPrice }) => {
      try {
        await savePrice(this.deps.api, input, hadPrice);
        runInAction(() => {
          this.saved.set(key, input.unitPrice);
          // A cell typed again while it was being sent keeps the newer typing.
          if (this.edits.get(key)?.value === input.unitPrice) this.edits.delete(key);
        });
        saved++;
      } catch (err) {
        refused++;
        const reason = priceRefusal(err);
        runInAction(() => {
          const edit = this.edits.get(key);
          if (edit) this.edits.set(key, { text: edit.text, error: reason, before: edit.before });
        });
      } finally {
        runInAction(() => this.progress && this.progress.done++);
      }
    });
    const reload = this.reloadAfterSave;
    runInAction(() => {
      this.progress = null;
      this.reloadAfterSave = false;
    });
    if (saved > 0) void invalidateItems(this.deps);
    if (reload) void this.loadRows();
    return { saved, refused };
  }

  /** The rows as saved (the CSV holds saved prices, and an import is checked against them). */
  get csvRows(): CsvRow[] {
    return this.asSaved(this.rows);
  }

  private asSaved(rows: readonly GridRow[]): CsvRow[] {
    return rows.map((row) => {
      const prices: Record<number, number | undefined> = {};
      for (const list of this.lists) prices[list.id] = this.savedPrice(row, list.id);
      return { ...row, prices };
    });
  }

  /** The rows shown as a CSV file's text (the lists as columns, saved prices). */
  exportCsv(): string {
    return exportPricesCsv(this.lists, this.csvRows);
  }

  /**
   * Reads an edited CSV against the whole catalogue: its changes and refused rows wait in the preview.
   * A filtered grid shows only some of the items, so the catalogue's rows are read for the check (an
   * item the filter hides is then no 'unknown code', and a code is matched without its leading zeros
   * only when no item has it exactly).
   */
  /** Stops checking a file (the manager pressed cancel): nothing changes, and the message says so. */
  stopReadingCsv(): void {
    if (!this.readingCsv) return;
    this.stopCsv();
    this.message = { tone: 'success', text: he.boPriceGrid.importCancelled };
  }

  /** Stops a file's check under way, whichever step it is at (the catalogue's read, the worker). */
  private stopCsv(): void {
    this.csvAbort?.abort();
    this.csvJob?.cancel();
  }

  async readCsv(text: string): Promise<void> {
    this.stopCsv();
    this.message = null;
    const abort = new AbortController();
    this.csvAbort = abort;
    this.readingCsv = true;
    try {
      let rows = this.csvRows;
      if (this.filtered) {
        this.readingCatalogue = true;
        const all = await loadRows(this.deps.api, this.lists, {}, abort.signal);
        if (abort.signal.aborted) return;
        rows = runInAction(() => {
          this.readingCatalogue = false;
          return this.asSaved(all);
        });
      }
      // Checked in a worker: the largest file takes seconds, and the grid stays usable meanwhile.
      const job = this.parseCsv(text, this.lists, rows);
      this.csvJob = job;
      const outcome = await job.result;
      if (abort.signal.aborted) return;
      runInAction(() => {
        if ('csvImport' in outcome) this.showCsvImport(outcome.csvImport);
        else
          this.message = {
            tone: 'error',
            text: outcome.problem === 'tooSlow' ? he.boPriceGrid.importTooSlow : he.boPriceGrid.importFailed,
          };
      });
    } catch (err) {
      if (!isAborted(err) && !abort.signal.aborted)
        runInAction(() => (this.message = { tone: 'error', text: he.boPriceGrid.catalogueFailed(errorText(err)) }));
    } finally {
      if (this.csvAbort === abort)
        runInAction(() => {
          this.readingCsv = false;
          this.readingCatalogue = false;
          this.csvAbort = null;
          this.csvJob = null;
        });
    }
  }

  private showCsvImport(result: CsvImport | null): void {
    this.csvImport = result;
    this.csvSelection = result && new CsvSelection(result.changes);
  }

  cancelCsv(): void {
    if (!this.applyingCsv) this.showCsvImport(null);
  }

  /**
   * Saves the previewed changes the manager checked, and only those (each as a cell of the grid: one
   * refused stays on its cell with the reason); the unchecked ones are dropped with the preview.
   */
  async applyCsv(): Promise<void> {
    const chosen = this.csvSelection?.checkedChanges ?? [];
    if (chosen.length === 0 || this.applyingCsv || this.saving) return;
    this.applyingCsv = true;
    const keys = chosen.map((change) => {
      const key = cellKey(change.productId, change.listId);
      this.edits.set(key, { text: String(change.to), value: change.to, before: change.from });
      return key;
    });
    const { saved, refused } = await this.saveCells(keys);
    runInAction(() => {
      this.applyingCsv = false;
      this.showCsvImport(null);
      this.message =
        refused === 0
          ? { tone: 'success', text: he.boPriceGrid.importApplied(saved) }
          : { tone: 'error', text: he.boPriceGrid.savedSome(saved, refused) };
    });
  }

  /** Names a list for messages (the CSV preview names its own). */
  nameOf(listId: number): string {
    return this.listName(listId);
  }
}
