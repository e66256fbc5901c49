// Reads the provider's public catalogue for the search index: Item/List as a visitor reads it, page
// after page, a few pages at a time, never more than the page cap; it trusts the items it receives
// over a totalPages that disagrees with them (a provider reporting 20,000 pages of which five hold
// items is read to the first empty page; one reporting a single page while its pages come full is
// read on until a page comes short). Items are kept once each, by their item code, in list order.
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import type { ProviderRead } from '../catalogueCache';
import { listPage, readPages, type ListPage } from '../providerPages';
import { recordOf, type GroupTable, type IndexRecord } from './records';

export interface ReadOptions {
  /** Pages asked for at once. */
  concurrency: number;
  /** The most items read: the pages past them are not asked for. */
  maxItems: number;
  /** Stops the read (a newer one replaced it, the server is closing). */
  signal?: AbortSignal;
}

export interface CatalogueRead {
  records: IndexRecord[];
  /** Provider requests made. */
  requests: number;
  /** Entries left out: not shaped as an item, or an item code already read. */
  skipped: number;
}

/** The provider's catalogue as a visitor reads it, in list order, within the options' caps. */
export async function readCatalogue(read: ProviderRead, options: ReadOptions): Promise<CatalogueRead> {
  const groups: GroupTable = new Map();
  const byCode = new Map<string, IndexRecord>();
  let skipped = 0;
  /** Adds a page's items; whether it held any item not read before. */
  const take = (page: ListPage): boolean => {
    let fresh = false;
    for (const entry of page.items) {
      const record = recordOf(entry, groups);
      if (!record || byCode.has(record.itemId) || byCode.size >= options.maxItems) {
        skipped++;
        continue;
      }
      byCode.set(record.itemId, record);
      fresh = true;
    }
    return fresh;
  };
  const requests = await readPages(
    (pageNumber) =>
      listPage(
        read,
        `/Item/List?${new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(MAX_PAGE_SIZE) })}`,
        `Item/List page ${pageNumber}`,
      ),
    (page) => take(page) && byCode.size < options.maxItems,
    { concurrency: options.concurrency, maxItems: options.maxItems, signal: options.signal },
  );
  return { records: [...byCode.values()], requests, skipped };
}
