// Which display orders are allowed: whole numbers, up to the provider's largest integer, from 1 for
// an item (Item/Extensions/Update; 1 is first) and from 0 for categories and item groups (0 puts a
// row before the numbered ones). The DTOs, the provider and the forms all check through this rule.
import { MAX_INT, Msg, type MessageKey } from '../validation/messages';

/** The lowest display order of each kind of row. */
export const DISPLAY_ORDER_MIN = { item: 1, group: 0 } as const;

/** A kind of row that has a display order: an item, or a category or item group. */
export type DisplayOrderKind = keyof typeof DISPLAY_ORDER_MIN;

const BELOW_MIN: Record<DisplayOrderKind, MessageKey> = { item: Msg.displayOrderFromOne, group: Msg.minZero };

/** The message key for a value below the kind's lowest display order. */
export function displayOrderBelowMin(kind: DisplayOrderKind): MessageKey {
  return BELOW_MIN[kind];
}

/**
 * What is wrong with a display order, as a message key, or null when it is allowed. Takes a number
 * or a field's text ('7'; blank is required, '1.5' or 'abc' not a whole number).
 */
export function displayOrderProblem(value: unknown, kind: DisplayOrderKind): MessageKey | null {
  let n = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return Msg.required;
    if (!/^[+-]?\d+$/.test(text)) return Msg.mustBeInteger;
    n = Number(text);
  }
  if (n === undefined || n === null) return Msg.required;
  if (typeof n !== 'number' || !Number.isInteger(n)) return Msg.mustBeInteger;
  if (n < DISPLAY_ORDER_MIN[kind]) return BELOW_MIN[kind];
  if (n > MAX_INT) return Msg.tooLarge;
  return null;
}
