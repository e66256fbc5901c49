// A long list drawn a screenful first and then a few rows a frame (the cart's lines;
// docs/decisions/0007-progressive-drawing.md). A
// commit of many rows is one long task for the browser: React commits them at once, and the next
// frame lays out and paints every one (on a mid-range phone about 5 ms a cart line). A few rows a
// frame keeps each task short, so a tap or a keystroke is handled between them; each batch is a
// transition, which such an input interrupts.
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows to draw now: `first` at once, then `step` more each frame until all are
 * drawn; from then on all of them (a row added later is drawn at once, not a frame later). For a
 * list that is there when its component mounts (a list that arrives later mounts its own component).
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(() => (total <= first ? Number.POSITIVE_INFINITY : first));
  const complete = count >= total;
  useEffect(() => {
    if (complete) {
      if (count !== Number.POSITIVE_INFINITY) setCount(Number.POSITIVE_INFINITY);
      return;
    }
    // The next batch waits for the next frame, so this one is laid out and painted on its own.
    const frame = requestAnimationFrame(() => startTransition(() => setCount((drawn) => drawn + step)));
    return () => cancelAnimationFrame(frame);
  }, [complete, count, step]);
  return complete ? Number.POSITIVE_INFINITY : count;
}
