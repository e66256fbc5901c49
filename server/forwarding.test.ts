// What the proxy sends the provider (docs/architecture.md §3.3), seen by a fake provider that records
// exactly what reached it: the raw request target, the headers and the body.
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { createServer } from './app';
import { listen, makeStaticFixture, testConfig, USER_TOKEN, type Listening } from './testing';

jest.setTimeout(30_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A provider that records every request as it arrived and responds to each with an empty list. */
async function recordingProvider(): Promise<Listening & { received: Received[] }> {
  const received: Received[] = [];
  const listening = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 200, payload: { items: [], totalCount: 0 } }));
    });
  });
  return Object.assign(listening, { received });
}

/** One raw HTTP/1.1 request, written byte for byte (no client library resolves its target or frames its body). */
function raw(port: number, head: string, body = ''): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

const host = (port: number) => `Host: 127.0.0.1:${port}`;
const signedIn = `Authorization: Bearer ${USER_TOKEN}`;

/** Spellings of a path that leaves /api once its dot segments are resolved: the twelve a security probe sent and a few more. */
const ESCAPES = [
  '/api/../secret',
  '/api/%2e%2e/secret',
  '/api/%2E%2E/secret',
  '/api/.%2e/secret',
  '/api/..%2fsecret',
  '/api/..%2Fsecret',
  '/api/..;/secret',
  '/api/%2e%2e%2fsecret',
  '/api/..\\secret',
  '/api/..%5csecret',
  '/api/%252e%252e/secret',
  '/api/%252e%252e%252fsecret',
  '/api/Item/../../secret',
  '/api/%2e%2e;x=1/secret?pageNumber=1',
];

/** Spellings under /api, and what the provider must get for each: the path the server matched, the query as written. */
const INSIDE: Array<[sent: string, forwarded: string]> = [
  ['/api/%49tem/List?pageNumber=1', '/api/Item/List?pageNumber=1'],
  ['/api/x/../Item/List', '/api/Item/List'],
  ['/api/Item/./List', '/api/Item/List'],
  ['/api//Item//List/', '/api/Item/List'],
  ['/api/Item%2FList', '/api/Item/List'],
  ['/api/Item/List;jsessionid=1', '/api/Item/List'],
  ['/api/Item/List.', '/api/Item/List'],
  ['/api/%2549tem/List', '/api/Item/List'],
  ['/api/Item/..%2fOrder/List', '/api/Order/List'],
  ['/API/Order/List?q=%2e%2e%2f&x=a+b&x=..%2F', '/api/Order/List?q=%2e%2e%2f&x=a+b&x=..%2F'],
  ['/api/Item/%d7%90%20b', '/api/Item/%D7%90%20b'],
];

describe('proxy mode: the provider gets only the path the server decided on', () => {
  let provider: Awaited<ReturnType<typeof recordingProvider>>;
  let server: Listening;
  beforeAll(async () => {
    provider = await recordingProvider();
    server = await listen(createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir })));
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), server?.close()]);
  });

  it.each(ESCAPES)('%s: 400 in the envelope, and nothing reaches the provider', async (target) => {
    for (const auth of [[], [signedIn]]) {
      const before = provider.received.length;
      const res = await raw(server.port, [`GET ${target} HTTP/1.1`, host(server.port), 'Connection: close', ...auth].join('\r\n'));
      expect({ target, status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
        target,
        status: 400,
        body: { statusCode: 400, error: { code: 'validation_failed', message: 'the path leaves /api once its dot segments are resolved' } },
      });
      expect(provider.received.slice(before)).toEqual([]);
    }
  });

  it.each(INSIDE)('%s reaches the provider as %s', async (target, forwarded) => {
    const before = provider.received.length;
    const res = await raw(server.port, [`GET ${target} HTTP/1.1`, host(server.port), 'Connection: close', signedIn].join('\r\n'));
    expect(res.status).toBe(200);
    expect(provider.received.slice(before).map((r) => r.url)).toEqual([forwarded]);
  });

  it("a visitor's catalogue read in another spelling: the catalogue cache asks the provider for the normalised path too", async () => {
    const before = provider.received.length;
    const res = await raw(
      server.port,
      [`GET /api/x/..%2f%49tem//List/?pageNumber=2 HTTP/1.1`, host(server.port), 'Connection: close'].join('\r\n'),
    );
    expect(res.status).toBe(200);
    expect(provider.received.slice(before).map((r) => r.url)).toEqual(['/api/Item/List?pageNumber=2']);
  });

  it('refuses a path encoded more times than the server decodes (what is left could spell a dot segment further on)', async () => {
    const before = provider.received.length;
    const res = await raw(
      server.port,
      [`GET /api/%2525252e%2525252e/secret HTTP/1.1`, host(server.port), 'Connection: close', signedIn].join('\r\n'),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 400,
      error: { code: 'validation_failed', message: 'the path is percent-encoded more than 3 times' },
    });
    expect(provider.received.slice(before)).toEqual([]);
  });
});

describe('the bodies of GET, HEAD, OPTIONS and DELETE', () => {
  let provider: Awaited<ReturnType<typeof recordingProvider>>;
  let proxy: Listening;
  let mock: Listening;
  beforeAll(async () => {
    provider = await recordingProvider();
    proxy = await listen(createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir })));
    mock = await listen(createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir })));
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), proxy?.close(), mock?.close()]);
  });

  const smuggled = 'GET /api/Order/List HTTP/1.1\r\nHost: x\r\n\r\n';
  const framings: Array<[string, string[], string]> = [
    ['Content-Length', [`Content-Length: ${smuggled.length}`], smuggled],
    ['chunked', ['Transfer-Encoding: chunked'], `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`],
  ];
  const calls: Array<[string, string]> = [
    ['GET', '/api/Item/List'],
    ['HEAD', '/api/Item/List'],
    ['OPTIONS', '/api/Item/List'],
    ['DELETE', '/api/Product/Delete/1'],
  ];

  it.each(calls)('proxy mode: %s %s with a body is 400 and closed, and nothing reaches the provider', async (method, path) => {
    for (const [framing, headers, body] of framings) {
      const before = provider.received.length;
      const res = await raw(proxy.port, [`${method} ${path} HTTP/1.1`, host(proxy.port), signedIn, ...headers].join('\r\n'), body);
      expect({ method, framing, status: res.status, closed: /\r\nconnection: close/i.test(res.headers) }).toEqual({
        method,
        framing,
        status: 400,
        closed: true,
      });
      if (method !== 'HEAD')
        expect(JSON.parse(res.body)).toEqual({
          statusCode: 400,
          error: { code: 'validation_failed', message: `a ${method} call takes no body (no Content-Length above 0, no Transfer-Encoding)` },
        });
      expect(provider.received.slice(before)).toEqual([]);
    }
  });

  it('proxy mode: a GET or DELETE that says its body is empty goes on, without any framing', async () => {
    for (const [method, path] of [calls[0]!, calls[3]!]) {
      const before = provider.received.length;
      const res = await raw(
        proxy.port,
        [`${method} ${path} HTTP/1.1`, host(proxy.port), signedIn, 'Content-Length: 0', 'Connection: close'].join('\r\n'),
      );
      expect(res.status).toBe(200);
      const [seen] = provider.received.slice(before);
      expect({ method, length: seen?.headers['content-length'], chunked: seen?.headers['transfer-encoding'], body: seen?.body }).toEqual({
        method,
        length: undefined,
        chunked: undefined,
        body: '',
      });
    }
  });

  it('mock mode: the same refusal, so both modes respond alike', async () => {
    const res = await raw(
      mock.port,
      [`DELETE /api/Product/Delete/1 HTTP/1.1`, host(mock.port), signedIn, 'Content-Type: application/json', 'Content-Length: 2'].join(
        '\r\n',
      ),
      '{}',
    );
    expect({ status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: { code: 'validation_failed', message: 'a DELETE call takes no body (no Content-Length above 0, no Transfer-Encoding)' },
      },
    });
    const escape = await raw(mock.port, [`GET /api/%2e%2e/index.html HTTP/1.1`, host(mock.port), 'Connection: close'].join('\r\n'));
    expect(escape.status).toBe(400);
  });
});

describe("proxy mode: the provider gets the server's own view of where a call came from", () => {
  const claimed = [
    'X-Forwarded-For: 1.1.1.1, 6.6.6.6',
    'X-Forwarded-Proto: https',
    'X-Forwarded-Host: evil.example',
    'Forwarded: for=6.6.6.6;host=evil.example;proto=https',
    'X-Real-IP: 6.6.6.6',
  ];

  /** What Express itself derives from the same request under the same `trust proxy` setting. */
  async function expressView(trust: boolean | string | number): Promise<{ ips: string[]; ip: string; protocol: string; host: string }> {
    const app = express();
    app.set('trust proxy', trust);
    app.get('/', (req, res) => void res.json({ ips: req.ips, ip: req.ip, protocol: req.protocol, host: req.host }));
    const seen = await listen(app);
    try {
      const res = await raw(seen.port, ['GET / HTTP/1.1', 'Host: shop.example', 'Connection: close', ...claimed].join('\r\n'));
      return JSON.parse(res.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, '')) as {
        ips: string[];
        ip: string;
        protocol: string;
        host: string;
      };
    } finally {
      await seen.close();
    }
  }

  it.each([
    ['unset', undefined, false],
    ['loopback', 'loopback', 'loopback'],
    ['2 (hops)', '2', 2],
  ] as const)(
    'TRUST_PROXY %s: the forwarding headers are as Express reads the request, the rest of what the client claimed dropped',
    async (_name, env, setting) => {
      const provider = await recordingProvider();
      const server = await listen(
        createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, ...(env ? { TRUST_PROXY: env } : {}) })),
      );
      try {
        const res = await raw(
          server.port,
          ['GET /api/Item/List HTTP/1.1', 'Host: shop.example', 'Connection: close', signedIn, ...claimed].join('\r\n'),
        );
        expect(res.status).toBe(200);
        const { headers } = provider.received[0]!;
        const view = await expressView(setting);
        const chain = [...view.ips, '127.0.0.1'].join(', ');
        expect({
          for: headers['x-forwarded-for'],
          proto: headers['x-forwarded-proto'],
          host: headers['x-forwarded-host'],
          realIp: headers['x-real-ip'],
          forwarded: headers.forwarded,
        }).toEqual({
          for: view.ips.length ? chain : '127.0.0.1',
          proto: view.protocol,
          host: view.host,
          realIp: view.ip,
          forwarded: [
            `for=${view.ip};host=${view.host};proto=${view.protocol}`,
            ...chain
              .split(', ')
              .slice(1)
              .map((a) => `for=${a}`),
          ].join(', '),
        });
        if (env === undefined) {
          // Nothing the client claimed is believed.
          expect(JSON.stringify(headers)).not.toMatch(/6\.6\.6\.6|1\.1\.1\.1|evil\.example|https/);
        }
      } finally {
        await Promise.all([server.close(), provider.close()]);
      }
    },
  );
  it('TRUST_PROXY 1: the protocol and host are those the trusted hop wrote (the last of each list), never those the client wrote before it', async () => {
    const provider = await recordingProvider();
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, TRUST_PROXY: '1' })),
    );
    try {
      // The load balancer (the socket, trusted) appended its own view to what the client had written.
      const res = await raw(
        server.port,
        [
          'GET /api/Item/List HTTP/1.1',
          'Host: shop.example',
          'Connection: close',
          signedIn,
          'X-Forwarded-For: 6.6.6.6, 203.0.113.9',
          'X-Forwarded-Proto: https, http',
          'X-Forwarded-Host: evil.example, shop.example',
        ].join('\r\n'),
      );
      expect(res.status).toBe(200);
      const { headers } = provider.received[0]!;
      expect({
        for: headers['x-forwarded-for'],
        proto: headers['x-forwarded-proto'],
        host: headers['x-forwarded-host'],
        realIp: headers['x-real-ip'],
        forwarded: headers.forwarded,
      }).toEqual({
        for: '203.0.113.9, 127.0.0.1',
        proto: 'http',
        host: 'shop.example',
        realIp: '203.0.113.9',
        forwarded: 'for=203.0.113.9;host=shop.example;proto=http, for=127.0.0.1',
      });
      expect(JSON.stringify(headers)).not.toMatch(/6\.6\.6\.6|evil\.example|https/);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});
