// `npm run mock-provider`: the mock alone, as README.md gives it (staging rehearsals point PROVIDER_URL at it).
import { spawn } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(60_000);
const root = path.resolve(__dirname, '..');

it('serves the calls under /api on the port it prints, and stops on SIGTERM', async () => {
  const child = spawn('npm', ['run', '--silent', 'mock-provider'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: '0', MOCK_ITEMS: '30' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 45_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /mock provider on (http:\/\/localhost:\d+\/api)/.exec(out)?.[1];
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    expect(url).toBeDefined();
    expect(url).not.toMatch(/:0\/api$/);
    const res = await fetch(`${url}/Category/List?getAll=true`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { statusCode: number; payload: { items: unknown[] } };
    expect(body.statusCode).toBe(200);
    expect(body.payload.items.length).toBeGreaterThan(0);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
  await exited;
});
