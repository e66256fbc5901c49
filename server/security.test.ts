// The holes an outside probe found in the server, each kept closed: a fragment in the request line,
// other spellings of a limited path, unlimited account requests, anonymous bulk reads, and the limits
// of a client behind a trusted proxy. The provider's answers: providerAnswers.test.ts; the clients
// that hold the server's resources: clientLimits.test.ts.
import net from 'node:net';
import request from 'supertest';
import { createServer } from './app';
import { listen, makeStaticFixture, testConfig, type Listening } from './testing';

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
