// Helpers for the server's tests: a configuration with test defaults, a built-client fixture,
// and listening on an ephemeral port with a close that does not wait for keep-alive sockets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ResponseChecker } from '@shared/contract/responseCheck';
import type { StorefrontApp } from './app';
import { loadConfig, type ServerConfig } from './config';

/** A secret long enough for the configuration check. */
export const TEST_SECRET = 'test-secret-0123456789-abcdef';

/**
 * A configuration read from `env` on top of test defaults (silent log, a test secret, no rate limit
 * worth hitting; the standing orders in memory and no demo standing order, so tests running side by
 * side never share a file and each starts with none).
 */
export function testConfig(env: Record<string, string | undefined> = {}): ServerConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_SECRET,
    AUTH_RATE_LIMIT: '1000',
    ANON_RATE_LIMIT: '100000',
    PAGE_RATE_LIMIT: '100000',
    STANDING_ORDERS_FILE: ':memory:',
    STANDING_ORDERS_DEMO: 'false',
    ...env,
  });
}

/** The text of the fixture's hashed script (large enough to be compressed). */
export const FIXTURE_SCRIPT = `console.log(${JSON.stringify('שלום '.repeat(2000))});\n`;
export const FIXTURE_INDEX =
  '<!doctype html><html lang="he" dir="rtl"><head><title>fixture</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>\n';

/** A temporary built client: index.html and assets/index-abc123.js. */
export function makeStaticFixture(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), FIXTURE_INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), FIXTURE_SCRIPT);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A listening server on 127.0.0.1 and an ephemeral port. */
export interface Listening {
  server: http.Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens with `handler` on an ephemeral port. */
export function listen(handler: http.RequestListener): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        port,
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Listens with a storefront `app` on an ephemeral port; its close also closes the app (its timers, its connections to the provider). */
export async function listenApp(app: StorefrontApp): Promise<Listening & { app: StorefrontApp }> {
  const listening = await listen(app);
  const stop = listening.close;
  return Object.assign(listening, {
    app,
    close: async () => {
      await stop();
      await app.close();
    },
  });
}

/** A port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const l = await listen((_req, res) => res.end());
  await l.close();
  return l.port;
}

/** A token as a signed-in user's reads (a JWT shape, expiring in an hour); the test providers do not check its signature. */
export const USER_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url'),
  'signature',
].join('.');

/** Waits for `done()` to hold (looked at every 5 ms: an event's outcome, never a time that is hoped to be enough). */
export async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A deadline timer moved by hand (a provider client's `timers`): `running` lists the deadlines set, `fire` ends every one of them now. */
export function handTimers() {
  const set = new Map<number, { expire: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout(expire: () => void, ms: number) {
      set.set(++next, { expire, ms });
      return next;
    },
    clearTimeout(timer: unknown) {
      set.delete(timer as number);
    },
    running: () => [...set.values()].map((t) => t.ms),
    fire() {
      const due = [...set.values()];
      set.clear();
      for (const t of due) t.expire();
    },
  };
}

/**
 * `describe` for tests that need a service of the machine (`available`: it is installed), or what stands
 * in for them when it is not: skipped with a warning on a developer's machine, but a failing test where
 * REQUIRE_SERVICES=1 (.ci/run sets it, having installed what the tests need), so CI never goes green
 * without them.
 */
export function describeWithService(service: string, available: boolean, install: string): jest.Describe {
  if (available) return describe;
  if (process.env.REQUIRE_SERVICES === '1') {
    it(`finds ${service} on this machine (REQUIRE_SERVICES=1: a missing service fails, never skips)`, () => {
      throw new Error(`${service} is not installed (${install}); its tests would be skipped`);
    });
  } else {
    console.warn(`tests that need ${service} are skipped: it is not installed (${install})`);
  }
  return describe.skip;
}

/** Whether Debian's redis-server is installed (the tests of what is shared through Redis start one of their own). */
export function redisInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** A Redis of the test's own on 127.0.0.1 (at `port`, or a free one), keeping nothing on disk; `stop` kills it. */
export async function startRedis(port?: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const at = port ?? (await freePort());
  const proc: ChildProcess = spawn('redis-server', ['--port', String(at), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ping = spawnSync('redis-cli', ['-p', String(at), 'ping'], { encoding: 'utf8' });
    if (ping.stdout.trim() === 'PONG') break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${at}`,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGKILL');
      }),
  };
}

/** Signs in through the server's /api as a browser does: the Authorization header's value ('Bearer …'). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await res.json()) as { payload?: string }).payload;
  if (!token) throw new Error(`${email} could not sign in (${res.status})`);
  return `Bearer ${token}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an envelope of any call, held to the OpenAPI document
type Loose = any;
/** What a call answered: its status, headers and envelope. */
export interface CallAnswer {
  status: number;
  headers: Headers;
  body: { payload?: Loose; error?: Loose };
}

const documentChecker = new ResponseChecker({ strict: true });

/** Makes a call of /api as `auth` (a JSON body, or `raw` text), holds its answer to the OpenAPI document, and gives what came back. */
export async function documentedCall(
  base: string,
  method: string,
  path: string,
  auth?: string,
  body?: unknown,
  raw?: string,
): Promise<CallAnswer> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body !== undefined || raw ? { 'content-type': 'application/json' } : {}) },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const parsed = (await res.json()) as CallAnswer['body'];
  const problems = documentChecker.check({
    method,
    path: path.split('?')[0]!,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body: parsed,
  });
  expect({ path, problems }).toEqual({ path, problems: [] });
  return { status: res.status, headers: res.headers, body: parsed };
}
