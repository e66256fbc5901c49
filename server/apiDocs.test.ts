// The served document against what the server sends: the headers it declares are the ones
// the responses carry, and a sealed document link is what the document says and opens where it says.
import request from 'supertest';
import { buildOpenApiDocument, type OpenApiDocument } from '@shared/contract/openapi';
import { version } from '../package.json';
import { lintedDocument } from '../scripts/lint-openapi';
import { createServer } from './app';
import { makeStaticFixture, testConfig } from './testing';

jest.setTimeout(30_000);

const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/** The headers the document declares, as Node spells them. */
const WATCHED = ['etag', 'cache-control', 'retry-after', 'idempotent-replayed'];

/** The watched headers a response carries that the document does not declare for its call and status. */
function undeclared(doc: OpenApiDocument, path: string, method: string, res: request.Response): string[] {
  let response = doc.paths[path]![method]!.responses[String(res.status)] as { $ref?: string; headers?: object } | undefined;
  if (response?.$ref) response = doc.components.responses[response.$ref.split('/').pop()!] as { headers?: object };
  const declared = new Set(Object.keys(response?.headers ?? {}).map((h) => h.toLowerCase()));
  return WATCHED.filter((h) => res.headers[h] !== undefined && !declared.has(h));
}

describe('the served OpenAPI document and what the server sends (mock mode)', () => {
  const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', AUTH_RATE_LIMIT: '2', STATIC_DIR: fixture.dir }));

  it('is the document the generator builds, without the test control calls when MOCK_CONTROL is off', async () => {
    const built = JSON.parse(JSON.stringify(buildOpenApiDocument(version, { testControl: false }))) as OpenApiDocument;
    const served = (await request(app).get('/api-docs/openapi.json')).body as OpenApiDocument;
    expect(served).toEqual(built);
    expect(Object.keys(served.paths).filter((p) => p.startsWith('/__mock'))).toEqual([]);
    expect(JSON.stringify(served)).not.toMatch(/x-test-only|Test control|MOCK_CONTROL/);
    // The paths that respond are all still there.
    expect(Object.keys(served.paths)).toContain('/Account/Login');
  });

  it('lists the test control calls, tagged x-test-only, when the mock serves them (MOCK_CONTROL=true); npm run lint lints that fuller document', async () => {
    const withControl = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', MOCK_CONTROL: 'true', STATIC_DIR: fixture.dir }));
    const served = (await request(withControl).get('/api-docs/openapi.json')).body as OpenApiDocument;
    const full = JSON.parse(JSON.stringify(buildOpenApiDocument(version, { testControl: true }))) as OpenApiDocument;
    expect(served).toEqual(full);
    const testOnly = Object.entries(served.paths).filter(([, ops]) => Object.values(ops).some((op) => op['x-test-only'] === true));
    expect(testOnly.length).toBeGreaterThan(0);
    expect(testOnly.every(([p]) => p.startsWith('/__mock/'))).toBe(true);
    expect(lintedDocument()).toEqual(full);
  });

  it('declares the ETag of a read and its 304, the Retry-After of a 429, the Cache-Control of a sealed response', async () => {
    const doc = (await request(app).get('/api-docs/openapi.json')).body as OpenApiDocument;
    const read = await request(app).get('/api/Category/List');
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBeDefined();
    expect(undeclared(doc, '/Category/List', 'get', read)).toEqual([]);
    const again = await request(app).get('/api/Category/List').set('If-None-Match', read.headers.etag!);
    expect(again.status).toBe(304);
    expect(undeclared(doc, '/Category/List', 'get', again)).toEqual([]);

    const login = await request(app).post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    expect(login.status).toBe(200);
    const orders = await request(app).get('/api/Order/List?pageSize=1').set('Authorization', `Bearer ${login.body.payload}`);
    expect(orders.headers['cache-control']).toBe('no-store');
    expect(undeclared(doc, '/Order/List', 'get', orders)).toEqual([]);

    let limited: request.Response | undefined;
    for (let i = 0; i < 3 && limited?.status !== 429; i += 1) {
      limited = await request(app).post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Wrong123!' });
    }
    expect(limited!.status).toBe(429);
    expect(limited!.headers['retry-after']).toMatch(/^\d+$/);
    expect(undeclared(doc, '/Account/Login', 'post', limited!)).toEqual([]);
  });

  it('gives documentLink as the sealed token the document describes, and GET /documents/{sealed} responds as declared', async () => {
    // An app of its own: the other test spends the login limit.
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const doc = (await request(app).get('/api-docs/openapi.json')).body as OpenApiDocument;
    const open = doc.paths['/documents/{sealed}']!.get!;
    const login = await request(app).post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    const orders = await request(app).get('/api/Order/List?pageSize=1').set('Authorization', `Bearer ${login.body.payload}`);
    const link = orders.body.payload.items[0].documentLink as string;
    expect(link).toMatch(new RegExp(open.parameters[0]!.schema.pattern as string));
    const page = await request(app).get(`/documents/${link}`).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(Object.keys((open.responses['200'] as { content: object }).content)).toContain(page.headers['content-type']!.split(';')[0]);
    expect(undeclared(doc, '/documents/{sealed}', 'get', page)).toEqual([]);
    const gone = await request(app)
      .get(`/documents/${link.slice(0, -4)}`)
      .set('Accept', 'application/json');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ statusCode: 404, error: { code: 'not_found' } });
    expect(undeclared(doc, '/documents/{sealed}', 'get', gone)).toEqual([]);
  });
});
