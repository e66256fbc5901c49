// Proxy mode: bodies streamed both ways, and the headers that go on and come back.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { listen, USER_TOKEN, type Listening } from '../testing';
import { proxyServer, recordingProvider, send } from './testSupport';

jest.setTimeout(30_000);

interface Seen {
  size: number;
  sha256: string;
  url: string;
  headers: Record<string, string>;
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
