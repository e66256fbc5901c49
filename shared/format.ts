// Display formats: shekel amounts and dates as Israeli users read them.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter of a locale and options, made once: making one costs a hundred times more than
 * using it (a list of 100,000 orders asks for a day each).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The shekel sign. */
export const SHEKEL = '₪';

/** A shekel amount with two decimals, thousands separated, and the shekel sign: 1234.5 is '1,234.50 ₪'. */
export function formatShekels(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  return formatAgorot(Math.round(amount * 100));
}

/** An amount held in integer agorot, formatted as formatShekels does: 123450 is '1,234.50 ₪'. */
export function formatAgorot(agorot: number): string {
  if (!Number.isFinite(agorot)) return '';
  const whole = Math.trunc(agorot);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const shekels = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${shekels}.${cents} ${SHEKEL}`;
}

/** A date as dd/mm/yyyy in Israel's time zone (not the dotted form Intl gives for he-IL); '' when invalid. */
export function formatDate(value: Date | string | number, timeZone = 'Asia/Jerusalem'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormatter('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** A time of day as HH:MM on the 24-hour clock in Israel's time zone; '' when invalid. */
export function formatTime(value: Date | string | number, timeZone = 'Asia/Jerusalem'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormatter('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}
