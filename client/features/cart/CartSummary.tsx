// The cart's summary (totals with VAT, the comment, why the order cannot go out) and, on a phone,
// the bar at the screen's foot with the total and the order button.
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatAgorot } from '@shared/format';
import { CartOrderNews } from './CartOrderNews';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';

interface CartSummaryProps {
  /** The summary's id, which the page's skip link moves to. */
  id: string;
  /** The id of the warning the order button is described by (`${warningId}-locked` for locked lines). */
  warningId: string;
  phone: boolean;
  showPrices: boolean;
  /** The order button: here on a laptop, in the bar on a phone. */
  placeButton: ReactNode;
  /** When the order arrives and the minimum order (docs/product.md §5.11). */
  delivery: ReactNode;
}

export const CartSummary = observer(function CartSummary({ id, warningId, phone, showPrices, placeButton, delivery }: CartSummaryProps) {
  const { cart, session, orders, standing } = useStores();
  const commentId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const canOrder = session.canOrder;
  return (
    <aside id={id} className="card cart-summary" aria-labelledby={`${commentId}-summary`} tabIndex={-1}>
      <h2 id={`${commentId}-summary`} className="cart-summary__title">
        {he.totalsTitle}
      </h2>
      {showPrices ? (
        <dl className="cart-summary__totals">
          <div>
            <dt>{he.totalBeforeVat}</dt>
            <dd className="price price--small">{formatAgorot(cart.totals.beforeVat)}</dd>
          </div>
          <div>
            <dt>{he.vatLine(cart.vatPercent)}</dt>
            <dd className="price price--small">{formatAgorot(cart.totals.vat)}</dd>
          </div>
          <div className="cart-summary__grand">
            <dt>{he.totalWithVat}</dt>
            <dd className="price">{formatAgorot(cart.totals.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{he.pricesHiddenNote}</p>
      )}
      {delivery}

      <div className="field cart-summary__comment">
        <label htmlFor={commentId}>{he.commentLabel}</label>
        <textarea
          id={commentId}
          className="textarea"
          value={cart.comment}
          maxLength={500}
          onChange={(e) => cart.setComment(e.target.value)}
          aria-describedby={hintId}
          disabled={orders.placing}
        />
        <span id={hintId} className="muted cart-summary__hint">
          {he.commentHint}
        </span>
      </div>

      {canOrder && cart.hasLockedLines && (
        <p id={`${warningId}-locked`} className="alert alert--warning cart-summary__warning">
          {he.lockedLinesWarning}
        </p>
      )}

      {!canOrder && !session.loadingUser && (
        <div id={warningId} className="alert alert--warning cart-summary__warning">
          <strong>{he.cannotOrderTitle}</strong>
          <p>{he.cannotOrderText}</p>
        </div>
      )}

      {/* What came of the press, right above the button just pressed, both in view (on a phone, in the bar below). */}
      {!phone && (
        <div className="cart-summary__order" data-order-area="">
          <CartOrderNews showPrices={showPrices} />
          {placeButton}
        </div>
      )}
      {/* The cart's lines as a standing order (docs/product.md §5.12): its form opens with them. */}
      {canOrder && !cart.held && !cart.isEmpty && (
        <button
          type="button"
          className="button button--secondary button--block cart-summary__standing"
          onClick={() => {
            standing.startDraft(cart.items, cart.comment);
            void navigate('/standing-orders?new=1');
          }}
        >
          {he.standingMake}
        </button>
      )}
    </aside>
  );
});

interface CartBarProps {
  barRef: Ref<HTMLDivElement>;
  /** The on-screen keyboard is up: the bar gives way to it. */
  keyboard: boolean;
  showPrices: boolean;
  placeButton: ReactNode;
  /** What the bar says above the button (what the cart lacks to reach the minimum). */
  note: ReactNode;
}

/** A phone: the total and the order button always at hand, whatever the length of the cart. */
export const CartBar = observer(function CartBar({ barRef, keyboard, showPrices, placeButton, note }: CartBarProps) {
  const { cart } = useStores();
  return (
    <div className={`cart-bar${keyboard ? ' cart-bar--keyboard' : ''}`} ref={barRef}>
      <CartOrderNews showPrices={showPrices} />
      {note}
      <div className="cart-bar__row">
        {showPrices && (
          <p className="cart-bar__total">
            <span className="muted">{he.cartBarTotal}</span> <span className="price">{formatAgorot(cart.totals.total)}</span>
          </p>
        )}
        {placeButton}
      </div>
    </div>
  );
});

interface PlaceOrderButtonProps {
  warningId: string;
  /** The cart is below the minimum order: the button waits, described by `${warningId}-minimum`. */
  belowMinimum: boolean;
  onPlace: () => void;
}

/** The order button: pressed while an order goes out, it does nothing; it says why it cannot order. */
export const PlaceOrderButton = observer(function PlaceOrderButton({ warningId, belowMinimum, onPlace }: PlaceOrderButtonProps) {
  const { cart, session, orders } = useStores();
  const canOrder = session.canOrder;
  const locked = cart.hasLockedLines;
  const waits = canOrder && !locked && belowMinimum;
  return (
    <button
      type="button"
      className="button button--block cart-summary__place"
      aria-disabled={!canOrder || orders.placing || locked || waits}
      aria-describedby={!canOrder ? warningId : locked ? `${warningId}-locked` : waits ? `${warningId}-minimum` : undefined}
      onClick={() => {
        if (orders.placing) return;
        onPlace();
      }}
    >
      {cart.changing ? he.updateOrder : cart.standing ? he.standingConfirm : he.placeOrder}
    </button>
  );
});
