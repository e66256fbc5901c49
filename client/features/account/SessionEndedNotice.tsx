// A session that ended by itself (the token expired, or the provider refused it) is said, not
// silent: prices and the cart went away because of it, and signing in brings them back
// (docs/product.md §1.5). A deliberate logout shows nothing.
import { observer } from 'mobx-react-lite';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';

export const SessionEndedNotice = observer(function SessionEndedNotice() {
  const { session, dialogs } = useStores();
  if (!session.ended || session.isLoggedIn) return null;
  return (
    <div className="session-ended" role="alert">
      <div className="notice-bar__inner">
        <p className="session-ended__text">
          <strong>{he.sessionEndedTitle}</strong> {he.sessionEndedText}
        </p>
        <div className="session-ended__actions">
          <button type="button" className="button button--small" onClick={() => dialogs.open({ d: 'account', action: 'login' })}>
            {he.sessionEndedLogin}
          </button>
          <button type="button" className="button button--small button--secondary" onClick={() => session.dismissEnded()}>
            {he.sessionEndedDismiss}
          </button>
        </div>
      </div>
    </div>
  );
});
