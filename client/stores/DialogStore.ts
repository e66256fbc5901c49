// Dialogs are URL state (docs/product.md §2.2): the store reads the query string drawn and opens or
// closes a dialog by navigating, so back and forward work. It opens and closes them on the browser's
// address, not the one drawn, which a navigation still loading has already left (client/ui/browserAddress.ts).
import { makeAutoObservable } from 'mobx';
import { closeDialog, openDialog, readDialog, type DialogName, type DialogState } from '@shared/rules/dialog';

/** What the router bridge gives the store: how to change the address, and where the browser is. */
export interface RouterLink {
  navigate(to: { pathname: string; search: string }, options: { replace: boolean }): void;
  here(): { pathname: string; search: string };
}

/** How a dialog opens. */
export interface OpenOptions {
  /** In place of the current history entry. */
  replace?: boolean;
  /** A page's own dialog (opened by the page, not by a press): only while the browser is still at this path. */
  page?: string;
}

export class DialogStore {
  search = '';
  private router: RouterLink | null = null;

  constructor() {
    makeAutoObservable<DialogStore, 'router'>(this, { router: false });
  }

  /** Called by the router bridge on every location drawn. */
  sync(search: string, router: RouterLink): void {
    this.search = search;
    this.router = router;
  }

  /** The open dialog (as drawn), or null. */
  get current(): DialogState | null {
    return readDialog(new URLSearchParams(this.search));
  }

  /** Opens a dialog over the page the browser is at (a scanned code's results still loading: over them). */
  open(dialog: { d: DialogName; action?: string; itemId?: string; id?: string | number }, options: OpenOptions = {}): void {
    if (!this.router) return;
    const { pathname, search } = this.router.here();
    if (options.page !== undefined && options.page !== pathname) return;
    const next = openDialog(new URLSearchParams(search), dialog).toString();
    this.router.navigate({ pathname, search: next ? `?${next}` : '' }, { replace: options.replace ?? false });
  }

  /** Closes the dialog the browser's address names; none (Back, a link in the dialog already followed): nothing to do. */
  close(): void {
    if (!this.router) return;
    const { pathname, search } = this.router.here();
    const params = new URLSearchParams(search);
    if (!readDialog(params)) return;
    const next = closeDialog(params).toString();
    this.router.navigate({ pathname, search: next ? `?${next}` : '' }, { replace: false });
  }
}
