// What a standing order must hold beyond its body's shape (the DTO checks that): the store's rules of the
// day. It comes on one of the store's delivery weekdays; its first day is on that weekday, and can still
// be ordered for (its cutoff has not passed) unless it is the day the order already had; each line is
// whole packs, and no line is there twice. Pure: the rules and the moment are given.
import type { FieldErrors } from '@shared/contract/envelope';
import { addDays, DELIVERY_HORIZON_DAYS, israelClock, orderByFor, weekdayOf, type DeliveryRules } from '@shared/rules/delivery';
import { isWholePacks } from '@shared/rules/packSize';
import { Msg } from '@shared/validation/messages';
import type { StandingInput } from './records';

/** Why a standing order breaks the rules of the day: each field with its message keys, and one sentence for the envelope. */
export interface RuleBreach {
  errors: FieldErrors;
  message: string;
}

/**
 * What breaks the store's rules in `input` at `now`, or null. `keptStartDate` is the first day of the
 * order it rewrites: kept as it was, it may lie in the past (the order began weeks ago).
 */
export function breachOf(input: StandingInput, rules: DeliveryRules, now: Date, keptStartDate?: string): RuleBreach | null {
  const errors: FieldErrors = {};
  const messages: string[] = [];
  const add = (field: string, key: string, message: string) => {
    (errors[field] ??= []).push(key);
    if (!messages.includes(message)) messages.push(message);
  };
  if (!rules.days.includes(input.weekday)) add('weekday', Msg.invalidValue, 'the store does not deliver on that weekday');
  if (weekdayOf(input.startDate) !== input.weekday) add('startDate', Msg.invalidValue, 'the start date is not on that weekday');
  else if (input.startDate !== keptStartDate) {
    const orderBy = orderByFor(input.startDate, rules);
    if (!orderBy || orderBy.getTime() <= now.getTime())
      add('startDate', Msg.invalidValue, 'the start date can no longer be ordered for: its cutoff has passed');
    else if (input.startDate > addDays(israelClock(now).day, DELIVERY_HORIZON_DAYS))
      add('startDate', Msg.invalidValue, 'the start date is more than a year ahead');
  }
  const seen = new Set<number>();
  input.lines.forEach((line, i) => {
    if (!isWholePacks(line.quantity, line.itemPackSize))
      add(`lines.${i}.quantity`, Msg.notWholePacks, "a line's quantity is not a whole number of its packs");
    if (seen.has(line.id)) add(`lines.${i}.id`, Msg.duplicate, 'a line id is there twice');
    seen.add(line.id);
  });
  return messages.length === 0 ? null : { errors, message: messages.join('; ') };
}
