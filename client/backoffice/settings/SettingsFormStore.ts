// The typed forms of the site settings dialog: about-us title and text, contact details, and the
// generic rates form (a setting type chosen among general discount, VAT percent and site discount,
// then its percentage). Each form checks its input with the provider's own rule (shared/validation)
// and saves through the SettingsAdminStore; its field messages and line are its section's FormState
// there.
import { makeAutoObservable } from 'mobx';
import type { SettingKey, Settings, SettingValues } from '@shared/contract/settings';
import { firstErrors, settingValueErrors, SiteSettingDto, validateDto } from '@shared/validation';
import { he } from './he';
import type { FormState } from '../lib/FormState';

/** The parts of the dialog, each with its own message and busy state. */
export const SETTINGS_SECTIONS = ['logo', 'banners', 'about', 'aboutImage', 'rates', 'contact', 'accessibility', 'delivery'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** What the forms use of the dialog's store (SettingsAdminStore is one): the settings read, each part's state, its save. */
export interface SettingsAdmin {
  readonly settings: Settings | null;
  readonly sections: Record<SettingsSection, FormState>;
  save<K extends SettingKey>(section: SettingsSection, key: K, value: SettingValues[K]): Promise<boolean>;
}

/**
 * The settings the rates form edits, each a {Discount: number}: the site-wide discount the provider
 * takes off every price, and the VAT rate of carts and orders. (SiteDiscount, a key the contract lists,
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

/** A typed field of the forms. */
type TextField = 'aboutTitle' | 'aboutText' | 'phone' | 'email' | 'address' | 'rateValue';

/** The section and the message name of each field (the value's field in lower case: Title is 'title'). */
const FIELD_OF: Record<TextField, [SettingsSection, string]> = {
  aboutTitle: ['about', 'title'],
  aboutText: ['about', 'text'],
  phone: ['contact', 'phone'],
  email: ['contact', 'email'],
  address: ['contact', 'address'],
  rateValue: ['rates', 'rateValue'],
};

export class SettingsFormStore {
  aboutTitle = '';
  aboutText = '';
  phone = '';
  email = '';
  address = '';
  /** The chosen rate setting ('' until one is chosen). */
  rateKey: RateKey | '' = '';
  rateValue = '';

  constructor(private readonly admin: SettingsAdmin) {
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

  set(field: TextField, value: string): void {
    this[field] = value;
    const [section, name] = FIELD_OF[field];
    this.admin.sections[section].setError(name, null);
  }

  /** Chooses the rate setting and shows its current value. */
  chooseRate(key: string): void {
    this.rateKey = (RATE_KEYS as readonly string[]).includes(key) ? (key as RateKey) : '';
    this.rateValue = this.rateKey ? this.currentRate(this.rateKey) : '';
    this.admin.sections.rates.setError('rateKey', null);
    this.admin.sections.rates.setError('rateValue', null);
  }

  /** Saves the about-us title and text; both are required (a message on each field otherwise). */
  saveAbout(): Promise<boolean> {
    const value = { Title: this.aboutTitle.trim(), Text: this.aboutText.trim() };
    if (!this.fieldsHold('about', 'HomeAboutUs', value)) return Promise.resolve(false);
    return this.admin.save('about', 'HomeAboutUs', value);
  }

  /** Saves the contact details: a phone number (or none), a valid e-mail, an address (or none). */
  saveContact(): Promise<boolean> {
    const value = { Phone: this.phone.trim(), Email: this.email.trim(), Address: this.address.trim() };
    if (!this.fieldsHold('contact', 'ContactDetails', value)) return Promise.resolve(false);
    return this.admin.save('contact', 'ContactDetails', value);
  }

  /** Checks a value with its key's rule; each field that breaks it gets its message. */
  private fieldsHold(section: 'about' | 'contact', key: 'HomeAboutUs' | 'ContactDetails', value: Record<string, string>): boolean {
    const form = this.admin.sections[section];
    form.reset();
    const errors = firstErrors(settingValueErrors(key, value) ?? {});
    for (const [field, message] of Object.entries(errors)) form.setError(field.toLowerCase(), message);
    return Object.keys(errors).length === 0;
  }

  /** Saves the chosen rate; a setting type must be chosen and the value be a percentage. */
  async saveRate(): Promise<boolean> {
    const value = parsePercent(this.rateValue);
    const checked = validateDto(SiteSettingDto, { key: this.rateKey, value: JSON.stringify({ Discount: value ?? 0 }) });
    const form = this.admin.sections.rates;
    form.reset();
    if (!checked.ok && firstErrors(checked.errors).key) form.setError('rateKey', firstErrors(checked.errors).key!);
    if (value === null || (this.rateKey === 'Discount' && value >= 100)) form.setError('rateValue', he.percentInvalid);
    if (Object.keys(form.errors).length > 0 || !this.rateKey) return false;
    return this.admin.save('rates', this.rateKey, { Discount: value! });
  }
}
