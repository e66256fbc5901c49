// The demo catalogue, generated once per size and process: every provider of a test run shares
// the (read-only) seed and loads its own copy of it.
import type { ImageSource } from './routes/files';
import { generateSeed } from './seed/generate';
import { createImageGenerator } from './seed/images';
import type { SeedData } from './store/types';

/** The catalogue size of a demo (about 1,200 items). */
export const DEFAULT_ITEMS = 1200;

const cache = new Map<number, { seed: SeedData; images: ImageSource }>();

/** The seed of a catalogue of this many items and the generator of its pictures. */
export function seedCatalogue(items: number = DEFAULT_ITEMS): { seed: SeedData; images: ImageSource } {
  let entry = cache.get(items);
  if (!entry) {
    const seed = generateSeed({ items });
    entry = { seed, images: createImageGenerator(seed) };
    cache.set(items, entry);
  }
  return entry;
}
