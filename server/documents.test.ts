// Order-document links: sealed in Order/Create and Order/List responses, opened by GET /documents/<token>.
import net from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import type { Item, UserInfo } from '@shared/contract/entities';
import type { OrderCreateDto } from '@shared/validation';
import type { Envelope, PagedResult } from '@shared/contract/envelope';
import { packSize } from '@shared/rules/packSize';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { createServer } from './app';
import { NO_MINIMUM } from '../mock-provider/testing';
import { createDocumentSealer, sealDocumentLinks, sealedBody, sealingJsonBodies } from './documents';
import { handTimers, listen, makeStaticFixture, testConfig, TEST_SECRET, type Listening, until, USER_TOKEN } from './testing';

jest.setTimeout(30_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

describe('createDocumentSealer', () => {
  const sealer = createDocumentSealer(TEST_SECRET);
  const link = 'https://accounting.example.com/documents/8841?sig=Zx9&lang=he';

  it('round-trips a link through a versioned, URL-safe token', () => {
    const token = sealer.seal(link);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('accounting');
    expect(sealer.open(token)).toBe(link);
  });

  it('uses a fresh IV each time: the same link seals to different tokens', () => {
    expect(sealer.seal(link)).not.toBe(sealer.seal(link));
  });

  it('opens nothing tampered, truncated, empty, unversioned or sealed under another secret', () => {
    const token = sealer.seal(link);
    const body = token.slice(3);
    const flipped = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    expect(sealer.open(flipped)).toBeNull();
    expect(sealer.open(token.slice(0, -4))).toBeNull();
    expect(sealer.open(token.slice(0, 20))).toBeNull();
    expect(sealer.open('')).toBeNull();
    expect(sealer.open('v1.')).toBeNull();
    expect(sealer.open(body)).toBeNull();
    expect(sealer.open(`v2.${body}`)).toBeNull();
    expect(sealer.open(`${token}==`)).toBeNull();
    expect(createDocumentSealer('another-secret-0123456789').open(token)).toBeNull();
  });

  it('seals every documentLink field at any depth and leaves the rest alone', () => {
    const sealed = sealDocumentLinks({ payload: { items: [{ documentLink: link, orderNumber: 1 }, { documentLink: '' }] } }, sealer) as {
      payload: { items: Array<{ documentLink: string; orderNumber?: number }> };
    };
    expect(sealer.open(sealed.payload.items[0]!.documentLink)).toBe(link);
    expect(sealed.payload.items[0]!.orderNumber).toBe(1);
    expect(sealed.payload.items[1]!.documentLink).toBe('');
  });
});

/** The provider's document paths (its links are absolute, on its own origin, as an accounting system's are). */
const DOC_CREATE = '/doc/SECRET-CREATE-7f3a?sig=abc';
const DOC_LIST = ['/doc/SECRET-LIST-1', '/doc/SECRET-LIST-2'];
const FOREIGN = 'https://accounting.example.com/doc/SECRET-FOREIGN';

/**
 * A provider whose Order/Create and Order/List responses carry known links (Order/List gzip-compressed,
 * whatever was asked), and which serves those documents: HTML with a script in it, a PDF, a missing
 * one, a failing one, one that redirects elsewhere and one that never responds.
 */
function linkProvider(): Promise<
  Listening & { acceptEncodings: string[]; docRequests: Array<{ url: string; authorization?: string; cookie?: string }> }
> {
  const acceptEncodings: string[] = [];
  const docRequests: Array<{ url: string; authorization?: string; cookie?: string }> = [];
  let origin = '';
  const provider = listen((req, res) => {
    req.resume();
    const url = req.url ?? '';
    // Routed as a lenient server would: decoded, backslashes and repeated slashes as one slash, ';params' dropped.
    const p = decodeURIComponent(url.split('?')[0]!)
      .toLowerCase()
      .replace(/\\/g, '/')
      .replace(/;[^/]*/g, '')
      .replace(/\/{2,}/g, '/')
      .replace(/[/.]+$/, '');
    if (p.startsWith('/doc/')) {
      docRequests.push({ url, authorization: req.headers.authorization, cookie: req.headers.cookie });
      if (p.startsWith('/doc/secret-')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'provider=1' });
        res.end(`<!doctype html><title>doc</title><h1>מסמך ${url}</h1><script>document.title='pwned'</script>`);
      } else if (p === '/doc/pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="order.pdf"' });
        res.end('%PDF-1.4 fake');
      } else if (p === '/doc/exe') {
        res.writeHead(200, { 'content-type': 'application/x-msdownload' });
        res.end('MZ');
      } else if (p === '/doc/failing') {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<h1>oops</h1>');
      } else if (p === '/doc/away') {
        res.writeHead(302, { location: 'https://evil.example/steal' });
        res.end();
      } else if (p === '/doc/moved') {
        res.writeHead(302, { location: '/doc/pdf' });
        res.end();
      } else if (p === '/doc/silent') {
        // Never responds.
      } else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('missing');
      }
      return;
    }
    acceptEncodings.push(String(req.headers['accept-encoding'] ?? ''));
    if (p === '/api/order/create') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: 200, payload: { orderNumber: 5001, documentLink: origin + DOC_CREATE } }));
    } else if (p === '/api/order/list') {
      const links = [...DOC_LIST, '/doc/pdf', '/doc/exe', '/doc/missing', '/doc/failing', '/doc/away', '/doc/moved', '/doc/silent'].map(
        (d) => origin + d,
      );
      const items = [...links, FOREIGN, 'javascript:alert(1)'].map((documentLink, i) => ({
        orderNumber: 5001 + i,
        documentLink,
        totalPrice: 118,
        comment: 'הערה '.repeat(200),
      }));
      const body = JSON.stringify({ statusCode: 200, payload: { items, totalCount: items.length, totalPages: 1, currentPage: 1 } });
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(body));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, error: { code: 'not_found' } }));
    }
  });
  return provider.then((l) => {
    origin = l.url;
    return Object.assign(l, { acceptEncodings, docRequests });
  });
}

describe('sealed document links in proxy mode', () => {
  let provider: Awaited<ReturnType<typeof linkProvider>>;
  let server: Listening;
  /** The sealed links of Order/List, by the document path they hold. */
  const sealed = new Map<string, string>();
  /** The deadlines of the server's provider calls and document reads, ended by hand. */
  const timers = handTimers();
  beforeAll(async () => {
    provider = await linkProvider();
    server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_TIMEOUT_MS: '1500' }), {
        providerTimers: timers,
      }),
    );
    const res = await request(server.server).get('/api/Order/List').set('Authorization', `Bearer ${USER_TOKEN}`);
    const opener = createDocumentSealer(TEST_SECRET);
    for (const item of (res.body as Envelope<PagedResult<{ documentLink: string }>>).payload!.items) {
      const link = opener.open(item.documentLink)!;
      sealed.set(link.startsWith(provider.url) ? link.slice(provider.url.length) : link, item.documentLink);
    }
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), server?.close()]);
  });

  it('Order/Create: the link leaves as a token; /documents/<token> streams the document, the provider link never shown', async () => {
    const res = await request(server.server)
      .post('/api/Order/Create')
      .set('Authorization', `Bearer ${USER_TOKEN}`)
      .set('Accept-Encoding', 'gzip')
      .send({ any: 'thing' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('SECRET-CREATE');
    expect(res.text).not.toContain(provider.url);
    expect(Number(res.headers['content-length'] ?? res.text.length)).toBeGreaterThan(0);
    const token = (res.body as Envelope<{ documentLink: string; orderNumber: number }>).payload!.documentLink;
    expect(res.body.payload.orderNumber).toBe(5001);
    expect(token).toMatch(/^v1\./);
    expect(provider.acceptEncodings.at(-1)).toBe('identity');

    const open = await request(server.server)
      .get(`/documents/${token}`)
      .set('Authorization', 'Bearer browser-token')
      .set('Cookie', 'session=1');
    expect(open.status).toBe(200);
    expect(open.headers.location).toBeUndefined();
    expect(open.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(open.text).toContain(`מסמך ${DOC_CREATE}`);
    // Shown under this site's origin, so sandboxed: its script cannot run or reach the site's storage.
    expect(open.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(open.headers['referrer-policy']).toBe('no-referrer');
    expect(open.headers['set-cookie']).toBeUndefined();
    // The provider is asked with none of the browser's credentials.
    expect(provider.docRequests.at(-1)).toEqual({ url: DOC_CREATE, authorization: undefined, cookie: undefined });

    const head = await request(server.server).head(`/documents/${token}`);
    expect(head.status).toBe(200);
  });

  it('Order/List: every link is sealed (even when the provider compresses and the path is spelt differently)', async () => {
    for (const path of [
      '/api/Order/List?pageNumber=1&pageSize=10',
      '/api/order/LIST/?pageNumber=1',
      '/api//Order/List',
      '/api/Order/List;x',
      '/api/Order/%4Cist',
      '/api/Order/List.',
    ]) {
      const res = await request(server.server)
        .get(path)
        .set('Authorization', `Bearer ${USER_TOKEN}`)
        .set('Accept-Encoding', 'gzip, deflate, br, zstd');
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      // The provider was asked for identity; the browser still gets the sealed response compressed.
      expect(provider.acceptEncodings.at(-1)).toBe('identity');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.text).not.toContain('/doc/');
      expect(res.text).not.toContain('accounting.example.com');
      const items = (res.body as Envelope<PagedResult<{ documentLink: string }>>).payload!.items;
      expect(items).toHaveLength(11);
    }
    for (const [i, doc] of DOC_LIST.entries()) {
      const open = await request(server.server).get(`/documents/${sealed.get(doc)}`);
      expect(open.status).toBe(200);
      expect(open.text).toContain(`מסמך ${DOC_LIST[i]}`);
    }
  });

  it('streams a PDF inline and offers any other type only as a download', async () => {
    const pdf = await request(server.server).get(`/documents/${sealed.get('/doc/pdf')}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="order.pdf"');
    const exe = await request(server.server).get(`/documents/${sealed.get('/doc/exe')}`);
    expect(exe.headers['content-type']).toBe('application/octet-stream');
    expect(exe.headers['content-disposition']).toBe('attachment');
  });

  it("follows a redirect within the provider's origin, never one elsewhere", async () => {
    const moved = await request(server.server).get(`/documents/${sealed.get('/doc/moved')}`);
    expect(moved.status).toBe(200);
    expect(moved.headers['content-type']).toBe('application/pdf');
    const away = await request(server.server)
      .get(`/documents/${sealed.get('/doc/away')}`)
      .set('Accept', 'text/html');
    expect(away.status).toBe(502);
    expect(away.headers.location).toBeUndefined();
    expect(away.text).toContain('המסמך אינו זמין כרגע');
  });

  it('a link to another origin (or not http) opens nothing: 404, the provider never asked', async () => {
    const before = provider.docRequests.length;
    for (const link of [FOREIGN, 'javascript:alert(1)']) {
      const open = await request(server.server)
        .get(`/documents/${sealed.get(link)}`)
        .set('Accept', 'text/html');
      expect({ link, status: open.status }).toEqual({ link, status: 404 });
      expect(open.headers.location).toBeUndefined();
      expect(open.text).toContain('המסמך לא נמצא');
      // The page's own inline style applies (the data responses' CSP would leave it unstyled); nothing else loads.
      expect(open.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
      );
    }
    expect(provider.docRequests.length).toBe(before);
  });

  it('a missing document is 404, a failing provider 502, a silent one 504: pages in Hebrew, the envelope for JSON', async () => {
    expect(
      (
        await request(server.server)
          .get(`/documents/${sealed.get('/doc/missing')}`)
          .set('Accept', 'text/html')
      ).status,
    ).toBe(404);
    const failing = await request(server.server)
      .get(`/documents/${sealed.get('/doc/failing')}`)
      .set('Accept', 'application/json');
    expect(failing.status).toBe(502);
    expect(failing.body).toEqual({ statusCode: 502, error: { code: 'bad_gateway', message: expect.any(String) } });
    expect(failing.text).not.toContain('oops');
    // The silent provider holds the read until its deadline (of the timeout), which ends it: 504.
    const asked = provider.docRequests.length;
    let settled = false;
    const silent = request(server.server)
      .get(`/documents/${sealed.get('/doc/silent')}`)
      .set('Accept', 'text/html')
      .then((res) => {
        settled = true;
        return res;
      });
    await until(() => provider.docRequests.length > asked);
    expect(settled).toBe(false);
    expect(timers.running()).toEqual([1500]);
    timers.fire();
    expect((await silent).status).toBe(504);
  });

  it('seals an absolute-form request (POST http://host/api/Order/Create) too', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () => {
        socket.write(
          `POST http://127.0.0.1:${server.port}/api/Order/Create HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
        );
      });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).toMatch(/"documentLink":"v1\.[\w-]+"/);
    expect(raw).not.toContain('SECRET-CREATE');
  });

  it('a tampered, truncated, empty or foreign token gives 404 and reveals nothing', async () => {
    const res = await request(server.server).post('/api/Order/Create').set('Authorization', `Bearer ${USER_TOKEN}`).send({});
    const token = res.body.payload.documentLink as string;
    const foreign = createDocumentSealer('someone-else-secret-0123456789').seal(provider.url + DOC_CREATE);
    const tampered = token.slice(0, -6) + (token.at(-6) === 'a' ? 'b' : 'a') + token.slice(-5);
    for (const bad of [tampered, token.slice(0, -8), foreign, 'v1.', 'nonsense', '']) {
      for (const accept of ['application/json', 'text/html']) {
        const open = await request(server.server).get(`/documents/${bad}`).set('Accept', accept);
        expect({ bad, status: open.status }).toEqual({ bad, status: 404 });
        expect(open.headers.location).toBeUndefined();
        expect(open.text).not.toContain('SECRET');
      }
    }
    const json = await request(server.server).get(`/documents/${tampered}`).set('Accept', 'application/json');
    expect(json.body).toEqual({ statusCode: 404, error: { code: 'not_found', message: expect.any(String) } });
  });
});

// ---------------------------------------------------------------------------------------------
// MOCK MODE, END TO END: needs the complete mock provider (Account/Login, Item/List, Order/Create,
// Order/List and the Order/Document page). It fails, on purpose, while the mock is a stub.
// ---------------------------------------------------------------------------------------------
describe('sealed document links in mock mode (needs the complete mock provider)', () => {
  it('a buyer places a one-line order; Create and List carry tokens; the token opens the mock document', async () => {
    // A one-line order: the demo's minimum order is not what this test is about.
    const app = createServer(
      testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '60', STATIC_DIR: fixture.dir, PUBLIC_URL: 'https://shop.example' }),
      { mockSettings: NO_MINIMUM },
    );
    const server = await listen(app);
    try {
      const agent = request(server.server);
      const login = await agent.post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
      expect(login.status).toBe(200);
      const token = (login.body as Envelope<string>).payload!;
      const auth = { Authorization: `Bearer ${token}` };

      const me = (await agent.get('/api/Account/UserInfo').set(auth)).body as Envelope<UserInfo>;
      const user = me.payload!;
      expect(user.businessCustomer).not.toBeNull();

      const list = await agent.get('/api/Item/List').query({ pageNumber: 1, pageSize: 24 }).set(auth);
      expect(list.status).toBe(200);
      const item = (list.body as Envelope<PagedResult<Item>>).payload!.items.find((i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0);
      expect(item).toBeDefined();
      const line = { salePriceInNIS: item!.salePriceInNIS!, quantity: packSize(item!) };
      const order: OrderCreateDto = {
        userId: user.id,
        customerId: user.businessCustomer!.customerId,
        comment: 'בדיקת שרת',
        ...toShekelTotals(computeTotals([line])),
        cartItems: [{ id: item!.id, itemId: item!.itemId, itemDescription: item!.itemDescription, ...line }],
      };

      const created = await agent.post('/api/Order/Create').set(auth).set('Host', 'evil.example').send(order);
      expect(created.status).toBe(200);
      expect(created.text).not.toContain('/Order/Document/');
      const sealed = (created.body as Envelope<{ orderNumber: number; documentLink: string }>).payload!;
      expect(sealed.documentLink).toMatch(/^v1\./);

      const open = await agent.get(`/documents/${sealed.documentLink}`);
      expect(open.status).toBe(200);
      expect(open.headers.location).toBeUndefined();
      expect(open.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(open.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(open.text).toContain(String(sealed.orderNumber));
      // The link sealed inside is built from PUBLIC_URL, whatever Host the request named.
      expect(createDocumentSealer(TEST_SECRET).open(sealed.documentLink)).toMatch(
        /^https:\/\/shop\.example\/api\/Order\/Document\/[\w-]+$/,
      );

      const history = await agent
        .get('/api/Order/List')
        .query({ pageNumber: 1, pageSize: 10, userId: user.id })
        .set(auth)
        .set('Host', '127.0.0.1:3000@evil.example');
      expect(history.status).toBe(200);
      expect(history.text).not.toContain('/Order/Document/');
      const orders = (history.body as Envelope<PagedResult<{ orderNumber: number; documentLink: string }>>).payload!.items;
      const mine = orders.find((o) => o.orderNumber === sealed.orderNumber);
      expect(mine?.documentLink).toMatch(/^v1\./);
      const again = await agent.get(`/documents/${mine!.documentLink}`);
      expect(again.status).toBe(200);
      expect(again.text).toBe(open.text);
    } finally {
      await server.close();
    }
  });
});

describe('links are sealed where the body is made, nothing rewriting what a handler writes', () => {
  const sealer = createDocumentSealer(TEST_SECRET);
  const link = 'https://accounting.example.com/doc/9?sig=x';

  it('an app given sealingJsonBodies sends its JSON with every link sealed, unstored and without an ETag; the same router in another app is untouched', async () => {
    const router = express.Router();
    router.get('/x', (_req, res) => void res.json({ payload: { at: new Date(0), items: [{ DocumentLink: link }], documentLink: '' } }));
    const sealed = await request(sealingJsonBodies(express().use(router), sealer)).get('/x');
    expect(sealed.headers['cache-control']).toBe('no-store');
    expect(sealed.headers.etag).toBeUndefined();
    expect(sealed.text).not.toContain('accounting');
    expect(sealer.open(sealed.body.payload.items[0].DocumentLink)).toBe(link);
    expect(sealed.body.payload).toMatchObject({ at: '1970-01-01T00:00:00.000Z', documentLink: '' });
    const plain = await request(express().use(router)).get('/x');
    expect(plain.body.payload.items[0].DocumentLink).toBe(link);
    expect(plain.headers.etag).toBeDefined();
  });

  /** A server that sends `body` with `headers` as sealedBody makes it (at most 4 KB read). */
  const sending = (headers: Record<string, string>, body: Buffer) =>
    request((_req: unknown, res: import('node:http').ServerResponse) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const out = sealedBody(res, { status: 200, body }, sealer, 4096);
      res.writeHead(out.status);
      res.end(out.body);
    }).get('/');

  it('sealedBody opens a compressed body and sends it unencoded, unstored, without its validator', async () => {
    const json = JSON.stringify({ statusCode: 200, payload: { documentLink: link } });
    for (const [encoding, packed] of [
      ['gzip', zlib.gzipSync(json)],
      ['br', zlib.brotliCompressSync(json)],
      ['deflate', zlib.deflateSync(json)],
    ] as const) {
      const res = await sending({ 'content-type': 'application/json', 'content-encoding': encoding, etag: '"p"' }, packed);
      expect({ encoding, status: res.status, ce: res.headers['content-encoding'], etag: res.headers.etag }).toEqual({
        encoding,
        status: 200,
        ce: undefined,
        etag: undefined,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(sealer.open(res.body.payload.documentLink)).toBe(link);
    }
  });

  it('sealedBody turns what it cannot open into a 502 envelope, and passes a page that names no link as it came', async () => {
    const unreadable = await sending({ 'content-type': 'text/html' }, Buffer.from(`<a>documentLink: ${link}</a>`));
    expect(unreadable.status).toBe(502);
    expect(unreadable.body).toEqual({ statusCode: 502, error: { code: 'bad_gateway', message: 'unreadable provider answer' } });
    expect(unreadable.headers['cache-control']).toBe('no-store');
    const bomb = await sending(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      zlib.gzipSync(Buffer.alloc(1 << 20, 0x20)),
    );
    expect(bomb.status).toBe(502);
    expect(bomb.body.error.message).toBe("the provider's answer is larger than 4096 bytes");
    const page = await sending({ 'content-type': 'text/html', etag: '"p"' }, Buffer.from('<h1>לא נמצא</h1>'));
    expect({ status: page.status, text: page.text, etag: page.headers.etag, cache: page.headers['cache-control'] }).toEqual({
      status: 200,
      text: '<h1>לא נמצא</h1>',
      etag: '"p"',
      cache: undefined,
    });
  });

  it('mock mode: HEAD Order/List gets the headers its GET gets (unstored, no ETag, the sealed length)', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const login = await request(app).post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    const auth = { Authorization: `Bearer ${(login.body as Envelope<string>).payload!}`, 'Accept-Encoding': 'identity' };
    const [get, head] = [await request(app).get('/api/Order/List').set(auth), await request(app).head('/api/Order/List').set(auth)];
    expect(get.text).toMatch(/"documentLink":"v1\./);
    for (const res of [get, head]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });
});

describe('no open redirect through the Host header (mock mode)', () => {
  it('links come from PUBLIC_URL whatever Host is sent, and /documents never responds with a redirect', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const opener = createDocumentSealer(TEST_SECRET);
    const login = await request(app).post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    const auth = { Authorization: `Bearer ${(login.body as Envelope<string>).payload!}` };
    for (const host of ['evil.example', '127.0.0.1:3000@evil.example', 'localhost:3000\\@evil.example']) {
      const list = await request(app).get('/api/Order/List').set(auth).set('Host', host);
      expect(list.status).toBe(200);
      const items = (list.body as Envelope<PagedResult<{ documentLink: string }>>).payload!.items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        // The default PUBLIC_URL is http://localhost:PORT (PORT 3000 unless set).
        expect(opener.open(item.documentLink)).toMatch(/^http:\/\/localhost:3000\/api\/Order\/Document\/[\w-]+$/);
        const open = await request(app).get(`/documents/${item.documentLink}`).set('Host', host);
        expect(open.status).toBe(200);
        expect(open.headers.location).toBeUndefined();
        expect(open.text).not.toContain('evil.example');
      }
    }
  });

  it('a sealed link to another origin, to a backslash path or to a non-http scheme opens nothing', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const sealer = createDocumentSealer(TEST_SECRET);
    for (const link of [
      'https://evil.example/x',
      '/\\evil.example',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://localhost:3000@evil.example/api/Order/Document/x',
      'http://localhost:3000/elsewhere',
    ]) {
      const open = await request(app)
        .get(`/documents/${sealer.seal(link)}`)
        .set('Accept', 'text/html');
      expect({ link, status: open.status }).toEqual({ link, status: 404 });
      expect(open.headers.location).toBeUndefined();
    }
  });
});
