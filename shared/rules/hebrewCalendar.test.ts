import fc from 'fast-check';
import { addDays, deliveryRulesOf, holidayNotice, isDeliveryDay, israelClock, nextDelivery, weekdayOf } from './delivery';
import { deadlineText } from './orderChange';
import { calendarDayOf, hebrewDateOf, hebrewYearText, holidaysBetween, storedCalendarOf, yomHaatzmautDay } from './hebrewCalendar';
import { HOLIDAYS, type Holiday } from './holidays';

/** The civil day of a Hebrew date, found by walking ICU's calendar from a day near it. */
function civilDayOf(year: number, month: string, day: number): string {
  // 1 Tishri of year Y falls in September or October of Gregorian year Y - 3761.
  let d = `${year - 3761}-08-20`;
  for (let n = 0; n < 400; n++, d = addDays(d, 1)) {
    const h = hebrewDateOf(d);
    if (h.year === year && h.month === month && h.day === day) return d;
  }
  throw new Error(`no civil day for ${day} ${month} ${year}`);
}

const YEARS = Array.from({ length: 15 }, (_, i) => 5786 + i);

describe('the Hebrew calendar (ICU through Intl)', () => {
  it('names the autumn holidays of 5787 and its Pesach on the days the issue gives', () => {
    expect(calendarDayOf('2026-09-13')).toEqual({ kind: 'holiday', holiday: 'roshHashana' });
    expect(calendarDayOf('2026-09-21')).toEqual({ kind: 'holiday', holiday: 'yomKippur' });
    expect(calendarDayOf('2027-04-22')).toEqual({ kind: 'holiday', holiday: 'pesach' });
    expect(calendarDayOf('2027-04-28')).toEqual({ kind: 'holiday', holiday: 'pesachSeventh' });
    expect(calendarDayOf('2027-04-21')).toEqual({ kind: 'eve', holiday: 'pesach' });
    expect(calendarDayOf('2027-04-25')).toEqual({ kind: 'cholHamoed', holiday: 'pesach' });
    expect(calendarDayOf('2026-11-29')).toBeNull();
  });

  it.each(YEARS)('puts every holiday of %i on its Hebrew date, and on a weekday the calendar allows', (year) => {
    // From the eve of Rosh Hashana to Shavuot: the year's holidays, each once.
    const holidays = holidaysBetween(addDays(civilDayOf(year, 'Tishri', 1), -1), civilDayOf(year, 'Sivan', 6));
    expect(holidays.every((h) => h.hebrewYear === year)).toBe(true);
    const first = (holiday: Holiday) => holidays.find((h) => h.holiday === holiday)!.date;
    // Each holiday once, in the year's order (as HOLIDAYS lists them).
    expect(holidays.map((h) => h.holiday)).toEqual([...HOLIDAYS]);
    expect(first('roshHashana')).toBe(civilDayOf(year, 'Tishri', 1));
    expect(first('yomKippur')).toBe(civilDayOf(year, 'Tishri', 10));
    expect(first('sukkot')).toBe(civilDayOf(year, 'Tishri', 15));
    expect(first('sheminiAtzeret')).toBe(civilDayOf(year, 'Tishri', 22));
    expect(first('pesach')).toBe(civilDayOf(year, 'Nisan', 15));
    expect(first('pesachSeventh')).toBe(civilDayOf(year, 'Nisan', 21));
    expect(first('shavuot')).toBe(civilDayOf(year, 'Sivan', 6));
    // The calendar's own rules: Rosh Hashana never on Sunday, Wednesday or Friday; Pesach never on Monday, Wednesday or Friday.
    expect([0, 3, 5]).not.toContain(weekdayOf(first('roshHashana')));
    expect([1, 3, 5]).not.toContain(weekdayOf(first('pesach')));
    // Yom HaAtzmaut: never on a Friday, Saturday, Sunday or Monday; on 5 Iyar unless that is one of them.
    const independence = first('yomHaatzmaut');
    expect([2, 3, 4]).toContain(weekdayOf(independence));
    const fifth = civilDayOf(year, 'Iyar', 5);
    expect(hebrewDateOf(independence).day).toBe(yomHaatzmautDay(weekdayOf(fifth)));
    // Each holiday has its eve the day before; Sukkot and Pesach have their Chol HaMoed.
    for (const h of holidays) expect(h.days[0]).toEqual({ date: addDays(h.date, -1), kind: 'eve', holiday: h.holiday });
    expect(holidays.find((h) => h.holiday === 'sukkot')!.days.filter((d) => d.kind === 'cholHamoed')).toHaveLength(5);
    expect(holidays.find((h) => h.holiday === 'pesach')!.days.filter((d) => d.kind === 'cholHamoed')).toHaveLength(4);
  });

  it('moves Yom HaAtzmaut off the Sabbath and Sunday: Thursday for a Friday or Saturday, Tuesday for a Monday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(yomHaatzmautDay)).toEqual([5, 6, 5, 5, 5, 4, 3]);
  });
});

describe('deliveries by a confirmed calendar', () => {
  const autumn = holidaysBetween('2026-09-01', '2026-10-15');
  const confirmed = (eve: object, cholHamoed: object) =>
    deliveryRulesOf({
      Days: [0, 1, 2, 3, 4],
      CutoffHour: 14,
      NoDeliveryDates: [],
      MinimumOrder: 0,
      Calendar: storedCalendarOf(autumn),
      Eve: eve,
      CholHamoed: cholHamoed,
    });

  it('offers no delivery on a confirmed holiday, and as the store says on an eve and in Chol HaMoed', () => {
    const rules = confirmed({ Deliver: true, CutoffHour: 11 }, { Deliver: false, CutoffHour: null });
    // Sunday 13/09/2026 (Rosh Hashana) and Monday 21/09/2026 (Yom Kippur) are Sunday–Thursday days gone.
    expect(isDeliveryDay('2026-09-13', rules)).toBe(false);
    expect(isDeliveryDay('2026-09-21', rules)).toBe(false);
    expect(isDeliveryDay('2026-09-20', rules)).toBe(true);
    // Chol HaMoed Sukkot 5787: 27/09 to 01/10.
    for (const day of ['2026-09-27', '2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01']) expect(isDeliveryDay(day, rules)).toBe(false);
    expect(isDeliveryDay('2026-10-04', rules)).toBe(true);
  });

  it('closes an eve at its earlier hour: an order on the eve of Yom Kippur after 11:00 counts as received after the holiday', () => {
    const rules = confirmed({ Deliver: true, CutoffHour: 11 }, { Deliver: true, CutoffHour: null });
    // Sunday 20/09/2026, the eve of Yom Kippur: 10:59 and 11:00 in Israel (UTC+3 in September).
    const before = nextDelivery(new Date('2026-09-20T07:59:00Z'), rules)!;
    expect(before.receivedDay).toBe('2026-09-20');
    expect(israelClock(before.orderBy)).toEqual({ day: '2026-09-20', hour: 11, minute: 0 });
    // Delivered the next delivery day: Monday is Yom Kippur, so Tuesday.
    expect(before.day).toBe('2026-09-22');
    const after = nextDelivery(new Date('2026-09-20T08:00:00Z'), rules)!;
    expect(after.receivedDay).toBe('2026-09-22');
  });

  it('never offers a delivery on a confirmed no-delivery day, whatever the moment (any day of two years)', () => {
    const rules = deliveryRulesOf({
      Days: [0, 1, 2, 3, 4],
      CutoffHour: 14,
      NoDeliveryDates: [],
      MinimumOrder: 0,
      Calendar: storedCalendarOf(holidaysBetween('2026-09-01', '2027-09-30')),
      Eve: { Deliver: true, CutoffHour: 12 },
      CholHamoed: { Deliver: false, CutoffHour: null },
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2026-09-01T00:00:00Z'), max: Date.parse('2027-09-01T00:00:00Z') }), (ms) => {
        const promise = nextDelivery(new Date(ms), rules);
        if (!promise) return false;
        const gone = (day: string) => {
          const rule = rules.calendar?.get(day);
          return rule !== undefined && !rule.deliver;
        };
        const { day: today, hour } = israelClock(new Date(ms));
        // On its day the order is taken before that day's own cutoff (an eve's earlier hour).
        const cutoff = rules.calendar?.get(promise.receivedDay)?.cutoffHour ?? 14;
        const onTime = promise.receivedDay !== today || hour < cutoff;
        return !gone(promise.day) && !gone(promise.receivedDay) && onTime && israelClock(promise.orderBy).hour === cutoff;
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps an eve's earlier cutoff on Israel's clock on the day the clock goes back (Sunday 25/10/2026)", () => {
    // Israel's clock goes back on the last Sunday of October; an eve rule's hour is read on Israel's clock either way.
    const rules = deliveryRulesOf({
      Days: [0, 1, 2, 3, 4, 5, 6],
      CutoffHour: 14,
      NoDeliveryDates: [],
      MinimumOrder: 0,
      Calendar: [{ Date: '2026-10-25', Kind: 'eve', Holiday: 'sukkot' }],
      Eve: { Deliver: true, CutoffHour: 12 },
    });
    const promise = nextDelivery(new Date('2026-10-25T05:00:00Z'), rules)!;
    expect(promise.receivedDay).toBe('2026-10-25');
    expect(israelClock(promise.orderBy)).toEqual({ day: '2026-10-25', hour: 12, minute: 0 });
    expect(promise.orderBy.toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('reads a setting without a calendar as before, and leaves out calendar days it cannot read', () => {
    expect(deliveryRulesOf({ Days: [0], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 0 }).calendar).toBeUndefined();
    const rules = deliveryRulesOf({
      Days: [0],
      CutoffHour: 14,
      Calendar: [{ Date: 'soon', Kind: 'holiday', Holiday: 'pesach' }, { Date: '2027-04-22', Kind: 'party', Holiday: 'pesach' }, 7],
    });
    expect(rules.calendar).toBeUndefined();
  });
});

describe('hebrewYearText', () => {
  it('writes a year in letters with its gershayim', () => {
    expect(hebrewYearText(5786)).toBe('תשפ״ו');
    expect(hebrewYearText(5787)).toBe('תשפ״ז');
    expect(hebrewYearText(5790)).toBe('תש״ץ');
    expect(hebrewYearText(5740)).toBe('תש״ם');
    expect(hebrewYearText(5800)).toBe('ת״ת');
    expect(hebrewYearText(5775)).toBe('תשע״ה');
    expect(hebrewYearText(5715)).toBe('תשט״ו');
  });
});

describe('the notice before a holiday', () => {
  const pesach = holidaysBetween('2027-04-01', '2027-04-30');
  const rules = (eve: object) =>
    deliveryRulesOf({
      Days: [0, 1, 2, 3, 4],
      CutoffHour: 14,
      NoDeliveryDates: [],
      MinimumOrder: 0,
      Calendar: storedCalendarOf(pesach),
      Eve: eve,
      CholHamoed: { Deliver: false, CutoffHour: null },
    });

  it('says by when to order for the last delivery before Pesach 5787, two weeks ahead and no sooner', () => {
    // The eve, Wednesday 21/04, is delivered: order by Tuesday's cutoff.
    const notice = holidayNotice(new Date('2027-04-15T06:00:00Z'), rules({ Deliver: true, CutoffHour: 12 }))!;
    expect(notice).toMatchObject({ holiday: 'pesach', day: '2027-04-22', lastDelivery: '2027-04-21' });
    expect(deadlineText(notice.orderBy)).toBe('יום ג׳ 20/04 בשעה 14:00');
    // No delivery on the eve: the last is Tuesday, ordered for by Monday's cutoff.
    const noEve = holidayNotice(new Date('2027-04-15T06:00:00Z'), rules({ Deliver: false, CutoffHour: null }))!;
    expect(noEve.lastDelivery).toBe('2027-04-20');
    expect(deadlineText(noEve.orderBy)).toBe('יום ב׳ 19/04 בשעה 14:00');
    expect(holidayNotice(new Date('2027-04-01T06:00:00Z'), rules({ Deliver: true, CutoffHour: 12 }))).toBeNull();
  });

  it("turns to Pesach's seventh day once that moment has passed, then says nothing; nor for a store without a calendar", () => {
    // Tuesday 20/04, 15:00: too late for the eve; the seventh day's last delivery is Tuesday 27/04, ordered for by the eve's noon.
    const seventh = holidayNotice(new Date('2027-04-20T12:00:00Z'), rules({ Deliver: true, CutoffHour: 12 }))!;
    expect(seventh).toMatchObject({ holiday: 'pesachSeventh', lastDelivery: '2027-04-27' });
    expect(deadlineText(seventh.orderBy)).toBe('יום ד׳ 21/04 בשעה 12:00');
    expect(holidayNotice(new Date('2027-04-21T10:00:00Z'), rules({ Deliver: true, CutoffHour: 12 }))).toBeNull();
    expect(holidayNotice(new Date('2027-04-15T06:00:00Z'), deliveryRulesOf({ Days: [0, 1, 2, 3, 4], CutoffHour: 14 }))).toBeNull();
  });
});

describe('holidaysBetween at the ends of its range', () => {
  it('gives a holiday whole when the range ends on its eve or begins in its Chol HaMoed', () => {
    const endingOnEve = holidaysBetween('2026-04-20', '2027-04-21').find((h) => h.holiday === 'pesach' && h.hebrewYear === 5787)!;
    expect(endingOnEve.date).toBe('2027-04-22');
    expect(endingOnEve.days.map((d) => d.date)).toEqual([
      '2027-04-21',
      '2027-04-22',
      '2027-04-23',
      '2027-04-24',
      '2027-04-25',
      '2027-04-26',
    ]);
    const underWay = holidaysBetween('2027-04-24', '2027-04-24');
    expect(underWay.map((h) => [h.holiday, h.date, h.days.length])).toEqual([['pesach', '2027-04-22', 6]]);
  });

  it('matches the Yom HaAtzmaut dates Israel kept and will keep', () => {
    // 2024: 5 Iyar a Monday, kept Tuesday 14/05; 2025: 5 Iyar a Saturday, kept Thursday 01/05; 2028: a Monday, kept Tuesday 02/05.
    for (const [from, day] of [
      ['2024-05-01', '2024-05-14'],
      ['2025-04-20', '2025-05-01'],
      ['2028-04-20', '2028-05-02'],
    ] as const)
      expect(holidaysBetween(from, addDays(from, 20)).find((h) => h.holiday === 'yomHaatzmaut')!.date).toBe(day);
  });
});

describe('the notice through a season of holidays', () => {
  const autumn = deliveryRulesOf({
    Days: [0, 1, 2, 3, 4],
    CutoffHour: 14,
    Calendar: storedCalendarOf(holidaysBetween('2026-09-10', '2026-10-05')),
    Eve: { Deliver: true, CutoffHour: 12 },
    CholHamoed: { Deliver: false, CutoffHour: null },
  });

  it("on Rosh Hashana's first day speaks of Yom Kippur, and once Yom Kippur's moment has passed, of Sukkot", () => {
    // Saturday 12/09/2026 (Rosh Hashana): the next is Yom Kippur, not the holiday's second day.
    expect(holidayNotice(new Date('2026-09-12T09:00:00Z'), autumn)).toMatchObject({ holiday: 'yomKippur', lastDelivery: '2026-09-20' });
    // Friday 18/09: Yom Kippur's last delivery (Sunday 20/09) was to be ordered by Thursday; Sukkot's is Thursday 24/09.
    expect(holidayNotice(new Date('2026-09-18T09:00:00Z'), autumn)).toMatchObject({ holiday: 'sukkot', lastDelivery: '2026-09-24' });
  });
});
