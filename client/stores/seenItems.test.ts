/** @jest-environment node */
import { onlineManager } from '@tanstack/query-core';
import type { Item } from '@shared/contract/entities';
import { catalogueKeys } from './queryKeys';
import type { RootStore } from '../app/RootStore';
import { searchItems } from './seenItems';
import { FakeProvider, FakeWindow, dispose, makeItem, makeRoot, ok, until, type FakeRequest } from '../app/testing';

const oil = makeItem({ id: 1, itemDescription: 'שמן זית כתית 750 מ"ל', catalogNumber: '7290000000011' });
const olives = makeItem({ id: 2, itemId: '100067', itemDescription: 'זיתים ירוקים מגולענים', catalogNumber: '7290000000028' });
const rice = makeItem({ id: 3, itemDescription: 'אורז בסמטי 1 ק"ג', catalogNumber: '7290000000035' });
const sugar = makeItem({ id: 4, itemDescription: 'סוכר לבן', catalogNumber: '7290000000042' });

describe('searching the items already seen', () => {
  it('finds every word of the term in the name, with prefixes, final letters and codes, exact codes first', () => {
    const items = [oil, olives, rice, sugar];
    expect(searchItems(items, 'שמן').map((i) => i.id)).toEqual([1]);
    // Olives first; olive oil after them, spelling forgiven ('זיתים' is the plural of its 'זית').
    expect(searchItems(items, 'והזיתים').map((i) => i.id)).toEqual([2, 1]);
    expect(searchItems(items, 'אורז בסמטי').map((i) => i.id)).toEqual([3]);
    expect(searchItems(items, 'אורז סוכר')).toEqual([]);
    expect(searchItems(items, '7290000000042').map((i) => i.id)).toEqual([4]);
    expect(searchItems(items, '100067').map((i) => i.id)).toEqual([2]);
    expect(searchItems(items, '00000000004').map((i) => i.id)).toEqual([4]);
    // 'ani' typed on an English keyboard is 'שמן'.
    expect(searchItems(items, 'ani').map((i) => i.id)).toEqual([1]);
    expect(searchItems(items, '  ')).toEqual([]);
  });

  it("forgives spelling as the provider's search does: matres, plurals and typos, never in a code", () => {
    const items = [oil, olives, rice, sugar];
    expect(searchItems(items, 'סוכרים').map((i) => i.id)).toEqual([4]);
    expect(searchItems(items, 'זתים').map((i) => i.id)).toEqual([2]);
    expect(searchItems(items, 'בסמתי').map((i) => i.id)).toEqual([3]);
    expect(searchItems(items, 'סוקר').map((i) => i.id)).toEqual([4]);
    expect(searchItems(items, 'סקר').map((i) => i.id)).toEqual([]);
    expect(searchItems(items, 'סוכער').map((i) => i.id)).toEqual([4]);
    expect(searchItems(items, '7290000000043')).toEqual([]);
  });
});

describe('CatalogueStore.searchSeen (search offline)', () => {
  let root: RootStore;
  afterEach(() => {
    onlineManager.setOnline(true);
    dispose(root);
  });

  it('offline, a search fails at once (never waits paused) and finds what the product lists already showed', async () => {
    const win = new FakeWindow();
    const provider = new FakeProvider({
      'GET /Item/List': (req: FakeRequest) => {
        if (!win.navigator.onLine) throw new TypeError('Failed to fetch');
        const items = req.query.get('itemGroupId') === '7' ? [oil, olives, rice] : [];
        return ok({ items, totalCount: items.length, totalPages: 1, currentPage: 1 });
      },
    });
    ({ root } = makeRoot(provider, { network: win }));
    const group = root.catalogue.itemList({ itemGroupId: 7 });
    await until(() => group.result.isSuccess);
    // Another buyer's prices are never offered.
    root.queryClient.setQueryData(catalogueKeys.item('someone-else', 'I4'), { ...sugar, itemDescription: 'שמן קנולה' });

    win.go(false);
    onlineManager.setOnline(false);
    const search = root.catalogue.itemList({ term: 'שמן' });
    await until(() => search.result.isError);
    expect(root.network.online).toBe(false);
    expect(root.catalogue.searchSeen('שמן').map((i: Item) => i.itemDescription)).toEqual([oil.itemDescription]);
    expect(root.catalogue.searchSeen('זית').map((i: Item) => i.id)).toEqual([1, 2]);
    expect(root.catalogue.searchSeen('100067').map((i: Item) => i.id)).toEqual([2]);
    expect(root.catalogue.searchSeen('סוכר')).toEqual([]);
  });
});
