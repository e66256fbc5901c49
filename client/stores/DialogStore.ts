// Dialogs are URL state (docs/product.md §2.2): the store reads the query string drawn and opens or
// closes a dialog by navigating, so back and forward work. It opens and closes them where the buyer
// is (the location store), not on the address drawn, which a navigation still loading has already left.
import { makeAutoObservable } from 'mobx';
import { closeDialog, openDialog, readDialog, type DialogName, type DialogState } from '@shared/rules/dialog';
import type { LocationStore } from './LocationStore';

/** What the store takes of the location store: where the buyer is, and how to change it. */
export type DialogLocation = Pick<LocationStore, 'here' | 'navigate'>;

/** How a dialog opens. */
export interface OpenOptions {
  /** In place of the current history entry. */
  replace?: boolean;
  /** A page's own dialog (opened by the page, not by a press): only while the browser is still at this path. */
  page?: string;
}

export class DialogStore {
  search = '';

  constructor(private readonly location: DialogLocation) {
    makeAutoObservable<DialogStore, 'location'>(this, { location: false });
  }

  /** Called by the layout on every location drawn. */
  sync(search: string): void {
    this.search = search;
  }

  /** The open dialog (as drawn), or null. */
  get current(): DialogState | null {
    return readDialog(new URLSearchParams(this.search));
  }

  /** Opens a dialog over the page the browser is at (a scanned code's results still loading: over them). */
  open(dialog: { d: DialogName; action?: string; itemId?: string; id?: string | number }, options: OpenOptions = {}): void {
    const { pathname, search } = this.location.here;
    if (options.page !== undefined && options.page !== pathname) return;
    const next = openDialog(new URLSearchParams(search), dialog).toString();
    void this.location.navigate({ pathname, search: next ? `?${next}` : '' }, { replace: options.replace ?? false });
  }

  /** Closes the dialog the browser's address names; none (Back, a link in the dialog already followed): nothing to do. */
  close(): void {
    const { pathname, search } = this.location.here;
    const params = new URLSearchParams(search);
    if (!readDialog(params)) return;
    const next = closeDialog(params).toString();
    void this.location.navigate({ pathname, search: next ? `?${next}` : '' }, { replace: false });
  }
}
