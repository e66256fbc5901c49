// Proxy overhead: requests a second for a small JSON call (GET /api/WebsiteConfiguration/List) made
// straight to the mock provider, and the same call through the server in proxy mode, in one run.
// The provider and the server each run in their own process (as in production); autocannon runs here.
// Goal (issue 4): the proxied rate is at least 85% of the direct rate. That first figure is CPU-bound
// (the mock answers in about 100 us of CPU), and on a small machine autocannon, the server and the
// provider share the cores, so every microsecond the server spends is taken from the provider; the
// CPU each process spends per request is printed too. A second scenario gives the mock a fixed
// latency, as a real accounting system has, where the rate is bound by the provider and the proxy's
// cost shows as lost rate.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import express from 'express';

const CALL = '/api/WebsiteConfiguration/List';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 20);
const GOAL = 0.85;

type Role = 'provider' | 'server' | 'floor';

/** Child side: start the provider, the server or the bare proxy on an ephemeral port and report the port to the parent. */
async function child(role: Role, arg: string): Promise<void> {
  let app: express.Express | http.RequestListener;
  if (role === 'floor') {
    app = floorProxy(arg);
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
    app = createServer(loadConfig({ PROVIDER_URL: arg, APP_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'info', PORT: '0' }));
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
  process.on('disconnect', () => process.exit(0));
}

/**
 * The least a Node proxy can do: pipe the request to the provider and the answer back, over a
 * keep-alive agent; no log, no headers, no timeouts, no error handling. It is not a product, only the
 * measure of what Node's HTTP server and client cost on this machine, the floor under the server's figure.
 */
function floorProxy(target: string): http.RequestListener {
  const base = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return (req, res) => {
    const headers = { ...req.headers, host: base.host };
    const upstream = http.request({ hostname: base.hostname, port: base.port, method: req.method, path: base.pathname + (req.url ?? '/').slice(4), headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
}

/** Starts this file in a child process with a role; resolves with the child and its port. */
function startChild(role: Role, ...args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', __filename, role, ...args], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
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

async function measure(url: string, seconds: number, procs: ChildProcess[]): Promise<Measured> {
  const before = await Promise.all(procs.map(cpuOf));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  const after = await Promise.all(procs.map(cpuOf));
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: after.map((a, i) => (a - before[i]!) / total),
  };
}

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** One scenario: a provider (with `latencyMs`) and a server in front of it; direct and proxied rates alternately. */
async function scenario(latencyMs: number, rounds: number): Promise<{ ratio: number; floorRatio: number }> {
  const provider = await startChild('provider', String(latencyMs));
  const providerBase = `http://127.0.0.1:${provider.port}`;
  const server = await startChild('server', `${providerBase}/api`);
  const serverBase = `http://127.0.0.1:${server.port}`;
  const floor = await startChild('floor', `${providerBase}/api`);
  const floorBase = `http://127.0.0.1:${floor.port}`;
  try {
    const probe = await fetch(providerBase + CALL);
    const body = await probe.text();
    console.log(
      `\nprovider latency ${latencyMs} ms; call GET ${CALL} -> ${probe.status}, ${body.length} bytes; ` +
        `autocannon ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${rounds} round(s) alternating direct / proxied`,
    );
    await measure(providerBase + CALL, 2, []);
    await measure(serverBase + CALL, 2, []);
    await measure(floorBase + CALL, 2, []);
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
      const line = (m: Measured) => `${m.rps.toFixed(0)} req/s (p99 ${m.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors})`;
      console.log(`  round ${round}: direct ${line(d)}; proxied ${line(p)}; bare Node proxy ${line(f)}`);
    }
    const directRps = avg(direct.map((m) => m.rps));
    const proxiedRps = avg(proxied.map((m) => m.rps));
    const floorRps = avg(floored.map((m) => m.rps));
    const cpu = (ms: Measured[]) => avg(ms.map((m) => m.cpuPerRequest[0]!)).toFixed(0);
    console.log(`  direct to the mock provider:      ${directRps.toFixed(0)} requests/s`);
    console.log(`  through the server (proxy mode):  ${proxiedRps.toFixed(0)} requests/s`);
    console.log(`  through a bare Node pipe proxy:   ${floorRps.toFixed(0)} requests/s`);
    console.log(`  CPU per request: provider ${cpu(direct)} us, server (proxying) ${cpu(proxied)} us, bare proxy ${cpu(floored)} us`);
    return { ratio: proxiedRps / directRps, floorRatio: floorRps / directRps };
  } finally {
    provider.proc.kill();
    server.proc.kill();
    floor.proc.kill();
  }
}

async function main(): Promise<void> {
  console.log(`${os.availableParallelism()} CPUs, shared by autocannon, the server and the provider (and whatever else runs)`);
  const cpuBound = await scenario(0, ROUNDS);
  const latencyBound = await scenario(LATENCY_MS, 1);
  const verdict = (r: number) => `(goal >= ${GOAL * 100}%: ${r >= GOAL ? 'met' : 'NOT met'})`;
  console.log('');
  console.log(`proxy overhead (mock answers at once, CPU-bound): proxied / direct = ${(cpuBound.ratio * 100).toFixed(1)}% ${verdict(cpuBound.ratio)}; bare Node proxy ${(cpuBound.floorRatio * 100).toFixed(1)}%`);
  console.log(`proxy overhead (provider latency ${LATENCY_MS} ms):      proxied / direct = ${(latencyBound.ratio * 100).toFixed(1)}% ${verdict(latencyBound.ratio)}; bare Node proxy ${(latencyBound.floorRatio * 100).toFixed(1)}%`);
}

const [role, arg] = process.argv.slice(2);
if ((role === 'provider' || role === 'server' || role === 'floor') && arg !== undefined) {
  void child(role, arg);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
