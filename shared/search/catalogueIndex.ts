// The catalogue's search index (docs/architecture.md §3.6): the items' words held by FlexSearch, with
// our Hebrew normalisation (shared/rules/search) as its encoder, and our spelling rules
// (shared/rules/spelling) deciding how closely each query word meets each of the items' words.
// FlexSearch keeps the words and the items that hold them; this file only asks it and ranks what it
// finds, as docs/product.md §3.2 says a search lists its items:
//   - an exact catalogue number or item code first;
//   - then the items every query word begins a word of (a word that begins none is tried without its
//     attached prefix letters: 'ובמבה' as 'במבה');
//   - then the items the query meets spelt another way (matres, plurals, a Latin brand name);
//   - and only when neither found anything, the items a typo away;
//   each in list order (the order the items were given in: the catalogue's).
// A code (an item code, a barcode) is matched as written or as its beginning, never forgiven.
// It holds no prices: only what any visitor of the catalogue may read.
import FlexSearch from 'flexsearch';
import { normalizeCode } from '../rules/itemCode';
import { isCodeLike, searchWords, withoutPrefixes } from '../rules/search';
import {
  MATCH_LEVEL,
  formsLevel,
  prepareQuery,
  queryReadings,
  prepareWord,
  type MatchLevel,
  type PreparedQuery,
  type PreparedWord,
} from '../rules/spelling';

/** What the index reads of an item. */
export interface IndexedItem {
  itemId: string;
  catalogNumber: string;
  itemDescription: string;
}

/** One of the items' own words, with what matching and suggesting need of it. */
export interface VocabularyWord {
  prepared: PreparedWord;
  /** How many items' names hold it as a word of its own (written between spaces); 0 for one only ever written joined to another ('קוקה-קולה'). */
  count: number;
  /** The word as first written on its own in a name (final letters, capitals), for a suggestion. */
  written: string;
}

/** One form of a query word (prepareQuery's innermost element). */
type QueryForm = PreparedQuery[number][number][number];

/** An item no query word meets. */
const UNMATCHED = 255;
/** The most words of a query whose spelling is forgiven: each is compared with the catalogue's words, so a long query's cost is bounded. */
export const MAX_FORGIVEN_WORDS = 8;

/** A query's readings prepared for the spelling rules, each of its first MAX_FORGIVEN_WORDS words (a longer query is forgiven on those). */
function forgivable(query: string): PreparedQuery {
  return prepareQuery(query).map((words) => words.slice(0, MAX_FORGIVEN_WORDS));
}
/** How few items holding() checks one by one against the rest of the words. */
const FEW_LEFT = 2000;

/** The forms a name word is found by: itself, and without one attached prefix letter ('לכביסה' by 'כביסה'). */
function nameForms(text: string): string[] {
  return [...new Set(searchWords(text).flatMap((word) => withoutPrefixes(word, 1)))];
}

/** The tokens of a text the encoder is given: the forms, already worked out, one space apart. */
const spaced = (text: string): string[] => (text === '' ? [] : text.split(' '));

export class CatalogueIndex<T extends IndexedItem = IndexedItem> {
  /** Every word form begins the forms it is a prefix of: 'במ' finds 'במבה' (FlexSearch's forward tokenizer). */
  private readonly beginnings = new FlexSearch.Index({ tokenize: 'forward', resolution: 1, encode: spaced });
  /** Whole word forms only: the items of a word the spelling rules chose. */
  private readonly wholeWords = new FlexSearch.Index({ tokenize: 'strict', resolution: 1, encode: spaced });
  /**
   * The items' codes (catalogue numbers, item codes) as itemCode.ts keys them (no spaces or dashes,
   * upper case, a number without leading zeros: a UPC-A is its EAN-13), sorted, with their items'
   * positions: found whole (a scan, a code typed) or by their beginning (a search) by binary search.
   */
  private codes: string[] = [];
  private codePositions = new Int32Array(0);
  /** The items' own words of letters only (the spelling rules' candidates), all, by first letter and by the first letter of their sound (a spelling match keeps it). */
  private lettered: readonly VocabularyWord[] = [];
  private readonly byLetter = new Map<string, VocabularyWord[]>();
  private readonly bySound = new Map<string, VocabularyWord[]>();
  /** The words of the items' names worth suggesting: written on their own, letters only, two or more. */
  vocabulary: readonly VocabularyWord[] = [];
  /** Each item's name as searched (normalised, its words one space apart), by position. */
  private readonly names: string[] = [];
  /** While the index is built: the code words and the words met so far. */
  private building: { codes: Array<[string, number]>; words: Map<string, VocabularyWord> } | null = { codes: [], words: new Map() };

  /** `items` in the order results are listed; positions refer to it. Built at once (`CatalogueIndex.build` builds in slices). */
  constructor(
    readonly items: readonly T[],
    built = true,
  ) {
    if (!built) return;
    this.add(0, items.length);
    this.seal();
  }

  /**
   * Builds an index in slices, with `pause` between them: a server that builds one while it serves
   * gives its other requests a turn (100,000 items take seconds).
   */
  static async build<T extends IndexedItem>(items: readonly T[], pause: () => Promise<void>, slice = 2000): Promise<CatalogueIndex<T>> {
    const index = new CatalogueIndex(items, false);
    for (let from = 0; from < items.length; from += slice) {
      index.add(from, Math.min(items.length, from + slice));
      await pause();
    }
    index.seal();
    return index;
  }

  /** Indexes the items from position `from` up to `to`. */
  private add(from: number, to: number): void {
    const { codes, words } = this.building!;
    for (let position = from; position < to; position++) {
      const item = this.items[position]!;
      this.names[position] = searchWords(item.itemDescription).join(' ');
      const forms = nameForms(item.itemDescription).join(' ');
      this.beginnings.add(position, forms);
      this.wholeWords.add(position, forms);
      for (const key of new Set([normalizeCode(item.catalogNumber), normalizeCode(item.itemId)]))
        if (key !== '') codes.push([key, position]);
      this.readWords(item.itemDescription, words);
    }
  }

  /** Ends the build: the code words sorted, the words grouped for the spelling rules. */
  private seal(): void {
    const { codes, words: met } = this.building!;
    this.building = null;
    codes.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.codes = codes.map(([code]) => code);
    this.codePositions = Int32Array.from(codes, ([, position]) => position);
    const words = [...met.values()];
    this.lettered = words.filter((w) => w.prepared.letters);
    for (const word of this.lettered) {
      put(this.byLetter, word.prepared.word[0]!, word);
      put(this.bySound, word.prepared.sound[0]!, word);
    }
    this.vocabulary = words.filter((w) => w.count > 0);
  }

  /**
   * The words of a name into the vocabulary: every word (the spelling rules' candidates), and each
   * written token that is one word of letters, of two or more, counted once a name (a suggestion's words).
   */
  private readWords(name: string, into: Map<string, VocabularyWord>): void {
    for (const word of searchWords(name)) if (!into.has(word)) into.set(word, { prepared: prepareWord(word), count: 0, written: word });
    const seen = new Set<string>();
    for (const token of name.split(/\s+/)) {
      const normalised = searchWords(token);
      if (normalised.length !== 1) continue;
      const word = normalised[0]!;
      if (seen.has(word) || word.length < 2 || !/^\p{L}+$/u.test(word)) continue;
      seen.add(word);
      const entry = into.get(word)!;
      if (entry.count === 0) entry.written = token.replace(EDGE_MARKS, '');
      entry.count++;
    }
  }

  /** How many items it holds. */
  get size(): number {
    return this.items.length;
  }

  /**
   * The positions of the items a query finds, in the order a search lists them: exact codes first,
   * then the exact matches, then the items spelt otherwise, or (only when neither found any) a typo away.
   */
  search(query: string): number[] {
    let result = this.exact(query);
    if (!isCodeLike(query)) result = this.forgiving(query, result);
    const exact = this.withCode(query);
    if (exact.length === 0) return result;
    const first = new Set(exact);
    return [...exact, ...result.filter((p) => !first.has(p))];
  }

  /** Whether a query finds anything (a suggestion is offered only if it does). */
  finds(query: string): boolean {
    return this.search(query).length > 0;
  }

  /** The positions of the items whose catalogue number or item code is this code (as itemCode.ts compares codes: a UPC-A is its EAN-13). */
  withCode(code: string): readonly number[] {
    const key = normalizeCode(code);
    if (key === '') return [];
    const at = this.codePositions.subarray(lowerBound(this.codes, key), lowerBound(this.codes, `${key}\u0000`));
    return at.length === 1 ? [at[0]!] : [...new Set(at)].sort((a, b) => a - b);
  }

  /**
   * The positions of the items whose name holds every one of these (normalised) words: a number as a
   * whole word, any other word as the beginning of a word of the name or of one without its attached
   * prefix letter, or read without its own attached prefix letters ('ובמבה'). Quick order's rule.
   */
  holding(words: readonly string[]): number[] {
    if (words.length === 0) return [];
    // The likeliest to be rare first (numbers, then the longest words); once few items are left, the
    // rest of the words are looked for in those items' names rather than among every item's.
    const order = [...words].sort((a, b) => Number(/^\d+$/.test(b)) - Number(/^\d+$/.test(a)) || b.length - a.length);
    let found: number[] | null = null;
    for (const word of order) {
      if (found !== null && found.length <= FEW_LEFT) found = found.filter((p) => this.nameHolds(p, word));
      else {
        const positions = /^\d+$/.test(word) ? this.whole(word) : this.ascending(withoutPrefixes(word).map((form) => this.beginning(form)));
        found = found === null ? positions : intersect(found, positions);
      }
      if (found.length === 0) break;
    }
    return found ?? [];
  }

  /** Whether an item's name holds a word as holding() reads it (a number whole; else a beginning, prefix letters tried off). */
  private nameHolds(position: number, word: string): boolean {
    const nameWords = this.nameAt(position).split(' ');
    if (/^\d+$/.test(word)) return nameWords.includes(word);
    const wanted = withoutPrefixes(word);
    return nameWords.some((w) => withoutPrefixes(w, 1).some((form) => wanted.some((q) => form.startsWith(q))));
  }

  /** An item's name as searched: normalised, its words one space apart. */
  nameAt(position: number): string {
    return this.names[position] ?? '';
  }

  /** The positions of the items a query meets at any level, each with its level, closest first, then in list order (no codes). */
  ranked(query: string): Array<{ position: number; level: MatchLevel }> {
    return this.levels(forgivable(query), MATCH_LEVEL.typo).flatMap((positions, level) =>
      positions.map((position) => ({ position, level: level as MatchLevel })),
    );
  }

  /** The items whose name holds this form at the beginning of a word, ascending. */
  private beginning(form: string): number[] {
    return form === '' ? [] : (this.beginnings.search(form, { limit: this.items.length }) as number[]);
  }

  /** The items whose name holds this whole word form, ascending. */
  private whole(word: string): number[] {
    return word === '' ? [] : (this.wholeWords.search(word, { limit: this.items.length }) as number[]);
  }

  /** The items one of whose code words begins with `prefix`, in no order, possibly repeated. */
  private codesFrom(prefix: string): Int32Array {
    const key = normalizeCode(prefix);
    if (key === '') return new Int32Array(0);
    return this.codePositions.subarray(lowerBound(this.codes, key), lowerBound(this.codes, `${key}\uffff`));
  }

  /** The items any of whose words (name or code) begins with this form, ascending. */
  private begun(form: string): number[] {
    const codes = this.codesFrom(form);
    const names = this.beginning(form);
    return codes.length === 0 ? names : this.ascending([names, codes]);
  }

  /** The positions in any of the lists (each in any order), ascending, each once. */
  private ascending(lists: ReadonlyArray<ArrayLike<number>>): number[] {
    const marked = new Uint8Array(this.items.length);
    for (const list of lists) for (let i = 0; i < list.length; i++) marked[list[i]!] = 1;
    const out: number[] = [];
    for (let p = 0; p < marked.length; p++) if (marked[p] === 1) out.push(p);
    return out;
  }

  /** The exact matches of every reading of the query (as typed, and as typed on an English layout meant in Hebrew), ascending. */
  private exact(query: string): number[] {
    const found = queryReadings(query).map((words) => this.exactReading(words));
    return found.length === 1 ? found[0]! : this.ascending(found);
  }

  /** The items holding every word of the reading as the beginning of a word; a word that begins none is tried without its attached prefix letters. */
  private exactReading(words: readonly string[]): number[] {
    if (words.length === 0) return [];
    let found: number[] | null = null;
    for (const word of words) {
      let positions = this.begun(word);
      if (positions.length === 0)
        positions = this.ascending(
          withoutPrefixes(word)
            .slice(1)
            .map((form) => this.begun(form)),
        );
      found = found === null ? positions : intersect(found, positions);
      if (found.length === 0) return [];
    }
    return found ?? [];
  }

  /**
   * The exact matches, then the items whose words meet the query spelt another way (closer first,
   * then in list order); with neither, the items a typo away.
   */
  private forgiving(query: string, exact: number[]): number[] {
    const prepared = forgivable(query);
    // Most searches are spelt as the items are: nothing more to find, and nothing to work out.
    if (exact.length > 0 && !prepared.some((words) => words.some((forms) => forms.some((form) => this.speltOtherwise(form))))) return exact;
    const inExact = new Uint8Array(this.items.length);
    for (const p of exact) inExact[p] = 1;
    const spelt = this.levels(prepared, MATCH_LEVEL.spelling)
      .flat()
      .filter((p) => inExact[p] === 0);
    if (exact.length > 0 || spelt.length > 0) return exact.concat(spelt);
    return this.levels(prepared, MATCH_LEVEL.typo).flat();
  }

  /** The positions every word of some reading of the query meets within `upTo`, by level (exact, spelling, typo), each in list order. */
  private levels(prepared: PreparedQuery, upTo: MatchLevel): number[][] {
    const n = this.items.length;
    let best: Uint8Array | null = null;
    let word: Uint8Array | null = null;
    let reading: Uint8Array | null = null;
    /** Positions holding some word of a reading as written or spelt otherwise (not only a typo away). */
    let close: Uint8Array | null = null;
    readings: for (const words of prepared) {
      // Each word's items first: a word that meets none leaves this reading nothing (every word must
      // meet), found before anything the catalogue's size is worked on.
      const met: Array<Array<[readonly number[], number]>> = [];
      for (const forms of words) {
        // The word without its attached prefix letters only when the word itself meets none.
        let found = this.wordPositions(forms.slice(0, 1), upTo);
        if (found.length === 0) found = this.wordPositions(forms.slice(1), upTo);
        if (found.length === 0) continue readings;
        met.push(found);
      }
      best ??= new Uint8Array(n).fill(UNMATCHED);
      word ??= new Uint8Array(n);
      reading ??= new Uint8Array(n);
      close ??= new Uint8Array(n);
      reading.fill(MATCH_LEVEL.exact);
      for (const found of met) {
        word.fill(UNMATCHED);
        for (const [positions, level] of found) for (const p of positions) if (level < word[p]!) word[p] = level;
        for (let p = 0; p < n; p++) {
          if (word[p]! > reading[p]!) reading[p] = word[p]!;
          if (word[p]! <= MATCH_LEVEL.spelling) close[p] = 1;
        }
      }
      for (let p = 0; p < n; p++) if (reading[p]! < best[p]!) best[p] = reading[p]!;
    }
    const found: number[][] = [];
    for (let level: number = MATCH_LEVEL.exact; level <= upTo; level++) {
      const at: number[] = [];
      if (best) for (let p = 0; p < n; p++) if (best[p] === level) at.push(p);
      // A typo away: the items that hold a word of the query (spelt as written or otherwise) before
      // those met by typos alone ('coca cola': the colas before a cheese 'במשקל' a typo from 'במבש').
      found.push(level === MATCH_LEVEL.typo && close ? [...at.filter((p) => close![p] === 1), ...at.filter((p) => close![p] === 0)] : at);
    }
    return found;
  }

  /** The items holding a word one of these forms meets within `upTo`, each list with its level (none: the forms meet nothing). */
  private wordPositions(forms: QueryForm[], upTo: MatchLevel): Array<[readonly number[], number]> {
    const found: Array<[readonly number[], number]> = [];
    const note = (positions: readonly number[], level: number) => {
      if (positions.length > 0) found.push([positions, level]);
    };
    for (const form of forms) {
      note(this.begun(form.word.word), form.atBest);
      for (const candidate of this.pool(form, upTo)) {
        const level = formsLevel([form], [candidate.prepared], upTo);
        if (level !== null) note(this.whole(candidate.prepared.word), level);
      }
    }
    return found;
  }

  /** Whether the items have a word a query word's form meets only spelt another way (not as its beginning). */
  private speltOtherwise(form: QueryForm): boolean {
    return this.pool(form, MATCH_LEVEL.spelling).some(({ prepared }) => {
      const level = formsLevel([form], [prepared], MATCH_LEVEL.spelling);
      return level !== null && level > MATCH_LEVEL.exact;
    });
  }

  /** The words a form may meet within `upTo`: a spelling match keeps the first letter (or, from Latin letters, the first sound); a typo need not. */
  private pool(form: QueryForm, upTo: MatchLevel): readonly VocabularyWord[] {
    if (upTo >= MATCH_LEVEL.typo) return this.lettered;
    const sound = form.word.latinSound;
    const byLetter = this.byLetter.get(form.word.word[0] ?? '') ?? [];
    const bySound = sound ? (this.bySound.get(sound[0]!) ?? []) : [];
    return bySound.length === 0 ? byLetter : [...byLetter, ...bySound];
  }
}

const EDGE_MARKS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

function put<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The first index of a sorted list whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The positions in both ascending lists, ascending. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}
