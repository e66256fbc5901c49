// Quick order (docs/product.md §5.7): a list pasted from Excel, WhatsApp or an email, or read from a CSV
// or XLSX file, turned into cart lines. Each line holds a code (the item code or the catalogue
// number / EAN) or a product's name, and a quantity in units or packs (quickOrderLine reads it).
// Every line but a greeting, a header, a signature or a totals row (skipped with its reason:
// quickOrderSkip) becomes one row: found (by code, or by name when one item alone fits; its quantity
// rounded up to whole packs), a pick list when several fit, not found, not available, price on
// request, a bad quantity, or a duplicate merged into its item's first row.
import { MAX_LINE_QUANTITY, packSize, roundUpToPacks } from './packSize';
import { hasPrice } from './price';
import { matchName, itemNameIndex, type NameMatch, type NameFinder } from './quickOrderMatch';
import type { QuickLine } from './quickOrderLine';
import { normalizeCode, type QuickItem } from './itemCode';

export {
  MAX_QUICK_LINES,
  MAX_QUICK_QUANTITY,
  codeCandidates,
  isChatterLine,
  parseQuickOrder,
  readQuickOrder,
  type PackWord,
  type QuickLine,
  type QuickList,
  type QuickReading,
  type SkipReason,
  type SkippedLine,
} from './quickOrderLine';

/**
 * `unchecked`: the code is not among the items known while offline; it is checked once the network is back.
 * `choose`: the name fits several items, offered as a pick list.
 */
export type QuickStatus = 'found' | 'notFound' | 'unavailable' | 'priceOnRequest' | 'duplicate' | 'badQuantity' | 'unchecked' | 'choose';

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
  /** The item was found by the line's name, not by a code. */
  byName?: boolean;
  /** `choose` rows: the items the name fits, the closest first; `choicesTotal` how many fit in all. */
  choices?: QuickItem[];
  choicesTotal?: number;
  /** Found rows: the units asked for (packs counted in units; duplicates merged in), before rounding up. */
  units?: number;
  /** The line was read the other way (QuickLine.otherReading): its name and quantity are that reading's. */
  readOtherWay?: boolean;
}

/** Rows of a table read from a file (CSV or XLSX), as lines of tab-separated cells. */
export function rowsToText(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return rows
    .map((cells) => cells.map((c) => (c === null || c === undefined ? '' : String(c).replace(/[\t\r\n]+/g, ' '))).join('\t'))
    .join('\n');
}

/** The units a line asks for of an item: its packs in units, its units, or one pack when it gives no quantity. */
export function askedUnits(line: Pick<QuickLine, 'quantity' | 'unit'>, item: { minOrderQuantity: number }): number {
  const pack = packSize(item);
  if (line.quantity === null) return pack;
  return line.unit === 'pack' ? line.quantity * pack : line.quantity;
}

/**
 * Checks every line against the items: one row per line, duplicates merged (in units) into their
 * item's first row. A line without a code is looked up by its name: in `named` (what the storefront's
 * server found for it in the whole catalogue), else among the index's own items. A `partial` index
 * (only the items known offline) cannot tell that a code or a name is not in the catalogue: one it
 * lacks is 'unchecked', not 'notFound'.
 */
export function resolveQuickOrder(
  lines: readonly QuickLine[],
  index: ReadonlyMap<string, QuickItem>,
  partial = false,
  named?: (name: string) => NameMatch<QuickItem> | undefined,
): QuickRow[] {
  const firstOf = new Map<number, QuickRow>();
  const rows: QuickRow[] = [];
  let byName: NameFinder<QuickItem> | undefined;
  const find = (name: string) => named?.(name) ?? matchName((byName ??= itemNameIndex(index.values())), name);
  for (const given of lines) {
    let line = given;
    let item: QuickItem | undefined;
    let found: Partial<QuickRow> = {};
    if (line.code !== '') item = index.get(normalizeCode(line.code));
    else if (line.name) {
      let match = find(line.name);
      // A line that reads two ways ('ביסלי גריל 70'): the other reading when only its name is found.
      const other = !nameFinds(match) && line.otherReading?.name ? find(line.otherReading.name) : undefined;
      if (other && nameFinds(other)) {
        line = withOtherReading(line);
        match = other;
        found = { readOtherWay: true };
      }
      if (match.item) {
        item = match.item;
        found = { ...found, byName: true };
      } else if (match.choices.length > 0 && line.badQuantity === undefined) {
        rows.push({ ...line, ...found, status: 'choose', choices: match.choices, choicesTotal: match.total });
        continue;
      }
    }
    if (line.badQuantity !== undefined) {
      rows.push({ ...line, ...found, status: 'badQuantity', item });
      continue;
    }
    if (!item) {
      rows.push({ ...line, ...found, status: partial ? 'unchecked' : 'notFound' });
      continue;
    }
    if (!item.isAvailable) {
      rows.push({ ...line, ...found, status: 'unavailable', item });
      continue;
    }
    if (!hasPrice(item)) {
      rows.push({ ...line, ...found, status: 'priceOnRequest', item });
      continue;
    }
    const pack = packSize(item);
    const asked = askedUnits(line, item);
    if (asked > MAX_LINE_QUANTITY) {
      rows.push({ ...line, ...found, status: 'badQuantity', item, badQuantity: String(line.quantity) });
      continue;
    }
    const first = firstOf.get(item.id);
    if (first) {
      const total = first.units! + asked;
      first.units = total;
      first.cartQuantity = roundUpToPacks(total, pack);
      first.roundedUp = first.cartQuantity !== total;
      first.merged = [...(first.merged ?? []), line.line];
      rows.push({ ...line, ...found, status: 'duplicate', item, mergedInto: first.line });
      continue;
    }
    const cartQuantity = roundUpToPacks(asked, pack);
    const row: QuickRow = {
      ...line,
      ...found,
      status: 'found',
      item,
      units: asked,
      cartQuantity,
      roundedUp: cartQuantity !== asked,
      defaulted: line.quantity === null,
    };
    firstOf.set(item.id, row);
    rows.push(row);
  }
  return rows;
}

/** Whether a name found anything: an item, or items to choose from (nothing when it was not looked up). */
export const nameFinds = (match: NameMatch<unknown> | undefined): boolean => !!match && (match.item !== null || match.choices.length > 0);

/** A name line as its other reading reads it (the number of its name taken for its quantity, or the other way round). */
export function withOtherReading(line: QuickLine): QuickLine {
  const { otherReading, name: _name, quantity: _quantity, unit: _unit, packWord: _packWord, badQuantity: _bad, ...rest } = line;
  return otherReading ? { ...rest, ...otherReading } : line;
}

/** Whether a row goes to the cart. */
export const isGoodRow = (row: QuickRow): boolean => row.status === 'found';

/** Whether a row is refused (it is listed in the download of rejected rows); an unchecked row is not, yet. */
export const isRejectedRow = (row: QuickRow): boolean => row.status !== 'found' && row.status !== 'duplicate' && row.status !== 'unchecked';
