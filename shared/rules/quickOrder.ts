// Quick order (issue 14): a list of codes and quantities, pasted from Excel, WhatsApp or an email, or
// read from a CSV or XLSX file, turned into cart lines. Each input line holds a code (the item code
// or the catalogue number / EAN) and a quantity, separated by a tab, comma, semicolon or spaces, in
// either order; text around them is ignored. Every line that holds a code becomes one row: found
// (its quantity rounded up to whole packs), not found, not available, price on request, or a
// duplicate merged into the first row of its item.
import { packSize, roundUpToPacks } from './packSize';
import { hasPrice } from './price';

/** The largest quantity a line may ask for. */
export const MAX_QUICK_QUANTITY = 99_999;
/** The most lines one list may hold. */
export const MAX_QUICK_LINES = 2_000;

/** One input line that holds a code. */
export interface QuickLine {
  /** 1-based line number in the input (a file's row number). */
  line: number;
  /** The line as it was given. */
  raw: string;
  code: string;
  /** The quantity asked for; null when the line gives none (one pack is taken). */
  quantity: number | null;
  /** The line gives a quantity that is not a whole number from 1 to MAX_QUICK_QUANTITY. */
  badQuantity?: string;
}

/** What a quick order needs of an item. */
export interface QuickItem {
  id: number;
  itemId: string;
  catalogNumber: string;
  itemDescription: string;
  pictureUrl: string;
  salePriceInNIS?: number;
  isPriceOnRequest?: boolean;
  isAvailable: boolean;
  minOrderQuantity: number;
}

/** `unchecked`: the code is not among the items known while offline; it is checked once the network is back. */
export type QuickStatus = 'found' | 'notFound' | 'unavailable' | 'priceOnRequest' | 'duplicate' | 'badQuantity' | 'unchecked';

/** One row of the checked list. */
export interface QuickRow extends QuickLine {
  status: QuickStatus;
  item?: QuickItem;
  /** Found rows: the quantity that goes to the cart (whole packs; duplicates merged in). */
  cartQuantity?: number;
  /** Found rows: the asked quantity was rounded up to whole packs. */
  roundedUp?: boolean;
  /** Found rows: no quantity was given, one pack is taken. */
  defaulted?: boolean;
  /** Duplicate rows: the line of the row it was merged into. */
  mergedInto?: number;
  /** Found rows: the lines merged into this one. */
  merged?: number[];
}

/** A code as the index keys it: no spaces or dashes, upper case, an all-digit code without leading zeros (UPC-A is EAN-13 with a 0 in front). */
export function normalizeCode(code: string): string {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, '') : compact;
}

/** The items by item code and by catalogue number. */
export function indexItems(items: Iterable<QuickItem>): Map<string, QuickItem> {
  const index = new Map<string, QuickItem>();
  for (const item of items) {
    if (item.catalogNumber) index.set(normalizeCode(item.catalogNumber), item);
    index.set(normalizeCode(item.itemId), item);
  }
  return index;
}

const SEPARATORS = /[\t,;|]+|\s+/;
/** A token that may be a code: letters, digits and dashes, with a digit, 3 to 30 characters. */
const CODE_LIKE = /^(?=.*\d)[A-Za-z0-9-]{3,30}$/;
/** A token that may be a quantity (a spreadsheet may write 24 as 24.0). */
const QUANTITY_LIKE = /^\d{1,9}(?:[.,]0+)?$/;
const NUMBER_LIKE = /^-?\d+(?:[.,]\d+)?$/;
/** Units of measure that follow an item's size in its name. */
const MEASURE = /^(?:מ"?ל|מ״ל|ml|ליטר|ל|l|ltr|גרם|גר|ג|g|gr|ק"?ג|ק״ג|kg|ס"?מ|ס״מ|cm|מ"?מ|מ״מ|mm|מטר|m|%|אחוז|וואט|w)$/i;

function tokens(raw: string): string[] {
  return raw
    .split(SEPARATORS)
    .map((t) => t.replace(/^["'׳״()[\]]+|["'׳״()[\].:]+$/g, ''))
    .filter((t) => t.length > 0);
}

/**
 * The lines of a list that hold a code. `isCode` says whether a token is a known code: a line's
 * known code wins over any other number on it, so '24 7290000000001' and '7290000000001 24' read
 * the same. Without a known code, the longest code-like token is the code and a shorter number the
 * quantity. A line without any code-like token (a greeting, a header row) is not a row.
 */
export function parseQuickOrder(text: string, isCode: (token: string) => boolean = () => false): QuickLine[] {
  const lines: QuickLine[] = [];
  const rawLines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < rawLines.length && lines.length < MAX_QUICK_LINES; i++) {
    const raw = rawLines[i]!.trim();
    if (raw === '') continue;
    const parsed = parseLine(raw, isCode);
    if (parsed) lines.push({ line: i + 1, raw, ...parsed });
  }
  return lines;
}

function parseLine(raw: string, isCode: (token: string) => boolean): Omit<QuickLine, 'line' | 'raw'> | null {
  const all = tokens(raw);
  let codeAt = all.findIndex((t) => CODE_LIKE.test(t) && isCode(t));
  if (codeAt < 0) {
    // No known code: the longest code-like token (a quantity is rarely longer than a code).
    let best = -1;
    all.forEach((t, i) => {
      if (CODE_LIKE.test(t) && (best < 0 || t.length > all[best]!.length)) best = i;
    });
    codeAt = best;
    // A line of one short number and nothing else that could be a code is not an order line.
    if (codeAt >= 0 && /^\d{1,3}$/.test(all[codeAt]!)) codeAt = -1;
  }
  if (codeAt < 0) return null;
  const code = all[codeAt]!;
  // A number followed by a measure is the item's size (330 מ"ל, 1.5 ליטר), never the quantity; of
  // the other numbers the last is taken: a spreadsheet row puts the quantity after the description.
  const rest = all.filter((t, i) => i !== codeAt && !MEASURE.test(all[i + 1] ?? ''));
  const quantityToken = rest.findLast((t) => QUANTITY_LIKE.test(t)) ?? rest.findLast((t) => NUMBER_LIKE.test(t));
  if (quantityToken === undefined) return { code, quantity: null };
  const value = Number(quantityToken.replace(',', '.'));
  if (!Number.isInteger(value) || value < 1 || value > MAX_QUICK_QUANTITY) return { code, quantity: null, badQuantity: quantityToken };
  return { code, quantity: value };
}

/** Rows of a table read from a file (CSV or XLSX), as lines of tab-separated cells. */
export function rowsToText(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return rows
    .map((cells) => cells.map((c) => (c === null || c === undefined ? '' : String(c).replace(/[\t\r\n]+/g, ' '))).join('\t'))
    .join('\n');
}

/**
 * Checks every line against the items: one row per line, duplicates merged into their item's first
 * row. A `partial` index (only the items known offline) cannot tell that a code is not in the
 * catalogue: a code it lacks is 'unchecked', not 'notFound'.
 */
export function resolveQuickOrder(lines: readonly QuickLine[], index: ReadonlyMap<string, QuickItem>, partial = false): QuickRow[] {
  const firstOf = new Map<number, QuickRow>();
  const rows: QuickRow[] = [];
  for (const line of lines) {
    const item = index.get(normalizeCode(line.code));
    if (line.badQuantity !== undefined) {
      rows.push({ ...line, status: 'badQuantity', item });
      continue;
    }
    if (!item) {
      rows.push({ ...line, status: partial ? 'unchecked' : 'notFound' });
      continue;
    }
    if (!item.isAvailable) {
      rows.push({ ...line, status: 'unavailable', item });
      continue;
    }
    if (!hasPrice(item)) {
      rows.push({ ...line, status: 'priceOnRequest', item });
      continue;
    }
    const pack = packSize(item);
    const asked = line.quantity ?? pack;
    const first = firstOf.get(item.id);
    if (first) {
      const total = (first.quantity ?? packSize(item)) + asked;
      first.quantity = total;
      first.cartQuantity = roundUpToPacks(total, pack);
      first.roundedUp = first.cartQuantity !== total;
      first.merged = [...(first.merged ?? []), line.line];
      rows.push({ ...line, status: 'duplicate', item, mergedInto: first.line });
      continue;
    }
    const cartQuantity = roundUpToPacks(asked, pack);
    const row: QuickRow = {
      ...line,
      status: 'found',
      item,
      cartQuantity,
      roundedUp: cartQuantity !== asked,
      defaulted: line.quantity === null,
    };
    firstOf.set(item.id, row);
    rows.push(row);
  }
  return rows;
}

/** Whether a row goes to the cart. */
export const isGoodRow = (row: QuickRow): boolean => row.status === 'found';

/** Whether a row is refused (it is listed in the download of rejected rows); an unchecked row is not, yet. */
export const isRejectedRow = (row: QuickRow): boolean => row.status !== 'found' && row.status !== 'duplicate' && row.status !== 'unchecked';
