// Reading one line of a quick-order list as a shopkeeper writes it: a code (item
// code, catalogue number or EAN) or a product's name, a quantity in units or in packs ('5 קרטונים',
// 'x6'), sizes inside the name ('1.5 ליטר') never taken for the quantity, '1,000' a thousand.
// Only a plain greeting, a header row or a line of nothing but punctuation is not a row.
import { normalizeSearch, searchWords } from './search';
import { parseWholeNumber } from './packSize';

/** The largest quantity a line may ask for. */
export const MAX_QUICK_QUANTITY = 99_999;
/** The most lines one list may hold. */
export const MAX_QUICK_LINES = 2_000;

/** The pack words a line may count in, each as it is named back to the buyer. */
export type PackWord = 'קרטון' | 'ארגז' | 'אריזה' | 'חבילה';

/** One row's input line. */
export interface QuickLine {
  /** 1-based line number in the input (a file's row number). */
  line: number;
  /** The line as it was given. */
  raw: string;
  /** The item code or catalogue number; '' when the line names the product instead. */
  code: string;
  /** The words naming the product, when the line holds no code. */
  name?: string;
  /** The quantity asked for; null when the line gives none (one pack is taken). */
  quantity: number | null;
  /** What the quantity counts: packs ('5 קרטונים', 'x6') or units (written 'יח׳', or no unit at all). */
  unit?: 'pack' | 'unit';
  /** A quantity in packs: the pack word it was written with ('x6' counts in אריזה). */
  packWord?: PackWord;
  /** The line gives a quantity that is not a whole number from 1 to MAX_QUICK_QUANTITY. */
  badQuantity?: string;
}

const SEPARATORS = /[\t,;|]+|\s+/;
/** Unicode direction marks and embeddings (LRM, RLM, ALM, LRE..RLO, LRI..PDI): they steer display only. */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
/** A token that may be a code: letters, digits and dashes, with a digit, 3 to 30 characters. */
const CODE_LIKE = /^(?=.*\d)[A-Za-z0-9-]{3,30}$/;
/** A token that may be a quantity (a spreadsheet may write 24 as 24.0). */
const QUANTITY_LIKE = /^\d{1,9}(?:\.0+)?$/;
const NUMBER_LIKE = /^-?\d+(?:[.,]\d+)?$/;
/** Units of measure that follow an item's size in its name. */
const MEASURE = /^(?:מ"?ל|מ״ל|ml|ליטר|ל|l|ltr|גרם|גר|ג|g|gr|ק"?ג|ק״ג|kg|ס"?מ|ס״מ|cm|מ"?מ|מ״מ|mm|מטר|m|%|אחוז|וואט|w)$/i;
/** Words that count packs, as tokens are left (quotes and a trailing geresh taken off: 'קר׳' is 'קר'). */
const PACK_WORDS: ReadonlyArray<[RegExp, PackWord]> = [
  [/^ו?(?:קרטון|קרטונים|קרטונ|קר|קרט)$/, 'קרטון'],
  [/^ו?(?:ארגז|ארגזים)$/, 'ארגז'],
  [/^ו?(?:אריזה|אריזות|אריזת)$/, 'אריזה'],
  [/^ו?(?:חבילה|חבילות|חבילת)$/, 'חבילה'],
];
/** Words that count units. */
const UNIT_WORD = /^(?:יח|יחידה|יחידות|יחי|pcs|pc|units?)$/i;
/** 'x6', '6x', '×6': so many packs. */
const TIMES = /^(?:[x×*](\d{1,9})|(\d{1,9})[x×*])$/i;
const TIMES_SIGN = /^[x×*]$/i;

/** The opening words of a greeting, a thanks or a signature. */
const GREETINGS = new Set(
  [
    'שלום',
    'היי',
    'הי',
    'אהלן',
    'הלו',
    'בוקר',
    'ערב',
    'צהריים',
    'צהרים',
    'לילה',
    'תודה',
    'תודות',
    'בברכה',
    'ברכה',
    'להתראות',
    'ביי',
    'להלן',
    'מצורפת',
    'מצורף',
    'hi',
    'hello',
    'hey',
    'thanks',
    'thank',
    'regards',
    'dear',
  ].map(normalizeSearch),
);
/** The words of a table's header row. */
const HEADER_WORDS = new Set(
  [
    'ברקוד',
    'מק"ט',
    'מקט',
    'קוד',
    'פריט',
    'מוצר',
    'שם',
    'תיאור',
    'כמות',
    'מחיר',
    'יחידות',
    'יחידה',
    'יח',
    'אריזה',
    'אריזות',
    'הערות',
    'הערה',
    'שורה',
    'מספר',
    'קטלוגי',
    'סה"כ',
    'barcode',
    'ean',
    'upc',
    'sku',
    'code',
    'item',
    'name',
    'description',
    'qty',
    'quantity',
    'price',
    'units',
    'notes',
  ].map(normalizeSearch),
);

/** Whether a line is plainly not an order line: a greeting, a header row, a heading ending in ':', or no letter or digit at all. */
export function isChatterLine(raw: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(raw)) return true;
  const words = searchWords(raw);
  if (words.every((w) => HEADER_WORDS.has(w))) return true;
  if (/\d/.test(raw)) return false;
  return GREETINGS.has(words[0]!) || /[:：]\s*$/.test(raw);
}

/** A line's text with its thousands read ('1,000' is 1000) and a number stuck to a Hebrew word parted from it ('5קרטונים'). */
function prepare(raw: string): string {
  return raw
    .replace(/(^|[\s,;|"'(])(\d{1,3}(?:,\d{3})+)(?=$|[\s,;|"')]|\.\d)/g, (_, before: string, n: string) => before + n.replace(/,/g, ''))
    .replace(/(\d)(?=[\u05D0-\u05EA])/g, '$1 ')
    .replace(/([\u05D0-\u05EA])(?=\d)/g, '$1 ');
}

function tokens(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((t) => t.replace(/^["'׳״()[\]]+|["'׳״()[\].:]+$/g, ''))
    .filter((t) => t.length > 0);
}

const packWordOf = (token: string | undefined): PackWord | undefined =>
  token === undefined ? undefined : PACK_WORDS.find(([re]) => re.test(token))?.[1];

/**
 * The rows of a list. `isCode` says whether a token is a known code: a line's known code wins over
 * any other number on it, so '24 7290000000001' and '7290000000001 24' read the same. Without a
 * known code, a line with words holds a product's name; a line of numbers alone takes its longest
 * code-like token for the code. Greetings and header rows are not rows; every other line is.
 */
export function parseQuickOrder(text: string, isCode: (token: string) => boolean = () => false): QuickLine[] {
  const lines: QuickLine[] = [];
  // Direction marks (a list shared from the cart, WhatsApp's own) are invisible and part of no token.
  const rawLines = text.replace(BIDI_MARKS, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < rawLines.length && lines.length < MAX_QUICK_LINES; i++) {
    const raw = rawLines[i]!.trim();
    if (raw === '' || isChatterLine(raw)) continue;
    lines.push({ line: i + 1, raw, ...parseLine(raw, isCode) });
  }
  return lines;
}

/**
 * Every token of a list's lines that could be a code (those parseQuickOrder asks `isCode` of), each
 * once, in order: what to look up before the list is read, so that a known code wins on its line.
 */
export function codeCandidates(text: string): string[] {
  const found = new Set<string>();
  const rawLines = text.replace(BIDI_MARKS, '').split(/\r\n|\r|\n/);
  let lines = 0;
  for (let i = 0; i < rawLines.length && lines < MAX_QUICK_LINES; i++) {
    const raw = rawLines[i]!.trim();
    if (raw === '' || isChatterLine(raw)) continue;
    lines++;
    for (const token of tokens(prepare(raw))) if (CODE_LIKE.test(token)) found.add(token);
  }
  return [...found];
}

/** Whether a token names something (a Hebrew or Latin word that is not a unit, a measure or a pack word). */
const isWord = (t: string) =>
  /\p{L}{2,}/u.test(t) && !CODE_LIKE.test(t) && !MEASURE.test(t) && !UNIT_WORD.test(t) && !packWordOf(t) && !TIMES.test(t);

function parseLine(raw: string, isCode: (token: string) => boolean): Omit<QuickLine, 'line' | 'raw'> {
  const all = tokens(prepare(raw));
  // A number followed by a measure is the item's size (330 מ"ל, 1.5 ליטר): never the code or the quantity.
  const isSize = (i: number) => MEASURE.test(all[i + 1] ?? '');
  let codeAt = all.findIndex((t) => CODE_LIKE.test(t) && isCode(t));
  if (codeAt < 0) {
    const named = all.some(isWord);
    let best = -1;
    all.forEach((t, i) => {
      if (!CODE_LIKE.test(t) || isSize(i)) return;
      // Beside a name, an all-digit token of up to five digits is a quantity ('במבה 1000'), not a code.
      if (named && /^\d{1,5}$/.test(t)) return;
      if (best < 0 || t.length > all[best]!.length) best = i;
    });
    codeAt = best;
    // A short number is rarely a code: a line with words then names its product.
    if (codeAt >= 0 && /^\d{1,3}$/.test(all[codeAt]!)) codeAt = -1;
  }
  const used = new Set<number>(codeAt >= 0 ? [codeAt] : []);
  const quantity = readQuantity(all, used, isSize);
  const code = codeAt >= 0 ? all[codeAt]! : '';
  const result: Omit<QuickLine, 'line' | 'raw'> = { code, quantity: quantity.value, ...quantity.unit };
  if (quantity.bad !== undefined) result.badQuantity = quantity.bad;
  if (codeAt < 0) result.name = all.filter((_, i) => !used.has(i)).join(' ');
  return result;
}

interface ReadQuantity {
  value: number | null;
  unit: Pick<QuickLine, 'unit' | 'packWord'>;
  bad?: string;
}

/** The quantity of a line: the last number that is not a size, in packs beside a pack word or written 'x6'; marks the tokens it used. */
function readQuantity(all: string[], used: Set<number>, isSize: (i: number) => boolean): ReadQuantity {
  const free = (i: number) => !used.has(i) && !isSize(i);
  let at = -1;
  for (let i = all.length - 1; i >= 0 && at < 0; i--) if (free(i) && (QUANTITY_LIKE.test(all[i]!) || TIMES.test(all[i]!))) at = i;
  if (at < 0) for (let i = all.length - 1; i >= 0 && at < 0; i--) if (free(i) && NUMBER_LIKE.test(all[i]!)) at = i;
  if (at < 0) return { value: null, unit: {} };
  used.add(at);
  const token = all[at]!;
  let unit: ReadQuantity['unit'] = {};
  let written = token;
  const times = TIMES.exec(token);
  if (times) {
    written = times[1] ?? times[2]!;
    unit = { unit: 'pack', packWord: 'אריזה' };
  } else {
    const after = all[at + 1];
    const before = all[at - 1];
    const packAfter = packWordOf(after);
    const packBefore = packWordOf(before);
    if (packAfter) {
      unit = { unit: 'pack', packWord: packAfter };
      used.add(at + 1);
    } else if (after !== undefined && UNIT_WORD.test(after)) {
      unit = { unit: 'unit' };
      used.add(at + 1);
    } else if ((after !== undefined && TIMES_SIGN.test(after)) || (before !== undefined && TIMES_SIGN.test(before))) {
      unit = { unit: 'pack', packWord: 'אריזה' };
      used.add(after !== undefined && TIMES_SIGN.test(after) ? at + 1 : at - 1);
    } else if (packBefore) {
      unit = { unit: 'pack', packWord: packBefore };
      used.add(at - 1);
    } else if (before !== undefined && UNIT_WORD.test(before)) {
      unit = { unit: 'unit' };
      used.add(at - 1);
    }
  }
  const value = parseWholeNumber(written);
  if (value === null || value < 1 || value > MAX_QUICK_QUANTITY) return { value: null, unit, bad: token };
  return { value, unit };
}
