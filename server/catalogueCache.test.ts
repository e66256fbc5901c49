// The visitors' catalogue cache in proxy mode: a slow accounting system asked once, not
// once per visitor; writes seen at once; signed-in reads never kept.
import express from 'express';
import { createMockProvider } from '../mock-provider/app';
import { createServer } from './app';
import { MemoryStore, type CachedResponse } from './catalogueCache';
import { silenceOn } from './providerClient';
import { handTimers, listen, makeStaticFixture, testConfig, until, type Listening } from './testing';

jest.setTimeout(30_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/**
 * The mock provider responding after `latencyMs`, counting the calls it gets by path (with the query);
 * a call for which `hold` gives a promise gets its response once it settles.
 */
async function countingProvider(
  latencyMs: number,
  hold: (url: string) => Promise<void> | null = () => null,
): Promise<Listening & { calls: Map<string, number>; count: (path: string) => number }> {
  const calls = new Map<string, number>();
  const app = express();
  app.use((req, _res, next) => {
    calls.set(req.url, (calls.get(req.url) ?? 0) + 1);
    const held = hold(req.url);
    if (held) void held.then(() => next());
    else next();
  });
  app.use('/api', createMockProvider({ latencyMs }));
  const running = await listen(app);
  return { ...running, calls, count: (path) => calls.get(path) ?? 0 };
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { payload: string }).payload;
}

describe('the catalogue cache in proxy mode', () => {
  let provider: Awaited<ReturnType<typeof countingProvider>>;
  let server: Listening;
  afterEach(async () => {
    await Promise.all([server?.close(), provider?.close()]);
  });

  it('asks the provider once for 50 visitor home-page loads in a row', async () => {
    provider = await countingProvider(0);
    server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CATALOGUE_TTL_MS: '60000' })),
    );
    for (let load = 0; load < 50; load++) {
      // What a visitor's home page reads: the page (the server inlines the settings and categories
      // it reads from its own /api), then the same reads by the app.
      const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      await page.text();
      for (const read of ['/api/WebsiteConfiguration/List', '/api/Category/List?getAll=true']) {
        const res = await fetch(`${server.url}${read}`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    }
    expect({
      settings: provider.count('/api/WebsiteConfiguration/List'),
      categories: provider.count('/api/Category/List?getAll=true'),
    }).toEqual({ settings: 1, categories: 1 });
  });

  it('knows a catalogue read in every spelling the limits and the sealing know it by (one normalised path): each is asked once', async () => {
    provider = await countingProvider(0);
    server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CATALOGUE_TTL_MS: '60000' })),
    );
    for (const spelling of ['/api/Item/List/?pageSize=3', '/api/CATEGORY//List/?getAll=true']) {
      const states: Array<string | null> = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${server.url}${spelling}`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        states.push(res.headers.get('x-cache'));
      }
      expect({ spelling, states }).toEqual({ spelling, states: ['miss', 'hit', 'hit'] });
    }
  });

  it('shares one provider call among visitors asking at the same moment, and keeps no signed-in read', async () => {
    const read = '/api/Item/List?pageNumber=1&pageSize=24';
    // The provider holds the read until every visitor has asked (not for a time hoped to be long enough).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    provider = await countingProvider(0, (url) => (url === read ? held : null));
    const app = createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CATALOGUE_TTL_MS: '60000' }));
    let arrived = 0;
    server = await listen((req, res) => {
      arrived++;
      app(req, res);
    });
    const asked = Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}${read}`).then(async (r) => ({ status: r.status, cache: r.headers.get('x-cache'), body: await r.text() })),
      ),
    );
    await until(() => arrived === 20 && provider.count(read) === 1);
    release();
    const responses = await asked;
    expect(new Set(responses.map((a) => `${a.status} ${a.cache}`))).toEqual(new Set(['200 miss']));
    expect(new Set(responses.map((a) => a.body)).size).toBe(1);
    expect(provider.count(read)).toBe(1);
    const again = await fetch(`${server.url}${read}`);
    expect(again.headers.get('x-cache')).toBe('hit');
    await again.arrayBuffer();
    const token = await login(server.url, 'buyer@example.com', 'Buyer123!');
    for (let i = 0; i < 3; i++) {
      const signedIn = await fetch(`${server.url}${read}`, { headers: { authorization: `Bearer ${token}` } });
      expect(signedIn.headers.get('x-cache')).toBeNull();
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      expect(
        ((await signedIn.json()) as { payload: { items: Array<{ salePriceInNIS?: number }> } }).payload.items.some(
          (i) => typeof i.salePriceInNIS === 'number',
        ),
      ).toBe(true);
    }
    expect(provider.count(read)).toBe(4);
  });

  it("forgets every read when an administrator's write succeeds: the next visitor sees the change", async () => {
    provider = await countingProvider(0);
    server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CATALOGUE_TTL_MS: '60000' })),
    );
    type Categories = {
      payload: { items: Array<{ id: number; categoryName: string; description: string; displayOrder: number; imageURL: string | null }> };
    };
    const read = async () => (await (await fetch(`${server.url}/api/Category/List?getAll=true`)).json()) as Categories;
    const before = (await read()).payload.items[0]!;
    const kept = await fetch(`${server.url}/api/Category/List?getAll=true`);
    expect(kept.headers.get('x-cache')).toBe('hit');
    await kept.arrayBuffer();
    // Signed in at the provider itself, so that only the write goes through the server.
    const token = await login(provider.url, 'admin@example.com', 'Admin123!');
    // A visitor's POST and an OPTIONS change nothing: the read stays kept.
    await (
      await fetch(`${server.url}/api/Account/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).arrayBuffer();
    await (await fetch(`${server.url}/api/Category/List`, { method: 'OPTIONS' })).arrayBuffer();
    const still = await fetch(`${server.url}/api/Category/List?getAll=true`);
    expect(still.headers.get('x-cache')).toBe('hit');
    await still.arrayBuffer();
    const update = await fetch(`${server.url}/api/Category/Update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id: before.id,
        categoryName: 'שם חדש לקטגוריה',
        description: before.description,
        displayOrder: before.displayOrder,
      }),
    });
    expect(update.status).toBe(200);
    await update.arrayBuffer();
    expect((await read()).payload.items.find((c) => c.id === before.id)!.categoryName).toBe('שם חדש לקטגוריה');
    expect(provider.count('/api/Category/List?getAll=true')).toBe(2);
  });

  it('responds to a stale read at once and reads it again behind the visitor (stale-while-revalidate)', async () => {
    const read = '/api/ItemGroup/List?getAll=true';
    // The provider holds its second response to the read until `release`: the stale response cannot have waited for it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reReadAsked: () => void = () => undefined;
    const reReadSeen = new Promise<void>((resolve) => (reReadAsked = resolve));
    provider = await countingProvider(0, (url) => {
      if (url !== read || provider.count(read) < 2) return null;
      reReadAsked();
      return held;
    });
    // The cache's clock, moved by hand: no waiting for the TTL to pass.
    let clock = 1_000_000;
    server = await listen(
      createServer(
        testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CATALOGUE_TTL_MS: '1000', CATALOGUE_STALE_MS: '60000' }),
        { now: () => clock },
      ),
    );
    const first = await fetch(`${server.url}${read}`);
    expect(first.headers.get('x-cache')).toBe('miss');
    await first.arrayBuffer();
    clock += 999;
    const stillFresh = await fetch(`${server.url}${read}`);
    expect(stillFresh.headers.get('x-cache')).toBe('hit');
    await stillFresh.arrayBuffer();
    expect(provider.count(read)).toBe(1);

    clock += 101;
    const stale = await fetch(`${server.url}${read}`);
    expect(stale.headers.get('x-cache')).toBe('stale');
    await stale.arrayBuffer();
    // Responded to while the provider still holds the read asked behind the visitor.
    await reReadSeen;
    expect(provider.count(read)).toBe(2);
    release();
    // Kept once the provider responds: asked for again until then (the read under way is shared, never sent twice).
    let cache: string | null = 'stale';
    while (cache === 'stale') {
      const again = await fetch(`${server.url}${read}`);
      cache = again.headers.get('x-cache');
      await again.arrayBuffer();
    }
    expect(cache).toBe('hit');
    expect(provider.count(read)).toBe(2);
  });
});

describe('a shared read the provider does not respond to', () => {
  it('tells every visitor who waited on it (504 in the envelope), without asking the provider once for each', async () => {
    const seen: string[] = [];
    const silent = await listen((req) => {
      seen.push(req.url ?? '');
      req.resume();
    });
    // The provider request's deadline and silence run on timers moved by hand: the test ends them.
    const timers = handTimers();
    const quiet = handTimers();
    const app = createServer(testConfig({ PROVIDER_URL: `${silent.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_TIMEOUT_MS: '300' }), {
      providerTimers: timers,
      providerSilence: silenceOn(quiet),
    });
    let arrived = 0;
    const server = await listen((req, res) => {
      arrived++;
      app(req, res);
    });
    try {
      const waiting = Promise.all(
        Array.from({ length: 10 }, async () => {
          const res = await fetch(`${server.url}/api/Category/List?getAll=true`);
          return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
        }),
      );
      // Every visitor waits on the one read, itself on one deadline and one silence of the timeout, until they come.
      await until(() => arrived === 10 && seen.length === 1);
      expect([timers.running(), quiet.running()]).toEqual([[300], [300]]);
      timers.fire();
      const responses = await waiting;
      for (const response of responses)
        expect(response).toEqual({
          status: 504,
          body: { statusCode: 504, error: { code: 'gateway_timeout', message: 'the provider did not answer within 300 ms' } },
          cache: 'no-store',
        });
      expect(seen).toEqual(['/api/Category/List?getAll=true']);
    } finally {
      await Promise.all([server.close(), silent.close()]);
    }
  });
});

describe('the responses kept in this process (MemoryStore)', () => {
  const response = (bytes: number): CachedResponse => ({
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: 'A'.repeat(bytes),
    etag: '"e"',
    storedAt: Date.now(),
    generation: 0,
  });

  it('keeps at most its bytes: the least used responses go first, and one larger than all of them is not kept', async () => {
    const store = new MemoryStore(100_000);
    // Forty spellings of one read, 10 KB each: four times what the store may hold.
    for (let i = 0; i < 40; i++) await store.set(`/Item/List?pageSize=${'0'.repeat(i)}100`, response(10_000), 60_000);
    let kept = 0;
    for (let i = 0; i < 40; i++) if ((await store.get(`/Item/List?pageSize=${'0'.repeat(i)}100`)).response) kept++;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(9);
    expect((await store.get(`/Item/List?pageSize=${'0'.repeat(39)}100`)).response).toBeDefined();
    expect((await store.get('/Item/List?pageSize=100')).response).toBeUndefined();

    await store.set('/Item/List?pageSize=1000', response(200_000), 60_000);
    expect((await store.get('/Item/List?pageSize=1000')).response).toBeUndefined();
  });
});
