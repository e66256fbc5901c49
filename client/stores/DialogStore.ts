// Dialogs are URL state (docs/product.md §2.2): the store reads the current query string and opens
// or closes a dialog by navigating, so back and forward work.
import { makeAutoObservable } from 'mobx';
import { closeDialog, openDialog, readDialog, type DialogName, type DialogState } from '@shared/rules/dialog';

/** How the store changes the URL (react-router's navigate, given by the router bridge). */
export type Navigate = (to: { pathname: string; search: string }, options?: { replace?: boolean }) => void;

/**
 * Where the browser is (its path and query): a dialog opens or closes on it, not on the address drawn,
 * which a navigation still loading has already left (client/ui/browserAddress.ts).
 */
export type Here = () => { pathname: string; search: string };

export class DialogStore {
  search = '';
  private navigate: Navigate | null = null;
  private here: Here = () => ({ pathname: '/', search: this.search });

  constructor() {
    makeAutoObservable<DialogStore, 'navigate' | 'here'>(this, { navigate: false, here: false });
  }

  /** Called by the router bridge on every location drawn. */
  sync(search: string, navigate: Navigate, here: Here): void {
    this.search = search;
    this.navigate = navigate;
    this.here = here;
  }

  /** The open dialog, or null. */
  get current(): DialogState | null {
    return readDialog(new URLSearchParams(this.search));
  }

  /** Opens a dialog over the page the browser is at (a search a scanner just sent is still loading: over its results). */
  open(dialog: { d: DialogName; action?: string; itemId?: string; id?: string | number }, options?: { replace?: boolean }): void {
    const { pathname, search } = this.here();
    const next = openDialog(new URLSearchParams(search), dialog).toString();
    this.navigate?.({ pathname, search: next ? `?${next}` : '' }, options);
  }

  /** Closes the dialog the browser's address names; none (Back, a link in the dialog already followed): nothing to do. */
  close(): void {
    const { pathname, search } = this.here();
    const params = new URLSearchParams(search);
    if (!readDialog(params)) return;
    const next = closeDialog(params).toString();
    this.navigate?.({ pathname, search: next ? `?${next}` : '' });
  }
}
