/** @jest-environment node */
import { when } from 'mobx';
import { AdminItemsStore } from './AdminItemsStore';

/** An api stub that records Item/List's queries. */
function stubApi() {
  const queries: object[] = [];
  const api = {
    call: async (endpoint: { route: string }, options: { query?: object } = {}) => {
      if (endpoint.route === '/Item/List') queries.push(options.query ?? {});
      return { items: [], totalCount: 0, totalPages: 0 };
    },
  };
  return { api: api as never, queryClient: { invalidateQueries: async () => undefined }, queries };
}

describe('the items list state', () => {
  it('reads the URL into filters, search, page and size, and writes the same URL back', () => {
    const store = new AdminItemsStore(stubApi());
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
    const store = new AdminItemsStore(stubApi());
    store.apply(new URLSearchParams('category=x&available=maybe&sort=price&size=7&page=-1&missing=0'));
    expect(store.query).toEqual({});
    expect([store.list.pageSize, store.list.pageNumber]).toEqual([10, 1]);
    expect(store.toParams().toString()).toBe('category=x&missing=0');
  });

  it('starts again at page 1 on a new filter, drops the group with its category, and loads once per change', async () => {
    const { api, queryClient, queries } = stubApi();
    const store = new AdminItemsStore({ api, queryClient });
    store.apply(new URLSearchParams('category=3&group=12&page=3'));
    const stop = store.list.start();
    await when(() => queries.length === 1 && !store.list.loading);
    store.setFilter('category', '4');
    await when(() => queries.length === 2 && !store.list.loading);
    expect(queries[1]).toEqual({ pageNumber: 1, pageSize: 10, categoryId: 4 });
    expect(store.filters.group).toBe('');
    // The price column is not a filter: the page stays.
    store.list.pageNumber = 2;
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
    const api = {
      call: async (endpoint: { route: string }, options: { params?: { itemId: string }; body?: unknown } = {}) => {
        if (endpoint.route === '/Item/List')
          return { items: [item('1'), item('2', { fullDescription: undefined }), item('3')], totalCount: 3, totalPages: 1 };
        if (options.params?.itemId === '3') throw new Error('down');
        saved.push({ itemId: options.params?.itemId, body: options.body });
        return undefined;
      },
    };
    const invalidated: unknown[] = [];
    const store = new AdminItemsStore({
      api: api as never,
      queryClient: { invalidateQueries: async (f?: unknown) => void invalidated.push(f) },
    });
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
    expect(invalidated.length).toBeGreaterThan(0);
  });
});
