// One customer's card (/customers/{customerId}): its details (BusinessCustomer/{id}, else what
// BusinessCustomer/List says of it), its price list and the change of it, its users (the accounts
// list's store, for this customer; adding one with the add-account form's store, preset to it; a
// password reset through the reset form's store), and its newest orders (its insights are the server's:
// CustomerInsights.tsx). Each part loads, fails and is tried again on its own, so a failed orders read
// still leaves the price list changeable.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { pageCounts } from '../../api/pages';
import type { BusinessCustomerSummary, Order, PriceList } from '@shared/contract/entities';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import type { RootStore } from '../../app/RootStore';
import { errorText } from '../../ui/errorText';
import { AccountFormStore, AccountListStore, ResetPasswordFormStore } from '../accounts';
import { he } from './he';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { FormState, hasStatus } from '../lib/FormState';
import type { Message } from '../lib/Message';
import { loadScreen } from '../lib/screenState';

/** How many of the newest orders the card reads and shows (its insights are the server's, from every order). */
export const ORDERS_SHOWN = 10;

/** A customer as the card shows it: contact details only when the provider gives them. */
export interface CustomerView {
  customerId: number;
  lastName: string;
  firstName?: string;
  phone?: string;
  email?: string;
  /** null: on no list; undefined: the provider does not say. */
  priceListId?: number | null;
}

type CardDeps = BackOfficeDeps & Pick<RootStore, 'session'>;

export class CustomerCardStore {
  customer: CustomerView | null = null;
  loading = false;
  loadError: string | null = null;
  notFound = false;
  /** Whether the provider gives one customer's details (and so, the card takes it, changes its price list). */
  detailsOffered = true;

  priceLists: PriceList[] = [];
  priceListsError: string | null = null;
  /** The price list chosen in the select, as its value ('' for none). */
  chosenPriceList = '';
  readonly priceListForm = new FormState();

  orders: Order[] = [];
  ordersTotal = 0;
  ordersLoading = false;
  ordersError: string | null = null;
  /** Set once the orders were read at least once (the insights wait for them). */
  ordersLoaded = false;

  readonly users: AccountListStore;
  /** The add-user form, while it is open. */
  addUser: AccountFormStore | null = null;
  /** The address whose password is being reset. */
  resetting: string | null = null;
  /** The outcome of the last reset. */
  userMessage: Message | null = null;

  constructor(
    private readonly deps: CardDeps,
    readonly customerId: number,
  ) {
    this.users = new AccountListStore(deps, customerId);
    makeAutoObservable<CustomerCardStore, 'deps'>(this, { deps: false, customerId: false, users: false, priceListForm: false });
  }

  /** The customer's price list's name, or null when it has none or it is not known. */
  get priceListName(): string | null {
    const id = this.customer?.priceListId;
    return id == null ? null : (this.priceLists.find((p) => p.id === id)?.name ?? null);
  }

  /** Whether the card may change the customer's list: the provider gives the customer's details and lists. */
  get canChangePriceList(): boolean {
    return this.detailsOffered && this.priceLists.length > 0;
  }

  /** The orders the table shows (the newest). */
  get recentOrders(): Order[] {
    return this.orders;
  }

  /** Loads every part of the card at once (the users list loads itself while shown). */
  async load(): Promise<void> {
    await Promise.all([this.loadCustomer(), this.loadPriceLists(), this.loadOrders()]);
  }

  /** The customer: its details, else (a provider without the call answers 404) its row of the customer list. */
  async loadCustomer(): Promise<void> {
    await loadScreen(
      this,
      async () => {
        try {
          const details = await this.deps.api.call(endpoints.businessCustomer.get, { params: { customerId: this.customerId } });
          return { details, listed: undefined };
        } catch (err) {
          if (!hasStatus(err, 404)) throw err;
          const listed = (await this.deps.api.call(endpoints.businessCustomer.list)).find((c) => c.customerId === this.customerId);
          return { details: undefined, listed };
        }
      },
      (found) => {
        if (found.details) {
          this.detailsOffered = true;
          this.setCustomer(found.details);
        } else if (found.listed) {
          this.detailsOffered = false;
          this.setCustomer(found.listed);
        } else this.notFound = true;
      },
    );
  }

  async loadPriceLists(): Promise<void> {
    this.priceListsError = null;
    try {
      const page = await this.deps.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: MAX_PAGE_SIZE } });
      runInAction(() => (this.priceLists = [...page.items].sort((a, b) => a.name.localeCompare(b.name, 'he'))));
    } catch (err) {
      runInAction(() => (this.priceListsError = errorText(err)));
    }
  }

  /** The customer's newest orders (every customer's list, narrowed to this one). */
  async loadOrders(): Promise<void> {
    this.ordersLoading = true;
    this.ordersError = null;
    try {
      const page = await this.deps.api.call(endpoints.order.list, {
        query: { getAll: true, customerId: this.customerId, pageNumber: 1, pageSize: ORDERS_SHOWN },
      });
      runInAction(() => {
        this.orders = page.items;
        // As many as it sent at least, and no more when it sent fewer than asked (pageCounts).
        this.ordersTotal = pageCounts(page, 1, ORDERS_SHOWN).totalCount;
        this.ordersLoaded = true;
      });
    } catch (err) {
      runInAction(() => (this.ordersError = errorText(err)));
    } finally {
      runInAction(() => (this.ordersLoading = false));
    }
  }

  setChosenPriceList(value: string): void {
    this.chosenPriceList = value;
    this.priceListForm.reset();
  }

  /** Moves the customer to the chosen list; true when saved (the card then shows it as the customer's). */
  async savePriceList(): Promise<boolean> {
    const customer = this.customer;
    const priceListId = Number(this.chosenPriceList);
    const target = this.priceLists.find((p) => p.id === priceListId);
    if (!customer || !target || this.priceListForm.busy) return false;
    if (customer.priceListId === priceListId) {
      this.priceListForm.setFailure(he.priceListSame);
      return false;
    }
    const result = await this.priceListForm.run(
      () => this.deps.api.call(endpoints.businessCustomer.setPriceList, { params: { customerId: customer.customerId, priceListId } }),
      {
        success: he.priceListSaved(target.name),
        failure: (err) => `${he.priceListFailed} ${errorText(err)}`,
      },
    );
    if (!result.ok) return false;
    runInAction(() => {
      if (this.customer) this.customer.priceListId = priceListId;
    });
    // This browser's cached storefront prices were read under the old list.
    await invalidateItems(this.deps);
    return true;
  }

  /** Opens the add-user form, its customer this one. */
  openAddUser(): void {
    const customer = this.customer;
    if (!customer) return;
    const summary: BusinessCustomerSummary = { customerId: customer.customerId, lastName: customer.lastName };
    this.addUser = new AccountFormStore(this.deps, undefined, summary);
  }

  closeAddUser(): void {
    this.addUser = null;
  }

  /** A user was added: the users list is read again. */
  async userAdded(): Promise<void> {
    await this.users.list.load();
  }

  /** Sends a user a password reset (the reset form's call); says which address it went to, or why not. */
  async resetPassword(email: string): Promise<boolean> {
    if (this.resetting) return false;
    this.resetting = email;
    this.userMessage = null;
    const reset = new ResetPasswordFormStore(this.deps);
    reset.setEmail(email);
    const ok = await reset.submit();
    runInAction(() => {
      this.resetting = null;
      this.userMessage = ok
        ? { tone: 'success', text: he.resetSent(email) }
        : { tone: 'error', text: `${he.resetFailed(email)} ${reset.form.failure ?? ''}`.trim() };
    });
    return ok;
  }

  private setCustomer(customer: CustomerView): void {
    this.customer = { ...customer };
    this.chosenPriceList = customer.priceListId == null ? '' : String(customer.priceListId);
  }
}
