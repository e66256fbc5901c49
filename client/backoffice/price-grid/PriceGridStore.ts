// The price grid (admin/dashboard/{userId}/prices): every item the filters let through as a row,
// every price list as a column. This store reads the rows and holds the filters, the search and the
// screen's message; its edits and their save are `edits` (PriceEditsStore), its CSV export and
// import `csv` (PriceCsvStore).
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PriceList } from '@shared/contract/entities';
import { isAborted } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { isFiltered, itemFiltersQuery, NO_ITEM_FILTERS, type ItemFilters } from '../items';
import { loadLists, loadRows, type GridRow } from './loadGrid';
import { PriceEditsStore } from './PriceEditsStore';
import { PriceCsvStore } from './PriceCsvStore';
import type { CsvParser } from './csv/parseInWorker';

export type { GridRow } from './loadGrid';
export { cellKey, SAVE_CONCURRENCY, showPrice, type CellEdit } from './PriceEditsStore';

export class PriceGridStore {
  lists: PriceList[] = [];
  rows: GridRow[] = [];
  filters: ItemFilters = NO_ITEM_FILTERS;
  searchTerm = '';
  loading = true;
  loadError: string | null = null;
  message: Message | null = null;
  /** The rows were read at least once: a later failure is the rows' own, shown above the grid with the filters and the changes kept. */
  loaded = false;
  /** The cells typed and not saved yet, and their save. */
  readonly edits: PriceEditsStore;
  /** The rows as a CSV file, and an edited file's import. */
  readonly csv: PriceCsvStore;
  private loadAbort: AbortController | null = null;
  private listsAbort: AbortController | null = null;
  /** A read of the rows was dropped (or asked for) while a save was under way: the rows are read again when it ends. */
  private reloadAfterSave = false;

  constructor(
    private readonly deps: BackOfficeDeps,
    parseCsv?: CsvParser,
  ) {
    this.edits = new PriceEditsStore(deps, this);
    this.csv = new PriceCsvStore(deps, this, parseCsv);
    makeAutoObservable<PriceGridStore, 'deps' | 'loadAbort' | 'listsAbort' | 'reloadAfterSave'>(this, {
      deps: false,
      loadAbort: false,
      listsAbort: false,
      reloadAfterSave: false,
      rows: observableRef,
      lists: observableRef,
      edits: false,
      csv: false,
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
    if (this.edits.saving) {
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
        this.edits.rowsRead();
        this.loaded = true;
      });
    } catch (err) {
      if (!isAborted(err) && !abort.signal.aborted) runInAction(() => (this.loadError = errorText(err)));
    } finally {
      if (this.loadAbort === abort) runInAction(() => (this.loading = false));
    }
  }

  /** A save begins: a read of the rows under way is dropped (it would bring older prices) and made again after. */
  holdRows(): void {
    if (this.loading && this.loadAbort) {
      this.loadAbort.abort();
      this.loadAbort = null;
      this.reloadAfterSave = true;
    }
  }

  /** A save ended: the rows dropped meanwhile are read now. */
  releaseRows(): void {
    const reload = this.reloadAfterSave;
    this.reloadAfterSave = false;
    if (reload) void this.loadRows();
  }

  /** The screen is left: every read under way stops (a 20,000-row catalogue is a hundred pages). */
  dispose(): void {
    for (const abort of [this.listsAbort, this.loadAbort]) abort?.abort();
    this.csv.dispose();
    this.listsAbort = this.loadAbort = null;
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

  /** The lists the filters offer (every list is a column). */
  get priceLists(): PriceList[] {
    return this.lists;
  }

  setFilter<K extends keyof ItemFilters>(name: K, value: ItemFilters[K]): void {
    if (this.edits.saving) return;
    this.filters = { ...this.filters, [name]: value, ...(name === 'category' ? { group: '' } : {}) };
    void this.loadRows();
  }

  clearFilters(): void {
    if (this.edits.saving) return;
    this.filters = NO_ITEM_FILTERS;
    this.searchTerm = '';
    void this.loadRows();
  }

  search(term: string): void {
    if (this.edits.saving) return;
    this.searchTerm = term;
    void this.loadRows();
  }
}
