// The address the browser is at, beside the one drawn. The app's router (BrowserRouter, App.tsx)
// writes a navigation's address at once and draws it later, in a transition that a lazy page's
// chunk can hold for seconds; a drawn address's effects run in a task after the drawing. So what a
// person did last is told by the browser's address: an effect of an address already replaced does
// not act on it (the newer address's drawing runs it again), and a change built on the address
// builds on the browser's, never on the one drawn.

/** The path and query the browser is at now. */
export function browserAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Whether a drawn query string is still the browser's (the same parameters, however spelled). */
export function isBrowserSearch(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).toString() === new URLSearchParams(window.location.search).toString();
}
