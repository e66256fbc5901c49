// The typed forms of the site settings dialog: about-us title and text, contact details, and the
// generic rates form (a setting type chosen among general discount, VAT percent and site discount,
// then its percentage). Each form checks its input and saves through the SettingsAdminStore; its
// field messages and line are its section's FormState there.
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

  constructor(private readonly admin: SettingsAdminStore) {
    makeAutoObservable<SettingsFormStore, 'admin'>(this, { admin: false });
  }

  /** Whether a form holds typing its setting does not (an edit undone is none; a saved one is the setting). */
  get unsaved(): boolean {
    const settings = this.admin.settings;
    if (!settings) return false;
    const differs = (typed: string, saved: string | undefined) => typed.trim() !== (saved ?? '').trim();
    return (
      differs(this.aboutTitle, settings.HomeAboutUs.Title) ||
      differs(this.aboutText, settings.HomeAboutUs.Text) ||
      differs(this.phone, settings.ContactDetails.Phone) ||
      differs(this.email, settings.ContactDetails.Email) ||
      differs(this.address, settings.ContactDetails.Address) ||
      (this.rateKey !== '' && differs(this.rateValue, this.currentRate(this.rateKey, settings)))
    );
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
    if (field === 'email') this.admin.sections.contact.setError('email', null);
    if (field === 'rateValue') this.admin.sections.rates.setError('rateValue', null);
  }

  /** Chooses the rate setting and shows its current value. */
  chooseRate(key: string): void {
    this.rateKey = (RATE_KEYS as readonly string[]).includes(key) ? (key as RateKey) : '';
    this.rateValue = this.rateKey ? this.currentRate(this.rateKey) : '';
    this.admin.sections.rates.setError('rateKey', null);
    this.admin.sections.rates.setError('rateValue', null);
  }

  saveAbout(): Promise<boolean> {
    return this.admin.save('about', 'HomeAboutUs', { Title: this.aboutTitle.trim(), Text: this.aboutText.trim() });
  }

  async saveContact(): Promise<boolean> {
    const email = this.email.trim();
    if (email && !EMAIL_PATTERN.test(email)) {
      this.admin.sections.contact.reset();
      this.admin.sections.contact.setError('email', Msg.invalidEmail);
      return false;
    }
    return this.admin.save('contact', 'ContactDetails', { Phone: this.phone.trim(), Email: email, Address: this.address.trim() });
  }

  /** Saves the chosen rate; a setting type must be chosen and the value be a percentage. */
  async saveRate(): Promise<boolean> {
    const value = parsePercent(this.rateValue);
    const checked = validateDto(SiteSettingDto, { key: this.rateKey, value: JSON.stringify({ Discount: value ?? 0 }) });
    const form = this.admin.sections.rates;
    form.reset();
    if (!checked.ok && firstErrors(checked.errors).key) form.setError('rateKey', firstErrors(checked.errors).key!);
    if (value === null || (this.rateKey === 'Discount' && value >= 100)) form.setError('rateValue', he.boSettings.percentInvalid);
    if (Object.keys(form.errors).length > 0 || !this.rateKey) return false;
    return this.admin.save('rates', this.rateKey, { Discount: value! });
  }
}
