// The state every back-office form shares: busy while a call runs, one message key per field
// (from the form's own DTO check or from the provider's `errors` object), and one failure or
// success line. Form stores hold one and call `check` before and `run` around their call.
import { makeAutoObservable } from 'mobx';
import type { ClassConstructor } from 'class-transformer';
import { firstErrors, validateDto } from '@shared/validation';
import type { Api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import type { Message } from './Message';

/** What the back-office stores need of the api: its one `call` (tests give a stub). */
export type ApiCaller = Pick<Api, 'call'>;

/** Whether a failure was a refusal of the given HTTP status. */
export const hasStatus = (err: unknown, status: number): boolean => isApiError(err) && err.status === status;

/**
 * A failure line: the form's own message, followed by the reason when the reason is not the
 * form's business (no connection, signed out, no permission, the server down).
 */
export function failedWith(message: string, err: unknown): string {
  if (isApiError(err) && [400, 404, 409].includes(err.status)) return message;
  return `${message} ${errorText(err)}`;
}

/** A form field's text as a number: blank is undefined (so 'required' shows), anything else Number(). */
export function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export class FormState {
  busy = false;
  /** Message key (or text) per field. */
  errors: Record<string, string> = {};
  failure: string | null = null;
  success: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** The form's line as a Message: its failure, else its success, else none. */
  get message(): Message | null {
    if (this.failure) return { tone: 'error', text: this.failure };
    if (this.success) return { tone: 'success', text: this.success };
    return null;
  }

  /** Checks input against a DTO: the typed value, or null with the field messages set. */
  check<T extends object>(dto: ClassConstructor<T>, input: object): T | null {
    const result = validateDto(dto, input);
    this.errors = result.ok ? {} : firstErrors(result.errors);
    this.failure = null;
    this.success = null;
    return result.ok ? result.value : null;
  }

  /** Sets or clears one field's message. */
  setError(field: string, key: string | null): void {
    if (key) this.errors = { ...this.errors, [field]: key };
    else if (field in this.errors) {
      const { [field]: _removed, ...rest } = this.errors;
      this.errors = rest;
    }
  }

  /** Sets the failure line (a check that fails before any call). */
  setFailure(message: string): void {
    this.failure = message;
  }

  /**
   * Runs a call: busy meanwhile; on success the success line; on failure the provider's field
   * messages and the failure line (`failure` chooses it; by default the call's error text).
   */
  async run<R>(
    work: () => Promise<R>,
    messages: { success?: string; failure?: (err: unknown) => string } = {},
  ): Promise<{ ok: true; value: R } | { ok: false; error: unknown }> {
    this.start();
    try {
      const value = await work();
      this.succeed(messages.success ?? null);
      return { ok: true, value };
    } catch (err) {
      this.fail(err, messages.failure ? messages.failure(err) : errorText(err));
      return { ok: false, error: err };
    }
  }

  /** Clears the messages (a new attempt, a new screen). */
  reset(): void {
    this.errors = {};
    this.failure = null;
    this.success = null;
  }

  private start(): void {
    this.busy = true;
    this.failure = null;
    this.success = null;
  }

  private succeed(message: string | null): void {
    this.busy = false;
    this.errors = {};
    this.success = message;
  }

  private fail(err: unknown, message: string): void {
    this.busy = false;
    if (isApiError(err) && Object.keys(err.errors).length > 0) this.errors = firstErrors(err.errors);
    this.failure = message;
  }
}
