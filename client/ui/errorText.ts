// The Hebrew text of a failed call, for 'שגיאה: ...' lines.
import { isApiError } from '../api/ApiError';
import { he, validationText } from '../i18n/he';

const HEBREW = /[\u0590-\u05FF]/;

/** A provider's message when it is written in Hebrew (a buyer may read it as it is), else null. */
export function hebrewMessage(message: string | null | undefined): string | null {
  return message && HEBREW.test(message) ? message : null;
}

/** What went wrong, in Hebrew: by status, or the provider's own message when it is written in Hebrew. */
export function errorText(err: unknown): string {
  if (!isApiError(err)) return err instanceof Error && HEBREW.test(err.message) ? err.message : he.somethingWentWrong;
  if (err.status === 0) return he.networkError;
  if (HEBREW.test(err.message)) return err.message;
  if (err.status === 401) return he.errorUnauthorized;
  if (err.status === 403) return he.errorForbidden;
  if (err.status === 404) return he.errorNotFound;
  if (err.status >= 500) return he.errorServer;
  return he.somethingWentWrong;
}

/**
 * A refusal's reason as the provider gave it: the Hebrew text of the message key of each field it
 * names (Item/Extensions/Update's 'displayOrder: displayOrderFromOne'), else errorText. For lines
 * that stand for a whole call (a bulk change's failures), where no form field shows the message.
 */
export function reasonText(err: unknown): string {
  if (isApiError(err)) {
    const texts = Object.values(err.errors)
      .map((keys) => keys[0])
      .filter((key): key is string => key !== undefined && key in he.validation)
      .map((key) => validationText(key));
    if (texts.length > 0) return [...new Set(texts)].join(' ');
  }
  return errorText(err);
}
