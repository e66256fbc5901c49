// The server's own search calls in front of a provider: what they answer (tokens: tokens.test.ts; the index's building: building.test.ts).
import express from 'express';
import fc from 'fast-check';
import { createMockProvider } from '../../mock-provider/app';
import { createServer, type StorefrontApp } from '../app';
import { listen, testConfig, type Listening } from '../testing';
import { storefront, call, names, fixture } from './testSupport';

describe("the server's own search calls, in front of a provider whose search knows no spelling", () => {
  let provider: Listening;
  let server: Listening & { app: StorefrontApp };
  let buyer: string;

  beforeAll(async () => {
    const mock = createMockProvider({ items: 1200, search: 'plain', jwtSecret: 'a-provider-secret-of-its-own-0123' });
    const app = express();
    app.use('/api', mock);
    provider = await listen(app);
    server = await storefront(`${provider.url}/api`);
    const login = await fetch(`${server.url}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer123!' }),
    });
    buyer = `Bearer ${((await login.json()) as { payload: string }).payload}`;
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it("answers from the provider's own search while the index is built, says so, then forgives spelling", async () => {
    // Not started, and nothing searched yet: no index.
    expect(((await (await fetch(`${server.url}/healthz`)).json()) as { search: { state: string } }).search.state).toBe('building');
    // A server of its own, whose first search starts its build and is answered before the build ends.
    const fresh = createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir }));
    const before = await listen(fresh);
    try {
      const plural = await call(before.url, `/Search/Items?term=${encodeURIComponent('במבות')}`);
      // The provider's substring search: the plural is no substring of any name.
      expect(plural.body.payload.items).toEqual([]);
      await fresh.search.settled();
      expect(fresh.search.health()).toMatchObject({ state: 'ready', items: 1200 });
      const again = await call(before.url, `/Search/Items?term=${encodeURIComponent('במבות')}`);
      expect(names(again.body).length).toBeGreaterThan(0);
      expect(names(again.body).every((n) => n.startsWith('במבה'))).toBe(true);
    } finally {
      await before.close();
      await fresh.close();
    }
  });

  it('finds misspelt words, a Latin brand, a typo and a barcode; says nothing was found and offers the closest searches', async () => {
    const app = server.app;
    app.start();
    await app.search.settled();
    const find = async (term: string) =>
      names((await call(server.url, `/Search/Items?pageSize=100&term=${encodeURIComponent(term)}`)).body);
    expect((await find('ניר טואלט')).some((n) => n.startsWith('נייר טואלט'))).toBe(true);
    expect((await find('bamba')).every((n) => n.startsWith('במבה'))).toBe(true);
    expect((await find('שקולד')).some((n) => n.includes('שוקולד'))).toBe(true);
    const first = (await call(server.url, '/Search/Items?term=%D7%91%D7%9E%D7%91%D7%94&pageSize=1')).body.payload.items[0];
    expect((await find(first.catalogNumber))[0]).toBe(first.itemDescription);
    const nothing = await call(server.url, `/Search/Items?term=${encodeURIComponent('קסילופון')}`);
    expect(nothing.body.payload).toEqual({ items: [], totalCount: 0, totalPages: 0, currentPage: 1 });
    const closest = await call(server.url, `/Search/Closest?term=${encodeURIComponent('שוקולאד')}`);
    expect(closest.body.payload.terms).toContain('שוקולד');
    expect((await call(server.url, `/Search/Closest?term=7290000000019`)).body.payload.terms).toEqual([]);
  });

  it("gives a visitor no price and a buyer the provider's own price for them, item by item", async () => {
    await server.app.search.settled();
    const term = `/Search/Items?pageSize=5&term=${encodeURIComponent('שוקולד')}`;
    const visitor = await call(server.url, term);
    expect(visitor.body.payload.items).toHaveLength(5);
    for (const item of visitor.body.payload.items) expect(item).not.toHaveProperty('salePriceInNIS');
    const signedIn = await call(server.url, term, { headers: { authorization: buyer } });
    expect(signedIn.body.payload.items.map((i: { itemId: string }) => i.itemId)).toEqual(
      visitor.body.payload.items.map((i: { itemId: string }) => i.itemId),
    );
    for (const item of signedIn.body.payload.items) {
      const own = (await (await fetch(`${provider.url}/api/Item/${item.itemId}`, { headers: { authorization: buyer } })).json()) as {
        payload: { salePriceInNIS?: number; isPriceOnRequest?: boolean };
      };
      expect([item.salePriceInNIS, item.isPriceOnRequest]).toEqual([own.payload.salePriceInNIS, own.payload.isPriceOnRequest]);
    }
  });

  it("looks a list's codes and names up at once: each code's item, each name's item or choices (without prices)", async () => {
    await server.app.search.settled();
    const first = (await call(server.url, `/Search/Items?pageSize=1&term=${encodeURIComponent('במבה')}`)).body.payload.items[0];
    const found = await call(server.url, '/Search/Lookup', {
      method: 'POST',
      headers: { authorization: buyer, 'content-type': 'application/json' },
      body: JSON.stringify({ codes: [first.catalogNumber, first.catalogNumber, '999'], names: ['במבות', 'קסילופון'] }),
    });
    expect(found.status).toBe(200);
    const { codes, names: byName } = found.body.payload;
    expect(codes.map((c: { code: string; item: { itemId: string } | null }) => [c.code, c.item?.itemId ?? null])).toEqual([
      [first.catalogNumber, first.itemId],
      ['999', null],
    ]);
    expect(typeof codes[0].item.salePriceInNIS).toBe('number');
    expect(byName[0].item === null ? byName[0].choices.length : 1).toBeGreaterThan(0);
    for (const choice of byName[0].choices) expect(choice).not.toHaveProperty('salePriceInNIS');
    expect(byName[1]).toEqual({ name: 'קסילופון', item: null, choices: [], total: 0 });
    // A list's look-up is a signed-in user's: a visitor is refused.
    const visitor = await call(server.url, '/Search/Lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codes: [first.catalogNumber] }),
    });
    expect(visitor.status).toBe(401);
    const code = await call(server.url, `/Search/Code/${first.catalogNumber}`, { headers: { authorization: buyer } });
    expect(code.body.payload).toMatchObject({ itemId: first.itemId, salePriceInNIS: expect.any(Number) });
    expect((await call(server.url, '/Search/Code/1234567890128')).status).toBe(404);
  });

  it('refuses bad input with the envelope, never a 500 or a hang', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${server.url}/api/Search/Lookup`, { method: 'POST', headers: { 'content-type': type, authorization: buyer }, body });
    const statusOf = async (res: Promise<Response>) => {
      const r = await res;
      const text = await r.text();
      expect(text.startsWith('{"statusCode":')).toBe(true);
      const body = JSON.parse(text) as { statusCode: number; error?: { code: string } };
      expect(body.statusCode).toBe(r.status);
      return r.status;
    };
    expect(await statusOf(fetch(`${server.url}/api/Search/Items?term=${'a'.repeat(10_000)}`))).toBe(400);
    // Ten thousand Hebrew letters are 90 KB escaped: past the request head's limit, refused by Node itself.
    expect((await fetch(`${server.url}/api/Search/Items?term=${'א'.repeat(10_000)}`)).status).toBe(431);
    expect(await statusOf(fetch(`${server.url}/api/Search/Items?term=a&term=b`))).toBe(400);
    expect(await statusOf(fetch(`${server.url}/api/Search/Items?term=a&pageSize=101`))).toBe(400);
    expect(await statusOf(fetch(`${server.url}/api/Search/Items?term=a&evil=1`))).toBe(400);
    expect(await statusOf(fetch(`${server.url}/api/Search/Items`))).toBe(400);
    expect(await statusOf(fetch(`${server.url}/api/Search/Closest?term=`))).toBe(400);
    expect(await statusOf(fetch(`${server.url}/api/Search/Code/${'1'.repeat(101)}`))).toBe(400);
    expect(await statusOf(fetch(`${server.url}/api/Search/Code/%E0%A4%A`))).toBe(400);
    expect(await statusOf(post('['.repeat(5_000) + ']'.repeat(5_000)))).toBe(400);
    expect(await statusOf(post(JSON.stringify({ codes: Array.from({ length: 1_001 }, (_, i) => String(i)) })))).toBe(400);
    expect(await statusOf(post(JSON.stringify({ names: ['x'.repeat(201)] })))).toBe(400);
    expect(await statusOf(post(JSON.stringify({ codes: [{ $gt: '' }] })))).toBe(400);
    // A key that would reach an object's prototype, as sent on the wire (JSON.stringify would drop it).
    expect(await statusOf(post('{"__proto__": {"polluted": true}, "codes": []}'))).toBe(400);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(await statusOf(post('{"codes": [1, 2]'))).toBe(400);
    expect(await statusOf(post('codes=1', 'application/x-www-form-urlencoded'))).toBe(415);
    expect(await statusOf(post('{}', 'application/json; charset=utf-16le'))).toBe(415);
    expect(
      await statusOf(post(JSON.stringify({ names: Array.from({ length: 1_000 }, () => 'x'.repeat(200)) }) + ' '.repeat(600_000))),
    ).toBe(413);
    // A thousand codes and names at once is the most a look-up takes, and it is answered.
    const most = await statusOf(
      post(
        JSON.stringify({
          codes: Array.from({ length: 1_000 }, (_, i) => `C${i}`),
          names: Array.from({ length: 1_000 }, (_, i) => `שם ${i}`),
        }),
      ),
    );
    expect(most).toBe(200);
  }, 60_000);

  it('answers any query string and body with a 200 or the envelope of a refusal, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('term', 'pageNumber', 'pageSize', 'categoryId', 'itemGroupId', 'x'), fc.string({ maxLength: 30 }), {
          maxKeys: 4,
        }),
        fc.jsonValue({ maxDepth: 4 }),
        async (query, body) => {
          const items = await fetch(`${server.url}/api/Search/Items?${new URLSearchParams(query)}`);
          expect([200, 400]).toContain(items.status);
          const lookup = await fetch(`${server.url}/api/Search/Lookup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: buyer },
            body: JSON.stringify(body),
          });
          expect([200, 400]).toContain(lookup.status);
          expect(((await lookup.json()) as { statusCode: number }).statusCode).toBe(lookup.status);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
