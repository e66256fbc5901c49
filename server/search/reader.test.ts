import type { ProviderRead } from '../catalogueCache';
import { ReadFailed } from '../providerPages';
import { readCatalogue } from './reader';

/** An item as Item/List sends it to a visitor. */
function item(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: n,
    itemId: `I${n}`,
    itemDescription: `פריט ${n}`,
    catalogNumber: `729${String(n).padStart(10, '0')}`,
    pictureUrl: `/api/files/${n}`,
    minOrderQuantity: 1,
    displayOrder: n,
    isAvailable: true,
    isPriceChanged: false,
    itemPackSize: 1,
    fullDescription: 'ארוך '.repeat(50),
    itemAttributes: [],
    relatedItems: [],
    itemGroup: { id: 1 + (n % 3), itemGroupName: `קבוצה ${1 + (n % 3)}`, categoryId: 1 },
    ...overrides,
  };
}

interface FakeCatalogue {
  /** The items of a page (1-based), as the provider sends it. */
  page(pageNumber: number): unknown[];
  totalPages: number;
}

/** A provider read over a fake catalogue, counting the pages asked for and how many at once. */
function providerOf(catalogue: FakeCatalogue) {
  const asked: number[] = [];
  let underWay = 0;
  let most = 0;
  const read: ProviderRead = async (pathAndQuery) => {
    const url = new URL(pathAndQuery, 'http://provider');
    expect(url.pathname).toBe('/Item/List');
    const pageNumber = Number(url.searchParams.get('pageNumber'));
    asked.push(pageNumber);
    underWay++;
    most = Math.max(most, underWay);
    await new Promise((r) => setTimeout(r, 1));
    underWay--;
    const items = catalogue.page(pageNumber);
    const body = { statusCode: 200, payload: { items, totalCount: 0, totalPages: catalogue.totalPages, currentPage: 1 } };
    return { status: 200, contentType: 'application/json', body: Buffer.from(JSON.stringify(body)) };
  };
  return { read, asked, most: () => most };
}

const perPage = (all: unknown[], size: number) => (n: number) => all.slice((n - 1) * size, n * size);

describe("reading the provider's catalogue for the search index", () => {
  it('reads every page in list order, a few at a time, and keeps what a card shows and nothing else', async () => {
    const all = Array.from({ length: 950 }, (_, i) => item(i + 1, { salePriceInNIS: 9.9 }));
    const provider = providerOf({ page: perPage(all, 100), totalPages: 10 });
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 200_000 });
    expect(read.records.map((r) => r.itemId)).toEqual(all.map((i) => i.itemId));
    expect(provider.asked.slice().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(provider.most()).toBeLessThanOrEqual(4);
    expect(read.requests).toBe(10);
    // A price a provider leaked to a visitor, and the long texts, are not kept.
    expect(Object.keys(read.records[0]!).sort()).toEqual(
      [
        'catalogNumber',
        'displayOrder',
        'id',
        'isAvailable',
        'isPriceChanged',
        'itemDescription',
        'itemGroup',
        'itemId',
        'itemPackSize',
        'minOrderQuantity',
        'pictureUrl',
      ].sort(),
    );
    // The items of one group share one group object.
    expect(read.records[0]!.itemGroup).toBe(read.records[3]!.itemGroup);
  });

  it('trusts the items over a provider that reports 20,000 pages of which five hold items', async () => {
    const all = Array.from({ length: 500 }, (_, i) => item(i + 1));
    const provider = providerOf({ page: perPage(all, 100), totalPages: 20_000 });
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 200_000 });
    expect(read.records).toHaveLength(500);
    // The pages up to the first empty one, and the rest of its wave: never 20,000.
    expect(read.requests).toBeLessThanOrEqual(9);
  });

  it('reads on past a totalPages of 1 while the pages come full, and stops at the first short one', async () => {
    const all = Array.from({ length: 250 }, (_, i) => item(i + 1));
    const provider = providerOf({ page: perPage(all, 100), totalPages: 1 });
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 200_000 });
    expect(read.records).toHaveLength(250);
    expect(provider.asked).toEqual([1, 2, 3]);
  });

  it('stops when a page brings nothing new (a provider that sends page 1 whatever is asked)', async () => {
    const all = Array.from({ length: 100 }, (_, i) => item(i + 1));
    const provider = providerOf({ page: () => all, totalPages: 20_000 });
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 200_000 });
    expect(read.records).toHaveLength(100);
    expect(read.requests).toBeLessThanOrEqual(5);
  });

  it('keeps an item once by its code (ids all 0 are not one item), and leaves out what is not shaped as an item', async () => {
    const entries = [
      item(1, { id: 0 }),
      item(2, { id: 0 }),
      item(2, { id: 0, itemDescription: 'again' }),
      { id: 3, itemId: 'I3' },
      null,
      'text',
      item(4, { itemGroup: null }),
      item(5, { minOrderQuantity: '6' }),
      item(6, { itemDescription: 'x'.repeat(5_000) }),
      item(7, { itemId: '   ' }),
      item(8),
    ];
    const provider = providerOf({ page: (n) => (n === 1 ? entries : []), totalPages: 1 });
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 200_000 });
    expect(read.records.map((r) => [r.id, r.itemId, r.itemDescription])).toEqual([
      [0, 'I1', 'פריט 1'],
      [0, 'I2', 'פריט 2'],
      [8, 'I8', 'פריט 8'],
    ]);
    expect(read.skipped).toBe(8);
  });

  it('stops at the most items it may read, asking for no page past them', async () => {
    const all = Array.from({ length: 5_000 }, (_, i) => item(i + 1));
    const provider = providerOf({ page: perPage(all, 100), totalPages: 50 });
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 1_000 });
    expect(read.records).toHaveLength(1_000);
    expect(Math.max(...provider.asked)).toBe(10);
  });

  it('fails with the status when a page is refused or is not a list, and stops when it is told to', async () => {
    const refusing: ProviderRead = async () => ({ status: 503, contentType: 'text/html', body: Buffer.from('<html>down</html>') });
    await expect(readCatalogue(refusing, { concurrency: 4, maxItems: 10 })).rejects.toEqual(expect.any(ReadFailed));
    const noList: ProviderRead = async () => ({
      status: 200,
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify({ statusCode: 200, payload: { items: 'none' } })),
    });
    await expect(readCatalogue(noList, { concurrency: 4, maxItems: 10 })).rejects.toThrow('no list of items');

    const all = Array.from({ length: 1_000 }, (_, i) => item(i + 1));
    const provider = providerOf({ page: perPage(all, 100), totalPages: 10 });
    const stop = new AbortController();
    stop.abort();
    const read = await readCatalogue(provider.read, { concurrency: 4, maxItems: 200_000, signal: stop.signal });
    expect(read.requests).toBe(1);
  });
});
