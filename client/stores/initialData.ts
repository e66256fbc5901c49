// The first screen's data that the server inlined into the page (server/firstPaint.ts): put into the
// query cache before the first render, so the header, the categories, the home page's banners and a
// visitor's first page of a product list paint without waiting for an API round trip. Anything missing or malformed is simply read from the
// API as usual.
import { catalogueKeys, settingsKeys, VISITOR_PRICES, type ItemFilter } from './queryKeys';
import type { QueryClient } from '@tanstack/query-core';
import type { WebsiteConfigEntry } from '@shared/contract/settings';
import { parseBanners, settingsFromEntries } from '@shared/rules/settings';

const isEntries = (value: unknown): value is WebsiteConfigEntry[] =>
  Array.isArray(value) &&
  value.every((e) => typeof e === 'object' && e !== null && typeof e.key === 'string' && typeof e.value === 'string');

export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById('initial-data');
  if (!element) return;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  seedQueryCache(queryClient, data);
}

/** Puts the inlined data into the query cache (the browser's, or the server's for its first render). */
export function seedQueryCache(queryClient: QueryClient, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const data = value as {
    settings?: unknown;
    categories?: { items?: unknown };
    list?: { filter?: unknown; page?: { items?: unknown } };
    item?: { itemId?: unknown; item?: { itemId?: unknown } };
  };
  if (isEntries(data.settings)) {
    queryClient.setQueryData(settingsKeys.all(), settingsFromEntries(data.settings));
    const banners = data.settings.find((e) => e.key === 'HomePageBanners');
    queryClient.setQueryData(settingsKeys.banners(), banners ? parseBanners(banners.value) : []);
  }
  if (data.categories && Array.isArray(data.categories.items)) queryClient.setQueryData(catalogueKeys.categories(), data.categories);
  // A product list's first page as a visitor sees it (a signed-in buyer's list has its own key: its prices).
  const list = data.list;
  if (list && typeof list.filter === 'object' && list.filter !== null && list.page && Array.isArray(list.page.items)) {
    queryClient.setQueryData(catalogueKeys.items(VISITOR_PRICES, list.filter as ItemFilter), { pages: [list.page], pageParams: [1] });
  }
  // The item an item dialog's link opens.
  const item = data.item;
  if (item && typeof item.itemId === 'string' && item.item && item.item.itemId === item.itemId)
    queryClient.setQueryData(catalogueKeys.item(VISITOR_PRICES, item.itemId), item.item);
}
