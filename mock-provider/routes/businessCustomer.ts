// /BusinessCustomer/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function businessCustomerRoutes(router: Router, store: MockStore): void {
  route(router, store, endpoints.businessCustomer.list, () => store.accounts.customers());
}
