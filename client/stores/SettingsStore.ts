// Site settings as the storefront shows them: logo, banners, about-us, contact details.
import { settingsKeys } from './queryKeys';
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Banner } from '@shared/contract/entities';
import type { Settings } from '@shared/contract/settings';
import { parseBanners, settingsFromEntries, vatPercentOf } from '@shared/rules/settings';
import { isApiError } from '../api/ApiError';
import { QueryStore } from './QueryStore';
import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../api/api';

/** What the settings read of the app (the RootStore is one). */
export interface SettingsStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
}

export class SettingsStore {
  readonly all: QueryStore<Settings>;
  readonly banners: QueryStore<Banner[]>;

  constructor(private readonly root: SettingsStoreDeps) {
    this.all = new QueryStore(root.queryClient, {
      queryKey: settingsKeys.all(),
      queryFn: async () => settingsFromEntries(await root.api.call(endpoints.websiteConfiguration.list)),
      // Read again when the buyer comes back to the tab: a cart left open shows today's VAT rate,
      // not the one of the morning (the cart page says when it changed).
      refetchOnWindowFocus: true,
    });
    // The home page reads its banners by key (GetByKey HomePageBanners); no banners is an empty list.
    this.banners = new QueryStore(root.queryClient, {
      queryKey: settingsKeys.banners(),
      queryFn: async () => {
        try {
          const entry = await root.api.call(endpoints.websiteConfiguration.getByKey, { query: { key: 'HomePageBanners' } });
          return parseBanners(entry.value);
        } catch (err) {
          if (isApiError(err) && err.status === 404) return [];
          throw err;
        }
      },
    });
    makeAutoObservable<SettingsStore, 'root'>(this, { root: false, all: false, banners: false });
  }

  get settings(): Settings | undefined {
    return this.all.data;
  }

  /** The logo's URL, or null for the default logo. */
  /** The VAT rate of cart and order totals: the VatPercent setting, 18 while settings load or when unset. */
  get vatPercent(): number {
    return vatPercentOf(this.settings);
  }

  /** Reads the settings again, so an order goes out at the rate the store set (not one cached earlier). */
  async refresh(): Promise<void> {
    await this.all.refetch();
  }

  get logoUrl(): string | null {
    return this.settings?.Logo.Url || null;
  }

  get contact(): Settings['ContactDetails'] {
    return this.settings?.ContactDetails ?? {};
  }

  get aboutUs(): { title: string; text: string; imageUrl: string | null } {
    const s = this.settings;
    return { title: s?.HomeAboutUs.Title ?? '', text: s?.HomeAboutUs.Text ?? '', imageUrl: s?.HomeAboutUsImage.Url || null };
  }

  /** Drops cached settings so the storefront shows a change at once. */
  invalidate(): Promise<void> {
    return this.root.queryClient.invalidateQueries({ queryKey: settingsKeys.all() });
  }
}
