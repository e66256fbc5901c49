// What the back-office list stores add around the shared PagedListStore: failures it can show,
// and the page to show after a row is removed.
import { isAborted } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import type { PagedListStore, PageFetcher } from '../../ui/PagedListStore';

/**
 * A page fetcher whose failures carry their text (the list shows an Error's message); an abort
 * passes as it is, so the list ignores it. `log` names any other failure in the console.
 */
export function withErrorText<T>(fetchPage: PageFetcher<T>, log?: string): PageFetcher<T> {
  return async (query, signal) => {
    try {
      return await fetchPage(query, signal);
    } catch (err) {
      // By name, as the api layer does: an abort from another realm (a DOMException) is no instanceof Error.
      if (isAborted(err)) throw err;
      if (log) console.error(log, err);
      throw new Error(errorText(err), { cause: err });
    }
  };
}

/** After a row is removed: back a page when it was the last row of a later page (rather than show an empty one), else the page again. */
export async function reloadAfterRemoval<T>(list: PagedListStore<T>): Promise<void> {
  if (list.items.length === 1 && list.hasPrevious) list.previous();
  else await list.load();
}
