/** @jest-environment node */
import { INVALID_RESPONSE } from './CatalogueStore';
import type { RootStore } from '../../app/RootStore';
import { FakeProvider, dispose, makeItem, makeRoot, offContract, ok, until, type FakeRequest } from '../../app/testing';

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

  it('asks for one page only when there is one page', async () => {
    const provider = new FakeProvider({ 'GET /Item/List': pagedItems(2, 24) });
    ({ root } = makeRoot(provider));
    const list = root.catalogue.itemList({ term: 'חלב' });

    await until(() => list.result.isSuccess);
    list.fetchNextPage();
    await new Promise((r) => setTimeout(r, 20));

    expect(list.result.hasNextPage).toBe(false);
    expect(provider.calls('GET', '/Item/List')).toHaveLength(1);
    expect(provider.calls('GET', '/Item/List')[0]!.query.get('SearchTerm')).toBe('חלב');
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

  it('offers the closest names from the whole catalogue, read with the same key quick order reads it with', async () => {
    const asked: string[] = [];
    const provider = new FakeProvider({
      'GET /Item/List': (req: FakeRequest) => {
        asked.push(req.query.get('SearchTerm') ?? '(whole)');
        return ok({ items: req.query.get('SearchTerm') ? [] : catalogue, totalCount: 4, totalPages: 1, currentPage: 1 });
      },
    });
    ({ root } = makeRoot(provider));
    const closest = root.catalogue.closestSearches('שקולאט');
    await until(() => closest.result.isSuccess);
    expect(closest.data).toContain('שוקולד');
    expect(asked).toEqual(['(whole)']);
    // A second term uses the catalogue already read.
    const other = root.catalogue.closestSearches('במע');
    await until(() => other.result.isSuccess);
    expect(other.data?.[0]).toBe('במבה');
    expect(asked).toEqual(['(whole)']);
  });

  it('offers the names the cache holds when the catalogue cannot be read, and nothing for a barcode', async () => {
    let up = true;
    const provider = new FakeProvider({
      'GET /Item/List': (req: FakeRequest) => {
        if (!up) throw new TypeError('Failed to fetch');
        return ok({ items: req.query.get('itemGroupId') ? catalogue.slice(2) : [], totalCount: 2, totalPages: 1, currentPage: 1 });
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
