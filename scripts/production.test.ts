// A production install runs the product (README, In production): the built tree's deployable part
// (package.json, the lock file, scripts/ensure-build.mjs and dist/) is copied to a temporary folder,
// installed there with `npm ci --omit=dev` (no tsx, no vite, no swc), and `npm start` serves the
// storefront in mock mode and in proxy mode, in front of the mock provider run from the same build.
// It installs from the registry (through npm's cache): some 10 to 30 s, the whole file under 90 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(180_000);

const ROOT = path.join(__dirname, '..');
const SECRET = 'production-test-secret-0123456789';
/** What a deployment copies: the build and what installs and starts it. */
const DEPLOYED = ['package.json', 'package-lock.json', 'scripts/ensure-build.mjs', 'dist'];

let dir = '';
const running: ChildProcess[] = [];

/** The environment of a process in the installed folder: this one's, without npm's and the configuration's variables. */
function envWith(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NODE_ENV$|PORT$|PROVIDER|APP_SECRET$|MOCK_|STATIC_DIR$|REDIS_URL$|JEST_)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, LOG_LEVEL: 'warn', ...vars };
}

/** Starts `command args` in the installed folder (its own process group, so npm's children stop with it); resolves with the URL it prints. */
function startIn(command: string, args: string[], vars: Record<string, string>, printed: RegExp): Promise<string> {
  const child = spawn(command, args, { cwd: dir, env: envWith(vars), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} printed no address in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = printed.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`));
    });
  });
}

async function stopAll(): Promise<void> {
  await Promise.all(
    running.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          process.kill(-child.pid!, 'SIGTERM');
          setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(-child.pid!, 'SIGKILL'), 5_000).unref();
        }),
    ),
  );
}

const npm = (vars: Record<string, string>) => startIn('npm', ['start'], { PORT: '0', ...vars }, /listening on (http:\/\/localhost:\d+)/);

/** What a user and a client see of a running storefront: its health, the home page, a visitor's and a buyer's calls. */
async function servesTheStorefront(base: string, mode: 'mock' | 'proxy'): Promise<void> {
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', mode, ...(mode === 'proxy' ? { provider: 'up' } : {}) });

  // The home page, drawn by the server (dist/server/entry-server.cjs) with the catalogue's categories.
  const page = await fetch(`${base}/`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="he" dir="rtl">');
  expect(html).toContain('משקאות');

  const categories = await fetch(`${base}/api/Category/List`);
  expect(categories.status).toBe(200);
  expect(((await categories.json()) as { payload: { items: unknown[] } }).payload.items.length).toBeGreaterThan(0);

  // A body validated by class-validator (its decorators' metadata compiled in), then a signed-in call.
  const refused = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'not an address', password: 'x' }),
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed', errors: { email: ['invalidEmail'] } } });
  const login = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer123!' }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { payload: string }).payload;
  const user = await fetch(`${base}/api/Account/UserInfo`, { headers: { authorization: `Bearer ${token}` } });
  expect(user.status).toBe(200);
  expect(await user.json()).toMatchObject({ payload: { email: 'buyer@example.com' } });
}

beforeAll(() => {
  // The tree is built as `npm run build` builds it (nothing is done when it is up to date).
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-build.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-production-'));
  for (const entry of DEPLOYED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: envWith({}),
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stdout}${install.stderr}`);
});

afterEach(stopAll);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev on a built tree)', () => {
  it('has none of the development tools', () => {
    for (const tool of ['tsx', 'vite', '@swc/core', 'typescript', 'jest'])
      expect(fs.existsSync(path.join(dir, 'node_modules', tool))).toBe(false);
  });

  it('npm start serves the storefront in mock mode', async () => {
    const base = await npm({ APP_SECRET: SECRET });
    await servesTheStorefront(base, 'mock');
  });

  it('npm start serves the storefront in proxy mode, in front of the mock provider from the same build', async () => {
    const provider = await startIn(
      process.execPath,
      ['dist/server-js/mock-provider/main.js'],
      { MOCK_PORT: '0' },
      /mock provider on (http:\/\/localhost:\d+\/api)/,
    );
    const base = await npm({ PROVIDER_URL: provider, APP_SECRET: SECRET });
    await servesTheStorefront(base, 'proxy');
  });

  it('npm start stops at once, saying how to build, when the install holds no build', async () => {
    fs.rmSync(path.join(dir, 'dist', 'server-js'), { recursive: true });
    const start = spawnSync('npm', ['start'], { cwd: dir, env: envWith({ PORT: '0' }), encoding: 'utf8', timeout: 30_000 });
    expect(start.status).not.toBe(0);
    expect(start.stderr).toContain('server is not built and this install has no build tools');
  });
});
