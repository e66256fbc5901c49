// Orders: created against the provider's own current prices, availability and pack sizes.
import { randomBytes } from 'node:crypto';
import type { Order, OrderLineChange } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { ErrorCode } from '@shared/errors';
import { isWholePacks, MAX_LINE_QUANTITY, packSize } from '@shared/rules/packSize';
import { agorotToShekels, computeTotals, toAgorot, VAT_PERCENT } from '@shared/rules/totals';
import { Msg } from '@shared/validation/messages';
import { forbidden, ProviderError, validationError } from '../errors';
import type { Db } from './db';
import type { Items } from './items';
import { page, type Paging } from './paging';
import type { OrderLineRecord, OrderRecord, UserRecord } from './types';

/** The first order number the provider gives. */
export const FIRST_ORDER_NUMBER = 50001;

/** A validated Order/Create body. */
export interface OrderInput {
  userId: number;
  customerId: number;
  comment: string;
  totalPriceBeforeVat: number;
  vatSum: number;
  totalPrice: number;
  vatPercent: number;
  cartItems: Array<{ id: number; itemId: string; itemDescription: string; salePriceInNIS: number; quantity: number }>;
}

export class Orders {
  constructor(
    private readonly db: Db,
    private readonly items: Items,
  ) {}

  /**
   * Creates an order for the caller's own customer. Every line must exist, be available and be a
   * whole number of packs (400); every sent price must be the current one and the totals must be
   * the provider's own, to the agora (409 'order_changed' with the changed lines and the totals).
   */
  create(caller: UserRecord, input: OrderInput, now: Date): OrderRecord {
    if (caller.userType !== 'Business' || caller.businessCustomerId === null) throw forbidden('only a business customer places orders');
    if (input.userId !== caller.id) throw forbidden('an order is placed for the signed-in user only');
    if (input.customerId !== caller.businessCustomerId) throw forbidden('an order is placed for the user\'s own customer only');

    const fieldErrors: Record<string, string[]> = {};
    const changes: OrderLineChange[] = [];
    const lines: OrderLineRecord[] = [];
    const seen = new Set<string>();
    input.cartItems.forEach((line, i) => {
      if (seen.has(line.itemId)) {
        fieldErrors[`cartItems.${i}.itemId`] = [Msg.duplicate];
        return;
      }
      seen.add(line.itemId);
      const item = this.db.itemsByCode.get(line.itemId);
      if (!item || item.id !== line.id) {
        changes.push({ itemId: line.itemId, sentPrice: line.salePriceInNIS, currentPrice: null, reason: 'notFound' });
        return;
      }
      const current = this.items.priceFor(item, caller) ?? 0;
      if (!item.isAvailable) {
        changes.push({ itemId: line.itemId, sentPrice: line.salePriceInNIS, currentPrice: current, reason: 'unavailable' });
        return;
      }
      if (!isWholePacks(line.quantity, packSize(item)) || line.quantity > MAX_LINE_QUANTITY) {
        fieldErrors[`cartItems.${i}.quantity`] = [Msg.notWholePacks];
        return;
      }
      if (toAgorot(current) !== toAgorot(line.salePriceInNIS) || Math.abs(current - line.salePriceInNIS) > 1e-9) {
        changes.push({ itemId: line.itemId, sentPrice: line.salePriceInNIS, currentPrice: current, reason: 'priceChanged' });
      }
      lines.push({ itemId: item.itemId, productName: item.itemDescription, unitPrice: current, quantity: line.quantity });
    });
    if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors, 'some lines are not whole packs or repeat an item');

    const totals = computeTotals(lines.map((l) => ({ salePriceInNIS: l.unitPrice, quantity: l.quantity })), VAT_PERCENT);
    const expected = {
      totalPriceBeforeVat: agorotToShekels(totals.beforeVat),
      vatSum: agorotToShekels(totals.vat),
      totalPrice: agorotToShekels(totals.total),
      vatPercent: VAT_PERCENT,
    };
    const off = (sent: number, agorot: number) => Math.abs(Math.round(sent * 100) - agorot) > 1;
    const totalsDiffer =
      input.vatPercent !== VAT_PERCENT ||
      off(input.totalPriceBeforeVat, totals.beforeVat) ||
      off(input.vatSum, totals.vat) ||
      off(input.totalPrice, totals.total);
    if (changes.length > 0 || totalsDiffer) {
      throw new ProviderError(409, ErrorCode.OrderChanged, 'the order differs from the current prices and availability', undefined, {
        lines: changes,
        totals: expected,
      });
    }
    return this.record(caller, input.comment, lines, now);
  }

  /** Stores an order with the next order number (also used by the seed for past orders). */
  record(user: UserRecord, comment: string, lines: OrderLineRecord[], date: Date): OrderRecord {
    const totals = computeTotals(lines.map((l) => ({ salePriceInNIS: l.unitPrice, quantity: l.quantity })), VAT_PERCENT);
    const last = this.db.orders[this.db.orders.length - 1];
    const order: OrderRecord = {
      id: this.db.nextId('order'),
      orderNumber: last ? last.orderNumber + 1 : FIRST_ORDER_NUMBER,
      orderDate: date.toISOString(),
      userId: user.id,
      customerId: user.businessCustomerId ?? 0,
      comment: comment.trim(),
      totalPriceBeforeVat: agorotToShekels(totals.beforeVat),
      vatSum: agorotToShekels(totals.vat),
      vatPercent: VAT_PERCENT,
      totalPrice: agorotToShekels(totals.total),
      lines: lines.map((l) => ({ ...l })),
      documentToken: randomBytes(24).toString('base64url'),
    };
    this.db.orders.push(order);
    return order;
  }

  /**
   * Order/List, newest first: a Business user gets its own orders whatever ids it names; an
   * Administrator gets every order with getAll, else those of the named user.
   */
  list(caller: UserRecord, query: Paging & { getAll?: boolean; userId?: number }, linkOf: (o: OrderRecord) => string): PagedResult<Order> {
    let rows = [...this.db.orders].reverse();
    if (caller.userType === 'Business') rows = rows.filter((o) => o.userId === caller.id);
    else if (!query.getAll) rows = rows.filter((o) => o.userId === (query.userId ?? caller.id));
    const term = query.searchTerm?.trim();
    if (term) rows = rows.filter((o) => String(o.orderNumber).includes(term) || this.customerOf(o).lastName.includes(term));
    const result = page(rows, query);
    return { ...result, items: result.items.map((o) => this.toOrder(o, linkOf(o))) };
  }

  /** The order whose document token this is, or undefined. */
  byDocumentToken(token: string): OrderRecord | undefined {
    return this.db.orders.find((o) => o.documentToken === token);
  }

  /** The customer an order was placed for (an empty one if it no longer exists). */
  customerOf(order: OrderRecord): { lastName: string; phone: string; email: string; firstName: string } {
    const c = this.db.customers.get(order.customerId);
    return { firstName: c?.firstName ?? '', lastName: c?.lastName ?? '', phone: c?.phone ?? '', email: c?.email ?? '' };
  }

  /** An order as the contract shows it. */
  toOrder(order: OrderRecord, documentLink: string): Order {
    const { lastName, phone, email } = this.customerOf(order);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
      userId: order.userId,
      customerId: order.customerId,
      comment: order.comment,
      totalPriceBeforeVat: order.totalPriceBeforeVat,
      vatSum: order.vatSum,
      vatPercent: order.vatPercent,
      totalPrice: order.totalPrice,
      customer: { lastName, phone, email },
      orderItems: order.lines.map((l) => ({ ...l })),
      documentLink,
    };
  }
}
