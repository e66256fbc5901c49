// The base of the back office's list screens: one page of rows (the shared PagedListStore) and a
// row's delete behind its confirmation (DeleteScreenStore), the page read again after it.
import { PagedListStore, type PageFetcher } from '../../ui/PagedListStore';
import { DeleteScreenStore } from './DeleteScreenStore';
import { reloadAfterRemoval } from './pagedLists';

export abstract class ListScreenStore<T> extends DeleteScreenStore<T> {
  /** A paged, searchable list of the rows. */
  readonly list: PagedListStore<T>;

  constructor(fetchPage: PageFetcher<T>) {
    super();
    this.list = new PagedListStore<T>(fetchPage);
  }

  /** After a delete: the page again (or the one before, for the last row of a later page). */
  protected override afterDelete(): Promise<void> {
    return reloadAfterRemoval(this.list);
  }
}
