// The storefront's infinite scroll (docs/product.md §2.5): the next page loads once the user has
// scrolled past 80% of the list, checked at most every 150 ms.

/** How far down the list the user must be before the next page loads. */
export const SCROLL_THRESHOLD = 0.8;
/** The least time between two checks of the scroll position, in milliseconds. */
export const SCROLL_THROTTLE_MS = 150;

/**
 * Whether the bottom of the viewport has passed `threshold` of the list's height.
 * `top` and `height` are the list's bounding box relative to the viewport.
 */
export function scrolledPast(list: { top: number; height: number }, viewportHeight: number, threshold = SCROLL_THRESHOLD): boolean {
  if (list.height <= 0) return false;
  const seen = viewportHeight - list.top;
  return seen >= list.height * threshold;
}

/** Calls `fn` at most once every `ms`: at once, then once more at the end of the wait if called meanwhile. */
export function throttle(fn: () => void, ms: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else if (!timer) timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
