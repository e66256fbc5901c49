/** @jest-environment node */
import { INVALID_RESPONSE } from './CatalogueStore';
import type { RootStore } from '../../app/RootStore';
import { FakeProvider, dispose, makeItem, makeRoot, offContract, ok, until, withSearch, type FakeRequest } from '../../app/testing';

/** A catalogue of `count` items served `pageSize` a page, as Item/List does. */
function pagedItems(count: number, pageSize: number) {
  const all = Array.from({ length: count }, (_, i) => makeItem({ id: i + 1 }));
  return (req: FakeRequest) => {
    const page = Number(req.query.get('pageNumber'));
    const totalPages = Math.ceil(count / pageSize);
    return ok({ items: all.slice((page - 1) * pageSize, page * pageSize), totalCount: count, totalPages, currentPage: page });
  };
}

describe('CatalogueStore.itemList (the infinite product grid)', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('asks for page 1 first, then the next page while currentPage < totalPages, and stops at the last', async () => {
    const provider = new FakeProvider({ 'GET /Item/List': pagedItems(5, 2) });
    ({ root } = makeRoot(provider));
    const list = root.catalogue.itemList({ categoryId: 4, itemGroupId: 9 });
    const shown = () => list.result.data?.pages.flatMap((p) => p.items.map((i) => i.id)) ?? [];

    await until(() => list.result.isSuccess);
    expect(shown()).toEqual([1, 2]);
    expect(list.result.hasNextPage).toBe(true);

    list.fetchNextPage();
    await until(() => shown().length === 4 && !list.result.isFetching);
    expect(list.result.hasNextPage).toBe(true);

    list.fetchNextPage();
    await until(() => shown().length === 5 && !list.result.isFetching);
    expect(shown()).toEqual([1, 2, 3, 4, 5]);
    expect(list.result.hasNextPage).toBe(false);

    list.fetchNextPage();
    await new Promise((r) => setTimeout(r, 20));
    const pages = provider.calls('GET', '/Item/List').map((r) => r.query.get('pageNumber'));
    expect(pages).toEqual(['1', '2', '3']);
    const first = provider.calls('GET', '/Item/List')[0]!.query;
    expect(first.get('categoryId')).toBe('4');
    expect(first.get('itemGroupId')).toBe('9');
  });

  it("searches by the server's index, one page only when there is one page", async () => {
    const milk = [makeItem({ id: 1, itemDescription: 'חלב 3% 1 ליטר' }), makeItem({ id: 2, itemDescription: 'חלב עמיד 1 ליטר' })];
    const provider = withSearch(new FakeProvider(), () => [...milk, makeItem({ id: 3, itemDescription: 'במבה' })]);
    ({ root } = makeRoot(provider));
    const list = root.catalogue.itemList({ term: 'חלב', categoryId: 1 });

    await until(() => list.result.isSuccess);
    list.fetchNextPage();
    await new Promise((r) => setTimeout(r, 20));

    expect(list.result.hasNextPage).toBe(false);
    expect(list.result.data?.pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([1, 2]);
    const asked = provider.calls('GET', '/Search/Items');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query.get('term')).toBe('חלב');
    expect(asked[0]!.query.get('categoryId')).toBe('1');
    expect(provider.calls('GET', '/Item/List')).toEqual([]);
  });

  it('trusts the items over a provider that reports 20,000 pages of which two hold items, and numbers the pages itself', async () => {
    const all = Array.from({ length: 48 }, (_, i) => makeItem({ id: 0, itemId: `Z${i}` }));
    const provider = new FakeProvider({
      'GET /Item/List': (req: FakeRequest) => {
        const page = Number(req.query.get('pageNumber'));
        // Every page numbered 1, a count of 0, ids all 0: numbers that disagree with the items sent.
        return offContract(
          ok({
            items: page === 1 ? all.slice(0, 24) : page === 2 ? all.slice(24) : [],
            totalCount: 0,
            totalPages: 20_000,
            currentPage: 1,
          }),
          'a provider that keeps the letter of the types but not the bounds: ids 0, counts that disagree with the items',
        );
      },
    });
    ({ root } = makeRoot(provider));
    const list = root.catalogue.itemList({ itemGroupId: 2 });
    await until(() => list.result.isSuccess);
    for (let i = 0; i < 5; i++) {
      if (!list.result.hasNextPage) break;
      list.fetchNextPage();
      await until(() => !list.result.isFetching);
    }
    expect(provider.calls('GET', '/Item/List').map((r) => r.query.get('pageNumber'))).toEqual(['1', '2', '3']);
    expect(list.result.hasNextPage).toBe(false);
    expect(list.result.data?.pages.flatMap((p) => p.items.map((i) => i.itemId))).toEqual(all.map((i) => i.itemId));
  });

  it('ends the list at a short page, whatever pages the provider claims', async () => {
    const provider = new FakeProvider({
      'GET /Item/List': () =>
        ok({
          items: [makeItem({ id: 1, itemId: 'A1' }), makeItem({ id: 2, itemId: 'A2' })],
          totalCount: 15_268_622,
          totalPages: 1_000_000,
          currentPage: 1,
        }),
    });
    ({ root } = makeRoot(provider));
    const list = root.catalogue.itemList({ itemGroupId: 2 });
    await until(() => list.result.isSuccess);
    expect(list.result.hasNextPage).toBe(false);
    expect(provider.calls('GET', '/Item/List')).toHaveLength(1);
  });

  it(`fails with '${INVALID_RESPONSE}' when the response has no payload, and logs it`, async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = new FakeProvider({
      'GET /Item/List': () => offContract({ status: 200, body: { statusCode: 200 } }, 'a 200 without its payload'),
    });
    ({ root } = makeRoot(provider));
    const list = root.catalogue.itemList({});

    await until(() => list.result.isError);

    expect(list.result.error?.message).toBe('Invalid response format from fetchFunction');
    expect(list.result.data).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Invalid response format from fetchFunction');
    error.mockRestore();
  });

  it('asks nothing until the list is observed', async () => {
    const provider = new FakeProvider({ 'GET /Item/List': pagedItems(5, 2) });
    ({ root } = makeRoot(provider));
    root.catalogue.itemList({});
    await new Promise((r) => setTimeout(r, 20));
    expect(provider.requests).toEqual([]);
  });
});

describe('CatalogueStore.recommended', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('asks for page 1 without the items already in the cart', async () => {
    const provider = new FakeProvider({ 'GET /Item/List': pagedItems(3, 12) });
    ({ root } = makeRoot(provider));
    const query = root.catalogue.recommended(['I1', 'I7']);

    await until(() => query.data !== undefined);

    const sent = provider.calls('GET', '/Item/List')[0]!.query;
    expect(sent.get('pageNumber')).toBe('1');
    expect(sent.getAll('ExcludeItemList')).toEqual(['I1', 'I7']);
  });
});

describe("CatalogueStore.closestSearches ('התכוונתם ל…')", () => {
  let root: RootStore;
  afterEach(() => dispose(root));
  const names = ['שוקולד מריר 100 גרם', 'ממרח שוקולד 700 גרם', 'במבה בוטנים 80 גרם', 'ביסלי גריל 70 גרם'];
  const catalogue = names.map((itemDescription, i) => makeItem({ id: i + 1, itemDescription }));

  it("offers the closest names from the server's index of the whole catalogue, one small request a term, nothing read whole", async () => {
    const provider = withSearch(new FakeProvider(), () => catalogue);
    ({ root } = makeRoot(provider));
    const closest = root.catalogue.closestSearches('שקולאט');
    await until(() => closest.result.isSuccess);
    expect(closest.data).toContain('שוקולד');
    const other = root.catalogue.closestSearches('במע');
    await until(() => other.result.isSuccess);
    expect(other.data?.[0]).toBe('במבה');
    expect(provider.calls('GET', '/Search/Closest').map((r) => r.query.get('term'))).toEqual(['שקולאט', 'במע']);
    expect(provider.calls('GET', '/Item/List')).toEqual([]);
  });

  it('offers the names the cache holds when the server cannot be reached, and nothing for a barcode', async () => {
    let up = true;
    const provider = new FakeProvider({
      'GET /Item/List': (req: FakeRequest) => {
        if (!up) throw new TypeError('Failed to fetch');
        return ok({ items: req.query.get('itemGroupId') ? catalogue.slice(2) : [], totalCount: 2, totalPages: 1, currentPage: 1 });
      },
      'GET /Search/Closest': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return ok({ terms: [] });
      },
    });
    ({ root } = makeRoot(provider));
    const group = root.catalogue.itemList({ itemGroupId: 3 });
    await until(() => group.result.isSuccess);
    up = false;
    const closest = root.catalogue.closestSearches('ביסלאים');
    await until(() => closest.result.isSuccess);
    expect(closest.data).toEqual(['ביסלי']);
    const code = root.catalogue.closestSearches('7290000000019');
    await until(() => code.result.isSuccess);
    expect(code.data).toEqual([]);
  });
});
