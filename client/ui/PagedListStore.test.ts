import { when } from 'mobx';
import { ApiError } from '../api/ApiError';
import { he } from '../i18n/he';
import { PagedListStore } from './PagedListStore';

type Row = { id: number };

function fakeServer(total: number) {
  const calls: Array<{ pageNumber: number; pageSize: number; searchTerm: string }> = [];
  let fail: Error | null = null;
  const fetcher = async (query: { pageNumber: number; pageSize: number; searchTerm: string }) => {
    calls.push(query);
    if (fail !== null) throw fail;
    const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).filter(
      (r) => !query.searchTerm || String(r.id).includes(query.searchTerm),
    );
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      items: rows.slice(start, start + query.pageSize),
      totalCount: rows.length,
      totalPages: Math.ceil(rows.length / query.pageSize),
      currentPage: query.pageNumber,
    };
  };
  return { calls, fetcher, failWith: (err: Error | null) => (fail = err) };
}

const settled = (list: PagedListStore<Row>) => when(() => !list.loading);

describe('PagedListStore', () => {
  it('starts at page 1 with size 10, Previous disabled', async () => {
    const server = fakeServer(25);
    const list = new PagedListStore<Row>(server.fetcher);
    const stop = list.start();
    await settled(list);
    expect(server.calls[0]).toEqual({ pageNumber: 1, pageSize: 10, searchTerm: '' });
    expect(list.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list.hasPrevious).toBe(false);
    expect(list.hasNext).toBe(true);
    stop();
  });

  it('moves to the last page, where Next is disabled, and back', async () => {
    const server = fakeServer(25);
    const list = new PagedListStore<Row>(server.fetcher);
    const stop = list.start();
    await settled(list);
    list.next();
    await settled(list);
    list.next();
    await settled(list);
    expect(list.pageNumber).toBe(3);
    expect(list.items.map((r) => r.id)).toEqual([21, 22, 23, 24, 25]);
    expect(list.hasNext).toBe(false);
    list.next();
    expect(list.pageNumber).toBe(3);
    list.previous();
    await settled(list);
    expect(list.pageNumber).toBe(2);
    stop();
  });

  it('goes back to page 1 on a new search or page size, and refuses sizes not offered', async () => {
    const server = fakeServer(60);
    const list = new PagedListStore<Row>(server.fetcher);
    const stop = list.start();
    await settled(list);
    list.next();
    await settled(list);
    list.setSearchTerm('1');
    await settled(list);
    expect(server.calls.at(-1)).toEqual({ pageNumber: 1, pageSize: 10, searchTerm: '1' });
    list.next();
    await settled(list);
    list.setPageSize(50);
    await settled(list);
    expect(server.calls.at(-1)).toEqual({ pageNumber: 1, pageSize: 50, searchTerm: '1' });
    list.setPageSize(7);
    expect(list.pageSize).toBe(50);
    stop();
  });

  it('keeps a Hebrew message of a failed page (never the raw English one), and clears it on the next success', async () => {
    const server = fakeServer(5);
    server.failWith(new ApiError(0, 'network', 'network error'));
    const list = new PagedListStore<Row>(server.fetcher);
    const stop = list.start();
    await settled(list);
    expect(list.error).toBe('אין חיבור לשרת. בדקו את החיבור ונסו שוב.');
    server.failWith(new Error('boom'));
    await list.load();
    expect(list.error).toBe('משהו השתבש');
    server.failWith(new ApiError(403, 'forbidden', 'forbidden'));
    await list.load();
    expect(list.error).toBe(he.errorForbidden);
    server.failWith(null);
    await list.load();
    expect(list.error).toBeNull();
    expect(list.items).toHaveLength(5);
    stop();
  });

  it('goes to the first, the last and any page by number, a number past the end or below 1 kept within the list', async () => {
    const server = fakeServer(1205);
    const list = new PagedListStore<Row>(server.fetcher);
    const stop = list.start();
    await settled(list);
    expect(list.totalPages).toBe(121);
    list.last();
    await settled(list);
    expect(server.calls.at(-1)?.pageNumber).toBe(121);
    expect(list.items.map((r) => r.id)).toEqual([1201, 1202, 1203, 1204, 1205]);
    expect(list.hasNext).toBe(false);
    list.goTo(60);
    await settled(list);
    expect(list.items[0]).toEqual({ id: 591 });
    list.goTo(5000);
    expect(list.pageNumber).toBe(121);
    list.goTo(0);
    expect(list.pageNumber).toBe(1);
    list.goTo(-4);
    expect(list.pageNumber).toBe(1);
    list.goTo(Number.NaN);
    expect(list.pageNumber).toBe(1);
    list.last();
    list.first();
    await settled(list);
    expect(list.items[0]).toEqual({ id: 1 });
    stop();
  });

  it('shows the last page when asked for one past the end (a link, a bookmark), not an empty one', async () => {
    const server = fakeServer(1205);
    const list = new PagedListStore<Row>(server.fetcher);
    list.pageNumber = 999;
    const stop = list.start();
    await when(() => !list.loading && list.items.length > 0);
    expect(server.calls.map((c) => c.pageNumber)).toEqual([999, 121]);
    expect(list.pageNumber).toBe(121);
    expect(list.items.map((r) => r.id)).toEqual([1201, 1202, 1203, 1204, 1205]);
    stop();
  });
});

describe('PagedListStore in front of a provider whose counts do not match its items', () => {
  const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
  const served = (answer: (pageNumber: number) => { items: Row[]; totalCount: number; totalPages?: number }) => {
    const list = new PagedListStore<Row>(async ({ pageNumber }) => answer(pageNumber));
    return { list, stop: list.start() };
  };

  it('shows the items a page brought though it says there are none, counted', async () => {
    const { list, stop } = served(() => ({ items: rows(3), totalCount: 0, totalPages: 0 }));
    await settled(list);
    expect({ ids: list.items.map((r) => r.id), count: list.totalCount, pages: list.totalPages, next: list.hasNext }).toEqual({
      ids: [1, 2, 3],
      count: 3,
      pages: 1,
      next: false,
    });
    stop();
  });

  it('takes a short page for the last, whatever count it claims (10,000 with 3 items)', async () => {
    const { list, stop } = served(() => ({ items: rows(3), totalCount: 10_000, totalPages: 1_000 }));
    await settled(list);
    expect({ count: list.totalCount, pages: list.totalPages, next: list.hasNext }).toEqual({ count: 3, pages: 1, next: false });
    list.last();
    expect(list.pageNumber).toBe(1);
    stop();
  });

  it('goes back to the last page with items when a page past it comes empty though more were claimed', async () => {
    const { list, stop } = served((page) =>
      page === 1 ? { items: rows(10), totalCount: 500, totalPages: 50 } : { items: [], totalCount: 500, totalPages: 50 },
    );
    await settled(list);
    expect(list.hasNext).toBe(true);
    list.next();
    await when(() => list.pageNumber === 1 && !list.loading);
    expect({ ids: list.items.length, pages: list.totalPages, next: list.hasNext }).toEqual({ ids: 10, pages: 1, next: false });
    stop();
  });
});
