// The site settings' delivery form (docs/product.md §5.11): the weekdays the store delivers, the
// cutoff hour, the dates with no delivery (one a line, typed day first) and the minimum order before
// VAT (0: none). It checks what is typed, then the provider's own rule (shared/validation), and saves
// the Delivery setting through the SettingsAdminStore; its messages are the 'delivery' FormState there.
import { makeAutoObservable } from 'mobx';
import type { Settings, SettingValues } from '@shared/contract/settings';
import { deliveryRulesOf, MAX_MINIMUM_ORDER } from '@shared/rules/delivery';
import { dayText, parseTypedDay } from '@shared/rules/orderDays';
import { firstErrors, settingValueErrors } from '@shared/validation';
import { he } from '../he';
import type { SettingsAdmin } from './SettingsFormStore';

const t = he.boDelivery;

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

  constructor(private readonly admin: SettingsAdmin) {
    makeAutoObservable<DeliveryFormStore, 'admin'>(this, { admin: false });
  }

  private get form() {
    return this.admin.sections.delivery;
  }

  /** Fills the form from loaded settings. */
  fill(settings: Settings): void {
    Object.assign(this, typedOf(settings));
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
      parseMinimum(this.minimumOrder) !== parseMinimum(saved.minimumOrder)
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
      if ('problem' in read) return { problem: t.dateInvalid(i + 1, line.trim()) };
      days.add(read.day);
    }
    return { days: [...days].sort() };
  }

  /** The Delivery value the form holds, each field that is not right given its message; null when any is not. */
  private value(): SettingValues['Delivery'] | null {
    const form = this.form;
    if (this.days.length === 0) form.setError('days', t.daysRequired);
    const hour = Number(this.cutoffHour);
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) form.setError('cutoffHour', t.hourInvalid);
    const dates = this.readDates(this.noDeliveryDates);
    if (dates.problem) form.setError('noDeliveryDates', dates.problem);
    const minimum = parseMinimum(this.minimumOrder);
    if (minimum === null) form.setError('minimumOrder', t.minimumInvalid);
    if (Object.keys(form.errors).length > 0) return null;
    return { Days: [...this.days].sort(), CutoffHour: hour, NoDeliveryDates: dates.days!, MinimumOrder: minimum! };
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
