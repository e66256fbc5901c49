import { he as storefront } from '../i18n/he';
import { backOfficeSections, he } from './he';
import * as accounts from './accounts/he';
import * as accountsStrings from './accounts/strings';
import * as attributes from './attributes/he';
import * as attributesStrings from './attributes/strings';
import * as categories from './categories/he';
import * as categoriesStrings from './categories/strings';
import * as customers from './customers/he';
import * as customersStrings from './customers/strings';
import * as hub from './hub/he';
import * as hubStrings from './hub/strings';
import * as insights from './insights/he';
import * as items from './items/he';
import * as itemsStrings from './items/strings';
import * as insightsStrings from './insights/strings';
import * as orders from './orders/he';
import * as ordersStrings from './orders/strings';
import * as priceGrid from './price-grid/he';
import * as priceGridStrings from './price-grid/strings';
import * as priceLists from './price-lists/he';
import * as priceListsStrings from './price-lists/strings';
import * as products from './products/he';
import * as productsStrings from './products/strings';
import * as settings from './settings/he';
import * as settingsStrings from './settings/strings';

/** Each area moved to a flat table of its own: its table, and its strings module's sections. */
const flatAreas = {
  accounts: [accounts.he, accountsStrings],
  attributes: [attributes.he, attributesStrings],
  categories: [categories.he, categoriesStrings],
  customers: [customers.he, customersStrings],
  hub: [hub.he, hubStrings],
  insights: [insights.he, insightsStrings],
  items: [items.he, itemsStrings],
  orders: [orders.he, ordersStrings],
  'price-grid': [priceGrid.he, priceGridStrings],
  'price-lists': [priceLists.he, priceListsStrings],
  products: [products.he, productsStrings],
  settings: [settings.he, settingsStrings],
} as const;

describe("the back office's strings", () => {
  it("never replace one of the storefront's keys: each area's section has a name of its own", () => {
    const clashes = Object.keys(backOfficeSections).filter((name) => name in storefront);
    expect(clashes).toEqual([]);
  });

  it('keep every section whole in the joined table', () => {
    for (const [name, section] of Object.entries(backOfficeSections)) expect(he[name as keyof typeof he]).toBe(section);
  });

  it('hold only the shared form strings: every area reads a flat table of its own', () => {
    expect(Object.keys(backOfficeSections)).toEqual(['boForm']);
  });

  it('give each moved area one flat table holding every string of its sections, as its strings.ts says it', () => {
    for (const [area, [table, module]] of Object.entries(flatAreas))
      for (const section of Object.values(module) as Array<Record<string, unknown>>)
        for (const [key, text] of Object.entries(section))
          expect({ area, key, text: (table as Record<string, unknown>)[key] }).toEqual({ area, key, text });
  });
});
