// Keeps the app's frame when a screen cannot be drawn (docs/product.md §7.3: a screen that cannot load its
// code or data says why in Hebrew, with a retry; never a blank page). Its code may not load (no
// network, or a new deployment renamed the chunk under an open tab), or the screen may throw: the
// boundary shows why in place of the screen, with 'try again' (the failed chunks are loaded anew)
// and, for code that would not load, 'reload' (a new version); code that would not load is loaded
// again by itself when the network comes back. Leaving for another address clears it.
// Vite's 'vite:preloadError' is left to throw: cancelling it would make a failed import resolve to
// nothing instead of failing here.
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { he } from '../i18n/he';
import { observer } from 'mobx-react-lite';
import { retryFailedChunks } from './lazyChunk';
import { useRetryWhenOnline } from './LoadFailed';
import { useNetwork } from '../stores/StoreContext';
import './ScreenBoundary.css';

/** Whether an error is a script chunk (or its stylesheet) that could not be loaded, in any engine. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    text,
  );
}

interface Props {
  children: ReactNode;
  /** When it changes (another address), a failure shown is cleared and the screen drawn again. */
  resetKey?: string;
  /** A dialog that could not open: the message as a notice over the page, not in its flow. */
  compact?: boolean;
}

export class ScreenBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('a screen could not be drawn', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error !== null && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkLoadError(error);
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const text = !chunk ? he.screenFailed : offline ? he.screenOffline : he.screenNotLoaded;
    return (
      <div className={`screen-failed${this.props.compact ? ' screen-failed--compact' : ''}`} role="alert">
        <p>{text}</p>
        {/* Loaded again by itself once the network is back (docs/product.md §7.3). */}
        {chunk && <RetryWhenOnline retry={this.retry} />}
        <div className="screen-failed__actions">
          <button type="button" className="button" onClick={this.retry}>
            {he.retry}
          </button>
          {chunk && !offline && (
            <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
              {he.reloadPage}
            </button>
          )}
        </div>
      </div>
    );
  }
}

/** Calls `retry` when the app's network comes back (the browser's online event, a call, the worker's network or the probe answering). */
const RetryWhenOnline = observer(function RetryWhenOnline({ retry }: { retry: () => void }) {
  const network = useNetwork();
  // Whether the network is what failed (not a chunk renamed by a new deployment): if so, it is watched until it is back.
  useEffect(() => void network?.check(), [network]);
  useRetryWhenOnline(retry);
  return null;
});

/** The page's boundary: another page clears a failure (only it re-renders on navigation; its children are the same elements). */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenBoundary resetKey={pathname}>{children}</ScreenBoundary>;
}

/** The dialogs' boundary: a dialog that cannot open says so over the page; another dialog, or none, clears it. */
export function DialogBoundary({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return (
    <ScreenBoundary compact resetKey={search}>
      {children}
    </ScreenBoundary>
  );
}
