// A paged list of orders (10 a page): number, date, total with VAT, the lines (expandable), the
// document link and, for a business user's own orders, re-order with its result dialog.
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@shared/contract/entities';
import { formatAgorot, formatDate, formatShekels } from '@shared/format';
import { lineTotal } from '@shared/rules/totals';
import { documentPath } from '../../api/documents';
import { he } from '../../i18n/he';
import { useStores } from '../../stores/StoreContext';
import { errorText } from '../../ui/errorText';
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
  const { orders, session } = useStores();
  const navigate = useNavigate();
  // The page is in the URL (?page=N): a reload, a shared link and Back keep it.
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
  const [failedReorder, setFailedReorder] = useState<number | null>(null);
  const [reorderingId, setReorderingId] = useState<number | null>(null);
  const userId = session.userInfo?.id;
  // Read again for another user or other prices (the history is theirs).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- userId and priceKey are the reasons to read again, not inputs
  const query = useMemo(() => orders.history(page, all), [orders, page, all, userId, session.priceKey]);
  const data = query.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const canReorder = !all && session.canOrder;

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
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="order-list">
      {content}
      {(page > 1 || totalPages > 1) && (
        <nav className="pager" aria-label={he.ordersPager}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {he.previous}
          </button>
          <span className="pager__status" aria-live="polite">
            {he.pageOf(page, totalPages)}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page >= totalPages || query.isLoading}
            onClick={() => setPage((p) => p + 1)}
          >
            {he.next}
          </button>
        </nav>
      )}
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

interface CardProps {
  order: Order;
  headingLevel: 2 | 3;
  showCustomer: boolean;
  canReorder: boolean;
  reordering: boolean;
  reorderFailed: boolean;
  onReorder: () => void;
}

function OrderCard({ order, headingLevel, showCustomer, canReorder, reordering, reorderFailed, onReorder }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const emptyNoteId = useId();
  const empty = order.orderItems.length === 0;
  return (
    <article className="card order-card">
      <header className="order-card__header">
        <Heading className="order-card__number">{he.orderNumberLabel(order.orderNumber)}</Heading>
        <dl className="order-card__facts">
          <div>
            <dt>{he.orderDateLabel}</dt>
            <dd dir="ltr">{formatDate(order.orderDate)}</dd>
          </div>
          <div>
            <dt>{he.orderTotalLabel}</dt>
            <dd className="price">{formatShekels(order.totalPrice)}</dd>
          </div>
          {showCustomer && (
            <div>
              <dt>{he.orderCustomerLabel}</dt>
              <dd>
                {order.customer.lastName}
                <span className="order-card__contact">
                  <span dir="ltr">{order.customer.phone}</span> · <span dir="ltr">{order.customer.email}</span>
                </span>
              </dd>
            </div>
          )}
        </dl>
      </header>

      <details className="order-card__lines">
        <summary>
          <svg
            className="order-card__chevron"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
          {he.orderLinesSummary(order.orderItems.length)}
        </summary>
        {empty ? (
          <p className="muted">{he.reorderEmptyResult}</p>
        ) : (
          <div className="order-card__table-wrap">
            <table className="order-lines">
              <thead>
                <tr>
                  <th scope="col">{he.orderLineName}</th>
                  <th scope="col">{he.orderLineQuantity}</th>
                  <th scope="col">{he.orderLineUnitPrice}</th>
                  <th scope="col">{he.orderLineTotal}</th>
                </tr>
              </thead>
              <tbody>
                {order.orderItems.map((line, i) => (
                  <tr key={`${line.itemId}-${i}`}>
                    <th scope="row">{line.productName}</th>
                    <td className="order-lines__quantity" data-label={he.orderLineQuantity}>
                      {line.quantity}
                    </td>
                    <td className="order-lines__money" data-label={he.orderLineUnitPrice}>
                      <span dir="ltr">{formatShekels(line.unitPrice)}</span>
                    </td>
                    <td className="order-lines__money" data-label={he.orderLineTotal}>
                      <span dir="ltr">{formatAgorot(lineTotal({ salePriceInNIS: line.unitPrice, quantity: line.quantity }))}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>

      <footer className="order-card__actions">
        {order.documentLink ? (
          <a
            className="button button--secondary button--small"
            href={documentPath(order.documentLink)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
              <path d="M14 3v6h6M8 13h8M8 17h5" />
            </svg>
            {he.orderDocument}
            <span className="visually-hidden"> {he.orderDocumentOf(order.orderNumber)}</span>
          </a>
        ) : (
          <span className="muted">{he.noOrderDocument}</span>
        )}
        {canReorder && (
          <>
            <button
              type="button"
              className="button button--small"
              onClick={onReorder}
              disabled={empty}
              aria-busy={reordering || undefined}
              aria-describedby={empty ? emptyNoteId : undefined}
            >
              {reordering ? <span className="spinner order-card__spinner" aria-hidden="true" /> : <ReorderIcon />}
              {he.reorder}
            </button>
            {empty && (
              <span id={emptyNoteId} className="muted order-card__note">
                {he.reorderEmpty}
              </span>
            )}
          </>
        )}
      </footer>
      {reordering && (
        <span className="visually-hidden" role="status">
          {he.reordering}
        </span>
      )}
      {reorderFailed && (
        <p className="alert alert--error" role="alert">
          {he.reorderFailed}
        </p>
      )}
    </article>
  );
}

function ReorderIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16M3 21v-5h5" />
    </svg>
  );
}

/** The page a ?page= value names: a whole number from 1; anything else is page 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
