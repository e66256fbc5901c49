// The width of an element as it is laid out, followed as it changes (a chart draws to its box).
import { useLayoutEffect, useRef, useState } from 'react';

/** A ref for the box, and its width in CSS pixels (`initial` until it is measured). */
export function useWidth<E extends HTMLElement>(initial: number): [React.RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const next = Math.floor(box.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
