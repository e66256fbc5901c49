// The lines of a pasted list that are not order lines, each with its reason: a greeting, a header
// row or a heading, a signature (a sign-off, a name with a phone number, 'נשלח מה-iPhone שלי'), a
// totals row ('סה"כ 120', a row of sums alone). Quick order lists them as skipped, never as rows.
import { normalizeSearch, searchWords } from './search';

/** Why a line is not an order line. */
export type SkipReason = 'greeting' | 'header' | 'signature' | 'total';

/** A line that is not an order line, shown as skipped with its reason. */
export interface SkippedLine {
  /** 1-based line number in the input. */
  line: number;
  /** The line as it was given. */
  raw: string;
  reason: SkipReason;
}

const words = (list: readonly string[]) => new Set(list.map(normalizeSearch));

/** The opening words of a greeting, or of the words that introduce a list. */
const GREETINGS = words([
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
  'להלן',
  'מצורפת',
  'מצורף',
  'hi',
  'hello',
  'hey',
  'dear',
]);
/** The opening words of a thanks or a sign-off: the end of a message, its signature. */
const CLOSINGS = words([
  'תודה',
  'תודות',
  'בתודה',
  'בברכה',
  'ברכה',
  'ברכות',
  'בכבוד',
  'להתראות',
  'ביי',
  'thanks',
  'thank',
  'thx',
  'regards',
  'cheers',
  'sincerely',
]);
/** Closings of two words ('יום טוב', 'best regards'), their first words common elsewhere. */
const CLOSING_PAIRS = ['יום טוב', 'המשך יום', 'שבת שלום', 'שבוע טוב', 'חג שמח', 'best regards', 'kind regards'].map(normalizeSearch);
/** The words after which an email's signature follows, line after line (a name, a shop, a phone number). */
const SIGN_OFFS = words(['בברכה', 'ברכה', 'בכבוד', 'בתודה', 'regards', 'sincerely', 'cheers']);
/** A mail app's own last line: 'נשלח מה-iPhone שלי', 'Sent from my iPhone', 'Get Outlook for Android'. */
const SENT_FROM = /^(?:נשלח מ|sent from|get outlook)/;
/** The first words of a totals row. */
const TOTALS = words(['סה"כ', 'סה״כ', 'סהכ', 'סיכום', 'total', 'totals', 'subtotal']);
/** 'סך הכל' / 'סך הכול'. */
const SUM_OF_ALL = /^סכ הכו?ל(?: |$)/;
/** The words of a table's header row. */
const HEADER_WORDS = words([
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
]);
/** Words that tell a quantity or a size: a line holding one is an order line, not a signature. */
const COUNT_WORD = /^(?:קרטונ|קרטונימ|ארגז|ארגזימ|אריזה|אריזות|חבילה|חבילות|מארז|מארזימ|יח|יחידה|יחידות|גרמ|ליטר|מל|קג)$/;

/**
 * An Israeli phone number as written: 050-1234567, 03-6123456, 0501234567, +972-50-123-4567.
 * Its digits are never an order's code or quantity (unless the catalogue knows them as a code).
 */
const PHONE = /(?<![\d+])(?:\+?972[-\s]?|0)(?:[23489]|5\d|7\d)[-\s]?\d{3}[-\s]?\d{4}(?!\d)/g;
/** The phone numbers written in a line. */
export const phonesIn = (raw: string): string[] => raw.match(PHONE) ?? [];

/** The numbers of a line of numbers alone, thousands separators taken off ('3,450.00' is 3450.00). */
export const sumsOf = (raw: string): string[] =>
  raw
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .split(/[\s,;|]+/)
    .map((t) => t.replace(/[^\d.-]/g, ''))
    .filter((t) => /\d/.test(t));

/** A number as a sum is written (no longer than five digits, or with decimals): never an item's code. */
const SUM = /^-?\d{1,5}(?:\.\d+)?$|^-?\d+\.\d+$/;

/** How a line reads before it is taken for an order line. */
export interface LineSkip {
  /** Why the line is not an order line; null when it may be one. */
  reason: SkipReason | null;
  /** A line of nothing but punctuation: skipped without a word. */
  empty?: boolean;
  /** The line ends a message: the lines after it that look like a signature are one. */
  signOff?: boolean;
}

/**
 * Why a line is not an order line. `isCode` says whether a token is a known code (a line holding
 * one is an order line, whatever else it holds); `afterSignOff` whether an earlier line signed the
 * message off ('בברכה,'), after which a name, a shop's name or a phone number is the signature.
 */
export function skipLine(raw: string, isCode: (token: string) => boolean = () => false, afterSignOff = false): LineSkip {
  if (!/[\p{L}\p{N}]/u.test(raw)) return { reason: null, empty: true };
  const phones = phonesIn(raw).filter((p) => !isCode(p));
  const rest = phones.reduce((text, phone) => text.replace(phone, ' '), raw);
  const normalized = normalizeSearch(raw);
  const all = normalized === '' ? [] : normalized.split(' ');
  // The line's words read once: again without its phone numbers only when it has any.
  const lettered = (phones.length > 0 ? searchWords(rest) : all).filter((w) => /\p{L}/u.test(w));
  const first = lettered[0] ?? '';
  const digits = /\d/.test(rest);
  // A header row: only a table's column names.
  if (all.every((w) => HEADER_WORDS.has(w))) return { reason: 'header' };
  // A totals row: labelled (its first word 'סה"כ', 'סך הכל'), or numbers alone none of which can be a code.
  if (TOTALS.has(first) || SUM_OF_ALL.test(lettered.join(' '))) return { reason: 'total' };
  if (lettered.length === 0 && phones.length === 0) {
    // Sums: two or more numbers none of which is a code, one with decimals (money) or three and more ('12345 6' is a code and its quantity).
    const numbers = sumsOf(raw);
    const sums = numbers.every((n) => SUM.test(n) && !isCode(n));
    if (sums && (numbers.length >= 3 || (numbers.length === 2 && numbers.some((n) => /\.\d*[1-9]|\.\d\d$/.test(n)))))
      return { reason: 'total' };
  }
  const counts = lettered.some((w) => COUNT_WORD.test(w));
  // A signature: a sign-off or thanks, a mail app's last line, a name with a phone number, and what follows a sign-off.
  if (!digits && !counts) {
    const opening = lettered.slice(0, 2).join(' ');
    if (CLOSINGS.has(first) || CLOSING_PAIRS.some((pair) => opening === pair))
      return { reason: 'signature', signOff: SIGN_OFFS.has(first) || opening.endsWith('regards') };
    if (SENT_FROM.test(normalized)) return { reason: 'signature', signOff: true };
    if (phones.length > 0 && lettered.length <= 5) return { reason: 'signature' };
    if (afterSignOff && lettered.length <= 5) return { reason: 'signature', signOff: true };
  }
  if (/\d/.test(raw)) return { reason: null };
  // A greeting, or a heading ('ירקות:').
  if (GREETINGS.has(all[0]!)) return { reason: 'greeting' };
  return /[:：]\s*$/.test(raw) ? { reason: 'header' } : { reason: null };
}
