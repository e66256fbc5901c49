// Calls `onLoadMore` when the user has scrolled past 80% of a list, checking the scroll position
// at most every 150 ms (docs/product.md §2.5). Checked again whenever it is re-enabled (after a page
// has loaded), so a list shorter than the screen keeps loading until it fills it.
import { useEffect, useRef, type RefObject } from 'react';
import { SCROLL_THROTTLE_MS, scrolledPast, throttle } from './infiniteScroll';

export function useInfiniteScroll(list: RefObject<HTMLElement | null>, enabled: boolean, onLoadMore: () => void): void {
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const el = list.current;
      if (!el) return;
      const { top, height } = el.getBoundingClientRect();
      if (scrolledPast({ top, height }, window.innerHeight)) load.current();
    };
    const throttled = throttle(check, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    throttled();
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [enabled, list]);
}
