// The typed forms of the site settings dialog: about-us title and text, contact details, and the
// generic rates form (a setting type chosen among general discount, VAT percent and site discount,
// then its percentage). Each form checks its input and saves through the SettingsAdminStore.
import { makeAutoObservable } from 'mobx';
import type { Settings } from '@shared/contract/settings';
import { EMAIL_PATTERN, firstErrors, Msg, SiteSettingDto, validateDto } from '@shared/validation';
import { he } from '../he';
import type { SettingsAdminStore } from './SettingsAdminStore';

/**
 * The settings the rates form edits, each a {Discount: number}: the site-wide discount the provider
 * takes off every price, and the VAT rate of carts and orders. (SiteDiscount, a key SPEC.md lists,
 * changes nothing in this product, so the form does not offer it as if it did.)
 */
export const RATE_KEYS = ['Discount', 'VatPercent'] as const;
export type RateKey = (typeof RATE_KEYS)[number];

/** A percentage as typed: a number from 0 to 100 with at most two decimals, else null. */
export function parsePercent(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

export class SettingsFormStore {
  aboutTitle = '';
  aboutText = '';
  phone = '';
  email = '';
  address = '';
  /** The chosen rate setting ('' until one is chosen). */
  rateKey: RateKey | '' = '';
  rateValue = '';
  errors: Record<string, string> = {};

  constructor(private readonly admin: SettingsAdminStore) {
    makeAutoObservable<SettingsFormStore, 'admin'>(this, { admin: false });
  }

  /** Fills the forms from loaded settings. */
  fill(settings: Settings): void {
    this.aboutTitle = settings.HomeAboutUs.Title ?? '';
    this.aboutText = settings.HomeAboutUs.Text ?? '';
    this.phone = settings.ContactDetails.Phone ?? '';
    this.email = settings.ContactDetails.Email ?? '';
    this.address = settings.ContactDetails.Address ?? '';
    if (this.rateKey) this.rateValue = this.currentRate(this.rateKey, settings);
  }

  private currentRate(key: RateKey, settings: Settings | null = this.admin.settings): string {
    const value = settings?.[key].Discount;
    return typeof value === 'number' ? String(value) : '';
  }

  set(field: 'aboutTitle' | 'aboutText' | 'phone' | 'email' | 'address' | 'rateValue', value: string): void {
    this[field] = value;
    delete this.errors[field];
  }

  /** Chooses the rate setting and shows its current value. */
  chooseRate(key: string): void {
    this.rateKey = (RATE_KEYS as readonly string[]).includes(key) ? (key as RateKey) : '';
    this.rateValue = this.rateKey ? this.currentRate(this.rateKey) : '';
    delete this.errors.rateKey;
    delete this.errors.rateValue;
  }

  saveAbout(): Promise<boolean> {
    return this.admin.save('about', 'HomeAboutUs', { Title: this.aboutTitle.trim(), Text: this.aboutText.trim() });
  }

  async saveContact(): Promise<boolean> {
    const email = this.email.trim();
    if (email && !EMAIL_PATTERN.test(email)) {
      this.errors.email = Msg.invalidEmail;
      return false;
    }
    return this.admin.save('contact', 'ContactDetails', { Phone: this.phone.trim(), Email: email, Address: this.address.trim() });
  }

  /** Saves the chosen rate; a setting type must be chosen and the value be a percentage. */
  async saveRate(): Promise<boolean> {
    const value = parsePercent(this.rateValue);
    const checked = validateDto(SiteSettingDto, { key: this.rateKey, value: JSON.stringify({ Discount: value ?? 0 }) });
    const errors: Record<string, string> = {};
    if (!checked.ok && firstErrors(checked.errors).key) errors.rateKey = firstErrors(checked.errors).key!;
    if (value === null || (this.rateKey === 'Discount' && value >= 100)) errors.rateValue = he.boSettings.percentInvalid;
    this.errors = errors;
    if (Object.keys(errors).length > 0 || !this.rateKey) return false;
    return this.admin.save('rates', this.rateKey, { Discount: value! });
  }
}
