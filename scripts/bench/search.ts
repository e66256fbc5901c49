// Benchmark: the mock provider's Item/List search on the 100,000-item catalogue, in-process (goal: p95
// under 10 ms). Its index is the storefront server's own (shared/search/catalogueIndex.ts, on
// FlexSearch), so this also times the server's searches without HTTP (catalogue-scale.ts times them
// through the server). Prints the index build time and the median and p95 latency over a mix of
// realistic queries.
import { performance } from 'node:perf_hooks';
import { seedCatalogue } from '../../mock-provider/demo';
import { MockStore } from '../../mock-provider/store';
import { TokenService } from '../../mock-provider/store/tokens';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const { seed } = seedCatalogue(ITEMS);
const store = new MockStore(new TokenService('bench-secret-bench-secret'), { publicPath: '/api' }).load(seed);
const buyer = store.accounts.byEmail('buyer@example.com')!;

let t = performance.now();
store.items.searchIndex();
const buildMs = performance.now() - t;

const sample = [...store.db.items.values()];
const words = sample.slice(0, 200).flatMap((i) => i.itemDescription.split(/\s+/).filter((w) => w.length > 2));
const queries: string[] = [];
for (let i = 0; i < 300; i++) {
  const w = words[(i * 7919) % words.length]!;
  const kind = i % 6;
  if (kind === 0) queries.push(w);
  else if (kind === 1) queries.push(w.slice(0, 2));
  else if (kind === 2) queries.push(`${w} ${words[(i * 104729) % words.length]!.slice(0, 3)}`);
  else if (kind === 3) queries.push(sample[(i * 31) % sample.length]!.catalogNumber);
  else if (kind === 4) queries.push('cnc');
  else queries.push(`ו${w}`);
}

const timings: number[] = [];
for (const [n, q] of queries.entries()) {
  const viewer = n % 2 === 0 ? buyer : null;
  t = performance.now();
  store.items.list({ SearchTerm: q, pageNumber: 1, pageSize: 24 }, viewer);
  timings.push(performance.now() - t);
}
timings.sort((a, b) => a - b);
console.log(
  `search ${ITEMS} items: index build ${buildMs.toFixed(0)} ms; ${timings.length} queries: median ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, max ${timings[timings.length - 1]!.toFixed(2)} ms (goal p95 < 10 ms)`,
);

const browse: number[] = [];
const groups = [...store.db.itemGroups.keys()];
for (let i = 0; i < 200; i++) {
  t = performance.now();
  store.items.list({ itemGroupId: groups[i % groups.length], pageNumber: 1 + (i % 3), pageSize: 24 }, buyer);
  browse.push(performance.now() - t);
}
browse.sort((a, b) => a - b);
console.log(`browse ${ITEMS} items by group: median ${percentile(browse, 50).toFixed(2)} ms, p95 ${percentile(browse, 95).toFixed(2)} ms`);
