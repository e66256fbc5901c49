// /Order/...
import type { Request, Response, Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { parseConfigValue } from '@shared/rules/settings';
import { OrderListQueryDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import type { OrderCreated } from '@shared/contract/entities';
import { validationError } from '../errors';
import { fingerprint, type IdempotencyKeys } from '../store/idempotency';
import { renderMissingDocument, renderOrderDocument } from '../documents/orderDocument';
import { handled, route } from '../http/route';
import type { MockStore } from '../store';
import type { OrderRecord } from '../store/types';

/**
 * The absolute link of an order's document, as a real accounting system would give it: built from
 * the provider's configured base URL, never from the request's Host header (a forged Host would
 * otherwise make the links, and the server's redirects, point anywhere).
 */
export function documentLink(baseUrl: string, order: OrderRecord): string {
  return `${baseUrl}/Order/Document/${order.documentToken}`;
}

/** The longest Idempotency-Key accepted. */
const MAX_KEY_LENGTH = 255;

/**
 * The Idempotency-Key of a request: the draft's structured-field string ("..."), or the bare form
 * many clients send; undefined when there is none. 400 for a malformed or repeated header.
 */
function idempotencyKey(req: Request): string | undefined {
  const raw = req.get('idempotency-key');
  if (raw === undefined) return undefined;
  const value = raw.trim();
  const quoted = /^"([\x20\x21\x23-\x5b\x5d-\x7e]*)"$/.exec(value);
  const key = quoted ? quoted[1]! : value;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || (!quoted && !/^[\x21-\x7e]+$/.test(key)) || (!quoted && key.includes(','))) {
    throw validationError(
      { 'Idempotency-Key': [Msg.invalidIdempotencyKey] },
      `the Idempotency-Key header must be one string of 1 to ${MAX_KEY_LENGTH} visible characters`,
    );
  }
  return key;
}

/**
 * Runs an idempotent call (IETF httpapi idempotency-key draft): a repeat of a successful request under
 * the same Idempotency-Key gets the first response again (marked Idempotent-Replayed); two that arrive
 * at once get their responses in turn, the second as a repeat. Failed attempts are not remembered: they
 * changed nothing, so a retry runs again. `scope` parts the keys of different calls (a create's key
 * never replays a change).
 */
function idempotent(
  req: Request,
  res: Response,
  keys: IdempotencyKeys<OrderCreated>,
  userId: number,
  scope: string,
  now: number,
  run: (key: string | undefined) => OrderCreated,
): OrderCreated {
  const key = idempotencyKey(req);
  if (key === undefined) return run(key);
  const scoped = `${scope} ${key}`;
  const print = fingerprint(req.body);
  const first = keys.replay(userId, scoped, print, now);
  if (first) {
    res.setHeader('Idempotent-Replayed', 'true');
    return first;
  }
  const response = run(key);
  keys.remember(userId, scoped, print, response, now);
  return response;
}

export function orderRoutes(router: Router, store: MockStore, baseUrl: () => string): void {
  const { order } = endpoints;
  const withStatus = store.capabilities.has('order-status');
  const created = (o: OrderRecord): OrderCreated => ({ orderNumber: o.orderNumber, documentLink: documentLink(baseUrl(), o) });

  route(router, store, order.create, ({ req, res, user, body }) =>
    idempotent(req, res, store.orderKeys, user!.id, 'create', store.now().getTime(), (key) => {
      // A provider without 'order-status' knows no such field (the storefront sends it only to one that offers it).
      if (!withStatus && body.deliveryDate !== undefined)
        throw validationError({ deliveryDate: [Msg.unknownField] }, 'unknown field: deliveryDate');
      const placed = store.orders.create(user!, body, store.now());
      placed.idempotencyKey = key ?? null;
      return created(placed);
    }),
  );

  route(router, store, order.update, ({ req, res, user, body, int }) => {
    const orderId = int('orderId');
    return idempotent(req, res, store.orderKeys, user!.id, `update ${orderId}`, store.now().getTime(), () => {
      if (!withStatus && body.deliveryDate !== undefined)
        throw validationError({ deliveryDate: [Msg.unknownField] }, 'unknown field: deliveryDate');
      return created(store.orders.update(user!, orderId, body, store.now()));
    });
  });

  route<OrderListQueryDto>(router, store, order.list, ({ user, query }) => {
    // A provider without 'order-status' knows no such parameter.
    if (!withStatus && query.status !== undefined) throw validationError({ status: [Msg.unknownField] }, 'unknown query parameter: status');
    return store.orders.list(user!, query, (o) => documentLink(baseUrl(), o));
  });

  route(router, store, order.setStatus, ({ int, body }) => {
    store.orders.setStatus(int('orderId'), body.status, store.now());
    return undefined;
  });

  route(router, store, order.document, ({ res, str }) => {
    const page = orderDocumentPage(store, str('token'));
    res.set(ORDER_DOCUMENT_HEADERS);
    res.status(page.status).send(page.html);
    return handled;
  });
}

/** The headers of an order document page: a private, unindexed page in which nothing runs. */
export const ORDER_DOCUMENT_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
} as const;

/** The printable page of the order a document token names (200), or the 'not found' page (404). */
export function orderDocumentPage(store: MockStore, token: string): { status: 200 | 404; html: string } {
  const found = store.orders.byDocumentToken(token);
  if (!found) return { status: 404, html: renderMissingDocument() };
  const settings = new Map(store.settings.list().map((e) => [e.key, parseConfigValue(e.value) as Record<string, string>]));
  const contact = settings.get('ContactDetails') ?? {};
  const html = renderOrderDocument(found, {
    customer: store.orders.customerOf(found),
    seller: {
      name: 'מחסני השרון',
      phone: contact.Phone ?? '',
      email: contact.Email ?? '',
      address: contact.Address ?? '',
      logoUrl: settings.get('Logo')?.Url ?? '',
    },
  });
  return { status: 200, html };
}
