// Whether the page is laid out for a phone (the cart's lines stacked above its summary): the width at
// which the cart's CSS stacks them. Without matchMedia (a test's jsdom), a laptop.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const list = typeof window !== 'undefined' ? window.matchMedia?.(PHONE_QUERY) : undefined;
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => (typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches) || false;

/** True on a phone-wide page (PHONE_QUERY), following the window as it turns or resizes. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
