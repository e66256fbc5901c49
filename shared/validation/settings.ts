// Site settings bodies, and the rules of the values a store manager types: the about-us title and
// text, and the contact details.
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import type { FieldErrors } from '../contract/envelope';
import { SETTING_KEYS, type SettingKey } from '../contract/settings';
import { isIsraeliPhone } from '../rules/phone';
import {
  isDayKindRule,
  isHour,
  isMinimumOrder,
  isStoredCalendarDay,
  isWeekday,
  MAX_CALENDAR_ENTRIES,
  type DayKindRule,
  type StoredCalendarDay,
} from '../rules/delivery';
import { isDay } from '../rules/orderDays';
import { ratePercent } from '../rules/settings';
import { JsonObjectText, OptionalText, RequiredText } from './decorators';
import { EMAIL_PATTERN, MAX_ABOUT_TEXT, MAX_ABOUT_TITLE, MAX_LONG_TEXT, MAX_PHONE, MAX_TEXT, Msg } from './messages';
import { validateDto } from './validate';

/** The HomeAboutUs value: a title and a text, both required (the home page shows them as a block). */
export class AboutUsValueDto {
  @RequiredText(MAX_ABOUT_TITLE)
  Title!: string;

  @RequiredText(MAX_ABOUT_TEXT, Msg.required, 'multiLine')
  Text!: string;
}

/** An Israeli phone number (rules/phone.ts), or blank for none. */
function PhoneNumber(): PropertyDecorator {
  return ValidateBy(
    { name: 'phoneNumber', validator: { validate: (v) => typeof v === 'string' && (v.trim() === '' || isIsraeliPhone(v)) } },
    { message: Msg.invalidPhone },
  );
}

/** The ContactDetails value: the footer's phone (an Israeli number, or none), e-mail (required) and address (optional). */
export class ContactDetailsValueDto {
  @IsOptional()
  @PhoneNumber()
  @OptionalText(MAX_PHONE)
  Phone?: string;

  @Matches(EMAIL_PATTERN, { message: Msg.invalidEmail })
  @RequiredText()
  Email!: string;

  @IsOptional()
  @OptionalText(MAX_TEXT)
  Address?: string;
}

/**
 * The AccessibilityCoordinator value: the person the accessibility statement names, with a phone (an
 * Israeli number) and an e-mail, all three required (docs/product.md §2.9: the law asks for a way to reach them).
 */
export class AccessibilityCoordinatorValueDto {
  @RequiredText(MAX_TEXT)
  Name!: string;

  @PhoneNumber()
  @RequiredText(MAX_PHONE)
  Phone!: string;

  @Matches(EMAIL_PATTERN, { message: Msg.invalidEmail })
  @RequiredText()
  Email!: string;
}

/** A rule of one value, with its message. */
const holds = (name: string, test: (v: unknown) => boolean, message: string = Msg.invalidValue): PropertyDecorator =>
  ValidateBy({ name, validator: { validate: test } }, { message });

/** The most dates with no delivery a store keeps. */
export const MAX_NO_DELIVERY_DATES = 400;

/** The Delivery value (docs/product.md §5.11): at least one weekday, an hour, holidays, a minimum (0: none). */
export class DeliveryValueDto {
  @holds('weekdays', (v) => Array.isArray(v) && v.every(isWeekday) && new Set(v).size === v.length)
  @holds('someWeekday', (v) => Array.isArray(v) && v.length > 0, Msg.emptyList)
  Days!: number[];

  @holds('hour', isHour)
  CutoffHour!: number;

  @holds('days', (v) => Array.isArray(v) && v.every((d) => typeof d === 'string' && isDay(d)))
  @holds('fewDays', (v) => Array.isArray(v) && v.length <= MAX_NO_DELIVERY_DATES, Msg.tooMany)
  NoDeliveryDates!: string[];

  @holds('minimumOrder', isMinimumOrder)
  MinimumOrder!: number;

  /** The confirmed holiday calendar's days (shared/rules/hebrewCalendar.ts proposes them): each date once. */
  @IsOptional()
  @holds('calendarDays', (v) => Array.isArray(v) && v.every(isStoredCalendarDay) && new Set(v.map((d) => d.Date)).size === v.length)
  @holds('fewCalendarDays', (v) => Array.isArray(v) && v.length <= MAX_CALENDAR_ENTRIES, Msg.tooMany)
  Calendar?: StoredCalendarDay[];

  /** How an eve runs: delivered or not, and its cutoff hour (null: the usual one). */
  @IsOptional()
  @holds('dayRule', isDayKindRule)
  Eve?: DayKindRule;

  /** How a day of Chol HaMoed runs. */
  @IsOptional()
  @holds('dayRule', isDayKindRule)
  CholHamoed?: DayKindRule;
}

/** The keys whose value a store manager types, each with the rule of its fields. */
const VALUE_RULES: Partial<Record<SettingKey, new () => object>> = {
  HomeAboutUs: AboutUsValueDto,
  ContactDetails: ContactDetailsValueDto,
  AccessibilityCoordinator: AccessibilityCoordinatorValueDto,
  Delivery: DeliveryValueDto,
};

/**
 * What is wrong with a setting's parsed value, per field of the value ({Title: ['required']}), or
 * null when nothing is (or the key's value has no field rules).
 */
export function settingValueErrors(key: string, value: unknown): FieldErrors | null {
  const rule = VALUE_RULES[key as SettingKey];
  if (!rule) return null;
  const checked = validateDto(rule, value);
  return checked.ok ? null : checked.errors;
}

/** POST /WebsiteConfiguration/AddOrUpdate and the settings form: a known key and a JSON value. */
export class SiteSettingDto {
  @IsIn(SETTING_KEYS as string[], { message: Msg.selectSettingType })
  key!: string;

  @SettingValueFields()
  @RatePercentValue()
  @MaxLength(MAX_LONG_TEXT * 4, { message: Msg.tooLong })
  @JsonObjectText()
  value!: string;
}

/** The JSON of a value, or undefined when it is not JSON (JsonObjectText reports that). */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The key a value is sent with. */
const keyOf = (args: { object: object } | undefined): unknown => (args?.object as { key?: unknown } | undefined)?.key;

/**
 * The value of a key with field rules (about-us, contact details) keeps them: its message is the first
 * field's first one ('required' for an about-us without a title, 'invalidPhone', 'invalidEmail').
 */
function SettingValueFields(): PropertyDecorator {
  const problem = (value: unknown, key: unknown): string | null => {
    if (typeof key !== 'string' || !VALUE_RULES[key as SettingKey]) return null;
    const json = parsed(value);
    if (json === undefined) return null;
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return Msg.invalidJson;
    const errors = settingValueErrors(key, json);
    return errors ? (Object.values(errors)[0]?.[0] ?? Msg.invalidValue) : null;
  };
  return ValidateBy({
    name: 'settingValueFields',
    validator: {
      validate: (value, args) => problem(value, keyOf(args)) === null,
      defaultMessage: (args) => problem(args?.value, keyOf(args)) ?? Msg.invalidValue,
    },
  });
}

/** The settings whose value is a percentage, {Discount: n}: VAT and the site-wide discount. */
export const RATE_SETTING_KEYS = ['VatPercent', 'Discount', 'SiteDiscount'] as const;

/**
 * A rate setting's value holds a percentage from 0 to 100 (at most two decimals); the Discount
 * below 100 (a discount of everything would sell for nothing). Other keys and non-JSON pass here
 * (JsonObjectText reports those).
 */
function RatePercentValue(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'ratePercentValue',
      validator: {
        validate: (value, args) => {
          const key = keyOf(args);
          const json = parsed(value);
          if (!(RATE_SETTING_KEYS as readonly unknown[]).includes(key) || json === undefined) return true;
          const percent = ratePercent(json);
          return percent !== null && (key !== 'Discount' || percent < 100);
        },
      },
    },
    { message: Msg.invalidPercent },
  );
}

/** POST /WebsiteConfiguration/Delete: the key to delete. */
export class SiteSettingDeleteDto {
  @IsIn(SETTING_KEYS as string[], { message: Msg.selectSettingType })
  @IsString({ message: Msg.selectSettingType })
  key!: string;
}
