// Dialogs are URL state (docs/product.md §2.2): the store reads the current query string and opens
// or closes a dialog by navigating, so back and forward work.
import { makeAutoObservable } from 'mobx';
import { closeDialog, openDialog, readDialog, type DialogName, type DialogState } from '@shared/rules/dialog';

/** How the store changes the URL (react-router's navigate, given by the router bridge). */
export type Navigate = (to: { search: string }, options?: { replace?: boolean }) => void;

export class DialogStore {
  search = '';
  private navigate: Navigate | null = null;

  constructor() {
    makeAutoObservable<DialogStore, 'navigate'>(this, { navigate: false });
  }

  /** Called by the router bridge on every location change. */
  sync(search: string, navigate: Navigate): void {
    this.search = search;
    this.navigate = navigate;
  }

  /** The open dialog, or null. */
  get current(): DialogState | null {
    return readDialog(new URLSearchParams(this.search));
  }

  open(dialog: { d: DialogName; action?: string; itemId?: string; id?: string | number }, options?: { replace?: boolean }): void {
    const next = openDialog(new URLSearchParams(this.search), dialog).toString();
    this.navigate?.({ search: next ? `?${next}` : '' }, options);
  }

  close(): void {
    const next = closeDialog(new URLSearchParams(this.search)).toString();
    this.navigate?.({ search: next ? `?${next}` : '' });
  }
}
