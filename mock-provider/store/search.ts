// The provider's own item search (Item/List's SearchTerm). By default the storefront's rules
// (docs/product.md §3.2), on the same index the storefront's server keeps (shared/search); with
// `plain`, a provider whose search knows no spelling: a case-insensitive substring of the item's
// description, catalogue number or item code, in list order (the storefront's server is then the
// one that forgives spelling). A large catalogue's rules are indexed in slices after each change, the
// plain substring standing in meanwhile.
import { CatalogueIndex } from '@shared/search/catalogueIndex';
import type { ItemRecord } from './types';

/** How the provider searches: the storefront's rules, or a plain substring. */
export type SearchKind = 'rules' | 'plain';

/**
 * A catalogue this large has its rules' index built in slices, other requests served between them
 * (100,000 items take seconds, which a build at once would hold every request for, the storefront's
 * own with them in mock mode); a smaller one is built at once.
 */
export const SLICED_FROM = 5_000;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The build of an index a newer one replaced, given up. */
class Superseded extends Error {}

/** The items of the catalogue in list order, searchable, and by item group. */
export class SearchIndex {
  private rules: CatalogueIndex<ItemRecord> | null = null;
  private byGroup: Map<number | null, number[]> | null = null;
  /** Settles when the rules' index is built, or its build given up for a newer catalogue (never rejects). */
  readonly ready: Promise<void>;

  /**
   * `items` in the order results are listed; positions refer to it. While the rules' index of a large
   * catalogue is being built, the search is a plain substring (the storefront's server answers its
   * buyers from its own index meanwhile); `superseded` says when to give that build up.
   */
  constructor(
    readonly items: readonly ItemRecord[],
    private readonly kind: SearchKind = 'rules',
    superseded: () => boolean = () => false,
  ) {
    if (kind !== 'rules') this.ready = Promise.resolve();
    else if (items.length < SLICED_FROM) {
      this.rules = new CatalogueIndex(items);
      this.ready = Promise.resolve();
    } else {
      const pause = () => (superseded() ? Promise.reject(new Superseded()) : yieldToOthers());
      this.ready = CatalogueIndex.build(items, pause).then(
        (built) => {
          this.rules = built;
        },
        (err: unknown) => {
          if (!(err instanceof Superseded)) throw err;
        },
      );
    }
  }

  /** Whether the search applies the rules now (false: a plain substring, the kind asked or a build under way). */
  get rulesReady(): boolean {
    return this.rules !== null;
  }

  /** Positions of the items matching a query, as the kind of search finds them. */
  search(query: string): number[] {
    if (this.rules) return this.rules.search(query);
    return this.plainSearch(query);
  }

  private plainSearch(query: string): number[] {
    const wanted = query.trim().toLowerCase();
    if (wanted === '') return [];
    const found: number[] = [];
    this.items.forEach((item, position) => {
      const text = `${item.itemDescription}\n${item.catalogNumber}\n${item.itemId}`.toLowerCase();
      if (text.includes(wanted)) found.push(position);
    });
    return found;
  }

  /** The ascending positions of the items of one item group. */
  positionsOfGroup(groupId: number | null): readonly number[] {
    if (!this.byGroup) {
      this.byGroup = new Map();
      this.items.forEach((item, position) => {
        const list = this.byGroup!.get(item.itemGroupId);
        if (list) list.push(position);
        else this.byGroup!.set(item.itemGroupId, [position]);
      });
    }
    return this.byGroup.get(groupId) ?? [];
  }
}

/** The union of several ascending lists, ascending, without repeats. */
export function mergeAll(lists: ReadonlyArray<readonly number[]>): number[] {
  const out = [...new Set(lists.flat())];
  return out.sort((a, b) => a - b);
}
