// Asks the server whether it can open a sealed order-document token (GET /documents/<token>
// redirects to the document, or answers 404 for a tampered or foreign token), without following.

/** 'found' when the server redirects, 'missing' for a definite 404, 'unknown' when it cannot tell. */
export type DocumentStatus = 'found' | 'missing' | 'unknown';

/** The path of the download link of a sealed document token. */
export function documentPath(token: string): string {
  return `/documents/${encodeURIComponent(token)}`;
}

/** Checks a sealed token with a HEAD request that does not follow the redirect. */
export async function documentStatus(token: string, fetchFn: typeof fetch = fetch, signal?: AbortSignal): Promise<DocumentStatus> {
  try {
    const response = await fetchFn(documentPath(token), { method: 'HEAD', redirect: 'manual', cache: 'no-store', credentials: 'same-origin', signal });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.ok) return 'found';
    return response.status === 404 ? 'missing' : 'unknown';
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    return 'unknown';
  }
}
