// Proxy mode: a provider that refuses connections, does not answer, or stalls (502 and 504 in the envelope).
import request from 'supertest';
import { createServer } from '../app';
import { freePort, handTimers, listen, testConfig, until, USER_TOKEN } from '../testing';
import { proxyServer, handClock, recordingProvider, fixture } from './testSupport';

jest.setTimeout(30_000);

/** /healthz of a proxy-mode server just started (its search index building), with the provider as found. */
const healthWith = (provider: 'up' | 'down') => ({
  status: 'ok',
  mode: 'proxy',
  provider,
  search: expect.objectContaining({ state: 'building' }),
  standing: 'memory',
});

describe('proxy mode: a provider that is down or silent', () => {
  it('responds with 502 in the envelope when the provider refuses connections, and keeps serving', async () => {
    const port = await freePort();
    const server = await proxyServer(`http://127.0.0.1:${port}/api`);
    try {
      const res = await fetch(`${server.url}/api/Category/List`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ statusCode: 502, error: { code: 'bad_gateway', message: expect.any(String) } });
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: 'ok',
        mode: 'proxy',
        provider: 'down',
        search: expect.objectContaining({ state: 'building' }),
        standing: 'memory',
      });
    } finally {
      await server.close();
    }
  });

  it('responds with 504 within the configured timeout when the provider never responds, serving /healthz and index.html meanwhile', async () => {
    let arrived = false;
    const silent = await listen((req) => void req.resume().on('end', () => (arrived = true)));
    const clock = handClock();
    const server = await proxyServer(`${silent.url}/api`, { PROVIDER_TIMEOUT_MS: '400' }, clock.deps);
    try {
      let settled = false;
      const stuck = fetch(`${server.url}/api/Order/List?pageNumber=1`)
        .then(async (res) => ({ res, body: await res.json() }))
        .finally(() => (settled = true));
      await until(() => arrived);
      const health = await request(server.server).get('/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual(healthWith('down'));
      const page = await request(server.server).get('/').set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      // Meanwhile the call (and the page's own reads of the provider) waits on its deadline and its
      // connection's silence, each of the timeout.
      expect(settled).toBe(false);
      expect([[...new Set(clock.deadlines.running())], [...new Set(clock.quiet.running())]]).toEqual([[400], [400]]);
      clock.deadlines.fire();
      const { res, body } = await stuck;
      expect(res.status).toBe(504);
      expect(body).toEqual({ statusCode: 504, error: { code: 'gateway_timeout', message: expect.any(String) } });
    } finally {
      await Promise.all([server.close(), silent.close()]);
    }
  });

  it('responds with 504 in time when the provider keeps the connection busy without responding: 1xx after 1xx, or a visitor response a drop at a time', async () => {
    // A provider that never goes quiet, so no silence timeout would ever end these calls.
    let calls = 0;
    let drips = 0;
    const busy = await listen((req, res) => {
      calls++;
      req.resume();
      const dripBody = new URL(req.url ?? '/', 'http://x').searchParams.has('drip');
      if (dripBody) res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => {
        if (dripBody) res.write(' ');
        else res.writeProcessing();
        drips++;
      }, 50);
      res.on('close', () => clearInterval(timer));
    });
    // The calls' deadlines run on a timer moved by hand: the test ends them instead of waiting for them.
    const timers = handTimers();
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${busy.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_TIMEOUT_MS: '400' }), {
        providerTimers: timers,
      }),
    );
    try {
      let responded = 0;
      const all = Promise.all(
        [
          ['/api/Order/List', USER_TOKEN],
          // The catalogue cache's shared read, for two visitors at once.
          ['/api/Item/List?pageNumber=1'],
          ['/api/Item/List?pageNumber=1'],
          ['/api/Item/List?pageNumber=2&drip=1'],
          // The proxy's own read of a visitor's response (a call that is no catalogue read).
          ['/api/Account/UsersByBusinessCustomer?drip=1'],
        ].map(async ([path, token]) => {
          const res = await fetch(`${server.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
          const response = { path, status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
          responded++;
          return response;
        }),
      );
      // Four provider calls (the two visitors' shared read is one), each kept busy a while: none responded meanwhile.
      await until(() => calls === 4 && drips >= 12);
      expect(responded).toBe(0);
      expect(timers.running()).toEqual(Array(4).fill(400));
      // Each on one deadline of the timeout (from its start, begun again with its response's head): when they come, every call ends.
      timers.fire();
      const responses = await all;
      expect(responses.map(({ status, code }) => `${status} ${code}`)).toEqual(Array(5).fill('504 gateway_timeout'));
    } finally {
      await Promise.all([server.close(), busy.close()]);
    }
  });

  it('reports the provider up in /healthz when it responds', async () => {
    const provider = await recordingProvider();
    const server = await proxyServer(`${provider.url}/api`);
    try {
      const health = await request(server.server).get('/healthz');
      expect(health.body).toEqual(healthWith('up'));
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});
