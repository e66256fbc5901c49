// One price cell of an imported file, read as a store manager's Excel writes it. Excel with a Hebrew
// locale writes '12.5' (a dot decimal); a cell formatted as currency comes as '₪ 1,234.50' or
// '1,234.50 ₪', sometimes with direction marks around the sign.
//
// Commas: a comma is read only where it cannot be misread. Thousands separators always group three
// digits, so
// - '1,234.50' and '1,234,567' are thousands (a decimal part after a dot, or more than one group);
// - '12,5' and '12,50' are a decimal comma (one or two digits after it cannot be a thousands group);
// - '1,234' alone could be either (1234, or 1.234 with a decimal comma): refused with a reason that
//   says how to write it, never guessed.
import { priceProblem, type MoneyProblem } from '@shared/rules/price';
import { FORMULA_START } from '../../../ui/csvFile';
import { boPriceCsv as t } from './strings';

export type PriceCell = { kind: 'empty' } | { kind: 'price'; value: number } | { kind: 'refused'; reason: string };

/** A text cell as exported, without the apostrophe the export put before a formula-like text. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

// Direction marks Excel puts around the shekel sign, and the spaces it may use (no-break ones too).
const MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SPACES = /[\s\u00A0\u202F]+/g;
const SHEKEL = /^(?:₪|ש"ח|ש״ח)\s*|\s*(?:₪|ש"ח|ש״ח)$/g;

const PLAIN = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED_WITH_DECIMALS = /^-?\d{1,3}(?:,\d{3})+\.\d+$/;
const GROUPED_MANY = /^-?\d{1,3}(?:,\d{3}){2,}$/;
const ONE_GROUP = /^-?\d{1,3},\d{3}$/;
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/** The number a cell's text stands for (dot decimal, no separators), or why it is not read. */
function normalise(text: string): string | { reason: string } {
  if (PLAIN.test(text)) return text;
  if (GROUPED_WITH_DECIMALS.test(text) || GROUPED_MANY.test(text)) return text.replaceAll(',', '');
  if (ONE_GROUP.test(text)) return { reason: t.ambiguousComma };
  if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return { reason: t.notNumber };
}

/**
 * A price cell: empty (no change; a price is never deleted from a file), a price the price DTO would
 * take, or refused with the reason. A formula (or text escaped as one) is not a number.
 */
export function readPriceCell(raw: string): PriceCell {
  const text = raw.replace(MARKS, '').replace(SPACES, ' ').trim().replace(SHEKEL, '').trim();
  if (text === '') return raw.trim() === '' ? { kind: 'empty' } : { kind: 'refused', reason: t.notNumber };
  const number = normalise(text);
  if (typeof number !== 'string') return { kind: 'refused', reason: number.reason };
  const value = Number(number);
  if (!Number.isFinite(value)) return { kind: 'refused', reason: t.notNumber };
  // The written decimals count too: '12.340000000000000001' reads as the number 12.34.
  const decimals = (number.split('.')[1] ?? '').replace(/0+$/, '');
  const problem = priceProblem(value) ?? (decimals.length > 2 ? 'decimals' : null);
  return problem === null ? { kind: 'price', value } : { kind: 'refused', reason: REASONS[problem] };
}

/** The price rule's problems (shared/rules/price.ts, as the price DTO checks them), each with the import's reason. */
const REASONS: Record<MoneyProblem, string> = {
  notNumber: t.notNumber,
  // A file's negative is no price either: the message of 0 says what an empty price means.
  negative: t.aboveZero,
  zero: t.aboveZero,
  belowAgora: t.fromAgora,
  tooLarge: t.tooLarge,
  decimals: t.twoDecimals,
};

/** A price in agorot, so that 12.5 and 12.50 (or 0.1 + 0.2 and 0.3) compare equal. */
export const agorot = (price: number) => Math.round(price * 100);
