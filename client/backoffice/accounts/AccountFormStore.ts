// The add-business-account form: email, password (6 or more) and the business customer: chosen
// from BusinessCustomer/List by an administrator, fixed to its own customer for a business user.
// Failures are mapped as SPEC.md section 8 says (-1002, -1006, anything else 'unknown error').
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary } from '@shared/contract/entities';
import { businessAccountErrorMessage } from '@shared/errors';
import { BusinessAccountDto, firstErrors } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { he } from '../he';
import type { BackOfficeDeps } from '../lib/deps';
import { FormState } from '../lib/FormState';
import { loadScreen, submitForm } from '../lib/screenState';

const t = he.boAccount;
const FIELDS = ['email', 'password', 'businessCustomerId'];

/**
 * The failure line of a refused account: none when the provider named one of the form's fields
 * (its message is under that field), else SPEC.md section 8's message for its code.
 */
function accountFailure(err: unknown): string {
  if (!isApiError(err)) return businessAccountErrorMessage(undefined);
  if (Object.keys(firstErrors(err.errors)).some((field) => FIELDS.includes(field))) return '';
  return err.status === 0 ? he.networkError : businessAccountErrorMessage(err.code);
}

export class AccountFormStore {
  readonly form = new FormState();
  email = '';
  password = '';
  /** The chosen customer id as the picker holds it ('' for none). */
  customerId = '';
  /** The customer picker's choices (an administrator's). */
  customers: BusinessCustomerSummary[] = [];
  loading = false;
  loadError: string | null = null;
  notFound = false;

  constructor(private readonly deps: BackOfficeDeps & Pick<RootStore, 'session'>) {
    makeAutoObservable<AccountFormStore, 'deps'>(this, { deps: false, form: false });
  }

  /** Whether the form holds an address, a password or a customer not yet saved as an account (a created account clears them). */
  get unsaved(): boolean {
    return this.email.trim() !== '' || this.password !== '' || this.customerId !== '';
  }

  get isAdmin(): boolean {
    return this.deps.session.userInfo?.userType === 'Administrator';
  }

  /** A business user's own customer, to which its new users are added. */
  get ownCustomer(): BusinessCustomerSummary | null {
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

  setCustomer(value: string): void {
    this.customerId = value;
    this.form.setError('businessCustomerId', null);
  }

  /** Loads the customer picker (administrators only: BusinessCustomer/List is theirs). */
  async load(): Promise<void> {
    if (!this.isAdmin || this.loading) return;
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
    const result = await submitForm(
      this.form,
      BusinessAccountDto,
      input,
      () => this.deps.api.call(endpoints.account.registerBusiness, { body: input }),
      { success: t.created(input.email), failure: accountFailure },
    );
    if (result.ok) this.clear();
    return result.ok;
  }

  private clear(): void {
    this.email = '';
    this.password = '';
    this.customerId = '';
  }
}
