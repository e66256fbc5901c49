// What the other features use of the orders: the news the cart page shows after placing one.
export type { OrderFailure, VatChange } from './OrdersStore';
