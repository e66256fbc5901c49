// The cart page (docs/product.md §5.1, §5.3): lines in pack steps, totals with VAT, a comment, the
// recommended-items dialog once on entry, and placing the order. The page chooses what to show and
// places the order; the cart to edit (CartEditor: CartTable, CartSummary), its other views
// (CartStates) and what it does by itself while open (useCartVisit) are beside it.
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CartEditor } from './CartEditor';
import { PlaceOrderButton } from './CartSummary';
import { CartEmpty, CartSessionEnded, PlacingView } from './CartStates';
import { KeyboardScanToCart } from '../search';
import { DeliveryPanel, DeliveryStore, MinimumNote } from '../delivery';
import { OutboxPanel } from './OutboxPanel';
import { CartChangeBanner } from './CartChangeBanner';
import { CartStandingBanner } from './CartStandingBanner';
import type { OrderChange } from './CartStore';
import { orderDeliveryDay } from '@shared/rules/delivery';
import { thankYouPath } from './thankYouPath';
import { useProgressiveCount } from '../../ui/useProgressiveCount';
import { usePhone } from './usePhone';
import { useBarSpace, useKeyboardUp } from './useCartBar';
import { useLineActions } from './useLineActions';
import { useCartFollowsStore, useOrderAfterLogin } from './useCartVisit';
import { he } from './he';
import { usePageMeta } from '../../ui/pageMeta';
import { useStores } from '../../stores/StoreContext';
import './CartPage.css';

/** The lines a long cart draws at once on entry: a screenful on a phone and on a laptop. */
const FIRST_LINES = 6;
/** The lines each later frame adds, until all are drawn: a few, so each frame's work stays short. */
const MORE_LINES = 4;

const CartPage = observer(function CartPage() {
  const root = useStores();
  const { cart, session, orders } = root;
  // When the order arrives, the later day asked for, and the minimum order (docs/product.md §5.11).
  const [delivery] = useState(() => new DeliveryStore(root));
  const navigate = useNavigate();
  usePageMeta({ title: he.cartTitle, description: he.metaCart, canonical: '/shoppingCart' });
  const waiting = root.outbox.pending;
  // Pressed here, in the cart: while that order goes out the cart stays drawn under the loading view
  // (its entry is in the outbox meanwhile), so a refusal finds the buyer where they were on the page,
  // not at the top of a cart drawn anew after the outbox's view.
  const [sendingFromCart, setSendingFromCart] = useState(false);
  const warningId = useId();
  const { actions, confirmRemove } = useLineActions();
  const phone = usePhone();
  const bar = useRef<HTMLDivElement>(null);
  useBarSpace(bar, phone);
  const keyboard = useKeyboardUp(phone);
  useCartFollowsStore();

  // A long cart is drawn a screenful first and the rest a few lines a frame (useProgressiveCount).
  const drawn = useProgressiveCount(cart.items.length, FIRST_LINES, MORE_LINES);
  const lines = drawn >= cart.items.length ? cart.items : cart.items.slice(0, drawn);

  // The order goes out with the comment kept with the cart (a reload keeps it until the order is placed).
  const placeOrder = async (text: string) => {
    if (!session.canOrder || orders.placing || ((cart.hasLockedLines || delivery.belowMinimum) && !root.outbox.pending)) return;
    // A change keeps the order's day (OrdersStore puts the order's own line for it back on the comment), as a standing order's ready cart keeps its own.
    const created = await orders.place(cart.held ? text : delivery.commentFor(text));
    if (created) void navigate(thankYouPath(created, orders.placedChange, orders.placedStanding));
  };
  useOrderAfterLogin(placeOrder);

  const placeButton = (
    <PlaceOrderButton
      warningId={warningId}
      belowMinimum={delivery.belowMinimum}
      onPlace={() => {
        // Below the minimum the button says why it waits: the note of what is missing, shown and read.
        if (delivery.belowMinimum && !root.outbox.pending) return showMinimumNote(`${warningId}-minimum`);
        setSendingFromCart(true);
        void placeOrder(cart.comment).finally(() => setSendingFromCart(false));
      }}
    />
  );

  // The order just went out: nothing of the emptied cart shows before /thank-you.
  if (orders.placed) return <PlacingView />;

  // The session ended by itself: the cart waits for its owner instead of reading as empty.
  if (!session.isLoggedIn && session.ended) return <CartSessionEnded />;

  // An order waits in the outbox: it is shown as it will go out, not the cart to edit (what it holds
  // is already written); cancelling it gives the cart back.
  if (waiting && session.isLoggedIn && !(sendingFromCart && orders.placing)) {
    return (
      <div className="cart-page">
        <header className="cart-page__header">
          <h1>{he.cartTitle}</h1>
        </header>
        <OutboxPanel entry={waiting} onSend={() => void placeOrder(cart.comment)} />
        {orders.placing && <PlacingView />}
      </div>
    );
  }

  if (cart.isEmpty && !orders.placing) {
    // Every line of a change removed: the change says so, and how to drop it (an order keeps a line).
    if (cart.held)
      return (
        <div className="cart-page">
          <header className="cart-page__header">
            <h1>{he.cartTitle}</h1>
          </header>
          <CartChangeBanner />
          <CartStandingBanner />
        </div>
      );
    return <CartEmpty />;
  }

  return (
    <CartEditor
      lines={lines}
      actions={actions}
      warningId={warningId}
      phone={phone}
      keyboard={keyboard}
      barRef={bar}
      placeButton={placeButton}
      delivery={
        <DeliveryPanel
          delivery={delivery}
          minimumId={phone ? undefined : `${warningId}-minimum`}
          {...(cart.changing
            ? { fixedDay: changeDay(cart.changing, delivery) }
            : cart.standing
              ? { fixedDay: cart.standing.deliveryDate, fixedFor: 'standing' as const }
              : {})}
        />
      }
      barNote={<MinimumNote delivery={delivery} id={`${warningId}-minimum`} compact />}
    >
      {confirmRemove}
    </CartEditor>
  );
});

/** The day an order being changed comes: the day it asked for, else the earliest delivery after it was placed (by the store's rules). */
function changeDay(change: OrderChange, delivery: DeliveryStore): string | null {
  if (change.deliveryDay) return change.deliveryDay;
  return change.orderDate ? orderDeliveryDay({ comment: '', orderDate: change.orderDate }, delivery.rules) : null;
}

/** Brings the note of what the cart lacks to reach the minimum into view, focused, so a screen reader says it. */
function showMinimumNote(id: string): void {
  const note = document.getElementById(id);
  note?.scrollIntoView({ block: 'center' });
  note?.focus({ preventScroll: true });
}

/** The cart, and a keyboard scanner's codes added to it from anywhere on the page. */
function CartRoute() {
  return (
    <>
      <CartPage />
      <KeyboardScanToCart />
    </>
  );
}

export default CartRoute;
