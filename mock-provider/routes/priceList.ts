// /PriceList/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { PagingQueryDto } from '@shared/validation';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function priceListRoutes(router: Router, store: MockStore): void {
  const { priceList } = endpoints;
  const { priceLists } = store;

  route<PagingQueryDto>(router, store, priceList.list, ({ query }) => priceLists.list(query));
  route(router, store, priceList.add, ({ body }) => priceLists.add(body));
  route(router, store, priceList.update, ({ body }) => priceLists.update(body));
  route(router, store, priceList.delete, ({ int }) => priceLists.delete(int('id')));
  route(router, store, priceList.addPrice, ({ body }) => priceLists.addPrice(body));
  route(router, store, priceList.updatePrice, ({ body }) => priceLists.updatePrice(body));
}
