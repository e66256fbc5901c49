// The order waiting in the outbox, on the cart page: what was pressed (its lines, total
// and comment, as they will go out), why it waits, and what the buyer can do: send it now, or cancel
// it while it has never been sent (its items stay in the cart). Once an attempt has gone out, the
// provider may have it: it is sent again under its key until it gets a response, never dropped.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { formatShekels } from '@shared/format';
import type { OutboxEntry } from '../outbox';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import './OutboxPanel.css';

const TIME = new Intl.DateTimeFormat('he-IL', { hour: '2-digit', minute: '2-digit' });

/** Why the order waits, in the buyer's words. */
export function waitingReason(entry: OutboxEntry, online: boolean): string {
  if (entry.status === 'sending') return he.outboxSending;
  if (entry.needsLogin) return he.outboxNeedsLogin;
  if (!online) return he.outboxOffline;
  if (entry.lastFailure !== null) return he.outboxNoAnswer;
  return he.outboxQueued;
}

export const OutboxPanel = observer(function OutboxPanel({ entry, onSend }: { entry: OutboxEntry; onSend: () => void }) {
  const { outbox, orders, network } = useStores();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The panel takes the cart's place as the button below the cart is pressed: on a phone the page
  // was scrolled down to it, so the panel would open out of sight. It comes into view, its title
  // focused (a screen reader says it).
  useEffect(() => {
    const title = titleRef.current;
    if (!title) return;
    const { top } = title.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight) window.scrollTo(0, 0);
    title.focus({ preventScroll: true });
  }, []);
  const [asking, setAsking] = useState(false);
  const [tooLate, setTooLate] = useState(false);
  // The browser's own word: a request that got no response says 'no response from the server', not 'offline'.
  const online = network.browserOnline;
  const inFlight = entry.status === 'sending' || orders.placing;
  const { body } = entry;
  return (
    <section className="card outbox-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} className="outbox-panel__title" tabIndex={-1}>
        {entry.change ? he.outboxChangeTitle(entry.change.orderNumber) : he.outboxWaitingTitle}
      </h2>
      <p className="outbox-panel__reason" role="status">
        {waitingReason(entry, online)}
      </p>
      <ul className="outbox-panel__lines">
        {body.cartItems.map((line) => (
          <li key={line.id}>{he.outboxLine(line.itemDescription, line.quantity)}</li>
        ))}
      </ul>
      <p className="outbox-panel__total">
        {he.outboxTotal}: <strong className="price price--small">{formatShekels(body.totalPrice)}</strong>
        <span className="muted outbox-panel__time"> · {he.outboxPressedAt(TIME.format(entry.createdAt))}</span>
      </p>
      {body.comment && (
        <p className="outbox-panel__comment">
          {he.outboxComment} {body.comment}
        </p>
      )}
      {tooLate && <p className="alert alert--warning">{he.outboxCancelTooLate}</p>}
      <div className="outbox-panel__actions">
        <button type="button" className="button" aria-disabled={inFlight} onClick={() => !inFlight && onSend()}>
          {he.outboxSendNow}
        </button>
        {entry.attempts === 0 && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={inFlight}
            onClick={() => {
              if (!inFlight) setAsking(true);
            }}
          >
            {he.outboxCancel}
          </button>
        )}
      </div>
      <p className="muted outbox-panel__hint">{entry.attempts === 0 ? he.outboxEditHint : he.outboxCannotCancel}</p>
      {asking && (
        <ConfirmDialog
          title={he.outboxCancelTitle}
          message={he.outboxCancelText}
          confirmLabel={he.outboxCancelYes}
          cancelLabel={he.outboxCancelNo}
          onConfirm={() => {
            setAsking(false);
            void outbox.cancel(entry.key).then((cancelled) => setTooLate(!cancelled));
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
});
