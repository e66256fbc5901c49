// An order in the outbox: written to IndexedDB before it is sent, with its Idempotency-Key,
// so a reload, a crash or a dropped connection never loses it and never places it twice.
import type { OrderCreated, OrderLineChange } from '@shared/contract/entities';
import type { OrderCreateDto } from '@shared/validation';

/**
 * 'waiting': not sent yet, or sent without a final response (it goes again with the same key);
 * 'sending': a sender has it in flight; 'placed': the provider created it (result); 'returned': the
 * provider refused it (refusal): it is back in the cart for the buyer to decide.
 */
export type OutboxStatus = 'waiting' | 'sending' | 'placed' | 'returned';

/** Why the provider refused an order, as the cart shows it. */
export interface OutboxRefusal {
  status: number;
  message: string;
  changes: OrderLineChange[];
  /** The provider's `errors` by field (a 400 naming a line). */
  fields: string[];
  /** The provider's error code ('below_minimum' for an order below the store's minimum); absent in entries kept before it was. */
  code?: string;
}

/** The placed order a change is of. */
export interface ChangedOrder {
  orderId: number;
  orderNumber: number;
}

/** The standing order's day an order is for (docs/product.md §5.12): placed by Order/Create as any order. */
export interface StandingDay {
  standingId: string;
  deliveryDate: string;
  /** Its name, for the thank-you page and the outbox's notices. */
  name: string;
}

/** What an order holds apart from a new order of the own cart: a change of a placed order, or a standing order's day. */
export interface HeldOrder {
  change?: ChangedOrder;
  standing?: StandingDay;
}

export interface OutboxEntry {
  /** The order's Idempotency-Key, and its key in the outbox. */
  key: string;
  /** Whose order it is (the cart's owner: the user's id, as text). Another user never sees it. */
  owner: string;
  /** When the buyer pressed the button (epoch ms). */
  createdAt: number;
  /** The body, exactly as the buyer saw it: every attempt sends this body under the same key. */
  body: OrderCreateDto;
  /** A change of a placed order (capability 'order-change'): sent to Order/Update of this order; absent for a new order. */
  change?: ChangedOrder;
  /** A standing order's day (its ready cart confirmed): sent as a new order; its day is said to the server once placed. */
  standing?: StandingDay;
  /** The token of the session that placed it; the service worker's Background Sync sends with it. */
  token: string;
  status: OutboxStatus;
  /** Attempts that went out (and may have reached the provider). */
  attempts: number;
  /** When the next automatic attempt is due (epoch ms). */
  nextAttemptAt: number;
  /** When a sender took it (status 'sending'). */
  sendingSince: number;
  /** The provider refused the session's token (401): it waits for its user to sign in again. */
  needsLogin: boolean;
  /** The HTTP status of the last attempt that failed for the network (0: no response), or null. */
  lastFailure: number | null;
  result: OrderCreated | null;
  refusal: OutboxRefusal | null;
  /** The cart has taken the outcome (emptied of the order's lines, or its refused lines flagged). */
  cartSettled: boolean;
}

/** Whether an entry still has to go out (or is going out). */
export function isUnsettled(entry: OutboxEntry): boolean {
  return entry.status === 'waiting' || entry.status === 'sending';
}

/** A new entry for an order the buyer just pressed. */
export function newEntry(fields: {
  key: string;
  owner: string;
  body: OrderCreateDto;
  change?: ChangedOrder;
  standing?: StandingDay;
  token: string;
  now: number;
}): OutboxEntry {
  return {
    key: fields.key,
    owner: fields.owner,
    createdAt: fields.now,
    body: fields.body,
    ...(fields.change ? { change: { orderId: fields.change.orderId, orderNumber: fields.change.orderNumber } } : {}),
    ...(fields.standing
      ? { standing: { standingId: fields.standing.standingId, deliveryDate: fields.standing.deliveryDate, name: fields.standing.name } }
      : {}),
    token: fields.token,
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: fields.now,
    sendingSince: 0,
    needsLogin: false,
    lastFailure: null,
    result: null,
    refusal: null,
    cartSettled: false,
  };
}
