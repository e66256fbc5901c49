// The account forms: /register (the one account store, AccountFormStore.ts, with REGISTER_FORM),
// /reset-password and /change-password. Every account error code the provider responds with shows its
// Hebrew message (shared/errors.ts).
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { AccountErrorCode, isAccountErrorCode, loginErrorMessage } from '@shared/errors';
import { ChangePasswordFormDto, ResetPasswordDto, type ChangePasswordDto } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import { he } from './he';
import { errorText } from '../../ui/errorText';
import type { BackOfficeDeps } from '../lib/deps';
import { FormState } from '../lib/FormState';
import { submitForm } from '../lib/screenState';
import type { AccountFormOptions } from './AccountFormStore';

/** The message of a refused account call: its account code's, else why it could not be done. */
export function accountFailure(err: unknown): string {
  if (!isApiError(err)) return he.somethingWentWrong;
  if (isAccountErrorCode(err.code)) return loginErrorMessage(err.code);
  if (err.status === 403) return he.forbidden;
  if (err.status === 0 || err.status === 401 || err.status >= 500) return errorText(err);
  return loginErrorMessage(err.code);
}

/** /register's account form (AccountFormStore): the password typed twice, every account code in Hebrew. */
export const REGISTER_FORM: AccountFormOptions = {
  confirmsPassword: true,
  success: (email) => he.registered(email),
  failure: accountFailure,
};

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
    // The page responds the same whether or not the address has an account, even where a provider
    // tells them apart (-1001): whoever types an address learns nothing of who is registered.
    const reset = () =>
      this.deps.api.call(endpoints.account.resetPassword, { params: { email } }).catch((err: unknown) => {
        if (isApiError(err) && Number(err.code) === AccountErrorCode.EmailNotFound) return undefined;
        throw err;
      });
    const result = await submitForm(this.form, ResetPasswordDto, { email }, reset, {
      success: he.resetSent,
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
    /** Given the provider's new token, when it responds to a change with one (every earlier token has ended). */
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
    const body: ChangePasswordDto = input;
    const result = await submitForm(
      this.form,
      ChangePasswordFormDto,
      input,
      () => this.deps.api.call(endpoints.account.changePassword, { body }),
      {
        success: he.changed,
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
