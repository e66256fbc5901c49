// The phone's bar at the cart's foot (the total and the order button): the room it takes and the
// on-screen keyboard it gives way to.
import { useEffect, useState, type RefObject } from 'react';

/**
 * The page's foot keeps room for the phone's bar, as tall as the bar is now (it grows with a failure
 * beside the button): the last line and the footer scroll clear of it.
 */
export function useBarSpace(bar: RefObject<HTMLDivElement | null>, phone: boolean): void {
  useEffect(() => {
    const el = bar.current;
    const style = document.documentElement.style;
    if (!phone || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => style.setProperty('--cart-bar-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      style.removeProperty('--cart-bar-h');
    };
  });
}

/** Whether a phone's on-screen keyboard is up: the visible part of the page is much shorter than the page's window. */
export function useKeyboardUp(phone: boolean): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    const view = window.visualViewport;
    if (!phone || !view) return;
    const read = () =>
      setUp(view.height < window.innerHeight * 0.75 && document.activeElement?.matches('input, textarea, select') === true);
    view.addEventListener('resize', read);
    return () => view.removeEventListener('resize', read);
  }, [phone]);
  return up;
}
