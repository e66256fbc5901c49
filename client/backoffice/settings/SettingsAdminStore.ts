// The site settings dialog's data: every setting loaded from WebsiteConfiguration/List, saved one
// key at a time with AddOrUpdate {key, value: JSON string}, files uploaded per key, banners deleted
// and reordered. After every change the storefront's settings are invalidated, so the site shows
// it without a rebuild.
import { invalidateItems } from '../lib/deps';
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Banner } from '@shared/contract/entities';
import type { SettingKey, Settings, SettingValues, UploadSettingKey } from '@shared/contract/settings';
import { settingsFromEntries } from '@shared/rules/settings';
import { firstErrors, SiteSettingDto, validateDto } from '@shared/validation';
import { he } from '../he';
import type { RootStore } from '../../stores/RootStore';
import { uploadFailureText } from '../categories/CategoryFormStore';

const t = he.boSettings;

/** The parts of the dialog, each with its own message and busy state. */
export type SettingsSection = 'logo' | 'banners' | 'about' | 'aboutImage' | 'rates' | 'contact';

export class SettingsAdminStore {
  settings: Settings | null = null;
  loading = false;
  loadError: string | null = null;
  /** The banners in the order shown (moved locally until saved). */
  banners: Banner[] = [];
  busy: Partial<Record<SettingsSection, boolean>> = {};
  notices: Partial<Record<SettingsSection, Message>> = {};
  /** Files chosen per upload key. */
  files: Partial<Record<UploadSettingKey, File | null>> = {};

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SettingsAdminStore, 'root'>(this, { root: false });
  }

  /** Loads every setting. */
  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const entries = await this.root.api.call(endpoints.websiteConfiguration.list);
      runInAction(() => {
        this.settings = settingsFromEntries(entries);
        this.banners = this.settings.HomePageBanners;
      });
    } catch {
      runInAction(() => (this.loadError = t.loadFailed));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Whether the banners were moved since they were saved. */
  get bannerOrderChanged(): boolean {
    const saved = this.settings?.HomePageBanners ?? [];
    return saved.length === this.banners.length && saved.some((b, i) => b?.Id !== this.banners[i]?.Id);
  }

  /** Moves a banner one place up (-1) or down (+1), locally. */
  moveBanner(index: number, delta: -1 | 1): void {
    const to = index + delta;
    if (to < 0 || to >= this.banners.length) return;
    const next = [...this.banners];
    [next[index], next[to]] = [next[to]!, next[index]!];
    this.banners = next;
    delete this.notices.banners;
  }

  /** Saves one setting; the section shows success or failure. */
  async save<K extends SettingKey>(section: SettingsSection, key: K, value: SettingValues[K]): Promise<boolean> {
    const checked = validateDto(SiteSettingDto, { key, value: JSON.stringify(value) });
    if (!checked.ok) {
      const errors = firstErrors(checked.errors);
      this.notices[section] = { tone: 'error', text: he.validation[errors.key as 'selectSettingType'] ?? t.saveFailed };
      return false;
    }
    await this.run(
      section,
      () => this.root.api.call(endpoints.websiteConfiguration.addOrUpdate, { body: checked.value }),
      t.saved,
      t.saveFailed,
    );
    const saved = this.notices[section]?.tone === 'success';
    // The discount changes every price the provider returns: prices shown from before are not today's.
    if (saved && key === 'Discount') await invalidateItems(this.root);
    return saved;
  }

  /** Saves the banners in their current order (AddOrUpdate of HomePageBanners). */
  saveBannerOrder(): Promise<boolean> {
    return this.save('banners', 'HomePageBanners', this.banners);
  }

  setFile(key: UploadSettingKey, file: File | null): void {
    this.files[key] = file;
    delete this.notices[this.sectionOf(key)];
  }

  private sectionOf(key: UploadSettingKey): SettingsSection {
    return key === 'Logo' ? 'logo' : key === 'HomePageBanners' ? 'banners' : 'aboutImage';
  }

  /** Uploads the chosen file of a key (a banner is appended; the logo and about-us image replaced). */
  async upload(key: UploadSettingKey): Promise<boolean> {
    const section = this.sectionOf(key);
    const file = this.files[key];
    if (!file) {
      this.notices[section] = { tone: 'error', text: t.selectFile };
      return false;
    }
    const form = new FormData();
    form.append('file', file);
    const done = await this.run(
      section,
      () => this.root.api.call(endpoints.websiteConfiguration.upload, { params: { configKey: key }, form }),
      t.uploaded,
      t.uploadFailed,
    );
    if (done) runInAction(() => (this.files[key] = null));
    return done;
  }

  /** Deletes one home banner. */
  deleteBanner(banner: Banner): Promise<boolean> {
    return this.run(
      'banners',
      () => this.root.api.call(endpoints.websiteConfiguration.deleteBanner, { params: { bannerId: banner.Id } }),
      t.bannerDeleted,
      t.bannerDeleteFailed,
    );
  }

  /** Runs one change; on success reloads and invalidates the storefront's settings. */
  private async run(section: SettingsSection, change: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    if (this.busy[section]) return false;
    this.busy[section] = true;
    delete this.notices[section];
    try {
      await change();
      await Promise.all([this.load(), this.root.settings.invalidate()]);
      runInAction(() => (this.notices[section] = { tone: 'success', text: success }));
      return true;
    } catch (err) {
      console.error(failure, err);
      runInAction(() => (this.notices[section] = { tone: 'error', text: uploadFailureText(err, failure) }));
      return false;
    } finally {
      runInAction(() => (this.busy[section] = false));
    }
  }
}
