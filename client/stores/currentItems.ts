// Today's items for a list of item codes (the cart's check and re-order): one GET /Item/{itemId}
// each, six at a time. The browser opens at most six connections to a host and queues the rest
// anyway; starting them all at once only costs the main thread every request's set-up in one long
// task (about 50 ms for a 30-line cart on a mid-range phone), and puts whatever the page asks for
// next (a dialog's chunk, its items) behind the whole queue.
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import type { Api } from '../api/api';
import { isApiError } from '../api/ApiError';

/** How many item reads are in flight at once. */
export const CONCURRENT_READS = 6;

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
  const read = async (itemId: string): Promise<Item | null | undefined> => {
    try {
      return await api.call(endpoints.item.get, { params: { itemId }, signal });
    } catch (err) {
      if (isApiError(err) && err.status === 404) return null;
      failures.push(err);
      return undefined;
    }
  };
  const items = new Map<string, Item | null | undefined>();
  let next = 0;
  // Each worker reads the next code when its last read is done; an aborted read fails at once, so
  // the rest go by quickly (and fail too) without waiting on the network.
  const worker = async () => {
    while (next < unique.length) {
      const itemId = unique[next++]!;
      items.set(itemId, await read(itemId));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, unique.length) }, worker));
  // In the order of the codes, as the callers list them.
  return { items: new Map(unique.map((itemId) => [itemId, items.get(itemId)])), failures };
}
