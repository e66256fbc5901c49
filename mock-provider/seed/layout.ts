// Where every group of the catalogue sits: its record id, its category (or none) and the texts of
// its context. Fixed by the catalogue alone, so item generation and pictures agree on it.
import { CATEGORIES, LOOSE_GROUPS, type CategoryDef, type GroupDef, type ProductDef } from './catalogue';

export interface PlacedGroup {
  /** The item group's record id. */
  id: number;
  def: GroupDef;
  /** The category's record id, or null for a group left unconnected. */
  categoryId: number | null;
  /** The category (or, for an unconnected group, the loose-group context) lending texts and hue. */
  context: CategoryDef;
  /** Position within its category, from 1. */
  displayOrder: number;
}

function place(): PlacedGroup[] {
  const placed: PlacedGroup[] = [];
  CATEGORIES.forEach((category, index) => {
    category.groups.forEach((def, position) => {
      placed.push({ id: placed.length + 1, def, categoryId: index + 1, context: category, displayOrder: position + 1 });
    });
  });
  LOOSE_GROUPS.groups.forEach((def, position) => {
    placed.push({ id: placed.length + 1, def, categoryId: null, context: LOOSE_GROUPS, displayOrder: position + 1 });
  });
  return placed;
}

/** Every group, in id order (group id = position + 1). */
export const GROUPS: readonly PlacedGroup[] = place();

/** A group by its record id, if the catalogue has it. */
export function groupById(id: number | null): PlacedGroup | undefined {
  return id === null ? undefined : GROUPS[id - 1];
}

/** The product line a description starts with (longest name first, so 'משקה קולה פחית' beats 'משקה קולה'). */
export function productOfDescription(group: PlacedGroup, description: string): ProductDef | undefined {
  let best: ProductDef | undefined;
  for (const product of group.def.products) {
    if (description.startsWith(`${product.name} `) && (!best || product.name.length > best.name.length)) best = product;
  }
  return best;
}
