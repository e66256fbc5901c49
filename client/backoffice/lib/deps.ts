// What every back-office store is given: the api, and the storefront's query cache, which it marks
// stale after a save so the storefront shows the change. The RootStore is one (screens pass it);
// tests give one over the fake provider (lib/testing.ts).
import type { QueryClient } from '@tanstack/query-core';
import { catalogueKeys } from '../../stores/queryKeys';
import type { ApiCaller } from './FormState';

/** A back-office store's dependencies. */
export interface BackOfficeDeps {
  api: ApiCaller;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
}

/** Marks the storefront's cached items stale (lists and item details, for every price key), so they show a save. */
export async function invalidateItems(deps: BackOfficeDeps): Promise<void> {
  await Promise.all([
    deps.queryClient.invalidateQueries({ queryKey: catalogueKeys.allItems() }),
    deps.queryClient.invalidateQueries({ queryKey: catalogueKeys.allItemDetails() }),
  ]);
}

/** Makes the storefront's header menu and home page pick up a catalogue change. */
export function invalidateCategories(deps: BackOfficeDeps): Promise<void> {
  return deps.queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() });
}
