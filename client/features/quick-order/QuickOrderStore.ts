// Quick order (/quick-order): a pasted list or a CSV/XLSX file checked against the catalogue and put
// into the cart in one step. The list's codes, then the names of the lines without one, are looked up
// by the storefront server's index of the whole catalogue (POST /Search/Lookup: the items as the
// signed-in buyer sees them, their prices and availability), a thousand at a request: a list of 500
// lines costs one or two small requests, whatever the catalogue's size, and nothing is read whole.
// What was looked up is kept for a minute, so a row fixed in place asks only for its new code or name.
// The rules are shared/rules/quickOrder; names are matched by the search box's rules
// (shared/rules/quickOrderMatch) on the server, over the whole catalogue.
// Offline, codes are checked against the items already known (the query cache with the buyer's
// prices, what was looked up, the cart), and names among those; a code not among them stays in the
// list as not checked, and is checked when the network is back (by itself, or with a button).
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { toCartItem } from '@shared/rules/cart';
import { indexItems, normalizeCode, type QuickItem } from '@shared/rules/itemCode';
import {
  isGoodRow,
  isRejectedRow,
  MAX_QUICK_QUANTITY,
  nameFinds,
  resolveQuickOrder,
  rowsToText,
  withOtherReading,
  type QuickLine,
  type QuickList,
  type QuickRow,
  type SkippedLine,
} from '@shared/rules/quickOrder';
import type { NameMatch } from '@shared/rules/quickOrderMatch';
import { searchEndpoints, endpoints } from '@shared/contract/api';
import { MAX_LOOKUP_ENTRIES } from '@shared/validation/search';
import { parseWholeNumber } from '@shared/rules/packSize';
import { isCodeLike } from '@shared/rules/search';
import type { Api } from '../../api/api';
import type { QueryClient } from '@tanstack/query-core';
import type { CartItem } from '@shared/contract/entities';
import { isAborted, isApiError } from '../../api/ApiError';
import { hasPrice } from '@shared/rules/price';
import { seenItems } from '../../stores/seenItems';
import { catalogueKeys } from '../../stores/queryKeys';
import { csvText } from '../../ui/csvFile';
import { readInWorker, startSpreadsheetWorker, type ReadJob, type ReadProblem } from '../../files/readInWorker';
import { listOverLimits, readList, type ListProblem, type QuickListReader } from './readListInWorker';

/** How long what was looked up is used before it is looked up again. */
const LOOKUP_TTL_MS = 60_000;
/** The largest file read (a list of a few thousand lines is far smaller). */
export const MAX_QUICK_FILE_BYTES = 2 * 1024 * 1024;

/** The items rows are checked against: by code, and what each name found (offline: only the items known, names matched among them). */
interface CheckIndex {
  items: Map<string, QuickItem>;
  partial: boolean;
  named?: (name: string) => NameMatch<QuickItem> | undefined;
}

/** What was looked up: each code's item (null: none), each name's match, for a minute. */
interface Looked {
  at: number;
  /** Whose prices they carry (SessionStore.priceKey): another user's, or a visitor's, never uses them. */
  priceKey: string;
  codes: Map<string, QuickItem | null>;
  names: Map<string, NameMatch<QuickItem>>;
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
  /** The lines of the list checked that are not order lines (a greeting, a header, a signature, a totals row), with their reasons. */
  skipped: SkippedLine[] = [];
  checking = false;
  /** The catalogue could not be read. */
  failed = false;
  fileName: string | null = null;
  fileProblem: FileProblem | null = null;
  /** Why the list (pasted, or the file's) was not read: over the limits, or its reading failed. */
  listProblem: ListProblem | null = null;
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
  /** Counts the checks begun: only the latest may show its rows. */
  private checkNumber = 0;
  /** What the server found of the codes and names asked for (by normalised code; by name as written). */
  private looked: Looked = { at: 0, priceKey: '', codes: new Map(), names: new Map() };

  /** The file being read, to cancel it (or to ignore it once another file is picked). */
  private reading: ReadJob | null = null;

  constructor(
    private readonly root: QuickOrderStoreDeps,
    private readonly readRows: FileRowsReader = readInSpreadsheetWorker,
    private readonly readLines: QuickListReader = readList,
  ) {
    // Lines and rows are replaced whole, never changed in place: kept by reference, not made deeply
    // observable (a thousand rows with their items would be copied into observables on every check).
    makeAutoObservable<QuickOrderStore, 'root' | 'index' | 'looked' | 'reading' | 'readRows' | 'readLines' | 'checkNumber'>(this, {
      root: false,
      index: false,
      looked: false,
      checkNumber: false,
      reading: false,
      readRows: false,
      readLines: false,
      lines: observableRef,
      rows: observableRef,
      skipped: observableRef,
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
    this.listProblem = null;
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

  /**
   * Asks the server's index for the codes and names not looked up within the last minute, a thousand
   * at a request (none when all were). Throws what the call throws.
   */
  private async ask(codes: readonly string[], names: readonly string[]): Promise<void> {
    const now = Date.now();
    const { priceKey } = this.root.session;
    if (now - this.looked.at > LOOKUP_TTL_MS || this.looked.priceKey !== priceKey)
      this.looked = { at: now, priceKey, codes: new Map(), names: new Map() };
    const looked = this.looked;
    const newCodes = [...new Set(codes.filter((c) => !looked.codes.has(normalizeCode(c))))];
    const newNames = [...new Set(names.filter((n) => !looked.names.has(n)))];
    for (let from = 0; from < Math.max(newCodes.length, newNames.length); from += MAX_LOOKUP_ENTRIES) {
      const found = await this.root.api.call(searchEndpoints.lookup, {
        body: { codes: newCodes.slice(from, from + MAX_LOOKUP_ENTRIES), names: newNames.slice(from, from + MAX_LOOKUP_ENTRIES) },
      });
      for (const { code, item } of found.codes) {
        looked.codes.set(normalizeCode(code), item);
        if (item) this.remember(item);
      }
      for (const { name, item, choices, total } of found.names) {
        if (item) this.remember(item);
        looked.names.set(name, { item, choices, total });
      }
    }
  }

  /**
   * Looks up what the lines ask for: their codes and their names as read, then the other reading of
   * the lines that read two ways whose first name found nothing (rarely any: that second request is
   * seldom made). The index of everything looked up so far.
   */
  private async lookUp(lines: readonly QuickLine[]): Promise<CheckIndex> {
    await this.ask(
      lines.filter((l) => l.code !== '').map((l) => l.code),
      lines.flatMap((l) => (l.code === '' && l.name ? [l.name] : [])),
    );
    const looked = this.looked;
    await this.ask(
      [],
      lines.flatMap((l) => {
        const other = l.code === '' && l.name ? l.otherReading?.name : undefined;
        return other && !nameFinds(looked.names.get(l.name!)) ? [other] : [];
      }),
    );
    return this.lookedIndex();
  }

  /** The index of everything looked up, kept with the catalogue reads of these prices (known offline on a later visit too: seenItems). */
  private lookedIndex(): CheckIndex {
    const looked = this.looked;
    const items = new Map<string, QuickItem>();
    for (const [code, item] of looked.codes) if (item) items.set(code, item);
    const { queryClient, session } = this.root;
    // Looked up for a session that ended meanwhile (a sign-out while the answer was on its way): kept
    // under no one's prices, neither the visitor's nor the next user's.
    if (looked.priceKey !== session.priceKey) return { items, partial: false, named: (name) => looked.names.get(name) };
    const before = queryClient.getQueryData<QuickItem[]>(catalogueKeys.lookedUp(looked.priceKey)) ?? [];
    queryClient.setQueryData(catalogueKeys.lookedUp(looked.priceKey), [
      ...new Map([...before, ...items.values()].map((i) => [i.itemId, i])).values(),
    ]);
    return { items, partial: false, named: (name) => looked.names.get(name) };
  }

  /** An item the server gave with the buyer's prices, found again by either of its codes (a pick, a swap). */
  private remember(item: QuickItem): void {
    this.looked.codes.set(normalizeCode(item.itemId), item);
    if (item.catalogNumber) this.looked.codes.set(normalizeCode(item.catalogNumber), item);
  }

  /** The items known without the network: the cart's lines, what was looked up, then every item the cache holds with these prices. */
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
    const looked = [...this.looked.codes.values()].filter((i): i is QuickItem => i !== null);
    return indexItems([...cart, ...looked, ...seenItems(this.root.queryClient, this.root.session.priceKey)]);
  }

  /**
   * What the rows are checked against: the server's look-up of these codes and names, or offline (no
   * response at all) the items known.
   */
  private async checkIndex(lookUp: () => Promise<CheckIndex>): Promise<CheckIndex> {
    try {
      return await lookUp();
    } catch (err) {
      if (isApiError(err) && err.status === 0) return { items: this.knownItems(), partial: true };
      throw err;
    }
  }

  private resolve(index: CheckIndex): void {
    this.index = index;
    this.offline = index.partial;
    this.rows = resolveQuickOrder(this.lines, index.items, index.partial, index.named);
    if (this.rowsToFix.length === 0) this.onlyToFix = false;
  }

  /**
   * The list's lines, read off the page (a Web Worker: readListInWorker), the codes known handed
   * over; null when the reading failed or took too long (listProblem says which).
   */
  private async readText(text: string, known?: ReadonlyMap<string, unknown>): Promise<QuickList | null> {
    const read = await this.readLines(text, known ? [...known.keys()] : undefined).result;
    if ('list' in read) return read.list;
    if (read.problem !== 'cancelled') runInAction(() => (this.listProblem = { kind: read.problem as 'failed' | 'tooSlow' }));
    return null;
  }

  /**
   * Reads the text against the catalogue: its code-like words and its lines' names are looked up at
   * once (a known code wins on its line; a name only a known code reveals is looked up after); one row a line.
   * A list over the limits (its size, a line's length) is refused with its reason before it is read.
   */
  async check(): Promise<void> {
    const mine = ++this.checkNumber;
    this.checking = true;
    this.failed = false;
    this.added = null;
    // The rows of another list are not this one's: none are shown until this one is checked.
    this.rows = null;
    this.skipped = [];
    this.listProblem = listOverLimits(this.text);
    if (this.listProblem) {
      this.checking = false;
      return;
    }
    // A list checked for one session is not finished for another (signed out meanwhile).
    const { priceKey } = this.root.session;
    const same = () => mine === this.checkNumber && this.root.session.priceKey === priceKey;
    try {
      const text = this.text;
      // One look-up: the list's code-like words, and the names its lines hold as read with no code known
      // (a known code seldom changes which lines name their product: those are asked for after, with
      // the other reading of a line whose name found nothing).
      const first = await this.readText(text);
      if (!first || mine !== this.checkNumber) return;
      const known = await this.checkIndex(async () => {
        await this.ask(
          first.candidates,
          first.lines.flatMap((l) => (l.code === '' && l.name ? [l.name] : [])),
        );
        return this.lookedIndex();
      });
      if (!same()) return;
      const list = await this.readText(text, known.items);
      if (!list || !same()) return;
      const { lines, skipped } = list;
      const index = known.partial ? known : await this.checkIndex(() => this.lookUp(lines));
      // A list checked since (a file picked while a paste was checked) is the one shown.
      if (!same()) return;
      runInAction(() => {
        this.lines = lines;
        this.skipped = skipped;
        this.checks++;
        this.resolve(index);
      });
    } catch (err) {
      if (isAborted(err) || mine !== this.checkNumber) return;
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (mine === this.checkNumber) this.checking = false;
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
    this.listProblem = null;
    this.rows = null;
    this.skipped = [];
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
      const next = this.asRead(l);
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

  /** Resolves the rows as they stand against the catalogue (what they ask for that was not looked up is); a failed look-up is said. */
  private async resolveAgain(): Promise<void> {
    try {
      const lines = this.lines;
      const index = await this.checkIndex(() => this.lookUp(lines));
      runInAction(() => this.resolve(index));
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  /**
   * A line as its row read it, to be changed by the buyer: a line that reads two ways is, from now
   * on, what its row showed (its other reading when the row took that), and reads one way only.
   */
  private asRead(line: QuickLine): QuickLine {
    const row = this.rows?.find((r) => r.line === line.line);
    const next = { ...(row?.readOtherWay ? withOtherReading(line) : line) };
    delete next.otherReading;
    return next;
  }

  /** Takes one of a pick list's items for a row that named several: the row then names its code, looked up with the buyer's prices. */
  async pickItem(line: number, item: QuickItem): Promise<void> {
    this.lines = this.lines.map((l) => {
      if (l.line !== line) return l;
      const next: QuickLine = { ...this.asRead(l), code: item.itemId };
      delete next.name;
      return next;
    });
    await this.resolveAgain();
  }

  /**
   * A row that cannot be ordered swapped for a substitute (docs/product.md §5.10): the row names the
   * substitute's code and asks for this many units (already whole packs of it).
   */
  swapRow(line: number, item: QuickItem, quantity: number): void {
    // The substitute came from the provider with the buyer's prices: it is known as it is.
    this.remember(item);
    this.index?.items.set(normalizeCode(item.itemId), item);
    this.lines = this.lines.map((l) => {
      if (l.line !== line) return l;
      const next: QuickLine = { ...this.asRead(l), code: item.itemId, quantity, unit: 'unit' };
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
      this.lines.length > 0 && this.index ? resolveQuickOrder(this.lines, this.index.items, this.index.partial, this.index.named) : null;
    if (this.rows === null) {
      this.text = '';
      this.skipped = [];
    }
  }

  /** The rejected rows as CSV (line, code or name, quantity, why, the line as written), for the buyer to fix in their own file. */
  async rejectedCsv(reason: (row: QuickRow) => string): Promise<string> {
    return csvText(
      ['שורה', 'קוד', 'כמות', 'סיבה', 'שורה מקורית'],
      this.rejectedRows.map((r) => [r.line, r.code || r.name || '', r.badQuantity ?? r.quantity ?? '', reason(r), r.raw]),
    );
  }

  /** A sample file: a header row and three codes of the catalogue (the first the buyer can order) with quantities. */
  async sampleCsv(): Promise<string> {
    let codes = ['7290000000001', '7290000000002', '7290000000003'];
    try {
      const { items } = await this.root.api.call(endpoints.item.list, { query: { pageNumber: 1, pageSize: 24 } });
      const found = items.filter((i) => i.isAvailable && hasPrice(i)).slice(0, 3);
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
