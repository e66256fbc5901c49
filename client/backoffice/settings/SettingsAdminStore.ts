// The site settings dialog's data: every setting loaded from WebsiteConfiguration/List, saved one
// key at a time with AddOrUpdate {key, value: JSON string}, files uploaded per key, banners deleted
// and reordered. Each part of the dialog is a FormState (its busy state, field messages and line).
// After every change the storefront's settings are invalidated, so the site shows it without a rebuild.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Banner } from '@shared/contract/entities';
import type { SettingKey, Settings, SettingValues, UploadSettingKey } from '@shared/contract/settings';
import { settingsFromEntries } from '@shared/rules/settings';
import { firstErrors, SiteSettingDto, validateDto } from '@shared/validation';
import type { RootStore } from '../../app/RootStore';
import { he } from './he';
import { uploadFailureText } from '../categories';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { FormState } from '../lib/FormState';
import { loadScreen } from '../lib/screenState';
import { SETTINGS_SECTIONS, SettingsFormStore, type SettingsSection } from './SettingsFormStore';
import { AccessibilityFormStore } from './AccessibilityFormStore';
import { DeliveryFormStore } from './DeliveryFormStore';

export class SettingsAdminStore {
  settings: Settings | null = null;
  loading = false;
  loadError: string | null = null;
  notFound = false;
  /** The banners in the order shown (moved locally until saved). */
  banners: Banner[] = [];
  /** Each part of the dialog. */
  readonly sections = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, new FormState()])) as Record<SettingsSection, FormState>;
  /** Files chosen per upload key. */
  files: Partial<Record<UploadSettingKey, File | null>> = {};
  /** The typed forms (about-us, rates, contact), filled from the settings first loaded. */
  readonly forms: SettingsFormStore;
  /** The accessibility coordinator's form (the contact tab). */
  readonly coordinator: AccessibilityFormStore;
  /** The delivery tab's form (days, cutoff hour, holidays, minimum order). */
  readonly delivery: DeliveryFormStore;

  constructor(
    private readonly deps: BackOfficeDeps & Pick<RootStore, 'settings'> & Partial<Pick<RootStore, 'now'>>,
    /** The clock the delivery tab proposes holidays from (the app's). */
    now: () => number = deps.now ?? Date.now,
  ) {
    this.forms = new SettingsFormStore(this);
    this.coordinator = new AccessibilityFormStore(this);
    this.delivery = new DeliveryFormStore(this, now);
    makeAutoObservable<SettingsAdminStore, 'deps'>(this, {
      deps: false,
      sections: false,
      forms: false,
      coordinator: false,
      delivery: false,
    });
  }

  /** Loads every setting and fills the forms with them. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () => this.read(),
      (settings) => {
        this.apply(settings);
        this.forms.fill(settings);
        this.coordinator.fill(settings);
        this.delivery.fill(settings);
      },
    );
  }

  /** Whether closing would lose something: a form's typing (the coordinator's too), banners moved, or a file chosen and not uploaded. */
  get unsaved(): boolean {
    return (
      this.bannerOrderChanged ||
      Object.values(this.files).some(Boolean) ||
      this.forms.unsaved ||
      this.coordinator.unsaved ||
      this.delivery.unsaved
    );
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
    this.sections.banners.reset();
  }

  /** Saves one setting; the section shows success or failure. */
  async save<K extends SettingKey>(section: SettingsSection, key: K, value: SettingValues[K]): Promise<boolean> {
    const checked = validateDto(SiteSettingDto, { key, value: JSON.stringify(value) });
    if (!checked.ok) {
      const errors = firstErrors(checked.errors);
      this.refuse(section, he.validation[errors.key as 'selectSettingType'] ?? he.saveFailed);
      return false;
    }
    const saved = await this.run(
      section,
      () => this.deps.api.call(endpoints.websiteConfiguration.addOrUpdate, { body: checked.value }),
      he.saved,
      he.saveFailed,
    );
    // The discount changes every price the provider returns: prices shown from before are not today's.
    if (saved && key === 'Discount') await invalidateItems(this.deps);
    return saved;
  }

  /** Saves the banners in their current order (AddOrUpdate of HomePageBanners). */
  saveBannerOrder(): Promise<boolean> {
    return this.save('banners', 'HomePageBanners', this.banners);
  }

  setFile(key: UploadSettingKey, file: File | null): void {
    this.files[key] = file;
    this.sections[this.sectionOf(key)].reset();
  }

  private sectionOf(key: UploadSettingKey): SettingsSection {
    return key === 'Logo' ? 'logo' : key === 'HomePageBanners' ? 'banners' : 'aboutImage';
  }

  /** Uploads the chosen file of a key (a banner is appended; the logo and about-us image replaced). */
  async upload(key: UploadSettingKey): Promise<boolean> {
    const section = this.sectionOf(key);
    const file = this.files[key];
    if (!file) {
      this.refuse(section, he.selectFile);
      return false;
    }
    const form = new FormData();
    form.append('file', file);
    const done = await this.run(
      section,
      () => this.deps.api.call(endpoints.websiteConfiguration.upload, { params: { configKey: key }, form }),
      he.uploaded,
      he.uploadFailed,
    );
    if (done) runInAction(() => (this.files[key] = null));
    return done;
  }

  /** Deletes one home banner. */
  deleteBanner(banner: Banner): Promise<boolean> {
    return this.run(
      'banners',
      () => this.deps.api.call(endpoints.websiteConfiguration.deleteBanner, { params: { bannerId: banner.Id } }),
      he.bannerDeleted,
      he.bannerDeleteFailed,
    );
  }

  /** A section's line for input refused before any call. */
  private refuse(section: SettingsSection, text: string): void {
    this.sections[section].reset();
    this.sections[section].setFailure(text);
  }

  private async read(): Promise<Settings> {
    return settingsFromEntries(await this.deps.api.call(endpoints.websiteConfiguration.list));
  }

  private apply(settings: Settings): void {
    this.settings = settings;
    this.banners = settings.HomePageBanners;
  }

  /**
   * Runs one change in its section; on success the settings are read again (what the dialog shows
   * is what was saved; a failed read leaves them as they were) and the storefront's are invalidated.
   */
  private async run(section: SettingsSection, change: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    const form = this.sections[section];
    if (form.busy) return false;
    const result = await form.run(
      async () => {
        await change();
        const reread = this.read().then(
          (settings) => runInAction(() => this.apply(settings)),
          () => undefined,
        );
        await Promise.all([reread, this.deps.settings.invalidate()]);
      },
      {
        success,
        failure: (err) => {
          console.error(failure, err);
          return uploadFailureText(err, failure);
        },
      },
    );
    return result.ok;
  }
}
