/** @jest-environment node */
import { runInAction, when } from 'mobx';
import { AdminItemsStore } from './AdminItemsStore';
import { fail, ok, testbed, type Testbed } from '../lib/testing';

const EMPTY = { items: [], totalCount: 0, totalPages: 0, currentPage: 1 };

let env: Testbed;
afterEach(() => env.dispose());

/** Item/List's queries so far, as sent. */
const listQueries = () => env.provider.calls('GET', '/Item/List').map((r) => Object.fromEntries(r.query));

describe('the items list state', () => {
  it('reads the URL into filters, search, page and size, and writes the same URL back', () => {
    env = testbed();
    const store = new AdminItemsStore(env.root);
    store.apply(new URLSearchParams('category=3&group=12&available=no&changed=yes&missing=2&prices=1&sort=code&q=במבה&size=100&page=4'));
    expect(store.query).toEqual({
      itemGroupId: 12,
      isAvailable: false,
      isPriceChanged: true,
      missingPriceListId: 2,
      priceListId: 1,
      orderBy: 'code',
    });
    expect([store.list.searchTerm, store.list.pageSize, store.list.pageNumber]).toEqual(['במבה', 100, 4]);
    expect(store.toParams().toString()).toBe(
      new URLSearchParams('category=3&group=12&available=no&changed=yes&missing=2&prices=1&sort=code&q=במבה&size=100&page=4').toString(),
    );
  });

  it('leaves what it cannot read at its default', () => {
    env = testbed();
    const store = new AdminItemsStore(env.root);
    store.apply(new URLSearchParams('category=x&available=maybe&sort=price&size=7&page=-1&missing=0'));
    expect(store.query).toEqual({});
    expect([store.list.pageSize, store.list.pageNumber]).toEqual([10, 1]);
    expect(store.toParams().toString()).toBe('category=x&missing=0');
  });

  it('starts again at page 1 on a new filter, drops the group with its category, and loads once per change', async () => {
    env = testbed({ 'GET /Item/List': () => ok(EMPTY) });
    const store = new AdminItemsStore(env.root);
    store.apply(new URLSearchParams('category=3&group=12&page=3'));
    const stop = store.list.start();
    await when(() => !store.list.loading && listQueries().length === 1);
    store.setFilter('category', '4');
    // The list's flag first: `when` follows only what it read (the fake's requests are no observable).
    await when(() => !store.list.loading && listQueries().length === 2);
    expect(listQueries()[1]).toEqual({ pageNumber: '1', pageSize: '10', categoryId: '4' });
    expect(store.filters.group).toBe('');
    // The price column is not a filter: the page stays.
    runInAction(() => (store.list.pageNumber = 2));
    store.setFilter('prices', '1');
    expect(store.list.pageNumber).toBe(2);
    stop();
  });
});

describe('bulk changes', () => {
  const item = (itemId: string, over: object = {}) => ({
    id: Number(itemId),
    itemId,
    itemDescription: `פריט ${itemId}`,
    isAvailable: true,
    isPriceChanged: false,
    displayOrder: 3,
    minOrderQuantity: 6,
    fullDescription: 'תיאור',
    ...over,
  });

  it('saves the change on every selected row with its other fields as they are, keeps the failures selected and says so', async () => {
    const saved: Array<{ itemId: unknown; body: unknown }> = [];
    env = testbed({
      'GET /Item/List': () =>
        ok({ items: [item('1'), item('2', { fullDescription: undefined }), item('3')], totalCount: 3, totalPages: 1 }),
      'POST /Item/Extensions/Update/:itemId': ({ params, body }) => {
        if (params.itemId === '3') return fail(500, 'internal_error', 'down');
        saved.push({ itemId: params.itemId, body });
        return ok(null);
      },
    });
    const store = new AdminItemsStore(env.root);
    await store.list.load();
    store.toggleAll();
    expect(store.selected.size).toBe(3);
    await store.applyBulk({ isAvailable: false });
    expect(saved).toEqual([
      { itemId: '1', body: { isAvailable: false, displayOrder: 3, minOrderQuantity: 6, fullDescription: 'תיאור', isPriceChanged: false } },
      { itemId: '2', body: { isAvailable: false, displayOrder: 3, minOrderQuantity: 6, fullDescription: '', isPriceChanged: false } },
    ]);
    expect([...store.selected]).toEqual(['3']);
    expect(store.bulkNotice).toEqual({ tone: 'error', text: expect.stringContaining('1 מתוך 3 פריטים לא עודכנו (פריט 3)') });
    expect(env.invalidated).toEqual(expect.arrayContaining([['items'], ['item']]));
  });
});
