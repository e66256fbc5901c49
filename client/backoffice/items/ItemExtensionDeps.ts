// What the item extension stores share: their dependencies and the storefront cache refresh.
import type { QueryClient } from '@tanstack/query-core';
import type { ApiCaller } from '../lib/FormState';

/** What the item extension stores need: the api and the storefront's query cache. */
export interface ItemExtensionDeps {
  api: ApiCaller;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
}

/** Marks the storefront's cached items stale (lists and item details), so they show a save. */
export function invalidateItems(deps: ItemExtensionDeps): void {
  void deps.queryClient.invalidateQueries({ queryKey: ['items'] });
  void deps.queryClient.invalidateQueries({ queryKey: ['item'] });
}
