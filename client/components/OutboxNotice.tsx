// What became of an order that waited in the outbox, said on every page (issue 29): sent, with its
// number and a link to its confirmation; or returned by the provider, with a link to the cart. An
// order still waiting is pointed to from every page but the cart, which shows it whole.
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { he } from '../i18n/he';
import { useStores } from '../StoreContext';
import { thankYouPath } from './thankYouPath';
import './OutboxNotice.css';

export const OutboxNotice = observer(function OutboxNotice() {
  const { outbox, orders } = useStores();
  const { pathname } = useLocation();
  // The order the cart page is placing right now is said there (and on its thank-you page).
  if (orders.placing || orders.placed) return null;
  const outcome = outbox.outcomes[0];
  if (outcome?.status === 'placed' && outcome.result) {
    const result = outcome.result;
    return (
      <div className="outbox-notice outbox-notice--placed" role="status">
        <div className="outbox-notice__inner">
          <p className="outbox-notice__text">
            <strong>{he.outboxSent(result.orderNumber)}</strong>
          </p>
          <div className="outbox-notice__actions">
            <Link className="button button--small" to={thankYouPath(result)} onClick={() => void outbox.acknowledge(outcome.key)}>
              {he.outboxSentLink}
            </Link>
            <button type="button" className="button button--small button--secondary" onClick={() => void outbox.acknowledge(outcome.key)}>
              {he.outboxDismiss}
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (outcome?.status === 'returned') {
    return (
      <div className="outbox-notice outbox-notice--returned" role="alert">
        <div className="outbox-notice__inner">
          <p className="outbox-notice__text">
            <strong>{he.outboxReturned}</strong>
          </p>
          <div className="outbox-notice__actions">
            {pathname !== '/shoppingCart' && (
              <Link className="button button--small" to="/shoppingCart" onClick={() => void outbox.acknowledge(outcome.key)}>
                {he.outboxReturnedLink}
              </Link>
            )}
            <button type="button" className="button button--small button--secondary" onClick={() => void outbox.acknowledge(outcome.key)}>
              {he.outboxDismiss}
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (outbox.pending && pathname !== '/shoppingCart') {
    return (
      <div className="outbox-notice outbox-notice--waiting" role="status">
        <div className="outbox-notice__inner">
          <p className="outbox-notice__text">
            <strong>{he.outboxPending}</strong>
          </p>
          <Link className="button button--small" to="/shoppingCart">
            {he.outboxPendingLink}
          </Link>
        </div>
      </div>
    );
  }
  return null;
});
