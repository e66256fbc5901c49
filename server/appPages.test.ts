// What the host serves beside the client and /api: the contract at /api-docs, robots.txt and the
// sitemap, the first screen's inlined data and a product list page.
import request from 'supertest';
import { createServer } from './app';
import { makeStaticFixture, testConfig } from './testing';

// Logins hash passwords (scrypt) in the mock: generous limits for a busy machine.
jest.setTimeout(20_000);

const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

const mockApp = (env: Record<string, string> = {}) =>
  createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ...env }));

describe('the contract, served at /api-docs', () => {
  it.each(['mock', 'proxy'] as const)(
    'serves the OpenAPI document and the reference page in %s mode, with the renderer from this origin',
    async (mode) => {
      const env: Record<string, string> =
        mode === 'mock' ? { PROVIDER: 'mock', MOCK_ITEMS: '30' } : { PROVIDER: 'proxy', PROVIDER_URL: 'http://127.0.0.1:9' };
      const app = createServer(testConfig({ ...env, STATIC_DIR: fixture.dir }));
      const doc = await request(app).get('/api-docs/openapi.json');
      expect(doc.status).toBe(200);
      expect(doc.headers['content-type']).toMatch(/^application\/json/);
      expect(doc.body.openapi).toBe('3.1.0');
      expect(doc.body.paths['/Category/List'].get.operationId).toBe('category.list');
      const page = await request(app).get('/api-docs');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const scripts = [...page.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual(['/api-docs/swagger-ui.js', '/api-docs/init.js']);
      expect([...page.text.matchAll(/<link[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/api-docs/swagger-ui.css']);
      expect(page.text).not.toMatch(/https?:\/\//);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      const init = await request(app).get('/api-docs/init.js');
      expect(init.text).toContain('"url":"/api-docs/openapi.json"');
      // No call to the public validator service: the page calls this origin only.
      expect(init.text).toContain('"validatorUrl":null');
      const bundle = await request(app).get('/api-docs/swagger-ui.js');
      expect(bundle.status).toBe(200);
      expect(bundle.headers['content-type']).toMatch(/javascript/);
      expect(bundle.text).toContain('SwaggerUIBundle');
      const style = await request(app).get('/api-docs/swagger-ui.css');
      expect(style.status).toBe(200);
      expect(style.headers['content-type']).toMatch(/^text\/css/);
      expect((await request(app).get('/api-docs/nothing')).status).toBe(404);
    },
  );
});

describe('robots.txt and the sitemap', () => {
  it('lets the public catalogue be crawled, not the API, the cart or the back office, and maps every category and group and the accessibility statement', async () => {
    const app = mockApp({ PUBLIC_URL: 'https://shop.example.com' });
    const robots = await request(app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /api/\n');
    expect(robots.text).toContain('Disallow: /shoppingCart\n');
    expect(robots.text).toContain('Disallow: /admin/\n');
    expect(robots.text).toContain('Sitemap: https://shop.example.com/sitemap.xml\n');
    const categories = (await request(app).get('/api/Category/List?getAll=true')).body.payload.items as Array<{
      id: number;
      itemGroups: Array<{ id: number }>;
    }>;
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 3)).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/items',
      'https://shop.example.com/accessibility',
    ]);
    expect(locs).toContain(`https://shop.example.com/categories/${categories[0]!.id}/itemGroup/${categories[0]!.itemGroups[0]!.id}`);
    expect(locs).toHaveLength(3 + categories.length + categories.reduce((n, c) => n + c.itemGroups.length, 0));
  });
});

describe("the first screen's inlined data after a write", () => {
  it('is read again after a write through the server succeeds, so a new setting shows on the next page', async () => {
    const app = mockApp();
    const vat = (html: string) =>
      JSON.parse(
        JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!).settings.find(
          (e: { key: string }) => e.key === 'VatPercent',
        ).value,
      ).Discount;
    expect(vat((await request(app).get('/').set('Accept', 'text/html')).text)).toBe(18);
    const login = await request(app).post('/api/Account/Login').send({ email: 'admin@example.com', password: 'Admin123!' });
    const set = await request(app)
      .post('/api/WebsiteConfiguration/AddOrUpdate')
      .set('Authorization', `Bearer ${login.body.payload}`)
      .send({ key: 'VatPercent', value: '{"Discount":17}' });
    expect(set.status).toBe(200);
    expect(vat((await request(app).get('/').set('Accept', 'text/html')).text)).toBe(17);
  });
});

describe('a product list page', () => {
  it('comes with its first page as a visitor sees it (no prices), keyed by its filter', async () => {
    const app = mockApp();
    const res = await request(app).get('/categories/1/itemGroup/1').set('Accept', 'text/html');
    const data = JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(res.text)![1]!);
    const expected = (await request(app).get('/api/Item/List?pageNumber=1&pageSize=24&categoryId=1&itemGroupId=1')).body.payload;
    expect(data.list).toEqual({ filter: { categoryId: 1, itemGroupId: 1 }, page: expected });
    expect(JSON.stringify(data.list)).not.toContain('salePriceInNIS');
  });

  it("an item dialog's link comes with its item, and its picture preloaded", async () => {
    const app = mockApp();
    const item = (await request(app).get('/api/Item/List?pageSize=1')).body.payload.items[0];
    const res = await request(app).get(`/?d=item&itemId=${item.itemId}`).set('Accept', 'text/html');
    const data = JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(res.text)![1]!);
    expect(data.item).toEqual({ itemId: item.itemId, item: (await request(app).get(`/api/Item/${item.itemId}`)).body.payload });
    expect(res.text).toContain(`<link rel="preload" as="image" href="${item.pictureUrl}" fetchpriority="high">`);
  });
});
