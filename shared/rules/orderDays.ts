// Orders by day (the back office's date filter): an order's day is its calendar day in Israel, the
// day its date shows (formatDate), so 'from 1 to 7' means what the list's dates say.
import { dateFormatter } from '../format';

/** A calendar day as a filter names it: YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text names a calendar day that exists (YYYY-MM-DD; not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone` (Israel by default); '' for an invalid one. */
export function dayOf(value: string | Date, timeZone = 'Asia/Jerusalem'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Whether an order placed at `orderDate` falls on `from` or later and on `to` or earlier (either may be absent). */
export function isWithinDays(orderDate: string, from?: string, to?: string): boolean {
  const day = dayOf(orderDate);
  if (!day) return false;
  return (!from || day >= from) && (!to || day <= to);
}

/** A day as typed in a date field: the day (YYYY-MM-DD), or why it is none. */
export type TypedDay = { day: string } | { problem: 'format' | 'impossible' };

/**
 * A day typed the Israeli way, day first: dd/mm/yyyy, also with one-digit day or month, with '.',
 * '-' or a space between them, or as eight digits (05032026). null for blank; 'format' for text
 * that is not such a date (yet); 'impossible' for one that is not in the calendar (31/02/2026).
 */
export function parseTypedDay(text: string): TypedDay | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return { problem: 'format' };
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isDay(day) && Number(y) >= 1900 ? { day } : { problem: 'impossible' };
}

/** A day (YYYY-MM-DD) as a date field shows it, dd/mm/yyyy; '' for anything that is not a day. */
export function dayText(day: string): string {
  if (!isDay(day)) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
