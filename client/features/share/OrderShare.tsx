// An order sent on (docs/product.md §5.9): from its card in the history, and from its thank-you page,
// which finds it among the buyer's latest orders.
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { he } from '../../i18n/he';
import { useStores } from '../../stores/StoreContext';
import { ShareButtons } from './ShareButtons';
import { orderShare, type ShareOrder } from './shareText';

/** The share buttons of one order. */
export function OrderShare({
  order,
  small = false,
  title,
  stack = false,
}: {
  order: ShareOrder;
  small?: boolean;
  title?: string;
  stack?: boolean;
}) {
  const links = useMemo(() => orderShare(order, he.appName), [order]);
  return <ShareButtons links={links} label={he.shareOrderGroup(order.orderNumber)} title={title} small={small} stack={stack} />;
}

/**
 * The thank-you page's share buttons: the order is read from the buyer's first page of history (the
 * order just placed is its first); nothing is shown until it is found, nor for a visitor.
 */
export const ThankYouShare = observer(function ThankYouShare({ orderNumber }: { orderNumber: number }) {
  const { orders, session } = useStores();
  const userId = session.userInfo?.id;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the user is the reason to read again, not an input
  const query = useMemo(() => orders.history(1), [orders, userId]);
  const order = query.data?.items.find((o) => o.orderNumber === orderNumber);
  if (!order) return null;
  return <OrderShare order={order} title={he.shareTitle} stack />;
});
