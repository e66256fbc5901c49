// 'התכוונתם ל…' (docs/product.md §3.2): when a search finds nothing, the closest searches that would find
// something, made of the words of the names at hand. Each query word that meets no name word is
// replaced by the nearest name words (by edits, ignoring ו/י, or as a Latin brand name sounds) that
// begin with the same letter, one that sounds the same ('סוקולד' is 'שוקולד') or the letter of a key
// beside it ('גוטנים' is 'בוטנים'), not any word a letter or two away ('בסמטי' for 'אסם'); a word written with
// a final letter ('אסם') has ended, so only whole words that near are offered, not every word that
// begins nearly so ('אסלה', 'אדמה'). The words of a code or barcode are never replaced.
import { isCodeLike, keyboardNeighbours, normalizeSearch, searchWords, withoutPrefixes } from './search';
import {
  MATCH_LEVEL,
  formsLevel,
  latinToHebrewSound,
  prepareQuery,
  prepareWord,
  preparedLevel,
  queryWordForms,
  spellingSkeleton,
  type PreparedWord,
} from './spelling';

/** The most words a search may have to get suggestions. */
export const MAX_SUGGESTED_WORDS = 6;

/** How many edits a query word of this many letters may be from a suggested word. */
export function suggestionDistance(letters: number): number {
  return letters < 3 ? 0 : letters < 5 ? 1 : 2;
}

/**
 * The fewest edits from `query` to some beginning of `word` (letters changed, added, left out or
 * swapped) that is at least one letter shorter than the query, or the whole word; with `whole`, to the whole word.
 */
export function prefixDistance(query: string, word: string, whole = false): number {
  const m = query.length;
  const n = word.length;
  // Rows of the optimal-string-alignment table, query letters down, word letters across.
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    for (let j = 1; j <= n; j++) {
      const cost = query[i - 1] === word[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return whole ? prev[n]! : Math.min(...prev.slice(Math.min(n, Math.max(0, m - 1))));
}

const FINAL_FORMS: Record<string, string> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
const EDGE_MARKS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** The words of the names, each with how many names hold it and how it is written in them, and whether a search finds anything among the names. */
export interface Vocabulary {
  words: readonly { prepared: PreparedWord; count: number; written: string }[];
  /** Whether a search (spelling and typos forgiven) finds a name: a suggestion is offered only if it does. */
  finds(term: string): boolean;
}

/** Reads the words of a list of names once, for didYouMean (a few hundred names: a search index does the same for a catalogue). */
export function vocabularyOf(names: readonly string[]): Vocabulary {
  const words = new Map<string, { prepared: PreparedWord; count: number; written: string }>();
  const prepared = names.map((name) => {
    const seen = new Set<string>();
    for (const token of name.split(/\s+/)) {
      const normalised = searchWords(token);
      if (normalised.length !== 1) continue;
      const word = normalised[0]!;
      if (seen.has(word) || word.length < 2 || !/^\p{L}+$/u.test(word)) continue;
      seen.add(word);
      const entry = words.get(word);
      if (entry) entry.count++;
      else words.set(word, { prepared: prepareWord(word), count: 1, written: token.replace(EDGE_MARKS, '') });
    }
    return searchWords(name).map(prepareWord);
  });
  return {
    words: [...words.values()],
    finds: (term) => {
      const query = prepareQuery(term);
      return prepared.some((name) => preparedLevel(query, name) !== null);
    },
  };
}

/** How many letters two words begin with alike. */
function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Letters that sound alike, or are written for one another: a word's first letter may be any of its group. */
const SOUND_ALIKE = ['סש', 'כקח', 'תט', 'אעה', 'בו', 'צז'];
const soundsOf = new Map<string, string>();
for (const group of SOUND_ALIKE) for (const letter of group) soundsOf.set(letter, group);

/** Whether a name word may stand for a query word by its first letter: the same, one that sounds the same, or a key's neighbour. */
function startsAlike(starts: readonly string[], word: string): boolean {
  const first = word[0]!;
  return starts.some(
    (start) => start === first || (soundsOf.get(start)?.includes(first) ?? false) || keyboardNeighbours(start).includes(first),
  );
}

/** The nearest written words to one query word, nearest and most common first; `ended`: the word was written with its final letter. */
function nearestWords(word: string, vocabulary: Pick<Vocabulary, 'words'>, limit: number, ended = false): string[] {
  const allowed = suggestionDistance(word.length);
  if (allowed === 0) return [];
  const skeleton = spellingSkeleton(word);
  const latin = latinToHebrewSound(word);
  const latinSkeleton = latin === null ? null : spellingSkeleton(latin);
  // The first letters a name word may begin with: the word's (or without the letters attached to its front), or its sound's.
  const starts = [...withoutPrefixes(word), ...(latin ? [latin] : [])].map((form) => form[0]!);
  // Words read without ו/י, or by their sound, are held to what their own length allows; an ended
  // word is held to whole words.
  const near = (query: string | null, target: string) => {
    if (query === null) return Infinity;
    const d = prefixDistance(query, target, ended);
    return d <= suggestionDistance(query.length) ? d : Infinity;
  };
  const scored: { written: string; distance: number; whole: number; shared: number; count: number }[] = [];
  for (const { prepared, count, written } of vocabulary.words) {
    if (!startsAlike(starts, prepared.word)) continue;
    const distance = Math.min(near(word, prepared.word), near(skeleton, prepared.skeleton), near(latinSkeleton, prepared.skeleton));
    if (distance <= allowed)
      scored.push({ written, distance, whole: prefixDistance(word, prepared.word, true), shared: sharedStart(word, prepared.word), count });
  }
  // Nearest first; among as near, the nearest as a whole word, then the one that begins as the query
  // does (a word goes wrong late more often than early), then the most common.
  scored.sort(
    (a, b) =>
      a.distance - b.distance || a.whole - b.whole || b.shared - a.shared || b.count - a.count || a.written.localeCompare(b.written, 'he'),
  );
  return scored.slice(0, limit).map((s) => s.written);
}

/** A normalised word as it is written at the end of a Hebrew word (final letters). */
function written(word: string): string {
  const last = word[word.length - 1]!;
  return FINAL_FORMS[last] ? word.slice(0, -1) + FINAL_FORMS[last] : word;
}

/**
 * Up to `limit` searches close to a query that find something among the names (the query itself
 * left out); none for a code or barcode, or when nothing is near.
 */
export function didYouMean(vocabulary: Vocabulary, query: string, limit = 3): string[] {
  if (isCodeLike(query)) return [];
  const words = searchWords(query);
  // A long search that found nothing is not a word or two spelt wrong: nothing to suggest (and nothing to work out).
  if (words.length === 0 || words.length > MAX_SUGGESTED_WORDS) return [];
  // The words written with a final letter: they have ended ('אסם' is not the beginning of 'אסלה').
  const ended = new Set(
    query
      .split(/\s+/)
      .filter((token) => /[ךםןףץ]$/.test(token.replace(EDGE_MARKS, '')))
      .flatMap((token) => searchWords(token)),
  );
  const options = words.map((word) => {
    if (/\d/.test(word)) return [word];
    const level = formsLevel(
      queryWordForms(word),
      vocabulary.words.map((w) => w.prepared),
    );
    if (level !== null && level <= MATCH_LEVEL.spelling) return [written(word)];
    return nearestWords(word, vocabulary, limit, ended.has(word));
  });
  if (options.every((o) => o.length === 0)) return [];
  const widest = Math.max(...options.map((o) => o.length));
  const itself = normalizeSearch(query);
  const out: string[] = [];
  for (let k = 0; k < widest && out.length < limit; k++) {
    const term = options
      .filter((o) => o.length > 0)
      .map((o) => o[Math.min(k, o.length - 1)]!)
      .join(' ');
    if (out.includes(term) || normalizeSearch(term) === itself) continue;
    if (vocabulary.finds(term)) out.push(term);
  }
  return out;
}
