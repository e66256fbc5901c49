// What the other features use of sharing: an order's share buttons (its history card, its thank-you
// page) and the cart's list for quick order.
export { CartShare } from './CartShare';
export { OrderShare } from './OrderShare';
