// The product list (docs/product.md §2.5): a group's items (/categories/{id}/itemGroup/{groupId}),
// search results (/search?query=) or every item (/items), page after page as the user scrolls,
// with the previous/next group navigator under a group's list.
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ItemSummary } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { productList } from '@shared/pages/routes';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { DidYouMean, SearchByName } from '../search';
import { isBarcode } from '@shared/rules/itemCode';
import { EmptyState } from './EmptyState';
import { LoadFailed, useRetryWhenOnline } from '../../ui/LoadFailed';
import { GroupNavigator } from './GroupNavigator';
import { ProductGrid } from './ProductGrid';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useReservedRows } from './useReservedRows';
import { he } from './he';
import type { InfiniteQueryStore } from '../../stores/QueryStore';
import { useOnline, useStores } from '../../stores/StoreContext';
import { productListTitle } from './productListTitle';
import { describe, usePageMeta } from '../../ui/pageMeta';
import './ProductListPage.css';

/** Every item of the loaded pages, each once (a page boundary can shift while scrolling), by its id and item code. */
function loadedItems(pages: PagedResult<ItemSummary>[] | undefined): ItemSummary[] {
  const seen = new Set<string>();
  const items: ItemSummary[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      const key = `${item.id}:${item.itemId}`;
      if (!seen.has(key)) {
        seen.add(key);
        items.push(item);
      }
    }
  }
  return items;
}

/**
 * The list, and after it the previous/next group navigator: shown once the whole list is loaded, at
 * its end, so it never appears above items still to come.
 */
const Results = observer(function Results({
  list,
  term,
  after,
}: {
  list: InfiniteQueryStore<PagedResult<ItemSummary>>;
  /** A search's term: offline, the search looks within the items already seen. */
  term?: string;
  after?: ReactNode;
}) {
  const online = useOnline();
  const grid = useRef<HTMLDivElement>(null);
  const result = list.result;
  const pages = result.data?.pages;
  const canLoadMore = result.hasNextPage && !result.isFetchingNextPage && !result.isFetchNextPageError;
  useInfiniteScroll(grid, canLoadMore, () => list.fetchNextPage());
  const loaded = pages ? loadedItems(pages).length : 0;
  // The items received count for more than a total that says fewer (a provider's 0 with items).
  const total = Math.max(pages?.[pages.length - 1]?.totalCount ?? 0, loaded);
  const reserve = useReservedRows(grid, result.hasNextPage ? Math.min(productList.pageSize, total - loaded) : 0);
  // A search shown from the items seen offline is made again once the network is back (here: the
  // seen results give way to the list's own states as the network returns, so they cannot do it).
  const searchFailed = Boolean(term && !pages && result.error);
  useRetryWhenOnline(() => {
    if (searchFailed) void result.refetch();
  });

  if (!pages) {
    if (result.error && term && !online) return <SeenResults term={term} retry={() => void result.refetch()} />;
    if (result.error) return <LoadFailed text={he.productsLoadError} onRetry={() => void result.refetch()} />;
    return (
      <div className="product-list__loading">
        <Spinner label={he.loadingProducts} waitsOnNetwork />
      </div>
    );
  }

  const items = loadedItems(pages);
  if (items.length === 0) {
    // A barcode nothing has: said as such, with the search by name offered (not names near the digits).
    const barcode = term && isBarcode(term) ? term.trim() : null;
    return (
      <>
        {barcode ? (
          <EmptyState level={2} title={he.unknownBarcode} text={he.unknownBarcodeText(barcode)}>
            <SearchByName />
          </EmptyState>
        ) : (
          <EmptyState level={2} title={he.noProducts} text={he.noProductsHint}>
            {term && <DidYouMean term={term} />}
          </EmptyState>
        )}
        {after}
      </>
    );
  }
  return (
    <>
      <p className="product-list__count" aria-live="polite">
        {he.productCount(total)}
      </p>
      <div ref={grid}>
        <ProductGrid items={items} label={he.productsLabel} />
      </div>
      <div
        className={`product-list__more${result.hasNextPage ? '' : ' product-list__more--done'}`}
        style={result.hasNextPage && reserve > 0 ? { minBlockSize: reserve } : undefined}
        aria-live="polite"
      >
        {result.isFetchingNextPage && (
          <>
            <Spinner label={he.loadingMore} />
            <span aria-hidden="true">{he.loadingMore}</span>
          </>
        )}
        {result.isFetchNextPageError && (
          <LoadFailed className="product-list__more-error" text={he.loadMoreFailed} onRetry={() => list.fetchNextPage()} />
        )}
      </div>
      {/* Laid out from the start (its room kept, unseen and out of the tab order) and shown once the
          list is complete: arriving then moves nothing. */}
      {after && <div className={result.hasNextPage ? 'product-list__after--pending' : undefined}>{after}</div>}
    </>
  );
});

/**
 * Offline, a search looks within the items already seen (with these prices) and says so; with none
 * matching it says that plainly. When the network is back the search is made again by itself.
 */
const SeenResults = observer(function SeenResults({ term, retry }: { term: string; retry: () => void }) {
  const { catalogue } = useStores();
  const items = catalogue.searchSeen(term);
  return (
    <>
      <div className="alert alert--warning product-list__offline" role="status">
        <p>{items.length > 0 ? he.offlineSearchNote : he.offlineSearchNone}</p>
        <button type="button" className="button button--small button--secondary" onClick={retry}>
          {he.retry}
        </button>
      </div>
      {items.length === 0 && <DidYouMean term={term} />}
      {items.length > 0 && (
        <>
          <p className="product-list__count">{he.productCount(items.length)}</p>
          <ProductGrid items={items} label={he.productsLabel} />
        </>
      )}
    </>
  );
});

export default observer(function ProductListPage() {
  const { catalogue, session } = useStores();
  const params = useParams();
  const [search] = useSearchParams();
  // The filter the server read for its first screen too (the page table's parser): the same list, the same cache entry.
  const { categoryId, itemGroupId, term = '' } = productList.filter(params, search);
  const onGroupRoute = params.itemGroupId !== undefined;
  const priceKey = session.priceKey;

  const list = useMemo(
    () => catalogue.itemList({ categoryId, itemGroupId, term: term || undefined }),
    // priceKey: another user (or a visitor) sees other prices, so the list starts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- priceKey is the reason to read again, not an input
    [catalogue, categoryId, itemGroupId, term, priceKey],
  );

  const categories = catalogue.categoryList;
  const category = categoryId !== undefined ? catalogue.category(categoryId) : undefined;
  const group = category?.itemGroups.find((g) => g.id === itemGroupId);

  const title =
    onGroupRoute && !group ? '' : productListTitle({ term, categoryName: category?.categoryName, groupName: group?.itemGroupName });
  const crumbs: Crumb[] = [];
  if (category && group) {
    crumbs.push({ label: category.categoryName, to: `/categories/${category.id}` }, { label: group.itemGroupName });
  } else if (!onGroupRoute) {
    crumbs.push({ label: term ? he.searchLabel : he.allProducts });
  }
  const neighbours = category && group ? catalogue.neighbours(category.id, group.id) : null;
  usePageMeta(
    onGroupRoute && !group
      ? null
      : {
          title,
          description: describe(
            term ? he.metaSearch(term) : category && group ? he.metaGroup(group.itemGroupName, category.categoryName) : he.metaAllProducts,
          ),
          canonical: term ? `/search?query=${encodeURIComponent(term)}` : undefined,
        },
  );

  // After every hook: an unknown group shows its notice, and the hooks run in the same order on every render.
  if (onGroupRoute) {
    const unknown = categoryId === undefined || itemGroupId === undefined || (categories !== null && (!category || !group));
    if (unknown) return <EmptyState title={he.groupNotFoundTitle} text={he.groupNotFoundText} />;
  }

  return (
    <div className="product-list">
      {/* The crumbs' line is kept while the categories load, so the title does not move when they come. */}
      {crumbs.length > 0 ? (
        <Breadcrumbs crumbs={crumbs} />
      ) : (
        onGroupRoute && (
          <div className="breadcrumbs breadcrumbs--pending" aria-hidden="true">
            {'\u00a0'}
          </div>
        )
      )}
      <h1 className="product-list__title">{title || '\u00a0'}</h1>
      <Results
        list={list}
        term={term || undefined}
        after={neighbours && <GroupNavigator previous={neighbours.previous} next={neighbours.next} />}
      />
    </div>
  );
});
