// Delivery days, the cutoff hour and the minimum order (docs/product.md §5.11). The store delivers on
// its delivery days, which are its working days too: an order placed on a delivery day before the
// cutoff hour (Israel time) counts as received that day, any other order as received on the next
// delivery day; it arrives on the first delivery day after the day it counts as received. A date with
// no delivery (a holiday) is neither. Everything here is pure: the moment is given, never read.
import { dateFormatter } from '../format';
import { isDay } from './orderDays';
import { isWholeAgorot } from './price';
import { CALENDAR_DAY_KINDS, HOLIDAYS, type CalendarDayKind, type Holiday } from './holidays';

/** The store's delivery settings, as read from the Delivery setting. */
export interface DeliveryRules {
  /** Weekdays the store delivers, 0 (Sunday) to 6 (Saturday). None means no delivery is promised. */
  days: readonly number[];
  /** Orders before this hour (0-23, Israel time) on a delivery day count as received that day. */
  cutoffHour: number;
  /** Dates with no delivery (YYYY-MM-DD). */
  noDeliveryDates: readonly string[];
  /** The least order total before VAT, in agorot; 0 for none. */
  minimumAgorot: number;
  /**
   * The days the store's confirmed holiday calendar changes (by date, YYYY-MM-DD): whether it delivers
   * (and works) then, and the cutoff hour of that day. None when it keeps no calendar.
   */
  calendar?: ReadonlyMap<string, CalendarDayRule>;
}

/** How a day of the confirmed holiday calendar runs. */
export interface CalendarDayRule {
  kind: CalendarDayKind;
  holiday: Holiday;
  /** Whether the store delivers (and works) that day: never on a holiday, as it sets on an eve and on Chol HaMoed. */
  deliver: boolean;
  /** The cutoff hour that day (an eve's earlier hour). */
  cutoffHour: number;
}

/** The time zone the store's days and hours are in. */
export const DELIVERY_TIME_ZONE = 'Asia/Jerusalem';
/** How far ahead a delivery day is looked for: beyond it, no delivery is promised. */
export const DELIVERY_HORIZON_DAYS = 370;
/** How many delivery days the buyer may choose from (the first is the earliest). */
export const DELIVERY_CHOICES = 14;
/** The countdown shows in the last hour before the order-by moment. */
export const COUNTDOWN_MS = 60 * 60 * 1000;
/** The words before the requested date in an order's comment: 'תאריך אספקה מבוקש: 27/11/2026'. */
export const REQUESTED_DATE_LABEL = 'תאריך אספקה מבוקש';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The weekday of a day (YYYY-MM-DD), 0 (Sunday) to 6. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The day `n` days after a day (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) and hour of an instant in Israel. */
export function israelClock(at: Date): { day: string; hour: number; minute: number } {
  const parts = dateFormatter('en-CA', {
    timeZone: DELIVERY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: Number(part('minute')) };
}

/**
 * The first moment Israel's clock reads a day's hour (whole) or later. Israel is 2 hours ahead of
 * UTC in winter and 3 in summer, and its clock changes at 02:00: on the autumn day 01:00 comes twice
 * (the first one counts), on the spring day 02:00 never comes (the moment the clock jumps to 03:00
 * counts). Either way, a moment before it reads an earlier hour.
 */
export function israelInstant(day: string, hour: number): Date {
  const wanted = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  for (const candidate of [wanted - 3 * HOUR_MS, wanted - 2 * HOUR_MS]) {
    const seen = israelClock(new Date(candidate));
    if (seen.day === day && seen.hour === hour && seen.minute === 0) return new Date(candidate);
  }
  // The hour is skipped: at winter time's offset it is the moment the clock jumps past it.
  return new Date(wanted - 2 * HOUR_MS);
}

/** Whether the store delivers (and works) on a day: one of its weekdays and not a no-delivery date. */
export function isDeliveryDay(day: string, rules: Pick<DeliveryRules, 'days' | 'noDeliveryDates' | 'calendar'>): boolean {
  return rules.days.includes(weekdayOf(day)) && !rules.noDeliveryDates.includes(day) && (rules.calendar?.get(day)?.deliver ?? true);
}

/** The cutoff hour on a day: the store's, or the calendar's for that day (an eve's earlier hour). */
export function cutoffHourOn(day: string, rules: Pick<DeliveryRules, 'cutoffHour' | 'calendar'>): number {
  return rules.calendar?.get(day)?.cutoffHour ?? rules.cutoffHour;
}

/** The first delivery day after a day (not the day itself), or null within the horizon. */
function deliveryDayAfter(day: string, rules: DeliveryRules): string | null {
  for (let n = 1; n <= DELIVERY_HORIZON_DAYS; n++) {
    const next = addDays(day, n);
    if (isDeliveryDay(next, rules)) return next;
  }
  return null;
}

/** What the cart promises an order placed now: the day it arrives, and until when that holds. */
export interface DeliveryPromise {
  /** The earliest delivery day (YYYY-MM-DD). */
  day: string;
  /** The day the order counts as received (YYYY-MM-DD): today, or the next delivery day. */
  receivedDay: string;
  /** The moment an order must be placed by to arrive on `day`: the cutoff on `receivedDay`. */
  orderBy: Date;
}

/**
 * The earliest delivery of an order placed at `now`: received today on a delivery day before the
 * cutoff, else on the next delivery day; delivered on the first delivery day after that. Null when
 * the store names no delivery day within the horizon.
 */
export function nextDelivery(now: Date, rules: DeliveryRules): DeliveryPromise | null {
  if (rules.days.length === 0) return null;
  const { day: today, hour } = israelClock(now);
  const receivedDay = isDeliveryDay(today, rules) && hour < cutoffHourOn(today, rules) ? today : deliveryDayAfter(today, rules);
  if (!receivedDay) return null;
  const day = deliveryDayAfter(receivedDay, rules);
  if (!day) return null;
  return { day, receivedDay, orderBy: israelInstant(receivedDay, cutoffHourOn(receivedDay, rules)) };
}

/**
 * The last moment an order may be placed to arrive on `day`: the cutoff hour (that day's own, an eve's
 * earlier one) on the last delivery day before it. Null when the store names no delivery day before it
 * within the horizon.
 */
export function orderByFor(day: string, rules: Pick<DeliveryRules, 'days' | 'noDeliveryDates' | 'cutoffHour' | 'calendar'>): Date | null {
  for (let n = 1; n <= DELIVERY_HORIZON_DAYS; n++) {
    const before = addDays(day, -n);
    if (isDeliveryDay(before, rules)) return israelInstant(before, cutoffHourOn(before, rules));
  }
  return null;
}

/** How many days ahead a confirmed holiday is announced in the cart. */
export const HOLIDAY_NOTICE_DAYS = 14;

/** What the cart says before a holiday: its name (the calendar's), and by when to order for a delivery before it. */
export interface HolidayNotice {
  holiday: Holiday;
  /** The holiday's first day (YYYY-MM-DD). */
  day: string;
  /** The last delivery day before it. */
  lastDelivery: string;
  /** The last moment to order for that delivery. */
  orderBy: Date;
}

/**
 * The first confirmed holiday within HOLIDAY_NOTICE_DAYS of `now` (Israel's day) whose last delivery
 * before it can still be ordered for: its name, that delivery day and the moment to order by. A
 * holiday whose moment has passed gives way to the next one (a week of holidays has one for each);
 * the second day of a two-day holiday is not one of its own. Null when none is near.
 */
export function holidayNotice(now: Date, rules: DeliveryRules): HolidayNotice | null {
  if (!rules.calendar) return null;
  const today = israelClock(now).day;
  const last = addDays(today, HOLIDAY_NOTICE_DAYS);
  const holidays = [...rules.calendar.entries()]
    .filter(
      ([day, rule]) => rule.kind === 'holiday' && day > today && day <= last && rules.calendar!.get(addDays(day, -1))?.kind !== 'holiday',
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [day, rule] of holidays) {
    const lastDelivery = lastDeliveryBefore(day, rules);
    const orderBy = lastDelivery === null ? null : orderByFor(lastDelivery, rules);
    if (lastDelivery && orderBy && orderBy.getTime() > now.getTime()) return { holiday: rule.holiday, day, lastDelivery, orderBy };
  }
  return null;
}

/** The last delivery day before a day, within three weeks; null when there is none. */
function lastDeliveryBefore(day: string, rules: DeliveryRules): string | null {
  for (let n = 1; n <= 21; n++) {
    const before = addDays(day, -n);
    if (isDeliveryDay(before, rules)) return before;
  }
  return null;
}

/** The delivery days the buyer may choose for an order placed at `now`: the earliest, then the next ones, `count` in all. */
export function deliveryChoices(now: Date, rules: DeliveryRules, count = DELIVERY_CHOICES): string[] {
  const first = nextDelivery(now, rules)?.day;
  if (!first) return [];
  const days = [first];
  let day: string | null = first;
  while (days.length < count && (day = deliveryDayAfter(day, rules))) days.push(day);
  return days;
}

/** The milliseconds left to place an order by the promise's moment, when within the last hour; else null. */
export function countdownMs(now: Date, promise: Pick<DeliveryPromise, 'orderBy'> | null): number | null {
  if (!promise) return null;
  const left = promise.orderBy.getTime() - now.getTime();
  return left > 0 && left <= COUNTDOWN_MS ? left : null;
}

/** Milliseconds as the countdown shows them: 'mm:ss' (59:59 down to 00:01; a part second counts as a whole one). */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The agorot an order total before VAT lacks to reach the minimum; 0 when it reaches it or there is none. */
export function missingForMinimum(beforeVatAgorot: number, minimumAgorot: number): number {
  return minimumAgorot > 0 && beforeVatAgorot < minimumAgorot ? minimumAgorot - beforeVatAgorot : 0;
}

/** The comment's line for a requested day: 'תאריך אספקה מבוקש: 27/11/2026'. */
export function requestedDateLine(day: string): string {
  const [y, m, d] = day.split('-');
  return `${REQUESTED_DATE_LABEL}: ${d}/${m}/${y}`;
}

const LINE_PATTERN = new RegExp(`^${REQUESTED_DATE_LABEL}: (\\d{2})/(\\d{2})/(\\d{4})$`);

/** The requested day (YYYY-MM-DD) an order's comment names on a line of its own, or null; the last such line counts. */
export function readRequestedDate(comment: string): string | null {
  let found: string | null = null;
  for (const line of comment.split(/\r?\n/)) {
    const match = LINE_PATTERN.exec(line.trim());
    if (!match) continue;
    const day = `${match[3]}-${match[2]}-${match[1]}`;
    if (isDay(day)) found = day;
  }
  return found;
}

/** The comment with the requested day's line at its end (any earlier such line taken out); no day leaves it without one. */
export function withRequestedDate(comment: string, day: string | null): string {
  const kept = comment
    .split(/\r?\n/)
    .filter((line) => !LINE_PATTERN.test(line.trim()))
    .join('\n')
    .trim();
  if (!day) return kept;
  return kept ? `${kept}\n${requestedDateLine(day)}` : requestedDateLine(day);
}

/**
 * The day a placed order is to come: the earliest delivery of an order placed when it was (by the
 * store's rules now: a change to them since is not known here), or the later day its comment asks for;
 * a day asked for that had passed by then (an order that waited in the outbox past it) gives way to the
 * earliest. Null when the store names no delivery days and none was asked for.
 */
export function orderDeliveryDay(order: { comment: string; orderDate: string }, rules: DeliveryRules): string | null {
  const asked = readRequestedDate(order.comment);
  const placed = new Date(order.orderDate);
  const earliest = Number.isNaN(placed.getTime()) ? null : (nextDelivery(placed, rules)?.day ?? null);
  if (asked === null || earliest === null) return asked ?? earliest;
  return asked > earliest ? asked : earliest;
}

/** A Delivery setting's value ({Days, CutoffHour, NoDeliveryDates, MinimumOrder}) as rules; a part that cannot be read promises nothing (no days, no same-day cutoff, no holidays, no minimum). */
export function deliveryRulesOf(value: unknown): DeliveryRules {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const days = Array.isArray(v.Days) && v.Days.every(isWeekday) ? [...new Set(v.Days as number[])].sort() : [];
  const cutoffHour = isHour(v.CutoffHour) ? v.CutoffHour : 0;
  const noDeliveryDates = Array.isArray(v.NoDeliveryDates)
    ? v.NoDeliveryDates.filter((d): d is string => typeof d === 'string' && isDay(d))
    : [];
  const minimum = v.MinimumOrder;
  const minimumAgorot = isMinimumOrder(minimum) ? Math.round(minimum * 100) : 0;
  const calendar = calendarRulesOf(v, cutoffHour);
  return { days, cutoffHour, noDeliveryDates, minimumAgorot, ...(calendar.size > 0 ? { calendar } : {}) };
}

/** How the store runs on a kind of calendar day: delivers or not, and its cutoff hour (null: the usual). */
export interface DayKindRule {
  Deliver: boolean;
  CutoffHour: number | null;
}

/** Whether a value is a rule for a kind of calendar day ({Deliver, CutoffHour}). */
export function isDayKindRule(value: unknown): value is DayKindRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.Deliver === 'boolean' && (v.CutoffHour === null || isHour(v.CutoffHour));
}

/** A confirmed calendar day as the Delivery setting stores it. */
export interface StoredCalendarDay {
  Date: string;
  Kind: CalendarDayKind;
  Holiday: Holiday;
}

/** Whether a value is a calendar day as the Delivery setting stores it. */
export function isStoredCalendarDay(value: unknown): value is StoredCalendarDay {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.Date === 'string' &&
    isDay(v.Date) &&
    (CALENDAR_DAY_KINDS as readonly unknown[]).includes(v.Kind) &&
    (HOLIDAYS as readonly unknown[]).includes(v.Holiday)
  );
}

/**
 * The days a Delivery setting's confirmed Calendar changes, by its Eve and CholHamoed rules: no delivery
 * on a holiday; an eve and a day of Chol HaMoed as their rule says (delivered, at the usual hour, when
 * the rule is missing or cannot be read). A day that cannot be read is left out.
 */
function calendarRulesOf(v: Record<string, unknown>, cutoffHour: number): Map<string, CalendarDayRule> {
  const byDay = new Map<string, CalendarDayRule>();
  if (!Array.isArray(v.Calendar)) return byDay;
  const kindRule = (rule: unknown) => (isDayKindRule(rule) ? rule : { Deliver: true, CutoffHour: null });
  const rules: Record<CalendarDayKind, DayKindRule> = {
    holiday: { Deliver: false, CutoffHour: null },
    eve: kindRule(v.Eve),
    cholHamoed: kindRule(v.CholHamoed),
  };
  for (const entry of v.Calendar.slice(0, MAX_CALENDAR_ENTRIES)) {
    if (!isStoredCalendarDay(entry)) continue;
    const rule = rules[entry.Kind];
    byDay.set(entry.Date, { kind: entry.Kind, holiday: entry.Holiday, deliver: rule.Deliver, cutoffHour: rule.CutoffHour ?? cutoffHour });
  }
  return byDay;
}

/** The most calendar days a Delivery setting keeps (two years of holidays, their eves and Chol HaMoed). */
export const MAX_CALENDAR_ENTRIES = 120;

/** A weekday number: an integer 0 (Sunday) to 6 (Saturday). */
export function isWeekday(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6;
}

/** A cutoff hour: an integer 0 to 23. */
export function isHour(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 23;
}

/** The largest minimum order, in shekels. */
export const MAX_MINIMUM_ORDER = 1_000_000;

/** A minimum order in shekels: 0 (none) up to MAX_MINIMUM_ORDER, with at most two decimals. */
export function isMinimumOrder(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_MINIMUM_ORDER && isWholeAgorot(value);
}
