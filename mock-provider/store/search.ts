// The item search index: Hebrew-aware, every query word prefix-matched (docs/product.md §3.2).
// Built once per change of the catalogue and kept until the next one; a query costs binary
// searches over the sorted word list plus one pass over the postings of the matching words.
// It forgives spelling (shared/rules/spelling.ts): the same word spelt another way is
// listed after the exact matches; a typo only when nothing closer is found; a code never.
import { isCodeLike, latinLayoutToHebrew, searchWords, withoutPrefixes } from '@shared/rules/search';
import {
  MATCH_LEVEL,
  formsLevel,
  prepareQuery,
  prepareWord,
  type MatchLevel,
  type PreparedQuery,
  type PreparedWord,
} from '@shared/rules/spelling';

/** One of the items' own words, prepared for spelling matches, and the items holding it. */
interface Candidate {
  word: PreparedWord;
  postings: Int32Array;
}
import type { ItemRecord } from './types';

export class SearchIndex {
  /** Distinct words (with their attached-prefix-free forms), sorted. */
  private readonly words: string[];
  /** For each word, the ascending positions (in `items`) of the items holding it. */
  private readonly postings: Int32Array[];
  /** Position lists of exact catalogue numbers and item codes. */
  private readonly codes = new Map<string, number[]>();
  /** Whether each word is an item's word as written, not only one without its prefix letter. */
  private readonly whole: boolean[];
  private readonly hits: Uint16Array;
  private readonly lastWord: Int32Array;

  /** `items` in the order results are listed; positions refer to it. */
  constructor(readonly items: readonly ItemRecord[]) {
    const byWord = new Map<string, number[]>();
    const whole = new Set<string>();
    const add = (word: string, position: number) => {
      const list = byWord.get(word);
      if (!list) byWord.set(word, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    };
    items.forEach((item, position) => {
      for (const word of searchWords(`${item.itemDescription} ${item.catalogNumber} ${item.itemId}`)) {
        // An item's word is also found without one attached prefix letter ('לכביסה' by 'כביסה').
        for (const form of withoutPrefixes(word, 1)) add(form, position);
        whole.add(word);
      }
      for (const code of [item.catalogNumber, item.itemId]) {
        const key = code.trim().toLowerCase();
        const list = this.codes.get(key);
        if (!list) this.codes.set(key, [position]);
        else if (!list.includes(position)) list.push(position);
      }
    });
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((w) => Int32Array.from(byWord.get(w)!));
    this.whole = this.words.map((w) => whole.has(w));
    this.hits = new Uint16Array(items.length);
    this.lastWord = new Int32Array(items.length);
  }

  /**
   * Positions of the items matching a query, exact code matches first, then in list order.
   * A query typed on an English keyboard layout also matches what it would have spelt in Hebrew.
   */
  search(query: string): number[] {
    let result = this.match(query);
    const hebrew = latinLayoutToHebrew(query);
    if (hebrew !== null) result = mergeSorted(result, this.match(hebrew));
    if (!isCodeLike(query)) result = this.forgiving(query, result);
    const exact = this.codes.get(query.trim().toLowerCase());
    if (!exact) return result;
    const exactSet = new Set(exact);
    return [...exact, ...result.filter((p) => !exactSet.has(p))];
  }

  /** The ascending positions of the items of one item group. */
  positionsOfGroup(groupId: number | null): readonly number[] {
    if (!this.byGroup) {
      this.byGroup = new Map();
      this.items.forEach((item, position) => {
        const list = this.byGroup!.get(item.itemGroupId);
        if (list) list.push(position);
        else this.byGroup!.set(item.itemGroupId, [position]);
      });
    }
    return this.byGroup.get(groupId) ?? [];
  }

  private byGroup: Map<number | null, number[]> | null = null;
  /**
   * The items' own words (not their prefix-free forms: 'גבונים' of 'מגבונים' spelt loosely would
   * meet 'גבינות') prepared for spelling matches, by first letter and by the first letter of their
   * sound (a spelling match keeps the first letter), made at the first search that needs them.
   */
  private prepared: { all: Candidate[]; byLetter: Map<string, Candidate[]>; bySound: Map<string, Candidate[]> } | null = null;

  private candidates() {
    if (this.prepared) return this.prepared;
    const all: Candidate[] = [];
    const byLetter = new Map<string, Candidate[]>();
    const bySound = new Map<string, Candidate[]>();
    const put = (map: Map<string, Candidate[]>, key: string, c: Candidate) => {
      const list = map.get(key);
      if (list) list.push(c);
      else map.set(key, [c]);
    };
    this.words.forEach((w, i) => {
      // Codes and sizes (with a digit) are only ever matched exactly.
      if (!this.whole[i] || /\d/.test(w)) return;
      const word = prepareWord(w);
      if (!word.letters) return;
      const c = { word, postings: this.postings[i]! };
      all.push(c);
      put(byLetter, w[0]!, c);
      put(bySound, word.sound[0]!, c);
    });
    return (this.prepared = { all, byLetter, bySound });
  }

  /**
   * The exact matches, then the items whose words meet the query spelt another way (closer first,
   * then in list order); with neither, the items a typo away.
   */
  private forgiving(query: string, exact: number[]): number[] {
    const prepared = prepareQuery(query);
    // Most searches are spelt as the items are: nothing more to find, and nothing to work out.
    if (exact.length > 0 && !prepared.some((words) => words.some((forms) => forms.some((form) => this.speltOtherwise(form))))) return exact;
    const inExact = new Set(exact);
    const spelt = this.levels(prepared, MATCH_LEVEL.spelling).filter(([p]) => !inExact.has(p));
    if (exact.length > 0 || spelt.length > 0) return [...exact, ...spelt.map(([p]) => p)];
    return this.levels(prepared, MATCH_LEVEL.typo).map(([p]) => p);
  }

  /** The positions every word of some reading of the query meets within `upTo`, with their level, closer first, then in list order. */
  private levels(prepared: PreparedQuery, upTo: MatchLevel): [number, number][] {
    const n = this.items.length;
    const best = new Uint8Array(n).fill(UNMATCHED);
    const word = new Uint8Array(n);
    const reading = new Uint8Array(n);
    for (const words of prepared) {
      reading.fill(MATCH_LEVEL.exact);
      for (const forms of words) {
        // As in match(): the word without its attached prefix letters only when the word itself meets none.
        word.fill(UNMATCHED);
        if (!this.wordPositions(forms.slice(0, 1), upTo, word)) this.wordPositions(forms.slice(1), upTo, word);
        for (let p = 0; p < n; p++) if (word[p]! > reading[p]!) reading[p] = word[p]!;
      }
      for (let p = 0; p < n; p++) if (reading[p]! < best[p]!) best[p] = reading[p]!;
    }
    const found: [number, number][] = [];
    for (let p = 0; p < n; p++) if (best[p]! <= upTo) found.push([p, best[p]!]);
    return found.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  }

  /** The items' words that a query word's form meets only spelt another way (not as their beginning). */
  private speltOtherwise(form: PreparedQuery[number][number][number]): boolean {
    return this.pool(form, MATCH_LEVEL.spelling).some(({ word }) => {
      const level = formsLevel([form], [word], MATCH_LEVEL.spelling);
      return level !== null && level > MATCH_LEVEL.exact;
    });
  }

  /** The candidate words a form may meet within `upTo`: a spelling match keeps the first letter (or, from Latin letters, the first sound); a typo need not. */
  private pool(form: PreparedQuery[number][number][number], upTo: MatchLevel): Candidate[] {
    const { all, byLetter, bySound } = this.candidates();
    if (upTo >= MATCH_LEVEL.typo) return all;
    const sound = form.word.latinSound;
    return [...(byLetter.get(form.word.word[0]!) ?? []), ...(sound ? (bySound.get(sound[0]!) ?? []) : [])];
  }

  /** Notes in `levels` the positions holding a word one of these forms meets within `upTo`, with the closest level; whether any. */
  private wordPositions(forms: PreparedQuery[number][number], upTo: MatchLevel, levels: Uint8Array): boolean {
    let met = false;
    const note = (postings: Int32Array, level: number) => {
      met = true;
      for (let k = 0; k < postings.length; k++) {
        const p = postings[k]!;
        if (level < levels[p]!) levels[p] = level;
      }
    };
    for (const form of forms) {
      const [from, to] = this.prefixRange(form.word.word);
      for (let w = from; w < to; w++) note(this.postings[w]!, form.atBest);
      for (const { word, postings } of this.pool(form, upTo)) {
        const level = formsLevel([form], [word], upTo);
        if (level !== null) note(postings, level);
      }
    }
    return met;
  }

  /**
   * Positions holding every query word as a word prefix. A query word that starts no word at all
   * is tried again without its attached prefix letters ('ובמבה' as 'במבה').
   */
  private match(query: string): number[] {
    const queryWords = [...new Set(searchWords(query))];
    if (queryWords.length === 0) return [];
    this.hits.fill(0);
    this.lastWord.fill(-1);
    queryWords.forEach((word, wordIndex) => {
      let forms = [word];
      const [wordFrom, wordTo] = this.prefixRange(word);
      if (wordFrom === wordTo) forms = withoutPrefixes(word).slice(1);
      for (const form of forms) {
        const [from, to] = this.prefixRange(form);
        for (let w = from; w < to; w++) {
          for (const position of this.postings[w]!) {
            if (this.lastWord[position] !== wordIndex) {
              this.lastWord[position] = wordIndex;
              this.hits[position]!++;
            }
          }
        }
      }
    });
    const result: number[] = [];
    for (let p = 0; p < this.items.length; p++) if (this.hits[p] === queryWords.length) result.push(p);
    return result;
  }

  /** The range of words starting with a prefix, by binary search. */
  private prefixRange(prefix: string): [number, number] {
    const lower = this.lowerBound(prefix);
    const upper = this.lowerBound(prefix + '\uffff');
    return [lower, upper];
  }

  private lowerBound(value: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** An item no query word meets. */
const UNMATCHED = 255;

/** The union of two ascending lists, ascending, without repeats. */
function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out[out.length - 1] !== next) out.push(next);
  }
  return out;
}

/** The union of several ascending lists. */
export function mergeAll(lists: ReadonlyArray<readonly number[]>): number[] {
  return lists.reduce<number[]>((acc, list) => mergeSorted(acc, list), []);
}
