// The administrator's item list (admin/dashboard/{userId}/items): Item/List, searched by the
// provider's Hebrew-aware item search and narrowed as a store manager works through 1,200 items:
// by category and item group, availability, the price-change flag and 'no price in price list X',
// sorted by name, code or display order, with a chosen price list's prices as a column. The whole
// state (filters, search, page and its size) is the page's URL, so a reload or a link shows the same rows.
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Item, PriceList } from '@shared/contract/entities';
import type { ItemExtensionDto } from '@shared/validation';
import { DEFAULT_PAGE_SIZE, ITEM_ORDERS, ITEM_PAGE_SIZE_OPTIONS, type ItemListQuery, type ItemOrder } from '@shared/contract/envelope';
import { PagedListStore } from '../../ui/PagedListStore';
import { reasonText } from '../../ui/errorText';
import { MAX_INT } from '@shared/validation/messages';
import { PRODUCT_STATUSES, type ProductStatus } from '@shared/rules/productStatus';
import { he } from './he';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { withErrorText } from '../lib/pagedLists';
import { eachLimited } from '../lib/eachLimited';

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
  /** Only the drafts, or only the products buyers see. */
  status: '' | ProductStatus;
}

export const NO_ITEM_FILTERS: ItemFilters = {
  category: '',
  group: '',
  available: '',
  changed: '',
  missing: '',
  prices: '',
  sort: '',
  status: '',
};
const FILTER_NAMES = Object.keys(NO_ITEM_FILTERS) as Array<keyof ItemFilters>;

const id = (text: string): number | undefined => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);
const yesNo = (text: string | null): YesNo => (text === 'yes' || text === 'no' ? text : '');
const statusOf = (text: string | null): ItemFilters['status'] =>
  (PRODUCT_STATUSES as readonly (string | null)[]).includes(text) ? (text as ProductStatus) : '';
const flag = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

/** Item/List's parameters for a set of filters (paging and search apart). */
export type ItemFiltersQuery = Omit<ItemListQuery, 'pageNumber' | 'pageSize' | 'SearchTerm'>;

/** Item/List's parameters for the filters: a group narrows more than its category; the price column's list, the sort. */
export function itemFiltersQuery(f: ItemFilters): ItemFiltersQuery {
  const query: ItemFiltersQuery = {};
  const group = id(f.group);
  const category = id(f.category);
  if (group !== undefined) query.itemGroupId = group;
  else if (category !== undefined) query.categoryId = category;
  if (flag(f.available) !== undefined) query.isAvailable = flag(f.available);
  if (flag(f.changed) !== undefined) query.isPriceChanged = flag(f.changed);
  if (id(f.missing) !== undefined) query.missingPriceListId = id(f.missing);
  if (id(f.prices) !== undefined) query.priceListId = id(f.prices);
  if (f.sort) query.orderBy = f.sort;
  if (f.status) query.status = f.status;
  return query;
}

/** Whether any filter narrows the list (the price column and the sort do not). */
export function isFiltered(f: ItemFilters): boolean {
  return FILTER_NAMES.some((name) => name !== 'prices' && name !== 'sort' && f[name] !== '');
}

/** A change made to every selected row at once. */
export type BulkChange = { isAvailable: boolean } | { isPriceChanged: boolean } | { displayOrder: number };

/** What a bulk change did: how many rows it saved and, for each that failed, its name and the reason. */
export interface BulkNotice {
  tone: 'success' | 'error';
  text: string;
  failures: string[];
}

/** How many rows a bulk change saves at the same time. */
const BULK_CONCURRENCY = 4;

/** A page number as the URL gives it: a whole number from 1 (one past the end is the list's to bring back), else page 1. */
const pageOf = (text: string): number => (/^\d{1,15}$/.test(text) && Number(text) >= 1 ? Math.min(Number(text), MAX_INT) : 1);

export class AdminItemsStore {
  filters: ItemFilters = NO_ITEM_FILTERS;
  priceLists: PriceList[] = [];
  /**
   * The selected rows by item code, on every page: each as it was last shown (a bulk change sends
   * its other fields as they are). Paging, a search or a filter keeps them; 'clear' or a save ends them.
   */
  readonly selected = observable.map<string, Item>({}, { deep: false });
  bulkBusy = false;
  bulkNotice: BulkNotice | null = null;
  readonly list: PagedListStore<Item>;

  constructor(private readonly deps: BackOfficeDeps) {
    this.list = new PagedListStore<Item>(
      withErrorText(({ pageNumber, pageSize, searchTerm }, signal) =>
        this.deps.api.call(endpoints.item.list, {
          query: { pageNumber, pageSize, SearchTerm: searchTerm || undefined, ...this.query },
          signal,
        }),
      ),
      { sizeOptions: ITEM_PAGE_SIZE_OPTIONS, dependsOn: () => this.query },
    );
    makeAutoObservable<AdminItemsStore, 'deps'>(this, { deps: false, list: false, selected: false });
  }

  /** How many of the selected rows are on the page shown. */
  get selectedOnPage(): number {
    return this.list.items.filter((item) => this.selected.has(item.itemId)).length;
  }

  get allSelected(): boolean {
    return this.list.items.length > 0 && this.list.items.every((item) => this.selected.has(item.itemId));
  }

  toggle(item: Item): void {
    if (this.selected.has(item.itemId)) this.selected.delete(item.itemId);
    else this.selected.set(item.itemId, item);
    this.bulkNotice = null;
  }

  /** Selects every row of the page, or, when all of them are, leaves them out (the other pages' rows stay selected). */
  toggleAll(): void {
    const all = this.allSelected;
    for (const item of this.list.items) {
      if (all) this.selected.delete(item.itemId);
      else this.selected.set(item.itemId, item);
    }
    this.bulkNotice = null;
  }

  /**
   * Keeps each selected row as the list last showed it (a row changed in the item dialog and shown
   * again is sent as it is now, even from another page); returns the stop function.
   */
  track(): () => void {
    return reaction(
      () => this.list.items,
      (items) => {
        for (const item of items) if (this.selected.has(item.itemId)) this.selected.set(item.itemId, item);
      },
    );
  }

  /** Ends the selection on every page. */
  clearSelection(): void {
    this.selected.clear();
    this.bulkNotice = null;
  }

  /**
   * Saves one change to every selected row, on this page or another (Item/Extensions/Update each),
   * a few at a time. Item/Extensions/Update takes every field, so a row of another page, shown
   * minutes ago, is read again first (Item/{code}): the change never puts back what someone saved
   * since. Then it says how many were saved and names each that failed with the provider's reason,
   * and reloads the page and the storefront's items. The rows that failed stay selected.
   */
  async applyBulk(change: BulkChange): Promise<void> {
    if (this.bulkBusy || this.selected.size === 0) return;
    // A row on the page shown is sent as it is now (the dialog may have changed it since it was selected).
    const shown = new Map(this.list.items.map((item) => [item.itemId, item]));
    const items = [...this.selected.values()].map((item) => shown.get(item.itemId) ?? item);
    this.bulkBusy = true;
    this.bulkNotice = null;
    const failed: Array<{ item: Item; err: unknown }> = [];
    await eachLimited(items, BULK_CONCURRENCY, async (item) => {
      try {
        const now = shown.has(item.itemId) ? item : await this.deps.api.call(endpoints.item.get, { params: { itemId: item.itemId } });
        const body: ItemExtensionDto = {
          isAvailable: now.isAvailable,
          displayOrder: now.displayOrder,
          minOrderQuantity: now.minOrderQuantity,
          fullDescription: now.fullDescription ?? '',
          isPriceChanged: now.isPriceChanged,
          ...change,
        };
        await this.deps.api.call(endpoints.item.updateExtension, { params: { itemId: item.itemId }, body });
      } catch (err) {
        failed.push({ item, err });
      }
    });
    // The order they were selected in, whatever order the saves ended in.
    failed.sort((a, b) => items.indexOf(a.item) - items.indexOf(b.item));
    runInAction(() => {
      this.selected.clear();
      for (const { item } of failed) this.selected.set(item.itemId, item);
      this.bulkBusy = false;
      const saved = items.length - failed.length;
      this.bulkNotice = {
        tone: failed.length === 0 ? 'success' : 'error',
        text: failed.length === 0 ? he.bulkSaved(saved) : he.bulkFailed(saved, failed.length),
        failures: failed.map(({ item, err }) => he.bulkFailedItem(item.itemDescription, item.itemId, reasonText(err))),
      };
    });
    void invalidateItems(this.deps);
    await this.list.load();
  }

  /** Item/List's parameters for the filters. */
  get query(): ItemFiltersQuery {
    return itemFiltersQuery(this.filters);
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
      status: statusOf(params.get('status')),
    };
    const size = Number(params.get('size'));
    this.list.pageSize = this.list.sizeOptions.includes(size) ? size : DEFAULT_PAGE_SIZE;
    this.list.searchTerm = params.get('q') ?? '';
    this.list.pageNumber = pageOf(params.get('page') ?? '');
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
    return isFiltered(this.filters);
  }

  /** Loads every price list, for the 'no price in' filter and the price column (the rows load themselves while shown). */
  async load(): Promise<void> {
    try {
      const { items } = await this.deps.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: 1000 } });
      runInAction(() => (this.priceLists = items));
    } catch (err) {
      console.error('Price lists error', err);
    }
  }
}
