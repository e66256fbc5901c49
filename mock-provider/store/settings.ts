// Website configuration entries (key -> JSON string value).
import type { Banner } from '@shared/contract/entities';
import type { UploadSettingKey, WebsiteConfigEntry } from '@shared/contract/settings';
import { parseBanners } from '@shared/rules/settings';
import { Msg } from '@shared/validation/messages';
import { fieldError, notFound } from '../errors';
import type { Db } from './db';

export class Settings {
  constructor(private readonly db: Db) {}

  /** Every entry, by key. */
  list(): WebsiteConfigEntry[] {
    return [...this.db.settings.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => ({ key, value }));
  }

  /** One entry; 404 when the key has none. */
  get(key: string): WebsiteConfigEntry {
    const value = this.db.settings.get(key);
    if (value === undefined) throw notFound('setting');
    return { key, value };
  }

  /** Sets a key's value; banners must be a list, every other known key an object. */
  set(key: string, value: string): void {
    const parsed: unknown = JSON.parse(value);
    if (key === 'HomePageBanners' ? !Array.isArray(parsed) : Array.isArray(parsed)) throw fieldError('value', Msg.invalidJson);
    this.db.settings.set(key, JSON.stringify(parsed));
  }

  /** Deletes a key; 404 when it has no value. */
  delete(key: string): void {
    if (!this.db.settings.delete(key)) throw notFound('setting');
  }

  /** Applies an uploaded file to a key: banners get one more entry, the logo and the about-us image a new URL. */
  applyUpload(key: UploadSettingKey, url: string): void {
    if (key === 'HomePageBanners') {
      const banners = parseBanners(this.db.settings.get(key));
      const id = String(banners.reduce((max, b) => Math.max(max, Number(b.Id) || 0), 0) + 1);
      this.db.settings.set(key, JSON.stringify([...banners, { Id: id, Url: url } satisfies Banner]));
    } else {
      this.db.settings.set(key, JSON.stringify({ Url: url }));
    }
  }

  /** Removes one home banner; 404 when there is no such banner. */
  deleteBanner(bannerId: string): void {
    const banners = parseBanners(this.db.settings.get('HomePageBanners'));
    const rest = banners.filter((b) => b.Id !== bannerId);
    if (rest.length === banners.length) throw notFound('banner');
    this.db.settings.set('HomePageBanners', JSON.stringify(rest));
  }
}
