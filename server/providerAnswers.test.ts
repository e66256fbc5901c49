// The holes an outside probe found in what the server reads of the provider, each kept closed:
// responses read without a cap, non-envelope failures, deep or non-UTF-8 JSON, Idempotency-Key.
import zlib from 'node:zlib';
import request from 'supertest';
import { createServer } from './app';
import { createDocumentSealer } from './documents';
import { listen, makeStaticFixture, testConfig, TEST_SECRET, USER_TOKEN, type Listening } from './testing';

jest.setTimeout(60_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

const WRONG_LOGIN = JSON.stringify({ email: 'buyer@example.com', password: 'wrong-password' });

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
