// Today's items for a list of item codes (the cart's check and re-order): one GET /Item/{itemId}
// each, all at once (the browser keeps at most six connections per origin and queues the rest).
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import type { Api } from '../api/api';
import { isApiError } from '../api/ApiError';

/**
 * Each code's item: the item, null when the provider no longer has it (404), or undefined when it
 * could not be read (any other failure). `failures` holds those other errors, so a caller that cannot
 * go on without every item (re-order) can rethrow the first.
 */
export async function fetchCurrentItems(
  api: Api,
  codes: readonly string[],
  signal?: AbortSignal,
): Promise<{ items: Map<string, Item | null | undefined>; failures: unknown[] }> {
  const failures: unknown[] = [];
  const unique = [...new Set(codes)];
  const fetched = await Promise.all(
    unique.map(async (itemId): Promise<[string, Item | null | undefined]> => {
      try {
        return [itemId, await api.call(endpoints.item.get, { params: { itemId }, signal })];
      } catch (err) {
        if (isApiError(err) && err.status === 404) return [itemId, null];
        failures.push(err);
        return [itemId, undefined];
      }
    }),
  );
  return { items: new Map(fetched), failures };
}
