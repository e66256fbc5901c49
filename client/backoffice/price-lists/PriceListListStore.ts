// The price list list (/priceLists): the shared paged list, the customers who buy at each list
// (BusinessCustomer/List, where the provider names each customer's list), and delete after a
// confirmation. The provider refuses to delete a list a customer buys from (409): the refusal names
// those customers (its details, else the customers the screen knows of).
import type { BackOfficeDeps } from '../lib/deps';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary, PriceList } from '@shared/contract/entities';
import { errorText } from '../../ui/errorText';
import { he } from './he';
import { failedWith, hasStatus } from '../lib/FormState';
import { isApiError } from '../../api/ApiError';
import { ListScreenStore } from '../lib/ListScreenStore';
import { reloadAfterRemoval } from '../lib/pagedLists';

/** The customers a 409 refusal's details name, or null when it names none. */
function customersIn(err: unknown): BusinessCustomerSummary[] | null {
  const details = isApiError(err) ? err.details : undefined;
  const customers = (details as { customers?: unknown } | null | undefined)?.customers;
  if (!Array.isArray(customers)) return null;
  const named = customers.filter(
    (c): c is BusinessCustomerSummary => typeof c === 'object' && c !== null && typeof (c as BusinessCustomerSummary).lastName === 'string',
  );
  return named.length > 0 ? named : null;
}

export class PriceListListStore extends ListScreenStore<PriceList> {
  /** The business customers, each with its price list when the provider tells it (null until loaded). */
  customers: BusinessCustomerSummary[] | null = null;
  customersLoading = false;
  customersError: string | null = null;

  constructor(private readonly deps: BackOfficeDeps) {
    super((query, signal) => deps.api.call(endpoints.priceList.list, { query, signal }));
    makeObservable<PriceListListStore>(this, {
      customers: observable,
      customersLoading: observable,
      customersError: observable,
      load: action,
      knowsCustomers: computed,
    });
  }

  /** Loads the customers, for the column of who buys at each list (the list loads itself while shown). */
  async load(): Promise<void> {
    this.customersLoading = true;
    this.customersError = null;
    try {
      const customers = await this.deps.api.call(endpoints.businessCustomer.list, {});
      runInAction(() => (this.customers = customers));
    } catch (err) {
      runInAction(() => (this.customersError = errorText(err)));
    } finally {
      runInAction(() => (this.customersLoading = false));
    }
  }

  /** Whether the provider tells which list each customer buys at (a provider may leave it out: then no column). */
  get knowsCustomers(): boolean {
    return this.customers?.some((c) => c.priceListId !== undefined) ?? false;
  }

  /** The customers who buy at a list. */
  customersOf(priceListId: number): BusinessCustomerSummary[] {
    return this.customers?.filter((c) => c.priceListId === priceListId) ?? [];
  }

  protected remove(target: PriceList): Promise<unknown> {
    return this.deps.api.call(endpoints.priceList.delete, { params: { id: target.id } });
  }

  protected deleted(): string {
    return he.deleted;
  }

  /** After a delete, the page is read again without waiting for it. */
  protected override async afterDelete(): Promise<void> {
    void reloadAfterRemoval(this.list);
  }

  /** Why a delete failed: for a list in use, the customers on it (as the refusal names them, else as this screen knows them). */
  protected deleteFailure(target: PriceList, err: unknown): string {
    if (!hasStatus(err, 409)) return failedWith(he.deleteFailed, err);
    const customers = customersIn(err) ?? this.customersOf(target.id);
    const reason = customers.length > 0 ? he.inUseBy(customers.map((c) => c.lastName)) : he.deleteInUse;
    return `${he.deleteFailed} ${reason}`;
  }
}
