// The head of the cart while it is a standing order's ready cart (docs/product.md §5.12): which standing
// order, for which day and until when, that nothing is ordered until the buyer presses, and the ways
// out: back to the own cart (the day still waits), or skipping the day.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { deadlineTextOf } from '@shared/rules/orderChange';
import { deliveryDayText } from '@shared/rules/standingOrder';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { focusElement } from '../../ui/focusReturn';
import { errorText } from '../../ui/errorText';

export const CartStandingBanner = observer(function CartStandingBanner() {
  const root = useStores();
  const { cart, orders, standing } = root;
  const titleId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const ready = cart.standing;
  if (!ready) return null;
  const until = deadlineTextOf(ready.orderBy) ?? '';
  const passed = Date.parse(ready.orderBy) <= root.now();
  const back = () => {
    orders.dropChange();
    // The buttons leave with the banner: the focus goes to the cart's heading, not lost to the body.
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusElement(heading);
  };
  return (
    <section className="alert alert--info cart-change" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-change__title">
        {he.standingCartTitle(ready.name)}
      </h2>
      <p className="cart-standing__day">
        {passed ? he.standingCartPassed(until) : he.standingCartDay(deliveryDayText(ready.deliveryDate), until)}
      </p>
      <p>{cart.isEmpty ? he.standingCartEmpty : he.standingCartText}</p>
      {failed && (
        <p className="alert alert--error" role="alert">
          {failed}
        </p>
      )}
      <div className="standing-form__actions">
        <button type="button" className="button button--secondary button--small" onClick={back}>
          {he.standingCartLater}
          <span className="visually-hidden"> {he.standingCartLaterOf}</span>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setFailed(null);
            standing.skip(ready.standingId, ready.deliveryDate).then(back, (err: unknown) => setFailed(errorText(err)));
          }}
        >
          {he.standingSkip}
          <span className="visually-hidden"> {he.standingSkipOf(ready.name, deliveryDayText(ready.deliveryDate))}</span>
        </button>
      </div>
    </section>
  );
});
