// The orders as the insights need them (docs/architecture.md §3.8): for each order its day in Israel,
// its customer, its total and its lines' items, quantities and values, in agorot. A page of Order/List
// is read into these facts and let go, so 100,000 orders cost the host tens of megabytes, not the
// gigabyte their JSON would. An entry not shaped as an order is left out (counted); a cancelled order
// is kept out of every figure.
import { DELIVERY_TIME_ZONE } from '@shared/rules/delivery';
import { dayOf } from '@shared/rules/orderDays';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** One line of an order: the item (an index into OrderFacts.items), units and value in agorot. */
export interface LineFact {
  item: number;
  quantity: number;
  agorot: number;
}

/** One order. `day` counts days from 1970-01-01 (of the calendar in Israel). */
export interface OrderFact {
  id: number;
  day: number;
  customerId: number;
  /** Before VAT, in agorot. */
  agorot: number;
  lines: LineFact[];
}

/** A customer as its latest order names it. */
export interface CustomerFact {
  name: string;
  phone: string;
  /** The day of the order that named it. */
  day: number;
}

/** An item as its latest order line names it. */
export interface ItemFact {
  itemId: string;
  name: string;
  /** The day of the order line that named it. */
  day: number;
}

/** The day in Israel of each hour read (an hour's day is the same through it: the clocks change on the hour). */
const dayOfHour = new Map<number, number>();

/** The day number in Israel of an instant (ms). */
export function israelDayNumber(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    day = Date.parse(`${dayOf(new Date(hour * HOUR_MS), DELIVERY_TIME_ZONE)}T00:00:00Z`) / DAY_MS;
    if (dayOfHour.size > 100_000) dayOfHour.clear();
    dayOfHour.set(hour, day);
  }
  return day;
}

/** A day number as YYYY-MM-DD. */
export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** YYYY-MM-DD as a day number. */
export const dayNumberOf = (text: string): number => Date.parse(`${text}T00:00:00Z`) / DAY_MS;

const toAgorot = (shekels: number): number => Math.round(shekels * 100);
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isMoney = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < 1e12;
const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Every order read, and what their latest copies name their customers and items. */
export class OrderFacts {
  readonly orders = new Map<number, OrderFact>();
  readonly customers = new Map<number, CustomerFact>();
  readonly items: ItemFact[] = [];
  private readonly itemIndex = new Map<string, number>();
  /** Entries read that were no order (or a cancelled one). */
  skipped = 0;
  /** Changes with every order added or dropped (what was computed from the facts is kept by it). */
  version = 0;

  /** Takes an entry of Order/List; whether it was an order that counts. */
  add(entry: unknown): boolean {
    const order = this.factOf(entry);
    if (!order) {
      // A cancelled order read again (its copy read before counted) is dropped.
      const id = (entry as { id?: unknown } | null)?.id;
      if (isCount(id) && this.orders.delete(id)) this.version++;
      this.skipped++;
      return false;
    }
    this.orders.set(order.id, order);
    this.version++;
    return true;
  }

  /** Drops the orders of `day` and later (they are read again). */
  dropFrom(day: number): void {
    for (const [id, order] of this.orders) if (order.day >= day) this.orders.delete(id);
    this.version++;
  }

  private factOf(entry: unknown): OrderFact | null {
    if (typeof entry !== 'object' || entry === null) return null;
    const o = entry as Record<string, unknown>;
    const at = typeof o.orderDate === 'string' ? Date.parse(o.orderDate) : NaN;
    if (!isCount(o.id) || !isCount(o.customerId) || Number.isNaN(at) || !isMoney(o.totalPriceBeforeVat) || !Array.isArray(o.orderItems))
      return null;
    if (o.status === 'cancelled') return null;
    const day = israelDayNumber(at);
    const lines: LineFact[] = [];
    for (const raw of o.orderItems as unknown[]) {
      const line = raw as Record<string, unknown> | null;
      if (
        typeof line !== 'object' ||
        line === null ||
        typeof line.itemId !== 'string' ||
        !isCount(line.quantity) ||
        !isMoney(line.unitPrice)
      )
        continue;
      lines.push({
        item: this.itemOf(line.itemId, textOf(line.productName), day),
        quantity: line.quantity,
        agorot: toAgorot(line.unitPrice * line.quantity),
      });
    }
    const customer = (o.customer ?? {}) as Record<string, unknown>;
    const named = this.customers.get(o.customerId);
    if (!named || named.day <= day)
      this.customers.set(o.customerId, { name: textOf(customer.lastName) || `#${o.customerId}`, phone: textOf(customer.phone), day });
    return { id: o.id, day, customerId: o.customerId, agorot: toAgorot(o.totalPriceBeforeVat), lines };
  }

  private itemOf(itemId: string, name: string, day: number): number {
    let index = this.itemIndex.get(itemId);
    if (index === undefined) {
      index = this.items.length;
      this.items.push({ itemId, name: name || itemId, day });
      this.itemIndex.set(itemId, index);
    } else {
      const item = this.items[index]!;
      if (name && item.day <= day) Object.assign(item, { name, day });
    }
    return index;
  }
}
