// Proxy mode: a visitor's responses, opened to take their prices out, cached by CDNs when catalogue reads.
import { gzipSync } from 'node:zlib';
import { listen, USER_TOKEN, type Listening } from '../testing';
import { proxyServer, send } from './testSupport';

jest.setTimeout(30_000);

describe("proxy mode: a visitor's responses", () => {
  // A provider that forgets to hide prices from visitors (under the contract's names and others), and says nothing about caching.
  const visibleItem = {
    id: 1,
    itemId: '100',
    itemDescription: 'קולה',
    catalogNumber: 'C-100',
    pictureUrl: '',
    minOrderQuantity: 1,
    displayOrder: 1,
    isAvailable: true,
    isPriceChanged: false,
    itemPackSize: 6,
    fullDescription: '',
    itemAttributes: [{ attributeName: 'נפח', attributeValue: '1.5 ליטר' }],
    relatedItems: [{ relatedItemId: '101', related: { itemId: '101', itemDescription: 'מים', pictureUrl: '' } }],
    itemGroup: { id: 3, itemGroupName: 'משקאות', categoryId: 2 },
  };
  const leakyItem = {
    ...visibleItem,
    salePriceInNIS: 4.9,
    isPriceOnRequest: false,
    מחיר_ללקוח: 4.91,
    sаlePrісeInNIS: 4.92,
    relatedItems: [{ ...visibleItem.relatedItems[0]!, related: { ...visibleItem.relatedItems[0]!.related, unitCost: 3.5 } }],
  };
  const leakyItems = { statusCode: 200, payload: { items: [leakyItem], totalCount: 1, totalPages: 1, currentPage: 1 } };
  let provider: Listening;
  let server: Listening;
  let calls = 0;
  const visitorEncodings: string[] = [];
  beforeAll(async () => {
    provider = await listen((req, res) => {
      calls += 1;
      req.resume();
      req.on('end', () => {
        const url = req.url ?? '';
        const body = /\/Account\/Login/i.test(url)
          ? { statusCode: 200, payload: 'token' }
          : /\/Item\/100/.test(url)
            ? { statusCode: 200, payload: leakyItem }
            : leakyItems;
        if (!req.headers.authorization) visitorEncodings.push(String(req.headers['accept-encoding']));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      });
    });
    server = await proxyServer(`${provider.url}/api`, { CATALOGUE_TTL_MS: '7000', CATALOGUE_STALE_MS: '90000' });
  });
  afterAll(async () => {
    await Promise.all([server?.close(), provider?.close()]);
  });

  it('keeps the token on a call whose Connection header names Authorization, so it cannot reach the provider as a visitor and come back with prices', async () => {
    const seen: Array<string | undefined> = [];
    const recording = await listen((req, res) => {
      seen.push(req.headers.authorization);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(leakyItems));
      });
    });
    const behind = await proxyServer(`${recording.url}/api`);
    try {
      const res = await send(
        `${behind.url}/api/Item/List?pageNumber=3`,
        { method: 'GET', headers: { authorization: `Bearer ${USER_TOKEN}`, connection: 'keep-alive, Authorization' } },
        (req) => void req.end(),
      );
      expect(res.status).toBe(200);
      // The provider saw the token it judges the call by; the response is the signed-in user's, privately.
      expect(seen).toEqual([`Bearer ${USER_TOKEN}`]);
      expect(res.headers['cache-control']).toBe('private, no-store');
    } finally {
      await Promise.all([behind.close(), recording.close()]);
    }
  });

  it("never carries a price, under any name, whatever the provider sends (only the contract's visitor fields), while a signed-in user gets theirs, privately", async () => {
    for (const path of ['/api/Item/List?pageNumber=1', '/api/Item/100']) {
      const visitor = await fetch(`${server.url}${path}`);
      const text = await visitor.text();
      expect(text).not.toMatch(/salePrice|sаlePrісe|מחיר|unitCost|4\.9|3\.5/);
      const { payload } = JSON.parse(text) as { payload: { items?: unknown[] } };
      expect(path.includes('List') ? payload.items![0] : payload).toEqual(visibleItem);
      // The provider was asked for the response as it is (the server opens and compresses it itself).
      expect(visitorEncodings.at(-1)).toBe('identity');
      expect(visitor.headers.get('vary')).toMatch(/authorization/i);
      const user = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${USER_TOKEN}` } });
      expect(await user.text()).toMatch(/"salePriceInNIS":4\.9\b/);
      expect(user.headers.get('cache-control')).toBe('private, no-store');
      expect(user.headers.get('vary')).toMatch(/authorization/i);
      expect(user.headers.get('etag')).toBeNull();
    }
  });

  it('says how long caches may keep a catalogue read, with an ETag that a matching If-None-Match turns into 304, and nothing of the kind for other calls', async () => {
    const first = await fetch(`${server.url}/api/Category/List?getAll=true`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=7, stale-while-revalidate=90');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    await first.arrayBuffer();
    const again = await fetch(`${server.url}/api/Category/List?getAll=true`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const login = await fetch(`${server.url}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect(login.headers.get('etag')).toBeNull();
    expect(calls).toBeGreaterThan(0);
  });

  it('refuses a visitor response larger than the server reads, in the envelope', async () => {
    const huge = await listen((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 200, payload: 'x'.repeat(70_000) }));
    });
    const small = await proxyServer(`${huge.url}/api`, { PROVIDER_MAX_ANSWER_BYTES: '65536' });
    try {
      const res = await fetch(`${small.url}/api/Item/List`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ statusCode: 502, error: { code: 'bad_gateway', message: expect.any(String) } });
    } finally {
      await Promise.all([small.close(), huge.close()]);
    }
  });
});

describe("proxy mode: a visitor's response the proxy itself opens (not a catalogue read the cache serves)", () => {
  it("is refused when it cannot be opened, and never carries the provider's validators", async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const leaky = await listen((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        const kind = new URL(req.url ?? '/', 'http://x').searchParams.get('kind');
        const body = JSON.stringify({ statusCode: 200, payload: { id: 1, salePriceInNIS: 37.45 } });
        if (kind === 'gzip') res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
        else if (kind === 'text') res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
        else if (kind === 'part')
          res.writeHead(206, { 'content-type': 'application/json', 'content-range': 'bytes 10-20/60' }).end(body.slice(10, 21));
        else
          res
            .writeHead(200, {
              'content-type': 'application/json',
              etag: 'W/"provider-etag"',
              'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT',
            })
            .end(`\uFEFF${body}`);
      });
    });
    const server = await proxyServer(`${leaky.url}/api`);
    try {
      // No catalogue read the cache serves, so the proxy's own path.
      for (const kind of ['gzip', 'text', 'part']) {
        const res = await fetch(`${server.url}/api/Account/UsersByBusinessCustomer?kind=${kind}`, { headers: { range: 'bytes=10-' } });
        expect({ kind, status: res.status, text: (await res.text()).includes('37.45') }).toEqual({ kind, status: 502, text: false });
      }
      // (An Authorization header that is no token gets a 401: 'a token is a 401 or goes to the provider' below.)
      const res = await fetch(`${server.url}/api/Account/UsersByBusinessCustomer?kind=bom`);
      const text = await res.text();
      expect({
        status: res.status,
        price: text.includes('37.45'),
        etag: res.headers.get('etag'),
        lastModified: res.headers.get('last-modified'),
      }).toEqual({ status: 200, price: false, etag: null, lastModified: null });
      // The provider was asked for JSON as it is, whole, without the visitor's conditions.
      const asked = seen.at(-1)!;
      expect({ accept: asked.accept, encoding: asked['accept-encoding'], range: asked.range }).toEqual({
        accept: 'application/json',
        encoding: 'identity',
        range: undefined,
      });
    } finally {
      await Promise.all([server.close(), leaky.close()]);
    }
  });
});

describe("proxy mode: a visitor's response with nothing to open, or too deep to open", () => {
  it('responds to a HEAD with the status and head the provider gave (less the length of its priced body), and refuses JSON nested too deep', async () => {
    const leaky = await listen((req, res) => {
      req.resume();
      req.on('end', () => {
        const kind = new URL(req.url ?? '/', 'http://x').searchParams.get('kind');
        const deep = '{"a":'.repeat(69) + '{"salePriceInNIS":37.45}' + '}'.repeat(69);
        const body = kind === 'deep' ? deep : JSON.stringify({ statusCode: 200, payload: { id: 1, salePriceInNIS: 37.45 } });
        const status = /Order\/List/i.test(req.url ?? '') ? 401 : 200;
        res
          .writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), etag: '"provider"' })
          .end(body);
      });
    });
    const server = await proxyServer(`${leaky.url}/api`);
    try {
      for (const [path, status] of [
        ['/api/Order/List', 401],
        ['/api/Account/UsersByBusinessCustomer', 200],
      ] as const) {
        const res = await fetch(`${server.url}${path}`, { method: 'HEAD' });
        expect({ path, status: res.status, length: res.headers.get('content-length'), etag: res.headers.get('etag') }).toEqual({
          path,
          status,
          length: null,
          etag: null,
        });
      }
      // No catalogue read, so the proxy opens it itself.
      const deep = await fetch(`${server.url}/api/Account/UsersByBusinessCustomer?kind=deep`);
      const text = await deep.text();
      expect({ status: deep.status, price: text.includes('37.45') }).toEqual({ status: 502, price: false });
      // Nor does the catalogue cache keep or send it.
      const cached = await fetch(`${server.url}/api/Item/List?kind=deep`);
      const cachedText = await cached.text();
      expect({ status: cached.status, price: cachedText.includes('37.45') }).toEqual({ status: 502, price: false });
    } finally {
      await Promise.all([server.close(), leaky.close()]);
    }
  });
});
