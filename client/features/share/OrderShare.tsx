// An order sent on (docs/product.md §5.9): from its card in the history, and from its thank-you page.
// The message says the order's delivery day (the day its comment asks for, else the earliest for the
// moment it was placed, by the store's delivery rules) and its comment.
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { deliveryRulesOf, orderDeliveryDay } from '@shared/rules/delivery';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { deliveryDayText } from '../delivery';
import { ShareButtons } from './ShareButtons';
import { orderShare, type ShareOrder } from './shareText';

/** What an order's share buttons need of it: the message's, and the comment and time its day is read from. */
export type SharedOrder = Omit<ShareOrder, 'deliveryDay'> & { comment: string };

/** The share buttons of one order. */
export const OrderShare = observer(function OrderShare({
  order,
  small = false,
  title,
  stack = false,
}: {
  order: SharedOrder;
  small?: boolean;
  title?: string;
  stack?: boolean;
}) {
  const { settings } = useStores();
  const day = orderDeliveryDay(order, deliveryRulesOf(settings.settings?.Delivery));
  const links = useMemo(() => orderShare({ ...order, deliveryDay: day ? deliveryDayText(day) : null }, he.appName), [order, day]);
  return <ShareButtons links={links} label={he.shareOrderGroup(order.orderNumber)} title={title} small={small} stack={stack} />;
});
