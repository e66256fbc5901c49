// The insights' figures against a fixture computed by hand: three customers, today Sunday 29/03/2026.
// - 'אלף' (1) orders weekly, four times, the last 19 days ago: past its rhythm of 7 days by 12.
// - 'בית' (2) orders every Sunday, ten times, the last a week ago (today is its usual day); it bought
//   item C in its first six orders and not in the four since: stopped.
// - 'גימל' (3) ordered twice (no rhythm yet) and once more, cancelled (left out).
import { customerInsightsOf, historiesOf, summaryOf } from './compute';
import { dayNumberOf, dayText, israelDayNumber, OrderFacts } from './facts';

const TODAY = dayNumberOf('2026-03-29');
const AS_OF = new Date('2026-03-29T09:00:00Z');
const day = (ago: number) => dayText(TODAY - ago);

let nextId = 1;
function order(customerId: number, name: string, orderDate: string, lines: Array<[string, number, number]>, status?: string) {
  const totalPriceBeforeVat = lines.reduce((sum, [, quantity, unitPrice]) => sum + quantity * unitPrice, 0);
  return {
    id: nextId++,
    orderNumber: 50000 + nextId,
    orderDate,
    userId: 10 + customerId,
    customerId,
    comment: '',
    totalPriceBeforeVat,
    vatSum: 0,
    vatPercent: 18,
    totalPrice: totalPriceBeforeVat,
    customer: { lastName: name, phone: `05${customerId}-0000000`, email: '' },
    orderItems: lines.map(([itemId, quantity, unitPrice]) => ({ itemId, productName: `פריט ${itemId}`, quantity, unitPrice })),
    documentLink: '',
    ...(status ? { status } : {}),
  };
}

function fixture(): OrderFacts {
  const facts = new OrderFacts();
  const entries: unknown[] = [];
  [40, 33, 26, 19].forEach((ago, i) =>
    entries.push(
      order(
        1,
        'אלף',
        `${day(ago)}T08:00:00Z`,
        i < 3
          ? [
              ['A', 10, 2.5],
              ['B', 1, 100],
            ]
          : [['A', 10, 2.5]],
      ),
    ),
  );
  [70, 63, 56, 49, 42, 35, 28, 21, 14, 7].forEach((ago, i) =>
    entries.push(
      order(
        2,
        'בית',
        `${day(ago)}T07:30:00Z`,
        i < 6
          ? [
              ['A', 4, 2.5],
              ['C', 2, 50],
            ]
          : [['A', 4, 2.5]],
      ),
    ),
  );
  entries.push(order(3, 'גימל', `${day(5)}T08:00:00Z`, [['D', 3, 10]]));
  // Half past midnight in Israel (UTC+2 until 27/03): the order's day is 26/03, not 25/03.
  entries.push(order(3, 'גימל', '2026-03-25T22:30:00Z', [['D', 3, 10]]));
  entries.push(order(3, 'גימל', `${day(1)}T08:00:00Z`, [['D', 100, 10]], 'cancelled'));
  entries.push({ id: 'not an order' });
  for (const entry of entries.reverse()) facts.add(entry);
  return facts;
}

describe('the insights computed from the orders', () => {
  const facts = fixture();
  const histories = historiesOf(facts);

  it('reads each order’s day in Israel, leaving out a cancelled order and an entry that is no order', () => {
    expect(facts.orders.size).toBe(16);
    expect(facts.skipped).toBe(2);
    expect(israelDayNumber(Date.parse('2026-03-25T22:30:00Z'))).toBe(dayNumberOf('2026-03-26'));
    // After the clocks changed (UTC+3 from 27/03): 21:30 UTC is already the next day.
    expect(dayText(israelDayNumber(Date.parse('2026-03-28T21:30:00Z')))).toBe('2026-03-29');
  });

  it('sums a period week by week, with its top customers and items', () => {
    const summary = summaryOf(facts, histories, { from: TODAY - 27, to: TODAY, today: TODAY }, AS_OF);
    expect(summary).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-29',
      today: '2026-03-29',
      ordersRead: 16,
      ordersInPeriod: 7,
      totalInPeriod: 240,
    });
    expect(summary.weeks).toEqual([
      { weekStart: '2026-03-01', orders: 1, total: 125 },
      { weekStart: '2026-03-08', orders: 2, total: 35 },
      { weekStart: '2026-03-15', orders: 1, total: 10 },
      { weekStart: '2026-03-22', orders: 3, total: 70 },
      { weekStart: '2026-03-29', orders: 0, total: 0 },
    ]);
    expect(summary.topCustomers).toEqual([
      { customerId: 1, name: 'אלף', orders: 2, total: 150 },
      { customerId: 3, name: 'גימל', orders: 2, total: 60 },
      { customerId: 2, name: 'בית', orders: 3, total: 30 },
    ]);
    expect(summary.topItems).toEqual([
      { itemId: 'B', name: 'פריט B', quantity: 1, total: 100 },
      { itemId: 'A', name: 'פריט A', quantity: 32, total: 80 },
      { itemId: 'D', name: 'פריט D', quantity: 6, total: 60 },
    ]);
  });

  it('finds the customer past its rhythm, the item a customer stopped buying, and today’s calls', () => {
    const summary = summaryOf(facts, histories, { from: TODAY - 27, to: TODAY, today: TODAY }, AS_OF);
    expect(summary.lapsed).toEqual([
      {
        customerId: 1,
        name: 'אלף',
        phone: '051-0000000',
        orderDays: 4,
        lastOrderDay: '2026-03-10',
        medianDays: 7,
        daysSince: 19,
        overdueDays: 12,
        lapsed: true,
      },
    ]);
    expect(summary.stopped).toEqual([
      { customerId: 2, customerName: 'בית', itemId: 'C', itemName: 'פריט C', timesBought: 6, lastBoughtDay: '2026-02-22', ordersSince: 4 },
    ]);
    expect(summary.callList.map((c) => [c.customerId, c.reason, c.daysSince, c.medianDays])).toEqual([
      [1, 'lapsed', 19, 7],
      [2, 'usualDay', 7, 7],
    ]);
  });

  it('a day later, the Sunday customer is no longer called for its usual day; nine days after its last order it is not yet lapsed', () => {
    const monday = summaryOf(facts, histories, { from: TODAY - 27, to: TODAY + 1, today: TODAY + 1 }, AS_OF);
    expect(monday.callList.map((c) => c.customerId)).toEqual([1]);
    const tuesday = summaryOf(facts, histories, { from: TODAY - 27, to: TODAY + 2, today: TODAY + 2 }, AS_OF);
    expect(tuesday.lapsed.map((r) => r.customerId)).toEqual([1]);
    // 11 days > 1.5 × 7 and 4 more than 7: lapsed.
    const thursday = summaryOf(facts, histories, { from: TODAY - 27, to: TODAY + 4, today: TODAY + 4 }, AS_OF);
    expect(thursday.lapsed.map((r) => [r.customerId, r.overdueDays])).toEqual([
      [1, 16],
      [2, 4],
    ]);
  });

  it('gives one customer’s own figures', () => {
    const mine = customerInsightsOf(facts, histories.get(2)!, TODAY, AS_OF);
    expect(mine).toMatchObject({ customerId: 2, name: 'בית', orders: 10, orders90: 10, total90: 700 });
    expect(mine.rhythm).toMatchObject({ medianDays: 7, daysSince: 7, overdueDays: 0, lapsed: false });
    expect(mine.topItems).toEqual([
      { itemId: 'C', name: 'פריט C', quantity: 12, total: 600 },
      { itemId: 'A', name: 'פריט A', quantity: 40, total: 100 },
    ]);
    expect(mine.weeks).toHaveLength(26);
    expect(mine.weeks[25]).toEqual({ weekStart: '2026-03-29', orders: 0, total: 0 });
    expect(mine.weeks[24]).toEqual({ weekStart: '2026-03-22', orders: 1, total: 10 });
    expect(customerInsightsOf(facts, histories.get(3)!, TODAY, AS_OF).rhythm).toBeNull();
  });

  it('drops the orders of a day on and a cancelled copy of an order read before', () => {
    const again = fixture();
    again.dropFrom(TODAY - 7);
    expect(again.orders.size).toBe(13);
    const first = [...again.orders.values()][0]!;
    again.add({ ...order(first.customerId, 'x', '2026-01-01T08:00:00Z', []), id: first.id, status: 'cancelled' });
    expect(again.orders.has(first.id)).toBe(false);
  });
});
