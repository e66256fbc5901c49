// What one attempt to send an outbox order came to, from the provider's response (or its absence).
import { endpoints } from '@shared/contract/api';
import type { OrderCreated, OrderLineChange } from '@shared/contract/entities';
import type { Api } from '../../api/api';
import { isAborted, isApiError } from '../../api/ApiError';
import type { OutboxEntry, OutboxRefusal } from './entry';

export type SendOutcome =
  | { kind: 'placed'; created: OrderCreated }
  /** No final response: no response at all, a timeout, or a gateway's 5xx. The same key goes again. */
  | { kind: 'retry'; status: number }
  /** The provider refused the token (401): the order waits for its user to sign in again. */
  | { kind: 'login' }
  /** The provider refused the order (409 price or pack changed, 400, 403, 422): back to the buyer. */
  | { kind: 'refused'; refusal: OutboxRefusal };

/**
 * Statuses after which the order may or may not have been created, and a repeat under the same key is
 * safe and needed: 408 and 429 (not handled yet), and any 5xx (a gateway's 502/503/504, a crash).
 */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The outcome of an Order/Create call that threw. */
export function outcomeOfError(err: unknown): SendOutcome {
  if (!isApiError(err) || isAborted(err)) return { kind: 'retry', status: 0 };
  if (err.status === 401) return { kind: 'login' };
  if (isRetryable(err.status)) return { kind: 'retry', status: err.status };
  const details = err.details as { lines?: OrderLineChange[] } | undefined;
  return {
    kind: 'refused',
    refusal: {
      status: err.status,
      message: err.message,
      changes: Array.isArray(details?.lines) ? details.lines : [],
      fields: Object.keys(err.errors ?? {}),
      ...(typeof err.code === 'string' ? { code: err.code } : {}),
    },
  };
}

/**
 * Sends an outbox order (or a change of a placed one) through an Api: its body as written, under its key (the IETF draft's quoted
 * string), with the token the Api is given. The page's Api ends the session on a 401; the service
 * worker's sends with the entry's own token.
 */
export async function transmitOrder(api: Api, entry: OutboxEntry, signal: AbortSignal): Promise<SendOutcome> {
  try {
    const headers = { 'Idempotency-Key': `"${entry.key}"` };
    // A change of a placed order goes to that order's Order/Update, under its own key.
    const created = entry.change
      ? await api.call(endpoints.order.update, { params: { orderId: entry.change.orderId }, body: entry.body, headers, signal })
      : await api.call(endpoints.order.create, { body: entry.body, headers, signal });
    return { kind: 'placed', created };
  } catch (err) {
    return outcomeOfError(err);
  }
}
