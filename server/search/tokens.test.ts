// The server's own search calls and tokens: one the provider refuses, one made up on a call that reaches no provider.
import { listen, USER_TOKEN } from '../testing';
import { storefront, call } from './testSupport';

describe('a signed-in search with a token the provider refuses', () => {
  it('is refused 401, and the provider is asked with that token once a search, not once an item', async () => {
    const asked: string[] = [];
    const item = (n: number) => ({
      id: n,
      itemId: `I${n}`,
      itemDescription: `שוקולד ${n}`,
      catalogNumber: `729000000${n}`,
      pictureUrl: '/api/files/x',
      minOrderQuantity: 1,
      displayOrder: n,
      isAvailable: true,
      isPriceChanged: false,
      itemPackSize: 1,
      fullDescription: '',
      itemAttributes: [],
      relatedItems: [],
      itemGroup: { id: 1, itemGroupName: 'ממתקים', categoryId: 1 },
      // A provider that forgets to hide a price from a visitor: the index keeps none.
      salePriceInNIS: 4.2,
    });
    const provider = await listen((req, res) => {
      const url = new URL(req.url!, 'http://provider');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/Item/List') {
        const page = Number(url.searchParams.get('pageNumber'));
        const items = page === 1 ? Array.from({ length: 30 }, (_, i) => item(i + 1)) : [];
        return res.end(JSON.stringify({ statusCode: 200, payload: { items, totalCount: 30, totalPages: 1, currentPage: page } }));
      }
      asked.push(`${url.pathname} ${req.headers.authorization ?? 'visitor'}`);
      res.statusCode = 401;
      res.end(JSON.stringify({ statusCode: 401, error: { code: 'unauthorized', message: 'no' } }));
    });
    const server = await storefront(`${provider.url}/api`);
    try {
      server.app.start();
      await server.app.search.settled();
      const visitor = await call(server.url, `/Search/Items?term=${encodeURIComponent('שוקולד')}`);
      expect(visitor.body.payload.totalCount).toBe(30);
      for (const i of visitor.body.payload.items) expect(i).not.toHaveProperty('salePriceInNIS');
      expect(asked).toEqual([]);
      const forged = `Bearer ${USER_TOKEN}`;
      const refused = await call(server.url, `/Search/Items?term=${encodeURIComponent('שוקולד')}`, { headers: { authorization: forged } });
      expect(refused.status).toBe(401);
      // Asked once whether it takes the token, before any work is done for it.
      expect(asked).toEqual([`/api/Account/UserInfo ${forged}`]);
      // The token gate remembers the refused token: the next search does not reach the provider at all.
      expect((await call(server.url, `/Search/Code/7290000001`, { headers: { authorization: forged } })).status).toBe(401);
      expect(asked).toHaveLength(1);
      // A list's look-up asks the provider whether it takes a token before any work: once, then the gate remembers.
      const other = `Bearer ${USER_TOKEN.replace(/signature$/, 'other')}`;
      const lookup = (authorization: string) =>
        call(server.url, '/Search/Lookup', {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ names: ['x'.repeat(50)] }),
        });
      expect((await lookup(other)).status).toBe(401);
      expect((await lookup(other)).status).toBe(401);
      expect(asked.slice(1)).toEqual([`/api/Account/UserInfo ${other}`]);
    } finally {
      await server.close();
      await provider.close();
    }
  });
});

describe('a made-up token on a call that reaches no provider', () => {
  it('is asked of the provider first, refused 401 and counted by the token gate, whatever the call', async () => {
    const asked: string[] = [];
    const provider = await listen((req, res) => {
      asked.push(new URL(req.url!, 'http://provider').pathname);
      res.setHeader('content-type', 'application/json');
      res.statusCode = 401;
      res.end(JSON.stringify({ statusCode: 401, error: { code: 'unauthorized', message: 'no' } }));
    });
    const server = await storefront(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '3' });
    try {
      // A header that is no token at all is refused without asking.
      expect((await fetch(`${server.url}/api/Search/Closest?term=xyz`, { headers: { authorization: 'Basic x' } })).status).toBe(401);
      expect(asked).toEqual([]);
      const made = (n: number) => `Bearer ${USER_TOKEN.replace(/signature$/, `made${n}`)}`;
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) {
        const res = await fetch(`${server.url}/api/Search/Closest?term=xyz`, { headers: { authorization: made(n) } });
        statuses.push(res.status);
      }
      // Each refused by the provider, until the address has sent too many refused tokens (the Basic one among them).
      expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
      expect(asked.filter((p) => p === '/api/Account/UserInfo')).toHaveLength(2);
    } finally {
      await server.close();
      await provider.close();
    }
  });
});
