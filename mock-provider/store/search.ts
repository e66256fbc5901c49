// The item search index: Hebrew-aware, every query word prefix-matched (DESIGN.md section 3).
// Built once per change of the catalogue and kept until the next one; a query costs binary
// searches over the sorted word list plus one pass over the postings of the matching words.
import { latinLayoutToHebrew, searchWords, withoutPrefixes } from '@shared/rules/search';
import type { ItemRecord } from './types';

export class SearchIndex {
  /** Distinct words (with their attached-prefix-free forms), sorted. */
  private readonly words: string[];
  /** For each word, the ascending positions (in `items`) of the items holding it. */
  private readonly postings: Int32Array[];
  /** Position lists of exact catalogue numbers and item codes. */
  private readonly codes = new Map<string, number[]>();
  private readonly hits: Uint16Array;
  private readonly lastWord: Int32Array;

  /** `items` in the order results are listed; positions refer to it. */
  constructor(readonly items: readonly ItemRecord[]) {
    const byWord = new Map<string, number[]>();
    const add = (word: string, position: number) => {
      const list = byWord.get(word);
      if (!list) byWord.set(word, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    };
    items.forEach((item, position) => {
      for (const word of searchWords(`${item.itemDescription} ${item.catalogNumber} ${item.itemId}`)) {
        // An item's word is also found without one attached prefix letter ('לכביסה' by 'כביסה').
        for (const form of withoutPrefixes(word, 1)) add(form, position);
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
