// generateSeed: the deterministic Hebrew demo catalogue of 'מחסני השרון', the initial content of
// a mock provider's store. The same options give the same data on every call and machine.
import type { CategoryRecord, ItemGroupRecord, SeedData } from '../store/types';
import { ATTRIBUTES, attributeValues } from './attributes';
import { CUSTOMERS, PRICE_LISTS, USERS } from './accounts';
import { CATEGORIES, DEMO_ITEMS } from './catalogue';
import { MAX_EAN_SERIAL } from './ean';
import { generateItems } from './items';
import { GROUPS } from './layout';
import { seedOrders } from './orders';
import { seedSettings } from './settings';

export interface SeedOptions {
  /** Items in the catalogue (default 1,200; from the demo items' count up to 999,999). */
  items?: number;
}

/** Items of a catalogue when no size is asked for. */
export const DEFAULT_ITEM_COUNT = 1200;
/** The smallest catalogue: the fixed demo items that the past orders and tests use. */
export const MIN_ITEM_COUNT = DEMO_ITEMS.length;

function categories(): CategoryRecord[] {
  return CATEGORIES.map((category, index) => ({
    id: index + 1,
    categoryName: category.name,
    description: category.description,
    displayOrder: index + 1,
    imageURL: `/api/files/g-category-${index + 1}`,
  }));
}

function itemGroups(): ItemGroupRecord[] {
  return GROUPS.map((group) => ({
    id: group.id,
    itemGroupName: group.def.name,
    pictureUrl: `/api/files/g-group-${group.id}`,
    categoryId: group.categoryId,
    displayOrder: group.displayOrder,
  }));
}

/** The demo catalogue; throws a RangeError for an item count outside MIN_ITEM_COUNT..999,999. */
export function generateSeed(options: SeedOptions = {}): SeedData {
  const count = options.items ?? DEFAULT_ITEM_COUNT;
  if (!Number.isInteger(count) || count < MIN_ITEM_COUNT || count > MAX_EAN_SERIAL) {
    throw new RangeError(`items must be a whole number from ${MIN_ITEM_COUNT} to ${MAX_EAN_SERIAL}, got ${count}`);
  }
  const { items, prices } = generateItems(count);
  return {
    users: USERS.map((user) => ({ ...user })),
    customers: CUSTOMERS.map((customer) => ({ ...customer })),
    categories: categories(),
    itemGroups: itemGroups(),
    attributes: ATTRIBUTES.map((attribute) => ({ ...attribute })),
    attributeValues: attributeValues(items),
    priceLists: PRICE_LISTS.map((list) => ({ ...list })),
    prices,
    items,
    settings: seedSettings(),
    orders: seedOrders(items),
  };
}
