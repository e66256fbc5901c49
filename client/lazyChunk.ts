// React.lazy for route pages and dialogs, with a nudge: when a chunk has loaded, the components
// that host lazy children re-render. Seen here (React 19, a reload served from cache): a Suspense
// boundary whose lazy child resolved was sometimes never retried and kept its fallback until
// some other update came; the nudge is that update. It is a transition, so it is drawn in short
// slices that yield to input, and a host re-renders only itself and what changed below it: a host
// keeps its costly children memoised (Header's category menu), and the app's root has no nudge.
import { lazy, startTransition, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

const listeners = new Set<() => void>();

/** React.lazy, telling the hosts when the chunk has arrived. */
export function lazyChunk<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then((module) => {
      setTimeout(() => listeners.forEach((listener) => listener()), 0);
      return module;
    }),
  );
}

/** Re-renders the calling component whenever a lazy chunk has loaded. */
export function useChunkArrivals(): void {
  const [, setArrivals] = useState(0);
  useEffect(() => {
    const listener = () => startTransition(() => setArrivals((n) => n + 1));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
}
