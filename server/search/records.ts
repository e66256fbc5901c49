// What the search index keeps of an item: what a product card shows of it to anyone (ItemSummary
// without prices), read from a provider's answer that may not keep to the contract: an entry not
// shaped as an item is left out, never guessed at.
import type { ItemGroupRef, ItemSummary } from '@shared/contract/entities';

/** An item as the index keeps it: no price, ever. */
export type IndexRecord = Omit<ItemSummary, 'salePriceInNIS' | 'isPriceOnRequest'>;

/** The longest text the index keeps of a field (a provider's name is far shorter; a longer one is not an item's). */
const MAX_FIELD = 2000;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_FIELD;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';

/** The item groups the records of one build share (one object a group, not one an item). */
export type GroupTable = Map<string, ItemGroupRef>;

function groupOf(value: unknown, groups: GroupTable): ItemGroupRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, itemGroupName, categoryId } = value as Record<string, unknown>;
  if (!isInt(id) || !isText(itemGroupName) || !(categoryId === null || isInt(categoryId))) return null;
  const key = `${id}\n${categoryId}\n${itemGroupName}`;
  let group = groups.get(key);
  if (!group) groups.set(key, (group = { id, itemGroupName, categoryId }));
  return group;
}

/** An entry of a provider's item list as the index keeps it, or null when it is not shaped as an item. */
export function recordOf(value: unknown, groups: GroupTable): IndexRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const itemGroup = groupOf(v.itemGroup, groups);
  if (
    !isInt(v.id) ||
    !isText(v.itemId) ||
    v.itemId.trim() === '' ||
    !isText(v.itemDescription) ||
    !isText(v.catalogNumber) ||
    !isText(v.pictureUrl) ||
    !isInt(v.minOrderQuantity) ||
    !isInt(v.displayOrder) ||
    !isFlag(v.isAvailable) ||
    !isFlag(v.isPriceChanged) ||
    !isInt(v.itemPackSize) ||
    itemGroup === null
  ) {
    return null;
  }
  return {
    id: v.id,
    itemId: v.itemId,
    itemDescription: v.itemDescription,
    catalogNumber: v.catalogNumber,
    pictureUrl: v.pictureUrl,
    minOrderQuantity: v.minOrderQuantity,
    displayOrder: v.displayOrder,
    isAvailable: v.isAvailable,
    isPriceChanged: v.isPriceChanged,
    itemPackSize: v.itemPackSize,
    itemGroup,
  };
}

/** An item as a signed-in caller sees it (from the provider's answer to them), or null when the answer is not an item. */
export function summaryOf(value: unknown): ItemSummary | null {
  const record = recordOf(value, new Map());
  if (!record) return null;
  const v = value as Record<string, unknown>;
  const summary: ItemSummary = { ...record };
  if (typeof v.salePriceInNIS === 'number' && Number.isFinite(v.salePriceInNIS)) summary.salePriceInNIS = v.salePriceInNIS;
  if (v.isPriceOnRequest === true) summary.isPriceOnRequest = true;
  return summary;
}
