// 'גרסה חדשה זמינה': a new version of the site is ready (AppUpdateStore). Said at the foot of the
// screen, over nothing the buyer is typing into, and left until they press: the page never reloads
// by itself. The live region is always in the page, so a screen reader says the notice when it comes;
// focus stays where the buyer is.
import { observer } from 'mobx-react-lite';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import './UpdateNotice.css';

export const UpdateNotice = observer(function UpdateNotice() {
  const { appUpdate } = useStores();
  return (
    <div className="update-notice" role="status">
      {appUpdate.shown && (
        <div className="update-notice__inner">
          <p className="update-notice__text">
            <strong>{he.updateAvailable}</strong>
            {appUpdate.waitsForOrder && (
              <span id="update-notice-wait" className="update-notice__wait">
                {he.updateWaitsForOrder}
              </span>
            )}
            {appUpdate.reloading && <span className="update-notice__wait">{he.updateReloading}</span>}
          </p>
          <div className="update-notice__actions">
            <button
              type="button"
              className="button button--small"
              disabled={appUpdate.waitsForOrder || appUpdate.reloading}
              aria-describedby={appUpdate.waitsForOrder ? 'update-notice-wait' : undefined}
              onClick={() => appUpdate.reload()}
            >
              {he.updateReload}
            </button>
            <button type="button" className="button button--small button--secondary" onClick={() => appUpdate.dismiss()}>
              {he.updateLater}
            </button>
          </div>
        </div>
      )}
    </div>
  );
});
