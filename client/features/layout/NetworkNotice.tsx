// The header's word that there is no network: a slim bar under the header's content while
// the app cannot reach the network, gone when it can. Nothing is drawn online, so an online visit
// lays out exactly as before. Drawn only after the first render: the server's page (drawn online) and
// the app's first render agree even when the page is opened offline.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { he } from './he';
import { useOnline } from '../../stores/StoreContext';
import './NetworkNotice.css';

export const NetworkNotice = observer(function NetworkNotice() {
  const online = useOnline();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The live region is there from the start, so a screen reader hears the notice when it comes.
  return (
    <div className="network-notice" role="status">
      {hydrated && !online && (
        <p className="network-notice__bar">
          <span className="network-notice__dot" aria-hidden="true" />
          {he.offline}
        </p>
      )}
    </div>
  );
});
