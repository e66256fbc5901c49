// The grid's data: every price list, and every item the filters let through with its price in each
// list. Item/List responds to an administrator's `priceListId` with each item's price in that list, a
// page of up to 1,000 items at a time, so the grid asks for each page of each list, a few at a time.
import { endpoints } from '@shared/contract/api';
import type { Item, PriceList } from '@shared/contract/entities';
import { MAX_PAGE_SIZE, type ItemListQuery, type PagedResult } from '@shared/contract/envelope';
import { isSellingPrice } from '@shared/rules/price';
import type { ApiCaller } from '../lib/FormState';
import { eachLimited } from '../lib/eachLimited';
import { readPages } from '../../api/pages';

/** One row of the grid: an item and its price in each list (by price list id; undefined where it has none). */
export interface GridRow {
  productId: number;
  itemCode: string;
  barcode: string;
  name: string;
  prices: Record<number, number | undefined>;
}

/** How many pages load at the same time: a browser's connections to one host over HTTP/1.1. */
const LOAD_CONCURRENCY = 6;

/** Every price list (one page of the most a page holds). */
export async function loadLists(api: ApiCaller, signal?: AbortSignal): Promise<PriceList[]> {
  const { items } = await api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: MAX_PAGE_SIZE }, signal });
  return items;
}

/** The rows the query lets through, with their prices in every list, in the list's order. */
export async function loadRows(
  api: ApiCaller,
  lists: readonly PriceList[],
  query: Omit<ItemListQuery, 'pageNumber' | 'pageSize'>,
  signal?: AbortSignal,
): Promise<GridRow[]> {
  // A read stopped (the screen left, a newer read) asks for no more pages.
  const page = async (pageNumber: number, priceListId: number | undefined): Promise<PagedResult<Item>> => {
    signal?.throwIfAborted();
    return api.call(endpoints.item.list, { query: { ...query, pageNumber, pageSize: MAX_PAGE_SIZE, priceListId }, signal });
  };
  const first = lists[0];
  // The first list's pages, as many as come with items (capped); then the same pages of the other lists.
  const firstPages = await readPages((n) => page(n, first?.id), { concurrency: LOAD_CONCURRENCY, pageSize: MAX_PAGE_SIZE });
  const pages = firstPages.length;
  const key = (listId: number | undefined, pageNumber: number) => `${listId}:${pageNumber}`;
  const pagesRead = new Map<string, Item[]>(firstPages.map((items, i) => [key(first?.id, i + 1), items]));
  const asks: Array<{ pageNumber: number; listId: number | undefined }> = [];
  for (const list of lists.slice(1)) for (let p = 1; p <= pages; p++) asks.push({ pageNumber: p, listId: list.id });
  await eachLimited(asks, LOAD_CONCURRENCY, async ({ pageNumber, listId }) => {
    pagesRead.set(key(listId, pageNumber), (await page(pageNumber, listId)).items);
  });
  const itemsOf = (listId: number | undefined): Item[] =>
    Array.from({ length: Math.max(pages, 1) }, (_, p) => pagesRead.get(key(listId, p + 1)) ?? []).flat();
  const rows = itemsOf(first?.id).map(toRow);
  const byId = new Map(rows.map((row) => [row.productId, row]));
  for (const list of lists)
    for (const item of itemsOf(list.id)) {
      const row = byId.get(item.id);
      if (row) row.prices[list.id] = priceOf(item);
    }
  return rows;
}

/** The item's price in the list asked for: a stored 0 counts as none (shared/rules/price.ts). */
function priceOf(item: Item): number | undefined {
  return !item.isPriceOnRequest && isSellingPrice(item.salePriceInNIS) ? item.salePriceInNIS : undefined;
}

function toRow(item: Item): GridRow {
  return { productId: item.id, itemCode: item.itemId, barcode: item.catalogNumber, name: item.itemDescription, prices: {} };
}
