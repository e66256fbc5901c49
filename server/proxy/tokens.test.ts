// Proxy mode: a token is a 401 or goes to the provider, never a visitor's call; the token gate counts every forged one.
import { createServer } from '../app';
import { describeWithService, listen, redisInstalled, startRedis, testConfig, until } from '../testing';
import { proxyServer, jwtWith, inAnHour, checkingProvider, fixture } from './testSupport';

jest.setTimeout(30_000);

const describeWithRedis = describeWithService('redis-server', redisInstalled(), 'apt-get install redis-server');

const UNAUTHORIZED = { statusCode: 401, error: { code: 'unauthorized', message: 'a valid token is required' } };

describe('proxy mode: a token is a 401 or goes to the provider, never a visitor', () => {
  it('responds with 401 itself to a token it can tell is unusable, on a catalogue read too, and never asks the provider', async () => {
    const provider = await checkingProvider([]);
    const server = await proxyServer(`${provider.url}/api`);
    try {
      // The visitors' cache holds the read: a junk header must not be served from it either.
      expect((await fetch(`${server.url}/api/Item/List?pageNumber=1`)).status).toBe(200);
      const asked = provider.seen.length;
      for (const authorization of [
        '',
        'Bearer',
        'Bearer not-a-token',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${jwtWith({ sub: '7' })}`,
        `Bearer ${jwtWith({ sub: '7', exp: Math.floor(Date.now() / 1000) - 60 })}`,
        `Bearer ${jwtWith({ sub: '7', exp: inAnHour(), pad: 'x'.repeat(9000) })}`,
      ]) {
        const res = await fetch(`${server.url}/api/Item/List?pageNumber=1`, { headers: { authorization } });
        expect({ authorization: authorization.slice(0, 40), status: res.status, body: await res.json() }).toEqual({
          authorization: authorization.slice(0, 40),
          status: 401,
          body: UNAUTHORIZED,
        });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
      expect(provider.seen.length).toBe(asked);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it("sends a token that may be valid to the provider (never from the visitors' cache), and refuses one the provider refused with 401 itself until it expires", async () => {
    const good = jwtWith({ sub: '7', exp: inAnHour() });
    const forged = jwtWith({ sub: '1', exp: inAnHour() });
    const provider = await checkingProvider([good]);
    const server = await proxyServer(`${provider.url}/api`);
    try {
      expect((await fetch(`${server.url}/api/Item/List?pageNumber=1`)).headers.get('cache-control')).toMatch(/public/);
      const user = await fetch(`${server.url}/api/Item/List?pageNumber=1`, { headers: { authorization: `Bearer ${good}` } });
      expect(user.status).toBe(200);
      expect(user.headers.get('cache-control')).toBe('private, no-store');
      expect(((await user.json()) as { payload: { items: Array<{ salePriceInNIS?: number }> } }).payload.items[0]!.salePriceInNIS).toBe(
        4.9,
      );
      expect(provider.seen.at(-1)).toEqual({ url: '/api/Item/List?pageNumber=1', authorization: `Bearer ${good}` });

      const first = await fetch(`${server.url}/api/Item/List?pageNumber=1`, { headers: { authorization: `Bearer ${forged}` } });
      expect({ status: first.status, body: await first.json() }).toEqual({ status: 401, body: UNAUTHORIZED });
      expect(provider.seen.filter((s) => s.authorization === `Bearer ${forged}`)).toHaveLength(1);
      // Asked again, on any call: the server responds, the provider is not asked.
      for (const path of ['/api/Item/List?pageNumber=1', '/api/Category/List', '/api/Order/List']) {
        const again = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${forged}` } });
        expect({ path, status: again.status, body: await again.json() }).toEqual({ path, status: 401, body: UNAUTHORIZED });
      }
      expect(provider.seen.filter((s) => s.authorization === `Bearer ${forged}`)).toHaveLength(1);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('counts refused tokens per address: a thousand distinct forged tokens end in 429 with Retry-After long before the thousandth reaches the provider', async () => {
    const provider = await checkingProvider([]);
    // TOKEN_FAILURE_LIMIT's default: 30 a minute.
    const server = await proxyServer(`${provider.url}/api`);
    try {
      const statuses = new Map<number, number>();
      const retryAfter = new Set<string | null>();
      let next = 0;
      // Ten at a time, as a script would send them.
      const worker = async () => {
        while (next < 1000) {
          const token = jwtWith({ sub: String(next++), exp: inAnHour() });
          const res = await fetch(`${server.url}/api/Item/List`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) retryAfter.add(res.headers.get('retry-after'));
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      const reached = provider.seen.filter((s) => s.authorization !== undefined).length;
      expect(reached).toBeGreaterThanOrEqual(30);
      expect(reached).toBeLessThanOrEqual(40);
      expect(statuses.get(401)).toBe(reached);
      expect(statuses.get(429)).toBe(1000 - reached);
      for (const value of retryAfter) expect(Number(value)).toBeGreaterThanOrEqual(1);
      for (const value of retryAfter) expect(Number(value)).toBeLessThanOrEqual(60);
      // A junk header is stopped as well; a visitor from the same address still reads the catalogue.
      const junk = await fetch(`${server.url}/api/Item/List`, { headers: { authorization: 'Bearer junk' } });
      expect({ status: junk.status, code: ((await junk.json()) as { error: { code: string } }).error.code }).toEqual({
        status: 429,
        code: 'rate_limited',
      });
      expect((await fetch(`${server.url}/api/Item/List`)).status).toBe(200);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});

describe('proxy mode: the token gate counts every forged token, whatever the client does', () => {
  /** Forged tokens (well formed, not yet expired), each its own. */
  const forged = (n: number) => jwtWith({ sub: String(n), n, exp: inAnHour() });
  /** What reached the provider with a credential: an Authorization header or a `token` in the query. */
  const credentialed = (provider: { seen: Array<{ url: string; authorization?: string }> }) =>
    provider.seen.filter((s) => s.authorization !== undefined || /[?&]token=/i.test(s.url)).length;

  it('a client that closes the connection before the answer is counted all the same: past the limit the provider is asked no more', async () => {
    const provider = await checkingProvider([], { hold: true });
    const server = await proxyServer(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '5' });
    try {
      const answered: number[] = [];
      for (let i = 0; i < 20; i++) {
        const before = provider.seen.length;
        const gone = new AbortController();
        let status: number | null = null;
        const call = fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${forged(i)}` }, signal: gone.signal })
          .then((res) => void (status = res.status))
          .catch(() => undefined);
        // Either the provider has it (and the client goes before the provider's 401), or the server answered itself.
        await until(() => provider.seen.length > before || status !== null);
        if (status === null) gone.abort();
        await call;
        if (status !== null) answered.push(status);
      }
      expect(credentialed(provider)).toBe(5);
      expect(answered).toEqual(Array(15).fill(429));
    } finally {
      provider.release();
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('GET /Account/UserInfo?token= counts as a token in the header does: forged ones end in 429, and the provider is asked at most the limit', async () => {
    const provider = await checkingProvider([]);
    const server = await proxyServer(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        // Its name in any case (a provider may read query names so), and junk that is no token at all.
        const query = i % 3 === 0 ? `token=${forged(i)}` : i % 3 === 1 ? `Token=${forged(i)}` : 'token=junk';
        const res = await fetch(`${server.url}/api/Account/UserInfo?${query}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
      expect(credentialed(provider)).toBeLessThanOrEqual(5);
      // A junk ?token= was refused by the server itself, never forwarded.
      expect(provider.seen.filter((s) => s.url.includes('token=junk'))).toEqual([]);
      // A visitor's call from the same address is no token's.
      expect((await fetch(`${server.url}/api/Item/List`)).status).toBe(200);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  /** Sends `count` forged tokens at once and gives the statuses and how many reached the provider. */
  async function burst(env: Record<string, string>, count: number): Promise<{ reached: number; statuses: Map<number, number> }> {
    const provider = await checkingProvider([]);
    // Calls under way are not what is tested here: the gate alone must hold the burst.
    const app = createServer(
      testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, CLIENT_MAX_CALLS: '10000', ...env }),
    );
    const server = await listen(app);
    try {
      const statuses = new Map<number, number>();
      await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const res = await fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${forged(1000 + i)}` } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }),
      );
      return { reached: credentialed(provider), statuses };
    } finally {
      // The app's own connections too (Redis's, when it has one).
      await Promise.all([server.close(), provider.close(), app.close()]);
    }
  }

  it('200 forged tokens at once: exactly the limit (30) reach the provider, the rest get 429', async () => {
    const { reached, statuses } = await burst({}, 200);
    expect(reached).toBe(30);
    expect(Object.fromEntries(statuses)).toEqual({ 401: 30, 429: 170 });
  });

  describeWithRedis('shared through Redis', () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(() => redis?.stop());

    it('200 forged tokens at once: exactly the limit reach the provider', async () => {
      const { reached, statuses } = await burst({ REDIS_URL: redis.url, TOKEN_FAILURE_LIMIT: '20' }, 200);
      expect(reached).toBe(20);
      expect(Object.fromEntries(statuses)).toEqual({ 401: 20, 429: 180 });
    });
  });

  it("a signed-in user's many calls under way at once are not taken for refused tokens", async () => {
    const good = jwtWith({ sub: '7', exp: inAnHour() });
    const provider = await checkingProvider([good]);
    const server = await proxyServer(`${provider.url}/api`, { TOKEN_FAILURE_LIMIT: '5', CLIENT_MAX_CALLS: '10000' });
    try {
      const call = async () => {
        const res = await fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${good}` } });
        await res.arrayBuffer();
        return res.status;
      };
      // The first call of a token not seen before: once the provider took it, it holds no place in the count.
      expect(await call()).toBe(200);
      const statuses = await Promise.all(Array.from({ length: 40 }, call));
      expect(statuses.every((s) => s === 200)).toBe(true);
      // Nor did the 41 calls leave anything counted: five refused tokens are still allowed.
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${server.url}/api/Order/List`, { headers: { authorization: `Bearer ${forged(5000 + i)}` } });
        expect(res.status).toBe(401);
      }
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});
