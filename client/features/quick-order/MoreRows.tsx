// A long checked list is drawn a batch of rows at a time: the first ROWS_AT_ONCE, then more as the
// table's end comes near (a long list costs what a screenful costs, however long it is).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { he } from './he';

/** How many rows of a checked list are drawn at first, and how many more each time its end comes near. */
export const ROWS_AT_ONCE = 40;
/**
 * Where the table's end draws its next rows: from 800 px below the screen, and anywhere above it (a
 * jump to the page's end, by the End key or the scroll bar, passes it by in one step).
 */
const DRAW_AHEAD = '1000000px 0px 800px 0px';

/**
 * How many of a list's rows are drawn: the first ROWS_AT_ONCE, then more as the table's end comes
 * near. A new list (`list` changed) starts again from its top; a row fixed in place keeps what is drawn.
 */
export function useDrawnRows(list: number): [number, () => void] {
  const [drawn, setDrawn] = useState({ list, count: ROWS_AT_ONCE });
  if (drawn.list !== list) setDrawn({ list, count: ROWS_AT_ONCE });
  const more = useCallback(
    // A transition: drawing the next rows never holds up scrolling or typing.
    () => startTransition(() => setDrawn((d) => ({ list: d.list, count: d.count + ROWS_AT_ONCE }))),
    [],
  );
  return [drawn.list === list ? drawn.count : ROWS_AT_ONCE, more];
}

/**
 * The end of a long list's drawn rows: the next rows are drawn by themselves as it comes near the
 * screen, or by pressing it (a keyboard or a screen reader reaches it as the next control after the
 * last row drawn; focus then goes on to the first row it drew).
 */
export function MoreRows({ left, drawn, onMore }: { left: number; drawn: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    // A new observer after each batch: its first report says whether the end is still near.
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: DRAW_AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [drawn, onMore]);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const row = ref.current?.closest('section')?.querySelectorAll('tbody tr')[drawn - ROWS_AT_ONCE];
    row?.querySelector<HTMLElement>('input, button')?.focus();
  }, [drawn]);
  return (
    <button
      ref={ref}
      type="button"
      className="button button--secondary quick-order__more-rows"
      onClick={() => {
        pressed.current = true;
        onMore();
      }}
    >
      {he.moreRows(Math.min(ROWS_AT_ONCE, left), left)}
    </button>
  );
}
