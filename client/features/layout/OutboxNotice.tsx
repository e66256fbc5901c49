// What became of an order that waited in the outbox, said on every page: sent, with its
// number and a link to its confirmation; or returned by the provider, with a link to the cart. An
// order still waiting is pointed to from every page but the cart, which shows it whole.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { he } from '../../i18n/he';
import { useStores } from '../../stores/StoreContext';
import { thankYouPath } from '../cart';
import './OutboxNotice.css';

export const OutboxNotice = observer(function OutboxNotice() {
  const { outbox, orders } = useStores();
  const { pathname } = useLocation();
  // The order the cart page is placing right now is said there (and on its thank-you page).
  if (orders.placing || orders.placed) return null;
  const outcome = outbox.outcomes[0];
  const seen = () => void outbox.acknowledge(outcome!.key);
  const dismiss = (
    <button type="button" className="button button--small button--secondary" onClick={seen}>
      {he.outboxDismiss}
    </button>
  );
  if (outcome?.status === 'placed' && outcome.result) {
    return (
      <NoticeBar tone="placed" role="status" text={he.outboxSent(outcome.result.orderNumber)}>
        <Link className="button button--small" to={thankYouPath(outcome.result)} onClick={seen}>
          {he.outboxSentLink}
        </Link>
        {dismiss}
      </NoticeBar>
    );
  }
  if (outcome?.status === 'returned') {
    return (
      <NoticeBar tone="returned" role="alert" text={he.outboxReturned}>
        {pathname !== '/shoppingCart' && (
          <Link className="button button--small" to="/shoppingCart" onClick={seen}>
            {he.outboxReturnedLink}
          </Link>
        )}
        {dismiss}
      </NoticeBar>
    );
  }
  if (outbox.pending && pathname !== '/shoppingCart') {
    return (
      <NoticeBar tone="waiting" role="status" text={he.outboxPending}>
        <Link className="button button--small" to="/shoppingCart">
          {he.outboxPendingLink}
        </Link>
      </NoticeBar>
    );
  }
  return null;
});

/** One line under the header: what became of the order, and what the buyer can do about it. */
function NoticeBar({
  tone,
  role,
  text,
  children,
}: {
  tone: 'placed' | 'returned' | 'waiting';
  role: 'status' | 'alert';
  text: string;
  children: ReactNode;
}) {
  return (
    <div className={`outbox-notice outbox-notice--${tone}`} role={role}>
      <div className="notice-bar__inner">
        <p className="outbox-notice__text">
          <strong>{text}</strong>
        </p>
        <div className="outbox-notice__actions">{children}</div>
      </div>
    </div>
  );
}
