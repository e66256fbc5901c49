// A paged list of orders (10 a page): number, date, total with VAT, the lines (expandable), the
// document link and, for a business user's own orders, re-order with its result dialog.
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@shared/contract/entities';
import { DEFAULT_PAGE_SIZE } from '@shared/contract/envelope';
import { pageCounts } from '../../api/pages';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { errorText } from '../../ui/errorText';
import { OrderCard } from './OrderCard';
import { ReorderResultDialog } from './ReorderResultDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import './OrderList.css';

interface Props {
  /** Every order (administrator, getAll) with the customer's details; otherwise the user's own. */
  all?: boolean;
  /** The list's heading level for each order (h2 on its own page, h3 under a section). */
  headingLevel?: 2 | 3;
}

export const OrderList = observer(function OrderList({ all = false, headingLevel = 2 }: Props) {
  const { orders, session, outbox, cart } = useStores();
  const navigate = useNavigate();
  const [page, setPage] = useUrlPage();
  const [failedReorder, setFailedReorder] = useState<number | null>(null);
  const [reorderingId, setReorderingId] = useState<number | null>(null);
  const userId = session.userInfo?.id;
  // Read again for another user or other prices (the history is theirs).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- userId and priceKey are the reasons to read again, not inputs
  const query = useMemo(() => orders.history(page, all), [orders, page, all, userId, session.priceKey]);
  const data = query.data;
  // The pages as the items received say them (a provider may claim 1,000 pages and send 3 orders).
  const totalPages = Math.max(1, page, data ? pageCounts(data, page, DEFAULT_PAGE_SIZE).totalPages : 1);
  const canReorder = !all && session.canOrder;
  const [changingId, setChangingId] = useState<number | null>(null);
  const [changeFailed, setChangeFailed] = useState<{ id: number; text: string } | null>(null);

  // A placed order opens in the cart for its change (capability 'order-change'); the cart says the rest.
  const startChange = async (order: Order) => {
    if (orders.startingChange) return;
    setChangeFailed(null);
    if (outbox.pending) return setChangeFailed({ id: order.id, text: he.changeOrderWaits });
    setChangingId(order.id);
    try {
      const started = await orders.startChange(order);
      if (started === 'open') void navigate('/shoppingCart');
      else if (started === 'otherOpen' && cart.changing)
        setChangeFailed({ id: order.id, text: he.changeOrderOtherOpen(cart.changing.orderNumber) });
      else setChangeFailed({ id: order.id, text: he.changeOrderWaits });
    } catch {
      setChangeFailed({ id: order.id, text: he.changeOrderFailed });
    } finally {
      setChangingId(null);
    }
  };

  const reorder = async (order: Order) => {
    if (orders.reordering) return;
    setFailedReorder(null);
    setReorderingId(order.id);
    try {
      await orders.reorder(order);
    } catch {
      setFailedReorder(order.id);
    } finally {
      setReorderingId(null);
    }
  };

  let content;
  if (query.isLoading) {
    content = (
      <div className="order-list__state">
        <Spinner label={he.loading} waitsOnNetwork />
        <span aria-hidden="true">{he.loading}</span>
      </div>
    );
  } else if (query.error) {
    content = <LoadFailed text={`${he.errorPrefix}${errorText(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (!data || data.items.length === 0) {
    content = <p className="order-list__state muted">{he.ordersEmpty}</p>;
  } else {
    content = (
      <ul className="order-list__items">
        {data.items.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              headingLevel={headingLevel}
              showCustomer={all}
              canReorder={canReorder}
              reordering={reorderingId === order.id}
              reorderFailed={failedReorder === order.id}
              onReorder={() => void reorder(order)}
              change={
                !all && orders.canChange(order, Date.now())
                  ? {
                      starting: changingId === order.id,
                      failed: changeFailed?.id === order.id ? changeFailed.text : null,
                      onChange: () => void startChange(order),
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="order-list">
      {content}
      {(page > 1 || totalPages > 1) && <OrdersPager page={page} totalPages={totalPages} loading={query.isLoading} onPage={setPage} />}
      {orders.reorderResult && (
        <ReorderResultDialog
          result={orders.reorderResult}
          onClose={() => orders.dismissReorder()}
          onGoToCart={() => {
            orders.dismissReorder();
            void navigate('/shoppingCart');
          }}
        />
      )}
    </div>
  );
});

/** The page a ?page= value names: a whole number from 1; anything else is page 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The list's page, kept in the URL (?page=N): a reload, a shared link and Back keep it. */
function useUrlPage(): [number, (next: (p: number) => number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const setPage = (next: (p: number) => number) =>
    setSearch((prev) => {
      const params = new URLSearchParams(prev);
      const to = next(page);
      if (to <= 1) params.delete('page');
      else params.set('page', String(to));
      return params;
    });
  return [page, setPage];
}

interface PagerProps {
  page: number;
  totalPages: number;
  /** A page is being read: the next one waits for it. */
  loading: boolean;
  onPage: (next: (p: number) => number) => void;
}

/** Previous and next, and where in the list this page is. */
function OrdersPager({ page, totalPages, loading, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label={he.ordersPager}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage((p) => Math.max(1, p - 1))}
      >
        {he.previous}
      </button>
      <span className="pager__status" aria-live="polite">
        {he.pageOf(page, totalPages)}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= totalPages || loading}
        onClick={() => onPage((p) => p + 1)}
      >
        {he.next}
      </button>
    </nav>
  );
}
