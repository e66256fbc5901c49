// Orders by day (the back office's date filter): an order's day is its calendar day in Israel, the
// day its date shows (formatDate), so 'from 1 to 7' means what the list's dates say.

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
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Whether an order placed at `orderDate` falls on `from` or later and on `to` or earlier (either may be absent). */
export function isWithinDays(orderDate: string, from?: string, to?: string): boolean {
  const day = dayOf(orderDate);
  if (!day) return false;
  return (!from || day >= from) && (!to || day <= to);
}
