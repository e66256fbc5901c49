// Where the buyer is: the history entry the app's router is at (its key, path and query), followed as
// it changes. The router (createBrowserRouter, client/app/App.tsx) takes a navigation at once and React
// draws it later, in a transition that a lazy page's chunk can hold for seconds; a drawn address's
// effects run in a task after the drawing. So what the buyer did last is told here, never by what is
// drawn: a task marks where it started and acts at its end only if the buyer is still there (a link
// followed, Back or Forward meanwhile, drawn yet or not, drops it), and a change built on the address
// (a dialog opened, a list's state written back) builds on this one.
import { makeAutoObservable } from 'mobx';

/** A history entry: its path, its query ('' or '?...'), and its key (each entry its own, even one to the same address). */
export interface Place {
  pathname: string;
  search: string;
  key: string;
}

/** What the store takes of a data router (react-router's createBrowserRouter; createMemoryRouter in tests). */
export interface HistoryRouter {
  readonly state: { readonly location: Place };
  subscribe(listener: (state: { readonly location: Place }) => void): () => void;
  navigate(to: string | { pathname: string; search: string }, options: { replace: boolean }): Promise<void>;
}

/** Where a task started (LocationStore.mark): asked at its end whether the buyer is still there. */
export interface Mark {
  readonly key: string;
}

export class LocationStore {
  pathname = '/';
  search = '';
  /** The entry's key: a new one for every navigation, a link to the very page the buyer is on among them. */
  key = '';
  private router: HistoryRouter | null = null;

  constructor() {
    makeAutoObservable<LocationStore, 'router'>(this, { router: false });
  }

  /** Follows a router's history from now on (the app's, made in main.tsx); stops when the returned function is called. */
  follow(router: HistoryRouter): () => void {
    this.router = router;
    this.move(router.state.location);
    const stop = router.subscribe((state) => this.move(state.location));
    return () => {
      stop();
      if (this.router === router) this.router = null;
    };
  }

  private move({ pathname, search, key }: Place): void {
    this.pathname = pathname;
    this.search = search;
    this.key = key;
  }

  /** Where the buyer is now: the path and the query (of the history, not of what is drawn). */
  get here(): { pathname: string; search: string } {
    return { pathname: this.pathname, search: this.search };
  }

  /** Where the buyer is, as a task starting now keeps it. */
  mark(): Mark {
    return { key: this.key };
  }

  /** Whether the buyer is still at the entry a task marked (no navigation since, not even to the same address). */
  isStill(mark: Mark): boolean {
    return this.key === mark.key;
  }

  /** Whether the buyer is at this path and query (the same parameters, however spelled). */
  isAt(pathname: string, search: string | URLSearchParams): boolean {
    return this.pathname === pathname && new URLSearchParams(search).toString() === new URLSearchParams(this.search).toString();
  }

  /** Goes to an address, pushed or in place of the current entry; nothing before a router is followed (a page drawn on the server). */
  navigate(to: string | { pathname: string; search: string }, options: { replace: boolean }): Promise<void> {
    return this.router ? this.router.navigate(to, options) : Promise.resolve();
  }
}
