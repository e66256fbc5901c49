// Quick order (/quick-order): a pasted list or a CSV/XLSX file checked against the catalogue and put
// into the cart in one step. The catalogue is read as the signed-in buyer sees it (their prices and
// availability) in pages of a thousand items, all pages at once after the first, and kept for a
// minute: a list of 200 or 1,000 lines costs the same two or three requests. Only calls of the
// provider's contract (Item/List), so it works against the real provider too. The rules are shared/rules/quickOrder.
// Offline, codes are checked against the items already known (the query cache with the
// buyer's prices, this catalogue read earlier, the cart); a code not among them stays in the list
// as not checked, and is checked when the network is back (by itself, or with a button).
// A line naming a product is looked up in the same catalogue read, by the search box's
// rules (shared/rules/quickOrderMatch): not the provider's Item/List search, which would cost one
// request a line (500 of them for a long list), and works offline against the items known too.
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Item } from '@shared/contract/entities';
import { toCartItem } from '@shared/rules/cart';
import { indexItems, normalizeCode, type QuickItem } from '@shared/rules/itemCode';
import {
  isGoodRow,
  isRejectedRow,
  MAX_QUICK_QUANTITY,
  parseQuickOrder,
  resolveQuickOrder,
  rowsToText,
  type QuickLine,
  type QuickRow,
} from '@shared/rules/quickOrder';
import { itemNameIndex, type ItemNameIndex } from '@shared/rules/quickOrderMatch';
import { parseWholeNumber } from '@shared/rules/packSize';
import { isCodeLike } from '@shared/rules/search';
import type { Api } from '../../api/api';
import type { QueryClient } from '@tanstack/query-core';
import type { CartItem } from '@shared/contract/entities';
import { isAborted, isApiError } from '../../api/ApiError';
import { hasPrice } from '@shared/rules/price';
import { catalogueKeys } from '../../stores/queryKeys';
import { seenItems } from '../../stores/seenItems';
import { readCatalogue } from '../../api/catalogue';
import { csvText } from '../../ui/csvFile';
import { readInWorker, startSpreadsheetWorker, type ReadJob, type ReadProblem } from '../../files/readInWorker';

/** How long a read catalogue is used before it is read again. */
const CATALOGUE_TTL_MS = 60_000;
/** The largest file read (a list of a few thousand lines is far smaller). */
export const MAX_QUICK_FILE_BYTES = 2 * 1024 * 1024;

/** The items rows are checked against: by code, and by name (read once per catalogue; offline, per check). */
interface CheckIndex {
  items: Map<string, QuickItem>;
  partial: boolean;
  names?: ItemNameIndex<QuickItem>;
}

/** Why a file could not be read ('cancelled': the buyer stopped it). */
export type FileProblem = 'tooLarge' | 'empty' | ReadProblem;

/** Reads a picked file's rows off the page (a Web Worker); a test gives one that reads in place. */
export type FileRowsReader = (file: File) => ReadJob;
const readInSpreadsheetWorker: FileRowsReader = (file) => readInWorker(file, startSpreadsheetWorker);

/** What quick order reads of the app (the RootStore is one). */
export interface QuickOrderStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
  readonly network: { readonly online: boolean };
  readonly session: { readonly priceKey: string };
  readonly cart: { readonly items: readonly CartItem[]; add(...lines: CartItem[]): void };
}

export class QuickOrderStore {
  text = '';
  /** The lines being checked (the text's, then edited in place). */
  lines: QuickLine[] = [];
  rows: QuickRow[] | null = null;
  checking = false;
  /** The catalogue could not be read. */
  failed = false;
  fileName: string | null = null;
  fileProblem: FileProblem | null = null;
  /** A file is being read (in a worker): it can be cancelled meanwhile. */
  readingFile = false;
  /** What the last 'add to cart' added. */
  added: { lines: number; units: number } | null = null;

  /** The last check was made offline, against the items already known only. */
  offline = false;
  /** Only the rows to fix are shown (a phone's long list). */
  onlyToFix = false;
  /** How many lists were checked: a new list's table is drawn again from its top (a row fixed in place is not a new list). */
  checks = 0;

  /** The index the rows were last checked against, and whether it held only the items known offline. */
  private index: CheckIndex | null = null;
  /** The index of each catalogue read (the cached list, by identity). */
  private readonly indexes = new WeakMap<Item[], Map<string, QuickItem>>();
  /** The names of each catalogue read, for lines that name their product. */
  private readonly names = new WeakMap<Item[], ItemNameIndex<QuickItem>>();

  /** The file being read, to cancel it (or to ignore it once another file is picked). */
  private reading: ReadJob | null = null;

  constructor(
    private readonly root: QuickOrderStoreDeps,
    private readonly readRows: FileRowsReader = readInSpreadsheetWorker,
  ) {
    // Lines and rows are replaced whole, never changed in place: kept by reference, not made deeply
    // observable (a thousand rows with their items would be copied into observables on every check).
    makeAutoObservable<QuickOrderStore, 'root' | 'index' | 'indexes' | 'names' | 'reading' | 'readRows'>(this, {
      root: false,
      index: false,
      indexes: false,
      names: false,
      reading: false,
      readRows: false,
      lines: observableRef,
      rows: observableRef,
    });
  }

  /** Checks the rows left unchecked again each time the network comes back; gives the function that stops it. */
  watchNetwork(): () => void {
    return reaction(
      () => this.root.network.online,
      (online) => {
        if (online && this.uncheckedRows.length > 0 && !this.checking) void this.recheck();
      },
    );
  }

  setText(text: string): void {
    this.text = text;
    this.fileName = null;
    this.fileProblem = null;
  }

  get goodRows(): QuickRow[] {
    return (this.rows ?? []).filter(isGoodRow);
  }

  get rejectedRows(): QuickRow[] {
    return (this.rows ?? []).filter(isRejectedRow);
  }

  /** Rows whose code could not be checked offline. */
  get uncheckedRows(): QuickRow[] {
    return (this.rows ?? []).filter((r) => r.status === 'unchecked');
  }

  /** Rows the buyer has to fix or choose in: refused ones and those not checked yet. */
  get rowsToFix(): QuickRow[] {
    return (this.rows ?? []).filter((r) => isRejectedRow(r) || r.status === 'unchecked');
  }

  /** The rows shown: all, or only the rows to fix. */
  get shownRows(): QuickRow[] {
    return this.onlyToFix ? this.rowsToFix : (this.rows ?? []);
  }

  setOnlyToFix(on: boolean): void {
    this.onlyToFix = on;
  }

  /** Units that would go to the cart. */
  get goodUnits(): number {
    return this.goodRows.reduce((n, r) => n + (r.cartQuantity ?? 0), 0);
  }

  /** The whole catalogue with the buyer's prices, read again after a minute (kept in the query cache). */
  private async catalogue(): Promise<CheckIndex> {
    const { api, queryClient, session } = this.root;
    const items = await queryClient.fetchQuery({
      queryKey: catalogueKeys.whole(session.priceKey),
      queryFn: ({ signal }) => readCatalogue(api, signal),
      staleTime: CATALOGUE_TTL_MS,
    });
    let index = this.indexes.get(items);
    if (!index) this.indexes.set(items, (index = indexItems(items)));
    let names = this.names.get(items);
    if (!names) this.names.set(items, (names = itemNameIndex(items)));
    return { items: index, partial: false, names };
  }

  /** The items known without the network: the cart's lines, then every item the cache holds with these prices. */
  private knownItems(): Map<string, QuickItem> {
    const cart: QuickItem[] = this.root.cart.items.map((line) => ({
      id: line.id,
      itemId: line.itemId,
      catalogNumber: '',
      itemDescription: line.itemDescription,
      pictureUrl: line.pictureUrl,
      salePriceInNIS: line.salePriceInNIS,
      isAvailable: true,
      minOrderQuantity: line.itemPackSize,
    }));
    return indexItems([...cart, ...seenItems(this.root.queryClient, this.root.session.priceKey)]);
  }

  /** The catalogue, or offline (no response at all) the items known: whichever the rows are checked against. */
  private async checkIndex(): Promise<CheckIndex> {
    try {
      return await this.catalogue();
    } catch (err) {
      if (isApiError(err) && err.status === 0) return { items: this.knownItems(), partial: true };
      throw err;
    }
  }

  private resolve(index: CheckIndex): void {
    this.index = index;
    this.offline = index.partial;
    this.rows = resolveQuickOrder(this.lines, index.items, index.partial, index.names);
    if (this.rowsToFix.length === 0) this.onlyToFix = false;
  }

  /** Reads the text against the catalogue: one row per line that holds a code. */
  async check(): Promise<void> {
    this.checking = true;
    this.failed = false;
    this.added = null;
    try {
      const index = await this.checkIndex();
      runInAction(() => {
        this.lines = parseQuickOrder(this.text, (t) => index.items.has(normalizeCode(t)));
        this.checks++;
        this.resolve(index);
      });
    } catch (err) {
      if (isAborted(err)) return;
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.checking = false;
      });
    }
  }

  /** Checks the rows as they stand (fixed in place, some removed) again: the unchecked ones once the network is back. */
  async recheck(): Promise<void> {
    this.checking = true;
    this.failed = false;
    try {
      await this.resolveAgain();
    } finally {
      runInAction(() => {
        this.checking = false;
      });
    }
  }

  /**
   * Reads a CSV or XLSX file into the text, then checks it. The file is read in a Web Worker within
   * limits (readSpreadsheet: inflated size, rows), stopped after a while or when the buyer cancels:
   * a hostile file ends in a message, never a frozen page. A file picked meanwhile replaces it.
   */
  async readFile(file: File): Promise<void> {
    this.reading?.cancel();
    this.reading = null;
    this.fileName = file.name;
    this.fileProblem = null;
    this.rows = null;
    if (file.size > MAX_QUICK_FILE_BYTES) {
      this.readingFile = false;
      this.fileProblem = 'tooLarge';
      return;
    }
    const job = this.readRows(file);
    this.reading = job;
    this.readingFile = true;
    const outcome = await job.result;
    if (this.reading !== job) return;
    const text = 'rows' in outcome ? rowsToText(outcome.rows) : '';
    runInAction(() => {
      this.reading = null;
      this.readingFile = false;
      if ('problem' in outcome) {
        this.fileProblem = outcome.problem;
        return;
      }
      this.text = text;
      if (text.trim() === '') this.fileProblem = 'empty';
    });
    if (text.trim() !== '') await this.check();
  }

  /** Stops reading the file picked (the buyer pressed cancel): the list stays as it was. */
  cancelReading(): void {
    this.reading?.cancel();
  }

  /** Changes a row's code (or the name it looks for) or quantity (in units, '1,000' a thousand) in place and checks the list again. */
  async fixRow(line: number, change: { code?: string; quantity?: string }): Promise<void> {
    this.lines = this.lines.map((l) => {
      if (l.line !== line) return l;
      const next: QuickLine = { ...l };
      if (change.code !== undefined) {
        const text = change.code.trim();
        // A code, or else the words of a name to look for.
        if (isCodeLike(text)) {
          next.code = text;
          delete next.name;
        } else {
          next.code = '';
          next.name = text;
        }
      }
      if (change.quantity !== undefined) {
        const text = change.quantity.trim();
        const value = parseWholeNumber(text);
        delete next.badQuantity;
        delete next.unit;
        delete next.packWord;
        if (text === '') next.quantity = null;
        else if (value !== null && value >= 1 && value <= MAX_QUICK_QUANTITY) next.quantity = value;
        else {
          next.quantity = null;
          next.badQuantity = text;
        }
      }
      return next;
    });
    await this.resolveAgain();
  }

  /** Resolves the rows as they stand against the catalogue (read again if it must be); a failed read is said. */
  private async resolveAgain(): Promise<void> {
    try {
      const index = await this.checkIndex();
      runInAction(() => this.resolve(index));
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  /** Takes one of a pick list's items for a row that named several. */
  pickItem(line: number, item: QuickItem): void {
    this.lines = this.lines.map((l) => {
      if (l.line !== line) return l;
      const next: QuickLine = { ...l, code: item.itemId };
      delete next.name;
      return next;
    });
    if (this.index) this.resolve(this.index);
  }

  /**
   * A row that cannot be ordered swapped for a substitute (docs/product.md §5.10): the row names the
   * substitute's code and asks for this many units (already whole packs of it).
   */
  swapRow(line: number, item: QuickItem, quantity: number): void {
    this.lines = this.lines.map((l) => {
      if (l.line !== line) return l;
      const next: QuickLine = { ...l, code: item.itemId, quantity, unit: 'unit' };
      delete next.name;
      delete next.packWord;
      delete next.badQuantity;
      return next;
    });
    if (this.index) this.resolve(this.index);
  }

  /** An item of the catalogue the rows were checked against, by its code (what is at hand needs no read). */
  itemByCode(code: string): QuickItem | undefined {
    return this.index?.items.get(normalizeCode(code));
  }

  /** Takes a row out of the list (a duplicate merged into it goes back to being its own row). */
  removeRow(line: number): void {
    this.lines = this.lines.filter((l) => l.line !== line);
    if (this.index) this.resolve(this.index);
  }

  /** Adds every found row to the cart, merged with its lines. */
  addToCart(): void {
    const good = this.goodRows;
    this.root.cart.add(...good.map((r) => toCartItem({ ...r.item!, salePriceInNIS: r.item!.salePriceInNIS! }, r.cartQuantity!)));
    this.added = { lines: good.length, units: good.reduce((n, r) => n + r.cartQuantity!, 0) };
    this.lines = this.lines.filter((l) => !good.some((r) => r.line === l.line || r.merged?.includes(l.line)));
    this.rows =
      this.lines.length > 0 && this.index ? resolveQuickOrder(this.lines, this.index.items, this.index.partial, this.index.names) : null;
    if (this.rows === null) this.text = '';
  }

  /** The rejected rows as CSV (line, code or name, quantity, why, the line as written), for the buyer to fix in their own file. */
  async rejectedCsv(reason: (row: QuickRow) => string): Promise<string> {
    return csvText(
      ['שורה', 'קוד', 'כמות', 'סיבה', 'שורה מקורית'],
      this.rejectedRows.map((r) => [r.line, r.code || r.name || '', r.badQuantity ?? r.quantity ?? '', reason(r), r.raw]),
    );
  }

  /** A sample file: a header row and three codes of the catalogue with quantities. */
  async sampleCsv(): Promise<string> {
    let codes = ['7290000000001', '7290000000002', '7290000000003'];
    try {
      const { items: index } = await this.catalogue();
      const found = [...new Set(index.values())].filter((i) => i.isAvailable && hasPrice(i)).slice(0, 3);
      if (found.length > 0) codes = found.map((i) => i.catalogNumber || i.itemId);
    } catch {
      // The sample stays useful as a template without real codes.
    }
    return csvText(
      ['ברקוד / מק"ט', 'כמות'],
      codes.map((c, i) => [c, (i + 1) * 12]),
    );
  }
}
