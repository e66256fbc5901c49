// The days of the Hebrew year that change deliveries (docs/product.md §5.11): the holidays on which no
// work is done, their eves and the intermediate days of Sukkot and Pesach (Chol HaMoed), computed
// with the Hebrew calendar built into the runtime's Intl (ICU), no library. The store confirms the
// holidays it keeps; only confirmed days, stored in the Delivery setting as dates, change deliveries
// (shared/rules/delivery.ts): this module proposes them. Everything here is pure.
import { addDays, weekdayOf, type StoredCalendarDay } from './delivery';
import type { CalendarDayKind, Holiday } from './holidays';

/** One day of the calendar: its date (YYYY-MM-DD), what kind of day it is, and of which holiday. */
export interface CalendarDay {
  date: string;
  kind: CalendarDayKind;
  holiday: Holiday;
}

/** A holiday of one Hebrew year with its days (its eve first, the holiday days, Chol HaMoed), in date order. */
export interface HolidayDays {
  holiday: Holiday;
  hebrewYear: number;
  /** The first holiday day (not the eve). */
  date: string;
  days: CalendarDay[];
}

/** A date in the Hebrew calendar: year (5787), month as ICU names it in English ('Tishri', 'Adar I', 'Nisan'), day. */
export interface HebrewDate {
  year: number;
  month: string;
  day: number;
}

const HEBREW = new Intl.DateTimeFormat('en-u-ca-hebrew', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** The Hebrew date of a civil day (YYYY-MM-DD; a Hebrew day that begins at dusk is counted from the civil day's noon). */
export function hebrewDateOf(day: string): HebrewDate {
  const parts = HEBREW.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: Number(part('year')), month: part('month'), day: Number(part('day')) };
}

/**
 * The day of Iyar Yom HaAtzmaut is kept on, given the weekday of 5 Iyar (0 Sunday): on 5 Iyar, but a
 * day or two earlier (on Thursday) when 5 Iyar is a Friday or a Saturday, and a day later (on Tuesday)
 * when it is a Monday, so that neither it nor Yom HaZikaron before it touches the Sabbath.
 */
export function yomHaatzmautDay(weekdayOfFifth: number): number {
  if (weekdayOfFifth === 5) return 4;
  if (weekdayOfFifth === 6) return 3;
  if (weekdayOfFifth === 1) return 6;
  return 5;
}

/** What a civil day is in the holiday calendar, or null for an ordinary day. */
export function calendarDayOf(day: string): Omit<CalendarDay, 'date'> | null {
  const { month, day: d } = hebrewDateOf(day);
  const of = (kind: CalendarDayKind, holiday: Holiday) => ({ kind, holiday });
  switch (month) {
    case 'Elul':
      return d === 29 ? of('eve', 'roshHashana') : null;
    case 'Tishri':
      if (d === 1 || d === 2) return of('holiday', 'roshHashana');
      if (d === 9) return of('eve', 'yomKippur');
      if (d === 10) return of('holiday', 'yomKippur');
      if (d === 14) return of('eve', 'sukkot');
      if (d === 15) return of('holiday', 'sukkot');
      if (d >= 16 && d <= 20) return of('cholHamoed', 'sukkot');
      // Hoshana Rabba, the last of Chol HaMoed, is the eve of Shemini Atzeret.
      if (d === 21) return of('eve', 'sheminiAtzeret');
      if (d === 22) return of('holiday', 'sheminiAtzeret');
      return null;
    case 'Nisan':
      if (d === 14) return of('eve', 'pesach');
      if (d === 15) return of('holiday', 'pesach');
      if (d >= 16 && d <= 19) return of('cholHamoed', 'pesach');
      if (d === 20) return of('eve', 'pesachSeventh');
      if (d === 21) return of('holiday', 'pesachSeventh');
      return null;
    case 'Iyar': {
      const kept = yomHaatzmautDay((weekdayOf(day) + 5 - d + 7 * 5) % 7);
      if (d === kept) return of('holiday', 'yomHaatzmaut');
      // Yom HaZikaron, the day before it.
      if (d === kept - 1) return of('eve', 'yomHaatzmaut');
      return null;
    }
    case 'Sivan':
      if (d === 5) return of('eve', 'shavuot');
      if (d === 6) return of('holiday', 'shavuot');
      return null;
    default:
      return null;
  }
}

/** The longest range holidays are proposed for at once (a little over a year). */
export const MAX_CALENDAR_DAYS = 400;

/** The Hebrew year a holiday's day belongs to: Elul 29, the eve of Rosh Hashana, belongs to the year that begins the next day. */
function yearOf(day: string, what: Omit<CalendarDay, 'date'>): number {
  return hebrewDateOf(what.kind === 'eve' && what.holiday === 'roshHashana' ? addDays(day, 1) : day).year;
}

/** The most days one holiday spans (Sukkot: its eve, the holiday and five days of Chol HaMoed). */
const LONGEST_HOLIDAY = 8;

/**
 * The holidays any of whose days fall in [from, to] (YYYY-MM-DD; at most MAX_CALENDAR_DAYS), each with
 * all of its days, in date order, even those beyond the range's ends: a holiday is confirmed or dropped
 * whole, wherever the range begins or ends. A holiday is one of a Hebrew year: Rosh Hashana's two days are one.
 */
export function holidaysBetween(from: string, to: string): HolidayDays[] {
  const found = new Map<string, HolidayDays>();
  for (let n = 0, day = from; day <= to && n < MAX_CALENDAR_DAYS; n++, day = addDays(day, 1)) {
    const what = calendarDayOf(day);
    if (!what) continue;
    const year = yearOf(day, what);
    const key = `${year} ${what.holiday}`;
    if (!found.has(key)) found.set(key, wholeHoliday(day, what.holiday, year));
  }
  return [...found.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Every day of the holiday one of whose days is `day`: walked back to its eve and on to its last day. */
function wholeHoliday(day: string, holiday: Holiday, year: number): HolidayDays {
  const same = (d: string) => {
    const what = calendarDayOf(d);
    return what !== null && what.holiday === holiday && yearOf(d, what) === year ? what : null;
  };
  let first = day;
  for (let n = 0; n < LONGEST_HOLIDAY && same(addDays(first, -1)); n++) first = addDays(first, -1);
  const days: CalendarDay[] = [];
  for (let d = first, n = 0; n < LONGEST_HOLIDAY; n++, d = addDays(d, 1)) {
    const what = same(d);
    if (!what) break;
    days.push({ date: d, ...what });
  }
  return { holiday, hebrewYear: year, date: days.find((d) => d.kind === 'holiday')!.date, days };
}

/** Holidays' days as the Delivery setting keeps them confirmed ({Date, Kind, Holiday}), those from `from` on (YYYY-MM-DD; all by default). */
export function storedCalendarOf(holidays: readonly HolidayDays[], from = ''): StoredCalendarDay[] {
  return holidays.flatMap((h) => h.days.filter((d) => d.date >= from).map((d) => ({ Date: d.date, Kind: d.kind, Holiday: d.holiday })));
}

const ONES = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'];
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'];
const HUNDREDS = ['', 'ק', 'ר', 'ש', 'ת'];
const FINAL: Record<string, string> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/** A Hebrew year in letters, without its thousands, as a calendar writes it: 5787 is 'תשפ״ז', 5790 'תש״ץ', 5800 'ת״ת'. */
export function hebrewYearText(year: number): string {
  let rest = year % 1000;
  let letters = '';
  while (rest >= 400) {
    letters += 'ת';
    rest -= 400;
  }
  letters += HUNDREDS[Math.floor(rest / 100)]!;
  rest %= 100;
  // 15 and 16 are written ט״ו and ט״ז, never with the letters of the Name.
  if (rest === 15 || rest === 16) letters += `ט${ONES[rest - 9]}`;
  else letters += TENS[Math.floor(rest / 10)]! + ONES[rest % 10]!;
  // The last letter in its final form, as calendars write it (תש״ץ, תש״ם).
  const last = FINAL[letters.slice(-1)] ?? letters.slice(-1);
  return letters.length === 1 ? `${last}׳` : `${letters.slice(0, -1)}״${last}`;
}
