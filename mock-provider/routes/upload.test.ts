import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import { createTestProvider, JPEG_SAMPLE, PNG_1X1, type TestProvider } from '../testing';

/** Reads a response body as raw bytes, whatever its type. */
const binary = (res: object, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A multipart body with one file in the field `file`. */
function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = `----mockProviderTest${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Posts a body with node:http on a real socket. The server may respond before the upload ends and
 * close the connection; a reset is tolerated only once a response has been received.
 */
async function rawPost(
  app: express.Express,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; json: unknown }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      let response: { status: number; json: unknown } | undefined;
      let status: number | undefined;
      const req = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) } },
        (res) => {
          status = res.statusCode;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            response = { status: status!, json: text ? JSON.parse(text) : undefined };
            resolve(response);
          });
          res.on('error', (err) => (response ? resolve(response) : reject(err)));
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (response) return resolve(response);
        // The response head may have arrived while its body was cut short by the reset.
        if (status !== undefined && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) return resolve({ status, json: undefined });
        reject(err);
      });
      req.end(body);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const categoryImage = (p: TestProvider, token: string | null, file: Buffer, options: { filename: string; contentType: string }) => {
  const req = p.api().post('/api/Category/Update/Image/1');
  return (token ? req.set(p.auth(token)) : req).attach('file', file, options);
};

describe('accepted uploads', () => {
  const p = createTestProvider();

  it.each([
    ['PNG', PNG_1X1, 'image/png', 'tiny.png'],
    ['JPEG', JPEG_SAMPLE, 'image/jpeg', 'photo.jpg'],
  ])('accepts a %s and serves it back byte-identical with its type, nosniff and long caching', async (_name, data, type, filename) => {
    const res = await categoryImage(p, p.tokens.admin, data, { filename, contentType: type });
    expect(res.status).toBe(200);
    const url = res.body.payload.url as string;
    const file = await p.api().get(url).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(file.headers['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
    expect(Buffer.compare(file.body as Buffer, data)).toBe(0);
  });

  it('types a file by its first bytes, not by its name or declared type', async () => {
    const res = await categoryImage(p, p.tokens.admin, PNG_1X1, { filename: 'not-an-image.txt', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    expect((await p.api().get(res.body.payload.url)).headers['content-type']).toBe('image/png');
  });
});

describe('refused uploads', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  const text = Buffer.from('this is plain text, not a picture\n');
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

  it.each([
    ['an SVG', svg, { filename: 'logo.svg', contentType: 'image/svg+xml' }],
    ['an SVG named .png', svg, { filename: 'logo.png', contentType: 'image/png' }],
    ['a text file renamed .png', text, { filename: 'notes.png', contentType: 'image/png' }],
    ['an HTML file', html, { filename: 'page.html', contentType: 'text/html' }],
  ])('refuses %s with 415, changing nothing', async (_name, data, options) => {
    const p = createTestProvider();
    const before = (await p.api().get('/api/Category/1')).body.payload.imageURL;
    const files = p.store.db.files.size;
    const res = await categoryImage(p, p.tokens.admin, data, options);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: { code: 'unsupported_media_type' } });
    expect((await p.api().get('/api/Category/1')).body.payload.imageURL).toBe(before);
    expect(p.store.db.files.size).toBe(files);
  });

  it('refuses a 6 MB file with 413, changing nothing', async () => {
    const p = createTestProvider();
    const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024 - PNG_SIGNATURE.length, 1)]);
    const { body, contentType } = multipart(big, 'big.png', 'image/png');
    const before = p.store.db.categories.get(1)!.imageURL;
    const res = await rawPost(p.app, '/api/Category/Update/Image/1', { ...p.auth(p.tokens.admin), 'Content-Type': contentType }, body);
    expect(res.status).toBe(413);
    if (res.json !== undefined) expect(res.json).toMatchObject({ statusCode: 413, error: { code: 'payload_too_large' } });
    expect(p.store.db.categories.get(1)!.imageURL).toBe(before);
    expect(p.store.db.files.size).toBe(0);
  });

  it('responds with 400 {file: [required]} without a file', async () => {
    const p = createTestProvider();
    const res = await p.api().post('/api/Category/Update/Image/1').set(p.auth(p.tokens.admin)).field('note', 'no file');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { errors: { file: ['required'] } } });
    const empty = await p.api().post('/api/Category/Update/Image/1').set(p.auth(p.tokens.admin));
    expect(empty.status).toBe(400);
    expect(empty.body.error.errors).toEqual({ file: ['required'] });
  });

  it('refuses a business user (403) and a visitor (401)', async () => {
    const p = createTestProvider();
    const business = await categoryImage(p, p.tokens.buyer, PNG_1X1, { filename: 'a.png', contentType: 'image/png' });
    expect(business.status).toBe(403);
    expect(business.body.error.code).toBe('forbidden');
    const visitor = await categoryImage(p, null, PNG_1X1, { filename: 'a.png', contentType: 'image/png' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('unauthorized');
    expect(p.store.db.files.size).toBe(0);
  });

  it('checks the caller before reading the body: an oversized upload from a visitor or business user is 401 / 403, not 413', async () => {
    const p = createTestProvider();
    const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024, 2)]);
    const { body, contentType } = multipart(big, 'big.png', 'image/png');
    const visitor = await rawPost(p.app, '/api/WebsiteConfiguration/Upload/Logo', { 'Content-Type': contentType }, body);
    expect(visitor.status).toBe(401);
    const business = await rawPost(
      p.app,
      '/api/WebsiteConfiguration/Upload/Logo',
      { ...p.auth(p.tokens.shop), 'Content-Type': contentType },
      body,
    );
    expect(business.status).toBe(403);
    expect(p.store.db.files.size).toBe(0);
  });
});

describe('GET /files/{id}', () => {
  const p = createTestProvider();

  it.each(['g-logo', 'g-banner-1', 'g-category-1'])('serves the generated seed picture %s as image/svg+xml', async (id) => {
    const res = await p.api().get(`/api/files/${id}`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((res.body as Buffer).toString('utf8')).toContain('<svg');
  });

  it('lets any page show it, a sandboxed one too (the order document shows the logo): CORP cross-origin', async () => {
    for (const url of [
      '/api/files/g-logo',
      (await p.api().get('/api/Item/List').query({ pageSize: 1 })).body.payload.items[0].pictureUrl,
    ]) {
      const res = await p.api().get(url).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves the generated picture of an item as its pictureUrl says', async () => {
    const item = (await p.api().get('/api/Item/List').query({ pageSize: 1 })).body.payload.items[0];
    const res = await p.api().get(item.pictureUrl).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('responds with 404 in the envelope for an unknown file', async () => {
    for (const id of ['no-such-file', 'g-item-0000000', 'g-nothing']) {
      const res = await p.api().get(`/api/files/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: { code: 'not_found' } });
    }
  });
});
