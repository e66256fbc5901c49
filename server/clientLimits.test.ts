// The holes an outside probe found in what one client may hold of the server, each kept closed: the
// server's own reads count against no client, slow-header clients, calls under way per address.
import net from 'node:net';
import request from 'supertest';
import { createHttpServer, createServer } from './app';
import { listen, makeStaticFixture, testConfig, USER_TOKEN } from './testing';

jest.setTimeout(60_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/**
 * A mock-mode server of 30 items behind a trusted proxy, with these limits: `get` asks it as the visitor
 * X-Forwarded-For names (a page unless `accept` says otherwise).
 */
async function behindProxy(limits: Record<string, string>) {
  const server = await listen(
    createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, TRUST_PROXY: 'loopback', ...limits })),
  );
  const get = (from: string, path: string, accept = 'text/html') =>
    fetch(`${server.url}${path}`, { headers: { accept, 'x-forwarded-for': from } });
  return { server, get };
}

describe("the server's own reads (the first screen's data) count against no client; pages have a limit of their own", () => {
  /** The data a page inlines for its first screen. */
  const inlined = (html: string) =>
    JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
      settings?: unknown;
      list?: { filter: unknown };
    };

  it("one visitor's many pages leave the next visitor's page its server-drawn data, and leave its own /api quota whole", async () => {
    // The server's own reads come from 127.0.0.1 with no X-Forwarded-For.
    const { server, get } = await behindProxy({ ANON_RATE_LIMIT: '4' });
    try {
      // Eight search pages (each reads its list; the first the settings and categories too): more reads than the visitors' limit.
      for (let i = 0; i < 8; i++) {
        const page = await get('203.0.113.5', `/search?query=q${i}`);
        expect(inlined(await page.text()).list).toEqual({ filter: { term: `q${i}` }, page: expect.anything() });
      }
      const other = inlined(await (await get('198.51.100.9', '/search?query=b')).text());
      expect(other).toMatchObject({ settings: expect.anything(), list: { filter: { term: 'b' } } });
      // The first visitor's own calls: its quota of 4 is whole.
      const own = [];
      for (let i = 0; i < 5; i++) own.push((await get('203.0.113.5', '/api/Category/List', 'application/json')).status);
      expect(own).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it('a header claiming to be an own read without the secret is counted as any call, and never reaches the provider', async () => {
    let seen: string | undefined = 'not asked';
    const provider = await listen((req, res) => {
      seen = req.headers['x-storefront-own-read'] as string | undefined;
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"statusCode":200,"payload":[]}');
    });
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, ANON_RATE_LIMIT: '2' })),
    );
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${server.url}/api/WebsiteConfiguration/List?n=${i}`, { headers: { 'x-storefront-own-read': 'guess' } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(seen).toBeUndefined();
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('past PAGE_RATE_LIMIT pages an address gets 429 with Retry-After and a Hebrew page; its files, its /api calls and other addresses go on', async () => {
    const { server, get } = await behindProxy({ PAGE_RATE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await get('203.0.113.5', `/categories/${i + 1}`)).status);
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await get('203.0.113.5', '/');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await refused.text();
      expect(html).toContain('<html lang="he" dir="rtl">');
      expect(html).toContain('יותר מדי בקשות');
      expect(html).toMatch(/נסו שוב בעוד \d+ שניות/);
      expect((await get('203.0.113.5', '/assets/index-abc123.js', '*/*')).status).toBe(200);
      expect((await get('203.0.113.5', '/api/Category/List', 'application/json')).status).toBe(200);
      expect((await get('198.51.100.9', '/')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('slow clients', () => {
  it('100 connections that never finish their request head are closed after HEADERS_TIMEOUT_MS', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const server = createHttpServer({ headersTimeoutMs: 500, requestTimeoutMs: 1000 }, app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const started = Date.now();
      const closed = await Promise.all(
        Array.from(
          { length: 100 },
          () =>
            new Promise<number>((resolve) => {
              const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '));
              const drip = setInterval(() => socket.write('a'), 100);
              socket.on('data', () => undefined);
              socket.on('close', () => {
                clearInterval(drip);
                resolve(Date.now() - started);
              });
              socket.on('error', () => undefined);
            }),
        ),
      );
      expect(Math.max(...closed)).toBeLessThan(3000);
      // The server still responds.
      expect((await request(server).get('/healthz')).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });
});

describe('one client cannot hold every connection to the provider (CLIENT_MAX_CALLS)', () => {
  it('past its calls under way a client gets 429 at once; another client, and the same one once a call ends, go through', async () => {
    const held: Array<() => void> = [];
    const provider = await listen((req, res) => {
      req.resume();
      const respond = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"statusCode":200,"payload":[]}');
      if (req.url?.includes('hold')) held.push(respond);
      else respond();
    });
    const server = await listen(
      createServer(
        testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CLIENT_MAX_CALLS: '3', TRUST_PROXY: 'loopback' }),
      ),
    );
    const call = (path: string, forwardedFor = '203.0.113.5') =>
      fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${USER_TOKEN}`, 'x-forwarded-for': forwardedFor } });
    try {
      const slow = [1, 2, 3].map(() => call('/api/Order/List?hold=1'));
      while (held.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
      const refused = await call('/api/Order/List');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
      // Another client behind the same load balancer is not held up by the first one's calls.
      expect((await call('/api/Order/List', '198.51.100.20')).status).toBe(200);
      held.shift()!();
      expect((await slow[0]!).status).toBe(200);
      expect((await call('/api/Order/List')).status).toBe(200);
      for (const respond of held.splice(0)) respond();
      expect((await Promise.all(slow.slice(1))).map((r) => r.status)).toEqual([200, 200]);
      // A call whose browser went away frees its place too.
      const gone = new AbortController();
      const aborted = [1, 2, 3].map(() =>
        fetch(`${server.url}/api/Order/List?hold=2`, {
          headers: { authorization: `Bearer ${USER_TOKEN}`, 'x-forwarded-for': '203.0.113.5' },
          signal: gone.signal,
        }).catch(() => null),
      );
      while (held.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
      gone.abort();
      await Promise.all(aborted);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await call('/api/Order/List')).status).toBe(200);
    } finally {
      for (const respond of held.splice(0)) respond();
      await Promise.all([server.close(), provider.close()]);
    }
  });
});
