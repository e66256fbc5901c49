// An order's status (the provider's capability 'order-status'): where it stands and since when. Shown
// only for an order that carries one: a provider without the capability gives none, and then nothing
// is said of it.
import type { Order } from '@shared/contract/entities';
import { isOrderStatus, type OrderStatus as Status } from '@shared/rules/orderStatus';
import { he } from './he';
import { DateTime } from '../../ui/DateTime';
import { deliveryDayText } from '../delivery';
import './OrderStatus.css';

/** The badge of a status, in words (the buyer's words unless `text` says otherwise). */
export function StatusBadge({ status, text = he.orderStatus[status] }: { status: Status; text?: string }) {
  return <span className={`status-badge status-badge--${status}`}>{text}</span>;
}

/**
 * The status facts of an order's list of facts (each a <div> of a <dl>): where it stands and since
 * when, and the delivery day it asked for; nothing for an order without a status.
 */
export function OrderStatusFact({
  order,
  withDay = true,
  badgeOnPhone = false,
}: {
  order: Pick<Order, 'status' | 'statusChanges' | 'deliveryDate'>;
  /** Says the delivery day asked for (the thank-you page says the day the order comes itself). */
  withDay?: boolean;
  /** A phone shows the badge alone (an order's card, beside its total): the label and since when are read, not shown. */
  badgeOnPhone?: boolean;
}) {
  const phoneHidden = badgeOnPhone ? 'visually-hidden-on-phone' : undefined;
  if (!isOrderStatus(order.status)) return null;
  const since = order.statusChanges?.findLast((c) => c.status === order.status)?.at;
  return (
    <>
      <div className="order-status">
        <dt className={phoneHidden}>{he.orderStatusLabel}</dt>
        <dd>
          <StatusBadge status={order.status} />
          {since && (
            <span className={`order-status__since muted${phoneHidden ? ` ${phoneHidden}` : ''}`}>
              {' '}
              {he.orderStatusSince} <DateTime value={since} />
            </span>
          )}
        </dd>
      </div>
      {withDay && order.deliveryDate && (
        <div>
          <dt>{he.requestedDeliveryLabel}</dt>
          <dd>{deliveryDayText(order.deliveryDate)}</dd>
        </div>
      )}
    </>
  );
}
