// Finding the product a quick-order line names, by the search box's Hebrew-aware rules
// (shared/rules/search): niqqud, punctuation and final letters folded, every written word the
// start of a word of the item's name, attached prefix letters ('ובמבה') tried off, text typed on an
// English keyboard layout read as the Hebrew it meant. Numbers ('1.5', '80') must match whole.

import { HEBREW_PREFIX_LETTERS, latinLayoutToHebrew, normalizeSearch, searchWords, withoutPrefixes } from './search';
import {
  MATCH_LEVEL,
  formsLevel,
  nameIndex as spellingIndex,
  prepareWord,
  queryReadings,
  queryWordForms,
  type MatchLevel,
} from './spelling';

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
  forgiving(name: string): Array<NamedItem<T> & { level: MatchLevel }>;
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
        name: entries[position]!.name,
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
 * The items a written name finds: those that hold every word, each in a word of their own (ownWords:
 * a yogurt of 'מחלבת העמק' is not offered for 'חלב 3% מחלבת העמק', its 'מחלבת' standing for both
 * 'חלב' and 'מחלבת'). An item that holds a word only as the beginning of one of its words read
 * without its first letter ('חלב' in 'מחלבת', as if its מ were 'from') is offered only when no item
 * holds the words as they are ('כביסה' is 'לכביסה' whole without its ל, and is as it is), and then
 * never taken. One item is taken when it alone holds them, or when its whole name is what was
 * written; several are offered, the closest first (most words written whole, then the shortest
 * name); none is not found.
 */
export function matchName<T>(index: NameFinder<T>, name: string): NameMatch<T> {
  let words = [...new Set(searchWords(name))];
  let found = index.holding(words);
  const hebrew = latinLayoutToHebrew(name);
  if (found.length === 0 && hebrew !== null) {
    words = [...new Set(searchWords(hebrew))];
    found = index.holding(words);
  }
  const sharing = mayShare(words);
  if (sharing) {
    const meets = remembered(holdsWord);
    found = found.filter((e) => ownWords(words, e.name, meets));
  }
  if (found.length === 0) return forgivingMatch(index, name);
  const inside = insideWord(words);
  const meets = remembered(holdsAsWritten);
  const asWritten = found.filter((e) => !(sharing || inside.test(e.name)) || ownWords(words, e.name, meets));
  const sure = asWritten.length > 0;
  if (sure) found = asWritten;
  if (sure && found.length === 1) return { item: found[0]!.item, choices: [], total: 1 };
  const written = normalizeSearch(name);
  const exact = found.filter((e) => e.name === written);
  if (sure && exact.length === 1) return { item: exact[0]!.item, choices: [], total: found.length };
  // Words written whole: found between the spaces of the normalised name.
  const whole = (e: (typeof found)[number]) => words.filter((w) => ` ${e.name} `.includes(` ${w} `)).length;
  // A name begun by the first written word, the product's kind ('חלב 3%': the milks before a yogurt of 'חלב הכפר').
  const leads = (e: (typeof found)[number]) => Number(e.name.startsWith(words[0]!));
  const ranked = found
    .map((e, order) => ({ e, order, whole: whole(e), lead: leads(e) }))
    .sort((a, b) => b.whole - a.whole || b.lead - a.lead || a.e.name.length - b.e.name.length || a.order - b.order);
  return { item: null, choices: ranked.slice(0, MAX_NAME_CHOICES).map((r) => r.e.item), total: found.length };
}

/**
 * A name written as no item's words begin: spelt another way ('ניר', 'במבות', 'bamba') or with a
 * typo ('שקולד'), by the search box's forgiving rules, each word met in a word of its own and a
 * number only whole. One item spelt another way is taken; typos, and several items, are offered to
 * choose from, the closest first.
 */
function forgivingMatch<T>(index: NameFinder<T>, name: string): NameMatch<T> {
  let ranked = index.forgiving(name);
  // A single word met is met in a word of its own, unless it is a number (whole or not at all).
  const readings = queryReadings(name).filter((words) => words.length > 1 || words.some((w) => /^\d+$/.test(w)));
  if (readings.length > 0) {
    const meets = remembered(meetsWord());
    ranked = ranked.filter((r) => readings.some((words) => ownWords(words, r.name, meets)));
  }
  if (ranked.length === 0) return { item: null, choices: [], total: 0 };
  const best = ranked[0]!.level;
  const closest = ranked.filter((r) => r.level === best);
  if (closest.length === 1 && best <= MATCH_LEVEL.spelling) return { item: closest[0]!.item, choices: [], total: 1 };
  return { item: null, choices: ranked.slice(0, MAX_NAME_CHOICES).map((r) => r.item), total: ranked.length };
}

/**
 * Whether each written word meets a word of its own in a name (normalised, its words one space
 * apart): no word of the name stands for two written words. 'חלב 3% מחלבת העמק' is a milk of that
 * dairy; a yogurt of it meets 'חלב' only in 'מחלבת' (its מ taken for a prefix letter), which
 * 'מחלבת' itself needs. A matching of the written words to the name's (augmenting paths: a few words).
 */
function ownWords(written: readonly string[], name: string, meets: (word: string, nameWord: string) => boolean): boolean {
  const nameWords = name.split(' ');
  const holder = new Array<number>(nameWords.length).fill(-1);
  const place = (w: number, tried: boolean[]): boolean => {
    for (let n = 0; n < nameWords.length; n++) {
      if (tried[n] || !meets(written[w]!, nameWords[n]!)) continue;
      tried[n] = true;
      if (holder[n] === -1 || place(holder[n]!, tried)) {
        holder[n] = w;
        return true;
      }
    }
    return false;
  };
  return written.every((_, w) => place(w, new Array<boolean>(nameWords.length).fill(false)));
}

/**
 * Whether one word of a name could meet two of the written words as holding() reads them: two of
 * their forms (prefix letters tried off) one the beginning of the other, also once a name word's
 * own prefix letter is taken off ('מחלבת' is met by 'מחלבת', and as 'חלבת' by 'חלב'). Most names
 * have no such two words, and need no matching.
 */
function mayShare(words: readonly string[]): boolean {
  const forms = words.filter((w) => !/^\d+$/.test(w)).map((w) => withoutPrefixes(w));
  const related = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);
  const unprefixed = (a: string) => ((HEBREW_PREFIX_LETTERS as readonly string[]).includes(a[0]!) ? a.slice(1) : null);
  const meet = (a: string, b: string) => {
    const a1 = unprefixed(a);
    const b1 = unprefixed(b);
    return related(a, b) || (a1 !== null && related(a1, b)) || (b1 !== null && related(a, b1));
  };
  return forms.some((a, i) => forms.some((b, j) => j > i && a.some((x) => b.some((y) => meet(x, y)))));
}

/** What finds in a name a word beginning with a prefix letter and then a written word (or one of its forms): there a word may be held only inside another. */
function insideWord(words: readonly string[]): RegExp {
  const forms = [...new Set(words.filter((w) => !/^\d+$/.test(w)).flatMap((w) => withoutPrefixes(w)))];
  if (forms.length === 0) return /$^/;
  return new RegExp(`(?:^| )[${HEBREW_PREFIX_LETTERS.join('')}](?:${forms.map((f) => f.replace(/[^\p{L}\p{N}]/gu, '')).join('|')})`, 'u');
}

/**
 * Whether a written word meets one word of a name as it is: a number whole, else the beginning of the
 * word, or the word whole once its prefix letter is taken off ('כביסה' in 'לכביסה'; not 'חלב' in 'מחלבת').
 */
function holdsAsWritten(word: string, nameWord: string): boolean {
  if (/^\d+$/.test(word)) return word === nameWord;
  const unprefixed = withoutPrefixes(nameWord, 1).slice(1);
  return withoutPrefixes(word).some((form) => nameWord.startsWith(form) || unprefixed.includes(form));
}

/** Whether a written word meets one word of a name as holding() reads it: a number whole, else a beginning, prefix letters tried off either. */
function holdsWord(word: string, nameWord: string): boolean {
  return holds(withoutPrefixes(nameWord, 1), new Set([nameWord]), word);
}

/** Whether a written word meets one word of a name as holding() does, or spelt another way or a typo away (shared/rules/spelling). */
function meetsWord(): (word: string, nameWord: string) => boolean {
  const forms = new Map<string, ReturnType<typeof queryWordForms>>();
  return (word, nameWord) => {
    if (holdsWord(word, nameWord)) return true;
    if (/^\d+$/.test(word)) return false;
    let prepared = forms.get(word);
    if (!prepared) forms.set(word, (prepared = queryWordForms(word)));
    return formsLevel(prepared, withoutPrefixes(nameWord, 1).map(prepareWord)) !== null;
  };
}

/** A word test that works each pair of words out once (many names share their words). */
function remembered(meets: (word: string, nameWord: string) => boolean): (word: string, nameWord: string) => boolean {
  const known = new Map<string, boolean>();
  return (word, nameWord) => {
    const key = `${word} ${nameWord}`;
    let met = known.get(key);
    if (met === undefined) known.set(key, (met = meets(word, nameWord)));
    return met;
  };
}
