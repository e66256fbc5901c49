import fc from 'fast-check';
import {
  addDays,
  countdownMs,
  countdownText,
  deliveryChoices,
  deliveryRulesOf,
  type DeliveryRules,
  isDeliveryDay,
  israelClock,
  israelInstant,
  missingForMinimum,
  nextDelivery,
  orderDeliveryDay,
  readRequestedDate,
  requestedDateLine,
  weekdayOf,
  withRequestedDate,
} from './delivery';

/** The demo store: Sunday to Thursday, cutoff 14:00, minimum 300.00 ₪. */
const demo: DeliveryRules = { days: [0, 1, 2, 3, 4], cutoffHour: 14, noDeliveryDates: [], minimumAgorot: 30000 };
/** An instant by its Israel wall-clock time (winter: UTC+2; summer: UTC+3). */
const israel = (day: string, hour: number, minute = 0) => new Date(israelInstant(day, hour).getTime() + minute * 60_000);

describe('delivery days: examples', () => {
  it('delivers an order placed on Thursday before the cutoff on Sunday, and promises it until 14:00 that Thursday', () => {
    // 26/11/2026 is a Thursday.
    expect(weekdayOf('2026-11-26')).toBe(4);
    const promise = nextDelivery(israel('2026-11-26', 10), demo);
    expect(promise).toEqual({ day: '2026-11-29', receivedDay: '2026-11-26', orderBy: new Date('2026-11-26T12:00:00Z') });
  });

  it('counts an order after the cutoff, or on a day with no delivery, as received on the next delivery day', () => {
    expect(nextDelivery(israel('2026-11-26', 14), demo)).toMatchObject({ receivedDay: '2026-11-29', day: '2026-11-30' });
    // Friday and Saturday: received on Sunday, delivered on Monday, and so promised until Sunday 14:00.
    expect(nextDelivery(israel('2026-11-27', 9), demo)).toEqual({
      day: '2026-11-30',
      receivedDay: '2026-11-29',
      orderBy: new Date('2026-11-29T12:00:00Z'),
    });
    expect(nextDelivery(israel('2026-11-28', 23, 59), demo)).toMatchObject({ day: '2026-11-30' });
    // Sunday 13:59 is before the cutoff: Monday.
    expect(nextDelivery(israel('2026-11-29', 13, 59), demo)).toMatchObject({ day: '2026-11-30' });
  });

  it('skips a holiday for receiving and for delivering', () => {
    const holiday = { ...demo, noDeliveryDates: ['2026-11-29'] };
    expect(nextDelivery(israel('2026-11-26', 10), holiday)).toMatchObject({ receivedDay: '2026-11-26', day: '2026-11-30' });
    expect(nextDelivery(israel('2026-11-27', 10), holiday)).toMatchObject({ receivedDay: '2026-11-30', day: '2026-12-01' });
  });

  it("reads the cutoff in Israel's time, winter and summer", () => {
    // Summer time (UTC+3): 14:00 in Israel is 11:00 UTC.
    expect(nextDelivery(israel('2026-07-01', 9), demo)?.orderBy).toEqual(new Date('2026-07-01T11:00:00Z'));
    expect(israelClock(new Date('2026-07-01T10:59:00Z'))).toEqual({ day: '2026-07-01', hour: 13, minute: 59 });
    // 23:30 UTC on Wednesday is already Thursday 01:30 in Israel.
    expect(nextDelivery(new Date('2026-11-25T23:30:00Z'), demo)).toMatchObject({ receivedDay: '2026-11-26' });
  });

  it('holds the promise until the first 01:00 on the autumn day the clock goes back, and until 03:00 on the spring day it skips 02:00', () => {
    // Sunday 26/10/2025: at 02:00 summer time (23:00 UTC) the clock goes back to 01:00, so 01:00 comes twice.
    const sundays = { ...demo, days: [0], cutoffHour: 1 };
    const autumn = nextDelivery(new Date('2025-10-25T12:00:00Z'), sundays)!;
    expect(autumn).toEqual({ receivedDay: '2025-10-26', day: '2025-11-02', orderBy: new Date('2025-10-25T22:00:00Z') });
    expect(nextDelivery(new Date('2025-10-25T21:59:59.999Z'), sundays)!.day).toBe('2025-11-02');
    expect(nextDelivery(new Date('2025-10-25T22:00:00Z'), sundays)!.day).toBe('2025-11-09');
    // The second 01:00 is past the cutoff too.
    expect(nextDelivery(new Date('2025-10-25T23:30:00Z'), sundays)!.day).toBe('2025-11-09');
    // Friday 27/3/2026: at 02:00 winter time (00:00 UTC) the clock jumps to 03:00.
    const fridays = { ...demo, days: [5], cutoffHour: 2 };
    const spring = nextDelivery(new Date('2026-03-26T12:00:00Z'), fridays)!;
    expect(spring).toEqual({ receivedDay: '2026-03-27', day: '2026-04-03', orderBy: new Date('2026-03-27T00:00:00Z') });
    expect(israelClock(spring.orderBy)).toEqual({ day: '2026-03-27', hour: 3, minute: 0 });
    expect(israelClock(new Date(spring.orderBy.getTime() - 1))).toEqual({ day: '2026-03-27', hour: 1, minute: 59 });
  });

  it('promises nothing when the store names no delivery day', () => {
    expect(nextDelivery(israel('2026-11-26', 10), { ...demo, days: [] })).toBeNull();
    expect(deliveryChoices(israel('2026-11-26', 10), { ...demo, days: [] })).toEqual([]);
  });

  it('offers the earliest day and the next delivery days to choose from', () => {
    const days = deliveryChoices(israel('2026-11-26', 10), demo, 6);
    expect(days).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-06']);
  });

  it('counts down only in the last hour before the order-by moment', () => {
    const promise = nextDelivery(israel('2026-11-26', 10), demo);
    expect(countdownMs(israel('2026-11-26', 12, 59), promise)).toBeNull();
    expect(countdownMs(israel('2026-11-26', 13), promise)).toBe(3_600_000);
    expect(countdownMs(israel('2026-11-26', 13, 42), promise)).toBe(18 * 60_000);
    expect(countdownText(18 * 60_000)).toBe('18:00');
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownMs(israel('2026-11-26', 14), promise)).toBeNull();
  });

  it("names a placed order's delivery day: the later day its comment asks for, else the earliest for the moment it was placed", () => {
    // Placed on Thursday 26/11/2026 at 10:00 in Israel: Sunday; after the cutoff: Monday.
    expect(orderDeliveryDay({ comment: 'לפרוק מאחור', orderDate: '2026-11-26T08:00:00Z' }, demo)).toBe('2026-11-29');
    expect(orderDeliveryDay({ comment: '', orderDate: '2026-11-26T12:30:00Z' }, demo)).toBe('2026-11-30');
    expect(orderDeliveryDay({ comment: 'לפרוק מאחור\nתאריך אספקה מבוקש: 02/12/2026', orderDate: '2026-11-26T08:00:00Z' }, demo)).toBe(
      '2026-12-02',
    );
    // A day asked for that had passed when the order went (it waited in the outbox): the earliest instead.
    expect(orderDeliveryDay({ comment: 'תאריך אספקה מבוקש: 27/11/2026', orderDate: '2026-11-30T08:00:00Z' }, demo)).toBe('2026-12-01');
    expect(orderDeliveryDay({ comment: '', orderDate: 'not a date' }, demo)).toBeNull();
    expect(orderDeliveryDay({ comment: 'תאריך אספקה מבוקש: 02/12/2026', orderDate: 'not a date' }, demo)).toBe('2026-12-02');
    expect(orderDeliveryDay({ comment: '', orderDate: '2026-11-26T08:00:00Z' }, { ...demo, days: [] })).toBeNull();
  });

  it('says what is missing below the minimum before VAT', () => {
    expect(missingForMinimum(18000, 30000)).toBe(12000);
    expect(missingForMinimum(30000, 30000)).toBe(0);
    expect(missingForMinimum(100, 0)).toBe(0);
  });

  it('writes and reads the requested date line of the comment', () => {
    expect(requestedDateLine('2026-11-27')).toBe('תאריך אספקה מבוקש: 27/11/2026');
    expect(withRequestedDate('לפרוק בכניסה האחורית', '2026-11-27')).toBe('לפרוק בכניסה האחורית\nתאריך אספקה מבוקש: 27/11/2026');
    expect(withRequestedDate('', '2026-11-27')).toBe('תאריך אספקה מבוקש: 27/11/2026');
    expect(withRequestedDate('הערה\nתאריך אספקה מבוקש: 27/11/2026', '2026-12-01')).toBe('הערה\nתאריך אספקה מבוקש: 01/12/2026');
    expect(withRequestedDate('הערה\nתאריך אספקה מבוקש: 27/11/2026', null)).toBe('הערה');
    expect(readRequestedDate('שלום\r\nתאריך אספקה מבוקש: 27/11/2026')).toBe('2026-11-27');
    expect(readRequestedDate('תאריך אספקה מבוקש: 31/02/2026')).toBeNull();
    expect(readRequestedDate('נא לספק ביום תאריך אספקה מבוקש: 27/11/2026 בבוקר')).toBeNull();
  });

  it('reads the setting, a part that cannot be read promising nothing', () => {
    expect(deliveryRulesOf({ Days: [4, 0, 1], CutoffHour: 14, NoDeliveryDates: ['2026-12-25', 'x'], MinimumOrder: 300 })).toEqual({
      days: [0, 1, 4],
      cutoffHour: 14,
      noDeliveryDates: ['2026-12-25'],
      minimumAgorot: 30000,
    });
    expect(deliveryRulesOf({})).toEqual({ days: [], cutoffHour: 0, noDeliveryDates: [], minimumAgorot: 0 });
    expect(deliveryRulesOf({ Days: [7], CutoffHour: 24, MinimumOrder: 1.234 })).toEqual({
      days: [],
      cutoffHour: 0,
      noDeliveryDates: [],
      minimumAgorot: 0,
    });
  });
});

// Any moment from 2025 to 2028, one in three in the days around a change of Israel's clock (where a
// cutoff at 01:00 or 02:00 is ambiguous), any set of weekdays, any cutoff, holidays in the weeks ahead.
const CLOCK_CHANGES = ['2025-03-28', '2025-10-26', '2026-03-27', '2026-10-25', '2027-03-26', '2027-10-31', '2028-03-24', '2028-10-29'];
const nearClockChange = fc
  .record({ change: fc.constantFrom(...CLOCK_CHANGES), offsetMs: fc.integer({ min: -8 * 86_400_000, max: 2 * 86_400_000 }) })
  .map(({ change, offsetMs }) => new Date(Date.parse(`${change}T00:00:00Z`) + offsetMs));
const moment = fc.oneof(
  { arbitrary: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }), weight: 2 },
  { arbitrary: nearClockChange, weight: 1 },
);
const rulesAt = (now: Date) =>
  fc.record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    cutoffHour: fc.integer({ min: 0, max: 23 }),
    noDeliveryDates: fc.uniqueArray(
      fc.integer({ min: -2, max: 40 }).map((n) => addDays(israelClock(now).day, n)),
      { maxLength: 15 },
    ),
    minimumAgorot: fc.constant(0),
  });
const case_ = moment.chain((now) => rulesAt(now).map((rules) => ({ now, rules })));

describe('delivery days: properties', () => {
  it('delivers on a delivery day after the day the order counts as received, with none between', () => {
    fc.assert(
      fc.property(case_, ({ now, rules }) => {
        const promise = nextDelivery(now, rules)!;
        const today = israelClock(now).day;
        expect(isDeliveryDay(promise.day, rules)).toBe(true);
        expect(isDeliveryDay(promise.receivedDay, rules)).toBe(true);
        expect(rules.noDeliveryDates).not.toContain(promise.day);
        expect(promise.receivedDay >= today && promise.day > promise.receivedDay).toBe(true);
        for (let d = addDays(today, 1); d < promise.receivedDay; d = addDays(d, 1)) expect(isDeliveryDay(d, rules)).toBe(false);
        for (let d = addDays(promise.receivedDay, 1); d < promise.day; d = addDays(d, 1)) expect(isDeliveryDay(d, rules)).toBe(false);
        // Received today only on a delivery day before the cutoff.
        const beforeCutoff = israelClock(now).hour < rules.cutoffHour;
        expect(promise.receivedDay === today).toBe(isDeliveryDay(today, rules) && beforeCutoff);
      }),
      { numRuns: 300 },
    );
  });

  it('holds the promise until the order-by moment, at the cutoff hour of the day received, and not a moment later', () => {
    fc.assert(
      fc.property(case_, ({ now, rules }) => {
        const promise = nextDelivery(now, rules)!;
        expect(promise.orderBy.getTime()).toBeGreaterThan(now.getTime());
        // The clock reads the cutoff hour then, or 03:00 where the spring change skips 02:00.
        const clock = israelClock(promise.orderBy);
        const skipped = clock.hour === 3 && rules.cutoffHour === 2 && israelClock(new Date(promise.orderBy.getTime() - 1)).hour === 1;
        expect(clock).toEqual({ day: promise.receivedDay, hour: skipped ? 3 : rules.cutoffHour, minute: 0 });
        expect(nextDelivery(new Date(promise.orderBy.getTime() - 1), rules)!.day).toBe(promise.day);
        expect(nextDelivery(promise.orderBy, rules)!.day > promise.day).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('offers the earliest day, then every next delivery day in order, none skipped', () => {
    fc.assert(
      fc.property(case_, ({ now, rules }) => {
        const days = deliveryChoices(now, rules);
        expect(days).toHaveLength(14);
        expect(days[0]).toBe(nextDelivery(now, rules)!.day);
        for (let i = 1; i < days.length; i++) {
          expect(days[i]! > days[i - 1]!).toBe(true);
          for (let d = addDays(days[i - 1]!, 1); d < days[i]!; d = addDays(d, 1)) expect(isDeliveryDay(d, rules)).toBe(false);
        }
        expect(days.every((d) => isDeliveryDay(d, rules))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('reads back the requested day from any comment it was written into', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), day, day, (comment, first, second) => {
        expect(readRequestedDate(withRequestedDate(comment, first))).toBe(first);
        // Written again, one line only, the last day.
        const twice = withRequestedDate(withRequestedDate(comment, first), second);
        expect(readRequestedDate(twice)).toBe(second);
        expect(twice.split('תאריך אספקה מבוקש').length - 1).toBe(1);
      }),
    );
  });

  it('asks for exactly what lifts an order to the minimum', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (total, minimum) => {
        const missing = missingForMinimum(total, minimum);
        expect(missing >= 0).toBe(true);
        if (minimum > 0) expect(total + missing).toBe(Math.max(total, minimum));
        else expect(missing).toBe(0);
      }),
    );
  });
});
