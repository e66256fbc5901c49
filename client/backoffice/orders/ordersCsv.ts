// The all-orders screen's two exports, as an accounting clerk imports them: one row per order (its
// customer number, totals and VAT rate, comment), and one row per order line (order, day, customer
// number, item code, description, quantity, unit price, line total), each with the time the order came
// in (added last, so an import that maps the columns by place reads the others as before), and the
// orders' status after it when the provider keeps one. Days are dd/mm/yyyy and times HH:MM, in Israel; amounts have two decimals.
import type { Order } from '@shared/contract/entities';
import { formatDate, formatTime } from '@shared/format';
import { isOrderStatus } from '@shared/rules/orderStatus';
import { he } from './he';
import { csvAgorot, csvMoney, toCsv } from '../lib/csv';

/** Orders as CSV: one row per order, Hebrew headers; the status last, when the provider keeps one (capability 'order-status'). */
export function ordersCsv(orders: readonly Order[]): Promise<string> {
  const withStatus = orders.some((o) => o.status !== undefined);
  return toCsv(
    [
      he.colNumber,
      he.colDate,
      he.csvCustomerId,
      he.colCustomer,
      he.colPhone,
      he.colEmail,
      he.csvBeforeVat,
      he.csvVatPercent,
      he.csvVat,
      he.colTotal,
      he.csvLines,
      he.csvComment,
      he.csvTime,
      ...(withStatus ? [he.csvStatus] : []),
    ],
    orders.map((o) => [
      o.orderNumber,
      formatDate(o.orderDate),
      o.customerId,
      o.customer.lastName,
      o.customer.phone,
      o.customer.email,
      csvMoney(o.totalPriceBeforeVat),
      o.vatPercent,
      csvMoney(o.vatSum),
      csvMoney(o.totalPrice),
      o.orderItems.length,
      o.comment,
      formatTime(o.orderDate),
      ...(withStatus ? [isOrderStatus(o.status) ? he.status[o.status] : ''] : []),
    ]),
  );
}

/** The orders' lines as CSV: one row per line, in the orders' order and each order's own. */
export function orderLinesCsv(orders: readonly Order[]): Promise<string> {
  return toCsv(
    [
      he.colNumber,
      he.colDate,
      he.csvCustomerId,
      he.lineCode,
      he.csvDescription,
      he.lineQuantity,
      he.lineUnitPrice,
      he.lineTotal,
      he.csvTime,
    ],
    orders.flatMap((o) =>
      o.orderItems.map((line) => [
        o.orderNumber,
        formatDate(o.orderDate),
        o.customerId,
        line.itemId,
        line.productName,
        line.quantity,
        csvMoney(line.unitPrice),
        csvAgorot(lineAgorot(line)),
        formatTime(o.orderDate),
      ]),
    ),
  );
}

/** A line's total in agorot: its unit price (to the agora) times its quantity, as the screen shows it. */
export function lineAgorot(line: { unitPrice: number; quantity: number }): number {
  return Math.round(line.unitPrice * 100) * line.quantity;
}
