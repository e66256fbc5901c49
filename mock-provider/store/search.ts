// The provider's own item search (Item/List's SearchTerm). By default the storefront's rules
// (docs/product.md §3.2), on the same index the storefront's server keeps (shared/search); with
// `plain`, a provider whose search knows no spelling: a case-insensitive substring of the item's
// description, catalogue number or item code, in list order (the storefront's server is then the
// one that forgives spelling).
import { CatalogueIndex } from '@shared/search/catalogueIndex';
import type { ItemRecord } from './types';

/** How the provider searches: the storefront's rules, or a plain substring. */
export type SearchKind = 'rules' | 'plain';

/** The items of the catalogue in list order, searchable, and by item group. */
export class SearchIndex {
  private readonly rules: CatalogueIndex<ItemRecord> | null;
  private byGroup: Map<number | null, number[]> | null = null;

  /** `items` in the order results are listed; positions refer to it. */
  constructor(
    readonly items: readonly ItemRecord[],
    private readonly kind: SearchKind = 'rules',
  ) {
    this.rules = kind === 'rules' ? new CatalogueIndex(items) : null;
  }

  /** Positions of the items matching a query, as the kind of search finds them. */
  search(query: string): number[] {
    if (this.rules) return this.rules.search(query);
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
