// Quick order (/quick-order, docs/product.md §5.7): paste a list or upload a CSV/XLSX file, check every line
// against the catalogue, fix or remove rows in place, and put the good ones in the cart at once.
// For business users; a visitor gets the login dialog, an administrator a note. A line may
// name its product (found, or a pick list), count in cartons; on a phone the rows are one line
// each with their details on demand, the results come into view, and the rows to fix can be shown alone.
// The page holds the store and chooses what to show; its form (QuickOrderForm), results
// (QuickOrderResults), rows (QuickOrderRow) and batches of drawn rows (MoreRows) are beside it.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { AddedToCart } from '../cart';
import { KeyboardScanToCart } from '../search';
import { usePageMeta } from '../../ui/pageMeta';
import { Spinner } from '../../ui/Spinner';
import { he } from './he';
import { QuickOrderStore } from './QuickOrderStore';
import { QuickOrderForm } from './QuickOrderForm';
import { QuickOrderResults } from './QuickOrderResults';
import { useDrawnRows } from './MoreRows';
import { useStores } from '../../stores/StoreContext';
import { usePageDialog } from '../../ui/usePageDialog';
import './QuickOrderPage.css';

/** Focuses an element and scrolls it to the top of the screen, just under the sticky header; smoothly unless the user asks for reduced motion. */
function revealBelowHeader(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - Math.max(0, header) - 12, behavior: still ? 'auto' : 'smooth' });
}

const QuickOrderPage = observer(function QuickOrderPage() {
  const root = useStores();
  const { session, dialogs } = root;
  const [store] = useState(() => new QuickOrderStore(root));
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const isBusiness = session.userInfo?.userType === 'Business';
  const isVisitor = !session.isLoggedIn;
  const [drawn, drawMore] = useDrawnRows(store.checks);
  usePageMeta({ title: he.quickOrder, description: he.quickOrderIntro, canonical: '/quick-order' });
  // Codes left unchecked offline are checked when the network is back.
  useEffect(() => store.watchNetwork(), [store]);

  // A visitor is asked to sign in (once per visit of the page).
  const openOwn = usePageDialog(dialogs);
  useEffect(() => {
    if (isVisitor && !dialogs.current) openOwn({ d: 'account', action: 'login' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isVisitor]);

  if (!isBusiness) {
    return (
      <div className="quick-order">
        <h1>{he.quickOrder}</h1>
        {session.isLoggedIn && !session.userInfo ? (
          <Spinner />
        ) : (
          <div className="alert alert--info" role="status">
            <p>{isVisitor ? he.quickOrderForBusiness : he.quickOrderAdmin}</p>
            {isVisitor && (
              <button type="button" className="button" onClick={() => dialogs.open({ d: 'account', action: 'login' })}>
                {he.login}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }

  const rows = store.rows;
  return (
    <div className="quick-order">
      <h1>{he.quickOrder}</h1>
      <p className="muted quick-order__intro">{he.quickOrderIntro}</p>
      {/* The results come into view (on a phone they start below the fold), their heading focused. */}
      <QuickOrderForm store={store} onChecked={() => revealBelowHeader(resultsRef.current)} />

      {store.failed && (
        <p className="alert alert--error" role="alert">
          {he.catalogueFailed}
        </p>
      )}
      {store.added && <AddedToCart text={he.addedToCart(store.added.lines, store.added.units)} reveal />}

      {rows && <QuickOrderResults store={store} rows={rows} headingRef={resultsRef} drawn={drawn} drawMore={drawMore} />}
    </div>
  );
});

/** Quick order, and a keyboard scanner's codes added to the cart from anywhere on the page. */
function QuickOrderRoute() {
  return (
    <>
      <QuickOrderPage />
      <KeyboardScanToCart />
    </>
  );
}

export default QuickOrderRoute;
