// Website configuration: entries are {key, value} with value a JSON string, one shape per key.
import type { Banner } from './entities';
import type { DayKindRule, StoredCalendarDay } from '../rules/delivery';

export type { WebsiteConfigEntry } from './entities';

/** The value shape of every known key. */
export interface SettingValues {
  Logo: { Url: string };
  HomePageBanners: Banner[];
  HomeAboutUs: { Title: string; Text: string };
  HomeAboutUsImage: { Url: string };
  VatPercent: { Discount: number };
  Discount: { Discount: number };
  SiteDiscount: { Discount: number };
  ContactDetails: { Phone: string; Email: string; Address: string };
  /** The accessibility coordinator the accessibility statement names (docs/product.md §2.9). */
  AccessibilityCoordinator: { Name: string; Phone: string; Email: string };
  /**
   * Delivery weekdays (0 Sunday to 6 Saturday), the cutoff hour, dates with no delivery (YYYY-MM-DD),
   * the minimum order before VAT in shekels (0: none); and, optional (a setting saved before reads as
   * before), the confirmed holiday calendar's days with the rule of an eve and of Chol HaMoed
   * (shared/rules/delivery.ts: no delivery on a holiday).
   */
  Delivery: {
    Days: number[];
    CutoffHour: number;
    NoDeliveryDates: string[];
    MinimumOrder: number;
    Calendar?: StoredCalendarDay[];
    Eve?: DayKindRule;
    CholHamoed?: DayKindRule;
  };
}

/** A known website configuration key. */
export type SettingKey = keyof SettingValues;

/** Every known key, in the order the settings dialog shows them. */
export const SETTING_KEYS: readonly SettingKey[] = [
  'Logo',
  'HomePageBanners',
  'HomeAboutUs',
  'HomeAboutUsImage',
  'VatPercent',
  'Discount',
  'SiteDiscount',
  'ContactDetails',
  'AccessibilityCoordinator',
  'Delivery',
];

/** Keys whose value is set by uploading a file (WebsiteConfiguration/Upload/{configKey}). */
export const UPLOAD_SETTING_KEYS = ['Logo', 'HomePageBanners', 'HomeAboutUsImage'] as const;
/** A key that takes an uploaded file. */
export type UploadSettingKey = (typeof UPLOAD_SETTING_KEYS)[number];

/** The settings as the client uses them: every value parsed, partial values allowed. */
export type Settings = { [K in SettingKey]: Partial<SettingValues[K]> } & { HomePageBanners: Banner[] };
