import { configure } from 'mobx';
import type { Item } from '@shared/contract/entities';
import type { FakeRoute } from '../../app/testing';
import { ItemExtensionStore } from './ItemExtensionStore';
import { invalid, ok, testbed, type Testbed } from '../lib/testing';

configure({ enforceActions: 'always' });

const item = (overrides: Partial<Item> = {}): Item => ({
  id: 4,
  itemId: '100004',
  itemDescription: 'קולה',
  catalogNumber: '7290000000001',
  pictureUrl: '/p/4.svg',
  minOrderQuantity: 24,
  displayOrder: 3,
  isAvailable: true,
  isPriceChanged: false,
  itemPackSize: 24,
  fullDescription: 'משקה מוגז',
  itemAttributes: [{ attributeName: 'מותג', attributeValue: 'בועות' }],
  relatedItems: [{ relatedItemId: '100019', related: { itemId: '100019', itemDescription: 'זירו', pictureUrl: '/p/19.svg' } }],
  itemGroup: { id: 1, itemGroupName: 'קולה', categoryId: 1 },
  ...overrides,
});

let env: Testbed;
afterEach(() => env.dispose());

/** The store of item 100004 over the fake provider; `last()` is the latest request it made. */
function setup(routes: Record<string, FakeRoute> = {}) {
  // The test's own routes first: the fake responds with the first route that matches ('/Item/List' is no item id).
  env = testbed({ ...routes, 'GET /Item/:itemId': () => ok(item()) });
  const store = new ItemExtensionStore(env.root, '100004');
  return { store, keys: env.keys, invalidated: env.invalidated, last: () => env.provider.requests.at(-1)! };
}

describe('ItemExtensionStore: the item data', () => {
  it('loads the item into the form', async () => {
    const { store } = setup();
    await store.load();
    expect([store.isAvailable, store.displayOrder, store.minOrderQuantity, store.fullDescription]).toEqual([true, '3', '24', 'משקה מוגז']);
    expect(store.attributes.items).toEqual([{ attributeName: 'מותג', attributeValue: 'בועות' }]);
    expect(store.related.items.map((r) => r.itemId)).toEqual(['100019']);
  });

  it('refuses a minimum quantity or display order below 1 and a description over 500 characters', async () => {
    const { store, keys } = setup();
    await store.load();
    store.setMinOrderQuantity('0');
    store.setDisplayOrder('0');
    store.setFullDescription('א'.repeat(501));
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({
      minOrderQuantity: 'packAtLeastOne',
      displayOrder: 'displayOrderFromOne',
      fullDescription: 'tooLong',
    });
    expect(keys()).not.toContain('POST /Item/Extensions/Update/100004');
  });

  it('saves the data, says so, and makes the storefront fetch its items again', async () => {
    const { store, last, invalidated } = setup({ 'POST /Item/Extensions/Update/:itemId': () => ok() });
    await store.load();
    store.setAvailable(false);
    store.setPriceChanged(true);
    store.setMinOrderQuantity('12');
    expect(await store.submit()).toBe(true);
    expect(last()).toMatchObject({
      params: { itemId: '100004' },
      body: { isAvailable: false, displayOrder: 3, minOrderQuantity: 12, fullDescription: 'משקה מוגז', isPriceChanged: true },
    });
    expect(store.form.success).toBe('נתוני הפריט עודכנו בהצלחה!');
    expect(invalidated).toEqual([['items'], ['item']]);
  });

  it('shows a refused update in the form', async () => {
    const { store, invalidated } = setup({
      'POST /Item/Extensions/Update/:itemId': () => invalid({ fullDescription: ['tooLong'] }),
    });
    await store.load();
    await store.submit();
    expect(store.form.failure).toBe('עדכון הפריט נכשל. נסו שוב.');
    expect(store.form.errors.fullDescription).toBe('tooLong');
    expect(invalidated).toEqual([]);
  });
});

describe('ItemExtensionStore: attributes', () => {
  const routes = {
    'GET /Attribute/GetAttributes': () =>
      ok({
        items: [
          { id: 1, name: 'מותג', description: '' },
          { id: 3, name: 'כשרות', description: '' },
        ],
        totalCount: 2,
        totalPages: 1,
        currentPage: 1,
      }),
    'GET /Attribute/Values/:attributeId': () => ok([{ id: 9, attributeId: 3, value: 'בד"ץ' }]),
    'POST /Item/Extensions/Update/Attributes/:itemId': () => ok(),
  };

  it('offers the attribute names and the chosen one’s values', async () => {
    const { store, last } = setup(routes);
    await store.load();
    await store.attributes.loadOptions();
    expect(store.attributes.options.map((o) => o.name)).toEqual(['מותג', 'כשרות']);
    await store.attributes.setNewName('כשרות');
    expect(last().params).toEqual({ attributeId: '3' });
    expect(store.attributes.values.map((v) => v.value)).toEqual(['בד"ץ']);
  });

  it('refuses a name the item already has, and a missing value', async () => {
    const { store } = setup(routes);
    await store.load();
    const { attributes } = store;
    attributes.setNewValue('אחר');
    await attributes.setNewName(' מותג ');
    expect(attributes.add()).toBe(false);
    expect(attributes.addForm.errors).toEqual({ attributeName: 'alreadyExists' });
    await attributes.setNewName('כשרות');
    attributes.setNewValue('');
    expect(attributes.add()).toBe(false);
    expect(attributes.addForm.errors).toEqual({ attributeValue: 'required' });
  });

  it('adds, removes and saves the list, then refreshes the storefront', async () => {
    const { store, last, invalidated } = setup(routes);
    await store.load();
    const { attributes } = store;
    await attributes.setNewName('כשרות');
    attributes.setNewValue('בד"ץ');
    expect(attributes.add()).toBe(true);
    attributes.remove('מותג');
    expect(attributes.dirty).toBe(true);
    expect(await attributes.save()).toBe(true);
    expect(last()).toMatchObject({ params: { itemId: '100004' }, body: [{ attributeName: 'כשרות', attributeValue: 'בד"ץ' }] });
    expect([attributes.dirty, attributes.form.success]).toEqual([false, 'המאפיינים עודכנו בהצלחה!']);
    expect(invalidated).toEqual([['items'], ['item']]);
  });
});

describe('ItemExtensionStore: what closing the dialog would lose', () => {
  const routes = {
    'GET /Attribute/Values/:attributeId': () => ok([]),
    'POST /Item/Extensions/Update/Attributes/:itemId': () => ok(),
    'GET /Item/List': () =>
      ok({ items: [item({ itemId: '100067', itemDescription: 'סודה' })], totalCount: 1, totalPages: 1, currentPage: 1 }),
  };

  it('counts an attribute list that differs from the saved one, or a value typed and not added; not a change undone or saved', async () => {
    const { store } = setup(routes);
    await store.load();
    const { attributes } = store;
    expect(store.unsaved).toBe(false);
    attributes.setNewValue('בד"ץ');
    expect([attributes.unsaved, store.unsaved]).toEqual([true, true]);
    attributes.setNewValue(' ');
    expect(store.unsaved).toBe(false);
    attributes.remove('מותג');
    expect([attributes.dirty, store.unsaved]).toEqual([true, true]);
    await attributes.setNewName('מותג');
    attributes.setNewValue('בועות');
    expect(attributes.add()).toBe(true);
    // The same attribute back: nothing to lose.
    expect([attributes.dirty, store.unsaved]).toEqual([false, false]);
    attributes.remove('מותג');
    expect(await attributes.save()).toBe(true);
    expect([attributes.dirty, store.unsaved]).toEqual([false, false]);
  });

  it('counts a related list that differs from the saved one, or a search result chosen and not added', async () => {
    const { store } = setup(routes);
    await store.load();
    const { related } = store;
    related.setSearchTerm('סודה');
    await related.search();
    related.select('100067');
    expect([related.dirty, store.unsaved]).toEqual([false, true]);
    expect(related.add()).toBe(true);
    expect([related.dirty, store.unsaved]).toEqual([true, true]);
    related.remove('100067');
    expect(store.unsaved).toBe(false);
  });

  it('does not count a chosen result that is already linked once the list is saved', async () => {
    const { store } = setup({ ...routes, 'POST /Item/Extensions/Update/RelatedItems/:itemId': () => ok() });
    await store.load();
    const { related } = store;
    related.setSearchTerm('סודה');
    await related.search();
    related.select('100067');
    expect(related.add()).toBe(true);
    related.select('100067');
    expect(related.add()).toBe(false);
    expect(await related.save()).toBe(true);
    expect([related.dirty, related.selected, store.unsaved]).toEqual([false, '100067', false]);
  });
});

describe('ItemExtensionStore: related items', () => {
  const results = [
    item({ itemId: '100004', itemDescription: 'קולה' }),
    item({ itemId: '100019', itemDescription: 'זירו' }),
    item({ itemId: '100067', itemDescription: 'סודה' }),
  ];
  const routes = {
    'GET /Item/List': () => ok({ items: results, totalCount: 3, totalPages: 1, currentPage: 1 }),
    'POST /Item/Extensions/Update/RelatedItems/:itemId': () => ok(),
  };

  it('searches the catalogue, leaving out the item itself', async () => {
    const { store, last } = setup(routes);
    await store.load();
    store.related.setSearchTerm(' סודה ');
    await store.related.search();
    expect(Object.fromEntries(last().query)).toEqual({ pageNumber: '1', pageSize: '10', SearchTerm: 'סודה' });
    expect(store.related.results!.map((i) => i.itemId)).toEqual(['100019', '100067']);
  });

  it('requires a chosen item and refuses one already linked', async () => {
    const { store } = setup(routes);
    await store.load();
    const { related } = store;
    expect(related.add()).toBe(false);
    expect(related.addForm.errors).toEqual({ relatedItemId: 'selectRelatedItem' });
    related.setSearchTerm('x');
    await related.search();
    related.select('100019');
    expect(related.add()).toBe(false);
    expect(related.addForm.errors).toEqual({ relatedItemId: 'alreadyLinked' });
  });

  it('adds, removes and saves the item codes', async () => {
    const { store, last, invalidated } = setup(routes);
    await store.load();
    const { related } = store;
    related.setSearchTerm('x');
    await related.search();
    related.select('100067');
    expect(related.add()).toBe(true);
    expect(related.items.map((r) => r.itemDescription)).toEqual(['זירו', 'סודה']);
    related.remove('100019');
    expect(await related.save()).toBe(true);
    expect(last()).toMatchObject({ method: 'POST', path: '/Item/Extensions/Update/RelatedItems/100004', body: ['100067'] });
    expect(related.form.success).toBe('הפריטים הקשורים עודכנו בהצלחה!');
    expect(invalidated).toEqual([['items'], ['item']]);
  });
});
