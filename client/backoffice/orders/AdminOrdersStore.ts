// Every order of every customer (Order/List with getAll=true), paged by the shared list store, and
// narrowed by a store manager's filters: one customer, a range of days (in Israel). The filtered
// orders export to CSV (every page of them, not only the one on screen), a row per order or a row
// per order line.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary, Order } from '@shared/contract/entities';
import type { OrderListQuery } from '@shared/contract/envelope';
import { isDay } from '@shared/rules/orderDays';
import { ORDER_STATUSES, type OrderStatus } from '@shared/rules/orderStatus';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import { PagedListStore } from '../../ui/PagedListStore';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { withErrorText } from '../lib/pagedLists';
import { orderLinesCsv, ordersCsv } from './ordersCsv';

/** The filters as the page's URL holds them: '' for none. */
export interface OrderFilters {
  /** A business customer's id. */
  customer: string;
  /** Days, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Where the orders stand now (capability 'order-status'); none when left out. */
  status?: string;
}

export const NO_FILTERS: OrderFilters = { customer: '', from: '', to: '', status: '' };

/** The exports: a row per order, or a row per order line. */
export type ExportKind = 'orders' | 'lines';

/** The most orders an export reads (pages of EXPORT_PAGE_SIZE). */
const EXPORT_PAGE_SIZE = 1000;
const EXPORT_MAX_PAGES = 50;

/** The all-orders list, its filters and its export. */
export class AdminOrdersStore {
  customers: BusinessCustomerSummary[] = [];
  /** The export under way, if any. */
  exporting: ExportKind | null = null;
  /** The export's failure line. */
  exportMessage: Message | null = null;
  /** The order whose status is being moved, if any (capability 'order-status'). */
  moving: number | null = null;
  /** What the last move of a status came to. */
  moveMessage: Message | null = null;
  readonly list: PagedListStore<Order>;

  /** `filters`: those the page's URL holds when it opens (the list starts with them). */
  constructor(
    private readonly deps: BackOfficeDeps,
    public filters: OrderFilters = NO_FILTERS,
  ) {
    this.list = new PagedListStore<Order>(
      withErrorText((query, signal) => this.deps.api.call(endpoints.order.list, { query: { ...query, ...this.query }, signal })),
    );
    makeAutoObservable<AdminOrdersStore, 'deps'>(this, { deps: false, list: false });
  }

  /** Why the filters cannot be asked for ('from' after 'to', a day that is not one), or null. */
  get filterError(): string | null {
    const { from, to } = this.filters;
    if ((from && !isDay(from)) || (to && !isDay(to))) return he.invalidDay;
    if (from && to && from > to) return he.fromAfterTo;
    return null;
  }

  /** Order/List's query for the filters (getAll: every customer's; a status only one the contract knows). */
  get query(): OrderListQuery {
    const { customer, from, to, status = '' } = this.filters;
    const customerId = Number(customer);
    return {
      getAll: true,
      ...(Number.isInteger(customerId) && customerId > 0 ? { customerId } : {}),
      ...(from ? { fromDate: from } : {}),
      ...(to ? { toDate: to } : {}),
      ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
    };
  }

  /** New filters (from the URL) start the list again at page 1; filters that cannot be asked for ask nothing. */
  setFilters(filters: OrderFilters): void {
    const same =
      filters.customer === this.filters.customer &&
      filters.from === this.filters.from &&
      filters.to === this.filters.to &&
      (filters.status ?? '') === (this.filters.status ?? '');
    if (same) return;
    this.filters = filters;
    this.exportMessage = null;
    if (this.filterError) return;
    this.list.pageNumber = 1;
    void this.list.load();
  }

  /**
   * Loads the business customers, for the customer filter (the list loads itself while shown). A
   * failure leaves the filter's choices empty: the filter still works by URL.
   */
  async load(): Promise<void> {
    try {
      const customers = await this.deps.api.call(endpoints.businessCustomer.list);
      runInAction(() => (this.customers = [...customers].sort((a, b) => a.lastName.localeCompare(b.lastName, 'he'))));
    } catch (err) {
      console.error('Business customers error', err);
    }
  }

  /**
   * Moves an order along (capability 'order-status'). The page is read again either way, so the order
   * shows its status as it is (or leaves a list filtered by its old one); a refusal (moved meanwhile
   * by someone else, the order gone) is said beside the list and changes nothing.
   */
  async moveStatus(order: Order, status: OrderStatus): Promise<void> {
    if (this.moving !== null) return;
    this.moving = order.id;
    this.moveMessage = null;
    try {
      await this.deps.api.call(endpoints.order.setStatus, { params: { orderId: order.id }, body: { status } });
      runInAction(() => (this.moveMessage = { tone: 'success', text: he.moved(order.orderNumber, he.status[status]) }));
    } catch (err) {
      const conflict = isApiError(err) && err.status === 409;
      runInAction(
        () =>
          (this.moveMessage = {
            tone: 'error',
            text: conflict ? he.moveConflict(order.orderNumber) : `${he.moveFailed(order.orderNumber)} ${errorText(err)}`,
          }),
      );
    } finally {
      runInAction(() => (this.moving = null));
    }
    // Read again whatever came of it: another store manager may have moved the order meanwhile.
    await this.list.load();
  }

  /**
   * Every filtered order (all pages) as CSV text, a row per order or per order line (with a
   * byte-order mark, so spreadsheets read the Hebrew), or null when it failed or one is under way.
   */
  async exportCsv(kind: ExportKind = 'orders'): Promise<string | null> {
    if (this.exporting || this.filterError) return null;
    this.exporting = kind;
    this.exportMessage = null;
    try {
      const orders = await this.allFiltered();
      return await (kind === 'orders' ? ordersCsv(orders) : orderLinesCsv(orders));
    } catch (err) {
      runInAction(() => (this.exportMessage = { tone: 'error', text: `${he.exportFailed} ${errorText(err)}` }));
      return null;
    } finally {
      runInAction(() => (this.exporting = null));
    }
  }

  /** Every order the filters keep, newest first, read a large page at a time. */
  private async allFiltered(): Promise<Order[]> {
    const orders: Order[] = [];
    for (let pageNumber = 1; pageNumber <= EXPORT_MAX_PAGES; pageNumber++) {
      const page = await this.deps.api.call(endpoints.order.list, { query: { ...this.query, pageNumber, pageSize: EXPORT_PAGE_SIZE } });
      orders.push(...page.items);
      if (page.items.length === 0 || pageNumber >= (page.totalPages ?? Math.ceil(page.totalCount / EXPORT_PAGE_SIZE))) break;
    }
    return orders;
  }
}
