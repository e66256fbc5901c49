// Finding the product a quick-order line names (issue 30), by the search box's Hebrew-aware rules
// (shared/rules/search): niqqud, punctuation and final letters folded, every written word the
// start of a word of the item's name, attached prefix letters ('ובמבה') tried off, text typed on an
// English keyboard layout read as the Hebrew it meant. Numbers ('1.5', '80') must match whole.

import { latinLayoutToHebrew, normalizeSearch, searchWords, withoutPrefixes } from './search';

/** How many items a pick list offers. */
export const MAX_NAME_CHOICES = 5;

/** The items' names, read once for every line of a list. */
export interface NameIndex<T> {
  entries: ReadonlyArray<{ item: T; name: string; words: ReadonlySet<string>; forms: readonly string[] }>;
}

/** What a name finds: one item taken with confidence, or the closest few to choose from (none: not found). */
export interface NameMatch<T> {
  item: T | null;
  choices: T[];
  /** How many items matched in all (the pick list shows the first MAX_NAME_CHOICES). */
  total: number;
}

/** The names of these items, each item once, in the order given. */
export function nameIndex<T extends { itemDescription: string }>(items: Iterable<T>): NameIndex<T> {
  const seen = new Set<T>();
  const entries: Array<NameIndex<T>['entries'][number]> = [];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    const words = searchWords(item.itemDescription);
    // An item's word is also found without one attached prefix letter ('לכביסה' by 'כביסה').
    const forms = [...new Set(words.flatMap((w) => withoutPrefixes(w, 1)))];
    entries.push({ item, name: words.join(' '), words: new Set(words), forms });
  }
  return { entries };
}

/** Whether an item (by its name's word forms) holds this written word. */
function holds(forms: readonly string[], words: ReadonlySet<string>, word: string): boolean {
  if (/^\d+$/.test(word)) return words.has(word);
  if (forms.some((f) => f.startsWith(word))) return true;
  return withoutPrefixes(word)
    .slice(1)
    .some((form) => forms.some((f) => f.startsWith(form)));
}

function matching<T>(index: NameIndex<T>, words: string[]): Array<NameIndex<T>['entries'][number]> {
  if (words.length === 0) return [];
  return index.entries.filter((e) => words.every((w) => holds(e.forms, e.words, w)));
}

/**
 * The items a written name finds. One item is taken when it alone holds every word, or when its
 * whole name is what was written; several are offered, the closest first (most words written
 * whole, then the shortest name); none is not found.
 */
export function matchName<T>(index: NameIndex<T>, name: string): NameMatch<T> {
  const words = [...new Set(searchWords(name))];
  let found = matching(index, words);
  const hebrew = latinLayoutToHebrew(name);
  if (found.length === 0 && hebrew !== null) found = matching(index, [...new Set(searchWords(hebrew))]);
  if (found.length === 0) return { item: null, choices: [], total: 0 };
  if (found.length === 1) return { item: found[0]!.item, choices: [], total: 1 };
  const written = normalizeSearch(name);
  const exact = found.filter((e) => e.name === written);
  if (exact.length === 1) return { item: exact[0]!.item, choices: [], total: found.length };
  const whole = (e: (typeof found)[number]) => words.filter((w) => e.words.has(w)).length;
  const ranked = found
    .map((e, order) => ({ e, order, whole: whole(e) }))
    .sort((a, b) => b.whole - a.whole || a.e.name.length - b.e.name.length || a.order - b.order);
  return { item: null, choices: ranked.slice(0, MAX_NAME_CHOICES).map((r) => r.e.item), total: found.length };
}
