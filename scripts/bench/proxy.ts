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
import os from 'node:os';
import autocannon from 'autocannon';
import express from 'express';

const CALL = '/api/WebsiteConfiguration/List';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 20);
const GOAL = 0.85;

type Role = 'provider' | 'server';

/** Child side: start the provider or the server on an ephemeral port and report the port to the parent. */
async function child(role: Role, arg: string): Promise<void> {
  let app: express.Express;
  if (role === 'provider') {
    const { createMockProvider } = await import('../../mock-provider/app');
    app = express();
    app.disable('x-powered-by');
    app.use('/api', createMockProvider({ latencyMs: Number(arg) }));
  } else {
    const { createServer } = await import('../../server/app');
    const { loadConfig } = await import('../../server/config');
    // Logging stays on (info, to this child's stdout, which the parent discards), as in production.
    app = createServer(loadConfig({ PROVIDER_URL: arg, APP_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'info', PORT: '0' }));
  }
  const server = app.listen(0, '127.0.0.1', () => {
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
async function scenario(latencyMs: number, rounds: number): Promise<number> {
  const provider = await startChild('provider', String(latencyMs));
  const providerBase = `http://127.0.0.1:${provider.port}`;
  const server = await startChild('server', `${providerBase}/api`);
  const serverBase = `http://127.0.0.1:${server.port}`;
  try {
    const probe = await fetch(providerBase + CALL);
    const body = await probe.text();
    console.log(
      `\nprovider latency ${latencyMs} ms; call GET ${CALL} -> ${probe.status}, ${body.length} bytes; ` +
        `autocannon ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${rounds} round(s) alternating direct / proxied`,
    );
    await measure(providerBase + CALL, 2, []);
    await measure(serverBase + CALL, 2, []);
    const direct: Measured[] = [];
    const proxied: Measured[] = [];
    for (let round = 1; round <= rounds; round++) {
      const d = await measure(providerBase + CALL, SECONDS, [provider.proc]);
      const p = await measure(serverBase + CALL, SECONDS, [server.proc, provider.proc]);
      direct.push(d);
      proxied.push(p);
      console.log(
        `  round ${round}: direct ${d.rps.toFixed(0)} req/s (p99 ${d.p99} ms, non-2xx ${d.non2xx}, errors ${d.errors}); ` +
          `proxied ${p.rps.toFixed(0)} req/s (p99 ${p.p99} ms, non-2xx ${p.non2xx}, errors ${p.errors})`,
      );
    }
    const directRps = avg(direct.map((m) => m.rps));
    const proxiedRps = avg(proxied.map((m) => m.rps));
    const providerCpu = avg(direct.map((m) => m.cpuPerRequest[0]!));
    const serverCpu = avg(proxied.map((m) => m.cpuPerRequest[0]!));
    console.log(`  direct to the mock provider:      ${directRps.toFixed(0)} requests/s`);
    console.log(`  through the server (proxy mode):  ${proxiedRps.toFixed(0)} requests/s`);
    console.log(`  CPU per request: provider ${providerCpu.toFixed(0)} us, server (proxying) ${serverCpu.toFixed(0)} us`);
    return proxiedRps / directRps;
  } finally {
    provider.proc.kill();
    server.proc.kill();
  }
}

async function main(): Promise<void> {
  console.log(`${os.availableParallelism()} CPUs, shared by autocannon, the server and the provider (and whatever else runs)`);
  const cpuBound = await scenario(0, ROUNDS);
  const latencyBound = await scenario(LATENCY_MS, 1);
  console.log('');
  console.log(`proxy overhead (mock answers at once, CPU-bound): proxied / direct = ${(cpuBound * 100).toFixed(1)}% (goal >= ${GOAL * 100}%: ${cpuBound >= GOAL ? 'met' : 'NOT met'})`);
  console.log(`proxy overhead (provider latency ${LATENCY_MS} ms):      proxied / direct = ${(latencyBound * 100).toFixed(1)}% (goal >= ${GOAL * 100}%: ${latencyBound >= GOAL ? 'met' : 'NOT met'})`);
}

const [role, arg] = process.argv.slice(2);
if ((role === 'provider' || role === 'server') && arg !== undefined) {
  void child(role, arg);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
