// The catalogue as the storefront browses it: categories with their item groups, the
// previous/next group navigator, product lists page by page, item details and suggestions.
import { catalogueKeys, type ItemFilter } from '../../stores/queryKeys';
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category, Item, ItemGroup } from '@shared/contract/entities';
import { STOREFRONT_PAGE_SIZE, type PagedResult } from '@shared/contract/envelope';
import { normalizeCode } from '@shared/rules/itemCode';
import { didYouMean, vocabularyOf, type Vocabulary } from '@shared/rules/didYouMean';
import { InfiniteQueryStore, QueryStore } from '../../stores/QueryStore';
import { readCatalogue } from '../../api/catalogue';
import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../../api/api';
import { searchItems, seenItems } from '../../stores/seenItems';

/** How long the whole catalogue read for 'התכוונתם ל…' is used (as quick order uses it). */
const WHOLE_CATALOGUE_TTL_MS = 60_000;

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

  /** A product list of the filter, fetched page after page (24 a page). */
  itemList(filter: ItemFilter): InfiniteQueryStore<PagedResult<Item>> {
    const { api, queryClient, session } = this.root;
    return new InfiniteQueryStore<PagedResult<Item>>(queryClient, {
      queryKey: catalogueKeys.items(session.priceKey, filter),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) => {
        const page = await api.call(endpoints.item.list, {
          query: {
            pageNumber: pageParam,
            pageSize: STOREFRONT_PAGE_SIZE,
            categoryId: filter.categoryId,
            itemGroupId: filter.itemGroupId,
            SearchTerm: filter.term || undefined,
          },
          signal,
        });
        if (!page || !Array.isArray(page.items)) {
          console.error(INVALID_RESPONSE);
          throw new Error(INVALID_RESPONSE);
        }
        return page;
      },
      getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    });
  }

  /** One item's details (GET /Item/{itemId}). */
  itemDetail(itemId: string): QueryStore<Item> {
    const { api, queryClient, session } = this.root;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.item(session.priceKey, itemId),
      queryFn: ({ signal }) => api.call(endpoints.item.get, { params: { itemId }, signal }),
    });
  }

  /** Search suggestions for the header's dropdown. */
  suggestions(term: string): QueryStore<PagedResult<Item>> {
    const { api, queryClient, session } = this.root;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.suggestions(session.priceKey, term),
      queryFn: ({ signal }) => api.call(endpoints.item.list, { query: { pageNumber: 1, pageSize: 8, SearchTerm: term }, signal }),
      enabled: term.trim().length > 0,
    });
  }

  /**
   * The one item whose barcode (catalogue number) or item code is this code, as a scanner reads it;
   * null when no item or more than one has it. The search ranks exact code matches first.
   */
  async findByCode(code: string, signal?: AbortSignal): Promise<Item | null> {
    const wanted = normalizeCode(code);
    const page = await this.root.api.call(endpoints.item.list, { query: { pageNumber: 1, pageSize: 5, SearchTerm: code }, signal });
    const matches = page.items.filter((i) => normalizeCode(i.catalogNumber ?? '') === wanted || normalizeCode(i.itemId) === wanted);
    return matches.length === 1 ? matches[0]! : null;
  }

  /**
   * Offline: the items already seen with the current prices that a search term finds,
   * exact codes first. Read from the query cache at the call, not observed.
   */
  searchSeen(term: string): Item[] {
    return searchItems(seenItems(this.root.queryClient, this.root.session.priceKey), term);
  }

  /**
   * 'התכוונתם ל…': searches close to a term that found nothing, made in the client from
   * the names it has, whatever the provider's search forgives: the whole catalogue (read once and
   * shared with quick order) and the items the cache holds; offline, the cache's alone.
   */
  closestSearches(term: string): QueryStore<string[]> {
    const { api, queryClient, session } = this.root;
    const priceKey = session.priceKey;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.closest(priceKey, term),
      queryFn: async () => {
        let whole: Item[] = [];
        try {
          whole = await queryClient.fetchQuery({
            queryKey: catalogueKeys.whole(priceKey),
            queryFn: ({ signal }) => readCatalogue(api, signal),
            staleTime: WHOLE_CATALOGUE_TTL_MS,
          });
        } catch {
          // Unread (offline, a failed page): the names already in the cache are still worth offering.
        }
        return didYouMean(this.vocabulary([...whole, ...seenItems(queryClient, priceKey)]), term);
      },
      staleTime: WHOLE_CATALOGUE_TTL_MS,
      enabled: term.trim().length > 0,
    });
  }

  /** The words of these items' names, worked out again only when the names change. */
  private vocabulary(items: Item[]): Vocabulary {
    const names = [...new Set(items.map((i) => i.itemDescription))];
    const key = names.join('\n');
    if (this.lastVocabulary?.key !== key) this.lastVocabulary = { key, vocabulary: vocabularyOf(names) };
    return this.lastVocabulary.vocabulary;
  }

  private lastVocabulary: { key: string; vocabulary: Vocabulary } | null = null;

  /** Recommended items: page 1 of the catalogue without the items already in the cart. */
  recommended(excluded: string[]): QueryStore<PagedResult<Item>> {
    const { api, queryClient, session } = this.root;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.recommended(session.priceKey, excluded),
      queryFn: ({ signal }) => api.call(endpoints.item.list, { query: { pageNumber: 1, pageSize: 12, ExcludeItemList: excluded }, signal }),
    });
  }
}
