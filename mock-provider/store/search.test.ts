// The provider's own search: the storefront's rules on the shared index, or a plain substring.
import fc from 'fast-check';
import { itemNameIndex } from '@shared/rules/quickOrderMatch';
import { searchWords } from '@shared/rules/search';
import { CatalogueIndex } from '@shared/search/catalogueIndex';
import { generateSeed } from '../seed/generate';
import { createMockProvider } from '../app';
import { SearchIndex, SLICED_FROM } from './search';

describe("CatalogueIndex.holding: quick order's rule over the whole catalogue", () => {
  // The demo's 1,200 items: the index's answer is the one the rule's plain reading over every name gives.
  const { items } = generateSeed({ items: 1200 });
  const index = new CatalogueIndex(items);
  const plain = itemNameIndex(items);
  const words = [...new Set(items.slice(0, 300).flatMap((i) => searchWords(i.itemDescription)))];

  it('finds the items whose names hold every word (a number whole, a word as a beginning, prefix letters tried off), as the plain rule does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words, 'ובמבה', 'לכביסה', 'שוקו', '80', '8', 'xyz'), { minLength: 1, maxLength: 4 }),
        (query) => {
          const byIndex = index.holding(query).map((p) => items[p]!.itemId);
          const byRule = plain.holding(query).map((e) => e.item.itemId);
          expect(byIndex).toEqual(byRule);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the plain search (MOCK_SEARCH=plain)', () => {
  const { items } = generateSeed({ items: 1200 });
  const plain = new SearchIndex(items, 'plain');
  const names = (query: string) => plain.search(query).map((p) => items[p]!.itemDescription);

  it('finds a substring of a description or a code, any case, in list order, and forgives nothing', () => {
    expect(names('במבה').length).toBeGreaterThan(0);
    expect(names('במבה').every((n) => n.includes('במבה'))).toBe(true);
    expect(names('במבות')).toEqual([]);
    expect(names('bamba')).toEqual([]);
    expect(names(items[3]!.catalogNumber)).toEqual([items[3]!.itemDescription]);
    expect(plain.search('   ')).toEqual([]);
  });
});

describe('a large catalogue, indexed in slices', () => {
  const { items } = generateSeed({ items: SLICED_FROM + 1000 });
  const names = (index: SearchIndex, query: string) => index.search(query).map((p) => items[p]!.itemDescription);

  it('answers at once with a plain substring while its rules are built between other requests, then by the rules', async () => {
    // A plural only the rules forgive.
    const misspelt = 'במבות';
    const index = new SearchIndex(items, 'rules');
    expect(index.rulesReady).toBe(false);
    // Meanwhile: what holds the text as written, nothing for the plural.
    expect(names(index, 'במבה').length).toBeGreaterThan(0);
    expect(names(index, misspelt)).toEqual([]);
    // Another request is served between the slices: the build has not run to its end in one go.
    let servedBetween = false;
    setImmediate(() => (servedBetween = !index.rulesReady));
    await index.ready;
    expect(servedBetween).toBe(true);
    expect(index.rulesReady).toBe(true);
    expect(names(index, misspelt).some((n) => n.includes('במבה'))).toBe(true);
  });

  it('gives its build up when the catalogue changes meanwhile, and stays a plain substring', async () => {
    let changed = false;
    const index = new SearchIndex(items, 'rules', () => changed);
    changed = true;
    await index.ready;
    expect(index.rulesReady).toBe(false);
    expect(names(index, 'במבה').every((n) => n.toLowerCase().includes('במבה'))).toBe(true);
  });

  it('is built at once below the size', () => {
    expect(new SearchIndex(items.slice(0, SLICED_FROM - 1), 'rules').rulesReady).toBe(true);
  });

  it("is built to its end for the provider's catalogue, and given up when an item changes meanwhile", async () => {
    const mock = createMockProvider({ items: SLICED_FROM + 1000, baseUrl: 'http://provider.test/api' });
    const first = mock.store.items.searchIndex();
    await first.ready;
    expect(first.rulesReady).toBe(true);
    expect(mock.store.items.searchIndex()).toBe(first);

    // An item written (as the catalogue's writes do), then another before the build ends.
    mock.store.db.itemsVersion++;
    const second = mock.store.items.searchIndex();
    expect(second).not.toBe(first);
    mock.store.db.itemsVersion++;
    await second.ready;
    expect(second.rulesReady).toBe(false);
    const third = mock.store.items.searchIndex();
    await third.ready;
    expect(third.rulesReady).toBe(true);
  }, 30_000); // A catalogue of 6,000 items generated and indexed twice: seconds on a loaded machine.
});
