// What the customer card works out from a customer's orders it has read (docs/product.md §6.4):
// orders and their total in the last 90 days, the last order's day, and the median of the days
// between one order and the next. Days are Israel's, as every screen of an order says them.
import { dayOf } from '@shared/rules/orderDays';

/** The window of the recent figures, in days (today and the 89 before it). */
export const INSIGHT_WINDOW_DAYS = 90;

export interface CustomerInsightFigures {
  /** Orders placed in the window. */
  ordersInWindow: number;
  /** Their total with VAT, in shekels (summed in agorot). */
  totalInWindow: number;
  /** The newest order's instant, or null with no orders. */
  lastOrderDate: string | null;
  /** Days from the newest order's day to today (0: today). */
  daysSinceLast: number | null;
  /** The median of the days between consecutive orders, or null with fewer than two. */
  medianDaysBetween: number | null;
  /** How many orders the figures come from. */
  basis: number;
  /**
   * The orders read may not reach back to the window's start (more orders than were read, the
   * oldest read inside the window): the window's figures are then at least these.
   */
  partial: boolean;
}

/** Whole days from one YYYY-MM-DD day to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * The figures of a customer's orders: `orders` as read (any order), `totalCount` how many the
 * customer has in all, `now` the moment they are for.
 */
export function customerInsights(
  orders: ReadonlyArray<{ orderDate: string; totalPrice: number }>,
  totalCount: number,
  now: Date = new Date(),
): CustomerInsightFigures {
  const today = dayOf(now);
  const dated = orders.map((o) => ({ day: dayOf(o.orderDate), at: o.orderDate, agorot: Math.round(o.totalPrice * 100) }));
  dated.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const inWindow = dated.filter((o) => daysBetween(o.day, today) < INSIGHT_WINDOW_DAYS);
  const gaps = dated.slice(1).map((o, i) => daysBetween(dated[i]!.day, o.day));
  const oldest = dated[0];
  const last = dated.at(-1);
  return {
    ordersInWindow: inWindow.length,
    totalInWindow: inWindow.reduce((sum, o) => sum + o.agorot, 0) / 100,
    lastOrderDate: last?.at ?? null,
    daysSinceLast: last ? Math.max(0, daysBetween(last.day, today)) : null,
    medianDaysBetween: median(gaps),
    basis: dated.length,
    partial: totalCount > dated.length && oldest !== undefined && daysBetween(oldest.day, today) < INSIGHT_WINDOW_DAYS,
  };
}
