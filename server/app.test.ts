// The host around /api: static client, SPA fallback, security headers, rate limit, health, logging
// (the documents it serves beside the client: appPages.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import request from 'supertest';
import { createServer } from './app';
import { apiSecurityHeaderList, CSP_DIRECTIVES, securityHeaderList } from './security';
import { FIXTURE_INDEX, FIXTURE_SCRIPT, makeStaticFixture, testConfig } from './testing';

// Logins hash passwords (scrypt) in the mock: generous limits for a busy machine.
jest.setTimeout(20_000);

const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/** The page without its inlined first-screen data. */
const withoutData = (html: string) =>
  html.replace(/<script id="initial-data" type="application\/json">.*?<\/script>/, '').replace(/<link rel="preload" as="image"[^>]*>/, '');

const mockApp = (env: Record<string, string> = {}) =>
  createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ...env }));

describe('static client', () => {
  const app = mockApp();

  it('serves hashed assets with a year of immutable caching, compressed', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(FIXTURE_SCRIPT);
  });

  it('compresses with brotli when the browser prefers it', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves index.html with no-cache at /, the settings and categories the first screen needs inlined', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutData(res.text)).toBe(FIXTURE_INDEX);
    // The home page's largest image, its first banner, is asked for with the page.
    expect(res.text).toContain('<link rel="preload" as="image" href="/api/files/g-banner-1" fetchpriority="high">');
    const data = JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(res.text)![1]!);
    const categories = (await request(app).get('/api/Category/List?getAll=true')).body.payload;
    expect(data.categories).toEqual(categories);
    expect(data.settings).toEqual((await request(app).get('/api/WebsiteConfiguration/List')).body.payload);
    // No text in the data can close the script element.
    expect(res.text.match(/<\/script>/g)).toHaveLength(2);
  });

  it('responds to a deep link such as /categories/3/itemGroup/7 with index.html (SPA fallback)', async () => {
    for (const route of ['/categories/3/itemGroup/7', '/thank-you?orderNumber=1&documentLink=v1.abc', '/admin/dashboard/1/orders']) {
      const res = await request(app).get(route).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(withoutData(res.text)).toBe(FIXTURE_INDEX);
    }
  });

  it('responds to HEAD on a deep link too, and not POST', async () => {
    expect((await request(app).head('/categories/3').set('Accept', 'text/html')).status).toBe(200);
    expect((await request(app).post('/categories/3').set('Accept', 'text/html')).status).toBe(404);
  });

  it('serves the service worker revalidated on every visit and the manifest as one, under a CSP that lets them load', async () => {
    fs.writeFileSync(path.join(fixture.dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
    fs.writeFileSync(path.join(fixture.dir, 'manifest.webmanifest'), JSON.stringify({ name: 'מחסני השרון', dir: 'rtl' }));
    const worker = await request(app).get('/sw.js').set('Accept', '*/*');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    const manifest = await request(app).get('/manifest.webmanifest').set('Accept', '*/*');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String((await request(app).get('/').set('Accept', 'text/html')).headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    // No manifest-src: default-src 'self' is the manifest's.
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/manifest-src/);
  });

  it('gives a 404 for a missing asset or file instead of the page', async () => {
    expect((await request(app).get('/assets/missing-123.js').set('Accept', '*/*')).status).toBe(404);
    expect((await request(app).get('/favicon.ico').set('Accept', 'image/*')).status).toBe(404);
  });

  it('never falls through to the SPA for an unknown /api path: the mock 404 envelope', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await request(app).get('/api/No/Such/Call').set('Accept', accept);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body).toMatchObject({ statusCode: 404, error: { code: 'not_found' } });
    }
  });

  it('responds with 503 and a clear message when the client is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-empty-'));
    try {
      const unbuilt = mockApp({ STATIC_DIR: empty });
      const res = await request(unbuilt).get('/categories/3').set('Accept', 'text/html');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
      expect(res.text).toContain('לא נבנה');
      expect((await request(unbuilt).get('/healthz')).status).toBe(200);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('security headers', () => {
  const app = mockApp();

  it('sends a CSP the client works under, camera for self only, and no X-Powered-By', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "media-src 'self' blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends data responses (API calls, document links, the health check) a CSP under which nothing loads, and none of the page's policies", async () => {
    const responses = [
      await request(app).get('/api/WebsiteConfiguration/List'),
      await request(app).get('/api/no/such/call'),
      await request(app).get('/documents/not-a-token'),
      await request(app).get('/healthz'),
    ];
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // A page under a path that only begins like one of theirs is still a page.
    const page = await request(app).get('/apiary').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['permissions-policy']).toContain('camera=(self)');
  });

  it("sends pages and data exactly the headers helmet's own middleware would with the same options (the lists are ours, held to it)", async () => {
    /** The headers helmet sets, run as Express middleware in an app of its own, lower-cased, less those Node sets on any response. */
    const helmetHeaders = async (options: Parameters<typeof helmet>[0]) => {
      const reference = express().use(helmet(options), (_req, res) => void res.end());
      const { headers } = await request(reference).get('/');
      const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
      return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));
    };
    const listed = (list: ReadonlyArray<readonly [string, string]>) => Object.fromEntries(list.map(([n, v]) => [n.toLowerCase(), v]));
    const pageList = listed(securityHeaderList());
    const dataList = listed(apiSecurityHeaderList());
    const { 'permissions-policy': permissions, ...pageHelmetPart } = pageList;
    expect(permissions).toContain('camera=(self)');
    expect(pageHelmetPart).toEqual(
      await helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES }, crossOriginEmbedderPolicy: false }),
    );
    expect(dataList).toEqual(
      await helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
        xFrameOptions: { action: 'deny' },
      }),
    );
    // And the server sends every one of them, on a page and on data.
    const page = await request(app).get('/').set('Accept', 'text/html');
    const data = await request(app).get('/api/WebsiteConfiguration/List');
    expect(Object.fromEntries(Object.keys(pageList).map((name) => [name, page.headers[name]]))).toEqual(pageList);
    expect(Object.fromEntries(Object.keys(dataList).map((name) => [name, data.headers[name]]))).toEqual(dataList);
  });
});

describe('rate limit of the account calls', () => {
  it('gives the eleventh login in a minute 429 in the envelope', async () => {
    const app = mockApp({ AUTH_RATE_LIMIT: '10' });
    const agent = request(app);
    // Bodies that fail validation keep the ten allowed calls quick (no password hashing); they count all the same.
    for (let i = 0; i < 10; i++) {
      const res = await agent.post('/api/Account/Login').send({ email: 'not-an-email', password: '' });
      expect(res.status).not.toBe(429);
    }
    const eleventh = await agent.post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ statusCode: 429, error: { code: 'rate_limited', message: expect.any(String) } });
    // Spelling the path differently does not get round it.
    expect((await agent.post('/api/account/login/').send({})).status).toBe(429);
    // Other calls are not limited.
    expect((await agent.get('/api/WebsiteConfiguration/List')).status).not.toBe(429);
  });

  it('limits Account/ResetPassword/<email> the same way, separately', async () => {
    const app = mockApp({ AUTH_RATE_LIMIT: '3' });
    const agent = request(app);
    for (let i = 0; i < 3; i++) expect((await agent.post(`/api/Account/ResetPassword/user${i}@example.com`)).status).not.toBe(429);
    const res = await agent.post('/api/Account/ResetPassword/other@example.com');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect((await agent.post('/api/Account/Login').send({})).status).not.toBe(429);
  });
});

describe('refused tokens in mock mode', () => {
  it('counts the calls whose token the mock refused per address: past TOKEN_FAILURE_LIMIT, 429 with Retry-After, visitors still served', async () => {
    const agent = request(mockApp({ TOKEN_FAILURE_LIMIT: '5' }));
    const forged = (n: number) =>
      ['{"alg":"HS256"}', JSON.stringify({ sub: '1', n, exp: Math.floor(Date.now() / 1000) + 3600 }), 'forged']
        .map((part) => Buffer.from(part).toString('base64url'))
        .join('.');
    for (let i = 0; i < 5; i++)
      expect((await agent.get('/api/Category/List').set('Authorization', `Bearer ${forged(i)}`)).status).toBe(401);
    const sixth = await agent.get('/api/Category/List').set('Authorization', `Bearer ${forged(5)}`);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ statusCode: 429, error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await agent.get('/api/Category/List')).status).toBe(200);
  });

  it('counts a token the mock refused in the query of Account/UserInfo (?token=) as one in the header', async () => {
    const agent = request(mockApp({ TOKEN_FAILURE_LIMIT: '3' }));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await agent.get(`/api/Account/UserInfo?token=forged-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await agent.get('/api/Category/List')).status).toBe(200);
  });
});

describe('GET /livez', () => {
  it('answers 204 at once with nothing kept, in proxy mode without asking the provider (the provider here answers nothing)', async () => {
    const app = createServer(testConfig({ PROVIDER: 'proxy', PROVIDER_URL: 'http://127.0.0.1:9', STATIC_DIR: fixture.dir }));
    const res = await request(app).get('/livez');
    expect(res.status).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    // A data response's headers, not a page's.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    await app.close();
  });
});

describe('GET /healthz', () => {
  it('responds with 200 and the mode in mock mode', async () => {
    const res = await request(mockApp()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      mode: 'mock',
      search: { state: 'building', items: 0, builtAt: null, buildMs: null, requests: null, lastError: null },
      // Tests keep the standing orders in memory (testConfig).
      standing: 'memory',
    });
  });

  it("says when the search index is built, and of how many items, after the server's first search started it", async () => {
    const app = mockApp();
    expect((await request(app).get('/api/Search/Items?term=%D7%91%D7%9E%D7%91%D7%94')).status).toBe(200);
    await app.search.settled();
    const res = await request(app).get('/healthz');
    // The demo's 30 items in one page, and the page after it, empty: the provider's own count is not taken on trust.
    expect(res.body.search).toMatchObject({ state: 'ready', items: 30, builtAt: expect.any(String), requests: 2 });
    await app.close();
  });
});

describe('request log', () => {
  it('writes one JSON line per request with method, path, status and duration, and no secrets', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }), { logger });
    const agent = request(app);
    await agent
      .post('/api/Account/Login')
      .set('Authorization', 'Bearer SECRET-BEARER')
      .send({ email: 'buyer@example.com', password: 'SECRET-PASSWORD' });
    await agent.get('/api/Account/UserInfo?token=SECRET-QUERY-TOKEN');
    await agent.get('/documents/v1.SECRET-SEALED-TOKEN');
    await agent.post('/api/Account/ResetPassword/secret.person@example.com');
    await agent.get('/categories/3').set('Accept', 'text/html');
    await new Promise((r) => setImmediate(r));

    // The page's own reads of the settings and categories (inlined into it) are logged too; these are the test's.
    const inlined = ['/api/WebsiteConfiguration/List', '/api/Category/List'];
    const entries = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.msg === 'request' && !inlined.includes(e.path as string));
    expect(entries).toHaveLength(5);
    for (const e of entries) {
      expect(e).toEqual(
        expect.objectContaining({
          method: expect.any(String),
          path: expect.any(String),
          status: expect.any(Number),
          ms: expect.any(Number),
        }),
      );
    }
    expect(entries.map((e) => e.path)).toEqual([
      '/api/Account/Login',
      '/api/Account/UserInfo',
      '/documents/[sealed]',
      '/api/Account/ResetPassword/[email]',
      '/categories/3',
    ]);
    expect(entries[4]!.status).toBe(200);
    const all = lines.join('\n');
    for (const secret of ['SECRET-BEARER', 'SECRET-PASSWORD', 'SECRET-QUERY-TOKEN', 'SECRET-SEALED-TOKEN', 'secret.person', 'Bearer']) {
      expect(all).not.toContain(secret);
    }
  });
});
