// Measures how many entries of a one-row menu fit, and measures again whenever the row's room or
// the entries' widths change: a window resize, a renamed category, the web font arriving. The
// widths come from a hidden copy of the entries (`measure`: the fixed first entry, the entries
// that may overflow, then the 'more' button), so hiding entries never changes what is measured.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitCount } from './overflowFit';

export function useOverflowCount(row: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>, key: string): number {
  const [count, setCount] = useState(Number.POSITIVE_INFINITY);

  useLayoutEffect(() => {
    const rowEl = row.current;
    const measureEl = measure.current;
    if (!rowEl || !measureEl) return;
    const update = () => {
      const style = getComputedStyle(rowEl);
      const available = rowEl.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      // A row out of the layout (the phone's closed menu) has nothing to fit.
      if (available <= 0) return;
      const widths = Array.from(measureEl.children, (child) => child.getBoundingClientRect().width);
      const first = widths[0] ?? 0;
      const more = widths[widths.length - 1] ?? 0;
      setCount(fitCount({ available, first, items: widths.slice(1, -1), more, gap: parseFloat(style.columnGap) || 0 }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(rowEl);
    observer.observe(measureEl);
    return () => observer.disconnect();
  }, [row, measure, key]);

  return count;
}
