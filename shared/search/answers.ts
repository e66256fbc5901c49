// What the storefront's server answers its search calls with, worked out from its index (and no I/O):
// a page of a search, 'did you mean', a code's item, quick order's name finder. The server's calls
// (server/search/routes.ts) and the client tests' stand-in for them (client/app/testing.ts) both use
// these, so the tests run against the server's own answers.
import { didYouMean } from '../rules/didYouMean';
import { oneWithCode } from '../rules/itemCode';
import type { NameFinder } from '../rules/quickOrderMatch';
import type { CatalogueIndex, IndexedItem } from './catalogueIndex';

/** The place a search is made within. */
export interface SearchPlace {
  categoryId?: number;
  itemGroupId?: number;
}

/** What a search's place reads of an item. */
interface Placed {
  itemGroup: { id: number; categoryId: number | null };
}

/** The items a search finds within its place, in the search's order, with how many there are in all: one page of them. */
export function searchPage<T extends IndexedItem & Placed>(
  index: CatalogueIndex<T>,
  term: string,
  place: SearchPlace,
  pageNumber: number,
  pageSize: number,
): { items: T[]; totalCount: number; totalPages: number; currentPage: number } {
  let found = index.search(term).map((p) => index.items[p]!);
  if (place.itemGroupId !== undefined) found = found.filter((i) => i.itemGroup.id === place.itemGroupId);
  if (place.categoryId !== undefined) found = found.filter((i) => i.itemGroup.categoryId === place.categoryId);
  const start = (pageNumber - 1) * pageSize;
  return {
    items: found.slice(start, start + pageSize),
    totalCount: found.length,
    totalPages: Math.ceil(found.length / pageSize),
    currentPage: pageNumber,
  };
}

/** 'התכוונתם ל…': the searches close to a term that would find something in the index. */
export function closestSearches(index: CatalogueIndex, term: string): string[] {
  return didYouMean({ words: index.vocabulary, finds: (t) => index.finds(t) }, term);
}

/** The one item of a code in the index; null when none or several have it. */
export function itemOfCode<T extends IndexedItem>(index: CatalogueIndex<T>, code: string): T | null {
  return oneWithCode(
    index.withCode(code).map((p) => index.items[p]!),
    code,
  );
}

/** Quick order's name rules (shared/rules/quickOrderMatch) over the index's items. */
export function nameFinderOf<T extends IndexedItem>(index: CatalogueIndex<T>): NameFinder<T> {
  return {
    holding: (words) => index.holding(words).map((p) => ({ item: index.items[p]!, name: index.nameAt(p) })),
    forgiving: (name) =>
      index.ranked(name).map(({ position, level }) => ({ item: index.items[position]!, name: index.nameAt(position), level })),
  };
}
