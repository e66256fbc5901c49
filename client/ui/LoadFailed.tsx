// A list or screen that failed to load: why, and 'try again', which loads just that part again
// (docs/product.md §7.3: a screen that cannot load its data says why in Hebrew, with a retry). Offline it says
// so instead of a failure, and loads that part again by itself once the connection is back.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { he } from '../i18n/he';
import { useNetworkReturns, useOnline } from '../stores/StoreContext';
import './LoadFailed.css';

interface Props {
  /** Why it failed, when the network is there. */
  text: string;
  onRetry: () => void;
  className?: string;
}

export const LoadFailed = observer(function LoadFailed({ text, onRetry, className }: Props) {
  const id = useId();
  const online = useOnline();
  useRetryWhenOnline(onRetry);
  return (
    <div className={`load-failed${className ? ` ${className}` : ''}`}>
      <p id={id} className={`alert ${online ? 'alert--error' : 'alert--warning'}`} role="alert">
        {online ? text : he.offlineWillRetry}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry} aria-describedby={id}>
        {he.retry}
      </button>
    </div>
  );
});

/**
 * Calls `retry` once each time the network is found again while the caller is drawn: the browser's
 * `online` event, a call or the service worker's request answered after one that was not, the server
 * answering the network store's probe (NetworkStore.returns). Read inside an observer.
 */
export function useRetryWhenOnline(retry: () => void): void {
  const returns = useNetworkReturns();
  const latest = useRef(retry);
  const seen = useRef(returns);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (returns === seen.current) return;
    seen.current = returns;
    latest.current();
  }, [returns]);
}
