// Quick order (/quick-order): a pasted list or a CSV/XLSX file checked against the catalogue and put
// into the cart in one step. The catalogue is read as the signed-in buyer sees it (their prices and
// availability) in pages of a thousand items, all pages at once after the first, and kept for a
// minute: a list of 200 or 1,000 lines costs the same two or three requests. Only calls of SPEC.md
// section 7 (Item/List), so it works against the real provider too. The rules are shared/rules/quickOrder.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import type { Item } from '@shared/contract/entities';
import { toCartItem } from '@shared/rules/cart';
import {
  indexItems,
  isGoodRow,
  isRejectedRow,
  normalizeCode,
  parseQuickOrder,
  resolveQuickOrder,
  rowsToText,
  type QuickItem,
  type QuickLine,
  type QuickRow,
} from '@shared/rules/quickOrder';
import type { Api } from '../api/api';
import type { RootStore } from './RootStore';
import { isAborted } from '../api/ApiError';
import { hasPrice } from '@shared/rules/price';

/** How long a read catalogue is used before it is read again. */
const CATALOGUE_TTL_MS = 60_000;
/** The largest file read (a list of a few thousand lines is far smaller). */
export const MAX_QUICK_FILE_BYTES = 2 * 1024 * 1024;

/** Every item the signed-in buyer may see, with their prices: Item/List a thousand at a time. */
export async function readCatalogue(api: Api, signal?: AbortSignal): Promise<Item[]> {
  const page = (pageNumber: number) => api.call(endpoints.item.list, { query: { pageNumber, pageSize: MAX_PAGE_SIZE }, signal });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.items);
}

/** Why a file could not be read. */
export type FileProblem = 'tooLarge' | 'unsupported' | 'unreadable' | 'empty';

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
  /** What the last 'add to cart' added. */
  added: { lines: number; units: number } | null = null;

  private index: { at: number; token: string | null; items: Map<string, QuickItem> } | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<QuickOrderStore, 'root' | 'index'>(this, { root: false, index: false });
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

  /** Units that would go to the cart. */
  get goodUnits(): number {
    return this.goodRows.reduce((n, r) => n + (r.cartQuantity ?? 0), 0);
  }

  private async catalogue(signal?: AbortSignal): Promise<Map<string, QuickItem>> {
    const token = this.root.session.token;
    const now = this.root.now();
    if (this.index && this.index.token === token && now - this.index.at < CATALOGUE_TTL_MS) return this.index.items;
    const items = await readCatalogue(this.root.api, signal);
    this.index = { at: now, token, items: indexItems(items) };
    return this.index.items;
  }

  /** Reads the text against the catalogue: one row per line that holds a code. */
  async check(signal?: AbortSignal): Promise<void> {
    this.checking = true;
    this.failed = false;
    this.added = null;
    try {
      const index = await this.catalogue(signal);
      runInAction(() => {
        this.lines = parseQuickOrder(this.text, (t) => index.has(normalizeCode(t)));
        this.rows = resolveQuickOrder(this.lines, index);
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

  /** Reads a CSV or XLSX file into the text, then checks it. */
  async readFile(file: File): Promise<void> {
    this.fileName = file.name;
    this.fileProblem = null;
    this.rows = null;
    if (file.size > MAX_QUICK_FILE_BYTES) {
      this.fileProblem = 'tooLarge';
      return;
    }
    const name = file.name.toLowerCase();
    let text: string;
    try {
      if (name.endsWith('.xlsx')) {
        const { readSheet } = await import('read-excel-file/browser');
        text = rowsToText(await readSheet(file));
      } else if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') {
        const { default: Papa } = await import('papaparse');
        const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: true });
        text = rowsToText(parsed.data);
      } else {
        runInAction(() => {
          this.fileProblem = 'unsupported';
        });
        return;
      }
    } catch {
      runInAction(() => {
        this.fileProblem = 'unreadable';
      });
      return;
    }
    runInAction(() => {
      this.text = text;
      if (text.trim() === '') this.fileProblem = 'empty';
    });
    if (text.trim() !== '') await this.check();
  }

  /** Changes a row's code or quantity in place and checks the list again. */
  async fixRow(line: number, change: { code?: string; quantity?: string }): Promise<void> {
    this.lines = this.lines.map((l) => {
      if (l.line !== line) return l;
      const next: QuickLine = { ...l };
      if (change.code !== undefined) next.code = change.code.trim();
      if (change.quantity !== undefined) {
        const value = Number(change.quantity.trim());
        delete next.badQuantity;
        if (change.quantity.trim() === '') next.quantity = null;
        else if (Number.isInteger(value) && value >= 1 && value <= 99_999) next.quantity = value;
        else {
          next.quantity = null;
          next.badQuantity = change.quantity.trim();
        }
      }
      return next;
    });
    const index = await this.catalogue();
    runInAction(() => {
      this.rows = resolveQuickOrder(this.lines, index);
    });
  }

  /** Takes a row out of the list (a duplicate merged into it goes back to being its own row). */
  removeRow(line: number): void {
    this.lines = this.lines.filter((l) => l.line !== line);
    if (this.index) this.rows = resolveQuickOrder(this.lines, this.index.items);
  }

  /** Adds every found row to the cart, merged with its lines. */
  addToCart(): void {
    const good = this.goodRows;
    this.root.cart.add(...good.map((r) => toCartItem({ ...r.item!, salePriceInNIS: r.item!.salePriceInNIS! }, r.cartQuantity!)));
    this.added = { lines: good.length, units: good.reduce((n, r) => n + r.cartQuantity!, 0) };
    this.lines = this.lines.filter((l) => !good.some((r) => r.line === l.line || r.merged?.includes(l.line)));
    this.rows = this.lines.length > 0 && this.index ? resolveQuickOrder(this.lines, this.index.items) : null;
    if (this.rows === null) this.text = '';
  }

  /** The rejected rows as CSV (line, code, quantity, why), for the buyer to fix in their own file. */
  async rejectedCsv(reasons: Record<string, string>): Promise<string> {
    const { default: Papa } = await import('papaparse');
    return Papa.unparse({
      fields: ['שורה', 'קוד', 'כמות', 'סיבה', 'שורה מקורית'],
      data: this.rejectedRows.map((r) => [r.line, r.code, r.badQuantity ?? r.quantity ?? '', reasons[r.status] ?? r.status, r.raw]),
    });
  }

  /** A sample file: a header row and three codes of the catalogue with quantities. */
  async sampleCsv(): Promise<string> {
    const { default: Papa } = await import('papaparse');
    let codes = ['7290000000001', '7290000000002', '7290000000003'];
    try {
      const index = await this.catalogue();
      const found = [...new Set(index.values())].filter((i) => i.isAvailable && hasPrice(i)).slice(0, 3);
      if (found.length > 0) codes = found.map((i) => i.catalogNumber || i.itemId);
    } catch {
      // The sample stays useful as a template without real codes.
    }
    return Papa.unparse({ fields: ['ברקוד / מק"ט', 'כמות'], data: codes.map((c, i) => [c, (i + 1) * 12]) });
  }
}
