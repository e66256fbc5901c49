import { changeState, deadlineText, deadlineTextOf, orderClosedMessage } from './orderChange';
import { orderByFor as changeDeadline } from './delivery';
import type { DeliveryRules } from './delivery';

const RULES: DeliveryRules = { days: [0, 1, 2, 3, 4], cutoffHour: 14, noDeliveryDates: [], minimumAgorot: 0 };

describe('the change deadline (orderByFor)', () => {
  it('is the cutoff hour on the delivery day before the day (Israel time)', () => {
    // Thursday 3 December 2026: Wednesday 14:00 in Israel (winter, UTC+2).
    expect(changeDeadline('2026-12-03', RULES)?.toISOString()).toBe('2026-12-02T12:00:00.000Z');
    // Sunday 6 December: the delivery day before it is Thursday.
    expect(changeDeadline('2026-12-06', RULES)?.toISOString()).toBe('2026-12-03T12:00:00.000Z');
  });

  it('skips a date with no delivery, and is null when the store names no delivery day', () => {
    expect(changeDeadline('2026-12-03', { ...RULES, noDeliveryDates: ['2026-12-02'] })?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(changeDeadline('2026-12-03', { ...RULES, days: [] })).toBeNull();
  });
});

describe('changeState', () => {
  const before = new Date('2026-12-02T11:59:59Z');
  const at = new Date('2026-12-02T12:00:00Z');

  it('is open until the cutoff for an order received or confirmed', () => {
    expect(changeState('received', '2026-12-03', RULES, before)).toEqual({ open: true, until: new Date('2026-12-02T12:00:00Z') });
    expect(changeState('confirmed', '2026-12-03', RULES, before).open).toBe(true);
    expect(changeState('received', '2026-12-03', RULES, at)).toMatchObject({ open: false, reason: 'cutoff' });
  });

  it('is closed once the supplier has moved the order on, whatever the time', () => {
    for (const status of ['preparing', 'shipped', 'delivered', 'cancelled'] as const)
      expect(changeState(status, '2026-12-03', RULES, before)).toMatchObject({ open: false, reason: status });
  });

  it('has no time limit when no delivery day is known', () => {
    expect(changeState('received', null, RULES, at)).toEqual({ open: true, until: null });
  });
});

describe('the Hebrew reason', () => {
  it('names the cutoff as the buyer reads it', () => {
    expect(deadlineText(new Date('2026-12-02T12:00:00Z'))).toBe('יום ד׳ 02/12 בשעה 14:00');
    expect(orderClosedMessage('cutoff', new Date('2026-12-02T12:00:00Z'))).toContain('יום ד׳ 02/12 בשעה 14:00');
    expect(orderClosedMessage('cutoff', null)).toBe('מועד השינוי של ההזמנה עבר: ההזמנה כבר בטיפול ולא ניתן לשנותה.');
    expect(orderClosedMessage('shipped', null)).toBe('ההזמנה כבר בדרך ולא ניתן לשנותה.');
  });
});

describe('deadlineTextOf', () => {
  it('reads a moment a provider sent, and nothing of text that is not one', () => {
    expect(deadlineTextOf('2026-12-02T12:00:00.000Z')).toBe('יום ד׳ 02/12 בשעה 14:00');
    expect(deadlineTextOf('tomorrow')).toBeNull();
    expect(deadlineTextOf('')).toBeNull();
    expect(deadlineTextOf(undefined)).toBeNull();
  });
});
