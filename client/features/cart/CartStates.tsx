// The cart page's views other than the cart to edit: the order going out, the session ended with
// the cart waiting for its owner, the empty cart, and the notice of stored lines that were dropped.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';

/** The loading view while the order is created (and until /thank-you shows it). */
export function PlacingView() {
  return (
    <div className="cart-placing">
      <div className="cart-placing__box">
        <Spinner label={he.placingOrder} />
        <p aria-hidden="true">{he.placingOrder}</p>
      </div>
    </div>
  );
}

/** The session ended by itself: the cart waits for its owner instead of reading as empty. */
export const CartSessionEnded = observer(function CartSessionEnded() {
  const { orders, dialogs } = useStores();
  return (
    <section className="empty-state cart-empty">
      <h1>{he.cartSessionEndedTitle}</h1>
      <p>{he.cartSessionEndedText}</p>
      {orders.pendingAfterLogin && <p className="alert alert--warning">{he.cartPendingOrder}</p>}
      <button type="button" className="button" onClick={() => dialogs.open({ d: 'account', action: 'login' })}>
        {he.sessionEndedLogin}
      </button>
    </section>
  );
});

/** Nothing in the cart: where to find items. */
export function CartEmpty() {
  return (
    <section className="empty-state cart-empty">
      <DroppedLinesNotice />
      <CartEmptyIcon />
      <h1>{he.cartEmptyTitle}</h1>
      <p>{he.cartEmptyText}</p>
      <Link to="/items" className="button">
        {he.browseProducts}
      </Link>
    </section>
  );
}

/** Unreadable stored lines were dropped: said once, until the buyer closes it. */
export const DroppedLinesNotice = observer(function DroppedLinesNotice() {
  const { cart } = useStores();
  if (cart.droppedLines === 0) return null;
  return (
    <div className="alert alert--warning cart-dropped" role="status">
      <strong>{he.droppedLines(cart.droppedLines)}</strong> {he.droppedLinesHint}{' '}
      <button type="button" className="button button--small button--secondary" onClick={() => cart.dismissDropped()}>
        {he.dismissIssue}
      </button>
    </div>
  );
});

function CartEmptyIcon() {
  return (
    <svg
      className="cart-empty__icon"
      viewBox="0 0 24 24"
      width="72"
      height="72"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 7H6" />
    </svg>
  );
}
