// Finding the product a quick-order line names, by the search box's Hebrew-aware rules
// (shared/rules/search): niqqud, punctuation and final letters folded, every written word the
// start of a word of the item's name, attached prefix letters ('ובמבה') tried off, text typed on an
// English keyboard layout read as the Hebrew it meant. Numbers ('1.5', '80') must match whole.

import { latinLayoutToHebrew, normalizeSearch, searchWords, withoutPrefixes } from './search';
import { MATCH_LEVEL, nameIndex as spellingIndex, type MatchLevel } from './spelling';

/** How many items a pick list offers. */
export const MAX_NAME_CHOICES = 5;

/** An item a name found, with its name as searched (normalised: its words one space apart). */
export interface NamedItem<T> {
  item: T;
  name: string;
}

/**
 * Where names are looked for: the few items a buyer's browser holds (itemNameIndex, below), or the
 * storefront server's index of the whole catalogue (shared/search), which answers the same way.
 */
export interface NameFinder<T> {
  /**
   * The items whose name holds every one of these normalised words, in list order: a number as a whole
   * word, any other word as the beginning of a word of the name or of one without its attached prefix
   * letter ('לכביסה' by 'כביסה'), or read without its own attached prefix letters ('ובמבה').
   */
  holding(words: readonly string[]): NamedItem<T>[];
  /** The items a name meets spelt another way or a typo away (shared/rules/spelling), closest first, then in list order. */
  forgiving(name: string): Array<{ item: T; level: MatchLevel }>;
}

/** The items' names, read once for every line of a list. */
export interface ItemNameIndex<T> extends NameFinder<T> {
  entries: ReadonlyArray<NamedItem<T> & { words: ReadonlySet<string>; forms: readonly string[] }>;
}

/** What a name finds: one item taken with confidence, or the closest few to choose from (none: not found). */
export interface NameMatch<T> {
  item: T | null;
  choices: T[];
  /** How many items matched in all (the pick list shows the first MAX_NAME_CHOICES). */
  total: number;
}

/** The names of these items, each item once, in the order given. */
export function itemNameIndex<T extends { itemDescription: string }>(items: Iterable<T>): ItemNameIndex<T> {
  const seen = new Set<T>();
  const entries: Array<ItemNameIndex<T>['entries'][number]> = [];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    const words = searchWords(item.itemDescription);
    // An item's word is also found without one attached prefix letter ('לכביסה' by 'כביסה').
    const forms = [...new Set(words.flatMap((w) => withoutPrefixes(w, 1)))];
    entries.push({ item, name: words.join(' '), words: new Set(words), forms });
  }
  let forgiving: ReturnType<typeof spellingIndex> | null = null;
  return {
    entries,
    holding: (words) => (words.length === 0 ? [] : entries.filter((e) => words.every((w) => holds(e.forms, e.words, w)))),
    forgiving: (name) =>
      (forgiving ??= spellingIndex(entries.map((e) => e.item.itemDescription))).rank(name).map(({ position, level }) => ({
        item: entries[position]!.item,
        level,
      })),
  };
}

/** Whether an item (by its name's word forms) holds this written word. */
function holds(forms: readonly string[], words: ReadonlySet<string>, word: string): boolean {
  if (/^\d+$/.test(word)) return words.has(word);
  if (forms.some((f) => f.startsWith(word))) return true;
  return withoutPrefixes(word)
    .slice(1)
    .some((form) => forms.some((f) => f.startsWith(form)));
}

/**
 * The items a written name finds. One item is taken when it alone holds every word, or when its
 * whole name is what was written; several are offered, the closest first (most words written
 * whole, then the shortest name); none is not found.
 */
export function matchName<T>(index: NameFinder<T>, name: string): NameMatch<T> {
  const words = [...new Set(searchWords(name))];
  let found = index.holding(words);
  const hebrew = latinLayoutToHebrew(name);
  if (found.length === 0 && hebrew !== null) found = index.holding([...new Set(searchWords(hebrew))]);
  if (found.length === 0) return forgivingMatch(index, name);
  if (found.length === 1) return { item: found[0]!.item, choices: [], total: 1 };
  const written = normalizeSearch(name);
  const exact = found.filter((e) => e.name === written);
  if (exact.length === 1) return { item: exact[0]!.item, choices: [], total: found.length };
  // Words written whole: found between the spaces of the normalised name.
  const whole = (e: (typeof found)[number]) => words.filter((w) => ` ${e.name} `.includes(` ${w} `)).length;
  const ranked = found
    .map((e, order) => ({ e, order, whole: whole(e) }))
    .sort((a, b) => b.whole - a.whole || a.e.name.length - b.e.name.length || a.order - b.order);
  return { item: null, choices: ranked.slice(0, MAX_NAME_CHOICES).map((r) => r.e.item), total: found.length };
}

/**
 * A name written as no item's words begin: spelt another way ('ניר', 'במבות', 'bamba') or with a
 * typo ('שקולד'), by the search box's forgiving rules. One item spelt another way is taken; typos,
 * and several items, are offered to choose from, the closest first.
 */
function forgivingMatch<T>(index: NameFinder<T>, name: string): NameMatch<T> {
  const ranked = index.forgiving(name);
  if (ranked.length === 0) return { item: null, choices: [], total: 0 };
  const best = ranked[0]!.level;
  const closest = ranked.filter((r) => r.level === best);
  if (closest.length === 1 && best <= MATCH_LEVEL.spelling) return { item: closest[0]!.item, choices: [], total: 1 };
  return { item: null, choices: ranked.slice(0, MAX_NAME_CHOICES).map((r) => r.item), total: ranked.length };
}
