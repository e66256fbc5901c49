// What the other back-office areas use of the orders: their strings (the customer card's order list names its columns with them).
export { boOrders } from './strings';
