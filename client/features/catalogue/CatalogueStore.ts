// The catalogue as the storefront browses it: categories with their item groups, the
// previous/next group navigator, product lists page by page, item details and suggestions.
import { catalogueKeys, type ItemFilter } from '../../stores/queryKeys';
import { makeAutoObservable } from 'mobx';
import { endpoints, searchEndpoints } from '@shared/contract/api';
import type { Category, Item, ItemGroup, ItemSummary } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { productList } from '@shared/pages/routes';
import { didYouMean, vocabularyOf, type Vocabulary } from '@shared/rules/didYouMean';
import { oneWithCode } from '@shared/rules/itemCode';
import { InfiniteQueryStore, QueryStore } from '../../stores/QueryStore';
import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { nextPageOf } from '../../api/pages';
import { searchItems, seenItems } from '../../stores/seenItems';

/** How long 'התכוונתם ל…' for a term is kept (the catalogue's words change seldom). */
const CLOSEST_TTL_MS = 60_000;

/** A place in the catalogue: a group within its category. */
export interface GroupPlace {
  category: Category;
  group: ItemGroup;
}

/** The message a paged response without a payload fails with (docs/product.md §7.4). */
export const INVALID_RESPONSE = 'Invalid response format from fetchFunction';

/** What the catalogue reads of the app (the RootStore is one): the api, the query cache and whose prices are shown. */
export interface CatalogueStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
  readonly session: { readonly priceKey: string };
}

export class CatalogueStore {
  readonly categories: QueryStore<PagedResult<Category>>;

  constructor(private readonly root: CatalogueStoreDeps) {
    this.categories = new QueryStore(root.queryClient, {
      queryKey: catalogueKeys.categories(),
      queryFn: () => root.api.call(endpoints.category.list, { query: { getAll: true } }),
      staleTime: 60_000,
    });
    makeAutoObservable<CatalogueStore, 'root' | 'lastVocabulary'>(this, { root: false, categories: false, lastVocabulary: false });
  }

  /** The categories in display order, or null until they have loaded. */
  get categoryList(): Category[] | null {
    return this.categories.data?.items ?? null;
  }

  category(id: number): Category | undefined {
    return this.categoryList?.find((c) => c.id === id);
  }

  /** Every group of every category, in menu order. */
  get places(): GroupPlace[] {
    return (this.categoryList ?? []).flatMap((category) => category.itemGroups.map((group) => ({ category, group })));
  }

  /** The groups before and after one, crossing into the neighbouring category at the edges. */
  neighbours(categoryId: number, itemGroupId: number): { previous: GroupPlace | null; next: GroupPlace | null } {
    const places = this.places;
    const at = places.findIndex((p) => p.category.id === categoryId && p.group.id === itemGroupId);
    if (at < 0) return { previous: null, next: null };
    return { previous: places[at - 1] ?? null, next: places[at + 1] ?? null };
  }

  /**
   * A product list of the filter, fetched page after page (the page table's productList.pageSize a page): a search by the server's
   * index of the catalogue (spelling forgiven, whatever the provider's own search does), a category
   * or group by Item/List. A page asks for the next only while it came with items, up to a cap.
   */
  itemList(filter: ItemFilter): InfiniteQueryStore<PagedResult<ItemSummary>> {
    return new InfiniteQueryStore<PagedResult<ItemSummary>>(this.root.queryClient, this.listOptions(filter));
  }

  /** The list query of a filter: what itemList observes, and what a scan asks for (the same cache entry, one request for both). */
  private listOptions(filter: ItemFilter) {
    const { api, session } = this.root;
    return {
      queryKey: catalogueKeys.items(session.priceKey, filter),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
        const place = { categoryId: filter.categoryId, itemGroupId: filter.itemGroupId };
        const page = filter.term
          ? await api.call(searchEndpoints.items, {
              query: { term: filter.term, pageNumber: pageParam, pageSize: productList.pageSize, ...place },
              signal,
            })
          : await api.call(endpoints.item.list, { query: { pageNumber: pageParam, pageSize: productList.pageSize, ...place }, signal });
        if (!page || !Array.isArray(page.items)) {
          console.error(INVALID_RESPONSE);
          throw new Error(INVALID_RESPONSE);
        }
        return page;
      },
      getNextPageParam: (last: PagedResult<ItemSummary>, pages: PagedResult<ItemSummary>[]) =>
        nextPageOf(last, pages.length, productList.pageSize),
    };
  }

  /**
   * The one item a scanned code is the catalogue number or item code of, from the first page of the
   * code's search (the search lists exact codes first): the same request as the code's results page,
   * which the scan opens; null when no item or more than one has it.
   */
  async scannedItem(code: string): Promise<ItemSummary | null> {
    const data = await this.root.queryClient.fetchInfiniteQuery(this.listOptions({ term: code }));
    return oneWithCode(data.pages[0]?.items ?? [], code);
  }

  /**
   * One item's details (GET /Item/{itemId}); until they come, the item as a list the cache holds shows
   * it (a card's fields: placeholder data, so the dialog opens at once over a list or a scan).
   */
  itemDetail(itemId: string): QueryStore<Item | ItemSummary> {
    const { api, queryClient, session } = this.root;
    const priceKey = session.priceKey;
    return new QueryStore<Item | ItemSummary>(queryClient, {
      queryKey: catalogueKeys.item(priceKey, itemId),
      queryFn: ({ signal }) => api.call(endpoints.item.get, { params: { itemId }, signal }),
      placeholderData: () => seenItems(queryClient, priceKey).find((i) => i.itemId === itemId),
    });
  }

  /** Search suggestions for the header's dropdown: the first results of the server's search. */
  suggestions(term: string): QueryStore<PagedResult<ItemSummary>> {
    const { api, queryClient, session } = this.root;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.suggestions(session.priceKey, term),
      queryFn: ({ signal }) => api.call(searchEndpoints.items, { query: { term: term.trim(), pageNumber: 1, pageSize: 8 }, signal }),
      enabled: term.trim().length > 0,
    });
  }

  /**
   * The one item whose barcode (catalogue number) or item code is this code, as a scanner reads it;
   * null when no item or more than one has it. One small request, whatever the catalogue's size.
   */
  async findByCode(code: string, signal?: AbortSignal): Promise<ItemSummary | null> {
    try {
      return await this.root.api.call(searchEndpoints.code, { params: { code: code.trim() }, signal });
    } catch (err) {
      if (isApiError(err) && err.status === 404) return null;
      throw err;
    }
  }

  /**
   * Offline: the items already seen with the current prices that a search term finds,
   * exact codes first. Read from the query cache at the call, not observed.
   */
  searchSeen(term: string): Item[] {
    return searchItems(seenItems(this.root.queryClient, this.root.session.priceKey), term);
  }

  /**
   * 'התכוונתם ל…': searches close to a term that found nothing, from the server's index of the whole
   * catalogue (one small request); with no answer at all (offline), from the names the cache holds.
   */
  closestSearches(term: string): QueryStore<string[]> {
    const { api, queryClient, session } = this.root;
    const priceKey = session.priceKey;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.closest(priceKey, term),
      queryFn: async ({ signal }) => {
        try {
          return (await api.call(searchEndpoints.closest, { query: { term: term.trim() }, signal })).terms;
        } catch (err) {
          if (!isApiError(err) || err.status !== 0) throw err;
          return didYouMean(this.vocabulary(seenItems(queryClient, priceKey)), term);
        }
      },
      staleTime: CLOSEST_TTL_MS,
      enabled: term.trim().length > 0,
    });
  }

  /** The words of these items' names, worked out again only when the names change. */
  private vocabulary(items: readonly ItemSummary[]): Vocabulary {
    const names = [...new Set(items.map((i) => i.itemDescription))];
    const key = names.join('\n');
    if (this.lastVocabulary?.key !== key) this.lastVocabulary = { key, vocabulary: vocabularyOf(names) };
    return this.lastVocabulary.vocabulary;
  }

  private lastVocabulary: { key: string; vocabulary: Vocabulary } | null = null;

  /** Recommended items: page 1 of the catalogue without the items already in the cart. */
  recommended(excluded: string[]): QueryStore<PagedResult<Item>> {
    return new QueryStore(this.root.queryClient, this.recommendedQuery(excluded));
  }

  /** Whether there are recommended items to show besides `excluded` (read once, and kept for the dialog that shows them). */
  async hasRecommended(excluded: string[]): Promise<boolean> {
    const page = await this.root.queryClient.fetchQuery(this.recommendedQuery(excluded)).catch(() => null);
    return (page?.items.length ?? 0) > 0;
  }

  private recommendedQuery(excluded: string[]) {
    const { api, session } = this.root;
    return {
      queryKey: catalogueKeys.recommended(session.priceKey, excluded),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(endpoints.item.list, { query: { pageNumber: 1, pageSize: 12, ExcludeItemList: excluded }, signal }),
    };
  }
}
