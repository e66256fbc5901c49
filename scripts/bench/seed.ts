// Benchmark of the mock provider's seed generator at MOCK_ITEMS=100000 scale.
//   npx tsx scripts/bench/seed.ts                      (time, and rss growth)
//   node --expose-gc --import tsx scripts/bench/seed.ts (also exact heap growth)
// Optional argument: the item count (default 100000).
import { generateSeed } from '../../mock-provider/seed/generate';
import type { SeedData } from '../../mock-provider/store/types';

const items = Number(process.argv[2] ?? 100_000);
const runs = 3;
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

// A warm-up at demo size, so the first timed run does not pay for compiling the generator.
generateSeed();

const seconds: number[] = [];
let kept: SeedData | undefined;
let heapGrowth = 0;
let rssGrowth = 0;
for (let run = 0; run < runs; run++) {
  // eslint-disable-next-line no-useless-assignment -- the last run's data is let go before this run is measured
  kept = undefined;
  gc?.();
  const before = process.memoryUsage();
  const start = process.hrtime.bigint();
  const seed = generateSeed({ items });
  seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
  gc?.();
  const after = process.memoryUsage();
  // What one catalogue keeps alive (the largest of the runs, so a garbage collection in between cannot hide it).
  heapGrowth = Math.max(heapGrowth, after.heapUsed - before.heapUsed);
  rssGrowth = Math.max(rssGrowth, after.rss - before.rss);
  kept = seed;
}

const perItem = Math.round(heapGrowth / (kept?.items.length ?? items));
console.log(
  `seed ${items} items: ${median(seconds).toFixed(2)} s (median of ${runs}; runs ${seconds.map((s) => s.toFixed(2)).join(', ')} s), ` +
    `heap +${mb(heapGrowth)} MB${gc ? '' : ' (approximate: run with node --expose-gc for exact)'}, rss +${mb(rssGrowth)} MB`,
);
console.log(
  `  ${kept?.items.length} items, ${kept?.prices.length} prices, ${kept?.attributeValues.length} attribute values; about ${perItem} bytes of heap per item`,
);
