// `npm run bench -- insights`: the store manager's insights (docs/architecture.md §3.8) in front of a
// provider with a year of BENCH_ORDERS orders (100,000 by default) of BENCH_CUSTOMERS customers (400)
// over a catalogue of 20,000 items. The provider runs in its own process (this script again, as
// 'provider': the mock provider with the orders added to its store); the storefront runs in proxy mode
// in another (server/main.ts, as `npm start` runs it, with lib/memoryProbe.ts preloaded). Prints:
//   1. Cold: the first GET /api/Insights/Summary, the orders read in full (goal: under 30 s), and the
//      provider's Order/List requests it took.
//   2. Warm: the same call again (the orders read less than a minute ago), the year's summary and a
//      customer's figures, median of WARM_RUNS each (goal: under 3 s).
//   3. The read of the last 14 days the server makes once the orders are a minute old, timed in this
//      process over HTTP against the same provider (the same InsightsSource the server runs).
//   4. The host's memory for them: the heap (used + external, after full garbage collections) before the
//      first call and after the warm ones, and the resident set (VmRSS, and its peak VmHWM) (goal: the
//      heap grows by at most 200 MB).
// On a shared machine the times move with its load: the load average is printed.
import express from 'express';
import os from 'node:os';
import pino from 'pino';
import { createMockProvider } from '../../mock-provider/app';
import { mulberry32 } from '../../mock-provider/seed/random';
import type { CustomerRecord, ItemRecord, OrderLineRecord, UserRecord } from '../../mock-provider/store/types';
import { InsightsSource } from '../../server/insights/source';
import { heapOf, LISTENING, PROBE, residentSet, spawnNode, stop, type Child } from './lib/processes';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 400);
const ITEMS = 20_000;
const WARM_RUNS = 5;
const SECRET = 'insights-bench-secret-0123456789-abcdef';
const GOAL = { coldMs: 30_000, warmMs: 3_000, heapMb: 200 };
const DAY_MS = 86_400_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The provider: the mock over 20,000 items, with CUSTOMERS customers and a year of ORDERS orders, oldest first. */
function provider(): void {
  const mock = createMockProvider({ items: ITEMS, jwtSecret: 'insights-bench-provider-secret-0123' });
  const { db, orders } = mock.store;
  // Seeded, so every run adds the same orders.
  const rnd = mulberry32(46);
  const items = [...db.items.values()].filter((item: ItemRecord) => item.basePrice !== null && item.isAvailable);
  const now = Date.now();
  // Each customer orders every 2 to 14 days from some point in the year, from a basket of 25 items.
  const placed: Array<{ at: number; customer: number }> = [];
  const perCustomer = ORDERS / CUSTOMERS;
  for (let c = 0; c < CUSTOMERS; c++) {
    const every = (365 / perCustomer) * (0.5 + rnd());
    for (let at = now - 365 * DAY_MS * rnd() * 0.05; at > now - 365 * DAY_MS; at -= every * DAY_MS) placed.push({ at, customer: c });
  }
  placed.sort((a, b) => a.at - b.at);
  const baskets = Array.from({ length: CUSTOMERS }, () => Array.from({ length: 25 }, () => items[Math.floor(rnd() * items.length)]!));
  for (let c = 0; c < CUSTOMERS; c++) {
    const customer: CustomerRecord = {
      customerId: 5000 + c,
      firstName: 'לקוח',
      lastName: `חנות ${c + 1}`,
      phone: `03-${String(5000000 + c)}`,
      email: `shop${c}@bench.example`,
      priceListId: 1 + (c % 3),
    };
    db.customers.set(customer.customerId, customer);
  }
  for (const { at, customer } of placed.slice(-ORDERS)) {
    const basket = baskets[customer]!;
    const lines: OrderLineRecord[] = Array.from({ length: 3 + Math.floor(rnd() * 6) }, () => {
      const item = basket[Math.floor(rnd() * basket.length)]!;
      return { itemId: item.itemId, productName: item.itemDescription, unitPrice: item.basePrice!, quantity: 1 + Math.floor(rnd() * 24) };
    });
    orders.record({ id: 100_000 + customer, businessCustomerId: 5000 + customer } as UserRecord, '', lines, new Date(at));
  }
  const app = express();
  app.use('/api', mock);
  const listener = app.listen(0, '127.0.0.1', () => {
    const address = listener.address();
    console.log(
      `insights provider on http://localhost:${typeof address === 'object' && address ? address.port : 0}/api with ${db.orders.length} orders`,
    );
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as T };
}

async function timed(url: string, auth: string): Promise<number> {
  const started = performance.now();
  const { status, body } = await json<{ statusCode: number }>(url, { headers: { authorization: auth } });
  if (status !== 200) throw new Error(`${url} answered ${status}: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${ORDERS} orders of ${CUSTOMERS} customers`,
  );
  let mock: Child | undefined;
  let server: Child | undefined;
  try {
    const seeding = performance.now();
    mock = spawnNode(['--import', 'tsx', __filename, 'provider'], {});
    const [, port, count] = await mock.line(/insights provider on http:\/\/localhost:(\d+)\/api with (\d+) orders/, 600_000);
    console.log(`provider: ${count} orders made in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const providerUrl = `http://127.0.0.1:${port}/api`;
    server = spawnNode(
      ['--expose-gc', '--import', 'tsx', '--import', PROBE, 'server/main.ts'],
      {
        PROVIDER_URL: providerUrl,
        APP_SECRET: SECRET,
        PORT: '0',
        LOG_LEVEL: 'warn',
      },
      true,
    );
    const base = `http://127.0.0.1:${(await server.line(LISTENING, 120_000))[1]}`;
    const login = await json<{ payload: string }>(`${base}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
    });
    const admin = `Bearer ${login.body.payload}`;
    // A call the server has served once (its code loaded), before anything is measured.
    await json(`${base}/api/Capabilities`, { headers: { authorization: admin } });
    const heapBefore = await heapOf(server);
    const rssBefore = residentSet(server.proc.pid!).rss;

    const summary = `${base}/api/Insights/Summary`;
    const coldMs = await timed(summary, admin);
    const first = await json<{ payload: { ordersRead: number; lapsed: unknown[]; callList: unknown[] } }>(summary, {
      headers: { authorization: admin },
    });
    console.log(
      `1. cold: GET /api/Insights/Summary ${(coldMs / 1000).toFixed(2)} s for ${first.body.payload.ordersRead} orders read in full (goal < ${GOAL.coldMs / 1000} s: ${met(coldMs < GOAL.coldMs)}); ${first.body.payload.lapsed.length} customers past their rhythm, ${first.body.payload.callList.length} calls`,
    );

    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * DAY_MS).toISOString().slice(0, 10);
    const runs = async (url: string) =>
      median(
        await Array.from({ length: WARM_RUNS }).reduce<Promise<number[]>>(
          async (acc) => [...(await acc), await timed(url, admin)],
          Promise.resolve([]),
        ),
      );
    const quarter = await runs(summary);
    const year = await runs(`${summary}?from=${yearAgo}&to=${today}`);
    const customer = await runs(`${base}/api/Insights/Customer/5007`);
    const warm = Math.max(quarter, year, customer);
    console.log(
      `2. warm (median of ${WARM_RUNS}): the quarter ${quarter.toFixed(0)} ms, the year ${year.toFixed(0)} ms, a customer ${customer.toFixed(0)} ms (goal < ${GOAL.warmMs / 1000} s: ${met(warm < GOAL.warmMs)})`,
    );

    // 3. The read of the last 14 days, as the server makes it a minute on, in this process over HTTP.
    let clock = Date.now();
    const read = async (pathAndQuery: string, authorization?: string) => {
      const res = await fetch(`${providerUrl}${pathAndQuery}`, { headers: authorization ? { authorization } : {} });
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
    };
    const providerLogin = await json<{ payload: string }>(`${providerUrl}/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
    });
    const source = new InsightsSource({ read, logger: pino({ level: 'silent' }), now: () => clock });
    let t = performance.now();
    await source.current(`Bearer ${providerLogin.body.payload}`);
    const fullMs = performance.now() - t;
    const fullRequests = source.stats.requests;
    clock += 61_000;
    t = performance.now();
    const again = await source.current(`Bearer ${providerLogin.body.payload}`);
    const partialMs = performance.now() - t;
    console.log(
      `3. in this process: the full read ${(fullMs / 1000).toFixed(2)} s in ${fullRequests} Order/List requests; a minute on, the last 14 days read again in ${partialMs.toFixed(0)} ms (${source.stats.requests - fullRequests} requests), ${again.facts.orders.size} orders kept`,
    );

    const heapAfter = await heapOf(server);
    const { rss, peak } = residentSet(server.proc.pid!);
    const grew = heapAfter - heapBefore;
    console.log(
      `4. the host's memory: heap (used + external, after full GC) ${mb(heapBefore)} before, ${mb(heapAfter)} after: +${mb(grew)} (goal <= ${GOAL.heapMb} MB: ${met(grew <= GOAL.heapMb * 1024 * 1024)}); VmRSS ${mb(rssBefore)} before, ${mb(rss)} after, peak (VmHWM) ${mb(peak)}`,
    );
  } finally {
    await stop(server);
    await stop(mock);
  }
}

if (process.argv[2] === 'provider') provider();
else
  void main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
