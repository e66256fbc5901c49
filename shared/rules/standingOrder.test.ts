import fc from 'fast-check';
import { addDays, isDeliveryDay, orderByFor, weekdayOf, type DeliveryRules } from './delivery';
import {
  deliveryDayText,
  firstStartDate,
  nextOccurrence,
  REMINDER_HOURS,
  reminderText,
  scheduleText,
  withOutcome,
  MAX_STANDING_OUTCOMES,
} from './standingOrder';

const RULES: DeliveryRules = { days: [0, 1, 2, 3, 4], cutoffHour: 14, noDeliveryDates: [], minimumAgorot: 0 };
const HOUR = 60 * 60 * 1000;

describe('nextOccurrence', () => {
  // Sunday 6 December 2026, weekly: its cutoff is Thursday 3 December 14:00 in Israel (12:00 UTC).
  const weekly = { weekday: 0, everyWeeks: 1, startDate: '2026-12-06' };

  it('is the first day of the schedule whose cutoff has not passed, due from REMINDER_HOURS before it', () => {
    const upcoming = nextOccurrence(weekly, RULES, new Date('2026-12-02T11:59:59Z'))!;
    expect(upcoming.deliveryDate).toBe('2026-12-06');
    expect(upcoming.orderBy.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(upcoming.remindAt.toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(upcoming.state).toBe('upcoming');
    expect(nextOccurrence(weekly, RULES, new Date('2026-12-02T12:00:00Z'))!.state).toBe('due');
    // The cutoff passed: the next week's Sunday, not yet due.
    const after = nextOccurrence(weekly, RULES, new Date('2026-12-03T12:00:00Z'))!;
    expect(after).toMatchObject({ deliveryDate: '2026-12-13', state: 'upcoming' });
  });

  it('goes past a day placed or skipped, and every other week keeps its phase', () => {
    const now = new Date('2026-12-02T13:00:00Z');
    expect(nextOccurrence(weekly, RULES, now, [{ deliveryDate: '2026-12-06', outcome: 'placed' }])!.deliveryDate).toBe('2026-12-13');
    expect(nextOccurrence(weekly, RULES, now, [{ deliveryDate: '2026-12-06', outcome: 'skipped' }])!.deliveryDate).toBe('2026-12-13');
    const fortnightly = { ...weekly, everyWeeks: 2 };
    expect(nextOccurrence(fortnightly, RULES, new Date('2026-12-03T12:00:00Z'))!.deliveryDate).toBe('2026-12-20');
  });

  it('passes over a day the store does not deliver (a holiday) and says so', () => {
    const next = nextOccurrence(weekly, { ...RULES, noDeliveryDates: ['2026-12-06'] }, new Date('2026-12-01T00:00:00Z'))!;
    expect(next.deliveryDate).toBe('2026-12-13');
    expect(next.passedOver).toEqual(['2026-12-06']);
  });

  it('is null when the weekday is no longer a delivery weekday', () => {
    expect(nextOccurrence(weekly, { ...RULES, days: [1, 2] }, new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('holds for any schedule and moment: on its weekday and phase, a delivery day, not done, cutoff ahead, due exactly from remindAt', () => {
    const holidays = fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 8 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(1, 2, 3, 4),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 500 * 24 }),
        holidays,
        fc.integer({ min: 0, max: 6 }),
        (weekday, everyWeeks, startOffset, hoursLater, holidayOffsets, done) => {
          let startDate = addDays('2026-01-04', startOffset);
          while (weekdayOf(startDate) !== weekday) startDate = addDays(startDate, 1);
          const schedule = { weekday, everyWeeks, startDate };
          const rules = { ...RULES, noDeliveryDates: holidayOffsets.map((n) => addDays(startDate, n)) };
          const now = new Date(Date.parse(`${startDate}T00:00:00Z`) - 10 * 24 * HOUR + hoursLater * HOUR);
          const outcomes = Array.from({ length: done }, (_, i) => ({
            deliveryDate: addDays(startDate, i * 7 * everyWeeks),
            outcome: 'placed' as const,
          }));
          const next = nextOccurrence(schedule, rules, now, outcomes);
          if (!next) return;
          expect(weekdayOf(next.deliveryDate)).toBe(weekday);
          const weeks = (Date.parse(next.deliveryDate) - Date.parse(startDate)) / (7 * 24 * HOUR);
          expect(weeks % everyWeeks).toBe(0);
          expect(weeks).toBeGreaterThanOrEqual(0);
          expect(isDeliveryDay(next.deliveryDate, rules)).toBe(true);
          expect(outcomes.some((o) => o.deliveryDate === next.deliveryDate)).toBe(false);
          expect(next.orderBy.getTime()).toBe(orderByFor(next.deliveryDate, rules)!.getTime());
          expect(next.orderBy.getTime()).toBeGreaterThan(now.getTime());
          expect(next.remindAt.getTime()).toBe(next.orderBy.getTime() - REMINDER_HOURS * HOUR);
          expect(next.state).toBe(now.getTime() >= next.remindAt.getTime() ? 'due' : 'upcoming');
          // No earlier day of the schedule was left out unless done, past its cutoff or without delivery.
          for (let day = startDate; day < next.deliveryDate; day = addDays(day, 7 * everyWeeks)) {
            const skipped =
              outcomes.some((o) => o.deliveryDate === day) ||
              !isDeliveryDay(day, rules) ||
              (orderByFor(day, rules)?.getTime() ?? 0) <= now.getTime();
            expect(skipped).toBe(true);
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('keeps the cutoff on the night the clock moves (Israel, 27 March 2026: 02:00 becomes 03:00)', () => {
    // A Monday cutoff at 02:00 on Friday 27 March 2026 (a store that delivers Friday too).
    const rules: DeliveryRules = { days: [1, 5], cutoffHour: 2, noDeliveryDates: [], minimumAgorot: 0 };
    const next = nextOccurrence({ weekday: 1, everyWeeks: 1, startDate: '2026-03-30' }, rules, new Date('2026-03-26T00:00:00Z'))!;
    expect(next.deliveryDate).toBe('2026-03-30');
    // The clock jumps from 02:00 (UTC+2) to 03:00 (UTC+3): the cutoff is that moment, 00:00 UTC.
    expect(next.orderBy.toISOString()).toBe('2026-03-27T00:00:00.000Z');
  });
});

describe('firstStartDate', () => {
  it('is the first day on the weekday whose cutoff has not passed', () => {
    // Wednesday 2 December 2026 13:00 in Israel: Thursday's cutoff is today 14:00, still ahead.
    expect(firstStartDate(4, RULES, new Date('2026-12-02T11:00:00Z'))).toBe('2026-12-03');
    expect(firstStartDate(4, RULES, new Date('2026-12-02T12:00:00Z'))).toBe('2026-12-10');
    expect(firstStartDate(0, { ...RULES, noDeliveryDates: ['2026-12-06'] }, new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-13');
  });
});

describe('texts', () => {
  it('says the schedule, the day and the reminder in Hebrew', () => {
    expect(scheduleText({ weekday: 0, everyWeeks: 1 })).toBe('כל יום א׳');
    expect(scheduleText({ weekday: 2, everyWeeks: 2 })).toBe('כל שבועיים, ביום ג׳');
    expect(scheduleText({ weekday: 4, everyWeeks: 3 })).toBe('כל 3 שבועות, ביום ה׳');
    expect(deliveryDayText('2026-12-06')).toBe('יום א׳ 06/12');
    expect(reminderText('ההזמנה השבועית', { deliveryDate: '2026-12-06', orderBy: new Date('2026-12-03T12:00:00Z') })).toBe(
      'ההזמנה הקבועה "ההזמנה השבועית" לאספקה ביום א׳ 06/12 מחכה לאישורך עד יום ה׳ 03/12 בשעה 14:00.',
    );
  });
});

describe('withOutcome', () => {
  it('replaces a day said before, keeps a placed day placed, and keeps the latest ones', () => {
    type Said = { deliveryDate: string; outcome: 'placed' | 'skipped' };
    const skipped = withOutcome<Said>([], { deliveryDate: '2026-12-06', outcome: 'skipped' });
    const placed = withOutcome<Said>(skipped, { deliveryDate: '2026-12-06', outcome: 'placed' });
    expect(placed).toEqual([{ deliveryDate: '2026-12-06', outcome: 'placed' }]);
    expect(withOutcome<Said>(placed, { deliveryDate: '2026-12-06', outcome: 'skipped' })).toEqual(placed);
    let many: Array<{ deliveryDate: string; outcome: 'placed' | 'skipped' }> = [];
    for (let i = 0; i < 30; i++) many = withOutcome(many, { deliveryDate: addDays('2026-01-04', i * 7), outcome: 'placed' });
    expect(many).toHaveLength(MAX_STANDING_OUTCOMES);
    expect(many.at(-1)!.deliveryDate).toBe(addDays('2026-01-04', 29 * 7));
  });
});
