// server/main.ts as a process: configuration errors, the start banner, graceful shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { listen, makeStaticFixture, TEST_SECRET } from './testing';

jest.setTimeout(30_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

const CONFIG_VARS = [
  'PORT',
  'PROVIDER',
  'PROVIDER_URL',
  'PROVIDER_TIMEOUT_MS',
  'APP_SECRET',
  'MOCK_ITEMS',
  'MOCK_LATENCY_MS',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'TRUST_PROXY_ANY',
  'STATIC_DIR',
  'AUTH_RATE_LIMIT',
  'AUTH_RATE_WINDOW_MS',
  'REDIS_URL',
  'STANDING_ORDERS_FILE',
  'STANDING_ORDERS_DEMO',
  'SMTP_URL',
  'SMTP_FROM',
];

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `node --import tsx server/main.ts` with exactly the configuration variables given. */
function start(env: Record<string, string>): Run {
  const clean = { ...process.env };
  for (const name of CONFIG_VARS) delete clean[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...clean, LOG_LEVEL: 'silent', STATIC_DIR: fixture.dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits for the listening line and returns the port. */
async function portOf(run: Run): Promise<number> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(run.stdout());
    if (match) return Number(match[1]);
    if (run.child.exitCode !== null) throw new Error(`exited early: ${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never listened: ${run.stdout()} ${run.stderr()}`);
}

describe('bad configuration stops the server with one line naming the variable', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PROVIDER_URL', { PROVIDER_URL: 'not-a-url', APP_SECRET: TEST_SECRET }],
    ['APP_SECRET', { PROVIDER_URL: 'http://127.0.0.1:9/api' }],
    ['PROVIDER_TIMEOUT_MS', { PROVIDER_TIMEOUT_MS: '-5' }],
  ])('%s', async (variable, env) => {
    const run = start(env);
    const code = await run.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
    expect(run.stdout()).toBe('');
  });
});

describe('start and graceful shutdown', () => {
  it('mock mode prints the URL, the demo accounts and a warning about the random APP_SECRET, and stops on SIGTERM with 0', async () => {
    const run = start({ PORT: '0', MOCK_ITEMS: '30' });
    const port = await portOf(run);
    expect(port).toBeGreaterThan(0);
    for (const text of [
      'admin@example.com',
      'Admin123!',
      'buyer@example.com',
      'Buyer123!',
      'shop@example.com',
      'Shop1234!',
      'סיטונאי א',
      '1002',
    ]) {
      expect(run.stdout()).toContain(text);
    }
    expect(run.stderr()).toMatch(/APP_SECRET/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    // The search index's first build starts as the server listens: building, or already built.
    expect(await health.json()).toEqual({
      status: 'ok',
      mode: 'mock',
      search: expect.objectContaining({ state: expect.stringMatching(/^(building|ready)$/) }),
      // Mock mode keeps the standing orders in memory, as it keeps its own data.
      standing: 'memory',
    });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('lets an in-flight request finish after SIGTERM, then exits 0', async () => {
    const slow = await listen((req, res) => {
      req.resume();
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        // A visitor's response: only what the contract lists for the call gets through (server/prices.ts).
        res.end(JSON.stringify({ statusCode: 200, payload: { items: [], totalCount: 0, totalPages: 0, currentPage: 1 } }));
      }, 800);
    });
    const run = start({ PORT: '0', PROVIDER_URL: `${slow.url}/api`, APP_SECRET: TEST_SECRET });
    try {
      const port = await portOf(run);
      const inFlight = fetch(`http://127.0.0.1:${port}/api/Category/List`).then(async (r) => ({ status: r.status, body: await r.json() }));
      await new Promise((r) => setTimeout(r, 200));
      run.child.kill('SIGTERM');
      expect(await inFlight).toEqual({
        status: 200,
        body: { statusCode: 200, payload: { items: [], totalCount: 0, totalPages: 0, currentPage: 1 } },
      });
      expect(await run.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      run.child.kill('SIGKILL');
      await slow.close();
    }
  });

  it('writes a request log line within a second while running, and every pending line before it exits', async () => {
    const run = start({ PORT: '0', MOCK_ITEMS: '30', LOG_LEVEL: 'info' });
    try {
      const port = await portOf(run);
      await fetch(`http://127.0.0.1:${port}/healthz`);
      const sent = Date.now();
      while (!run.stdout().includes('"path":"/healthz"') && Date.now() - sent < 1000) await new Promise((r) => setTimeout(r, 20));
      expect(run.stdout()).toContain('"path":"/healthz"');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/Category/List`).then((r) => r.status)),
      );
      expect(responses.every((status) => status === 200)).toBe(true);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.stdout().match(/"path":"\/api\/Category\/List"/g) ?? []).toHaveLength(20);
    } finally {
      run.child.kill('SIGKILL');
    }
  });
});
