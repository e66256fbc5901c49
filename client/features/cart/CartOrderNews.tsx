// What came of pressing 'ביצוע הזמנה', said beside that button: right above it in the cart's summary on a laptop and
// in the bar at the screen's bottom on a phone (on a phone the top of a long cart is far
// out of view, and a message drawn there is never seen). A failure takes the focus, so a screen
// reader says it and the eye finds it where the finger was.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { formatAgorot } from '@shared/format';
import { ErrorCode } from '@shared/errors';
import { he } from './he';
import type { OrderFailure, VatChange } from '../orders';
import { useStores } from '../../stores/StoreContext';
import { hebrewMessage } from '../../ui/errorText';

/** The failures the cart itself shows (a waiting order is the outbox's; an ended session, the login's). */
export function isCartFailure(failure: OrderFailure | null): failure is OrderFailure & { kind: 'failed' | 'refused' | 'review' } {
  return failure?.kind === 'failed' || failure?.kind === 'refused' || failure?.kind === 'review';
}

/** A provider message is shown only when it is written for the user (in Hebrew). */

/** The cart lines marked by the check or the refusal, as the page draws them. */
const MARKED_LINE = '.cart-line--problem, .cart-line--changed';

export const CartOrderNews = observer(function CartOrderNews({ showPrices }: { showPrices: boolean }) {
  const { orders, cart } = useStores();
  const box = useRef<HTMLDivElement>(null);
  const failure = isCartFailure(orders.failure) ? orders.failure : null;
  const vatChange = showPrices ? orders.vatChange : null;
  const marked = cart.items.filter((l) => cart.issuesOf(l.itemId).length > 0).length;

  // Each new failure takes the focus (its object is new at every attempt), and on a laptop the
  // message and the order button below it are brought into view together, not the message alone.
  useEffect(() => {
    const alert = box.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!failure || !alert) return;
    const area = box.current?.closest<HTMLElement>('[data-order-area]');
    alert.focus({ preventScroll: area !== null && area !== undefined });
    area?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  if (!failure && !vatChange) return null;
  // A review for the VAT rate alone: the rate's own alert says it (and what to do).
  const note = failure && !(failure.kind === 'review' && vatChange && marked === 0) ? failure : null;
  return (
    <div className="cart-news" ref={box}>
      {vatChange && <VatChangeAlert change={vatChange} />}
      {note && (
        <div
          className={`alert ${note.kind === 'failed' || cart.hasLockedLines ? 'alert--error' : 'alert--warning'} cart-failure`}
          role="alert"
          tabIndex={-1}
        >
          {note.kind === 'failed' && note.code === ErrorCode.OrderClosed ? (
            // A change the provider no longer takes (its cutoff passed, or the supplier moved the order
            // on): its own Hebrew reason, and the order as it was.
            <>
              <strong className="cart-failure__title">{he.changeClosedTitle}</strong>
              {hebrewMessage(note.message) && <p>{note.message}</p>}
              <p>{he.changeClosedText}</p>
            </>
          ) : note.kind === 'failed' && note.code === ErrorCode.BelowMinimum ? (
            // The store's minimum, refused by the provider (a cart that did not know it yet): the
            // settings are read again, and the delivery line says what is missing.
            <>
              <strong className="cart-failure__title">{he.minimumRefusedTitle}</strong>
              <p>{hebrewMessage(note.message) ?? he.minimumWaits}</p>
            </>
          ) : note.kind === 'failed' ? (
            <>
              <strong className="cart-failure__title">{he.orderFailedTitle}</strong>
              {hebrewMessage(note.message) && <p>{note.message}</p>}
              <p>{he.orderFailedRetry}</p>
            </>
          ) : (
            <>
              <strong className="cart-failure__title">{note.kind === 'refused' ? he.orderRefusedTitle : he.cartChangedTitle}</strong>
              <p>
                {marked > 0 && `${he.cartNewsLinesMarked(marked)} `}
                {cart.hasLockedLines ? he.cartFixText : he.cartReviewText}
              </p>
              {marked > 0 && (
                <button type="button" className="button button--small button--secondary" onClick={toMarkedLine}>
                  {he.cartNewsToLine}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
});

/** Brings the first marked line into view, its first control focused (its fix, or its quantity). */
function toMarkedLine(): void {
  const line = document.querySelector<HTMLElement>(MARKED_LINE);
  if (!line) return;
  line.scrollIntoView({ block: 'center' });
  line.querySelector<HTMLElement>('.cart-line__fixes button, input, button')?.focus({ preventScroll: true });
}

/** The store's VAT rate changed under the cart: from and to, and the total to pay before and now. */
function VatChangeAlert({ change }: { change: VatChange }) {
  return (
    <div className="alert alert--warning cart-failure" role="alert" tabIndex={-1}>
      <strong className="cart-failure__title">{he.vatChangedTitle(change.from, change.to)}</strong>
      <p>
        {he.vatChangedTotalWas} <span className="cart-failure__amount">{formatAgorot(change.totalBefore)}</span> {he.vatChangedTotalNow}{' '}
        <span className="cart-failure__amount">{formatAgorot(change.totalAfter)}</span>.
      </p>
      <p>{he.cartReviewText}</p>
    </div>
  );
}
