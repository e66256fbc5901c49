// The cart page (SPEC.md sections 2 and 4): lines in pack steps, totals with VAT, a comment, the
// recommended-items dialog once on entry, and placing the order.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem, OrderLineChange } from '@shared/contract/entities';
import { formatAgorot, formatShekels } from '@shared/format';
import { VAT_PERCENT } from '@shared/rules/totals';
import { CartLine, type CartLineNotice } from '../components/CartLine';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Spinner } from '../components/Spinner';
import { he } from '../i18n/he';
import type { OrderFailure } from '../stores/OrdersStore';
import { useStores } from '../StoreContext';
import './CartPage.css';

const CartPage = observer(function CartPage() {
  const { cart, session, orders, dialogs } = useStores();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const recommendedOpened = useRef(false);
  const commentId = useId();
  const hintId = useId();
  const warningId = useId();

  // A failure from an earlier visit is not news any more.
  useEffect(() => {
    if (!orders.placing) orders.dismissFailure();
  }, [orders]);

  // On entry with items, the recommended items open once; closing them does not bring them back.
  const isEmpty = cart.isEmpty;
  useEffect(() => {
    if (recommendedOpened.current || isEmpty) return;
    recommendedOpened.current = true;
    if (!dialogs.current) dialogs.open({ d: 'shoppingCart', action: 'recommendedItems' });
  }, [isEmpty, dialogs]);

  const showPrices = session.isLoggedIn;
  const canOrder = session.canOrder;
  const notices = noticesOf(orders.failure);

  const placeOrder = async () => {
    if (!canOrder || orders.placing) return;
    const created = await orders.place(comment);
    if (!created) return;
    const query = new URLSearchParams({ orderNumber: String(created.orderNumber), documentLink: created.documentLink });
    navigate(`/thank-you?${query.toString()}`);
  };

  const minus = (line: CartItem) => {
    if (cart.minusOrAsk(line.id)) setRemoving(line);
  };

  if (isEmpty && !orders.placing) {
    return (
      <section className="empty-state cart-empty">
        <CartEmptyIcon />
        <h1>{he.cartEmptyTitle}</h1>
        <p>{he.cartEmptyText}</p>
        <Link to="/items" className="button">
          {he.browseProducts}
        </Link>
      </section>
    );
  }

  return (
    <div className="cart-page">
      <header className="cart-page__header">
        <h1>{he.cartTitle}</h1>
        <span className="cart-page__count">{he.cartLinesCount(cart.count)}</span>
      </header>

      {orders.failure && <OrderFailureAlert failure={orders.failure} nameOf={(itemId) => cart.items.find((l) => l.itemId === itemId)?.itemDescription ?? itemId} />}

      <div className="cart-page__layout">
        <div className="cart-page__main">
          <div className="card cart-table-wrap">
            <table className="cart-table">
              <caption className="visually-hidden">{he.cartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{he.colProduct}</th>
                  {showPrices && <th scope="col">{he.colUnitPrice}</th>}
                  <th scope="col">{he.colQuantity}</th>
                  {showPrices && <th scope="col">{he.colLineTotal}</th>}
                  <th scope="col">
                    <span className="visually-hidden">{he.colActions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.items.map((line) => (
                  <CartLine
                    key={line.id}
                    line={line}
                    total={cart.lineTotal(line)}
                    showPrices={showPrices}
                    notice={notices.get(line.itemId) ?? null}
                    onPlus={() => cart.plus({ ...line, minOrderQuantity: line.itemPackSize, isAvailable: true })}
                    onMinus={() => minus(line)}
                    onRemove={() => setRemoving(line)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {showPrices && (
            <button type="button" className="button button--secondary cart-page__recommended" onClick={() => dialogs.open({ d: 'shoppingCart', action: 'recommendedItems' })}>
              {he.showRecommended}
            </button>
          )}
        </div>

        <aside className="card cart-summary" aria-labelledby={`${commentId}-summary`}>
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
                <dt>{he.vatLine(VAT_PERCENT)}</dt>
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

          <div className="field cart-summary__comment">
            <label htmlFor={commentId}>{he.commentLabel}</label>
            <textarea
              id={commentId}
              className="textarea"
              value={comment}
              maxLength={500}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby={hintId}
              disabled={orders.placing}
            />
            <span id={hintId} className="muted cart-summary__hint">
              {he.commentHint}
            </span>
          </div>

          {!canOrder && !session.loadingUser && (
            <div id={warningId} className="alert alert--warning cart-summary__warning">
              <strong>{he.cannotOrderTitle}</strong>
              <p>{he.cannotOrderText}</p>
            </div>
          )}

          <button
            type="button"
            className="button button--block cart-summary__place"
            aria-disabled={!canOrder || orders.placing}
            aria-describedby={!canOrder ? warningId : undefined}
            onClick={() => void placeOrder()}
          >
            {he.placeOrder}
          </button>
        </aside>
      </div>

      {orders.placing && (
        <div className="cart-placing">
          <div className="cart-placing__box">
            <Spinner label={he.placingOrder} />
            <p aria-hidden="true">{he.placingOrder}</p>
          </div>
        </div>
      )}

      {removing && (
        <ConfirmDialog
          title={he.confirmRemoveTitle}
          message={he.confirmRemoveText(removing.itemDescription)}
          confirmLabel={he.confirmRemoveYes}
          onConfirm={() => {
            cart.remove(removing.id);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
});

export default CartPage;

/** The notice each line gets from the provider's refusal, by item code. */
function noticesOf(failure: OrderFailure | null): Map<string, CartLineNotice> {
  const map = new Map<string, CartLineNotice>();
  for (const c of failure?.changes ?? []) {
    if (c.reason === 'priceChanged') map.set(c.itemId, 'priceUpdated');
    else if (c.reason === 'unavailable' || c.reason === 'notFound') map.set(c.itemId, 'unavailable');
  }
  return map;
}

/** An amount kept left to right inside a Hebrew sentence, as the price columns show it. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** The text of one refused line. */
function changeText(change: OrderLineChange, name: string): string {
  switch (change.reason) {
    case 'priceChanged':
      return change.currentPrice === null ? he.orderChangedUnavailable(name) : he.orderChangedPrice(name, isolated(formatShekels(change.sentPrice)), isolated(formatShekels(change.currentPrice)));
    case 'unavailable':
      return he.orderChangedUnavailable(name);
    case 'notFound':
      return he.orderChangedNotFound(name);
    default:
      return he.orderChangedPack(name);
  }
}

/** A provider message is shown only when it is written for the user (in Hebrew); otherwise the retry text. */
const HEBREW = /[\u0590-\u05FF]/;

function OrderFailureAlert({ failure, nameOf }: { failure: OrderFailure; nameOf: (itemId: string) => string }) {
  return (
    <div className="alert alert--error cart-failure" role="alert">
      <strong className="cart-failure__title">{he.orderFailedTitle}</strong>
      {failure.changes.length > 0 ? (
        <>
          <p>{he.orderChangedText}</p>
          <ul>
            {failure.changes.map((c) => (
              <li key={c.itemId}>{changeText(c, nameOf(c.itemId))}</li>
            ))}
          </ul>
          <p>{he.orderChangedReview}</p>
        </>
      ) : (
        <p>{HEBREW.test(failure.message) ? failure.message : he.orderFailedRetry}</p>
      )}
    </div>
  );
}

function CartEmptyIcon() {
  return (
    <svg className="cart-empty__icon" viewBox="0 0 24 24" width="72" height="72" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 7H6" />
    </svg>
  );
}
