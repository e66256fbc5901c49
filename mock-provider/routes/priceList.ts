// /PriceList/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { PagingQueryDto, PriceDto, PriceListDto, PriceListUpdateDto } from '@shared/validation';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function priceListRoutes(router: Router, store: MockStore): void {
  const { priceList } = endpoints;
  const { priceLists } = store;

  route<PagingQueryDto>(router, store, priceList.list, { access: 'admin', query: PagingQueryDto }, ({ query }) => priceLists.list(query));
  route<object, PriceListDto>(router, store, priceList.add, { access: 'admin', body: PriceListDto }, ({ body }) => priceLists.add(body));
  route<object, PriceListUpdateDto>(router, store, priceList.update, { access: 'admin', body: PriceListUpdateDto }, ({ body }) =>
    priceLists.update(body),
  );
  route(router, store, priceList.delete, { access: 'admin' }, ({ int }) => priceLists.delete(int('id')));
  route<object, PriceDto>(router, store, priceList.addPrice, { access: 'admin', body: PriceDto }, ({ body }) => priceLists.addPrice(body));
  route<object, PriceDto>(router, store, priceList.updatePrice, { access: 'admin', body: PriceDto }, ({ body }) =>
    priceLists.updatePrice(body),
  );
}
