// The cart to edit: its heading with a skip link to the summary, what the check found, the lines,
// the summary and (on a phone) the bar at the screen's foot.
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode, type Ref } from 'react';
import type { CartItem } from '@shared/contract/entities';
import type { CartLineActions } from './CartLine';
import { CartChangesAlert } from './CartChangesAlert';
import { CartChangeBanner } from './CartChangeBanner';
import { CartStandingBanner } from './CartStandingBanner';
import { CartBar, CartSummary } from './CartSummary';
import { DroppedLinesNotice, PlacingView } from './CartStates';
import { CartTable } from './CartTable';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { CartShare } from '../share';

interface CartEditorProps {
  /** The lines drawn so far (a long cart is drawn a few lines a frame). */
  lines: readonly CartItem[];
  actions: CartLineActions;
  /** The id of the warning the order button is described by. */
  warningId: string;
  phone: boolean;
  /** The on-screen keyboard is up: the phone's bar gives way to it. */
  keyboard: boolean;
  barRef: Ref<HTMLDivElement>;
  placeButton: ReactNode;
  /** The delivery line, in the summary (shown with prices). */
  delivery: ReactNode;
  /** On a phone, what the bar says beside the order button (what the cart lacks to reach the minimum). */
  barNote: ReactNode;
  /** What opens over the cart (the question before a line is removed). */
  children?: ReactNode;
}

export const CartEditor = observer(function CartEditor({
  lines,
  actions,
  warningId,
  phone,
  keyboard,
  barRef,
  placeButton,
  delivery,
  barNote,
  children,
}: CartEditorProps) {
  const { cart, session, orders, dialogs } = useStores();
  const summaryId = useId();
  const showPrices = session.isLoggedIn;
  return (
    <div className="cart-page">
      <header className="cart-page__header">
        <h1>{he.cartTitle}</h1>
        <span className="cart-page__count">{he.cartLinesCount(cart.count)}</span>
        <a
          className="skip-link"
          href={`#${summaryId}`}
          onClick={(e) => {
            e.preventDefault();
            const summary = document.getElementById(summaryId);
            summary?.focus({ preventScroll: true });
            summary?.scrollIntoView({ block: 'start' });
          }}
        >
          {he.skipToSummary}
        </a>
      </header>

      <CartChangeBanner />
      <CartStandingBanner />
      <DroppedLinesNotice />
      <p className="cart-page__checking muted" role="status">
        {cart.checking && !orders.placing ? he.checkingCart : ''}
      </p>
      {cart.issues.size > 0 && <CartChangesAlert refused={orders.failure?.kind === 'refused'} />}

      <div className="cart-page__layout">
        <div className="cart-page__main">
          <CartTable lines={lines} showPrices={showPrices} actions={actions} />
          {showPrices && (
            <button
              type="button"
              className="button button--secondary cart-page__recommended"
              onClick={() => dialogs.open({ d: 'shoppingCart', action: 'recommendedItems' })}
            >
              {he.showRecommended}
            </button>
          )}
          <CartShare />
        </div>

        <CartSummary
          id={summaryId}
          warningId={warningId}
          phone={phone}
          showPrices={showPrices}
          placeButton={placeButton}
          delivery={showPrices ? delivery : null}
        />
      </div>

      {phone && (
        <CartBar barRef={barRef} keyboard={keyboard} showPrices={showPrices} placeButton={placeButton} note={showPrices ? barNote : null} />
      )}

      {orders.placing && <PlacingView />}

      {children}
    </div>
  );
});
