// The spinner (docs/product.md §2.7): #708D57, size 25 on mobile and 50 otherwise, one turn per 0.6 s.
import { observer } from 'mobx-react-lite';
import { he } from '../i18n/he';
import { useOnline } from '../stores/StoreContext';
import './Spinner.css';

/**
 * A spinner; `label` is what a screen reader hears. One that waits on a call (`waitsOnNetwork`)
 * says, offline, that there is no connection and that it waits for one, rather than turning mutely.
 */
export const Spinner = observer(function Spinner({
  label = he.loading,
  waitsOnNetwork = false,
}: {
  label?: string;
  waitsOnNetwork?: boolean;
}) {
  const online = useOnline();
  if (waitsOnNetwork && !online) {
    return (
      <span className="spinner-offline" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{he.offlineWaiting}</span>
      </span>
    );
  }
  return <span className="spinner" role="status" aria-label={label} />;
});

/** The full-screen centred loading screen. */
export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <Spinner label={he.loadingScreen} />
    </div>
  );
}
