// The address the browser is at, beside the one drawn. The app's router (BrowserRouter, App.tsx)
// writes a navigation's address at once and draws it later, in a transition that a lazy page's
// chunk can hold for seconds; a drawn address's effects run in a task after the drawing. So what a
// person did last is told by the browser's address: an effect of an address already replaced does
// not act on it (the newer address's drawing runs it again), and a change built on the address
// builds on the browser's, never on the one drawn.

/** The path and query the browser is at now. */
export function browserLocation(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * The browser's address as one string that changes with every navigation, even one to the address it
 * is at (a link to this very page): the router gives every history entry, replaced or pushed, a key of its own.
 */
export function browserAddress(): string {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return `${window.location.pathname}${window.location.search}#${typeof key === 'string' ? key : ''}`;
}

/** Whether a drawn path and query string are still the browser's (the same parameters, however spelled). */
export function isBrowserAt(pathname: string, search: string | URLSearchParams): boolean {
  return (
    window.location.pathname === pathname &&
    new URLSearchParams(search).toString() === new URLSearchParams(window.location.search).toString()
  );
}
