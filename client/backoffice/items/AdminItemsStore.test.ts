/** @jest-environment node */
import { runInAction, when } from 'mobx';
import { he } from '../../i18n/he';
import { AdminItemsStore } from './AdminItemsStore';
import type { Item } from '@shared/contract/entities';
import { fail, invalid, makeItem, ok, pageOf, testbed, type Testbed } from '../lib/testing';

const EMPTY = { items: [], totalCount: 0, totalPages: 0, currentPage: 1 };

const item = (itemId: string, over: Partial<Item> = {}) =>
  makeItem({ id: Number(itemId), itemId, displayOrder: 3, minOrderQuantity: 6, fullDescription: 'תיאור', ...over });
const page = (items: Item[], totalCount = items.length, totalPages = 1) => pageOf(items, totalCount, totalPages);

let env: Testbed;
afterEach(() => env.dispose());

/** Item/List's queries so far, as sent. */
const listQueries = () => env.provider.calls('GET', '/Item/List').map((r) => Object.fromEntries(r.query));

describe('the items list state', () => {
  it('reads the URL into filters, search, page and size, and writes the same URL back', () => {
    env = testbed();
    const store = new AdminItemsStore(env.root);
    store.apply(
      new URLSearchParams('category=3&group=12&available=no&changed=yes&missing=2&prices=1&sort=code&status=draft&q=במבה&size=100&page=4'),
    );
    expect(store.query).toEqual({
      itemGroupId: 12,
      isAvailable: false,
      isPriceChanged: true,
      missingPriceListId: 2,
      priceListId: 1,
      orderBy: 'code',
      status: 'draft',
    });
    expect([store.list.searchTerm, store.list.pageSize, store.list.pageNumber]).toEqual(['במבה', 100, 4]);
    expect(store.toParams().toString()).toBe(
      new URLSearchParams(
        'category=3&group=12&available=no&changed=yes&missing=2&prices=1&sort=code&status=draft&q=במבה&size=100&page=4',
      ).toString(),
    );
  });

  it('leaves what it cannot read at its default', () => {
    env = testbed();
    const store = new AdminItemsStore(env.root);
    store.apply(new URLSearchParams('category=x&available=maybe&sort=price&status=hidden&size=7&page=-1&missing=0'));
    expect(store.query).toEqual({});
    expect([store.list.pageSize, store.list.pageNumber]).toEqual([10, 1]);
    expect(store.toParams().toString()).toBe('category=x&missing=0');
    for (const page of ['0', 'abc', '1.5', '']) expect((store.apply(new URLSearchParams(`page=${page}`)), store.list.pageNumber)).toBe(1);
  });

  it('shows the last page for a page past the end, and its address says so', async () => {
    env = testbed({
      'GET /Item/List': ({ query }) =>
        ok(Number(query.get('pageNumber')) > 121 ? pageOf([], 1205, 121, 122) : page([item('1205')], 1205, 121)),
    });
    const store = new AdminItemsStore(env.root);
    store.apply(new URLSearchParams('page=999'));
    const stop = store.list.start();
    await when(() => !store.list.loading && store.list.items.length > 0);
    expect(listQueries().map((q) => q.pageNumber)).toEqual(['999', '121']);
    expect(store.toParams().toString()).toBe('page=121');
    stop();
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
  it('saves the change on every selected row with its other fields as they are, keeps the failures selected and says so', async () => {
    const saved: Array<{ itemId: unknown; body: unknown }> = [];
    env = testbed({
      'GET /Item/List': () => ok(page([item('1'), item('2', { fullDescription: '' }), item('3')])),
      'POST /Item/Extensions/Update/:itemId': ({ params, body }) => {
        if (params.itemId === '3') return fail(500, 'internal_error', 'down');
        saved.push({ itemId: params.itemId, body });
        return ok();
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
    expect([...store.selected.keys()]).toEqual(['3']);
    expect(store.bulkNotice).toEqual({
      tone: 'error',
      text: 'עודכנו 2 פריטים; פריט אחד לא עודכן ונשארו בבחירה:',
      failures: [`פריט 3 (3): ${he.errorServer}`],
    });
    expect(env.invalidated).toEqual(expect.arrayContaining([['items'], ['item']]));
  });

  it('holds the selection across pages and sends every selected row, on the page shown or not, a row of another page as it is now', async () => {
    const pages: Record<string, Item[]> = { '1': [item('1'), item('2')], '2': [item('3'), item('4', { isAvailable: false })] };
    // Since page 1 was shown, someone changed item 2's description and minimum.
    const now: Record<string, unknown> = { '1': item('1'), '2': item('2', { fullDescription: 'תיאור חדש', minOrderQuantity: 12 }) };
    env = testbed({
      'GET /Item/List': ({ query }) => ok(page(pages[query.get('pageNumber')!] ?? [], 4, 2)),
      'GET /Item/:itemId': ({ params }) => ok(now[params.itemId!]),
      'POST /Item/Extensions/Update/:itemId': () => ok(),
    });
    const store = new AdminItemsStore(env.root);
    const stop = store.list.start();
    const track = store.track();
    await when(() => !store.list.loading && store.list.items.length === 2);
    store.toggleAll();
    store.list.next();
    await when(() => !store.list.loading && store.list.items[0]?.itemId === '3');
    expect(store.selected.size).toBe(2);
    expect([store.selectedOnPage, store.allSelected]).toEqual([0, false]);
    store.toggle(store.list.items[1]!);
    expect(store.selected.size).toBe(3);
    await store.applyBulk({ displayOrder: 9 });
    const sent = env.provider.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/Item/Extensions/Update/'));
    expect(sent.map((r) => [r.path, r.body])).toEqual(
      expect.arrayContaining([
        ['/Item/Extensions/Update/1', expect.objectContaining({ displayOrder: 9, isAvailable: true })],
        [
          '/Item/Extensions/Update/2',
          expect.objectContaining({ displayOrder: 9, isAvailable: true, fullDescription: 'תיאור חדש', minOrderQuantity: 12 }),
        ],
        ['/Item/Extensions/Update/4', expect.objectContaining({ displayOrder: 9, isAvailable: false })],
      ]),
    );
    expect(sent).toHaveLength(3);
    expect(store.bulkNotice).toEqual({ tone: 'success', text: 'עודכנו 3 פריטים.', failures: [] });
    expect(store.selected.size).toBe(0);
    track();
    stop();
  });

  it("unselects only the page's rows with the page's box, and clears every page's with 'clear'", async () => {
    const pages: Record<string, Item[]> = { '1': [item('1'), item('2')], '2': [item('3')] };
    env = testbed({ 'GET /Item/List': ({ query }) => ok(page(pages[query.get('pageNumber')!] ?? [], 3, 2)) });
    const store = new AdminItemsStore(env.root);
    await store.list.load();
    store.toggleAll();
    runInAction(() => (store.list.pageNumber = 2));
    await store.list.load();
    store.toggleAll();
    expect(store.selected.size).toBe(3);
    store.toggleAll();
    expect([...store.selected.keys()]).toEqual(['1', '2']);
    store.clearSelection();
    expect(store.selected.size).toBe(0);
  });

  it("names each row the provider refused with the provider's reason, not 'something went wrong'", async () => {
    env = testbed({
      'GET /Item/List': () => ok(page([item('1'), item('2')])),
      'POST /Item/Extensions/Update/:itemId': ({ params }) =>
        params.itemId === '2' ? invalid({ displayOrder: ['displayOrderFromOne'] }) : ok(),
    });
    const store = new AdminItemsStore(env.root);
    await store.list.load();
    store.toggleAll();
    await store.applyBulk({ displayOrder: 0 });
    expect(store.bulkNotice?.failures).toEqual(['פריט 2 (2): סדר התצוגה הוא מספר שלם מ־1 ומעלה (1 מוצג ראשון).']);
    expect(store.bulkNotice?.text).toBe('עודכן פריט אחד; פריט אחד לא עודכן ונשארו בבחירה:');
    expect([...store.selected.keys()]).toEqual(['2']);
  });
});
