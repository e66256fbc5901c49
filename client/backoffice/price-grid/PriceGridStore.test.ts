/** @jest-environment node */
// The price grid's rows: read with the filters and the search, and stopped when the screen is left.
import { deferred, fail, until } from '../lib/testing';
import { PriceGridStore } from './PriceGridStore';
import { env, itemCalls, itemList, loaded, provider, row } from './testSupport';

afterEach(() => env.dispose());

describe('the price grid: loading', () => {
  it('reads every page of every list (1,000 items a page) and puts each item’s prices in one row; a stored 0 is no price', async () => {
    provider(2500);
    const store = await loaded();
    const asked = env.provider.calls('GET', '/Item/List').map((r) => `${r.query.get('priceListId')}:${r.query.get('pageNumber')}`);
    expect(asked.sort()).toEqual(['1:1', '1:2', '1:3', '2:1', '2:2', '2:3', '3:1', '3:2', '3:3']);
    expect(env.provider.calls('GET', '/Item/List').every((r) => r.query.get('pageSize') === '1000')).toBe(true);
    expect(store.rows).toHaveLength(2500);
    expect(store.rows[2499]).toEqual({
      productId: 2500,
      itemCode: 'A2500',
      barcode: '7290002500',
      name: 'פריט 2500',
      prices: { 1: 2500.5, 2: 5000, 3: undefined },
    });
    expect(row(store, 'A1').prices).toEqual({ 1: 1.5, 2: undefined, 3: undefined });
    expect(store.edits.cellText(row(store, 'A1'), 1)).toBe('1.50');
    expect(store.edits.cellText(row(store, 'A1'), 3)).toBe('');
  });

  it('asks for the filters and the search as the items list does, and reads the rows again on each', async () => {
    provider(30);
    const store = await loaded();
    store.setFilter('missing', '2');
    store.search('פריט 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const last = env.provider.calls('GET', '/Item/List').at(-1)!.query;
    expect([last.get('missingPriceListId'), last.get('SearchTerm')]).toEqual(['2', 'פריט 1']);
    expect(store.filtered).toBe(true);
  });

  it('says why when the rows cannot be read', async () => {
    provider(3, { 'GET /Item/List': () => fail(502, 'bad_gateway') });
    const store = new PriceGridStore(env.root);
    await store.load();
    expect(store.loadError).toBe('השרת אינו זמין כעת.');
    expect(store.loading).toBe(false);
    // Never read: the screen shows the failure in the rows' place, with 'נסו שוב' (load again).
    expect(store.loaded).toBe(false);
  });

  it('keeps the rows, the filters and the changes when a read after a new filter fails, and reads them again on retry', async () => {
    provider(3);
    const store = await loaded();
    store.edits.setCell(row(store, 'A1'), 1, '4');
    env.provider.on('GET /Item/List', () => fail(502, 'bad_gateway'));
    store.setFilter('missing', '2');
    await until(() => !store.loading);
    expect([store.loaded, store.loadError, store.rows.length, store.filters.missing, store.edits.unsaved]).toEqual([
      true,
      'השרת אינו זמין כעת.',
      3,
      '2',
      true,
    ]);
    env.provider.on('GET /Item/List', (req) => itemList(req));
    await store.loadRows();
    expect([store.loadError, store.filters.missing, store.edits.cellText(row(store, 'A1'), 1)]).toEqual([null, '2', '4.00']);
  });

  it('stops reading a 20,000-row catalogue when the screen is left (dispose)', async () => {
    provider(2500);
    const held = deferred<void>();
    env.provider.on('GET /Item/List', async (req) => {
      await held.promise;
      return itemList(req);
    });
    const store = new PriceGridStore(env.root);
    const loading = store.load();
    await itemCalls(1);
    store.dispose();
    held.resolve();
    await loading;
    // Only the first page was asked for: the other eight of the three lists never were.
    expect(env.provider.calls('GET', '/Item/List')).toHaveLength(1);
    expect(store.rows).toEqual([]);
  });
});
