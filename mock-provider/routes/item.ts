// /Item/... (the storefront's items, addressed by their accounting code)
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { ItemAttributeListDto, ItemExtensionDto, ItemListQueryDto, RelatedItemListDto } from '@shared/validation';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function itemRoutes(router: Router, store: MockStore): void {
  const { item } = endpoints;
  const { items } = store;

  route<ItemListQueryDto>(router, store, item.list, { access: 'public', query: ItemListQueryDto }, ({ user, query }) =>
    items.list(query, user),
  );
  route(router, store, item.get, { access: 'public' }, ({ user, str }) => items.toItem(items.byCode(str('itemId')), user));
  route<object, ItemExtensionDto>(router, store, item.updateExtension, { access: 'admin', body: ItemExtensionDto }, ({ str, body }) =>
    items.updateExtension(str('itemId'), body),
  );
  route<object, ItemAttributeListDto>(router, store, item.updateAttributes, { access: 'admin', listBody: ItemAttributeListDto }, ({ str, body }) =>
    items.updateAttributes(str('itemId'), body.items),
  );
  route<object, RelatedItemListDto>(router, store, item.updateRelatedItems, { access: 'admin', listBody: RelatedItemListDto }, ({ str, body }) =>
    items.updateRelatedItems(str('itemId'), body.items),
  );
}
