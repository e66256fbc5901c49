// /Item/... (the storefront's items, addressed by their accounting code)
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { STOREFRONT_PAGE_SIZE, VISITOR_MAX_PAGE_SIZE } from '@shared/contract/envelope';
import { ItemListQueryDto } from '@shared/validation';
import { unauthorized } from '../errors';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function itemRoutes(router: Router, store: MockStore): void {
  const { item } = endpoints;
  const { items } = store;

  // A visitor reads the catalogue a page at a time: the whole of it in one call (getAll) needs a
  // signed-in user, and a visitor's page holds at most VISITOR_MAX_PAGE_SIZE items.
  route<ItemListQueryDto>(router, store, item.list, ({ user, query }) => {
    // A price list's prices (or gaps) are an administrator's question only (operations.ts, adminQuery; route.ts checks it).
    if (query.priceListId !== undefined) store.priceLists.get(query.priceListId);
    if (query.missingPriceListId !== undefined) store.priceLists.get(query.missingPriceListId);
    if (user) return items.list(query, user);
    if (query.getAll) throw unauthorized('getAll needs a signed-in user');
    return items.list({ ...query, pageSize: Math.min(query.pageSize ?? STOREFRONT_PAGE_SIZE, VISITOR_MAX_PAGE_SIZE) }, user);
  });
  route(router, store, item.get, ({ user, str }) => items.toItem(items.visibleByCode(str('itemId'), user), user));
  route(router, store, item.updateExtension, ({ str, body }) => items.updateExtension(str('itemId'), body));
  route(router, store, item.updateAttributes, ({ str, body }) => items.updateAttributes(str('itemId'), body.items));
  route(router, store, item.updateRelatedItems, ({ str, body }) => items.updateRelatedItems(str('itemId'), body.items));
}
