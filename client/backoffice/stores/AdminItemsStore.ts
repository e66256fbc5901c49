// The administrator's item list (admin/dashboard/{userId}/items): Item/List, searched by the
// provider's Hebrew-aware item search and narrowed as a store manager works through 1,200 items:
// by category and item group, availability, the price-change flag and 'no price in price list X',
// sorted by name, code or display order, with a chosen price list's prices as a column. The whole
// state (filters, search, page and its size) is the page's URL, so a reload or a link shows the same rows.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Item, PriceList } from '@shared/contract/entities';
import { DEFAULT_PAGE_SIZE, ITEM_ORDERS, ITEM_PAGE_SIZE_OPTIONS, type ItemListQuery, type ItemOrder } from '@shared/contract/envelope';
import { PagedListStore } from '../../stores/PagedListStore';
import type { ApiCaller } from '../components/FormState';
import { withErrorText } from './pagedLists';

type YesNo = '' | 'yes' | 'no';

/** The filters as the URL names them ('' for none). */
export interface ItemFilters {
  category: string;
  group: string;
  available: YesNo;
  changed: YesNo;
  /** A price list id: only the items without a price in it. */
  missing: string;
  /** A price list id: its prices as a column. */
  prices: string;
  sort: '' | ItemOrder;
}

export const NO_ITEM_FILTERS: ItemFilters = { category: '', group: '', available: '', changed: '', missing: '', prices: '', sort: '' };
const FILTER_NAMES = Object.keys(NO_ITEM_FILTERS) as Array<keyof ItemFilters>;

const id = (text: string): number | undefined => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);
const yesNo = (text: string | null): YesNo => (text === 'yes' || text === 'no' ? text : '');
const flag = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

export class AdminItemsStore {
  filters: ItemFilters = NO_ITEM_FILTERS;
  priceLists: PriceList[] = [];
  readonly list: PagedListStore<Item>;

  constructor(private readonly api: ApiCaller) {
    this.list = new PagedListStore<Item>(
      withErrorText(({ pageNumber, pageSize, searchTerm }, signal) =>
        this.api.call(endpoints.item.list, { query: { pageNumber, pageSize, SearchTerm: searchTerm || undefined, ...this.query }, signal }),
      ),
      { sizeOptions: ITEM_PAGE_SIZE_OPTIONS, dependsOn: () => this.query },
    );
    makeAutoObservable<AdminItemsStore, 'api'>(this, { api: false, list: false });
  }

  /** Item/List's parameters for the filters. */
  get query(): Omit<ItemListQuery, 'pageNumber' | 'pageSize' | 'SearchTerm'> {
    const f = this.filters;
    const query: Omit<ItemListQuery, 'pageNumber' | 'pageSize' | 'SearchTerm'> = {};
    const group = id(f.group);
    const category = id(f.category);
    if (group !== undefined) query.itemGroupId = group;
    else if (category !== undefined) query.categoryId = category;
    if (flag(f.available) !== undefined) query.isAvailable = flag(f.available);
    if (flag(f.changed) !== undefined) query.isPriceChanged = flag(f.changed);
    if (id(f.missing) !== undefined) query.missingPriceListId = id(f.missing);
    if (id(f.prices) !== undefined) query.priceListId = id(f.prices);
    if (f.sort) query.orderBy = f.sort;
    return query;
  }

  /** The price list whose prices the price column shows, if one is chosen. */
  get pricesList(): PriceList | undefined {
    return this.priceLists.find((p) => String(p.id) === this.filters.prices);
  }

  /** Takes the URL's state: filters, search (q), page and size; anything unreadable is left at its default. */
  apply(params: URLSearchParams): void {
    const sort = params.get('sort') ?? '';
    this.filters = {
      category: params.get('category') ?? '',
      group: params.get('group') ?? '',
      available: yesNo(params.get('available')),
      changed: yesNo(params.get('changed')),
      missing: params.get('missing') ?? '',
      prices: params.get('prices') ?? '',
      sort: (ITEM_ORDERS as readonly string[]).includes(sort) ? (sort as ItemOrder) : '',
    };
    const size = Number(params.get('size'));
    this.list.pageSize = this.list.sizeOptions.includes(size) ? size : DEFAULT_PAGE_SIZE;
    this.list.searchTerm = params.get('q') ?? '';
    this.list.pageNumber = id(params.get('page') ?? '') ?? 1;
  }

  /** The URL's state for the list as it is now (the defaults left out). */
  toParams(): URLSearchParams {
    const params = new URLSearchParams();
    for (const name of FILTER_NAMES) if (this.filters[name]) params.set(name, this.filters[name]);
    if (this.list.searchTerm) params.set('q', this.list.searchTerm);
    if (this.list.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(this.list.pageSize));
    if (this.list.pageNumber !== 1) params.set('page', String(this.list.pageNumber));
    return params;
  }

  /** A filter chosen: the list starts again at page 1 (a new category drops its group; the price column is not a filter). */
  setFilter<K extends keyof ItemFilters>(name: K, value: ItemFilters[K]): void {
    this.filters = { ...this.filters, [name]: value, ...(name === 'category' ? { group: '' } : {}) };
    if (name !== 'prices') this.list.pageNumber = 1;
  }

  clearFilters(): void {
    this.filters = { ...NO_ITEM_FILTERS, prices: this.filters.prices };
    this.list.pageNumber = 1;
  }

  get filtered(): boolean {
    return FILTER_NAMES.some((name) => name !== 'prices' && name !== 'sort' && this.filters[name] !== '');
  }

  /** Every price list, for the 'no price in' filter and the price column. */
  async loadPriceLists(): Promise<void> {
    try {
      const { items } = await this.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: 1000 } });
      runInAction(() => (this.priceLists = items));
    } catch (err) {
      console.error('Price lists error', err);
    }
  }
}
