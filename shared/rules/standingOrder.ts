// Standing orders ('הזמנה קבועה', docs/product.md §5.12): a buyer's lines kept by the storefront's
// server, with the delivery days they are for (each Sunday, every other Tuesday). Before each cutoff the
// storefront makes a ready cart of them, re-checked against today's items, for the buyer to confirm with
// one press; nothing is ordered without it. A reminder comes before the cutoff. Everything here is pure:
// the moment and the store's delivery rules are given, never read.
import { addDays, isDeliveryDay, israelClock, orderByFor, weekdayOf, type DeliveryRules } from './delivery';
import { deadlineText } from './orderChange';

/** The most standing orders one buyer keeps. */
export const MAX_STANDING_ORDERS = 20;
/** The most lines one standing order carries. */
export const MAX_STANDING_LINES = 200;
/** The longest name of a standing order. */
export const MAX_STANDING_NAME = 60;
/** The longest comment a standing order carries onto its orders. */
export const MAX_STANDING_COMMENT = 1000;
/** How often a standing order comes: every week, every other week, every third or fourth. */
export const STANDING_EVERY_WEEKS = [1, 2, 3, 4] as const;
/** How long before an occurrence's cutoff its reminder comes (and its ready cart is offered first). */
export const REMINDER_HOURS = 24;
/** The outcomes (placed, skipped) a standing order remembers: its latest ones. */
export const MAX_STANDING_OUTCOMES = 12;
/** How far ahead an occurrence is looked for (a year of weeks: a store closed longer promises nothing). */
const HORIZON_OCCURRENCES = 60;

const HOUR_MS = 60 * 60 * 1000;

/** When a standing order comes: on `weekday` (0 Sunday to 6), every `everyWeeks` weeks, from `startDate` (YYYY-MM-DD, that weekday). */
export interface StandingSchedule {
  weekday: number;
  everyWeeks: number;
  startDate: string;
}

/** What became of one delivery day of a standing order. */
export interface StandingOutcomeOf {
  deliveryDate: string;
  outcome: 'placed' | 'skipped';
}

/** The next delivery day of a standing order the buyer can still order for. */
export interface Occurrence {
  /** The delivery day (YYYY-MM-DD). */
  deliveryDate: string;
  /** The last moment the order for it may be placed: the cutoff before it (the calendar's too). */
  orderBy: Date;
  /** When its reminder comes: REMINDER_HOURS before `orderBy`. */
  remindAt: Date;
  /** 'due': its reminder has come (the ready cart waits for the buyer's press); 'upcoming': not yet. */
  state: 'due' | 'upcoming';
  /** Days of the schedule before it on which the store does not deliver (a holiday): passed over. */
  passedOver: string[];
}

/** The days a schedule names from its start on, `count` of them. */
export function scheduledDays(schedule: StandingSchedule, count: number): string[] {
  const days: string[] = [];
  for (let n = 0; n < count; n++) days.push(addDays(schedule.startDate, n * 7 * schedule.everyWeeks));
  return days;
}

/**
 * The next occurrence of a standing order at `now`: the first day of its schedule on which the store
 * delivers, whose cutoff has not passed and which was neither placed nor skipped. A day of the schedule
 * with no delivery (a holiday) is passed over and said. Null when the store names no delivery within
 * the horizon, or the schedule is not one of its delivery weekdays any more.
 */
export function nextOccurrence(
  schedule: StandingSchedule,
  rules: DeliveryRules,
  now: Date,
  outcomes: readonly StandingOutcomeOf[] = [],
): Occurrence | null {
  if (!rules.days.includes(schedule.weekday)) return null;
  const done = new Set(outcomes.map((o) => o.deliveryDate));
  const passedOver: string[] = [];
  const step = 7 * schedule.everyWeeks;
  // The schedule's days before the last outcome or long past are not looked at one by one.
  let day = schedule.startDate;
  const weeksPast = Math.floor((now.getTime() - Date.parse(`${day}T00:00:00Z`)) / (step * 24 * HOUR_MS)) - 1;
  if (weeksPast > 0) day = addDays(day, weeksPast * step);
  for (let n = 0; n < HORIZON_OCCURRENCES; n++, day = addDays(day, step)) {
    const orderBy = orderByFor(day, rules);
    if (!orderBy || orderBy.getTime() <= now.getTime() || done.has(day)) continue;
    if (!isDeliveryDay(day, rules)) {
      passedOver.push(day);
      continue;
    }
    const remindAt = new Date(orderBy.getTime() - REMINDER_HOURS * HOUR_MS);
    return { deliveryDate: day, orderBy, remindAt, state: now.getTime() >= remindAt.getTime() ? 'due' : 'upcoming', passedOver };
  }
  return null;
}

/** The first day a new standing order on `weekday` can come: the first such day whose cutoff is after `now` (YYYY-MM-DD). */
export function firstStartDate(weekday: number, rules: DeliveryRules, now: Date): string | null {
  let day = israelClock(now).day;
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  for (let n = 0; n < HORIZON_OCCURRENCES; n++, day = addDays(day, 7)) {
    const orderBy = orderByFor(day, rules);
    if (orderBy && orderBy.getTime() > now.getTime() && isDeliveryDay(day, rules)) return day;
  }
  return null;
}

const WEEKDAY_NAMES = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'] as const;

/** A weekday as the buyer reads it: 'יום א׳'. */
export function weekdayText(weekday: number): string {
  return `יום ${WEEKDAY_NAMES[weekday] ?? ''}`;
}

/** A schedule as the buyer reads it: 'כל יום א׳', 'כל שבועיים, ביום ג׳', 'כל 3 שבועות, ביום ה׳'. */
export function scheduleText(schedule: Pick<StandingSchedule, 'weekday' | 'everyWeeks'>): string {
  const day = weekdayText(schedule.weekday);
  if (schedule.everyWeeks === 1) return `כל ${day}`;
  if (schedule.everyWeeks === 2) return `כל שבועיים, ב${day}`;
  return `כל ${schedule.everyWeeks} שבועות, ב${day}`;
}

/** A delivery day as the buyer reads it: 'יום א׳ 06/12'. */
export function deliveryDayText(day: string): string {
  const [, m, d] = day.split('-');
  return `${weekdayText(weekdayOf(day))} ${d}/${m}`;
}

/** The reminder's sentence (the app's banner and the e-mail): 'ההזמנה הקבועה "…" לאספקה ביום א׳ 06/12 מחכה לאישורך עד יום ה׳ 03/12 בשעה 14:00.' */
export function reminderText(name: string, occurrence: Pick<Occurrence, 'deliveryDate' | 'orderBy'>): string {
  return `ההזמנה הקבועה "${name}" לאספקה ב${deliveryDayText(occurrence.deliveryDate)} מחכה לאישורך עד ${deadlineText(occurrence.orderBy)}.`;
}

/** A standing order's outcomes with one more (the same day's earlier one replaced; a placed day stays placed), the latest kept. */
export function withOutcome<T extends StandingOutcomeOf>(outcomes: readonly T[], next: T): T[] {
  const earlier = outcomes.find((o) => o.deliveryDate === next.deliveryDate);
  if (earlier?.outcome === 'placed' && next.outcome === 'skipped') return [...outcomes];
  const kept = outcomes.filter((o) => o.deliveryDate !== next.deliveryDate);
  return [...kept, next].sort((a, b) => (a.deliveryDate < b.deliveryDate ? -1 : 1)).slice(-MAX_STANDING_OUTCOMES);
}
