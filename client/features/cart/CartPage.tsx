// The cart page (docs/product.md §5.1, §5.3): lines in pack steps, totals with VAT, a comment, the
// recommended-items dialog once on entry, and placing the order.
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '@shared/contract/entities';
import { formatAgorot } from '@shared/format';
import { CartLine, type CartLineActions } from './CartLine';
import { CartChangesAlert } from './CartChangesAlert';
import { CartOrderNews } from './CartOrderNews';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { KeyboardScanToCart } from '../search';
import { OutboxPanel } from './OutboxPanel';
import { Spinner } from '../../ui/Spinner';
import { thankYouPath } from './thankYouPath';
import { useProgressiveCount } from '../../ui/useProgressiveCount';
import { usePhone } from './usePhone';
import { he } from '../../i18n/he';
import { usePageMeta } from '../../ui/pageMeta';
import { StorageKeys } from '../../stores/storage';
import { useStores } from '../../stores/StoreContext';
import './CartPage.css';

/** The lines a long cart draws at once on entry: a screenful on a phone and on a laptop. */
const FIRST_LINES = 6;
/** The lines each later frame adds, until all are drawn: a few, so each frame's work stays short. */
const MORE_LINES = 4;

const CartPage = observer(function CartPage() {
  const root = useStores();
  const { cart, session, orders, dialogs } = root;
  const navigate = useNavigate();
  usePageMeta({ title: he.cartTitle, description: he.metaCart, canonical: '/shoppingCart' });
  // The comment is kept with the cart (a reload keeps it) until the order is placed.
  const comment = cart.comment;
  const setComment = (text: string) => cart.setComment(text);
  const waiting = root.outbox.pending;
  // Pressed here, in the cart: while that order goes out the cart stays drawn under the loading view
  // (its entry is in the outbox meanwhile), so a refusal finds the buyer where they were on the page,
  // not at the top of a cart drawn anew after the outbox's view.
  const [sendingFromCart, setSendingFromCart] = useState(false);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const commentId = useId();
  const hintId = useId();
  const warningId = useId();
  const summaryId = useId();
  const phone = usePhone();
  const bar = useRef<HTMLDivElement>(null);
  useBarSpace(bar, phone);
  const keyboard = useKeyboardUp(phone);

  // A failure from an earlier visit is not news any more.
  useEffect(() => {
    if (!orders.placing && orders.failure?.kind !== 'sessionEnded') orders.dismissFailure();
  }, [orders]);

  // On entry the cart is checked against today's items: its prices are today's prices, and each
  // line says what changed since it was added.
  const signedIn = session.isLoggedIn;
  useEffect(() => {
    if (!signedIn || cart.isEmpty) return;
    const controller = new AbortController();
    void cart.check(controller.signal);
    return () => controller.abort();
    // Once per visit (and per sign-in), not on every change of the cart (cart.isEmpty is read once, as it is).
  }, [signedIn, cart]);

  // The cart follows the store while it is open: coming back to the tab reads the items again (the
  // settings query reads the VAT rate again by itself), and a rate that changes under the cart is
  // said in words, with the total before and after, not only redrawn.
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !cart.isEmpty && !orders.placing) void cart.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn, cart, orders]);
  useEffect(
    () =>
      reaction(
        () => ({ loaded: root.settings.settings !== undefined, vat: cart.vatPercent, total: cart.totals.total }),
        (now, before) => {
          if (!now.loaded || !before.loaded || now.vat === before.vat || cart.isEmpty || orders.placing) return;
          orders.noteVatChange({ from: before.vat, to: now.vat, totalBefore: before.total, totalAfter: now.total });
        },
      ),
    [root, cart, orders],
  );

  // The recommended items open on entry with items (or on signing in here to a cart with items), once
  // per browser session, and only for a buyer who can order them (never a visitor); closing them does
  // not bring them back. Items added while on the page (a keyboard scanner's codes, one after another)
  // do not open them: the dialog would take the focus, and the next code's keys, from the page.
  const isEmpty = cart.isEmpty;
  const canOrder = session.canOrder;
  useEffect(() => {
    if (cart.isEmpty || !canOrder || root.sessionStorage.getItem(StorageKeys.recommendedShown) !== null) return;
    root.sessionStorage.setItem(StorageKeys.recommendedShown, '1');
    if (!dialogs.current) dialogs.open({ d: 'shoppingCart', action: 'recommendedItems' });
    // cart.isEmpty is read once, on entry and on signing in, as it is.
  }, [cart, canOrder, dialogs, root]);

  // A long cart is drawn a screenful first and the rest a few lines a frame (useProgressiveCount).
  const drawn = useProgressiveCount(cart.items.length, FIRST_LINES, MORE_LINES);
  const lines = drawn >= cart.items.length ? cart.items : cart.items.slice(0, drawn);

  const showPrices = session.isLoggedIn;
  const locked = cart.hasLockedLines;

  const placeOrder = async (text: string) => {
    if (!session.canOrder || orders.placing || (cart.hasLockedLines && !root.outbox.pending)) return;
    const created = await orders.place(text);
    if (created) void navigate(thankYouPath(created));
  };

  // The session ended as the order went out: the login dialog opens at once.
  const sessionEnded = orders.failure?.kind === 'sessionEnded';
  useEffect(() => {
    if (sessionEnded && !session.isLoggedIn) dialogs.open({ d: 'account', action: 'login' });
  }, [sessionEnded, session, dialogs]);

  // Signed in again as the user whose order was interrupted: it goes out as it was, comment and
  // all; signed in as someone else: it is forgotten.
  const resumable = orders.resumable;
  useEffect(() => {
    const pending = orders.pendingAfterLogin;
    if (!pending || !session.canOrder || session.loadingUser) return;
    if (!resumable) {
      if (cart.owner !== pending.owner) orders.forgetPending();
      return;
    }
    setComment(pending.comment);
    void placeOrder(pending.comment);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumable, session.canOrder, session.loadingUser]);

  const actions = useMemo<CartLineActions>(
    () => ({
      plus: (line) => cart.plus({ ...line, minOrderQuantity: line.itemPackSize, isAvailable: true }),
      minus: (line) => {
        if (cart.minusOrAsk(line.id)) setRemoving(line);
      },
      set: (line, quantity) => (quantity === 0 ? setRemoving(line) : cart.update(line.id, quantity)),
      remove: (line) => setRemoving(line),
      roundUp: (line) => cart.roundUpLine(line.id),
      dismiss: (line) => cart.dismissIssues(line.itemId),
    }),
    [cart],
  );

  const placeButton = (
    <button
      type="button"
      className="button button--block cart-summary__place"
      aria-disabled={!canOrder || orders.placing || locked}
      aria-describedby={!canOrder ? warningId : locked ? `${warningId}-locked` : undefined}
      onClick={() => {
        if (orders.placing) return;
        setSendingFromCart(true);
        void placeOrder(comment).finally(() => setSendingFromCart(false));
      }}
    >
      {he.placeOrder}
    </button>
  );

  // The order just went out: nothing of the emptied cart shows before /thank-you.
  if (orders.placed) return <PlacingView />;

  // The session ended by itself: the cart waits for its owner instead of reading as empty.
  if (!session.isLoggedIn && session.ended) {
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
  }

  // An order waits in the outbox: it is shown as it will go out, not the cart to edit (what it holds
  // is already written); cancelling it gives the cart back.
  if (waiting && session.isLoggedIn && !(sendingFromCart && orders.placing)) {
    return (
      <div className="cart-page">
        <header className="cart-page__header">
          <h1>{he.cartTitle}</h1>
        </header>
        <OutboxPanel entry={waiting} onSend={() => void placeOrder(comment)} />
        {orders.placing && <PlacingView />}
      </div>
    );
  }

  if (isEmpty && !orders.placing) {
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

      <DroppedLinesNotice />
      <p className="cart-page__checking muted" role="status">
        {cart.checking && !orders.placing ? he.checkingCart : ''}
      </p>
      {cart.issues.size > 0 && <CartChangesAlert refused={orders.failure?.kind === 'refused'} />}

      <div className="cart-page__layout">
        <div className="cart-page__main">
          <div className="card cart-table-wrap">
            <table className="cart-table">
              <caption className="visually-hidden">{he.cartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{he.colProduct}</th>
                  {showPrices && (
                    <th scope="col" className="cart-table__unit">
                      {he.colUnitPrice}
                    </th>
                  )}
                  <th scope="col" className="cart-table__quantity">
                    {he.colQuantity}
                  </th>
                  {showPrices && (
                    <th scope="col" className="cart-table__total">
                      {he.colLineTotal}
                    </th>
                  )}
                  <th scope="col" className="cart-table__remove">
                    <span className="visually-hidden">{he.colActions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <CartLine
                    key={line.id}
                    line={line}
                    total={cart.lineTotal(line)}
                    showPrices={showPrices}
                    issues={cart.issuesOf(line.itemId)}
                    actions={actions}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {showPrices && (
            <button
              type="button"
              className="button button--secondary cart-page__recommended"
              onClick={() => dialogs.open({ d: 'shoppingCart', action: 'recommendedItems' })}
            >
              {he.showRecommended}
            </button>
          )}
        </div>

        <aside id={summaryId} className="card cart-summary" aria-labelledby={`${commentId}-summary`} tabIndex={-1}>
          <h2 id={`${commentId}-summary`} className="cart-summary__title">
            {he.totalsTitle}
          </h2>
          {/* Beside the totals it speaks of and the button just pressed (on a phone, in the bar below). */}
          {!phone && <CartOrderNews showPrices={showPrices} />}
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

          {canOrder && locked && (
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

          {!phone && placeButton}
        </aside>
      </div>

      {/* A phone: the total and the order button always at hand, whatever the length of the cart. */}
      {phone && (
        <div className={`cart-bar${keyboard ? ' cart-bar--keyboard' : ''}`} ref={bar}>
          <CartOrderNews showPrices={showPrices} />
          <div className="cart-bar__row">
            {showPrices && (
              <p className="cart-bar__total">
                <span className="muted">{he.cartBarTotal}</span> <span className="price">{formatAgorot(cart.totals.total)}</span>
              </p>
            )}
            {placeButton}
          </div>
        </div>
      )}

      {orders.placing && <PlacingView />}

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

/** Unreadable stored lines were dropped: said once, until the buyer closes it. */
const DroppedLinesNotice = observer(function DroppedLinesNotice() {
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

/**
 * The page's foot keeps room for the phone's bar, as tall as the bar is now (it grows with a failure
 * beside the button): the last line and the footer scroll clear of it.
 */
function useBarSpace(bar: RefObject<HTMLDivElement | null>, phone: boolean): void {
  useEffect(() => {
    const el = bar.current;
    const style = document.documentElement.style;
    if (!phone || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => style.setProperty('--cart-bar-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      style.removeProperty('--cart-bar-h');
    };
  });
}

/** Whether a phone's on-screen keyboard is up: the visible part of the page is much shorter than the page's window. */
function useKeyboardUp(phone: boolean): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    const view = window.visualViewport;
    if (!phone || !view) return;
    const read = () =>
      setUp(view.height < window.innerHeight * 0.75 && document.activeElement?.matches('input, textarea, select') === true);
    view.addEventListener('resize', read);
    return () => view.removeEventListener('resize', read);
  }, [phone]);
  return up;
}

/** The loading view while the order is created (and until /thank-you shows it). */
function PlacingView() {
  return (
    <div className="cart-placing">
      <div className="cart-placing__box">
        <Spinner label={he.placingOrder} />
        <p aria-hidden="true">{he.placingOrder}</p>
      </div>
    </div>
  );
}

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
