// The whole catalogue as the signed-in buyer sees it, with their prices: what quick order checks a
// list against, and what the catalogue's search and the scanner look a code up in.
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import type { Api } from './api';

/** Every item the signed-in buyer may see, with their prices: Item/List a thousand at a time. */
export async function readCatalogue(api: Api, signal?: AbortSignal): Promise<Item[]> {
  const page = (pageNumber: number) => api.call(endpoints.item.list, { query: { pageNumber, pageSize: MAX_PAGE_SIZE }, signal });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.items);
}
