// The names of the holiday calendar (shared/rules/hebrewCalendar.ts computes it, shared/rules/delivery.ts
// follows what the store confirmed of it): which holidays, and the kinds of day they bring.

/** The holidays proposed, in the order of the Hebrew year (from Tishri). */
export const HOLIDAYS = [
  'roshHashana',
  'yomKippur',
  'sukkot',
  'sheminiAtzeret',
  'pesach',
  'pesachSeventh',
  'yomHaatzmaut',
  'shavuot',
] as const;

export type Holiday = (typeof HOLIDAYS)[number];

/** Each holiday's Hebrew name, as the back office and the cart say it. */
export const HOLIDAY_NAMES: Readonly<Record<Holiday, string>> = {
  roshHashana: 'ראש השנה',
  yomKippur: 'יום כיפור',
  sukkot: 'סוכות',
  sheminiAtzeret: 'שמיני עצרת',
  pesach: 'פסח',
  pesachSeventh: 'שביעי של פסח',
  yomHaatzmaut: 'יום העצמאות',
  shavuot: 'שבועות',
};

/** The kinds of day a holiday brings: the holiday itself, the day before it, and (Sukkot, Pesach) the days between. */
export const CALENDAR_DAY_KINDS = ['holiday', 'eve', 'cholHamoed'] as const;

export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];
