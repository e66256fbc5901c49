// The administrator's item list (admin/dashboard/{userId}/items): the shared paged-list store over
// Item/List, 10 a page, searched by the provider's Hebrew-aware item search.
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import { PagedListStore } from '../../stores/PagedListStore';
import type { ApiCaller } from '../components/FormState';

/** A paged, searchable list of every item. */
export function adminItemList(api: ApiCaller): PagedListStore<Item> {
  return new PagedListStore<Item>(({ pageNumber, pageSize, searchTerm }, signal) =>
    api.call(endpoints.item.list, { query: { pageNumber, pageSize, SearchTerm: searchTerm || undefined }, signal }),
  );
}
