// The holes an outside probe found in the server, each kept closed: a fragment in the request line,
// other spellings of a limited or sealed path, unlimited account requests, provider responses read
// without a cap, non-envelope provider failures, anonymous bulk reads and slow-header clients.
import net from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { createHttpServer, createServer } from './app';
import { createDocumentSealer } from './documents';
import { listen, makeStaticFixture, testConfig, TEST_SECRET, USER_TOKEN, type Listening } from './testing';

jest.setTimeout(60_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/** Sends one raw HTTP/1.1 request (as curl or a script can) and gives the status and body of the response. */
function raw(
  port: number,
  requestLine: string,
  headers: string[] = [],
  body = '',
): Promise<{ status: number; body: string; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = [requestLine, `Host: 127.0.0.1:${port}`, 'Connection: close', ...headers];
      if (body) head.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    });
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
    socket.on('end', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf('\r\n\r\n') + 4), text }),
    );
    socket.on('error', reject);
  });
}

const WRONG_LOGIN = JSON.stringify({ email: 'buyer@example.com', password: 'wrong-password' });

/** Spellings of POST /api/Account/Login that some server could route to the login. */
const LOGIN_SPELLINGS = [
  '/api/Account/Login',
  '/API/account/LOGIN',
  '/api/Account/Login/',
  '/api//Account//Login',
  '/api/Account/./Login',
  '/api/x/../Account/Login',
  '/api/Account/%4Cogin',
  '/api/Account%2FLogin',
  '/api/Account/Login;jsessionid=1',
  '/api\\Account\\Login',
  '/api/Account/Login.',
  '/api/Account/Login%20',
  '/api/%2541ccount/Login',
  `http://127.0.0.1/api/Account/Login`,
];

describe('a fragment in the request line', () => {
  let provider: Listening;
  let calls: string[];
  let proxy: Listening;
  let mock: Listening;
  beforeAll(async () => {
    calls = [];
    provider = await listen((req, res) => {
      calls.push(`${req.method} ${req.url}`);
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 200, payload: { items: [{ documentLink: 'http://127.0.0.1/doc/RAW-LINK' }] } }));
    });
    proxy = await listen(createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '2' })));
    mock = await listen(createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '2' })));
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), proxy?.close(), mock?.close()]);
  });

  it.each(['mock', 'proxy'] as const)(
    '%s mode: POST /api/Account/Login#1 is 400 in the envelope, before the rate limit or the password check',
    async (mode) => {
      const port = (mode === 'mock' ? mock : proxy).port;
      const before = calls.length;
      for (const target of ['/api/Account/Login#1', '/api/Account/Login?x=1#frag', '/#', '/api/Order/List#x']) {
        const res = await raw(
          port,
          `${target.includes('Order') ? 'GET' : 'POST'} ${target} HTTP/1.1`,
          [],
          target.includes('Order') ? '' : WRONG_LOGIN,
        );
        expect({ target, status: res.status }).toEqual({ target, status: 400 });
        expect(JSON.parse(res.body)).toEqual({
          statusCode: 400,
          error: { code: 'validation_failed', message: expect.stringContaining('fragment') },
        });
      }
      expect(calls.length).toBe(before);
    },
  );

  it('proxy mode: GET /api/Order/List#x never hands out the raw document link', async () => {
    const res = await raw(proxy.port, 'GET /api/Order/List#x HTTP/1.1');
    expect(res.text).not.toContain('RAW-LINK');
  });
});

describe('the login limit holds for every spelling of the path', () => {
  it('mock mode: past the limit, no spelling reaches the password check', async () => {
    const server = await listen(
      createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '3' })),
    );
    try {
      for (let i = 0; i < 3; i++) expect((await raw(server.port, 'POST /api/Account/Login HTTP/1.1', [], WRONG_LOGIN)).status).toBe(400);
      for (const path of LOGIN_SPELLINGS) {
        const res = await raw(server.port, `POST ${path} HTTP/1.1`, [], WRONG_LOGIN);
        // 429 (limited) or 404 (no such path): never the password check's response (-1003).
        expect({ path, status: res.status, checked: res.body.includes('-1003') }).toEqual({
          path,
          status: expect.any(Number),
          checked: false,
        });
        expect([404, 429]).toContain(res.status);
      }
    } finally {
      await server.close();
    }
  });

  it('proxy mode: past the limit, the provider receives no spelling of the login', async () => {
    const logins: string[] = [];
    const provider = await listen((req, res) => {
      logins.push(req.url ?? '');
      req.resume();
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, error: { code: -1003 } }));
    });
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '3' })),
    );
    try {
      for (let i = 0; i < 3; i++) await raw(server.port, 'POST /api/Account/Login HTTP/1.1', [], WRONG_LOGIN);
      expect(logins).toHaveLength(3);
      for (const path of LOGIN_SPELLINGS) {
        const res = await raw(server.port, `POST ${path} HTTP/1.1`, [], WRONG_LOGIN);
        // 429, or 404 for a spelling this server does not route at all ('/api\\...').
        expect({ path, limitedOrUnrouted: [404, 429].includes(res.status) }).toEqual({ path, limitedOrUnrouted: true });
      }
      expect(logins).toHaveLength(3);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe('Register and ChangePassword are limited per address like Login', () => {
  it.each([
    ['/api/Account/Register/Business', { email: 'x@example.com', password: 'Secret123!', businessCustomerId: 1003 }],
    ['/api/Account/ChangePassword', { email: 'buyer@example.com', oldPassword: 'wrong-one', newPassword: 'Secret123!' }],
  ])('%s: 429 in the envelope past the limit', async (path, body) => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '3' }));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await request(app).post(path).set('Authorization', 'Bearer x').send(body)).status);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await request(app).post(path.toUpperCase()).set('Authorization', 'Bearer x').send(body);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
  });
});

describe('provider responses the server must read are capped', () => {
  // Larger than the bomb's 0.4 MB of gzip, so that it is the inflating that must stop.
  const CAP = 1024 * 1024;
  let provider: Listening;
  let server: Listening;
  let kind = 'plain';
  beforeAll(async () => {
    provider = await listen((req, res) => {
      req.resume();
      if (kind === 'plain') {
        // A 300 MB body, streamed without a length.
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < 300) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => (sent = 300));
        pump();
      } else if (kind === 'declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(500 * 1024 * 1024) });
        res.write('{');
      } else if (kind === 'bomb') {
        // 0.4 MB of gzip that inflates to 400 MB.
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(bomb);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 200, payload: { items: [{ documentLink: `${provider.url}/doc/1` }] } }));
      }
    });
    server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_MAX_ANSWER_BYTES: String(CAP) })),
    );
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), server?.close()]);
  });
  const bomb = zlib.gzipSync(Buffer.alloc(400 * 1024 * 1024, 0x20), { level: 9 });
  it('the bomb is small enough to pass the byte cap', () => expect(bomb.length).toBeLessThan(CAP));

  it.each(['plain', 'declared', 'bomb'])(
    'a %s oversized Order/List response becomes a 502 envelope, and the server goes on',
    async (which) => {
      kind = which;
      const started = Date.now();
      // A signed-in user's request (a visitor is refused any encoded response outright).
      const res = await request(server.server)
        .get('/api/Order/List')
        .set('Authorization', `Bearer ${USER_TOKEN}`)
        .set('Accept-Encoding', 'identity');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        statusCode: 502,
        error: { code: 'bad_gateway', message: expect.stringMatching(/larger than|unreadable/) },
      });
      expect(Date.now() - started).toBeLessThan(5000);
      kind = 'ok';
      const after = await request(server.server).post('/api/Order/Create').set('Authorization', `Bearer ${USER_TOKEN}`).send({});
      expect(after.status).toBe(200);
      expect(createDocumentSealer(TEST_SECRET).open(after.body.payload.items[0].documentLink)).toBe(`${provider.url}/doc/1`);
    },
  );
});

describe('provider responses that are not an envelope', () => {
  let provider: Listening;
  let server: Listening;
  let respond: (res: import('node:http').ServerResponse) => void = () => undefined;
  beforeAll(async () => {
    provider = await listen((req, res) => {
      req.resume();
      respond(res);
    });
    server = await listen(createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir })));
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), server?.close()]);
  });

  it.each([
    [
      'an HTML 500 page',
      (res: import('node:http').ServerResponse) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>'),
    ],
    ['an empty 503', (res: import('node:http').ServerResponse) => res.writeHead(503).end()],
  ])('%s becomes a 502 envelope', async (_what, send) => {
    respond = send;
    for (const path of ['/api/Category/List', '/api/Order/List']) {
      const res = await request(server.server).get(path);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ statusCode: 502, error: { code: 'bad_gateway', message: expect.any(String) } });
    }
  });

  it('a status outside 100-599 becomes a 502 envelope, and the server goes on', async () => {
    // (A request that reaches this provider on the connection it has just closed finds no socket: the proxy sends it again on a new one.)
    respond = (res) => res.socket?.end('HTTP/1.1 999 Odd\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    for (const path of ['/api/Category/List', '/api/Order/List']) {
      const res = await request(server.server).get(path);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('bad_gateway');
    }
    respond = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"statusCode":200}');
    expect((await request(server.server).get('/api/Category/List')).status).toBe(200);
  });

  it('a JSON 500 (the envelope) passes as the provider sent it', async () => {
    respond = (res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500,"error":{"code":"internal_error"}}');
    // A read no visitor made before (the category list read above is kept by the catalogue cache).
    const res = await request(server.server).get('/api/Category/List?pageNumber=2');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal_error');
  });
});

describe('deeply nested JSON through the server', () => {
  it('Login with 2,400 levels of nesting is 400, not 500', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const res = await request(app)
      .post('/api/Account/Login')
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(2400)}${']'.repeat(2400)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'bad_json' } });
  });
});

describe('JSON bodies not in UTF-8 (the nesting check reads bytes)', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  // In UTF-16 'Ģ' is the bytes 22 01: a byte scan reads a quote, and every bracket after it as inside a string.
  const hidden = Buffer.from(`{"email":"Ģ","password":"x","a":${nested(2400)}}`, 'utf16le');
  /** Content-Types whose charset a pattern misreads: the first `charset=` is inside a quoted value. */
  const QUOTED_CHARSETS = [
    'application/json; x="a;charset=utf-8;"; charset=utf-16le',
    'application/json;x="charset=utf-8";charset=utf-16le',
    'application/json; x="\\";charset=utf-8"; charset=utf-16le',
    'application/vnd.api+json; a="b; charset=UTF-8"; charset="utf-16le"',
    'Application/JSON ; Charset = UTF-16LE',
  ];
  const post = (url: string, contentType: string, body: Buffer) =>
    fetch(`${url}/api/Account/Login`, { method: 'POST', headers: { 'Content-Type': contentType }, body: new Uint8Array(body) });

  it("mock mode: a visitor's Login in UTF-16 is 415 in the envelope, not 500", async () => {
    const server = await listen(createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir })));
    try {
      for (const [type, body] of [
        ['application/json; charset=utf-16le', hidden],
        ['application/json', Buffer.concat([Buffer.from([0xff, 0xfe]), hidden])],
        // The probe's five: a quoted parameter that spells charset=utf-8 is a value, not the charset.
        ...QUOTED_CHARSETS.map((t) => [t, hidden] as const),
      ] as const) {
        const res = await post(server.url, type, body);
        expect([type, res.status]).toEqual([type, 415]);
        expect(await res.json()).toMatchObject({
          statusCode: 415,
          error: { code: 'unsupported_media_type', message: expect.stringContaining('UTF-8') },
        });
      }
      const buyer = await post(
        server.url,
        'application/json; charset=UTF-8',
        Buffer.from(WRONG_LOGIN.replace('wrong-password', 'Buyer123!')),
      );
      expect(buyer.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('proxy mode: a body in a charset other than UTF-8 is 415 and never reaches the provider', async () => {
    let calls = 0;
    const provider = await listen((req, res) => {
      calls++;
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500,"error":{"code":"internal_error","message":"x"}}');
    });
    const server = await listen(createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir })));
    try {
      for (const type of [
        'application/json; charset=utf-16le',
        'application/json;charset="UTF-32"',
        'application/problem+json; charset=latin1',
        ...QUOTED_CHARSETS,
      ]) {
        const res = await post(server.url, type, hidden);
        expect([type, res.status]).toEqual([type, 415]);
        expect(await res.json()).toMatchObject({ statusCode: 415, error: { code: 'unsupported_media_type' } });
      }
      expect(calls).toBe(0);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe('Idempotency-Key through the proxy', () => {
  it('is forwarded to the provider as the browser sent it', async () => {
    let seen: string | undefined;
    const provider = await listen((req, res) => {
      seen = req.headers['idempotency-key'] as string | undefined;
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"statusCode":200,"payload":{"orderNumber":1,"documentLink":""}}');
    });
    const server = await listen(createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir })));
    try {
      const res = await request(server.server).post('/api/Order/Create').set('Idempotency-Key', '"5f1c-key"').send({});
      expect(res.status).toBe(200);
      expect(seen).toBe('"5f1c-key"');
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe('anonymous /api calls are limited per address', () => {
  it('past the limit a visitor gets 429; pictures and calls with a token are not counted', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ANON_RATE_LIMIT: '5' }));
    const login = await request(app).post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    expect(login.status).toBe(200);
    const auth = { Authorization: `Bearer ${login.body.payload}` };
    const files = (await request(app).get('/api/Category/List').set(auth)).body.payload.items
      .map((c: { imageURL: string }) => c.imageURL)
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(0);
    // Login was the first anonymous call: four more are allowed.
    for (const path of ['/api/Category/List', '/api/Item/List', '/API/item/list', '/api/WebsiteConfiguration/List']) {
      expect((await request(app).get(path)).status).toBe(200);
    }
    for (let i = 0; i < 10; i++) expect((await request(app).get(files[i % files.length])).status).toBe(200);
    const limited = await request(app).get('/api/Item/List');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await request(app).get('/api/files/..%2fItem/List')).status).toBe(429);
    expect((await request(app).get('/api/Item/List').set(auth)).status).toBe(200);
  });

  it('an Authorization header that is no user token (junk, empty, expired) does not escape the limit', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ANON_RATE_LIMIT: '3' }));
    const expired = ['{"alg":"HS256","typ":"JWT"}', '{"sub":"1","exp":1}', 'sig']
      .map((p) => Buffer.from(p).toString('base64url'))
      .join('.');
    const statuses: number[] = [];
    for (const authorization of ['x', '', 'Bearer garbage', `Bearer ${expired}`, 'Basic YTpi'])
      statuses.push((await request(app).get('/api/Category/List').set('Authorization', authorization)).status);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe("the server's own reads (the first screen's data) count against no client; pages have a limit of their own", () => {
  /** The data a page inlines for its first screen. */
  const inlined = (html: string) =>
    JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
      settings?: unknown;
      list?: { filter: unknown };
    };

  it("one visitor's many pages leave the next visitor's page its server-drawn data, and leave its own /api quota whole", async () => {
    // Behind a trusted proxy (the visitors named by X-Forwarded-For); the server's own reads come from 127.0.0.1 with no such header.
    const server = await listen(
      createServer(
        testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ANON_RATE_LIMIT: '4', TRUST_PROXY: 'loopback' }),
      ),
    );
    const get = (from: string, path: string, accept = 'text/html') =>
      fetch(`${server.url}${path}`, { headers: { accept, 'x-forwarded-for': from } });
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
    const server = await listen(
      createServer(
        testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, PAGE_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' }),
      ),
    );
    const get = (from: string, path: string, accept = 'text/html') =>
      fetch(`${server.url}${path}`, { headers: { accept, 'x-forwarded-for': from } });
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

describe('the limits count the client behind a trusted proxy (TRUST_PROXY)', () => {
  const loginAs = (app: ReturnType<typeof createServer>, forwardedFor?: string) => {
    const call = request(app).post('/api/Account/Login');
    if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
    return call.send({ email: 'buyer@example.com', password: 'wrong-password' });
  };

  it('with TRUST_PROXY=loopback each address X-Forwarded-For names has its own count', async () => {
    const app = createServer(
      testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'loopback' }),
    );
    for (let i = 0; i < 2; i++) expect((await loginAs(app, '203.0.113.7')).status).not.toBe(429);
    expect((await loginAs(app, '203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy is not stopped by the first one's attempts.
    expect((await loginAs(app, '198.51.100.9')).status).not.toBe(429);
    // Nor by the proxy's own address.
    expect((await loginAs(app)).status).not.toBe(429);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For does not escape the limit', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, AUTH_RATE_LIMIT: '2' }));
    expect((await loginAs(app, '203.0.113.1')).status).not.toBe(429);
    expect((await loginAs(app, '203.0.113.2')).status).not.toBe(429);
    const limited = await loginAs(app, '203.0.113.3');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
    expect(limited.headers['content-type']).toBe('application/json; charset=utf-8');
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
