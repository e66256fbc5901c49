// The query cache's keys, one factory per store. Every key a store reads, the first paint seeds, a
// sign-out drops or the back office marks stale is made here, so no two files spell one apart.
// A key that names a whole family (`allItems`) is a prefix of each of its members' keys.
import type { ListFilter } from '@shared/pages/routes';

/** Whose prices a catalogue response carries: the session's token, or a visitor's (no prices). */
export const VISITOR_PRICES = 'visitor';

/** What a product list shows (the page table's filter, which the server's first paint seeds by). */
export type ItemFilter = ListFilter;

/** CatalogueStore's keys: categories, product lists and their relatives, item details. */
export const catalogueKeys = {
  categories: () => ['categories'] as const,
  /** Every product list, suggestion and recommendation, for any prices. */
  allItems: () => ['items'] as const,
  items: (priceKey: string, filter: ItemFilter) => ['items', priceKey, filter] as const,
  suggestions: (priceKey: string, term: string) => ['items', priceKey, 'suggest', term] as const,
  recommended: (priceKey: string, excluded: string[]) => ['items', priceKey, 'recommended', excluded] as const,
  /** 'התכוונתם ל…': the searches close to a term that found nothing. */
  closest: (priceKey: string, term: string) => ['items', priceKey, 'closest', term] as const,
  /** The items quick order looked up (by code or name) with these prices: known again offline, on another visit too. */
  lookedUp: (priceKey: string) => ['items', priceKey, 'lookedUp'] as const,
  /** Every item's details, for any prices. */
  allItemDetails: () => ['item'] as const,
  item: (priceKey: string, itemId: string) => ['item', priceKey, itemId] as const,
  /** An item's substitutes: its related items that can be ordered (under its details' key, so what drops those drops these). */
  substitutes: (priceKey: string, itemId: string) => ['item', priceKey, itemId, 'substitutes'] as const,
};

/** SettingsStore's keys: every setting, and the home page's banners. */
export const settingsKeys = {
  all: () => ['settings'] as const,
  banners: () => ['settings', 'HomePageBanners'] as const,
};

/** OrdersStore's keys: order history pages. */
export const orderKeys = {
  /** Every page of every history. */
  all: () => ['orders'] as const,
  history: (userId: number | undefined, all: boolean, pageNumber: number) => ['orders', userId, all, pageNumber] as const,
};

/** CapabilitiesStore's key: the provider's optional capabilities. */
export const capabilityKeys = {
  all: () => ['capabilities'] as const,
};
