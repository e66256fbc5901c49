// The base of the back office's list screens: one page of rows (the shared PagedListStore), the
// screen's message line, and a row's delete behind its confirmation (ask, cancel, confirm: one at a
// time, the line saying how it went, the page read again after). A list store says how to remove a
// row and what to say; the rest is here once. makeAutoObservable refuses a class with a superclass,
// so the base and each list store annotate their own members (makeObservable).
import { action, makeObservable, observable, runInAction } from 'mobx';
import { PagedListStore, type PageFetcher } from '../../ui/PagedListStore';
import type { Message } from './Message';
import { reloadAfterRemoval } from './pagedLists';
import { deletePending } from './screenState';

export abstract class ListScreenStore<T> {
  /** A paged, searchable list of the rows. */
  readonly list: PagedListStore<T>;
  /** The row waiting for the delete confirmation. */
  pendingDelete: T | null = null;
  deleting = false;
  /** The outcome of the last change, or a message carried over from another screen. */
  message: Message | null = null;

  constructor(fetchPage: PageFetcher<T>) {
    this.list = new PagedListStore<T>(fetchPage);
    makeObservable(this, {
      pendingDelete: observable,
      deleting: observable,
      message: observable,
      setMessage: action,
      askDelete: action,
      cancelDelete: action,
      confirmDelete: action,
    });
  }

  /** A message carried over from another screen (an update, a row not found). */
  setMessage(message: Message | null): void {
    this.message = message;
  }

  askDelete(row: T): void {
    this.pendingDelete = row;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /** Deletes the row waiting for confirmation: the line says how it went; once deleted, the page is read again. */
  async confirmDelete(): Promise<void> {
    await deletePending(this, async (target) => {
      runInAction(() => (this.message = null));
      try {
        await this.remove(target);
      } catch (err) {
        runInAction(() => (this.message = { tone: 'error', text: this.deleteFailure(target, err) }));
        return;
      }
      runInAction(() => (this.message = { tone: 'success', text: this.deleted(target) }));
      await this.afterDelete();
    });
  }

  /** The provider's delete of a row. */
  protected abstract remove(row: T): Promise<unknown>;
  /** The line once a row is deleted. */
  protected abstract deleted(row: T): string;
  /** The line when a delete failed. */
  protected abstract deleteFailure(row: T, err: unknown): string;

  /** After a delete: the page again (or the one before, for the last row of a later page). */
  protected afterDelete(): Promise<void> {
    return reloadAfterRemoval(this.list);
  }
}
