// The customer list (/customers): BusinessCustomer/List (every customer, unpaged, as the provider
// gives it) read once and then searched by name or number and paged here by the shared list store;
// each customer's price list named from PriceList/GetAll (a failure there only leaves the names out).
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary, PriceList } from '@shared/contract/entities';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import { normalizeSearch } from '@shared/rules/search';
import { PagedListStore } from '../../ui/PagedListStore';
import type { BackOfficeDeps } from '../lib/deps';
import { withErrorText } from '../lib/pagedLists';

/** Whether a customer matches a search: every word a prefix of a word of its name, or its number. */
export function matchesCustomer(customer: BusinessCustomerSummary, term: string): boolean {
  const words = normalizeSearch(term).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const own = [...normalizeSearch(customer.lastName).split(' '), String(customer.customerId)];
  return words.every((word) => own.some((w) => w.startsWith(word)));
}

export class CustomerListStore {
  readonly list: PagedListStore<BusinessCustomerSummary>;
  /** The price lists by id, for each row's list name (empty when they could not be read). */
  priceLists = new Map<number, string>();
  /** Every customer, once read (a search or a page asks nothing again). */
  private all: BusinessCustomerSummary[] | null = null;

  constructor(private readonly deps: BackOfficeDeps) {
    this.list = new PagedListStore<BusinessCustomerSummary>(
      withErrorText(async (query, signal) => {
        const customers = await this.customers(signal);
        const found = customers.filter((c) => matchesCustomer(c, query.searchTerm));
        const start = (query.pageNumber - 1) * query.pageSize;
        return {
          items: found.slice(start, start + query.pageSize),
          totalCount: found.length,
          totalPages: Math.ceil(found.length / query.pageSize),
        };
      }),
    );
    makeAutoObservable<CustomerListStore, 'deps' | 'all'>(this, { deps: false, list: false, all: false });
  }

  /** Reads the price lists' names (the customers load with the list, while it is shown). */
  async load(): Promise<void> {
    try {
      const page = await this.deps.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: MAX_PAGE_SIZE } });
      runInAction(() => (this.priceLists = new Map(page.items.map((p: PriceList) => [p.id, p.name]))));
    } catch (err) {
      console.error('Price lists error', err);
    }
  }

  /** A customer's price list's name, or null when it is not known. */
  priceListName(customer: BusinessCustomerSummary): string | null {
    return customer.priceListId == null ? null : (this.priceLists.get(customer.priceListId) ?? null);
  }

  private async customers(signal: AbortSignal): Promise<BusinessCustomerSummary[]> {
    if (!this.all) {
      const customers = await this.deps.api.call(endpoints.businessCustomer.list, { signal });
      this.all = [...customers].sort((a, b) => a.lastName.localeCompare(b.lastName, 'he'));
    }
    return this.all;
  }
}
