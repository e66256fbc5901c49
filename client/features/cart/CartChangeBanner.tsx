// The head of the cart while a placed order is being changed (capability 'order-change'): which
// order, until when it may be changed, what of it could not come back into the cart, and the way out
// that sends nothing and gives the buyer's own cart back.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { deadlineTextOf } from '@shared/rules/orderChange';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { EditIcon } from '../../ui/icons';
import { focusElement } from '../../ui/focusReturn';

export const CartChangeBanner = observer(function CartChangeBanner() {
  const root = useStores();
  const { cart, orders } = root;
  const titleId = useId();
  const changing = cart.changing;
  if (!changing) return null;
  const notice = orders.changeNotice?.kind === 'reconciled' ? orders.changeNotice : null;
  const until = deadlineTextOf(changing.until);
  // A change kept past its cutoff (the tab left open, the app opened the next day): said before it is sent.
  const passed = changing.until !== null && Date.parse(changing.until) <= root.now();
  const leftOut = notice ? [...notice.unavailable, ...notice.priceOnRequest] : [];
  return (
    <section className="alert alert--info cart-change" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-change__title">
        <EditIcon />
        {he.changeTitle(changing.orderNumber)}
      </h2>
      {until && <p className="cart-change__until">{passed ? he.changePassed(until) : he.changeUntil(until)}</p>}
      <p>{cart.isEmpty ? he.changeEmpty : he.changeText}</p>
      {leftOut.length > 0 && (
        <>
          <p className="cart-change__note">{he.changeLeftOut}</p>
          <ul className="cart-change__list">
            {leftOut.map((l) => (
              <li key={l.itemId}>{l.productName}</li>
            ))}
          </ul>
        </>
      )}
      {notice && notice.priceChanged.length > 0 && (
        <>
          <p className="cart-change__note">{he.changePriceNote}</p>
          <ul className="cart-change__list">
            {notice.priceChanged.map((l) => (
              <li key={l.itemId}>{l.productName}</li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          orders.dropChange();
          // The button leaves with the banner: the focus goes to the cart's heading, not lost to the body.
          const heading = document.querySelector<HTMLElement>('main h1');
          if (heading) focusElement(heading);
        }}
      >
        {he.changeDrop}
        <span className="visually-hidden"> {he.changeDropOf(changing.orderNumber)}</span>
      </button>
    </section>
  );
});
