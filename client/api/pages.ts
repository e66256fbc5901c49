// Reading a list of several pages from a provider that may not keep to its own numbers: a page
// reports totalPages and currentPage, and a provider may report 20,000 pages of which five hold
// items, or number every page 1. Every read of several pages goes through here: it asks for the next
// page only while the last one came with items, numbers the pages itself, and stops at a cap; a read
// of many pages at once asks for a few at a time.
import type { PagedResult } from '@shared/contract/envelope';

/** The most pages one list reads: 200 pages of infinite scroll (4,800 products), or of a back-office read (200,000 rows). */
export const MAX_LIST_PAGES = 200;

/**
 * The page after `read` pages of a list asked `pageSize` at a time, or undefined when there is none:
 * the last page came empty, or short (fewer items than asked, unless the provider's own numbers say it
 * pages by fewer: pageCounts), the provider says it was the last, or the cap is reached. A provider
 * that claims 30 million pages and sends 5 items a page is not read 200 times. The pages are numbered
 * by how many were read, never by the provider's currentPage.
 */
export function nextPageOf(last: PagedResult<unknown>, read: number, pageSize: number, maxPages = MAX_LIST_PAGES): number | undefined {
  if (last.items.length === 0 || read >= maxPages) return undefined;
  return read < pageCounts(last, read, pageSize).totalPages ? read + 1 : undefined;
}

/**
 * Every page of a list asked `pageSize` at a time, a few at a time: page 1, then the pages it says
 * there are (up to the cap), then on while the pages come as full as the first; it stops at the first
 * page that comes empty or brings nothing new. The page size is the first page's own: a provider may
 * send fewer than asked, but only one whose own numbers say so (pageCounts) is read past a short first
 * page; one that sends 5 items and claims 30 million pages has sent its list.
 */
export async function readPages<T>(
  page: (pageNumber: number) => Promise<PagedResult<T>>,
  { concurrency, pageSize, maxPages = MAX_LIST_PAGES }: { concurrency: number; pageSize: number; maxPages?: number },
): Promise<T[][]> {
  const first = await page(1);
  const pages: T[][] = [first.items];
  const perPage = first.items.length;
  if (perPage === 0) return pages;
  if (perPage < pageSize && pageCounts(first, 1, pageSize).totalPages <= 1) return pages;
  const claimed = Math.max(1, Math.min(Math.floor(first.totalPages) || 1, maxPages));
  let next = 2;
  let more = true;
  while (more && next <= maxPages) {
    const wave = next <= claimed ? Math.min(concurrency, claimed - next + 1) : 1;
    const numbers = Array.from({ length: wave }, (_, i) => next + i);
    next += wave;
    for (const read of await Promise.all(numbers.map(page))) {
      if (!more) break;
      if (read.items.length === 0) more = false;
      else {
        pages.push(read.items);
        // Past the pages it said there were, a short page is the last.
        if (pages.length >= claimed && read.items.length < perPage) more = false;
      }
    }
  }
  return pages;
}

/**
 * A page's counts as its items say them, for a list shown a page at a time: a provider may claim 0
 * items while sending some, or 10,000 with 3. A page that came empty ends the list before it (at the
 * last page claimed before it, or else page 1); a short page is the last, unless the provider pages
 * by fewer than asked and its own numbers say so (4 items in 2 pages of 2); a full page is followed
 * by as many as claimed, and by none from `end` on (the first page found empty, when known).
 */
export function pageCounts(
  page: { items: readonly unknown[]; totalCount: number; totalPages?: number },
  pageNumber: number,
  pageSize: number,
  end?: number,
): { totalCount: number; totalPages: number } {
  const claimedCount = Number.isFinite(page.totalCount) ? Math.max(0, page.totalCount) : 0;
  const claimedPages = Number.isFinite(page.totalPages) ? Math.max(0, Math.floor(page.totalPages!)) : Math.ceil(claimedCount / pageSize);
  const before = (pageNumber - 1) * pageSize;
  const received = page.items.length;
  if (received === 0) {
    const last = pageNumber > 1 && claimedPages >= pageNumber ? 1 : Math.min(claimedPages, pageNumber - 1);
    return { totalCount: Math.min(claimedCount, last * pageSize), totalPages: last };
  }
  const pagesBySent = Math.ceil(claimedCount / received);
  if (received < pageSize && !(claimedPages > pageNumber && claimedPages === pagesBySent))
    return { totalCount: before + received, totalPages: pageNumber };
  const totalPages = Math.max(pageNumber, Math.min(claimedPages, (end ?? Infinity) - 1));
  return { totalCount: Math.min(Math.max(claimedCount, before + received), totalPages * Math.max(received, pageSize)), totalPages };
}
