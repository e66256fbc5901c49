// The provider's refusals: one error type carrying the envelope's status and code. The store
// throws them (the status is part of the contract), the HTTP layer turns them into the envelope.
import type { EnvelopeError, FieldErrors } from '@shared/contract/envelope';
import { ACCOUNT_ERROR_MESSAGES, type AccountErrorCode, ErrorCode } from '@shared/errors';

/** A refusal with its HTTP status (equal to the envelope's statusCode) and error code. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message?: string,
    readonly errors?: FieldErrors,
    readonly details?: unknown,
  ) {
    super(message ?? String(code));
  }

  /** The envelope's error part. */
  toError(): EnvelopeError {
    const error: EnvelopeError = { code: this.code, message: this.message };
    if (this.errors) error.errors = this.errors;
    if (this.details !== undefined) error.details = this.details;
    return error;
  }
}

/** 400 with the fields that failed. */
export const validationError = (errors: FieldErrors, message = 'validation failed') =>
  new ProviderError(400, ErrorCode.Validation, message, errors);
/** 404 for an unknown id. */
export const notFound = (what: string) => new ProviderError(404, ErrorCode.NotFound, `${what} not found`);
/** 409 for a request that conflicts with the stored data. */
export const conflict = (message: string, details?: unknown) => new ProviderError(409, ErrorCode.Conflict, message, undefined, details);

/** An account error (-1000..-1006) with its status. */
export function accountError(code: AccountErrorCode, status: number): ProviderError {
  return new ProviderError(status, code, ACCOUNT_ERROR_MESSAGES[code]);
}

/** 403: the caller may not do this. */
export const forbidden = (message = 'not allowed for this user') => new ProviderError(403, ErrorCode.Forbidden, message);
/** 401: no valid token. */
export const unauthorized = (message = 'a valid token is required') => new ProviderError(401, ErrorCode.Unauthorized, message);
/** 400 for one field, with its message key. */
export const fieldError = (field: string, key: string, message = 'validation failed') => validationError({ [field]: [key] }, message);
