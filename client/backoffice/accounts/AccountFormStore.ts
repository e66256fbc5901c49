// The add-business-account form: email, password (6 or more) and the business customer: chosen
// from BusinessCustomer/List by an administrator, fixed to its own customer for a business user.
// Failures are mapped as SPEC.md section 8 says (-1002, -1006, anything else 'unknown error').
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary } from '@shared/contract/entities';
import { businessAccountErrorMessage } from '@shared/errors';
import { BusinessAccountDto, firstErrors, validateDto } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import { he } from '../he';
import type { RootStore } from '../../stores/RootStore';

const t = he.boAccount;
const FIELDS = ['email', 'password', 'businessCustomerId'];

export class AccountFormStore {
  email = '';
  password = '';
  /** The chosen customer id as the picker holds it ('' for none). */
  customerId = '';
  customers: BusinessCustomerSummary[] = [];
  customersLoading = false;
  customersError: string | null = null;
  errors: Record<string, string> = {};
  submitting = false;
  notice: Message | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AccountFormStore, 'root'>(this, { root: false });
  }

  /** Whether the form holds an address, a password or a customer not yet saved as an account (a created account clears them). */
  get unsaved(): boolean {
    return this.email.trim() !== '' || this.password !== '' || this.customerId !== '';
  }

  get isAdmin(): boolean {
    return this.root.session.userInfo?.userType === 'Administrator';
  }

  /** A business user's own customer, to which its new users are added. */
  get ownCustomer(): BusinessCustomerSummary | null {
    const user = this.root.session.userInfo;
    if (user?.userType !== 'Business' || !user.businessCustomer) return null;
    return { customerId: user.businessCustomer.customerId, lastName: user.businessCustomer.lastName };
  }

  /** Whether the signed-in user may add accounts at all. */
  get allowed(): boolean {
    return this.isAdmin || this.ownCustomer !== null;
  }

  setEmail(value: string): void {
    this.email = value;
    delete this.errors.email;
  }

  setPassword(value: string): void {
    this.password = value;
    delete this.errors.password;
  }

  setCustomer(value: string): void {
    this.customerId = value;
    delete this.errors.businessCustomerId;
  }

  /** Loads the customer picker (administrators only: BusinessCustomer/List is theirs). */
  async loadCustomers(): Promise<void> {
    if (!this.isAdmin || this.customersLoading) return;
    this.customersLoading = true;
    this.customersError = null;
    try {
      const customers = await this.root.api.call(endpoints.businessCustomer.list);
      runInAction(() => (this.customers = customers));
    } catch {
      runInAction(() => (this.customersError = t.customersFailed));
    } finally {
      runInAction(() => (this.customersLoading = false));
    }
  }

  /** Creates the account; true when created (the form is then emptied for the next one). */
  async submit(): Promise<boolean> {
    if (this.submitting || !this.allowed) return false;
    const customerId = this.ownCustomer?.customerId ?? (Number(this.customerId) || 0);
    const checked = validateDto(BusinessAccountDto, { email: this.email.trim(), password: this.password, businessCustomerId: customerId });
    this.notice = null;
    if (!checked.ok) {
      this.errors = firstErrors(checked.errors);
      return false;
    }
    this.errors = {};
    this.submitting = true;
    try {
      await this.root.api.call(endpoints.account.registerBusiness, { body: checked.value });
      runInAction(() => {
        this.notice = { tone: 'success', text: t.created(checked.value.email) };
        this.email = '';
        this.password = '';
        this.customerId = '';
      });
      return true;
    } catch (err) {
      runInAction(() => {
        const fields = isApiError(err) ? firstErrors(err.errors) : {};
        const known = Object.fromEntries(Object.entries(fields).filter(([k]) => FIELDS.includes(k)));
        if (Object.keys(known).length > 0) this.errors = known;
        else
          this.notice = {
            tone: 'error',
            text:
              isApiError(err) && err.status === 0 ? he.networkError : businessAccountErrorMessage(isApiError(err) ? err.code : undefined),
          };
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
