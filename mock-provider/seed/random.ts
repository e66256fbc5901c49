// A small seeded PRNG (mulberry32) and helpers, so the seed is the same on every run and machine.
// Math.random and the clock are never used: tests and demos rely on stable ids, prices and names.

/** A function returning numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a fast 32-bit generator, good enough for demo data (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string: a stable 32-bit number (palettes, per-group shuffles). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator of its own for the n-th record of a stream, independent of the records before it. */
export function streamFor(stream: number, index: number): Random {
  return mulberry32((Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(stream, 0x85ebca6b)) >>> 0);
}

/** An integer in [min, max], both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new RangeError('pick from an empty list');
  return value;
}

/** A shuffled copy of a list (Fisher-Yates). */
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = list.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}
