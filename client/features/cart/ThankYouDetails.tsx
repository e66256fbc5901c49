// The thank-you page's account of the order just placed (docs/product.md §5.5): its total with VAT,
// its delivery day, when it came in, how many items it has and its comment, and the buttons that send
// it on. Read from the buyer's first page of history (the order just placed is its first); while that
// is read a line says so, and nothing is added when it is not found (a visitor, an older order's link).
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { Order } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { deliveryRulesOf, orderDeliveryDay, withRequestedDate } from '@shared/rules/delivery';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { DateTime } from '../../ui/DateTime';
import { deliveryDayText } from '../delivery';
import { OrderShare } from '../share';
import { OrderStatusFact } from '../orders';

/** The order just placed, from the buyer's first page of history, and whether that is still being read. */
function usePlacedOrder(orderNumber: number): { order: Order | undefined; loading: boolean } {
  const { orders, session } = useStores();
  const userId = session.userInfo?.id;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the user is the reason to read again, not an input
  const query = useMemo(() => orders.history(1), [orders, userId]);
  return { order: query.data?.items.find((o) => o.orderNumber === orderNumber), loading: query.isLoading };
}

export const ThankYouDetails = observer(function ThankYouDetails({ orderNumber }: { orderNumber: number }) {
  const { settings } = useStores();
  const { order, loading } = usePlacedOrder(orderNumber);
  if (!order) {
    return loading ? <p className="muted thank-you__loading">{he.thankYouDetailsLoading}</p> : null;
  }
  const day = orderDeliveryDay(order, deliveryRulesOf(settings.settings?.Delivery));
  const note = withRequestedDate(order.comment, null);
  return (
    // A named group around the list (a <dl> itself may not be named, nor take the group role).
    <div className="thank-you__account" role="group" aria-label={he.thankYouDetails}>
      <dl className="thank-you__details">
        <div>
          <dt>{he.thankYouTotal}</dt>
          <dd className="thank-you__total">{formatShekels(order.totalPrice)}</dd>
        </div>
        <OrderStatusFact order={order} withDay={false} />
        {day && (
          <div>
            <dt>{he.thankYouDelivery}</dt>
            <dd>{deliveryDayText(day)}</dd>
          </div>
        )}
        <div>
          <dt>{he.thankYouPlacedAt}</dt>
          <dd>
            <DateTime value={order.orderDate} />
          </dd>
        </div>
        {order.changedAt && (
          <div>
            <dt>{he.changedAtLabel}</dt>
            <dd>
              <DateTime value={order.changedAt} />
            </dd>
          </div>
        )}
        <div>
          <dt>{he.thankYouLines}</dt>
          <dd>{he.cartLinesCount(order.orderItems.length)}</dd>
        </div>
        {note && (
          <div className="thank-you__comment">
            <dt>{he.thankYouComment}</dt>
            <dd>{note}</dd>
          </div>
        )}
      </dl>
    </div>
  );
});

/** The buttons that send the order on, once it is found (the same read as the details). */
export const ThankYouShare = observer(function ThankYouShare({ orderNumber }: { orderNumber: number }) {
  const { order } = usePlacedOrder(orderNumber);
  return order ? <OrderShare order={order} title={he.shareTitle} stack /> : null;
});
