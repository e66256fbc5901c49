// React.lazy for route pages and dialogs, with a nudge: when a chunk has loaded, the components
// that host lazy children re-render. Seen here (React 19, a reload served from cache): a Suspense
// boundary whose lazy child resolved was sometimes never retried and kept its fallback until
// some other update came; the nudge is that update. It is a transition, so it is drawn in short
// slices that yield to input, and a host re-renders only itself and what changed below it: a host
// keeps its costly children memoised (Header's category menu), and the app's root has no nudge.
// A chunk that fails to load (offline, or renamed by a new deployment) throws to the nearest
// ScreenBoundary, which says so; React.lazy would keep the failure for good, so a failed chunk's
// lazy component is made anew when the boundary retries (retryFailedChunks).
import { createElement, lazy, startTransition, useEffect, useState, type Attributes, type ComponentType } from 'react';

const listeners = new Set<() => void>();
/** How to load again each chunk whose load failed. */
const failed = new Set<() => void>();

/** React.lazy, telling the hosts when the chunk has arrived, and loaded again after a failure once retried. */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (module) => {
          setTimeout(() => listeners.forEach((listener) => listener()), 0);
          return module;
        },
        (err: unknown) => {
          failed.add(reset);
          throw err;
        },
      ),
    );
  let current = make();
  const reset = () => {
    current = make();
  };
  return function Chunk(props: P) {
    return createElement(current, props as P & Attributes);
  };
}

/** Lets every chunk whose load failed be loaded again on its next render. */
export function retryFailedChunks(): void {
  const resets = [...failed];
  failed.clear();
  resets.forEach((reset) => reset());
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
