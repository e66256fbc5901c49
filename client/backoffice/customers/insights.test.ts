import { customerInsights } from './insights';

// 12:00 in Israel on 1 June 2026.
const now = new Date('2026-06-01T09:00:00Z');
const order = (orderDate: string, totalPrice = 100) => ({ orderDate, totalPrice });

describe('customerInsights', () => {
  it('counts and totals the orders of the last 90 days (Israel days), not older ones, summing in agorot', () => {
    const figures = customerInsights(
      [
        order('2026-06-01T05:00:00Z', 0.1),
        order('2026-05-20T10:00:00Z', 0.2),
        // 89 days before today: in the window.
        order('2026-03-04T10:00:00Z', 1000),
        // 90 days before: out.
        order('2026-03-03T10:00:00Z', 5000),
      ],
      4,
      now,
    );
    expect(figures.ordersInWindow).toBe(3);
    expect(figures.totalInWindow).toBe(1000.3);
    expect(figures.partial).toBe(false);
    expect(figures.basis).toBe(4);
  });

  it('gives the newest order and the days since it, by the day in Israel (22:30 UTC is the next day there)', () => {
    const figures = customerInsights([order('2026-05-01T08:00:00Z'), order('2026-05-29T22:30:00Z')], 2, now);
    expect(figures.lastOrderDate).toBe('2026-05-29T22:30:00Z');
    // 30 May in Israel: two days before 1 June (three by UTC's day).
    expect(figures.daysSinceLast).toBe(2);
  });

  it('takes the median of the days between consecutive orders, whatever order they came in', () => {
    const days = ['2026-05-31', '2026-05-01', '2026-05-08', '2026-05-10', '2026-05-24'];
    // Gaps: 7, 2, 14, 7 -> median 7.
    expect(
      customerInsights(
        days.map((d) => order(`${d}T08:00:00Z`)),
        5,
        now,
      ).medianDaysBetween,
    ).toBe(7);
    // Gaps: 7, 2 -> 4.5.
    expect(
      customerInsights(
        days.slice(1, 4).map((d) => order(`${d}T08:00:00Z`)),
        3,
        now,
      ).medianDaysBetween,
    ).toBe(4.5);
  });

  it('has no median with one order and nothing at all with none', () => {
    expect(customerInsights([order('2026-05-31T08:00:00Z')], 1, now)).toMatchObject({ medianDaysBetween: null, ordersInWindow: 1 });
    expect(customerInsights([], 0, now)).toEqual({
      ordersInWindow: 0,
      totalInWindow: 0,
      lastOrderDate: null,
      daysSinceLast: null,
      medianDaysBetween: null,
      basis: 0,
      partial: false,
    });
  });

  it('says the window is partial when the customer has more orders than were read and the oldest read is inside it', () => {
    const recent = [order('2026-05-30T08:00:00Z'), order('2026-05-31T08:00:00Z')];
    expect(customerInsights(recent, 40, now).partial).toBe(true);
    expect(customerInsights([order('2026-01-01T08:00:00Z'), ...recent], 40, now).partial).toBe(false);
  });
});
