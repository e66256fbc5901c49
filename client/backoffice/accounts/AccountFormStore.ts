// A new business account: email, password (6 or more) and the business customer: chosen from
// BusinessCustomer/List by an administrator, fixed to its own customer for a business user. One
// store for both screens that create one: the add-account dialog (failures mapped as docs/product.md
// §7.2 says: -1002, -1006, anything else 'unknown error') and /register (the password typed
// twice, every account code in Hebrew: AccountFormsStore.ts's REGISTER_FORM).
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary } from '@shared/contract/entities';
import { businessAccountErrorMessage } from '@shared/errors';
import { BusinessAccountDto, firstErrors, RegisterBusinessFormDto } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import type { RootStore } from '../../app/RootStore';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';
import { FormState } from '../lib/FormState';
import { loadScreen, submitForm } from '../lib/screenState';

const FIELDS = ['email', 'password', 'businessCustomerId'];

/**
 * The failure line of a refused account: none when the provider named one of the form's fields
 * (its message is under that field), else the message for its code (docs/product.md §7.2).
 */
function accountFailure(err: unknown): string {
  if (!isApiError(err)) return businessAccountErrorMessage(undefined);
  if (Object.keys(firstErrors(err.errors)).some((field) => FIELDS.includes(field))) return '';
  return err.status === 0 ? he.networkError : businessAccountErrorMessage(err.code);
}

/** What differs between the screens that create a business account. */
export interface AccountFormOptions {
  /** Whether the password is asked twice (checked by RegisterBusinessFormDto). */
  confirmsPassword: boolean;
  success(email: string): string;
  failure(err: unknown): string;
}

/** The add-account dialog's. */
export const ADD_ACCOUNT_FORM: AccountFormOptions = { confirmsPassword: false, success: he.created, failure: accountFailure };

export class AccountFormStore {
  readonly form = new FormState();
  email = '';
  password = '';
  /** The password again (asked only when `confirmsPassword`). */
  confirmPassword = '';
  /** The chosen customer id as the picker holds it ('' for none). */
  customerId = '';
  /** The customer picker's choices (an administrator's). */
  customers: BusinessCustomerSummary[] = [];
  loading = false;
  loadError: string | null = null;
  notFound = false;

  /** `customer`: the customer every account of this form is for (the customer card's add-user form: no picker). */
  constructor(
    private readonly deps: BackOfficeDeps & Pick<RootStore, 'session'>,
    readonly options: AccountFormOptions = ADD_ACCOUNT_FORM,
    private readonly customer: BusinessCustomerSummary | null = null,
  ) {
    makeAutoObservable<AccountFormStore, 'deps' | 'customer'>(this, { deps: false, form: false, options: false, customer: false });
  }

  /** Whether the form holds an address, a password or a customer not yet saved as an account (a created account clears them). */
  get unsaved(): boolean {
    return this.email.trim() !== '' || this.password !== '' || this.confirmPassword !== '' || this.customerId !== '';
  }

  get isAdmin(): boolean {
    return this.deps.session.userInfo?.userType === 'Administrator';
  }

  /** The customer new users are added to: the form's own (the customer card's), else a business user's own customer. */
  get ownCustomer(): BusinessCustomerSummary | null {
    if (this.customer && this.isAdmin) return this.customer;
    const user = this.deps.session.userInfo;
    if (user?.userType !== 'Business' || !user.businessCustomer) return null;
    return { customerId: user.businessCustomer.customerId, lastName: user.businessCustomer.lastName };
  }

  /** Whether the signed-in user may add accounts at all. */
  get allowed(): boolean {
    return this.isAdmin || this.ownCustomer !== null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.form.setError('email', null);
  }

  setPassword(value: string): void {
    this.password = value;
    this.form.setError('password', null);
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
    this.form.setError('confirmPassword', null);
  }

  setCustomer(value: string): void {
    this.customerId = value;
    this.form.setError('businessCustomerId', null);
  }

  /** Loads the customer picker (administrators only: BusinessCustomer/List is theirs). */
  async load(): Promise<void> {
    if (!this.isAdmin || this.customer || this.loading) return;
    await loadScreen(
      this,
      () => this.deps.api.call(endpoints.businessCustomer.list),
      (customers) => (this.customers = customers),
    );
  }

  /** Creates the account; true when created (the form is then emptied for the next one). */
  async submit(): Promise<boolean> {
    if (!this.allowed) return false;
    const input = {
      email: this.email.trim(),
      password: this.password,
      businessCustomerId: this.ownCustomer?.customerId ?? (Number(this.customerId) || 0),
    };
    const { confirmsPassword, success, failure } = this.options;
    const result = await submitForm(
      this.form,
      confirmsPassword ? RegisterBusinessFormDto : BusinessAccountDto,
      confirmsPassword ? { ...input, confirmPassword: this.confirmPassword } : input,
      () => this.deps.api.call(endpoints.account.registerBusiness, { body: input }),
      { success: success(input.email), failure },
    );
    if (result.ok) this.clear();
    return result.ok;
  }

  private clear(): void {
    this.email = '';
    this.password = '';
    this.confirmPassword = '';
    this.customerId = '';
  }
}
