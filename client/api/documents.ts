// Asks the server whether it can open a sealed order-document token (GET /documents/<token>
// streams the document from the provider, or responds 404 for a tampered or foreign token).

import { isAborted } from './ApiError';

/** 'found' when the server has the document (200, or a redirect from an older server), 'missing' for a definite 404, 'unknown' when it cannot tell. */
export type DocumentStatus = 'found' | 'missing' | 'unknown';

/** The path of the download link of a sealed document token. */
export function documentPath(token: string): string {
  return `/documents/${encodeURIComponent(token)}`;
}

/** Checks a sealed token with a HEAD request (the document's head only, no body). */
export async function documentStatus(token: string, fetchFn: typeof fetch = fetch, signal?: AbortSignal): Promise<DocumentStatus> {
  try {
    const response = await fetchFn(documentPath(token), {
      method: 'HEAD',
      redirect: 'manual',
      cache: 'no-store',
      credentials: 'same-origin',
      signal,
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.ok) return 'found';
    return response.status === 404 ? 'missing' : 'unknown';
  } catch (err) {
    if (isAborted(err)) throw err;
    return 'unknown';
  }
}
