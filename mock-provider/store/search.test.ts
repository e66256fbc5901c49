// The provider's own search: the storefront's rules on the shared index, or a plain substring.
import fc from 'fast-check';
import { itemNameIndex } from '@shared/rules/quickOrderMatch';
import { searchWords } from '@shared/rules/search';
import { CatalogueIndex } from '@shared/search/catalogueIndex';
import { generateSeed } from '../seed/generate';
import { SearchIndex } from './search';

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
