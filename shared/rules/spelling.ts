// Search that forgives spelling (docs/product.md §3.2): full and defective spelling (ktiv male / haser), plurals,
// one-letter typos and Latin transliterations of brand names, on top of the Hebrew-aware text of
// search.ts. A query word meets a name word at one of three levels, and a search shows the
// closer levels first (and the typo level only when nothing closer was found):
//   EXACT     the name word starts with the query word (search.ts's rule);
//   SPELLING  the same word spelt another way: the matres lectionis ו/י added or left out, a plural
//             or singular ending, a brand name in Latin letters;
//   TYPO      one letter wrong, missing, extra or two letters swapped.
// Precision: a word with a digit (a code, a barcode, a size) only ever matches exactly; a typo is
// forgiven in words of four letters or more; spelling by matres needs three letters besides them
// (or the whole of a two-letter word: 'ניר' is 'נייר' but not 'נירוסטה').
import { latinLayoutToHebrew, searchWords, withoutPrefixes } from './search';

/** How closely a query word meets a name word; lower is closer. */
export const MATCH_LEVEL = { exact: 0, spelling: 1, typo: 2 } as const;
export type MatchLevel = (typeof MATCH_LEVEL)[keyof typeof MATCH_LEVEL];

/** The fewest letters of a query word in which one wrong letter is forgiven. */
export const TYPO_MIN_LETTERS = 4;
/** The fewest letters, besides ו and י, of a query word matched as a prefix with its matres ignored. */
export const SKELETON_PREFIX_MIN = 3;
/** The fewest letters left of a word without its plural or singular ending. */
export const STEM_MIN_LETTERS = 3;

const LETTERS_ONLY = /^\p{L}+$/u;
const LATIN_ONLY = /^[a-z]+$/;

/** A word with the matres lectionis ו and י left out after its first letter ('נייר' and 'ניר' are both 'נר'). */
export function spellingSkeleton(word: string): string {
  return word.length <= 1 ? word : word[0] + word.slice(1).replace(/[וי]/g, '');
}

/** A plural word without its ending (ים/ות): 'במבות' is 'במב'; null when it is not plural or too little is left. */
export function pluralStem(word: string): string | null {
  // Final letters may be folded already (normalizeSearch): ים is then ימ.
  if (!/(ים|ימ|ות)$/.test(word)) return null;
  const stem = word.slice(0, -2);
  return stem.length >= STEM_MIN_LETTERS ? stem : null;
}

/** A singular feminine word without its ending (ה/ת): 'גבינה' is 'גבינ', to meet 'גבינות'; null otherwise. */
function singularStem(word: string): string | null {
  if (!/[הת]$/.test(word)) return null;
  const stem = word.slice(0, -1);
  return stem.length >= STEM_MIN_LETTERS ? stem : null;
}

// Latin letters as a Hebrew shopkeeper would write a brand name in Hebrew.
const LATIN_DIGRAPHS: [string, string][] = [
  ['sh', 'ש'],
  ['ch', 'צ'],
  ['tz', 'צ'],
  ['ts', 'צ'],
  ['kh', 'ח'],
  ['th', 'ת'],
  ['ph', 'פ'],
  ['ck', 'ק'],
  ['oo', 'ו'],
  ['ee', 'י'],
  ['ou', 'ו'],
];
const LATIN_LETTERS: Record<string, string> = {
  b: 'ב',
  d: 'ד',
  f: 'פ',
  g: 'ג',
  h: 'ה',
  j: 'ג',
  k: 'ק',
  l: 'ל',
  m: 'מ',
  n: 'נ',
  p: 'פ',
  q: 'ק',
  r: 'ר',
  s: 'ס',
  t: 'ט',
  v: 'ו',
  w: 'ו',
  x: 'קס',
  z: 'ז',
};

/** A brand name written in Latin letters as the Hebrew it sounds like ('bamba' is 'במבה', 'cola' 'קולה'); null for other text. */
export function latinToHebrewSound(word: string): string | null {
  const w = word.toLowerCase();
  if (!LATIN_ONLY.test(w) || w.length < 3) return null;
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const pair = LATIN_DIGRAPHS.find(([latin]) => w.startsWith(latin, i));
    if (pair) {
      out += pair[1];
      i++;
      continue;
    }
    const c = w[i]!;
    const first = i === 0;
    const last = i === w.length - 1;
    if (c === 'a') out += first ? 'א' : last ? 'ה' : '';
    else if (c === 'e') out += first ? 'א' : '';
    else if (c === 'i' || c === 'y') out += first ? (c === 'y' ? 'י' : 'אי') : 'י';
    else if (c === 'o' || c === 'u') out += first ? 'או' : 'ו';
    else if (c === 'c') out += /[eiy]/.test(w[i + 1] ?? '') ? 'ס' : 'ק';
    else out += LATIN_LETTERS[c] ?? '';
  }
  return out;
}

// Letters that sound alike, folded when a Latin spelling is compared (t is ט or ת, k is ק or כ...).
const SOUND_FOLD: Record<string, string> = { ת: 'ט', כ: 'ק', ע: 'א', ח: 'ה', ש: 'ס', ס: 'ס' };
function soundFold(word: string): string {
  return spellingSkeleton(Array.from(word, (c) => SOUND_FOLD[c] ?? c).join(''));
}

/** Whether two words are at most one edit apart (a letter changed, added or left out, or two neighbours swapped). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether some beginning of `word` is at most one edit from `query`. */
export function nearPrefix(query: string, word: string): boolean {
  for (let n = query.length - 1; n <= query.length + 1; n++) {
    if (n >= 1 && n <= word.length && withinOneEdit(query, word.slice(0, n))) return true;
  }
  return false;
}

/** A word and its letters without ו/י. */
export interface SpeltWord {
  word: string;
  skeleton: string;
}

function spelt(word: string | null): SpeltWord | null {
  return word === null ? null : { word, skeleton: spellingSkeleton(word) };
}

/** A name's word with what matching it needs worked out once (a search index keeps these). */
export interface PreparedWord extends SpeltWord {
  /** Letters only: no digit, so spelling and typos may be forgiven. */
  letters: boolean;
  /** The plural word's stem, else null. */
  stem: SpeltWord | null;
  sound: string;
}

/** Prepares a normalised name word for wordLevel. */
export function prepareWord(word: string): PreparedWord {
  return {
    word,
    skeleton: spellingSkeleton(word),
    letters: LETTERS_ONLY.test(word),
    stem: spelt(pluralStem(word)),
    sound: soundFold(word),
  };
}

/** A query word with what matching it needs worked out once. */
export interface PreparedQueryWord extends PreparedWord {
  /** The singular's stem ('גבינ' of 'גבינה'), to meet a plural name word. */
  singular: SpeltWord | null;
  /** Its Hebrew sound when written in Latin letters ('במבה' of 'bamba'), folded. */
  latinSound: string | null;
  /** Read without attached prefix letters: a two-letter rest ('בות' of 'במבות') is too little to go on. */
  unprefixed: boolean;
}

/** Prepares a normalised query word for wordLevel. */
export function prepareQueryWord(word: string, unprefixed = false): PreparedQueryWord {
  const latin = latinToHebrewSound(word);
  return { ...prepareWord(word), singular: spelt(singularStem(word)), latinSound: latin === null ? null : soundFold(latin), unprefixed };
}

/** Whether a word meets a name word's letters without ו/י: as their beginning, or (a short word) as the whole. */
function skeletonMeets(query: SpeltWord, skeleton: string, whole = true): boolean {
  const q = query.skeleton;
  if (q.length >= SKELETON_PREFIX_MIN) return skeleton.startsWith(q);
  // A short word is its whole self: 'ניר' is 'נייר' but not 'נירוסטה'.
  return whole && q.length === 2 && query.word.length >= 3 && skeleton === q;
}

/** How closely a query word meets a name word (both normalised), or null when it does not (or not within `upTo`). */
export function wordLevel(query: PreparedQueryWord, name: PreparedWord, upTo: MatchLevel = MATCH_LEVEL.typo): MatchLevel | null {
  if (name.word.startsWith(query.word)) return MATCH_LEVEL.exact;
  if (!query.letters || !name.letters) return null;
  const plural = query.stem;
  const stem = name.stem;
  if (skeletonMeets(query, name.skeleton, !query.unprefixed) || (stem !== null && skeletonMeets(query, stem.skeleton)))
    return MATCH_LEVEL.spelling;
  if (plural !== null && (name.word.startsWith(plural.word) || skeletonMeets(plural, name.skeleton))) return MATCH_LEVEL.spelling;
  if (query.singular !== null && stem !== null && skeletonMeets(query.singular, stem.skeleton)) return MATCH_LEVEL.spelling;
  const sound = query.latinSound;
  if (sound !== null && sound.length >= 2 && name.sound.startsWith(sound)) return MATCH_LEVEL.spelling;
  if (upTo < MATCH_LEVEL.typo) return null;
  if (query.word.length >= TYPO_MIN_LETTERS && nearPrefix(query.word, name.word)) return MATCH_LEVEL.typo;
  // Without ו/י a letter added or left out is already forgiven: here only one changed or two swapped.
  const skeleton = query.skeleton;
  if (
    skeleton.length >= TYPO_MIN_LETTERS &&
    name.skeleton.length >= skeleton.length &&
    withinOneEdit(skeleton, name.skeleton.slice(0, skeleton.length))
  ) {
    return MATCH_LEVEL.typo;
  }
  if (sound !== null && sound.length >= TYPO_MIN_LETTERS && nearPrefix(sound, name.sound)) return MATCH_LEVEL.typo;
  return null;
}

/**
 * The forms a query word is looked for as, each with the closest level it may count at: itself,
 * then without its attached prefix letters ('ובמבות' as 'במבות'), which count as spelling at best
 * and forgive no typo.
 */
export function queryWordForms(word: string): { word: PreparedQueryWord; atBest: MatchLevel }[] {
  return withoutPrefixes(word).map((form, i) => ({
    word: prepareQueryWord(form, i > 0),
    atBest: i === 0 ? MATCH_LEVEL.exact : MATCH_LEVEL.spelling,
  }));
}

/**
 * A query's words in Latin letters written as the Hebrew they sound like, the whole phrase at once
 * ('coca cola' is 'קוקה קולה', read with the Hebrew words' own forgiveness); null when it has no
 * Latin word. A word of other letters (or digits) stays as it is.
 */
export function latinPhraseToHebrew(query: string): string | null {
  const words = searchWords(query);
  if (!words.some((w) => latinToHebrewSound(w) !== null)) return null;
  return words.map((w) => latinToHebrewSound(w) ?? w).join(' ');
}

/**
 * The readings of a query, each as a list of words: as written, a Latin phrase as the Hebrew it
 * sounds like ('coca cola' as 'קוקה קולה'), and text typed on an English layout as the Hebrew it meant.
 */
export function queryReadings(query: string): string[][] {
  const readings = [searchWords(query)];
  const sounded = latinPhraseToHebrew(query);
  if (sounded !== null) readings.push(searchWords(sounded));
  const hebrew = latinLayoutToHebrew(query);
  if (hebrew !== null) readings.push(searchWords(hebrew));
  return readings.filter((words) => words.length > 0).map((words) => [...new Set(words)]);
}

/** The prepared forms of each word of each reading of a query (queryReadings). */
export function prepareQuery(query: string): { word: PreparedQueryWord; atBest: MatchLevel }[][][] {
  return queryReadings(query).map((words) => words.map(queryWordForms));
}

/** How closely a query word (in its forms) meets any of a name's words, or null. */
export function formsLevel(
  forms: { word: PreparedQueryWord; atBest: MatchLevel }[],
  names: readonly PreparedWord[],
  upTo: MatchLevel = MATCH_LEVEL.typo,
): MatchLevel | null {
  let best: number | null = null;
  for (const { word, atBest } of forms) {
    for (const name of names) {
      // A word read without its prefix letters is a guess already: no typo is forgiven on top of it.
      const level = wordLevel(word, name, atBest > MATCH_LEVEL.exact ? (Math.min(upTo, MATCH_LEVEL.spelling) as MatchLevel) : upTo);
      if (level !== null) {
        const l = Math.max(level, atBest);
        if (best === null || l < best) best = l;
        if (best === MATCH_LEVEL.exact) return MATCH_LEVEL.exact;
      }
    }
  }
  return best as MatchLevel | null;
}

/** The prepared readings of a query, for matching many names (prepareQuery's result). */
export type PreparedQuery = ReturnType<typeof prepareQuery>;

/** How closely a prepared query meets a name's prepared words: every query word must meet one; the farthest decides. */
export function preparedLevel(query: PreparedQuery, names: readonly PreparedWord[]): MatchLevel | null {
  let best: MatchLevel | null = null;
  for (const reading of query) {
    let worst: MatchLevel = MATCH_LEVEL.exact;
    let all = true;
    for (const forms of reading) {
      const level = formsLevel(forms, names);
      if (level === null) {
        all = false;
        break;
      }
      if (level > worst) worst = level;
    }
    if (all && (best === null || worst < best)) best = worst;
  }
  return best;
}

/** How closely a query meets a name: every query word must meet a word of the name; the farthest word decides. Null when it does not. */
export function matchLevel(query: string, name: string): MatchLevel | null {
  return preparedLevel(prepareQuery(query), searchWords(name).map(prepareWord));
}

/** Names read once for many searches (quick order's lines, a catalogue held in the client). */
export interface NameIndex {
  /** The positions of the names a query finds, with their level (as matchLevel), closest first, then in list order. */
  rank(query: string): { position: number; level: MatchLevel }[];
}

/** Reads names once into a NameIndex: each distinct word is compared with a query word once, however many names hold it. */
export function nameIndex(names: readonly string[]): NameIndex {
  const byWord = new Map<string, { word: PreparedWord; positions: number[] }>();
  names.forEach((name, position) => {
    for (const w of new Set(searchWords(name))) {
      const entry = byWord.get(w);
      if (entry) entry.positions.push(position);
      else byWord.set(w, { word: prepareWord(w), positions: [position] });
    }
  });
  const words = [...byWord.values()];
  return {
    rank(query) {
      const best = new Map<number, number>();
      for (const reading of prepareQuery(query)) {
        let found: Map<number, number> | null = null;
        for (const forms of reading) {
          const met = new Map<number, number>();
          for (const { word, positions } of words) {
            const level = formsLevel(forms, [word]);
            if (level === null) continue;
            for (const p of positions) if (level < (met.get(p) ?? Infinity)) met.set(p, level);
          }
          // A name's level is its farthest query word's.
          if (found === null) found = met;
          else {
            const both = new Map<number, number>();
            for (const [p, level] of found) {
              const other = met.get(p);
              if (other !== undefined) both.set(p, Math.max(level, other));
            }
            found = both;
          }
          if (found.size === 0) break;
        }
        for (const [p, level] of found ?? []) if (level < (best.get(p) ?? Infinity)) best.set(p, level);
      }
      return [...best].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([position, level]) => ({ position, level: level as MatchLevel }));
    },
  };
}

/** The entries a query finds by their names, each with its level, closest first (list order within a level). */
export function rankByName<T>(entries: readonly T[], query: string, nameOf: (entry: T) => string): { entry: T; level: MatchLevel }[] {
  return nameIndex(entries.map(nameOf))
    .rank(query)
    .map(({ position, level }) => ({ entry: entries[position]!, level }));
}

/**
 * The entries a query finds by their names, closest first (list order within a level): exact and
 * spelling matches, or the typo matches when there are none.
 */
export function searchByName<T>(entries: readonly T[], query: string, nameOf: (entry: T) => string): T[] {
  const ranked = rankByName(entries, query, nameOf);
  const close = ranked.filter((r) => r.level <= MATCH_LEVEL.spelling);
  return (close.length > 0 ? close : ranked).map((r) => r.entry);
}
