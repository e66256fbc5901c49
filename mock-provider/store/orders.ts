// Orders: created against the provider's own current prices, availability and pack sizes.
import { randomBytes } from 'node:crypto';
import type { Order, OrderLineChange, OrderStatusChange } from '@shared/contract/entities';
import { canMoveOrder, type OrderStatus } from '@shared/rules/orderStatus';
import type { OrderListQuery, PagedResult } from '@shared/contract/envelope';
import {
  addDays,
  deliveryRulesOf,
  israelInstant,
  missingForMinimum,
  orderDeliveryDay,
  readRequestedDate,
  type DeliveryRules,
} from '@shared/rules/delivery';
import { changeState, orderClosedMessage, type ChangeState } from '@shared/rules/orderChange';
import type { Capability } from '@shared/contract/capabilities';
import { formatAgorot } from '@shared/format';
import { ErrorCode } from '@shared/errors';
import { isWholePacks, MAX_LINE_QUANTITY, packSize } from '@shared/rules/packSize';
import { parseSetting, vatPercentOf } from '@shared/rules/settings';
import { agorotToShekels, computeTotals, toAgorot } from '@shared/rules/totals';
import { Msg } from '@shared/validation/messages';
import type { OrderCreateDto } from '@shared/validation';
import { forbidden, ProviderError, validationError } from '../errors';
import type { Db } from './db';
import type { Items } from './items';
import { page, type Paging } from './paging';
import type { OrderLineRecord, OrderRecord, UserRecord } from './types';

/** The filters of Order/List. */
type OrderListFilters = Pick<OrderListQuery, 'getAll' | 'userId' | 'customerId' | 'fromDate' | 'toDate' | 'status'>;

/** The first order number the provider gives. */
export const FIRST_ORDER_NUMBER = 50001;

export class Orders {
  constructor(
    private readonly db: Db,
    private readonly items: Items,
    /** The optional capabilities the provider offers: an order shows what they add only with them. */
    private readonly offered: ReadonlySet<Capability>,
    private readonly now: () => Date,
  ) {}

  /** Creates an order for the caller's own customer, its lines checked as checkedLines says. */
  create(caller: UserRecord, input: OrderCreateDto, now: Date): OrderRecord {
    const lines = this.checkedLines(caller, input);
    return this.record(caller, input.comment, lines, now, input.deliveryDate ?? null);
  }

  /**
   * Changes a placed order (capability 'order-change'): the whole order again, as Order/Create takes
   * it, checked as Order/Create checks it (its lines, totals and the minimum, as a whole), until the
   * cutoff of its delivery day. 404 for an order that is not the caller's own (it is not told apart
   * from none); 409 'order_closed' (Hebrew message, the reason and the cutoff) once the cutoff has
   * passed or the supplier has begun to prepare it, sent, delivered or cancelled it; 400 for a delivery
   * day other than the order's. Nothing changes unless everything holds.
   */
  update(caller: UserRecord, orderId: number, input: OrderCreateDto, now: Date): OrderRecord {
    const order = this.db.orders.find((o) => o.id === orderId);
    if (!order || order.userId !== caller.id) throw new ProviderError(404, ErrorCode.NotFound, 'no order of yours has this id');
    const state = this.changeStateOf(order, now);
    if (!state.open) {
      throw new ProviderError(409, ErrorCode.OrderClosed, orderClosedMessage(state.reason, state.until), undefined, {
        reason: state.reason,
        changeableUntil: state.until?.toISOString() ?? null,
      });
    }
    if (movesDay(order, input)) throw validationError({ deliveryDate: [Msg.deliveryDayFixed] }, "a change keeps the order's delivery day");
    const lines = this.checkedLines(caller, input);
    const totals = this.totalsOf(lines);
    Object.assign(order, {
      comment: input.comment.trim(),
      lines: lines.map((l) => ({ ...l })),
      ...totals,
      changedAt: now.toISOString(),
    });
    return order;
  }

  /** Whether an order may be changed at `now` (by its status and the cutoff of its delivery day), and until when. */
  changeStateOf(order: OrderRecord, now: Date, rules: DeliveryRules = this.deliveryRules()): ChangeState {
    return changeState(statusOf(order), order.deliveryDate ?? orderDeliveryDay(order, rules), rules, now);
  }

  /**
   * The lines of an order as the provider takes them. A repeated item is a malformed body (400). Every
   * line must exist, be available, have a price in the caller's price list, be a whole number of the
   * item's current packs and carry the current price, and the totals must be the provider's own at the
   * VatPercent setting's rate, to the agora: otherwise 409 'order_changed' with the changed lines (the
   * pack size they must now be in) and the totals. An order that holds but is below the store's minimum
   * before VAT is refused with 409 'below_minimum' and what it lacks.
   */
  private checkedLines(caller: UserRecord, input: OrderCreateDto): OrderLineRecord[] {
    if (caller.userType !== 'Business' || caller.businessCustomerId === null) throw forbidden('only a business customer places orders');
    if (input.userId !== caller.id) throw forbidden('an order is placed for the signed-in user only');
    if (input.customerId !== caller.businessCustomerId) throw forbidden("an order is placed for the user's own customer only");
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
      if (line.quantity > MAX_LINE_QUANTITY) {
        fieldErrors[`cartItems.${i}.quantity`] = [Msg.tooLarge];
        return;
      }
      const item = this.db.itemsByCode.get(line.itemId);
      const change = (reason: OrderLineChange['reason'], currentPrice: number | null, extra: Partial<OrderLineChange> = {}) =>
        changes.push({ itemId: line.itemId, sentPrice: line.salePriceInNIS, currentPrice, reason, ...extra });
      if (!item || item.id !== line.id || !this.items.isShownTo(item, caller)) return change('notFound', null);
      const current = this.items.priceFor(item, caller);
      if (!item.isAvailable) return change('unavailable', current ?? null);
      if (current === undefined) return change('priceOnRequest', null);
      if (!isWholePacks(line.quantity, packSize(item))) return change('packSize', current, { currentPackSize: packSize(item) });
      if (toAgorot(current) !== toAgorot(line.salePriceInNIS) || Math.abs(current - line.salePriceInNIS) > 1e-9)
        change('priceChanged', current);
      lines.push({ itemId: item.itemId, productName: item.itemDescription, unitPrice: current, quantity: line.quantity });
    });
    if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors, 'some lines are not whole packs or repeat an item');

    const vatPercent = this.vatPercent();
    const totals = computeTotals(
      lines.map((l) => ({ salePriceInNIS: l.unitPrice, quantity: l.quantity })),
      vatPercent,
    );
    const expected = {
      totalPriceBeforeVat: agorotToShekels(totals.beforeVat),
      vatSum: agorotToShekels(totals.vat),
      totalPrice: agorotToShekels(totals.total),
      vatPercent,
    };
    const off = (sent: number, agorot: number) => Math.abs(Math.round(sent * 100) - agorot) > 1;
    const totalsDiffer =
      input.vatPercent !== vatPercent ||
      off(input.totalPriceBeforeVat, totals.beforeVat) ||
      off(input.vatSum, totals.vat) ||
      off(input.totalPrice, totals.total);
    if (changes.length > 0 || totalsDiffer) {
      throw new ProviderError(409, ErrorCode.OrderChanged, 'the order differs from the current prices and availability', undefined, {
        lines: changes,
        totals: expected,
      });
    }
    this.refuseBelowMinimum(totals.beforeVat);
    return lines;
  }

  /**
   * Moves an order along (capability 'order-status'): forward, or cancelled before it is delivered.
   * 404 for no such order, 409 for a move its status does not allow.
   */
  setStatus(id: number, status: OrderStatus, now: Date): OrderRecord {
    const order = this.db.orders.find((o) => o.id === id);
    if (!order) throw new ProviderError(404, ErrorCode.NotFound, 'no order has this id');
    const from = statusOf(order);
    if (!canMoveOrder(from, status))
      throw new ProviderError(409, ErrorCode.Conflict, `an order that is '${from}' cannot be moved to '${status}'`);
    order.statusChanges.push({ status, at: now.toISOString() });
    return order;
  }

  /** 409 'below_minimum' when the order's total before VAT is below the Delivery setting's minimum (docs/product.md §5.11). */
  private refuseBelowMinimum(beforeVatAgorot: number): void {
    const { minimumAgorot } = this.deliveryRules();
    const missing = missingForMinimum(beforeVatAgorot, minimumAgorot);
    if (missing === 0) return;
    throw new ProviderError(
      409,
      ErrorCode.BelowMinimum,
      `חסרים ${formatAgorot(missing)} למינימום הזמנה (${formatAgorot(minimumAgorot)} לפני מע"מ).`,
      undefined,
      {
        minimumOrder: agorotToShekels(minimumAgorot),
        totalPriceBeforeVat: agorotToShekels(beforeVatAgorot),
        missing: agorotToShekels(missing),
      },
    );
  }

  /** Stores an order with the next order number (also used by the seed for past orders). */
  record(user: UserRecord, comment: string, lines: OrderLineRecord[], date: Date, deliveryDate: string | null = null): OrderRecord {
    const last = this.db.orders[this.db.orders.length - 1];
    const order: OrderRecord = {
      id: this.db.nextId('order'),
      orderNumber: last ? last.orderNumber + 1 : FIRST_ORDER_NUMBER,
      orderDate: date.toISOString(),
      userId: user.id,
      customerId: user.businessCustomerId ?? 0,
      comment: comment.trim(),
      ...this.totalsOf(lines),
      lines: lines.map((l) => ({ ...l })),
      documentToken: randomBytes(24).toString('base64url'),
      statusChanges: [{ status: 'received', at: date.toISOString() }],
      deliveryDate,
      changedAt: null,
    };
    this.db.orders.push(order);
    return order;
  }

  /** The store's delivery rules now (the Delivery setting). */
  private deliveryRules(): DeliveryRules {
    return deliveryRulesOf(parseSetting('Delivery', this.db.settings.get('Delivery')));
  }

  /** An order's totals for its lines, at the VAT rate in force now. */
  private totalsOf(lines: readonly OrderLineRecord[]): Pick<OrderRecord, 'totalPriceBeforeVat' | 'vatSum' | 'vatPercent' | 'totalPrice'> {
    const vatPercent = this.vatPercent();
    const totals = computeTotals(
      lines.map((l) => ({ salePriceInNIS: l.unitPrice, quantity: l.quantity })),
      vatPercent,
    );
    return {
      totalPriceBeforeVat: agorotToShekels(totals.beforeVat),
      vatSum: agorotToShekels(totals.vat),
      vatPercent,
      totalPrice: agorotToShekels(totals.total),
    };
  }

  /** The VAT rate orders are placed at now: the VatPercent setting, 18 when unset. */
  private vatPercent(): number {
    return vatPercentOf({ VatPercent: parseSetting('VatPercent', this.db.settings.get('VatPercent')) });
  }

  /**
   * Order/List, newest first: a Business user gets its own orders whatever ids it names; an
   * Administrator gets every order with getAll, else those of the named user. Either narrows them to
   * one customer's and to a range of days (in Israel).
   */
  list(caller: UserRecord, query: Paging & OrderListFilters, linkOf: (o: OrderRecord) => string): PagedResult<Order> {
    let rows = [...this.db.orders].reverse();
    if (caller.userType === 'Business') rows = rows.filter((o) => o.userId === caller.id);
    else if (!query.getAll) rows = rows.filter((o) => o.userId === (query.userId ?? caller.id));
    if (query.customerId !== undefined) rows = rows.filter((o) => o.customerId === query.customerId);
    if (query.fromDate || query.toDate) {
      // The days' bounds in Israel once (midnight of the first, midnight after the last), not a day an order.
      const from = query.fromDate ? israelInstant(query.fromDate, 0).getTime() : -Infinity;
      const to = query.toDate ? israelInstant(addDays(query.toDate, 1), 0).getTime() : Infinity;
      rows = rows.filter((o) => {
        const at = Date.parse(o.orderDate);
        return at >= from && at < to;
      });
    }
    if (query.status !== undefined) rows = rows.filter((o) => statusOf(o) === query.status);
    const term = query.searchTerm?.trim();
    if (term) rows = rows.filter((o) => String(o.orderNumber).includes(term) || this.customerOf(o).lastName.includes(term));
    const result = page(rows, query);
    // The rules and the clock once for the page, not once an order.
    const context = { rules: this.deliveryRules(), now: this.now() };
    return { ...result, items: result.items.map((o) => this.toOrder(o, linkOf(o), context)) };
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

  /** An order as the contract shows it; with what each capability the provider offers adds to it (its change state by `context`'s rules and clock). */
  toOrder(order: OrderRecord, documentLink: string, context?: { rules: DeliveryRules; now: Date }): Order {
    const { lastName, phone, email } = this.customerOf(order);
    const status: Partial<Order> = this.offered.has('order-status')
      ? {
          status: statusOf(order),
          statusChanges: order.statusChanges.map((c) => ({ ...c })),
          ...(order.deliveryDate ? { deliveryDate: order.deliveryDate } : {}),
        }
      : {};
    const change: Partial<Order> = {};
    if (this.offered.has('order-change')) {
      const state = this.changeStateOf(order, context?.now ?? this.now(), context?.rules);
      change.changeable = state.open;
      if (state.until) change.changeableUntil = state.until.toISOString();
      if (order.changedAt) change.changedAt = order.changedAt;
    }
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
      ...status,
      ...change,
    };
  }
}

/**
 * Whether a change would move the order's delivery day (and so its own cutoff): by the field, or by the
 * comment's line for the day asked for. An order that keeps its day as a field keeps it whatever the
 * comment says of it, unless it names another; one that keeps it in its comment must keep that line.
 */
function movesDay(order: OrderRecord, input: OrderCreateDto): boolean {
  const asked = input.deliveryDate ?? readRequestedDate(input.comment);
  if (order.deliveryDate !== null) return asked !== null && asked !== order.deliveryDate;
  return asked !== readRequestedDate(order.comment);
}

/** Where an order stands: its last status change. */
export const statusOf = (order: OrderRecord): OrderStatus => order.statusChanges[order.statusChanges.length - 1]!.status;

/** The status changes of a past order placed at `placed` (the seed's): confirmed within the hour, delivered the next day, as far as `now`. */
export function pastStatusChanges(placed: Date, now: Date): OrderStatusChange[] {
  const hour = 60 * 60 * 1000;
  const steps: Array<[OrderStatus, number]> = [
    ['received', 0],
    ['confirmed', 1 * hour],
    ['preparing', 14 * hour],
    ['shipped', 20 * hour],
    ['delivered', 26 * hour],
  ];
  return steps
    .filter(([, after]) => placed.getTime() + after <= now.getTime())
    .map(([status, after]) => ({ status, at: new Date(placed.getTime() + after).toISOString() }));
}
