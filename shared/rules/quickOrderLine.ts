// Reading one line of a quick-order list as a shopkeeper writes it: a code (item
// code, catalogue number or EAN) or a product's name, a quantity in units or in packs ('5 קרטונים',
// 'x6', 'קרטון'), the numbers of the name ('1.5 ליטר', 'ביסלי גריל 70 שמש') never taken for the
// quantity, '1,000' a thousand. A greeting, a header row, a signature or a totals row is skipped with
// its reason (quickOrderSkip); a line of nothing but punctuation is not a row.
import { parseWholeNumber } from './packSize';
import { phonesIn, skipLine, sumsOf, type SkipReason, type SkippedLine } from './quickOrderSkip';

export type { SkipReason, SkippedLine } from './quickOrderSkip';

/** The largest quantity a line may ask for. */
export const MAX_QUICK_QUANTITY = 99_999;
/** The most lines one list may hold. */
export const MAX_QUICK_LINES = 2_000;

/** The pack words a line may count in, each as it is named back to the buyer. */
export type PackWord = 'קרטון' | 'ארגז' | 'אריזה' | 'חבילה' | 'מארז';

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
  /**
   * A name line that reads two ways (a number of the name or its quantity: 'ביסלי גריל 70'): the
   * other reading, taken when the line's own name finds nothing in the catalogue and this one's does.
   */
  otherReading?: QuickReading;
}

/** What a name line's reading gives: the name looked for and the quantity. */
export type QuickReading = Pick<QuickLine, 'name' | 'quantity' | 'unit' | 'packWord' | 'badQuantity'>;

const SEPARATORS = /[\t,;|]+|\s+/;
/** What parts a line's cells (a table's columns, as pasted or read from a file). */
const CELLS = /[\t,;|]+/;
/** Unicode direction marks and embeddings (LRM, RLM, ALM, LRE..RLO, LRI..PDI): they steer display only. */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
/** A token that may be a code: letters, digits and dashes, with a digit, 3 to 30 characters. */
const CODE_LIKE = /^(?=.*\d)[A-Za-z0-9-]{3,30}$/;
/** A token that may be a quantity (a spreadsheet may write 24 as 24.0). */
const QUANTITY_LIKE = /^\d{1,9}(?:\.0+)?$/;
const NUMBER_LIKE = /^-?\d+(?:[.,]\d+)?$/;
/** Units of measure that follow an item's size in its name. */
const MEASURE =
  /^(?:מ"?ל|מ״ל|ml|מיליליטר|ליטר|ליטרים|ל|l|ltr|גרם|גרמים|גר|ג|g|gr|ק"?ג|ק״ג|קילו|קילוגרם|kg|ס"?מ|ס״מ|cm|מ"?מ|מ״מ|mm|מטר|מטרים|m|%|אחוז|וואט|w)$/i;
/** Words that count packs, as tokens are left (quotes and a trailing geresh taken off: 'קר׳' is 'קר'). */
const PACK_WORDS: ReadonlyArray<[RegExp, PackWord]> = [
  [/^ו?(?:קרטון|קרטונים|קרטונ|קר|קרט)$/, 'קרטון'],
  [/^ו?(?:ארגז|ארגזים)$/, 'ארגז'],
  [/^ו?(?:אריזה|אריזות|אריזת)$/, 'אריזה'],
  [/^ו?(?:חבילה|חבילות|חבילת)$/, 'חבילה'],
  [/^ו?(?:מארז|מארזים)$/, 'מארז'],
];
/** A pack word that alone, at a line's end, asks for one pack ('ביסלי גריל 70 שמש קרטון'). */
const ONE_PACK = /^(?:קרטון|קרט|ארגז|אריזה|חבילה)$/;
/** Words that count units. */
const UNIT_WORD = /^(?:יח|יחידה|יחידות|יחי|pcs|pc|units?)$/i;
/** 'x6', '6x', '×6': so many packs. */
const TIMES = /^(?:[x×*](\d{1,9})|(\d{1,9})[x×*])$/i;
const TIMES_SIGN = /^[x×*]$/i;

/**
 * Whether a line is plainly not an order line: a greeting, a header row or a heading ending in ':',
 * a signature or a totals row (quickOrderSkip), or no letter or digit at all.
 */
export function isChatterLine(raw: string, isCode?: (token: string) => boolean): boolean {
  const skip = skipLine(raw, isCode);
  return skip.empty === true || skip.reason !== null;
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

/** A line's tokens, each with the cell it was written in (cells are parted by tabs, commas, semicolons or bars). */
function cellTokens(text: string): Array<{ text: string; cell: number }> {
  return text.split(CELLS).flatMap((cell, at) => tokens(cell).map((t) => ({ text: t, cell: at })));
}

/** A list read: its rows, and the lines that are not order lines, each with its reason. */
export interface QuickList {
  lines: QuickLine[];
  skipped: SkippedLine[];
  /** Every token that could be a code, found in the same reading: read with no code known, codeCandidates' tokens. */
  candidates: string[];
}

/**
 * Reads a list. `isCode` says whether a token is a known code: a line's known code wins over
 * any other number on it, so '24 7290000000001' and '7290000000001 24' read the same. Without a
 * known code, a line with words holds a product's name; a line of numbers alone takes its longest
 * code-like token for the code. Greetings, header rows, signatures and totals rows are skipped,
 * each with its reason (a line of punctuation without one); every other line is a row.
 */
export function readQuickOrder(text: string, isCode: (token: string) => boolean = () => false): QuickList {
  const lines: QuickLine[] = [];
  const skipped: SkippedLine[] = [];
  const candidates = new Set<string>();
  eachLine(text, isCode, (line, raw, reason) => {
    if (reason !== null) {
      // A phone number or a sum may be a code the catalogue knows: then its line is an order line.
      if (reason === 'signature') for (const phone of phonesIn(raw)) candidates.add(phone);
      if (reason === 'total') for (const token of sumsOf(raw)) if (CODE_LIKE.test(token)) candidates.add(token);
      if (skipped.length < MAX_QUICK_LINES) skipped.push({ line, raw, reason });
    } else if (lines.length < MAX_QUICK_LINES) {
      const cells = cellTokens(prepare(raw));
      for (const { text: token } of cells) if (CODE_LIKE.test(token)) candidates.add(token);
      lines.push({ line, raw, ...parseLine(cells, isCode) });
    }
    return lines.length < MAX_QUICK_LINES;
  });
  return { lines, skipped, candidates: [...candidates] };
}

/** The rows of a list (readQuickOrder's, without the lines it skipped). */
export function parseQuickOrder(text: string, isCode: (token: string) => boolean = () => false): QuickLine[] {
  return readQuickOrder(text, isCode).lines;
}

/**
 * Every token of a list's lines that could be a code (those parseQuickOrder asks `isCode` of), each
 * once, in order: what to look up before the list is read, so that a known code wins on its line.
 * A signature's phone number is looked up too: a code the catalogue knows is not a phone number.
 */
export function codeCandidates(text: string): string[] {
  return readQuickOrder(text).candidates;
}

/** Visits a list's lines that are not blank or punctuation alone, each with why it is skipped (null: it is a row), while `visit` says go on. */
function eachLine(
  text: string,
  isCode: (token: string) => boolean,
  visit: (line: number, raw: string, reason: SkipReason | null) => boolean,
): void {
  // Direction marks (a list shared from the cart, WhatsApp's own) are invisible and part of no token.
  const rawLines = text.replace(BIDI_MARKS, '').split(/\r\n|\r|\n/);
  let signedOff = false;
  for (let i = 0; i < rawLines.length; i++) {
    const raw = rawLines[i]!.trim();
    if (raw === '') continue;
    const skip = skipLine(raw, isCode, signedOff);
    if (skip.empty) continue;
    // A sign-off's signature runs on over the lines after it, until an order line.
    signedOff = skip.reason === 'signature' ? signedOff || skip.signOff === true : skip.reason === null ? false : signedOff;
    if (!visit(i + 1, raw, skip.reason)) return;
  }
}

/** Whether a token names something (a Hebrew or Latin word that is not a unit, a measure or a pack word). */
const isWord = (t: string) =>
  /\p{L}{2,}/u.test(t) && !CODE_LIKE.test(t) && !MEASURE.test(t) && !UNIT_WORD.test(t) && !packWordOf(t) && !TIMES.test(t);

/** An order line read from its tokens (cellTokens of the prepared line). */
function parseLine(
  cells: ReadonlyArray<{ text: string; cell: number }>,
  isCode: (token: string) => boolean,
): Omit<QuickLine, 'line' | 'raw'> {
  const all = cells.map((t) => t.text);
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
  const { main, other } = readQuantity(
    all,
    cells.map((t) => t.cell),
    codeAt,
    isSize,
  );
  const nameWithout = (used: readonly number[]) => all.filter((_, i) => i !== codeAt && !used.includes(i)).join(' ');
  const result: Omit<QuickLine, 'line' | 'raw'> = { code: codeAt >= 0 ? all[codeAt]! : '', ...main.reading };
  if (codeAt >= 0) return result;
  result.name = nameWithout(main.used);
  if (other) result.otherReading = { name: nameWithout(other.used), ...other.reading };
  return result;
}

/** A way to read a line's quantity: its number's token, and the word beside it that says what it counts. */
interface Candidate {
  /** The number's token; -1 for a pack word alone ('קרטון': one pack). */
  at: number;
  /** The word that counts it: a pack or unit word, a times sign (or the pack word alone). */
  by?: number;
  /** The line read the other way takes this number for its name's own (a bare number, or one in units: "3 יח'"). */
  mayBeName: boolean;
}

/** A line's quantity as read, and the tokens it took. */
interface Read {
  reading: Omit<QuickReading, 'name'>;
  used: number[];
}

/**
 * The quantity of a line, and the line read the other way. The quantity is written in a cell of its
 * own, at the line's end or its start, or beside its code, or a number with a word that counts it
 * anywhere ('5 קרטונים', 'x6'), or a pack word alone at its end (one pack). Any other number is the
 * name's own ('ביסלי גריל 70 שמש'), as is a number before a measure ('80 גרם'). The other reading
 * takes the next way the quantity could be written, or the number taken as the name's own, or (when
 * no quantity was read) the name's last number.
 */
function readQuantity(all: string[], cellOf: number[], codeAt: number, isSize: (i: number) => boolean): { main: Read; other?: Read } {
  const n = all.length;
  const inLine = (i: number) => i >= 0 && i < n && i !== codeAt;
  const isNumber = (i: number) => inLine(i) && NUMBER_LIKE.test(all[i]!) && !isSize(i);
  const isTimes = (i: number) => inLine(i) && TIMES.test(all[i]!);
  const counts = (i: number) => inLine(i) && (packWordOf(all[i]) !== undefined || UNIT_WORD.test(all[i]!) || TIMES_SIGN.test(all[i]!));
  const inUnits = (i: number) => UNIT_WORD.test(all[i]!);
  const rest = all.map((_, i) => i).filter(inLine);
  const found: Candidate[] = [];
  const add = (c: Candidate | null) => {
    if (c && !found.some((f) => f.at === c.at)) found.push(c);
  };
  const endingAt = (i: number): Candidate | null => {
    if (isTimes(i)) return { at: i, mayBeName: false };
    if (isNumber(i)) return counts(i - 1) ? { at: i, by: i - 1, mayBeName: inUnits(i - 1) } : { at: i, mayBeName: true };
    return counts(i) && isNumber(i - 1) ? { at: i - 1, by: i, mayBeName: inUnits(i) } : null;
  };
  const startingAt = (i: number): Candidate | null => {
    if (isTimes(i)) return { at: i, mayBeName: false };
    if (isNumber(i)) return counts(i + 1) ? { at: i, by: i + 1, mayBeName: inUnits(i + 1) } : { at: i, mayBeName: true };
    return counts(i) && isNumber(i + 1) ? { at: i + 1, by: i, mayBeName: inUnits(i) } : null;
  };
  // A cell of its own (a table's quantity column), the last first.
  const cells = [...new Set(rest.map((i) => cellOf[i]!))];
  if (cells.length > 1) {
    for (const cell of cells.reverse()) {
      const [a, b, more] = rest.filter((i) => cellOf[i] === cell);
      if (more !== undefined) continue;
      if (b === undefined && (isTimes(a!) || isNumber(a!))) add({ at: a!, mayBeName: false });
      else if (b !== undefined && isNumber(a!) && counts(b)) add({ at: a!, by: b, mayBeName: false });
      else if (b !== undefined && counts(a!) && isNumber(b)) add({ at: b, by: a!, mayBeName: false });
    }
  }
  if (rest.length > 0) {
    add(endingAt(rest[rest.length - 1]!));
    add(startingAt(rest[0]!));
  }
  if (codeAt >= 0) {
    add(endingAt(codeAt - 1));
    add(startingAt(codeAt + 1));
  }
  // A number with a word that counts it, anywhere.
  for (let i = n - 1; i >= 0; i--) {
    if (isTimes(i)) add({ at: i, mayBeName: false });
    else if (isNumber(i) && counts(i + 1)) add({ at: i, by: i + 1, mayBeName: inUnits(i + 1) });
    else if (isNumber(i) && inLine(i - 1) && TIMES_SIGN.test(all[i - 1]!)) add({ at: i, by: i - 1, mayBeName: false });
  }
  const last = rest[rest.length - 1];
  if (last !== undefined && ONE_PACK.test(all[last]!) && !isNumber(last - 1)) add({ at: -1, by: last, mayBeName: false });

  const whole = (c: Candidate) => c.at < 0 || QUANTITY_LIKE.test(all[c.at]!) || TIMES.test(all[c.at]!);
  const chosen = found.find(whole) ?? found[0];
  const read = (c: Candidate | undefined): Read => readCandidate(all, c);
  if (!chosen) {
    // No quantity: the line read the other way takes the name's last whole number for it.
    const middle = rest.filter((i) => isNumber(i) && QUANTITY_LIKE.test(all[i]!)).pop();
    return { main: read(undefined), other: middle === undefined ? undefined : read({ at: middle, mayBeName: true }) };
  }
  const taken = (i: number | undefined) => i !== undefined && (i === chosen.at || i === chosen.by);
  const next = whole(chosen) ? found.find((c) => c !== chosen && whole(c) && !taken(c.at) && !taken(c.by)) : undefined;
  return { main: read(chosen), other: next ? read(next) : chosen.mayBeName ? read(undefined) : undefined };
}

/** A quantity read from its candidate (none: no quantity). */
function readCandidate(all: string[], c: Candidate | undefined): Read {
  if (!c) return { reading: { quantity: null }, used: [] };
  if (c.at < 0) return { reading: { quantity: 1, unit: 'pack', packWord: packWordOf(all[c.by!])! }, used: [c.by!] };
  const token = all[c.at]!;
  const times = TIMES.exec(token);
  const by = c.by === undefined ? undefined : all[c.by]!;
  let unit: Pick<QuickLine, 'unit' | 'packWord'> = {};
  if (times) unit = { unit: 'pack', packWord: 'אריזה' };
  else if (by !== undefined && packWordOf(by)) unit = { unit: 'pack', packWord: packWordOf(by)! };
  else if (by !== undefined && UNIT_WORD.test(by)) unit = { unit: 'unit' };
  else if (by !== undefined) unit = { unit: 'pack', packWord: 'אריזה' };
  const used = c.by === undefined ? [c.at] : [c.at, c.by];
  const value = parseWholeNumber(times ? (times[1] ?? times[2]!) : token);
  if (value === null || value < 1 || value > MAX_QUICK_QUANTITY) return { reading: { quantity: null, ...unit, badQuantity: token }, used };
  return { reading: { quantity: value, ...unit }, used };
}
