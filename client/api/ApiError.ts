// The one error every failed call becomes, whatever went wrong on the way.
import type { EnvelopeError, FieldErrors } from '@shared/contract/envelope';

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The envelope's error code (account codes are numbers), 'network' or 'bad_response'. */
    readonly code: number | string,
    message: string,
    /** Message keys by field, for forms. */
    readonly errors: FieldErrors = {},
    /** Extra data of the refusal (such as an order's changed lines). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** An ApiError from an envelope's error part. */
  static fromEnvelope(status: number, error: EnvelopeError | undefined): ApiError {
    return new ApiError(status, error?.code ?? status, error?.message ?? `HTTP ${status}`, error?.errors ?? {}, error?.details);
  }
}

/** Whether a call ended because its caller aborted it (a page left, a newer request): never a failure to show. */
export function isAborted(err: unknown): boolean {
  return (err as Error | null)?.name === 'AbortError';
}

/** Whether a value is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
