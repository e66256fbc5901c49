// /Order/...
import type { Request, Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { parseConfigValue } from '@shared/rules/settings';
import { OrderCreateDto, OrderListQueryDto } from '@shared/validation';
import { renderMissingDocument, renderOrderDocument } from '../documents/orderDocument';
import { handled, route } from '../http/route';
import type { MockStore } from '../store';
import type { OrderRecord } from '../store/types';

/** The absolute link of an order's document, as a real accounting system would give it. */
function documentLink(req: Request, order: OrderRecord): string {
  return `${req.protocol}://${req.get('host')}${req.baseUrl}/Order/Document/${order.documentToken}`;
}

export function orderRoutes(router: Router, store: MockStore): void {
  const { order } = endpoints;

  route<object, OrderCreateDto>(router, store, order.create, { access: 'business', body: OrderCreateDto }, ({ req, user, body }) => {
    const created = store.orders.create(user!, body, store.now());
    return { orderNumber: created.orderNumber, documentLink: documentLink(req, created) };
  });

  route<OrderListQueryDto>(router, store, order.list, { access: 'businessOrAdmin', query: OrderListQueryDto }, ({ req, user, query }) =>
    store.orders.list(user!, query, (o) => documentLink(req, o)),
  );

  route(router, store, order.document, { access: 'public' }, ({ res, str }) => {
    const found = store.orders.byDocumentToken(str('token'));
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
    });
    if (!found) {
      res.status(404).send(renderMissingDocument());
      return handled;
    }
    const settings = new Map(store.settings.list().map((e) => [e.key, parseConfigValue(e.value) as Record<string, string>]));
    const contact = settings.get('ContactDetails') ?? {};
    res.status(200).send(
      renderOrderDocument(found, {
        customer: store.orders.customerOf(found),
        seller: {
          name: 'מחסני השרון',
          phone: contact.Phone ?? '',
          email: contact.Email ?? '',
          address: contact.Address ?? '',
          logoUrl: settings.get('Logo')?.Url ?? '',
        },
      }),
    );
    return handled;
  });
}
