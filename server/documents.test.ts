// Order-document links: sealed in Order/Create and Order/List responses, opened by GET /documents/<token>
// (in mock mode here; through the proxy: documentsProxy.test.ts).
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
import { listen, makeStaticFixture, testConfig, TEST_SECRET } from './testing';

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
