// The site settings' delivery form (docs/product.md §5.11): the weekdays the store delivers, the
// cutoff hour, the dates with no delivery (one a line, typed day first) and the minimum order before
// VAT (0: none), and the holiday calendar: the next twelve months' holidays proposed from the Hebrew
// calendar (shared/rules/hebrewCalendar), each confirmed or not, with how an eve and a day of Chol
// HaMoed run. It checks what is typed, then the provider's own rule (shared/validation), and saves
// the Delivery setting through the SettingsAdminStore; its messages are the 'delivery' FormState there.
import { makeAutoObservable, observable } from 'mobx';
import type { Settings, SettingValues } from '@shared/contract/settings';
import {
  addDays,
  deliveryRulesOf,
  isDayKindRule,
  isStoredCalendarDay,
  israelClock,
  MAX_MINIMUM_ORDER,
  type DayKindRule,
  type StoredCalendarDay,
} from '@shared/rules/delivery';
import { holidaysBetween, storedCalendarOf, type HolidayDays } from '@shared/rules/hebrewCalendar';
import { dayText, parseTypedDay } from '@shared/rules/orderDays';
import { firstErrors, settingValueErrors } from '@shared/validation';
import { he } from './he';
import type { SettingsAdmin } from './SettingsFormStore';

/** The typed fields of the form. */
type DeliveryField = 'cutoffHour' | 'noDeliveryDates' | 'minimumOrder';

/** The form's fields as the store's Delivery setting fills them (an unset one: no days, 14:00, none, 0). */
function typedOf(settings: Settings | null): { days: number[]; cutoffHour: string; noDeliveryDates: string; minimumOrder: string } {
  const saved = settings?.Delivery ?? {};
  const rules = deliveryRulesOf(saved);
  return {
    days: rules.days as number[],
    cutoffHour: String(typeof saved.CutoffHour === 'number' ? rules.cutoffHour : 14),
    noDeliveryDates: rules.noDeliveryDates.map(dayText).join('\n'),
    minimumOrder: rules.minimumAgorot === 0 ? '0' : (rules.minimumAgorot / 100).toFixed(2),
  };
}

/** How far ahead holidays are proposed: twelve months. */
export const PROPOSAL_DAYS = 366;

/** A holiday's key among the proposals: its Hebrew year and name ('5787 pesach'). */
export const holidayKey = (h: Pick<HolidayDays, 'hebrewYear' | 'holiday'>) => `${h.hebrewYear} ${h.holiday}`;

/** A kind of day's rule as the form holds it: delivered or not, and its cutoff hour ('' for the usual one). */
interface TypedDayRule {
  deliver: boolean;
  cutoffHour: string;
}

const typedRule = (saved: unknown, fallback: TypedDayRule): TypedDayRule =>
  isDayKindRule(saved) ? { deliver: saved.Deliver, cutoffHour: saved.CutoffHour === null ? '' : String(saved.CutoffHour) } : fallback;

/** An eve is delivered and closes at noon, a day of Chol HaMoed is delivered at the usual hour, until the store says otherwise. */
const EVE_DEFAULT: TypedDayRule = { deliver: true, cutoffHour: '12' };
const CHOL_HAMOED_DEFAULT: TypedDayRule = { deliver: true, cutoffHour: '' };

const sameRule = (a: TypedDayRule, b: TypedDayRule) => a.deliver === b.deliver && a.cutoffHour === b.cutoffHour;

const storedRule = (typed: TypedDayRule): DayKindRule => ({
  Deliver: typed.deliver,
  CutoffHour: typed.cutoffHour === '' ? null : Number(typed.cutoffHour),
});

/** The saved calendar's days that can be read. */
const savedCalendar = (settings: Settings | null): StoredCalendarDay[] => {
  const saved = settings?.Delivery?.Calendar;
  return Array.isArray(saved) ? saved.filter(isStoredCalendarDay) : [];
};

/** A minimum as typed: shekels from 0 with at most two decimals (a comma as the decimal point too), else null. */
export function parseMinimum(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_MINIMUM_ORDER ? value : null;
}

export class DeliveryFormStore {
  /** The weekdays checked, 0 (Sunday) to 6. */
  days: number[] = [];
  cutoffHour = '14';
  /** The dates with no delivery, one a line. */
  noDeliveryDates = '';
  minimumOrder = '0';
  /** The proposed holidays the store keeps (holidayKey). */
  confirmed = observable.set<string>();
  /** How an eve runs (by default delivered, closing at noon) and a day of Chol HaMoed (delivered, at the usual hour). */
  eve: TypedDayRule = EVE_DEFAULT;
  cholHamoed: TypedDayRule = CHOL_HAMOED_DEFAULT;

  constructor(
    private readonly admin: SettingsAdmin,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<DeliveryFormStore, 'admin' | 'now'>(this, { admin: false, now: false });
  }

  /** Today in Israel (YYYY-MM-DD), when the proposals start. */
  private get today(): string {
    return israelClock(new Date(this.now())).day;
  }

  /** The next twelve months' holidays, from the Hebrew calendar, in date order: each whole, one under way today too. */
  get proposals(): HolidayDays[] {
    return holidaysBetween(this.today, addDays(this.today, PROPOSAL_DAYS));
  }

  /** The proposals the saved setting confirms: those it holds any day of. */
  private savedConfirmed(settings: Settings | null): Set<string> {
    const days = new Set(savedCalendar(settings).map((d) => d.Date));
    return new Set(this.proposals.filter((h) => h.days.some((d) => days.has(d.date))).map(holidayKey));
  }

  /** Confirms a proposed holiday (no delivery on it, its eve and Chol HaMoed by their rules), or drops it. */
  confirm(key: string, on: boolean): void {
    if (on) this.confirmed.add(key);
    else this.confirmed.delete(key);
  }

  /** Confirms every proposed holiday. */
  confirmAll(): void {
    for (const h of this.proposals) this.confirmed.add(holidayKey(h));
  }

  /** Sets how an eve or a day of Chol HaMoed runs. */
  setRule(kind: 'eve' | 'cholHamoed', rule: Partial<TypedDayRule>): void {
    this[kind] = { ...this[kind], ...rule };
  }

  /**
   * The calendar to save: the confirmed proposals' days, and those saved before that are no proposal
   * now but still to come (a holiday more than twelve months ahead stays as it was).
   */
  private calendar(): StoredCalendarDay[] {
    const proposed = new Set(this.proposals.flatMap((h) => h.days.map((d) => d.date)));
    const kept = savedCalendar(this.admin.settings).filter((d) => d.Date >= this.today && !proposed.has(d.Date));
    // A holiday under way keeps only its days still to come (those behind change nothing).
    const confirmed = storedCalendarOf(
      this.proposals.filter((h) => this.confirmed.has(holidayKey(h))),
      this.today,
    );
    return [...kept, ...confirmed].sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0));
  }

  private get form() {
    return this.admin.sections.delivery;
  }

  /** Fills the form from loaded settings. */
  fill(settings: Settings): void {
    Object.assign(this, typedOf(settings));
    this.confirmed.replace(this.savedConfirmed(settings));
    this.eve = typedRule(settings.Delivery?.Eve, EVE_DEFAULT);
    this.cholHamoed = typedRule(settings.Delivery?.CholHamoed, CHOL_HAMOED_DEFAULT);
  }

  /** Whether the form holds typing the setting does not (the same days, hour, dates and amount are none). */
  get unsaved(): boolean {
    const settings = this.admin.settings;
    if (!settings) return false;
    const saved = typedOf(settings);
    const dates = (text: string) => this.readDates(text).days?.join() ?? text.trim();
    return (
      [...this.days].sort().join() !== saved.days.join() ||
      this.cutoffHour !== saved.cutoffHour ||
      dates(this.noDeliveryDates) !== dates(saved.noDeliveryDates) ||
      parseMinimum(this.minimumOrder) !== parseMinimum(saved.minimumOrder) ||
      [...this.confirmed].sort().join() !== [...this.savedConfirmed(settings)].sort().join() ||
      (this.confirmed.size > 0 &&
        (!sameRule(this.eve, typedRule(settings.Delivery?.Eve, EVE_DEFAULT)) ||
          !sameRule(this.cholHamoed, typedRule(settings.Delivery?.CholHamoed, CHOL_HAMOED_DEFAULT))))
    );
  }

  /** Checks or unchecks a weekday. */
  setDay(day: number, on: boolean): void {
    this.days = on ? [...new Set([...this.days, day])].sort() : this.days.filter((d) => d !== day);
    this.form.setError('days', null);
  }

  set(field: DeliveryField, value: string): void {
    this[field] = value;
    this.form.setError(field, null);
  }

  /** The dates typed, one a line (blank lines skipped), sorted and without repeats; or the first line that is no date. */
  private readDates(text: string): { days?: string[]; problem?: string } {
    const days = new Set<string>();
    for (const [i, line] of text.split(/\r?\n/).entries()) {
      const read = parseTypedDay(line);
      if (read === null) continue;
      if ('problem' in read) return { problem: he.dateInvalid(i + 1, line.trim()) };
      days.add(read.day);
    }
    return { days: [...days].sort() };
  }

  /** The Delivery value the form holds, each field that is not right given its message; null when any is not. */
  private value(): SettingValues['Delivery'] | null {
    const form = this.form;
    if (this.days.length === 0) form.setError('days', he.daysRequired);
    const hour = Number(this.cutoffHour);
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) form.setError('cutoffHour', he.hourInvalid);
    const dates = this.readDates(this.noDeliveryDates);
    if (dates.problem) form.setError('noDeliveryDates', dates.problem);
    const minimum = parseMinimum(this.minimumOrder);
    if (minimum === null) form.setError('minimumOrder', he.minimumInvalid);
    if (Object.keys(form.errors).length > 0) return null;
    const calendar = this.calendar();
    return {
      Days: [...this.days].sort(),
      CutoffHour: hour,
      NoDeliveryDates: dates.days!,
      MinimumOrder: minimum!,
      // Written only with a calendar: a store that keeps none saves the setting as before.
      ...(calendar.length > 0 ? { Calendar: calendar, Eve: storedRule(this.eve), CholHamoed: storedRule(this.cholHamoed) } : {}),
    };
  }

  /** Saves the Delivery setting when every field is right (and the provider's rule holds). */
  save(): Promise<boolean> {
    this.form.reset();
    const value = this.value();
    if (!value) return Promise.resolve(false);
    // The provider's own rule, so nothing it would refuse is sent (a list of dates too long, say).
    const errors = firstErrors(settingValueErrors('Delivery', value) ?? {});
    const fields: Record<string, DeliveryField | 'days'> = {
      Days: 'days',
      CutoffHour: 'cutoffHour',
      NoDeliveryDates: 'noDeliveryDates',
      MinimumOrder: 'minimumOrder',
    };
    for (const [field, message] of Object.entries(errors)) this.form.setError(fields[field] ?? field, message);
    if (Object.keys(errors).length > 0) return Promise.resolve(false);
    return this.admin.save('delivery', 'Delivery', value);
  }
}
