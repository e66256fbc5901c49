// The cart against today's catalogue (docs/product.md §4.6): when the cart page opens and before
// an order is placed, every line is checked with its item as the provider shows it now. The cart's
// prices are today's prices, not those of the day a line was added; a line that can no longer be
// ordered as it stands is locked until the buyer fixes it (rounds it up to whole packs, or removes it).
import type { CartItem, Item, OrderLineChange } from '../contract/entities';
import { packSize, roundUpToPacks } from './packSize';
import { toPriceUnits } from './totals';
import { hasPrice } from './price';

/** What changed on one line, as the cart tells the buyer. */
export type LineIssue =
  /** The price is today's now (applied). */
  | { kind: 'priceChanged'; from: number; to: number }
  /** The pack size changed and the quantity is still whole packs (applied). */
  | { kind: 'packChanged'; from: number; to: number }
  /** The quantity is not a whole number of today's packs: round it up (to `roundedUp`) or remove it. */
  | { kind: 'notWholePacks'; pack: number; roundedUp: number }
  /** The item is not available now. */
  | { kind: 'unavailable' }
  /** The buyer's price list has no price for the item. */
  | { kind: 'priceOnRequest' }
  /** The item is no longer in the catalogue. */
  | { kind: 'notFound' };

/** The issues of every line that has any, by item code. */
export type LineIssues = ReadonlyMap<string, readonly LineIssue[]>;

/** Whether an issue keeps the line (and so the order) from going ahead until the buyer fixes it. */
export function isBlocking(issue: LineIssue): boolean {
  return issue.kind !== 'priceChanged' && issue.kind !== 'packChanged';
}

/** Whether a line with these issues is locked: no plus, no minus, no typed quantity; only its fix. */
export function isLocked(issues: readonly LineIssue[] | undefined): boolean {
  return issues?.some(isBlocking) ?? false;
}

/**
 * Whether a line's quantity is locked: plus, minus and typing do nothing. A line that is only not
 * whole packs is not: any of them sets a whole number of packs, which is its fix.
 */
export function isQuantityLocked(issues: readonly LineIssue[] | undefined): boolean {
  return issues?.some((i) => isBlocking(i) && i.kind !== 'notWholePacks') ?? false;
}

/** The result of a check: the cart as it stands now, and what changed line by line. */
export interface CartCheck {
  cart: CartItem[];
  issues: Map<string, LineIssue[]>;
}

/**
 * Checks every line with its current item. `current` maps an item code to its item, to null when the
 * provider no longer has it, or to undefined when it could not be read (the line is left as it was).
 * Price, pack size, name and picture become today's; what the buyer must know or fix is reported.
 */
export function checkCart(cart: readonly CartItem[], current: ReadonlyMap<string, Item | null | undefined>): CartCheck {
  const issues = new Map<string, LineIssue[]>();
  const next = cart.map((line) => {
    if (!current.has(line.itemId) || current.get(line.itemId) === undefined) return line;
    const item = current.get(line.itemId) ?? null;
    const found: LineIssue[] = [];
    let updated = line;
    if (!item || item.id !== line.id) found.push({ kind: 'notFound' });
    else {
      updated = { ...line, itemDescription: item.itemDescription, pictureUrl: item.pictureUrl };
      if (!item.isAvailable) found.push({ kind: 'unavailable' });
      else if (!hasPrice(item)) found.push({ kind: 'priceOnRequest' });
      else {
        if (toPriceUnits(item.salePriceInNIS) !== toPriceUnits(line.salePriceInNIS)) {
          found.push({ kind: 'priceChanged', from: line.salePriceInNIS, to: item.salePriceInNIS });
          updated = { ...updated, salePriceInNIS: item.salePriceInNIS };
        }
        const [withPack, packIssue] = checkPack(updated, packSize(item));
        updated = withPack;
        if (packIssue) found.push(packIssue);
      }
    }
    if (found.length > 0) issues.set(line.itemId, found);
    return updated;
  });
  return { cart: next, issues };
}

/** A line at today's pack size, and what the buyer must know of it (nothing when the pack is unchanged and whole). */
function checkPack(line: CartItem, pack: number): [CartItem, LineIssue | null] {
  const updated = pack === line.itemPackSize ? line : { ...line, itemPackSize: pack };
  if (line.quantity % pack !== 0) return [updated, { kind: 'notWholePacks', pack, roundedUp: roundUpToPacks(line.quantity, pack) }];
  if (pack !== line.itemPackSize) return [updated, { kind: 'packChanged', from: line.itemPackSize, to: pack }];
  return [updated, null];
}

/**
 * The cart after the provider refused an order (Order/Create's 409 lines): a changed price becomes
 * today's, a changed pack size is taken, and lines that cannot be ordered are locked until fixed.
 * `needsCheck` is set when a change does not say enough (a pack-size refusal without the current
 * pack size): the caller then checks the cart against the current items.
 */
export function applyRefusal(cart: readonly CartItem[], changes: readonly OrderLineChange[]): CartCheck & { needsCheck: boolean } {
  const issues = new Map<string, LineIssue[]>();
  const byCode = new Map(changes.map((c) => [c.itemId, c]));
  let needsCheck = false;
  const next = cart.map((line) => {
    const change = byCode.get(line.itemId);
    if (!change) return line;
    let updated = line;
    let issue: LineIssue | null = null;
    if (change.reason === 'priceChanged') {
      if (change.currentPrice === null) issue = { kind: 'unavailable' };
      else {
        issue = { kind: 'priceChanged', from: line.salePriceInNIS, to: change.currentPrice };
        updated = { ...line, salePriceInNIS: change.currentPrice };
      }
    } else if (change.reason === 'packSize') {
      if (change.currentPackSize === undefined) needsCheck = true;
      else [updated, issue] = checkPack(line, packSize({ minOrderQuantity: change.currentPackSize }));
    } else issue = { kind: change.reason };
    if (issue) issues.set(line.itemId, [issue]);
    return updated;
  });
  return { cart: next, issues, needsCheck };
}

/** The issues left on a line after the buyer set its quantity: a whole number of packs fixes 'notWholePacks'. */
export function afterQuantityChange(issues: readonly LineIssue[], line: CartItem): LineIssue[] {
  return issues.filter((i) => i.kind !== 'notWholePacks' || line.quantity % i.pack !== 0);
}
