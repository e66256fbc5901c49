// The product list's title (docs/product.md §2.5): the search term when there is one, otherwise the
// category name and, when a group is chosen, ' - ' and the group name; all products otherwise.
import { he } from './he';

export interface ProductListTitleInput {
  /** The search term (?query=); blank counts as none. */
  term?: string | null;
  categoryName?: string | null;
  groupName?: string | null;
}

/** The title of a product list. */
export function productListTitle({ term, categoryName, groupName }: ProductListTitleInput): string {
  const trimmed = term?.trim();
  if (trimmed) return he.searchResultsFor(trimmed);
  if (categoryName && groupName) return `${categoryName} - ${groupName}`;
  if (categoryName) return categoryName;
  if (groupName) return groupName;
  return he.allProductsTitle;
}
