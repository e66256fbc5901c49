// /BusinessCustomer/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function businessCustomerRoutes(router: Router, store: MockStore): void {
  const { businessCustomer } = endpoints;
  route(router, store, businessCustomer.list, () => store.accounts.customers());
  route(router, store, businessCustomer.get, ({ int }) => store.accounts.customerDetails(int('customerId')));
  route(router, store, businessCustomer.setPriceList, ({ int }) => store.accounts.setPriceList(int('customerId'), int('priceListId')));
}
