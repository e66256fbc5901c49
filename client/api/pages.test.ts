/** @jest-environment node */
import type { PagedResult } from '@shared/contract/envelope';
import { MAX_LIST_PAGES, nextPageOf, readPages, pageCounts } from './pages';

/** A provider's pages of `count` items, `size` a page, saying `totalPages` whatever the truth; records the pages asked for. */
function provider(count: number, size: number, totalPages: number) {
  const asked: number[] = [];
  const page = async (n: number): Promise<PagedResult<number>> => {
    asked.push(n);
    const items = Array.from({ length: Math.max(0, Math.min(size, count - (n - 1) * size)) }, (_, i) => (n - 1) * size + i);
    return { items, totalCount: 0, totalPages, currentPage: 1 };
  };
  return { page, asked };
}

describe('reading a list of several pages', () => {
  it('reads every page a provider that sends fewer a page than asked has, at its own page size', async () => {
    const { page, asked } = provider(950, 100, 10);
    const pages = await readPages(page, { concurrency: 6 });
    expect(pages.flat()).toEqual(Array.from({ length: 950 }, (_, i) => i));
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('trusts the items over 20,000 pages of which three hold items, and over a totalPages of 1 while pages come full', async () => {
    const hostile = provider(250, 100, 20_000);
    expect((await readPages(hostile.page, { concurrency: 6 })).flat()).toHaveLength(250);
    expect(hostile.asked.length).toBeLessThanOrEqual(9);
    const understated = provider(250, 100, 1);
    expect((await readPages(understated.page, { concurrency: 6 })).flat()).toHaveLength(250);
    expect(understated.asked).toEqual([1, 2, 3]);
  });

  it('stops at the cap', async () => {
    const { page, asked } = provider(100_000, 10, 10_000);
    expect(await readPages(page, { concurrency: 6, maxPages: 20 })).toHaveLength(20);
    expect(Math.max(...asked)).toBe(20);
  });

  it('asks an infinite list for the next page by how many it has read, only while pages come with items, up to the cap', () => {
    const full = { items: [1], totalCount: 0, totalPages: 20_000, currentPage: 1 };
    expect(nextPageOf(full, 3)).toBe(4);
    expect(nextPageOf({ ...full, items: [] }, 3)).toBeUndefined();
    expect(nextPageOf({ ...full, totalPages: 3 }, 3)).toBeUndefined();
    expect(nextPageOf(full, MAX_LIST_PAGES)).toBeUndefined();
  });
});

describe('pageCounts', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('follows the items received over the counts claimed', () => {
    expect(pageCounts({ items: items(3), totalCount: 0, totalPages: 0 }, 1, 10)).toEqual({ totalCount: 3, totalPages: 1 });
    expect(pageCounts({ items: items(3), totalCount: 10_000, totalPages: 1_000 }, 1, 10)).toEqual({ totalCount: 3, totalPages: 1 });
    expect(pageCounts({ items: [], totalCount: 500, totalPages: 50 }, 2, 10)).toEqual({ totalCount: 10, totalPages: 1 });
    expect(pageCounts({ items: items(10), totalCount: 500, totalPages: 50 }, 1, 10, 2)).toEqual({ totalCount: 10, totalPages: 1 });
  });
  it('believes honest counts, and a provider that pages by fewer than asked', () => {
    expect(pageCounts({ items: items(10), totalCount: 25, totalPages: 3 }, 1, 10)).toEqual({ totalCount: 25, totalPages: 3 });
    expect(pageCounts({ items: items(2), totalCount: 4, totalPages: 2 }, 1, 10)).toEqual({ totalCount: 4, totalPages: 2 });
    expect(pageCounts({ items: [], totalCount: 25, totalPages: 3 }, 9, 10)).toEqual({ totalCount: 25, totalPages: 3 });
    expect(pageCounts({ items: [], totalCount: 0, totalPages: 0 }, 1, 10)).toEqual({ totalCount: 0, totalPages: 0 });
  });
});
