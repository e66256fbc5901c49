// The account forms: /register (a business user for a customer: an administrator chooses the
// customer, a business user's own is fixed), /reset-password and /change-password. Every account
// error code the provider answers shows its Hebrew message (shared/errors.ts).
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessCustomerSummary, UserInfo } from '@shared/contract/entities';
import { AccountErrorCode, isAccountErrorCode, loginErrorMessage } from '@shared/errors';
import { BusinessAccountDto, ChangePasswordFormDto, ResetPasswordDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import { isApiError } from '../../api/ApiError';
import { he } from '../he';
import { errorText } from '../../components/errorText';
import type { BackOfficeDeps } from '../lib/deps';
import { FormState } from '../lib/FormState';
import { loadScreen, submitForm } from '../lib/screenState';

/** The message of a refused account call: its account code's, else why it could not be done. */
export function accountFailure(err: unknown): string {
  if (!isApiError(err)) return he.somethingWentWrong;
  if (isAccountErrorCode(err.code)) return loginErrorMessage(err.code);
  if (err.status === 403) return he.boAccountForms.forbidden;
  if (err.status === 0 || err.status === 401 || err.status >= 500) return errorText(err);
  return loginErrorMessage(err.code);
}

/** /register: an account for a business customer's user. */
export class RegisterFormStore {
  readonly form = new FormState();
  email = '';
  password = '';
  confirmPassword = '';
  /** The chosen customer ('' for none); fixed to its own for a business user. */
  customerId = '';
  /** The customers to choose from (an administrator's). */
  customers: BusinessCustomerSummary[] = [];
  loading = false;
  loadError: string | null = null;
  notFound = false;

  /** `user` is the signed-in user (an administrator chooses a customer; a business user has its own). */
  constructor(
    private readonly deps: BackOfficeDeps,
    private readonly user: UserInfo,
  ) {
    if (user.userType === 'Business' && user.businessCustomer) this.customerId = String(user.businessCustomer.customerId);
    makeAutoObservable<RegisterFormStore, 'deps' | 'user'>(this, { deps: false, user: false, form: false });
  }

  get choosesCustomer(): boolean {
    return this.user.userType === 'Administrator';
  }

  /** A business user's own customer, shown instead of the picker. */
  get fixedCustomer(): { customerId: number; lastName: string } | null {
    return this.choosesCustomer ? null : this.user.businessCustomer;
  }

  /** Administrator: loads the customers to choose from. */
  async load(): Promise<void> {
    if (!this.choosesCustomer) return;
    await loadScreen(
      this,
      () => this.deps.api.call(endpoints.businessCustomer.list),
      (customers) => (this.customers = customers),
    );
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  setCustomerId(value: string): void {
    if (this.choosesCustomer) this.customerId = value;
  }

  /** Checks and sends the form; true when the account was created (the form is then emptied). */
  async submit(): Promise<boolean> {
    if (this.form.busy) return false;
    const body = {
      email: this.email.trim(),
      password: this.password,
      businessCustomerId: this.customerId === '' ? 0 : Number(this.customerId),
    };
    const checked = this.form.check(BusinessAccountDto, body);
    const confirmError =
      this.confirmPassword === '' ? Msg.required : this.confirmPassword !== this.password ? Msg.passwordsDoNotMatch : null;
    this.form.setError('confirmPassword', confirmError);
    if (!checked || confirmError) return false;
    const result = await this.form.run(() => this.deps.api.call(endpoints.account.registerBusiness, { body }), {
      success: he.boAccountForms.registered(body.email),
      failure: accountFailure,
    });
    if (result.ok) {
      runInAction(() => {
        this.email = '';
        this.password = '';
        this.confirmPassword = '';
        if (this.choosesCustomer) this.customerId = '';
      });
    }
    return result.ok;
  }
}

/** /reset-password: asks the provider to reset an account's password. */
export class ResetPasswordFormStore {
  readonly form = new FormState();
  email = '';

  constructor(private readonly deps: BackOfficeDeps) {
    makeAutoObservable<ResetPasswordFormStore, 'deps'>(this, { deps: false, form: false });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  async submit(): Promise<boolean> {
    const email = this.email.trim();
    // The page answers the same whether or not the address has an account, even where a provider
    // tells them apart (-1001): whoever types an address learns nothing of who is registered.
    const reset = () =>
      this.deps.api.call(endpoints.account.resetPassword, { params: { email } }).catch((err: unknown) => {
        if (isApiError(err) && Number(err.code) === AccountErrorCode.EmailNotFound) return undefined;
        throw err;
      });
    const result = await submitForm(this.form, ResetPasswordDto, { email }, reset, {
      success: he.boAccountForms.resetSent,
      failure: accountFailure,
    });
    return result.ok;
  }
}

/** /change-password: the signed-in user's own password, the new one typed twice. */
export class ChangePasswordFormStore {
  readonly form = new FormState();
  oldPassword = '';
  newPassword = '';
  confirmPassword = '';

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly email: string,
    /** Given the provider's new token, when it answers a change with one (every earlier token has ended). */
    private readonly onNewToken: (token: string) => void = () => undefined,
  ) {
    makeAutoObservable<ChangePasswordFormStore, 'deps' | 'onNewToken'>(this, { deps: false, form: false, email: false, onNewToken: false });
  }

  setOldPassword(value: string): void {
    this.oldPassword = value;
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  async submit(): Promise<boolean> {
    const input = {
      email: this.email,
      oldPassword: this.oldPassword,
      newPassword: this.newPassword,
      confirmPassword: this.confirmPassword,
    };
    // The provider checks the confirmation too (-1005), so it travels with the request.
    const body: { email: string; oldPassword: string; newPassword: string } = input;
    const result = await submitForm(
      this.form,
      ChangePasswordFormDto,
      input,
      () => this.deps.api.call(endpoints.account.changePassword, { body }),
      {
        success: he.boAccountForms.changed,
        failure: accountFailure,
      },
    );
    if (result.ok) {
      if (typeof result.value === 'string' && result.value !== '') this.onNewToken(result.value);
      runInAction(() => {
        this.oldPassword = '';
        this.newPassword = '';
        this.confirmPassword = '';
      });
    }
    return result.ok;
  }
}
