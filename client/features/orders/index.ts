// What the other features use of the orders: the news the cart page shows after placing one, and an
// order's status (the thank-you page, the back office's orders) and what moved in the buyer's open orders.
export type { OrderFailure, VatChange } from './OrdersStore';
export { OrderStatusFact, StatusBadge } from './OrderStatus';
export { OrderStatusNotice } from './OrderStatusNotice';
export { OrderStatusNews } from './OrderStatusNews';
