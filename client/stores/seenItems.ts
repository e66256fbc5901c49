// What the app already holds of the catalogue: offline, search looks within the items
// the query cache holds with the buyer's prices (product lists, suggestions, recommendations, item
// details, quick order's catalogue), and quick order checks codes against them.
import type { QueryClient } from '@tanstack/query-core';
import type { Item } from '@shared/contract/entities';
import { normalizeCode } from '@shared/rules/itemCode';
import { isCodeLike, latinLayoutToHebrew, normalizeSearch, searchWords, withoutPrefixes } from '@shared/rules/search';
import { MATCH_LEVEL, rankByName } from '@shared/rules/spelling';
import { catalogueKeys } from './queryKeys';

function isItem(value: unknown): value is Item {
  const v = value as Partial<Item> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.itemId === 'string' && typeof v.itemDescription === 'string'
  );
}

/** The items in a cached response: an item, a list of items, a page of them, or the pages of an infinite list. */
function itemsOf(data: unknown, into: Map<number, Item>): void {
  if (isItem(data)) {
    if (!into.has(data.id)) into.set(data.id, data);
  } else if (Array.isArray(data)) for (const entry of data) itemsOf(entry, into);
  else if (typeof data === 'object' && data !== null) {
    const { items, pages } = data as { items?: unknown; pages?: unknown };
    if (Array.isArray(items)) itemsOf(items, into);
    if (Array.isArray(pages)) itemsOf(pages, into);
  }
}

/** Every item the cache holds for these prices (a token, or the visitor's), each once, most recently read first. */
export function seenItems(client: QueryClient, priceKey: string): Item[] {
  const found = new Map<number, Item>();
  const queries = [
    ...client.getQueryCache().findAll({ queryKey: [...catalogueKeys.allItems(), priceKey] }),
    ...client.getQueryCache().findAll({ queryKey: [...catalogueKeys.allItemDetails(), priceKey] }),
  ].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of queries) itemsOf(query.state.data, found);
  return [...found.values()];
}

function wordsMatch(words: string[], text: string, codes: string[]): boolean {
  return words.every((word) => {
    if (isCodeLike(word) && codes.some((c) => c.includes(normalizeCode(word)))) return true;
    return withoutPrefixes(word).some((form) => text.includes(form));
  });
}

/**
 * The items that a search term finds among these: every word of the term in the item's name or
 * group, or in its item code or barcode (as the provider's search matches them, near enough);
 * text typed on an English keyboard is read as the Hebrew it meant too. Exact codes first; then
 * the items spelt otherwise, or a typo away when nothing else is found (shared/rules/spelling.ts).
 */
export function searchItems(items: readonly Item[], term: string): Item[] {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const hebrew = latinLayoutToHebrew(term);
  const alternative = hebrew ? searchWords(hebrew) : null;
  const wanted = normalizeCode(term.trim());
  const found = items.filter((item) => {
    const text = normalizeSearch(`${item.itemDescription} ${item.itemGroup?.itemGroupName ?? ''}`);
    const codes = [normalizeCode(item.itemId), normalizeCode(item.catalogNumber ?? '')].filter((c) => c !== '');
    return wordsMatch(words, text, codes) || (alternative !== null && wordsMatch(alternative, text, codes));
  });
  const exact = (item: Item) => normalizeCode(item.itemId) === wanted || normalizeCode(item.catalogNumber ?? '') === wanted;
  const matched = [...found.filter(exact), ...found.filter((i) => !exact(i))];
  if (isCodeLike(term)) return matched;
  // Spelling forgiven, as the mock provider's search does: the same words spelt
  // otherwise after these, or the items a typo away when nothing closer is found.
  const taken = new Set(matched);
  const ranked = rankByName(
    items.filter((item) => !taken.has(item)),
    term,
    (item) => `${item.itemDescription} ${item.itemGroup?.itemGroupName ?? ''}`,
  );
  const spelt = ranked.filter((r) => r.level <= MATCH_LEVEL.spelling);
  if (matched.length > 0 || spelt.length > 0) return [...matched, ...spelt.map((r) => r.entry)];
  return ranked.map((r) => r.entry);
}
