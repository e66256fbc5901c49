// The insights' figures from the facts of every order (docs/product.md §6.5). Pure: the same facts and
// days give the same figures. The rules a store manager reads them by:
// - A customer's rhythm is the median of the days between its latest ordering days (up to
//   RHYTHM_INTERVALS of them; two orders on one day are one ordering day), once it has ordered on
//   MIN_ORDER_DAYS days. It is past its rhythm (lapsed) when the days since its last order are more
//   than LAPSED_FACTOR times its median and at least LAPSED_MIN_DAYS more than it.
// - An item a customer stopped buying was in STOPPED_MIN_TIMES of its orders or more and is missing
//   from its latest orders: at least STOPPED_MIN_SINCE of them, and at least twice its usual gap (the
//   customer's orders over the orders that held it).
// - Today's call list: the lapsed customers, most overdue first, then the customers whose usual day is
//   today (USUAL_DAY_SHARE of their latest USUAL_DAY_RECENT orders fell on today's weekday) and who have
//   not ordered since yesterday.
import type {
  CallListEntry,
  CustomerInsights,
  CustomerRhythm,
  CustomerTotal,
  InsightsSummary,
  InsightsWeek,
  ItemTotal,
  StoppedItem,
} from '@shared/contract/insights';
import { dayText, type OrderFact, type OrderFacts } from './facts';

export const RHYTHM_INTERVALS = 12;
export const MIN_ORDER_DAYS = 3;
export const LAPSED_FACTOR = 1.5;
export const LAPSED_MIN_DAYS = 3;
export const STOPPED_MIN_TIMES = 3;
export const STOPPED_MIN_SINCE = 3;
export const USUAL_DAY_RECENT = 10;
export const USUAL_DAY_SHARE = 0.6;
/** The top customers and items listed. */
export const TOP = 10;
/** The most lapsed customers, stopped items and calls a summary lists. */
export const LIST_MAX = 50;
/** The days of a customer's own figures. */
export const CUSTOMER_DAYS = 90;
export const CUSTOMER_WEEKS = 26;

/** A customer's orders, oldest first, and the days it ordered on. */
export interface CustomerHistory {
  customerId: number;
  orders: OrderFact[];
  /** Each day it ordered on once, oldest first. */
  days: number[];
}

/** The days of a summary: its period and today (day numbers, see facts.ts). */
export interface Period {
  from: number;
  to: number;
  today: number;
}

const shekels = (agorot: number): number => agorot / 100;
/** The weekday of a day number, 0 (Sunday) to 6: 1970-01-01 was a Thursday. */
export const weekdayOfDay = (day: number): number => (((day + 4) % 7) + 7) % 7;
const weekStartOf = (day: number): number => day - weekdayOfDay(day);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each customer's orders, oldest first. */
export function historiesOf(facts: OrderFacts): Map<number, CustomerHistory> {
  const histories = new Map<number, CustomerHistory>();
  for (const order of facts.orders.values()) {
    let history = histories.get(order.customerId);
    if (!history) histories.set(order.customerId, (history = { customerId: order.customerId, orders: [], days: [] }));
    history.orders.push(order);
  }
  for (const history of histories.values()) {
    history.orders.sort((a, b) => a.day - b.day || a.id - b.id);
    for (const order of history.orders) if (history.days[history.days.length - 1] !== order.day) history.days.push(order.day);
  }
  return histories;
}

/** A customer's rhythm as of `today`, or null before MIN_ORDER_DAYS ordering days. */
export function rhythmOf(facts: OrderFacts, history: CustomerHistory, today: number): CustomerRhythm | null {
  const { days } = history;
  if (days.length < MIN_ORDER_DAYS) return null;
  const recent = days.slice(-(RHYTHM_INTERVALS + 1));
  const medianDays = median(recent.slice(1).map((day, i) => day - recent[i]!));
  const last = days[days.length - 1]!;
  const daysSince = today - last;
  const customer = facts.customers.get(history.customerId);
  const lapsed = daysSince > LAPSED_FACTOR * medianDays && daysSince - medianDays >= LAPSED_MIN_DAYS;
  return {
    customerId: history.customerId,
    name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    orderDays: days.length,
    lastOrderDay: dayText(last),
    medianDays,
    daysSince,
    overdueDays: Math.round(daysSince - medianDays),
    lapsed,
  };
}

/** The items a customer stopped buying, the most bought first. */
export function stoppedOf(facts: OrderFacts, history: CustomerHistory): StoppedItem[] {
  const n = history.orders.length;
  if (n < STOPPED_MIN_TIMES + STOPPED_MIN_SINCE) return [];
  const times = new Map<number, number>();
  const lastAt = new Map<number, number>();
  history.orders.forEach((order, index) => {
    for (const item of new Set(order.lines.map((line) => line.item))) {
      times.set(item, (times.get(item) ?? 0) + 1);
      lastAt.set(item, index);
    }
  });
  const customerName = facts.customers.get(history.customerId)?.name ?? '';
  const stopped: StoppedItem[] = [];
  for (const [item, count] of times) {
    const since = n - 1 - lastAt.get(item)!;
    if (count < STOPPED_MIN_TIMES || since < Math.max(STOPPED_MIN_SINCE, Math.ceil((2 * n) / count))) continue;
    const { itemId, name } = facts.items[item]!;
    stopped.push({
      customerId: history.customerId,
      customerName,
      itemId,
      itemName: name,
      timesBought: count,
      lastBoughtDay: dayText(history.orders[lastAt.get(item)!]!.day),
      ordersSince: since,
    });
  }
  return stopped.sort((a, b) => b.timesBought - a.timesBought || a.itemId.localeCompare(b.itemId));
}

/** Every week from `from`'s to `to`'s, oldest first, with the orders of [from, to] counted. */
export function weeksOf(orders: Iterable<OrderFact>, from: number, to: number): InsightsWeek[] {
  const first = weekStartOf(from);
  const count = Math.floor((weekStartOf(to) - first) / 7) + 1;
  const weeks = Array.from({ length: count }, (_, i) => ({ weekStart: dayText(first + 7 * i), orders: 0, agorot: 0 }));
  for (const order of orders) {
    if (order.day < from || order.day > to) continue;
    const week = weeks[Math.floor((order.day - first) / 7)]!;
    week.orders++;
    week.agorot += order.agorot;
  }
  return weeks.map(({ weekStart, orders: n, agorot }) => ({ weekStart, orders: n, total: shekels(agorot) }));
}

/** The top TOP items of some orders by value (then by units, then by code). */
function topItemsOf(facts: OrderFacts, orders: Iterable<OrderFact>): ItemTotal[] {
  const sums = new Map<number, { quantity: number; agorot: number }>();
  for (const order of orders) {
    for (const line of order.lines) {
      const sum = sums.get(line.item) ?? { quantity: 0, agorot: 0 };
      sum.quantity += line.quantity;
      sum.agorot += line.agorot;
      sums.set(line.item, sum);
    }
  }
  return [...sums]
    .map(([item, sum]) => ({ ...facts.items[item]!, ...sum }))
    .sort((a, b) => b.agorot - a.agorot || b.quantity - a.quantity || a.itemId.localeCompare(b.itemId))
    .slice(0, TOP)
    .map(({ itemId, name, quantity, agorot }) => ({ itemId, name, quantity, total: shekels(agorot) }));
}

function* ordersWithin(facts: OrderFacts, from: number, to: number): Generator<OrderFact> {
  for (const order of facts.orders.values()) if (order.day >= from && order.day <= to) yield order;
}

/** Today's calls: the lapsed first (most overdue for its rhythm first), then those whose usual day is today. */
function callListOf(histories: Map<number, CustomerHistory>, rhythms: CustomerRhythm[], today: number): CallListEntry[] {
  const calls: CallListEntry[] = rhythms
    .filter((r) => r.lapsed)
    .map((r) => ({
      customerId: r.customerId,
      name: r.name,
      phone: r.phone,
      reason: 'lapsed',
      lastOrderDay: r.lastOrderDay,
      daysSince: r.daysSince,
      medianDays: r.medianDays,
    }));
  const called = new Set(calls.map((c) => c.customerId));
  const weekday = weekdayOfDay(today);
  for (const rhythm of rhythms) {
    const history = histories.get(rhythm.customerId)!;
    if (called.has(rhythm.customerId) || rhythm.daysSince < 2) continue;
    const recent = history.days.slice(-USUAL_DAY_RECENT);
    if (recent.length < MIN_ORDER_DAYS + 1) continue;
    const onWeekday = recent.filter((day) => weekdayOfDay(day) === weekday).length;
    if (onWeekday / recent.length < USUAL_DAY_SHARE) continue;
    calls.push({
      customerId: rhythm.customerId,
      name: rhythm.name,
      phone: rhythm.phone,
      reason: 'usualDay',
      lastOrderDay: rhythm.lastOrderDay,
      daysSince: rhythm.daysSince,
      medianDays: rhythm.medianDays,
    });
  }
  return calls.slice(0, LIST_MAX);
}

/** How far past its rhythm a customer is, for sorting: the days since over the median. */
const overdueRatio = (r: CustomerRhythm): number => r.daysSince / Math.max(r.medianDays, 1);

/** The summary of a period, as of today. */
export function summaryOf(facts: OrderFacts, histories: Map<number, CustomerHistory>, period: Period, asOf: Date): InsightsSummary {
  const { from, to, today } = period;
  const perCustomer = new Map<number, { orders: number; agorot: number }>();
  let ordersInPeriod = 0;
  let agorotInPeriod = 0;
  for (const order of ordersWithin(facts, from, to)) {
    ordersInPeriod++;
    agorotInPeriod += order.agorot;
    const sum = perCustomer.get(order.customerId) ?? { orders: 0, agorot: 0 };
    sum.orders++;
    sum.agorot += order.agorot;
    perCustomer.set(order.customerId, sum);
  }
  const topCustomers: CustomerTotal[] = [...perCustomer]
    .sort(([a, x], [b, y]) => y.agorot - x.agorot || y.orders - x.orders || a - b)
    .slice(0, TOP)
    .map(([customerId, sum]) => ({
      customerId,
      name: facts.customers.get(customerId)?.name ?? '',
      orders: sum.orders,
      total: shekels(sum.agorot),
    }));
  const rhythms = [...histories.values()]
    .map((history) => rhythmOf(facts, history, today))
    .filter((r): r is CustomerRhythm => r !== null)
    .sort((a, b) => overdueRatio(b) - overdueRatio(a) || a.customerId - b.customerId);
  return {
    from: dayText(from),
    to: dayText(to),
    today: dayText(today),
    asOf: asOf.toISOString(),
    ordersRead: facts.orders.size,
    ordersInPeriod,
    totalInPeriod: shekels(agorotInPeriod),
    weeks: weeksOf(facts.orders.values(), from, to),
    topCustomers,
    topItems: topItemsOf(facts, ordersWithin(facts, from, to)),
    lapsed: rhythms.filter((r) => r.lapsed).slice(0, LIST_MAX),
    stopped: [...histories.values()]
      .flatMap((history) => stoppedOf(facts, history))
      .sort((a, b) => b.timesBought - a.timesBought || a.customerId - b.customerId || a.itemId.localeCompare(b.itemId))
      .slice(0, LIST_MAX),
    callList: callListOf(histories, rhythms, today),
  };
}

/** One customer's figures as of today. */
export function customerInsightsOf(facts: OrderFacts, history: CustomerHistory, today: number, asOf: Date): CustomerInsights {
  const since = today - CUSTOMER_DAYS + 1;
  const recent = history.orders.filter((order) => order.day >= since && order.day <= today);
  return {
    customerId: history.customerId,
    name: facts.customers.get(history.customerId)?.name ?? '',
    today: dayText(today),
    asOf: asOf.toISOString(),
    orders: history.orders.length,
    orders90: recent.length,
    total90: shekels(recent.reduce((sum, order) => sum + order.agorot, 0)),
    rhythm: rhythmOf(facts, history, today),
    weeks: weeksOf(history.orders, weekStartOf(today) - 7 * (CUSTOMER_WEEKS - 1), today),
    topItems: topItemsOf(facts, recent),
    stopped: stoppedOf(facts, history),
  };
}
