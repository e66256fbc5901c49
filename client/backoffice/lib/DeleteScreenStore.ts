// The base of the back office's screens that delete a row behind its confirmation (ask, cancel,
// confirm: one at a time, the screen's message line saying how it went). A store says how to remove
// a row, what to say and what follows; the rest is here once. makeAutoObservable refuses a class with
// a superclass, so the base and each store annotate their own members (makeObservable).
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Message } from './Message';
import { deletePending } from './screenState';

export abstract class DeleteScreenStore<T> {
  /** The row waiting for the delete confirmation. */
  pendingDelete: T | null = null;
  deleting = false;
  /** The outcome of the last change, or a message carried over from another screen. */
  message: Message | null = null;

  constructor() {
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

  /** Deletes the row waiting for confirmation: the line says how it went; once deleted, what follows (`afterDelete`). */
  async confirmDelete(): Promise<void> {
    await deletePending(this, async (target) => {
      runInAction(() => this.beforeDelete());
      try {
        await this.remove(target);
      } catch (err) {
        runInAction(() => (this.message = { tone: 'error', text: this.deleteFailure(target, err) }));
        return;
      }
      runInAction(() => (this.message = { tone: 'success', text: this.deleted(target) }));
      await this.afterDelete(target);
    });
  }

  /** The provider's delete of a row. */
  protected abstract remove(row: T): Promise<unknown>;
  /** The line once a row is deleted. */
  protected abstract deleted(row: T): string;
  /** The line when a delete failed. */
  protected abstract deleteFailure(row: T, err: unknown): string;

  /** As a delete begins: the last line goes. */
  protected beforeDelete(): void {
    this.message = null;
  }

  /** After a delete: nothing more, unless the store says. */
  protected async afterDelete(_row: T): Promise<void> {}
}
