// Changing a placed order (the provider's optional capability 'order-change'): until the cutoff of its
// delivery day a buyer may add lines, change quantities or remove lines. The cutoff of a delivery day
// is the cutoff hour on the delivery day before it: the last moment an order could be placed to arrive
// on it (shared/rules/delivery). An order the supplier has begun to prepare, has sent, delivered or
// cancelled changes no more, whatever the time. Everything here is pure: the moment is given.
import { israelClock, orderByFor, weekdayOf, type DeliveryRules } from './delivery';
import type { OrderStatus } from './orderStatus';

/** Why a placed order can no longer be changed. */
export const ORDER_CLOSED_REASONS = ['cutoff', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;

export type OrderClosedReason = (typeof ORDER_CLOSED_REASONS)[number];

/** Whether an order may be changed at `now`, and until when; or why not. */
export type ChangeState = { open: true; until: Date | null } | { open: false; reason: OrderClosedReason; until: Date | null };

/**
 * Whether an order in `status`, to be delivered on `day` (null when none is known), may be changed at
 * `now`: a status the supplier has moved it past 'confirmed' closes it, else the cutoff of its day does.
 */
export function changeState(status: OrderStatus, day: string | null, rules: DeliveryRules, now: Date): ChangeState {
  // The last moment an order could be placed to arrive that day is the last it may be changed.
  const until = day === null ? null : orderByFor(day, rules);
  if (status !== 'received' && status !== 'confirmed') return { open: false, reason: status, until };
  if (until !== null && now.getTime() >= until.getTime()) return { open: false, reason: 'cutoff', until };
  return { open: true, until };
}

/** The Hebrew reason a change is refused, as the provider says it and the cart shows it. */
export function orderClosedMessage(reason: OrderClosedReason, until: Date | null): string {
  switch (reason) {
    case 'cutoff':
      return until
        ? `מועד השינוי של ההזמנה עבר (${deadlineText(until)}): ההזמנה כבר בטיפול ולא ניתן לשנותה.`
        : 'מועד השינוי של ההזמנה עבר: ההזמנה כבר בטיפול ולא ניתן לשנותה.';
    case 'preparing':
      return 'ההזמנה כבר בהכנה ולא ניתן לשנותה.';
    case 'shipped':
      return 'ההזמנה כבר בדרך ולא ניתן לשנותה.';
    case 'delivered':
      return 'ההזמנה כבר סופקה ולא ניתן לשנותה.';
    case 'cancelled':
      return 'ההזמנה בוטלה ולא ניתן לשנותה.';
  }
}

const WEEKDAYS = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'] as const;

/** A deadline as a provider sent it (ISO 8601) as the buyer reads it, or null when it is not a moment. */
export function deadlineTextOf(until: string | null | undefined): string | null {
  const at = until ? new Date(until) : null;
  return at && !Number.isNaN(at.getTime()) ? deadlineText(at) : null;
}

/** A deadline as the buyer reads it, in Israel: 'יום ה׳ 26/11 בשעה 12:00'. */
export function deadlineText(until: Date): string {
  const { day, hour, minute } = israelClock(until);
  const [, m, d] = day.split('-');
  return `יום ${WEEKDAYS[weekdayOf(day)]} ${d}/${m} בשעה ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
