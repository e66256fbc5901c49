// The search index's building: one that cannot be built, and the index after a catalogue write through the server.
import { createServer } from '../app';
import { listen, testConfig } from '../testing';
import { storefront, call, fixture } from './testSupport';

describe('an index that cannot be built', () => {
  it('says so, keeps answering from the provider, and is tried again by its timer, not by every search', async () => {
    const pages: string[] = [];
    const provider = await listen((req, res) => {
      const url = new URL(req.url!, 'http://provider');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/Item/List' && !url.searchParams.has('SearchTerm')) {
        pages.push(url.search);
        res.statusCode = 503;
        return res.end(JSON.stringify({ statusCode: 503, error: { code: 'bad_gateway', message: 'down' } }));
      }
      res.end(JSON.stringify({ statusCode: 200, payload: { items: [], totalCount: 0, totalPages: 0, currentPage: 1 } }));
    });
    const server = await storefront(`${provider.url}/api`);
    try {
      server.app.start();
      await server.app.search.settled();
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { search: { state: string; lastError: string } };
      expect(health.search).toMatchObject({ state: 'failed', lastError: expect.stringContaining('503') });
      for (let i = 0; i < 5; i++) expect((await call(server.url, '/Search/Items?term=x')).status).toBe(200);
      await server.app.search.settled();
      // One build's read of page 1, however many searches came after it.
      expect(pages).toHaveLength(1);
    } finally {
      await server.close();
      await provider.close();
    }
  });
});

describe('the index after a catalogue write through the server', () => {
  it('is answered by the provider at once, built again, and a search shows the change; a setting changes nothing of it', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const server = await listen(app);
    try {
      app.start();
      await app.search.settled();
      const first = (await call(server.url, `/Search/Items?pageSize=1&term=${encodeURIComponent('במבה')}`)).body.payload.items[0];
      expect(first.isAvailable).toBe(true);
      const login = await fetch(`${server.url}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
      });
      const admin = `Bearer ${((await login.json()) as { payload: string }).payload}`;
      const builtAt = app.search.health().builtAt;
      const update = await fetch(`${server.url}/api/Item/Extensions/Update/${first.itemId}`, {
        method: 'POST',
        headers: { authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          isAvailable: false,
          displayOrder: first.displayOrder,
          minOrderQuantity: first.minOrderQuantity,
          fullDescription: '',
          isPriceChanged: false,
        }),
      });
      expect(update.status).toBe(200);
      // At once: the index does not hold the write yet, so the provider's own search answers, with it.
      expect(app.search.health().state).toBe('refreshing');
      expect((await call(server.url, `/Search/Code/${first.catalogNumber}`)).body.payload).toMatchObject({
        itemId: first.itemId,
        isAvailable: false,
      });
      const deadline = Date.now() + 15_000;
      while (app.search.health().builtAt === builtAt && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await app.search.settled();
      // Built again, with the write: the index answers again.
      expect(app.search.health().state).toBe('ready');
      const again = (await call(server.url, `/Search/Code/${first.catalogNumber}`)).body.payload;
      expect(again).toMatchObject({ itemId: first.itemId, isAvailable: false });
      // A write it does not hold (a setting) leaves it as it is.
      const setting = await fetch(`${server.url}/api/WebsiteConfiguration/AddOrUpdate`, {
        method: 'POST',
        headers: { authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'HomeAboutUs', value: JSON.stringify({ Title: 'אודות', Text: 'טקסט' }) }),
      });
      expect(setting.status).toBe(200);
      expect(app.search.health().state).toBe('ready');
    } finally {
      await server.close();
      await app.close();
    }
  }, 20_000);
});
