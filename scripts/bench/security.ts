// Security figures, each against the server in a child process, as `npm start` runs it:
// 1. /healthz worst latency while 10 registrations hash their passwords at once (mock mode). The
//    hashes run on libuv's thread pool; hashed in line they stalled the server for ~525 ms.
//    Goal: under 100 ms.
// 2. The server's peak memory growth while it refuses a 300 MB Order/List response (proxy mode): the
//    server reads a response body it must open (to seal its links) up to PROVIDER_MAX_ANSWER_BYTES, then
//    responds 502. Unbounded, it grew by about 3 GB. Goal: under 100 MB. A 0.4 MB gzip body that
//    inflates to 400 MB is refused the same way.
import http from 'node:http';
import { ask, startChild } from './lib/child';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const MB = 1024 * 1024;
const REGISTRATIONS = 10;
const LATENCY_GOAL_MS = 100;
const BODY_MB = 300;
const MEMORY_GOAL_MB = 100;

/** Child side: the server with `env`, reporting its port, and its peak RSS growth between 'start' and 'stop'. */
async function child(env: Record<string, string>): Promise<void> {
  const { createHttpServer, createServer } = await import('../../server/app');
  const { loadConfig } = await import('../../server/config');
  const config = loadConfig({ APP_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent', MOCK_ITEMS: '300', ...env });
  const server = createHttpServer(config, createServer(config)).listen(0, '127.0.0.1', () =>
    process.send?.({ port: (server.address() as AddressInfo).port }),
  );
  let baseline = 0;
  let peak = 0;
  let timer: NodeJS.Timeout | undefined;
  process.on('message', (msg: string) => {
    if (msg === 'start') {
      baseline = process.memoryUsage().rss;
      peak = baseline;
      timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
      process.send?.('started');
    } else if (msg === 'stop') {
      clearInterval(timer);
      process.send?.({ baseline, peak: Math.max(peak, process.memoryUsage().rss) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

function startServer(env: Record<string, string>): ReturnType<typeof startChild> {
  return startChild(__filename, ['server', JSON.stringify(env)]);
}

async function call(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: { payload?: unknown } }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { payload?: unknown } };
}

async function registrations(): Promise<void> {
  const server = await startServer({ PROVIDER: 'mock', AUTH_RATE_LIMIT: '1000' });
  try {
    const login = await call(server.port, 'POST', '/api/Account/Login', { email: 'admin@example.com', password: 'Admin123!' });
    const token = login.json.payload as string;
    for (let i = 0; i < 20; i++) await call(server.port, 'GET', '/healthz'); // warm-up
    let running = true;
    const latencies: number[] = [];
    const probe = (async () => {
      while (running) {
        const t = performance.now();
        await call(server.port, 'GET', '/healthz');
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: REGISTRATIONS }, (_, i) =>
        call(
          server.port,
          'POST',
          '/api/Account/Register/Business',
          { email: `bench${i}-${Date.now()}@example.com`, password: 'Secret123!', businessCustomerId: 1003 },
          token,
        ),
      ),
    );
    const took = performance.now() - started;
    running = false;
    await probe;
    const worst = Math.max(...latencies);
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `registrations: ${REGISTRATIONS} in parallel -> ${responses.filter((r) => r.status === 200).length} created in ${took.toFixed(0)} ms`,
    );
    console.log(`/healthz during them: ${latencies.length} probes, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
    console.log(`healthz latency: ${worst < LATENCY_GOAL_MS ? 'goal met' : 'goal NOT met'} (worst < ${LATENCY_GOAL_MS} ms)`);
  } finally {
    server.proc.kill();
  }
}

async function oversizedAnswers(): Promise<void> {
  let mode: 'plain' | 'bomb' = 'plain';
  const bomb = zlib.gzipSync(Buffer.alloc(400 * MB, 0x20), { level: 9 });
  const chunk = Buffer.alloc(MB, 0x20);
  let providerSent: number;
  const provider = http.createServer((req, res) => {
    req.resume();
    if (mode === 'bomb') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    let sent = 0;
    let closed = false;
    res.on('close', () => (closed = true));
    const pump = () => {
      while (sent < BODY_MB && !closed) {
        sent++;
        providerSent = sent;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!closed) res.end();
    };
    pump();
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api`;
  const server = await startServer({ PROVIDER_URL: providerUrl });
  try {
    mode = 'bomb';
    await call(server.port, 'GET', '/api/Order/List'); // warm-up
    for (const which of ['plain', 'bomb'] as const) {
      mode = which;
      providerSent = 0;
      await ask(server.proc, 'start');
      const t = performance.now();
      const res = await call(server.port, 'GET', '/api/Order/List');
      const ms = performance.now() - t;
      const { baseline, peak } = await ask<{ baseline: number; peak: number }>(server.proc, 'stop');
      const growth = (peak - baseline) / MB;
      const what =
        which === 'plain'
          ? `a ${BODY_MB} MB response (the provider got to write ${providerSent} MB before it was cut off)`
          : `a ${(bomb.length / MB).toFixed(2)} MB gzip response that inflates to 400 MB`;
      console.log(
        `refusing ${what}: ${res.status} in ${ms.toFixed(0)} ms; server rss ${(baseline / MB).toFixed(0)} MB, peak growth +${growth.toFixed(1)} MB`,
      );
      console.log(
        `oversized response memory (${which}): ${growth < MEMORY_GOAL_MB ? 'goal met' : 'goal NOT met'} (growth < ${MEMORY_GOAL_MB} MB)`,
      );
    }
  } finally {
    server.proc.kill();
    provider.close();
    provider.closeAllConnections();
  }
}

async function main(): Promise<void> {
  await registrations();
  await oversizedAnswers();
}

const [role, arg] = process.argv.slice(2);
if (role === 'server' && arg) {
  void child(JSON.parse(arg) as Record<string, string>);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
