/** @jest-environment node */
import type { PagedResult } from '@shared/contract/envelope';
import { MAX_LIST_PAGES, nextPageOf, readPages, pageCounts } from './pages';

/** A provider's pages of `count` items, `size` a page, saying `totalPages` (and `totalCount`) whatever the truth; records the pages asked for. */
function provider(count: number, size: number, totalPages: number, totalCount = 0) {
  const asked: number[] = [];
  const page = async (n: number): Promise<PagedResult<number>> => {
    asked.push(n);
    const items = Array.from({ length: Math.max(0, Math.min(size, count - (n - 1) * size)) }, (_, i) => (n - 1) * size + i);
    return { items, totalCount, totalPages, currentPage: 1 };
  };
  return { page, asked };
}

describe('reading a list of several pages', () => {
  it('reads every page a provider that sends fewer a page than asked has, at its own page size', async () => {
    const { page, asked } = provider(950, 100, 10, 950);
    const pages = await readPages(page, { concurrency: 6, pageSize: 1000 });
    expect(pages.flat()).toEqual(Array.from({ length: 950 }, (_, i) => i));
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('trusts the items over 20,000 pages of which three hold items, and over a totalPages of 1 while pages come full', async () => {
    const hostile = provider(250, 100, 20_000);
    expect((await readPages(hostile.page, { concurrency: 6, pageSize: 100 })).flat()).toHaveLength(250);
    expect(hostile.asked.length).toBeLessThanOrEqual(9);
    const understated = provider(250, 100, 1);
    expect((await readPages(understated.page, { concurrency: 6, pageSize: 100 })).flat()).toHaveLength(250);
    expect(understated.asked).toEqual([1, 2, 3]);
  });

  it("takes a short first page for the whole list when the provider's numbers do not say it pages by fewer", async () => {
    // As Prism's mock of the document answers: 5 items where 1,000 were asked, 15 million items in 30 million pages.
    const made = provider(150_000_000, 5, 30_940_942, 15_268_622);
    expect((await readPages(made.page, { concurrency: 6, pageSize: 1000 })).flat()).toHaveLength(5);
    expect(made.asked).toEqual([1]);
  });

  it('stops at the cap', async () => {
    const { page, asked } = provider(100_000, 10, 10_000);
    expect(await readPages(page, { concurrency: 6, pageSize: 10, maxPages: 20 })).toHaveLength(20);
    expect(Math.max(...asked)).toBe(20);
  });

  it('asks an infinite list for the next page by how many it has read, only while pages come full, up to the cap', () => {
    const full = { items: Array.from({ length: 24 }, (_, i) => i), totalCount: 0, totalPages: 20_000, currentPage: 1 };
    expect(nextPageOf(full, 3, 24)).toBe(4);
    expect(nextPageOf({ ...full, items: [] }, 3, 24)).toBeUndefined();
    expect(nextPageOf({ ...full, totalPages: 3 }, 3, 24)).toBeUndefined();
    expect(nextPageOf(full, MAX_LIST_PAGES, 24)).toBeUndefined();
  });

  it('ends an infinite list at a short page, whatever counts the provider claims', () => {
    // As Prism's mock of the document answers: 5 items a page of 24, 15 million items in 30 million pages.
    const short = { items: [1, 2, 3, 4, 5], totalCount: 15_268_622, totalPages: 30_940_942, currentPage: 1 };
    expect(nextPageOf(short, 1, 24)).toBeUndefined();
    // A provider that pages by 5 and says so in its own numbers (20 items in 4 pages) is read on.
    expect(nextPageOf({ ...short, totalCount: 20, totalPages: 4 }, 1, 24)).toBe(2);
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
