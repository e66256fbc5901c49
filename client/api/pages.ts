// Reading a list of several pages from a provider that may not keep to its own numbers: a page
// reports totalPages and currentPage, and a provider may report 20,000 pages of which five hold
// items, or number every page 1. Every read of several pages goes through here: it asks for the next
// page only while the last one came with items, numbers the pages itself, and stops at a cap; a read
// of many pages at once asks for a few at a time.
import type { PagedResult } from '@shared/contract/envelope';

/** The most pages one list reads: 200 pages of infinite scroll (4,800 products), or of a back-office read (200,000 rows). */
export const MAX_LIST_PAGES = 200;

/**
 * The page after `read` pages of a list, or undefined when there is none: the last page came empty,
 * the provider says it was the last, or the cap is reached. The pages are numbered by how many were
 * read, never by the provider's currentPage.
 */
export function nextPageOf(last: PagedResult<unknown>, read: number, maxPages = MAX_LIST_PAGES): number | undefined {
  if (last.items.length === 0 || read >= maxPages) return undefined;
  return read < last.totalPages ? read + 1 : undefined;
}

/** How many pages a list holds, as far as it can be believed: what its first page says, capped; one page when the first came short of a full page. */
export function pagesToRead(first: PagedResult<unknown>, pageSize: number, maxPages = MAX_LIST_PAGES): number {
  if (first.items.length === 0) return 1;
  if (first.items.length < pageSize) return 1;
  return Math.max(1, Math.min(Math.floor(first.totalPages) || 1, maxPages));
}
