// Hebrew-aware search text (docs/product.md §3.2): what a query and an item's text are compared as.
// Spelling forgiven (matres, plurals, typos, Latin brand names) is in spelling.ts, built on these;
// the closest searches for a query that found nothing (התכוונתם ל…) in didYouMean.ts.

const FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
// Apostrophes and quotes join the letters around them: צ'יפס is searched as ציפס, מע"מ as מעמ.
const JOINING_MARKS = /['"`\u2018\u2019\u201C\u201D\u05F3\u05F4]/g;
// Niqqud and cantillation (Hebrew points), and combining marks of any script.
const POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]|\p{M}/gu;
// Everything else that is not a letter or a digit separates words (maqaf, hyphen, slash, dots...).
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Normalises text for search: niqqud and punctuation removed, final letters folded, lower case, single spaces. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(POINTS, '')
    .replace(JOINING_MARKS, '')
    .replace(SEPARATORS, ' ')
    .replace(/[ךםןףץ]/g, (c) => FINAL_LETTERS[c] ?? c)
    .toLowerCase()
    .trim();
}

/** The normalised words of a text. */
export function searchWords(text: string): string[] {
  const normalized = normalizeSearch(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** The letters attached to the front of a Hebrew word: and, the, in, to, from, that, as. */
export const HEBREW_PREFIX_LETTERS = ['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ'] as const;

/** A normalised word and the words it is with up to `max` attached prefix letters taken off (at least three letters left). */
export function withoutPrefixes(word: string, max = 2): string[] {
  const forms = [word];
  let rest = word;
  for (let i = 0; i < max; i++) {
    const first = rest[0];
    if (!first || !(HEBREW_PREFIX_LETTERS as readonly string[]).includes(first) || rest.length <= 3) break;
    rest = rest.slice(1);
    forms.push(rest);
  }
  return forms;
}

// The Israeli keyboard (SI 1452): the Hebrew letter on each Latin key.
const LATIN_TO_HEBREW: Record<string, string> = {
  q: '/',
  w: "'",
  e: 'ק',
  r: 'ר',
  t: 'א',
  y: 'ט',
  u: 'ו',
  i: 'ן',
  o: 'ם',
  p: 'פ',
  a: 'ש',
  s: 'ד',
  d: 'ג',
  f: 'כ',
  g: 'ע',
  h: 'י',
  j: 'ח',
  k: 'ל',
  l: 'ך',
  ';': 'ף',
  z: 'ז',
  x: 'ס',
  c: 'ב',
  v: 'ה',
  b: 'נ',
  n: 'מ',
  m: 'צ',
  ',': 'ת',
  '.': 'ץ',
};

/** The keys' rows, each a little to the right of the one above. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl;', 'zxcvbnm,.'];

/** Each Hebrew letter (finals as plain letters) and the letters on the keys around its key. */
const NEIGHBOURS: ReadonlyMap<string, readonly string[]> = (() => {
  const hebrewAt = (row: number, col: number) => {
    const key = KEY_ROWS[row]?.[col];
    const letter = key === undefined ? undefined : LATIN_TO_HEBREW[key];
    return letter && /\p{L}/u.test(letter) ? normalizeSearch(letter) : null;
  };
  const map = new Map<string, string[]>();
  KEY_ROWS.forEach((keys, row) => {
    for (let col = 0; col < keys.length; col++) {
      const letter = hebrewAt(row, col);
      if (!letter) continue;
      const around = [
        [row, col - 1],
        [row, col + 1],
        [row - 1, col],
        [row - 1, col + 1],
        [row + 1, col - 1],
        [row + 1, col],
      ]
        .map(([r, c]) => hebrewAt(r!, c!))
        .filter((l): l is string => l !== null);
      map.set(letter, [...new Set([...(map.get(letter) ?? []), ...around])]);
    }
  });
  return map;
})();

/** The Hebrew letters on the keys next to this letter's key on the Israeli layout (a finger's slip); finals as plain letters. */
export function keyboardNeighbours(letter: string): readonly string[] {
  return NEIGHBOURS.get(letter) ?? [];
}

/** Text typed on an English layout read as the Hebrew it meant ('cnc' is 'במב'); null when it has no Latin letter. */
export function latinLayoutToHebrew(text: string): string | null {
  const lower = text.toLowerCase();
  if (!/[a-z]/.test(lower)) return null;
  return Array.from(lower, (c) => LATIN_TO_HEBREW[c] ?? c).join('');
}

/** Whether a text looks like a catalogue number or an item code (digits, possibly a scanned barcode). */
export function isCodeLike(text: string): boolean {
  return /^[0-9A-Za-z-]{3,}$/.test(text.trim()) && /\d/.test(text);
}
