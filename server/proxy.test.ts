// Proxy mode: /api streamed to PROVIDER_URL. The contract test starts two identical mock providers
// (one called directly, one behind the server) and compares every call of the endpoint table.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import request from 'supertest';
import { allEndpoints, type Endpoint } from '@shared/contract/api';
import { gzipSync } from 'node:zlib';
import { createMockProvider } from '../mock-provider/app';
import { createServer } from './app';
import { silenceOn } from './providerClient';
import {
  describeWithService,
  freePort,
  handTimers,
  listen,
  makeStaticFixture,
  redisInstalled,
  startRedis,
  testConfig,
  until,
  USER_TOKEN,
  type Listening,
} from './testing';

const mockProvider = (options: { items?: number; jwtSecret?: string }) => createMockProvider(options);

jest.setTimeout(30_000);
const fixture = makeStaticFixture();
const describeWithRedis = describeWithService('redis-server', redisInstalled(), 'apt-get install redis-server');
afterAll(() => fixture.remove());

/** A server in proxy mode in front of `providerUrl` (the provider's /api base), listening on an ephemeral port. */
function proxyServer(
  providerUrl: string,
  env: Record<string, string> = {},
  deps: Parameters<typeof createServer>[1] = {},
): Promise<Listening> {
  return listen(createServer(testConfig({ PROVIDER_URL: providerUrl, STATIC_DIR: fixture.dir, ...env }), deps));
}

/**
 * Timers moved by hand for a server's requests to the provider: their deadlines on `deadlines`, their silences on
 * `quiet`; `begun` counts the silences begun (again, as bytes move). `deps` gives them to createServer.
 */
function handClock() {
  const deadlines = handTimers();
  const quiet = handTimers();
  const counts = { begun: 0 };
  const counted = {
    ...quiet,
    setTimeout: (expire: () => void, ms: number): unknown => {
      counts.begun++;
      return quiet.setTimeout(expire, ms);
    },
  };
  return {
    deadlines,
    quiet,
    get begun() {
      return counts.begun;
    },
    deps: { providerTimers: deadlines, providerSilence: silenceOn(counted) },
  };
}

/** A 1x1 transparent PNG (a valid image for the mock's upload calls). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const SAMPLE_PARAMS: Record<string, string> = {
  email: 'buyer@example.com',
  configKey: 'HomePageBanners',
  flag: 'true',
  token: 'no-such-token',
};
const PAGED = new Set([
  '/Item/List',
  '/Category/List',
  '/ItemGroup/List',
  '/Attribute/GetAttributes',
  '/PriceList/GetAll',
  '/Order/List',
  '/Account/UsersByBusinessCustomer',
]);

/** The sample request of an endpoint: path parameters filled, a query for lists, a body for POSTs. */
function sampleRequest(endpoint: Endpoint, token: string | null): { path: string; init: RequestInit } {
  let path = endpoint.route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? '1'));
  if (PAGED.has(endpoint.route)) path += '?pageNumber=1&pageSize=5';
  if (endpoint.route === '/WebsiteConfiguration/GetByKey') path += '?key=HomeAboutUs';
  if (endpoint.route === '/Account/UserInfo' && token) path += `?token=${encodeURIComponent(token)}`;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: endpoint.method, headers, redirect: 'manual' };
  // Only a POST takes a body (a DELETE with one is refused: forwarding.test.ts).
  if (endpoint.method === 'POST' && /Image|Upload/.test(endpoint.route)) {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    init.body = form;
  } else if (endpoint.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = endpoint.route === '/Account/Login' ? JSON.stringify({ email: 'buyer@example.com', password: 'wrong-password' }) : '{}';
  }
  return { path, init };
}

const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const FILE_URL = /^\/api\/files\/[\w-]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Hides what legitimately differs between two identical providers: tokens, clock readings, random file ids, sealed links. */
function normalize(value: unknown, key = ''): unknown {
  if (key.toLowerCase() === 'documentlink' && typeof value === 'string') return value === '' ? '' : '<document link>';
  if (typeof value === 'string') {
    if (JWT.test(value)) return '<jwt>';
    if (ISO_DATE.test(value)) return '<date>';
    if (FILE_URL.test(value)) return '<file url>';
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => normalize(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v, k)]));
  return value;
}

async function readResponse(response: Response): Promise<{ status: number; type: string; body: unknown }> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const buf = Buffer.from(await response.arrayBuffer());
  const body = type.includes('json') ? normalize(JSON.parse(buf.toString('utf8'))) : createHash('sha256').update(buf).digest('hex');
  return { status: response.status, type, body };
}

describe('proxy mode: every call of the endpoint table gets the same response through the proxy as directly', () => {
  const jwtSecret = 'contract-test-jwt-secret-0123456789';
  let direct: Listening;
  let behindProvider: Listening;
  let server: Listening;

  beforeAll(async () => {
    const provider = () => {
      const app = express();
      app.use('/api', mockProvider({ items: 60, jwtSecret }));
      return listen(app);
    };
    direct = await provider();
    behindProvider = await provider();
    server = await proxyServer(`${behindProvider.url}/api`);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), behindProvider?.close(), server?.close()]);
  });

  async function compareAll(token: string | null): Promise<number[]> {
    const statuses: number[] = [];
    for (const { group, name, endpoint } of allEndpoints()) {
      const { path, init } = sampleRequest(endpoint, token);
      const straight = await readResponse(await fetch(`${direct.url}/api${path}`, init));
      const proxied = await readResponse(await fetch(`${server.url}/api${path}`, sampleRequest(endpoint, token).init));
      const label = `${group}.${name} ${endpoint.method} ${path}${token ? ' (as administrator)' : ''}`;
      expect({ call: label, ...proxied }).toEqual({ call: label, ...straight });
      statuses.push(straight.status);
    }
    return statuses;
  }

  it('as a visitor', async () => {
    const statuses = await compareAll(null);
    expect(statuses.length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((s) => s < 500)).toBe(true);
  });

  it('as an administrator (token from the direct provider; both share the signing secret)', async () => {
    const login = await fetch(`${direct.url}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
    });
    const body = (await login.json()) as { payload?: unknown };
    // With the stub provider there is no login: the visitor comparison above is then all there is.
    const token = login.status === 200 && typeof body.payload === 'string' ? body.payload : null;
    const statuses = await compareAll(token);
    expect(statuses.every((s) => s < 500)).toBe(true);
  });
});

/** A fake provider that hashes what it receives and responds with what it saw. */
function recordingProvider(): Promise<Listening & { bytesSoFar: () => number }> {
  let bytes = 0;
  return listen((req, res) => {
    const hash = createHash('sha256');
    let size = 0;
    bytes = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      bytes = size;
    });
    req.on('end', () => {
      const body = JSON.stringify({ statusCode: 200, payload: { size, sha256: hash.digest('hex'), url: req.url, headers: req.headers } });
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-response-hop',
        'x-response-hop': 'must-not-pass',
        'keep-alive': 'timeout=97, max=3',
        'x-end-to-end': 'passes',
        'x-powered-by': 'SomeFramework',
      });
      res.end(body);
    });
  }).then((l) => Object.assign(l, { bytesSoFar: () => bytes }));
}

interface Seen {
  size: number;
  sha256: string;
  url: string;
  headers: Record<string, string>;
}

/** Sends a raw request and collects the response. */
function send(
  url: string,
  options: http.RequestOptions,
  write: (req: http.ClientRequest) => Promise<void> | void,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    Promise.resolve(write(req)).catch(reject);
  });
}

describe('proxy mode: streaming and headers', () => {
  let provider: Awaited<ReturnType<typeof recordingProvider>>;
  let server: Listening;
  beforeAll(async () => {
    provider = await recordingProvider();
    server = await proxyServer(`${provider.url}/api`);
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), server?.close()]);
  });

  it('passes a 20 MB multipart upload byte for byte, with its query string and Authorization', async () => {
    const boundary = '----storefront-test-boundary';
    const file = randomBytes(20 * 1024 * 1024);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await send(
      `${server.url}/api/Category/Update/Image/7?flag=true&name=%D7%A9%D7%9C%D7%95%D7%9D`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          authorization: `Bearer ${USER_TOKEN}`,
        },
      },
      (req) => void req.end(body),
    );
    expect(res.status).toBe(200);
    const seen = (JSON.parse(res.text) as { payload: Seen }).payload;
    expect(seen.size).toBe(body.length);
    expect(seen.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(seen.url).toBe('/api/Category/Update/Image/7?flag=true&name=%D7%A9%D7%9C%D7%95%D7%9D');
    expect(seen.headers.authorization).toBe(`Bearer ${USER_TOKEN}`);
    expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });

  it('streams: the provider receives the first bytes before the client has finished sending', async () => {
    const chunk = randomBytes(1024 * 1024);
    let seenBeforeEnd = 0;
    const res = await send(
      `${server.url}/api/Product/Update/Image/1/true`,
      // A signed-in user's call: the response (the recording provider's, no contract payload) passes through unopened.
      {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked', authorization: `Bearer ${USER_TOKEN}` },
      },
      async (req) => {
        req.write(chunk);
        const deadline = Date.now() + 5000;
        while (provider.bytesSoFar() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        seenBeforeEnd = provider.bytesSoFar();
        req.end(chunk);
      },
    );
    expect(seenBeforeEnd).toBeGreaterThan(0);
    expect((JSON.parse(res.text) as { payload: Seen }).payload.size).toBe(2 * chunk.length);
  });

  it('sends a body of unknown length on chunked, whatever the method that may carry one (a DELETE may not: forwarding.test.ts)', async () => {
    const body = randomBytes(64 * 1024);
    for (const method of ['PUT', 'POST']) {
      const res = await send(
        `${server.url}/api/Order/Delete/1`,
        {
          method,
          headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked', authorization: `Bearer ${USER_TOKEN}` },
        },
        (req) => {
          req.write(body.subarray(0, 1000));
          req.end(body.subarray(1000));
        },
      );
      const seen = (JSON.parse(res.text) as { payload: Seen }).payload;
      expect({ method, size: seen.size, sha256: seen.sha256, framing: seen.headers['transfer-encoding'] }).toEqual({
        method,
        size: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        framing: 'chunked',
      });
    }
  });

  it('never lets a Connection header unframe a body: a request hidden in it does not reach the provider as one of its own', async () => {
    const seen: Array<{ url: string; body: string }> = [];
    const recording = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString() });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"statusCode":200,"payload":true}');
      });
    });
    const behind = await proxyServer(`${recording.url}/api`);
    try {
      const hidden = 'GET /api/Order/List HTTP/1.1\r\nHost: x\r\n\r\n';
      const socket = net.connect(behind.port, '127.0.0.1');
      // Two responses on the one connection: the call's, then that of a call sent after it on the same connection.
      const responded = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (c: Buffer) => {
          text += c.toString();
          if (text.split('"payload":true').length === 3) resolve(text);
        });
      });
      socket.write(
        `POST /api/Order/Delete/1 HTTP/1.1\r\nHost: shop\r\nAuthorization: Bearer ${USER_TOKEN}\r\n` +
          `Connection: keep-alive, Content-Length\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`,
      );
      // The next call on the connection: a request unframed from the body would come before it, so once it has its response, none came.
      socket.write(`GET /api/Order/Get/2 HTTP/1.1\r\nHost: shop\r\nAuthorization: Bearer ${USER_TOKEN}\r\n\r\n`);
      expect(await responded).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
      expect(seen).toEqual([
        { url: '/api/Order/Delete/1', body: hidden },
        { url: '/api/Order/Get/2', body: '' },
      ]);
    } finally {
      await Promise.all([behind.close(), recording.close()]);
    }
  });

  it('drops hop-by-hop headers both ways, sets X-Forwarded-For, keeps end-to-end headers', async () => {
    // A signed-in call (a visitor's catalogue read is served from the catalogue cache, whose one
    // provider call carries no visitor's headers).
    const res = await send(
      `${server.url}/api/Item/List?pageNumber=1`,
      {
        method: 'GET',
        headers: {
          authorization: `Bearer ${USER_TOKEN}`,
          connection: 'keep-alive, x-request-hop',
          'x-request-hop': 'must-not-pass',
          'keep-alive': 'timeout=5',
          'proxy-authorization': 'Basic c2VjcmV0',
          te: 'trailers',
          'x-end-to-end': 'passes',
        },
      },
      (req) => void req.end(),
    );
    const seen = (JSON.parse(res.text) as { payload: Seen }).payload;
    expect(seen.headers['x-request-hop']).toBeUndefined();
    expect(seen.headers['proxy-authorization']).toBeUndefined();
    expect(seen.headers['keep-alive']).toBeUndefined();
    expect(seen.headers.te).toBeUndefined();
    expect(seen.headers['x-end-to-end']).toBe('passes');
    expect(seen.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(seen.headers.host).toBe(`127.0.0.1:${provider.port}`);
    expect(res.headers['x-response-hop']).toBeUndefined();
    // The provider's Keep-Alive is dropped; the server may state its own for the browser's connection.
    expect(res.headers['keep-alive'] ?? 'timeout=5').toBe('timeout=5');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-end-to-end']).toBe('passes');
  });

  it("honours the client's Connection: close (not forwarded upstream, the response says close)", async () => {
    const res = await send(
      `${server.url}/api/Item/List`,
      { method: 'GET', agent: false, headers: { connection: 'close', authorization: `Bearer ${USER_TOKEN}` } },
      (req) => void req.end(),
    );
    expect(res.headers.connection).toBe('close');
    const seen = (JSON.parse(res.text) as { payload: Seen }).payload;
    expect(seen.headers.connection).not.toBe('close');
  });
});

describe('proxy mode: what every proxied call gets, and broken connections', () => {
  it('sends the security headers and writes one log line without the query or the token', async () => {
    const provider = await recordingProvider();
    const lines: string[] = [];
    const logDestination = { write: (line: string) => void lines.push(line) };
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, LOG_LEVEL: 'info' }), { logDestination }),
    );
    try {
      const res = await fetch(`${server.url}/api/Item/List?pageNumber=1&query=secret-query`, {
        headers: { authorization: `Bearer ${USER_TOKEN}` },
      });
      expect(res.status).toBe(200);
      // A data response's headers: nothing may load in or frame it; the page's own policies are not sent.
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('permissions-policy')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
      await res.arrayBuffer();
      const deadline = Date.now() + 2000;
      while (!lines.some((l) => l.includes('/api/Item/List')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const logged = lines.filter((l) => l.includes('/api/Item/List')).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: 'GET', path: '/api/Item/List', status: 200, ms: expect.any(Number) });
      expect(lines.join('\n')).not.toMatch(/secret-query/);
      expect(lines.join('\n')).not.toContain(USER_TOKEN.split('.')[1]);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it("passes repeated headers both ways, on plain calls and on those Express handles, and lets the provider's own header win", async () => {
    const seen: string[][] = [];
    const provider = await listen((req, res) => {
      seen.push(req.rawHeaders);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, [
          'Content-Type',
          'application/json',
          'Set-Cookie',
          'first=1; Path=/',
          'Set-Cookie',
          'second=2; Path=/',
          'X-Frame-Options',
          'SAMEORIGIN',
        ]);
        res.end('{"statusCode":200,"payload":true}');
      });
    });
    const server = await proxyServer(`${provider.url}/api`);
    try {
      for (const [method, path] of [
        ['GET', '/api/Item/List'],
        ['POST', '/api/Account/Login'],
      ] as const) {
        const res = await send(
          `${server.url}${path}`,
          { method, headers: { 'x-trace': ['one', 'two'], 'content-type': 'application/json', authorization: `Bearer ${USER_TOKEN}` } },
          (req) => void req.end(method === 'POST' ? '{}' : undefined),
        );
        expect(res.status).toBe(200);
        expect(res.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        const traces = seen.at(-1)!.filter((_, i, raw) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'x-trace');
        expect(traces.join(', ')).toBe('one, two');
      }
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('keeps the account calls rate-limited: the eleventh login in a minute gets 429, and the provider never sees it', async () => {
    let logins = 0;
    const provider = await listen((req, res) => {
      req.resume();
      req.on('end', () => {
        if (/\/Account\/Login/i.test(req.url ?? '')) logins += 1;
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 401, error: { code: 'invalid_credentials', message: 'no' } }));
      });
    });
    const server = await proxyServer(`${provider.url}/api`, { AUTH_RATE_LIMIT: '10' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${server.url}/api/Account/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'buyer@example.com', password: 'wrong-password' }),
        });
        statuses.push(res.status);
        if (i === 10) expect(await res.json()).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
        else await res.arrayBuffer();
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(logins).toBe(10);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  /**
   * What the browser gets from a signed-in call (its response passes through as the provider sends it;
   * a visitor's is opened, below): a status and an envelope, or a body cut short, or nothing.
   */
  const outcomeOf = (url: string) =>
    fetch(url, { headers: { authorization: `Bearer ${USER_TOKEN}` } }).then(
      async (res) =>
        res.text().then(
          (text) => ({ status: res.status, body: text }),
          () => ({ status: res.status, body: 'body failed' }),
        ),
      () => ({ status: 0, body: 'request failed' }),
    );

  // A small response (known length up to 64 KB) is held until complete, so a broken one can still
  // become an envelope; a large one is streamed, so its connection is cut.
  describe.each([
    ['a small response', 5000, 'envelope'],
    ['a large, streamed response', 1024 * 1024, 'cut'],
  ] as const)('%s', (_name, length, expected) => {
    const expectFailure = (outcome: { status: number; body: string }, status: 502 | 504) => {
      if (expected === 'envelope') {
        expect(outcome.status).toBe(status);
        expect(JSON.parse(outcome.body)).toEqual({
          statusCode: status,
          error: { code: status === 502 ? 'bad_gateway' : 'gateway_timeout', message: expect.any(String) },
        });
      } else {
        expect(outcome.status).toBe(200);
        expect(outcome.body).toBe('body failed');
      }
    };

    it('never becomes a truncated success when the provider breaks off mid-response', async () => {
      const provider = await listen((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(length) });
        // Broken off once the part has gone out.
        res.write(`{"statusCode":200,"payload":"${'x'.repeat(Math.min(length, 70_000) - 100)}`, () => res.socket?.destroy());
      });
      const server = await proxyServer(`${provider.url}/api`);
      try {
        expectFailure(await outcomeOf(`${server.url}/api/Item/List`), 502);
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
      } finally {
        await Promise.all([server.close(), provider.close()]);
      }
    });

    it('gives up after the timeout when the provider stalls mid-response, instead of hanging', async () => {
      let wrote = false;
      const provider = await listen((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(length) });
        res.write(`{"statusCode":200,"payload":"${'x'.repeat(Math.min(length, 70_000) - 100)}`, () => (wrote = true));
        // ...and nothing more, with the connection left open.
      });
      const clock = handClock();
      const server = await proxyServer(`${provider.url}/api`, { PROVIDER_TIMEOUT_MS: '400' }, clock.deps);
      try {
        let settled = false;
        const outcome = outcomeOf(`${server.url}/api/Item/List`).finally(() => (settled = true));
        // The provider's bytes came (each began the connection's silence again), then nothing more.
        await until(() => wrote && clock.begun >= 2);
        expect(settled).toBe(false);
        // A small response is held on its deadline as well; a streamed one on its silence alone.
        expect(clock.deadlines.running()).toEqual(expected === 'envelope' ? [400] : []);
        expect(clock.quiet.running()).toEqual([400]);
        clock.quiet.fire();
        expectFailure(await outcome, 504);
      } finally {
        await Promise.all([server.close(), provider.close()]);
      }
    });
  });

  it('passes a small response whole, with its length, head and body in order', async () => {
    const payload = 'שלום '.repeat(2000);
    const provider = await listen((req, res) => {
      req.resume();
      const body = Buffer.from(JSON.stringify({ statusCode: 200, payload }));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) });
      // In several pieces, as a provider may send it.
      res.write(body.subarray(0, 100));
      setTimeout(() => res.end(body.subarray(100)), 20);
    });
    const server = await proxyServer(`${provider.url}/api`);
    try {
      const res = await fetch(`${server.url}/api/Item/List`, { headers: { authorization: `Bearer ${USER_TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify({ statusCode: 200, payload }))));
      expect(((await res.json()) as { payload: string }).payload).toBe(payload);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it("stops the provider's call when the browser goes away, without reporting the provider as failed", async () => {
    let providerSawClose: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (providerSawClose = resolve));
    let arrived: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (arrived = resolve));
    const provider = await listen((req, res) => {
      req.resume();
      arrived();
      res.on('close', () => providerSawClose());
    });
    const lines: string[] = [];
    const logDestination = { write: (line: string) => void lines.push(line) };
    const server = await listen(
      createServer(
        testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_TIMEOUT_MS: '20000', LOG_LEVEL: 'info' }),
        { logDestination },
      ),
    );
    try {
      const controller = new AbortController();
      const call = fetch(`${server.url}/api/Order/Get/1`, { signal: controller.signal }).catch(() => 'aborted');
      await started;
      controller.abort();
      expect(await call).toBe('aborted');
      // The provider's connection closes (else the test runs out of time here).
      await closed;
      // The stopped call's own error (a report of it would come with it) is emitted as it is stopped, before
      // the provider can see its connection close; the request's log line comes with the browser's leaving.
      await until(() => lines.some((l) => l.includes('"aborted":true') && l.includes('/api/Order/Get/1')));
      expect(lines.some((l) => l.includes('provider call failed'))).toBe(false);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe('proxy mode: a provider that is down or silent', () => {
  it('responds with 502 in the envelope when the provider refuses connections, and keeps serving', async () => {
    const port = await freePort();
    const server = await proxyServer(`http://127.0.0.1:${port}/api`);
    try {
      const res = await fetch(`${server.url}/api/Category/List`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ statusCode: 502, error: { code: 'bad_gateway', message: expect.any(String) } });
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: 'ok',
        mode: 'proxy',
        provider: 'down',
        search: expect.objectContaining({ state: 'building' }),
        standing: 'memory',
      });
    } finally {
      await server.close();
    }
  });

  it('responds with 504 within the configured timeout when the provider never responds, serving /healthz and index.html meanwhile', async () => {
    let arrived = false;
    const silent = await listen((req) => void req.resume().on('end', () => (arrived = true)));
    const clock = handClock();
    const server = await proxyServer(`${silent.url}/api`, { PROVIDER_TIMEOUT_MS: '400' }, clock.deps);
    try {
      let settled = false;
      const stuck = fetch(`${server.url}/api/Order/List?pageNumber=1`)
        .then(async (res) => ({ res, body: await res.json() }))
        .finally(() => (settled = true));
      await until(() => arrived);
      const health = await request(server.server).get('/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({
        status: 'ok',
        mode: 'proxy',
        provider: 'down',
        search: expect.objectContaining({ state: 'building' }),
        standing: 'memory',
      });
      const page = await request(server.server).get('/').set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      // Meanwhile the call (and the page's own reads of the provider) waits on its deadline and its
      // connection's silence, each of the timeout.
      expect(settled).toBe(false);
      expect([[...new Set(clock.deadlines.running())], [...new Set(clock.quiet.running())]]).toEqual([[400], [400]]);
      clock.deadlines.fire();
      const { res, body } = await stuck;
      expect(res.status).toBe(504);
      expect(body).toEqual({ statusCode: 504, error: { code: 'gateway_timeout', message: expect.any(String) } });
    } finally {
      await Promise.all([server.close(), silent.close()]);
    }
  });

  it('responds with 504 in time when the provider keeps the connection busy without responding: 1xx after 1xx, or a visitor response a drop at a time', async () => {
    // A provider that never goes quiet, so no silence timeout would ever end these calls.
    let calls = 0;
    let drips = 0;
    const busy = await listen((req, res) => {
      calls++;
      req.resume();
      const dripBody = new URL(req.url ?? '/', 'http://x').searchParams.has('drip');
      if (dripBody) res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => {
        if (dripBody) res.write(' ');
        else res.writeProcessing();
        drips++;
      }, 50);
      res.on('close', () => clearInterval(timer));
    });
    // The calls' deadlines run on a timer moved by hand: the test ends them instead of waiting for them.
    const timers = handTimers();
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${busy.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_TIMEOUT_MS: '400' }), {
        providerTimers: timers,
      }),
    );
    try {
      let responded = 0;
      const all = Promise.all(
        [
          ['/api/Order/List', USER_TOKEN],
          // The catalogue cache's shared read, for two visitors at once.
          ['/api/Item/List?pageNumber=1'],
          ['/api/Item/List?pageNumber=1'],
          ['/api/Item/List?pageNumber=2&drip=1'],
          // The proxy's own read of a visitor's response (a call that is no catalogue read).
          ['/api/Account/UsersByBusinessCustomer?drip=1'],
        ].map(async ([path, token]) => {
          const res = await fetch(`${server.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
          const response = { path, status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
          responded++;
          return response;
        }),
      );
      // Four provider calls (the two visitors' shared read is one), each kept busy a while: none responded meanwhile.
      await until(() => calls === 4 && drips >= 12);
      expect(responded).toBe(0);
      expect(timers.running()).toEqual(Array(4).fill(400));
      // Each on one deadline of the timeout (from its start, begun again with its response's head): when they come, every call ends.
      timers.fire();
      const responses = await all;
      expect(responses.map(({ status, code }) => `${status} ${code}`)).toEqual(Array(5).fill('504 gateway_timeout'));
    } finally {
      await Promise.all([server.close(), busy.close()]);
    }
  });

  it('reports the provider up in /healthz when it responds', async () => {
    const provider = await recordingProvider();
    const server = await proxyServer(`${provider.url}/api`);
    try {
      const health = await request(server.server).get('/healthz');
      expect(health.body).toEqual({
        status: 'ok',
        mode: 'proxy',
        provider: 'up',
        search: expect.objectContaining({ state: 'building' }),
        standing: 'memory',
      });
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

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

/** A JWT-shaped token (unsigned: the server cannot check signatures, the provider does) with these claims. */
const jwtWith = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'forged-signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/**
 * A provider that responds with 401 to a token it does not know (in the Authorization header, or Account/UserInfo's
 * `?token=`, as a real one does), anything else with prices; it records what it was asked. With `hold`, it answers
 * nothing until `release()`.
 */
async function checkingProvider(
  known: string[],
  { hold = false } = {},
): Promise<Listening & { seen: Array<{ url: string; authorization?: string }>; release: () => void }> {
  const seen: Array<{ url: string; authorization?: string }> = [];
  const held: Array<() => void> = [];
  let holding = hold;
  const provider = await listen((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => (holding ? held.push(answer) : answer()));
    function answer() {
      const query = [...new URL(req.url ?? '/', 'http://x').searchParams].find(([name]) => name.toLowerCase() === 'token');
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? query?.[1];
      const refused = token !== undefined && !known.includes(token);
      res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify(
          refused
            ? { statusCode: 401, error: { code: 'unauthorized', message: 'a valid token is required' } }
            : { statusCode: 200, payload: { items: [{ id: 1, itemId: '100', salePriceInNIS: 4.9 }], totalCount: 1 } },
        ),
      );
    }
  });
  const release = () => {
    holding = false;
    for (const answer of held.splice(0)) answer();
  };
  return Object.assign(provider, { seen, release });
}

const UNAUTHORIZED = { statusCode: 401, error: { code: 'unauthorized', message: 'a valid token is required' } };

describe('proxy mode: a token is a 401 or goes to the provider, never a visitor', () => {
  it('responds with 401 itself to a token it can tell is unusable, on a catalogue read too, and never asks the provider', async () => {
    const provider = await checkingProvider([]);
    const server = await proxyServer(`${provider.url}/api`);
    try {
      // The visitors' cache holds the read: a junk header must not be served from it either.
      expect((await fetch(`${server.url}/api/Item/List?pageNumber=1`)).status).toBe(200);
      const asked = provider.seen.length;
      for (const authorization of [
        '',
        'Bearer',
        'Bearer not-a-token',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${jwtWith({ sub: '7' })}`,
        `Bearer ${jwtWith({ sub: '7', exp: Math.floor(Date.now() / 1000) - 60 })}`,
        `Bearer ${jwtWith({ sub: '7', exp: inAnHour(), pad: 'x'.repeat(9000) })}`,
      ]) {
        const res = await fetch(`${server.url}/api/Item/List?pageNumber=1`, { headers: { authorization } });
        expect({ authorization: authorization.slice(0, 40), status: res.status, body: await res.json() }).toEqual({
          authorization: authorization.slice(0, 40),
          status: 401,
          body: UNAUTHORIZED,
        });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
      expect(provider.seen.length).toBe(asked);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it("sends a token that may be valid to the provider (never from the visitors' cache), and refuses one the provider refused with 401 itself until it expires", async () => {
    const good = jwtWith({ sub: '7', exp: inAnHour() });
    const forged = jwtWith({ sub: '1', exp: inAnHour() });
    const provider = await checkingProvider([good]);
    const server = await proxyServer(`${provider.url}/api`);
    try {
      expect((await fetch(`${server.url}/api/Item/List?pageNumber=1`)).headers.get('cache-control')).toMatch(/public/);
      const user = await fetch(`${server.url}/api/Item/List?pageNumber=1`, { headers: { authorization: `Bearer ${good}` } });
      expect(user.status).toBe(200);
      expect(user.headers.get('cache-control')).toBe('private, no-store');
      expect(((await user.json()) as { payload: { items: Array<{ salePriceInNIS?: number }> } }).payload.items[0]!.salePriceInNIS).toBe(
        4.9,
      );
      expect(provider.seen.at(-1)).toEqual({ url: '/api/Item/List?pageNumber=1', authorization: `Bearer ${good}` });

      const first = await fetch(`${server.url}/api/Item/List?pageNumber=1`, { headers: { authorization: `Bearer ${forged}` } });
      expect({ status: first.status, body: await first.json() }).toEqual({ status: 401, body: UNAUTHORIZED });
      expect(provider.seen.filter((s) => s.authorization === `Bearer ${forged}`)).toHaveLength(1);
      // Asked again, on any call: the server responds, the provider is not asked.
      for (const path of ['/api/Item/List?pageNumber=1', '/api/Category/List', '/api/Order/List']) {
        const again = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${forged}` } });
        expect({ path, status: again.status, body: await again.json() }).toEqual({ path, status: 401, body: UNAUTHORIZED });
      }
      expect(provider.seen.filter((s) => s.authorization === `Bearer ${forged}`)).toHaveLength(1);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('counts refused tokens per address: a thousand distinct forged tokens end in 429 with Retry-After long before the thousandth reaches the provider', async () => {
    const provider = await checkingProvider([]);
    // TOKEN_FAILURE_LIMIT's default: 30 a minute.
    const server = await proxyServer(`${provider.url}/api`);
    try {
      const statuses = new Map<number, number>();
      const retryAfter = new Set<string | null>();
      let next = 0;
      // Ten at a time, as a script would send them.
      const worker = async () => {
        while (next < 1000) {
          const token = jwtWith({ sub: String(next++), exp: inAnHour() });
          const res = await fetch(`${server.url}/api/Item/List`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) retryAfter.add(res.headers.get('retry-after'));
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      const reached = provider.seen.filter((s) => s.authorization !== undefined).length;
      expect(reached).toBeGreaterThanOrEqual(30);
      expect(reached).toBeLessThanOrEqual(40);
      expect(statuses.get(401)).toBe(reached);
      expect(statuses.get(429)).toBe(1000 - reached);
      for (const value of retryAfter) expect(Number(value)).toBeGreaterThanOrEqual(1);
      for (const value of retryAfter) expect(Number(value)).toBeLessThanOrEqual(60);
      // A junk header is stopped as well; a visitor from the same address still reads the catalogue.
      const junk = await fetch(`${server.url}/api/Item/List`, { headers: { authorization: 'Bearer junk' } });
      expect({ status: junk.status, code: ((await junk.json()) as { error: { code: string } }).error.code }).toEqual({
        status: 429,
        code: 'rate_limited',
      });
      expect((await fetch(`${server.url}/api/Item/List`)).status).toBe(200);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe('proxy mode: the token gate counts every forged token, whatever the client does', () => {
  /** Forged tokens (well formed, not yet expired), each its own. */
  const forged = (n: number) => jwtWith({ sub: String(n), n, exp: inAnHour() });
  /** What reached the provider with a credential: an Authorization header or a `token` in the query. */
  const credentialed = (provider: { seen: Array<{ url: string; authorization?: string }> }) =>
    provider.seen.filter((s) => s.authorization !== undefined || /[?&]token=/i.test(s.url)).length;

  it('a client that closes the connection before the answer is counted all the same: past the limit the provider is asked no more', async () => {
    const provider = await checkingProvider([], { hold: true });
    const server = await proxyServer(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '5' });
    try {
      const answered: number[] = [];
      for (let i = 0; i < 20; i++) {
        const before = provider.seen.length;
        const gone = new AbortController();
        let status: number | null = null;
        const call = fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${forged(i)}` }, signal: gone.signal })
          .then((res) => void (status = res.status))
          .catch(() => undefined);
        // Either the provider has it (and the client goes before the provider's 401), or the server answered itself.
        await until(() => provider.seen.length > before || status !== null);
        if (status === null) gone.abort();
        await call;
        if (status !== null) answered.push(status);
      }
      expect(credentialed(provider)).toBe(5);
      expect(answered).toEqual(Array(15).fill(429));
    } finally {
      provider.release();
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('GET /Account/UserInfo?token= counts as a token in the header does: forged ones end in 429, and the provider is asked at most the limit', async () => {
    const provider = await checkingProvider([]);
    const server = await proxyServer(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        // Its name in any case (a provider may read query names so), and junk that is no token at all.
        const query = i % 3 === 0 ? `token=${forged(i)}` : i % 3 === 1 ? `Token=${forged(i)}` : 'token=junk';
        const res = await fetch(`${server.url}/api/Account/UserInfo?${query}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
      expect(credentialed(provider)).toBeLessThanOrEqual(5);
      // A junk ?token= was refused by the server itself, never forwarded.
      expect(provider.seen.filter((s) => s.url.includes('token=junk'))).toEqual([]);
      // A visitor's call from the same address is no token's.
      expect((await fetch(`${server.url}/api/Item/List`)).status).toBe(200);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  /** Sends `count` forged tokens at once and gives the statuses and how many reached the provider. */
  async function burst(env: Record<string, string>, count: number): Promise<{ reached: number; statuses: Map<number, number> }> {
    const provider = await checkingProvider([]);
    // Calls under way are not what is tested here: the gate alone must hold the burst.
    const app = createServer(
      testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CLIENT_MAX_CALLS: '10000', ...env }),
    );
    const server = await listen(app);
    try {
      const statuses = new Map<number, number>();
      await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const res = await fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${forged(1000 + i)}` } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }),
      );
      return { reached: credentialed(provider), statuses };
    } finally {
      // The app's own connections too (Redis's, when it has one).
      await Promise.all([server.close(), provider.close(), app.close()]);
    }
  }

  it('200 forged tokens at once: exactly the limit (30) reach the provider, the rest get 429', async () => {
    const { reached, statuses } = await burst({}, 200);
    expect(reached).toBe(30);
    expect(Object.fromEntries(statuses)).toEqual({ 401: 30, 429: 170 });
  });

  describeWithRedis('shared through Redis', () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(() => redis?.stop());

    it('200 forged tokens at once: exactly the limit reach the provider', async () => {
      const { reached, statuses } = await burst({ REDIS_URL: redis.url, TOKEN_FAILURE_LIMIT: '20' }, 200);
      expect(reached).toBe(20);
      expect(Object.fromEntries(statuses)).toEqual({ 401: 20, 429: 180 });
    });
  });

  it("a signed-in user's many calls under way at once are not taken for refused tokens", async () => {
    const good = jwtWith({ sub: '7', exp: inAnHour() });
    const provider = await checkingProvider([good]);
    const server = await proxyServer(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '5', CLIENT_MAX_CALLS: '10000' });
    try {
      const call = async () => {
        const res = await fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${good}` } });
        await res.arrayBuffer();
        return res.status;
      };
      // The first call of a token not seen before: once the provider took it, it holds no place in the count.
      expect(await call()).toBe(200);
      const statuses = await Promise.all(Array.from({ length: 40 }, call));
      expect(statuses.every((s) => s === 200)).toBe(true);
      // Nor did the 41 calls leave anything counted: five refused tokens are still allowed.
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${forged(5000 + i)}` } });
        expect(res.status).toBe(401);
      }
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe("proxy mode: the mock provider's test control calls", () => {
  it('responds to /api/__mock/* with 404 in the envelope in every spelling, and never forwards them', async () => {
    const provider = await checkingProvider([]);
    const server = await proxyServer(`${provider.url}/api`);
    try {
      for (const [method, path] of [
        ['POST', '/api/__mock/reset'],
        ['GET', '/api/__mock/orders'],
        ['POST', '/api/__mock/faults'],
        ['DELETE', '/api/__mock/faults'],
        ['GET', '/api/%5F%5Fmock/orders'],
        ['POST', '/API//__MOCK/reset/'],
        ['GET', '/api/__mock'],
      ] as const) {
        const res = await fetch(`${server.url}${path}`, { method });
        expect({ method, path, status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code }).toEqual({
          method,
          path,
          status: 404,
          code: 'not_found',
        });
      }
      expect(provider.seen).toEqual([]);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});
