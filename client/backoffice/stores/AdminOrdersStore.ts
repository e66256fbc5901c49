// Every order of every customer (Order/List with getAll=true), paged by the shared list store.
import { endpoints } from '@shared/contract/api';
import type { Order } from '@shared/contract/entities';
import { PagedListStore } from '../../stores/PagedListStore';
import type { RootStore } from '../../stores/RootStore';
import { withErrorText } from './pagedLists';

/** The all-orders list of the back office. */
export function createAdminOrdersList(root: RootStore): PagedListStore<Order> {
  return new PagedListStore<Order>(withErrorText((query, signal) => root.api.call(endpoints.order.list, { query: { ...query, getAll: true }, signal })));
}
