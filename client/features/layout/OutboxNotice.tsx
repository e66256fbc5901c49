// What became of the orders that waited in the outbox, said on every page, the newest first: each
// sent one with its number and a link to its confirmation, each returned one with a link to the cart,
// and each with its own 'סגירה'. An order still waiting is pointed to from every page but the cart,
// which shows it whole; below what became of the others it says that another order waits.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { hebrewMessage } from '../../ui/errorText';
import { thankYouPath } from '../cart';
import type { OutboxEntry } from '../outbox';
import './OutboxNotice.css';

const TIME = new Intl.DateTimeFormat('he-IL', { hour: '2-digit', minute: '2-digit' });

export const OutboxNotice = observer(function OutboxNotice() {
  const { outbox, orders } = useStores();
  const { pathname } = useLocation();
  // The order the cart page is placing right now is said there (and on its thank-you page).
  if (orders.placing || orders.placed) return null;
  const outcomes = [...outbox.outcomes].sort((a, b) => b.createdAt - a.createdAt);
  const waiting = outbox.pending && pathname !== '/shoppingCart';
  if (outcomes.length === 0 && !waiting) return null;
  const notices = [
    ...outcomes.map((outcome) => <Outcome key={outcome.key} outcome={outcome} onCart={pathname === '/shoppingCart'} />),
    waiting && (
      <NoticeBar key="waiting" tone="waiting" role="status" text={outcomes.length > 0 ? he.outboxPendingMore : he.outboxPending}>
        <Link className="button button--small" to="/shoppingCart">
          {he.outboxPendingLink}
        </Link>
      </NoticeBar>
    ),
  ];
  return outcomes.length === 0 ? (
    notices
  ) : (
    <div aria-label={he.outboxNotices} role="group">
      {notices}
    </div>
  );
});

/** One order that went out or came back: said until the buyer closes it or follows its link. */
const Outcome = observer(function Outcome({ outcome, onCart }: { outcome: OutboxEntry; onCart: boolean }) {
  const { outbox } = useStores();
  const seen = () => void outbox.acknowledge(outcome.key);
  const dismiss = (label: string) => (
    <button type="button" className="button button--small button--secondary" onClick={seen} aria-label={label}>
      {he.outboxDismiss}
    </button>
  );
  if (outcome.status === 'placed') {
    if (!outcome.result) return null;
    return (
      <NoticeBar
        tone="placed"
        role="status"
        text={outcome.change ? he.outboxChangeSent(outcome.result.orderNumber) : he.outboxSent(outcome.result.orderNumber)}
      >
        <Link className="button button--small" to={thankYouPath(outcome.result, outcome.change !== undefined)} onClick={seen}>
          {he.outboxSentLink}
        </Link>
        {dismiss(he.outboxDismissSent(outcome.result.orderNumber))}
      </NoticeBar>
    );
  }
  return (
    <NoticeBar
      tone="returned"
      role="alert"
      text={
        outcome.change ? he.outboxChangeReturned(outcome.change.orderNumber, hebrewMessage(outcome.refusal?.message)) : he.outboxReturned
      }
    >
      {!onCart && (
        <Link className="button button--small" to="/shoppingCart" onClick={seen}>
          {he.outboxReturnedLink}
        </Link>
      )}
      {dismiss(he.outboxDismissReturned(TIME.format(outcome.createdAt)))}
    </NoticeBar>
  );
});

/** One line under the header: what became of an order, and what the buyer can do about it. */
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
