// Error codes the provider returns in the envelope's error.code, and their Hebrew messages.

/** The account error codes (docs/product.md §7.2). */
export const AccountErrorCode = {
  UserNotFound: -1000,
  EmailNotFound: -1001,
  EmailExists: -1002,
  InvalidPassword: -1003,
  TokenCreationFailed: -1004,
  PasswordsDoNotMatch: -1005,
  BusinessCustomerNotFound: -1006,
} as const;

/** One of the account error codes. */
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** The other codes the provider returns (strings, so they never collide with the account codes). */
export const ErrorCode = {
  Validation: 'validation_failed',
  BadJson: 'bad_json',
  UnknownParameter: 'unknown_parameter',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  OrderChanged: 'order_changed',
  /** An order whose total before VAT is below the store's minimum order (409, docs/product.md §5.11). */
  BelowMinimum: 'below_minimum',
  /** A change of an order that can no longer change: past its cutoff, being prepared, sent, delivered or cancelled (409, capability 'order-change'). */
  OrderClosed: 'order_closed',
  /** A buyer who keeps the most standing orders there may be asks for another (409, docs/product.md §5.12). */
  StandingLimit: 'standing_limit',
  /** The storefront's server cannot keep standing orders now (its store does not answer: 503). */
  Unavailable: 'service_unavailable',
  /** An Idempotency-Key sent again with a different body (422). */
  IdempotencyKeyReused: 'idempotency_key_reused',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  RateLimited: 'rate_limited',
  BadGateway: 'bad_gateway',
  GatewayTimeout: 'gateway_timeout',
  Internal: 'internal_error',
} as const;

/** One of the provider's non-account error codes. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The Hebrew message of each account error code. */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<AccountErrorCode, string>> = {
  [AccountErrorCode.UserNotFound]: 'המשתמש לא נמצא',
  [AccountErrorCode.EmailNotFound]: 'כתובת האימייל אינה רשומה במערכת',
  [AccountErrorCode.EmailExists]: 'כתובת האימייל כבר רשומה במערכת',
  [AccountErrorCode.InvalidPassword]: 'הסיסמה שגויה',
  [AccountErrorCode.TokenCreationFailed]: 'יצירת אסימון ההתחברות נכשלה',
  [AccountErrorCode.PasswordsDoNotMatch]: 'הסיסמאות אינן תואמות',
  [AccountErrorCode.BusinessCustomerNotFound]: 'הלקוח העסקי לא נמצא',
};

/** The fallback for any code without a message of its own. */
export const UNKNOWN_ERROR_MESSAGE = 'אירעה שגיאה לא ידועה';

/** Whether a value is one of the account error codes. */
export function isAccountErrorCode(code: unknown): code is AccountErrorCode {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(ACCOUNT_ERROR_MESSAGES, code);
}

/** The message the login form shows for a code: one per account code, else 'unknown error'. */
export function loginErrorMessage(code: unknown): string {
  return isAccountErrorCode(code) ? ACCOUNT_ERROR_MESSAGES[code] : UNKNOWN_ERROR_MESSAGE;
}

/** The message business-account creation shows: it knows only -1002 and -1006, everything else is 'unknown error'. */
export function businessAccountErrorMessage(code: unknown): string {
  if (code === AccountErrorCode.EmailExists || code === AccountErrorCode.BusinessCustomerNotFound) {
    return ACCOUNT_ERROR_MESSAGES[code];
  }
  return UNKNOWN_ERROR_MESSAGE;
}
