// The seed's past orders as the store places them: the demo year's weekly customer orders on one
// weekday, in the morning, whatever the hour the mock starts at (late in the evening, after the clocks
// went back, an order counted in hours fell on the next day).
import { dayOf } from '@shared/rules/orderDays';
import { generateSeed } from '../seed/generate';
import { MockStore } from '.';
import { TokenService } from './tokens';

describe("the seed's past orders", () => {
  it('places a weekly customer’s year on its weekday and in the morning, started at 23:30 in Israel', () => {
    // Five weeks after the clocks went back (25/10/2026): 23:30 in Israel is 21:30 UTC.
    const now = new Date('2026-11-29T21:30:00Z');
    const store = new MockStore(new TokenService('seed-orders-test-secret-0123456789'), { publicPath: '/api', now: () => now }).load(
      generateSeed({ items: 30 }),
    );
    const cafe = store.db.orders.filter((o) => o.customerId === 1004);
    expect(cafe.length).toBeGreaterThan(50);
    expect(new Set(cafe.map((o) => new Date(`${dayOf(o.orderDate)}T00:00:00Z`).getUTCDay()))).toEqual(new Set([0]));
    expect(dayOf(cafe.at(-1)!.orderDate)).toBe('2026-11-22');
    const hours = cafe.map((o) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', hourCycle: 'h23' }).format(new Date(o.orderDate)),
      ),
    );
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...hours)).toBeLessThanOrEqual(11);
  });
});
