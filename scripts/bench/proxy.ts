// Proxy overhead: a signed-in user's small JSON call (GET /api/WebsiteConfiguration/List) made straight to the mock
// provider, and the same call through the server in proxy mode, in one run of autocannon each.
// The provider and the server each run in their own process (as in production); autocannon runs here.
// Goal, with a provider that responds in 20 ms as a real accounting system does (tens to
// hundreds of ms; here a provider that waits 20 ms and responds with ~1 KB at almost no CPU): the server's
// proxy within 2% of the throughput of a bare Node pipe proxy measured in the same run (the floor of
// what Node's HTTP costs, beside the same provider on the same cores) and within 1 ms of its p99.
// Against direct calls the figures are printed too, for the record: on a shared 2-core machine they
// measure Node's HTTP as much as the design. The proxies get a core of their own where taskset can give them one, and
// autocannon and the provider share the other (in production neither the browsers nor the
// accounting system take CPU from the server). Measured twice: with a provider that responds in
// exactly 20 ms (the 20 connections in lockstep: their responses reach the proxy together, and the last
// of each wave waits for the others, so the p99 is 20 times the proxy's cost of a request), and with its
// responses spread over 20 +- BENCH_PROVIDER_JITTER_MS (5) ms, as a real provider's are. For the record, the same with a provider that responds at
// once (the mock, CPU-bound, where the proxy's own cost is all there is); this has no goal.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import express from 'express';

const CALL = '/api/WebsiteConfiguration/List';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 3;
const LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 20);
/** The spread of the second latency-bound run: responses in LATENCY_MS +- this (a real provider's times vary). */
const SPREAD_MS = Number(process.env.BENCH_PROVIDER_JITTER_MS ?? 5);
/** The server's proxied throughput / the bare Node pipe proxy's in the same round, at least. */
const GOAL_RATIO = 0.98;
/** How far the server's proxied 99th percentile may be above the bare proxy's in the same round, in ms. */
const GOAL_P99_MS = 1;

type Role = 'provider' | 'latent' | 'server' | 'floor';

/** What the latency-bound provider responds with (a site-settings list of about 1 KB, as the mock's). */
const LATENT_BODY = JSON.stringify({
  statusCode: 200,
  payload: Array.from({ length: 8 }, (_, i) => ({ key: `Setting${i}`, value: 'ערך לדוגמה של הגדרת אתר באורך בינוני'.repeat(2) })),
});

/** A token shaped as the provider's (a JWT that expires in an hour; the server does not verify it, it only tells a user's call from a visitor's). */
const LATENT_TOKEN = [
  '{"alg":"HS256","typ":"JWT"}',
  JSON.stringify({ sub: 'bench', exp: Math.floor(Date.now() / 1000) + 3600 }),
  'signature',
]
  .map((part) => Buffer.from(part).toString('base64url'))
  .join('.');

/** Child side: start the provider, the server or the bare proxy on an ephemeral port and report the port to the parent. */
async function child(role: Role, arg: string): Promise<void> {
  let app: express.Express | http.RequestListener;
  if (role === 'floor') {
    app = floorProxy(arg);
  } else if (role === 'latent') {
    // A provider whose time is waiting, not computing (an accounting system across the network):
    // every request responded to after `arg` ms, at almost no CPU, so what is measured is the proxy.
    const [latency, jitter] = arg.split(',').map(Number) as [number, number];
    app = (req: http.IncomingMessage, res: http.ServerResponse) => {
      req.resume();
      req.on('end', () =>
        setTimeout(
          () => {
            const body = /\/Account\/Login/i.test(req.url ?? '') ? JSON.stringify({ statusCode: 200, payload: LATENT_TOKEN }) : LATENT_BODY;
            res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
            res.end(body);
          },
          latency - jitter + Math.random() * 2 * jitter,
        ),
      );
    };
  } else if (role === 'provider') {
    const { createMockProvider } = await import('../../mock-provider/app');
    const provider = express();
    provider.disable('x-powered-by');
    provider.use('/api', createMockProvider({ latencyMs: Number(arg) }));
    app = provider;
  } else {
    const { createServer } = await import('../../server/app');
    const { loadConfig } = await import('../../server/config');
    // Logging stays on (info, to this child's stdout, which the parent discards), as in production.
    // All the load comes from one address: the visitors' limit (ANON_RATE_LIMIT) is set out of its way.
    app = createServer(
      loadConfig({
        PROVIDER_URL: arg,
        APP_SECRET: 'bench-secret-0123456789abcdef',
        LOG_LEVEL: 'info',
        PORT: '0',
        ANON_RATE_LIMIT: '1000000',
      }),
    );
  }
  const server = http.createServer(app).listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  // 'cpu' asks for this process's CPU time so far (microseconds, user + system).
  process.on('message', () => {
    const used = process.cpuUsage();
    process.send?.({ cpu: used.user + used.system });
  });
  // BENCH_PROFILE_DIR: the server writes its CPU profile there when the bench ends (to see where its time goes).
  const profileDir = role === 'server' ? process.env.BENCH_PROFILE_DIR : undefined;
  let stopProfile: (() => void) | undefined;
  if (profileDir) {
    const { Session } = await import('node:inspector');
    const { writeFileSync } = await import('node:fs');
    const session = new Session();
    session.connect();
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    stopProfile = () =>
      session.post('Profiler.stop', (err, result) => {
        if (!err) writeFileSync(`${profileDir}/server-${process.pid}.cpuprofile`, JSON.stringify(result.profile));
        process.exit(0);
      });
  }
  process.on('disconnect', () => (stopProfile ? stopProfile() : process.exit(0)));
}

/**
 * The least a Node proxy can do: pipe the request to the provider and the response back, over a
 * keep-alive agent; no log, no headers, no timeouts, no error handling. It is not a product, only the
 * measure of what Node's HTTP server and client cost on this machine, the floor under the server's figure.
 */
function floorProxy(target: string): http.RequestListener {
  const base = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return (req, res) => {
    const headers = { ...req.headers, host: base.host };
    const upstream = http.request(
      { hostname: base.hostname, port: base.port, method: req.method, path: base.pathname + (req.url ?? '/').slice(4), headers, agent },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
}

/**
 * CPUs as taskset lists: the proxies' own (the server, or the bare proxy, each measured alone), the
 * rest (autocannon and the provider, the load and what it waits on), and all this process may use.
 */
interface Placement {
  proxies: string;
  load: string;
  all: string;
}

/** The last CPU this process may use for autocannon and the provider, the rest for the proxies, when taskset is here and there are at least two. */
function placement(): Placement | null {
  const asked = spawnSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  if (asked.status !== 0) return null;
  // "pid 123's current affinity list: 0-3,6"
  const list = asked.stdout.split(':').pop()!.trim();
  const cpus = list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
  if (cpus.length < 2 || cpus.some(Number.isNaN)) return null;
  return { load: String(cpus.at(-1)), proxies: cpus.slice(0, -1).join(','), all: list };
}

/** Lets this process (autocannon, all its threads), and the children it starts from now on, run on `cpus` only. */
function runOn(cpus: string): void {
  const set = spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { encoding: 'utf8' });
  if (set.status !== 0) throw new Error(`taskset failed: ${set.stderr}`);
}

/** Starts this file in a child process with a role (on `cpus` when given); resolves with the child and its port. */
function startChild(role: Role, cpus: string | null, ...args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const node = [process.execPath, '--import', 'tsx', __filename, role, ...args];
    const command = cpus ? ['taskset', '-c', cpus, ...node] : node;
    const proc = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    proc.once('message', (m: { port: number }) => resolve({ proc, port: m.port }));
    proc.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

function cpuOf(proc: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    proc.once('message', (m: { cpu: number }) => resolve(m.cpu));
    proc.send('cpu');
  });
}

interface Measured {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time per request of each child process, in microseconds. */
  cpuPerRequest: number[];
}

/** The Authorization header of the calls measured (a signed-in user's, or none for a visitor). */
let authorization: Record<string, string> = {};

async function measure(url: string, seconds: number, procs: ChildProcess[]): Promise<Measured> {
  const before = await Promise.all(procs.map(cpuOf));
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    headers: authorization,
  }) as Promise<autocannon.Result> & EventEmitter;
  // Every response's time as autocannon measured it (its own percentiles are whole milliseconds, too
  // coarse for a goal of 2 ms added).
  const times: number[] = [];
  void run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await run;
  const after = await Promise.all(procs.map(cpuOf));
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: percentile(times, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: after.map((a, i) => (a - before[i]!) / total),
  };
}

/** The `q` quantile of `xs` (nearest rank), as HdrHistogram reports it but unrounded; NaN when empty. */
function percentile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percent = (r: number) => `${(r * 100).toFixed(1)}%`;

interface Outcome {
  /** Median over the rounds of proxied / bare proxy (the goal's measure). */
  vsBare: number;
  /** Each round's proxied / bare proxy. */
  vsBareRatios: number[];
  /** Median over the rounds of proxied p99 - bare proxy p99, in ms (the goal's measure). */
  p99OverBare: number;
  /** For the record: median over the rounds of proxied / direct and of bare proxy / direct. */
  ratio: number;
  floorRatio: number;
  /** For the record: median over the rounds of proxied p99 - direct p99, in ms; and the same of the bare proxy. */
  p99Added: number;
  floorP99Added: number;
}

/**
 * One scenario: a provider (with `latencyMs`), the server and the bare proxy in front of it, placed
 * on the CPUs `where` gives (anywhere when null); direct, proxied and bare rates in turn, `rounds` times.
 */
async function scenario(title: string, latencyMs: number, rounds: number, where: Placement | null, jitterMs = 0): Promise<Outcome> {
  if (where) runOn(where.load);
  const provider = await startChild(
    latencyMs > 0 ? 'latent' : 'provider',
    where?.load ?? null,
    latencyMs > 0 ? `${latencyMs},${jitterMs}` : '0',
  );
  const providerBase = `http://127.0.0.1:${provider.port}`;
  const server = await startChild('server', where?.proxies ?? null, `${providerBase}/api`);
  const serverBase = `http://127.0.0.1:${server.port}`;
  const floor = await startChild('floor', where?.proxies ?? null, `${providerBase}/api`);
  const floorBase = `http://127.0.0.1:${floor.port}`;
  try {
    // A signed-in user's call, which passes through the proxy (a visitor's catalogue read is opened
    // to take its prices out, and cached: that is not the proxy's cost).
    const login = await fetch(`${providerBase}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
    });
    authorization = { authorization: `Bearer ${((await login.json()) as { payload: string }).payload}` };
    const probe = await fetch(providerBase + CALL, { headers: authorization });
    const body = await probe.text();
    // The server must take the call as a user's (proxied every time), not a visitor's (served from its cache).
    const proxiedProbe = await fetch(serverBase + CALL, { headers: authorization });
    await proxiedProbe.arrayBuffer();
    if (proxiedProbe.headers.get('cache-control') !== 'private, no-store') {
      throw new Error(
        `the server took the bench's call for a visitor's (Cache-Control ${proxiedProbe.headers.get('cache-control')}): it would be measuring its cache, not its proxy`,
      );
    }
    console.log(`\n${title}`);
    console.log(
      `  call GET ${CALL} as a signed-in user -> ${probe.status}, ${body.length} bytes; provider latency ${latencyMs} ms; ` +
        `autocannon ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${rounds} round(s) of direct, proxied, bare`,
    );
    // Warm-up: the JIT, the pools of sockets, the heap.
    for (const base of [providerBase, serverBase, floorBase]) await measure(base + CALL, WARM_UP_SECONDS, []);
    const direct: Measured[] = [];
    const proxied: Measured[] = [];
    const floored: Measured[] = [];
    for (let round = 1; round <= rounds; round++) {
      const d = await measure(providerBase + CALL, SECONDS, [provider.proc]);
      const p = await measure(serverBase + CALL, SECONDS, [server.proc, provider.proc]);
      const f = await measure(floorBase + CALL, SECONDS, [floor.proc, provider.proc]);
      direct.push(d);
      proxied.push(p);
      floored.push(f);
      const line = (m: Measured) =>
        `${m.rps.toFixed(0)} req/s (p99 ${m.p99.toFixed(2)} ms${m.non2xx || m.errors ? `, non-2xx ${m.non2xx}, errors ${m.errors}` : ''})`;
      console.log(
        `  round ${round}: direct ${line(d)}; proxied ${line(p)} = ${percent(p.rps / d.rps)}; bare Node proxy ${line(f)} = ${percent(f.rps / d.rps)}`,
      );
    }
    const ratios = proxied.map((p, i) => p.rps / direct[i]!.rps);
    const floorRatio = median(floored.map((f, i) => f.rps / direct[i]!.rps));
    const cpu = (ms: Measured[], which: number) => avg(ms.map((m) => m.cpuPerRequest[which]!)).toFixed(0);
    console.log(`  direct to the mock provider:      ${avg(direct.map((m) => m.rps)).toFixed(0)} requests/s (mean)`);
    console.log(`  through the server (proxy mode):  ${avg(proxied.map((m) => m.rps)).toFixed(0)} requests/s (mean)`);
    console.log(`  through a bare Node pipe proxy:   ${avg(floored.map((m) => m.rps)).toFixed(0)} requests/s (mean)`);
    console.log(
      `  CPU per request: provider ${cpu(direct, 0)} us direct, ${cpu(proxied, 1)} us proxied; server (proxying) ${cpu(proxied, 0)} us, bare proxy ${cpu(floored, 0)} us`,
    );
    const p99Added = median(proxied.map((p, i) => p.p99 - direct[i]!.p99));
    const floorP99Added = median(floored.map((f, i) => f.p99 - direct[i]!.p99));
    const vsBareRatios = proxied.map((p, i) => p.rps / floored[i]!.rps);
    const p99OverBare = median(proxied.map((p, i) => p.p99 - floored[i]!.p99));
    return { vsBare: median(vsBareRatios), vsBareRatios, p99OverBare, ratio: median(ratios), floorRatio, p99Added, floorP99Added };
  } finally {
    provider.proc.kill();
    // Told to stop by disconnecting: it writes its CPU profile first when asked to (BENCH_PROFILE_DIR).
    if (process.env.BENCH_PROFILE_DIR) await new Promise((resolve) => server.proc.once('exit', resolve).disconnect());
    else server.proc.kill();
    floor.proc.kill();
    if (where) runOn(where.all);
  }
}

async function main(): Promise<void> {
  const cpus = os.availableParallelism();
  const where = placement();
  console.log(
    `${cpus} CPUs; ${where ? `the proxies on CPU ${where.proxies}, autocannon and the provider on CPU ${where.load}` : 'taskset missing or one CPU: every process shares every core'}`,
  );
  const lockstep = await scenario(
    `provider latency ${LATENCY_MS} ms exactly (the goal; the 20 responses arrive together):`,
    LATENCY_MS,
    ROUNDS,
    where,
  );
  const spread = await scenario(
    `provider latency ${LATENCY_MS} ms +- ${SPREAD_MS} ms (the goal; responses spread as a real provider's):`,
    LATENCY_MS,
    ROUNDS,
    where,
    SPREAD_MS,
  );
  const cpuBound = await scenario('provider responding at once (CPU-bound; for the record, no goal):', 0, 1, where);
  const range = (o: Outcome) => `rounds ${percent(Math.min(...o.vsBareRatios))} to ${percent(Math.max(...o.vsBareRatios))}`;
  console.log('');
  for (const [what, o] of [
    [`${LATENCY_MS} ms exactly`, lockstep],
    [`${LATENCY_MS} +- ${SPREAD_MS} ms`, spread],
  ] as const) {
    const met = o.vsBare >= GOAL_RATIO && o.p99OverBare <= GOAL_P99_MS;
    console.log(
      `proxy, provider latency ${what}: throughput proxied / bare Node pipe proxy = ${percent(o.vsBare)} (goal >= ${GOAL_RATIO * 100}%; median, ${range(o)}); ` +
        `p99 above the bare proxy's ${o.p99OverBare.toFixed(2)} ms (goal <= ${GOAL_P99_MS} ms): ${met ? 'goal met' : 'goal NOT met'}` +
        ` (for the record, against direct calls: proxied ${percent(o.ratio)}, p99 +${o.p99Added.toFixed(2)} ms; bare proxy ${percent(o.floorRatio)}, p99 +${o.floorP99Added.toFixed(2)} ms)`,
    );
  }
  console.log(
    `proxy, CPU-bound provider: proxied / bare Node pipe proxy = ${percent(cpuBound.vsBare)}; proxied / direct = ${percent(cpuBound.ratio)}, p99 added ${cpuBound.p99Added.toFixed(2)} ms; bare Node proxy ${percent(cpuBound.floorRatio)}`,
  );
}

const [role, arg] = process.argv.slice(2);
if ((role === 'provider' || role === 'latent' || role === 'server' || role === 'floor') && arg !== undefined) {
  void child(role, arg);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
