// An order's status (the provider's capability 'order-status'): where it stands and since when. Shown
// only for an order that carries one: a provider without the capability gives none, and then nothing
// is said of it.
import type { Order } from '@shared/contract/entities';
import type { OrderStatus as Status } from '@shared/rules/orderStatus';
import { he } from '../../i18n/he';
import { DateTime } from '../../ui/DateTime';
import './OrderStatus.css';

/** The badge of a status, in words. */
export function StatusBadge({ status }: { status: Status }) {
  return <span className={`status-badge status-badge--${status}`}>{he.orderStatus[status]}</span>;
}

/** The status fact of an order's list of facts (a <div> of a <dl>), or nothing for an order without one. */
export function OrderStatusFact({ order }: { order: Pick<Order, 'status' | 'statusChanges'> }) {
  if (!order.status) return null;
  const since = order.statusChanges?.findLast((c) => c.status === order.status)?.at;
  return (
    <div className="order-status">
      <dt>{he.orderStatusLabel}</dt>
      <dd>
        <StatusBadge status={order.status} />
        {since && (
          <span className="order-status__since muted">
            {' '}
            {he.orderStatusSince} <DateTime value={since} />
          </span>
        )}
      </dd>
    </div>
  );
}
