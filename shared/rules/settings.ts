// Website configuration values: every value is a JSON string; a value that fails to parse is {}.
import type { Banner } from '../contract/entities';
import { SETTING_KEYS, type SettingKey, type Settings, type WebsiteConfigEntry } from '../contract/settings';
import { isWholeAgorot } from './price';
import { VAT_PERCENT } from './totals';

/** Parses a configuration value; anything that is not valid JSON of an object or list gives {}. */
export function parseConfigValue(raw: string | null | undefined): Record<string, unknown> | unknown[] {
  if (typeof raw !== 'string') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown> | unknown[]) : {};
  } catch {
    return {};
  }
}

/** The banner list of a HomePageBanners value: a value that is not a list gives [], malformed entries are dropped. */
export function parseBanners(raw: string | null | undefined): Banner[] {
  const value = parseConfigValue(raw);
  if (!Array.isArray(value)) return [];
  return value
    .filter((b): b is Banner => typeof b === 'object' && b !== null && typeof (b as Banner).Url === 'string' && (b as Banner).Url !== '')
    .map((b) => ({ Id: String(b.Id), Url: b.Url }));
}

/** The value of one known key, parsed: an object for every key but HomePageBanners, which is a list. */
export function parseSetting<K extends SettingKey>(key: K, raw: string | null | undefined): Settings[K] {
  if (key === 'HomePageBanners') return parseBanners(raw) as Settings[K];
  const value = parseConfigValue(raw);
  return (Array.isArray(value) ? {} : value) as Settings[K];
}

/** Every known setting parsed from a configuration list; absent keys give {} (banners []). */
export function settingsFromEntries(entries: readonly WebsiteConfigEntry[]): Settings {
  const byKey = new Map(entries.map((e) => [e.key, e.value]));
  const settings = {} as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) settings[key] = parseSetting(key, byKey.get(key));
  return settings as Settings;
}

/** Whether a key is one of the known setting keys. */
export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

/** The percentage a rate setting ({Discount: n}) holds: a number from 0 to 100 with at most two decimals, else null. */
export function ratePercent(value: unknown): number | null {
  const n = (value as { Discount?: unknown } | null | undefined)?.Discount;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 100) return null;
  // Whole hundredths, exactly, as money is (0.07 * 100 is 7.000000000000001 in binary: not compared so).
  return isWholeAgorot(n) ? n : null;
}

/** The VAT rate: the VatPercent setting ({Discount: n}, as the contract names its field; docs/product.md §4.5), 18 when unset or unusable. */
export function vatPercentOf(settings: Pick<Partial<Settings>, 'VatPercent'> | undefined): number {
  return ratePercent(settings?.VatPercent) ?? VAT_PERCENT;
}

/** The site-wide discount the provider takes off every price: the Discount setting, 0 when unset or unusable (100 is not a discount). */
export function discountPercentOf(settings: Pick<Partial<Settings>, 'Discount'> | undefined): number {
  const percent = ratePercent(settings?.Discount);
  return percent === null || percent >= 100 ? 0 : percent;
}
