// Every order of every customer (Order/List with getAll=true), paged by the shared list store.
import { endpoints } from '@shared/contract/api';
import type { Order } from '@shared/contract/entities';
import { errorText } from '../../components/errorText';
import { PagedListStore } from '../../stores/PagedListStore';
import type { RootStore } from '../../stores/RootStore';

/** The all-orders list of the back office. */
export function createAdminOrdersList(root: RootStore): PagedListStore<Order> {
  return new PagedListStore<Order>(async (query, signal) => {
    try {
      return await root.api.call(endpoints.order.list, { query: { ...query, getAll: true }, signal });
    } catch (err) {
      throw err instanceof Error && err.name === 'AbortError' ? err : new Error(errorText(err));
    }
  });
}
