// Proxy mode: what every proxied call gets, and what becomes of broken connections on either side.
import { createServer } from '../app';
import { listen, testConfig, until, USER_TOKEN } from '../testing';
import { proxyServer, handClock, recordingProvider, send, fixture } from './testSupport';

jest.setTimeout(30_000);

describe('proxy mode: what every proxied call gets, and broken connections', () => {
  it('sends the security headers and writes one log line without the query or the token', async () => {
    const provider = await recordingProvider();
    const lines: string[] = [];
    const logDestination = { write: (line: string) => void lines.push(line) };
    const server = await listen(
      createServer(testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, LOG_LEVEL: 'info' }), { logDestination }),
    );
    try {
      const res = await fetch(`${server.url}/api/Item/List?pageNumber=1&query=secret-query`, {
        headers: { authorization: `Bearer ${USER_TOKEN}` },
      });
      expect(res.status).toBe(200);
      // A data response's headers: nothing may load in or frame it; the page's own policies are not sent.
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('permissions-policy')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
      await res.arrayBuffer();
      const deadline = Date.now() + 2000;
      while (!lines.some((l) => l.includes('/api/Item/List')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const logged = lines.filter((l) => l.includes('/api/Item/List')).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: 'GET', path: '/api/Item/List', status: 200, ms: expect.any(Number) });
      expect(lines.join('\n')).not.toMatch(/secret-query/);
      expect(lines.join('\n')).not.toContain(USER_TOKEN.split('.')[1]);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it("passes repeated headers both ways, on plain calls and on those Express handles, and lets the provider's own header win", async () => {
    const seen: string[][] = [];
    const provider = await listen((req, res) => {
      seen.push(req.rawHeaders);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, [
          'Content-Type',
          'application/json',
          'Set-Cookie',
          'first=1; Path=/',
          'Set-Cookie',
          'second=2; Path=/',
          'X-Frame-Options',
          'SAMEORIGIN',
        ]);
        res.end('{"statusCode":200,"payload":true}');
      });
    });
    const server = await proxyServer(`${provider.url}/api`);
    try {
      for (const [method, path] of [
        ['GET', '/api/Item/List'],
        ['POST', '/api/Account/Login'],
      ] as const) {
        const res = await send(
          `${server.url}${path}`,
          { method, headers: { 'x-trace': ['one', 'two'], 'content-type': 'application/json', authorization: `Bearer ${USER_TOKEN}` } },
          (req) => void req.end(method === 'POST' ? '{}' : undefined),
        );
        expect(res.status).toBe(200);
        expect(res.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        const traces = seen.at(-1)!.filter((_, i, raw) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'x-trace');
        expect(traces.join(', ')).toBe('one, two');
      }
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it('keeps the account calls rate-limited: the eleventh login in a minute gets 429, and the provider never sees it', async () => {
    let logins = 0;
    const provider = await listen((req, res) => {
      req.resume();
      req.on('end', () => {
        if (/\/Account\/Login/i.test(req.url ?? '')) logins += 1;
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 401, error: { code: 'invalid_credentials', message: 'no' } }));
      });
    });
    const server = await proxyServer(`${provider.url}/api`, { AUTH_RATE_LIMIT: '10' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${server.url}/api/Account/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'buyer@example.com', password: 'wrong-password' }),
        });
        statuses.push(res.status);
        if (i === 10) expect(await res.json()).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
        else await res.arrayBuffer();
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(logins).toBe(10);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  /**
   * What the browser gets from a signed-in call (its response passes through as the provider sends it;
   * a visitor's is opened, below): a status and an envelope, or a body cut short, or nothing.
   */
  const outcomeOf = (url: string) =>
    fetch(url, { headers: { authorization: `Bearer ${USER_TOKEN}` } }).then(
      async (res) =>
        res.text().then(
          (text) => ({ status: res.status, body: text }),
          () => ({ status: res.status, body: 'body failed' }),
        ),
      () => ({ status: 0, body: 'request failed' }),
    );

  // A small response (known length up to 64 KB) is held until complete, so a broken one can still
  // become an envelope; a large one is streamed, so its connection is cut.
  describe.each([
    ['a small response', 5000, 'envelope'],
    ['a large, streamed response', 1024 * 1024, 'cut'],
  ] as const)('%s', (_name, length, expected) => {
    const expectFailure = (outcome: { status: number; body: string }, status: 502 | 504) => {
      if (expected === 'envelope') {
        expect(outcome.status).toBe(status);
        expect(JSON.parse(outcome.body)).toEqual({
          statusCode: status,
          error: { code: status === 502 ? 'bad_gateway' : 'gateway_timeout', message: expect.any(String) },
        });
      } else {
        expect(outcome.status).toBe(200);
        expect(outcome.body).toBe('body failed');
      }
    };

    it('never becomes a truncated success when the provider breaks off mid-response', async () => {
      const provider = await listen((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(length) });
        // Broken off once the part has gone out.
        res.write(`{"statusCode":200,"payload":"${'x'.repeat(Math.min(length, 70_000) - 100)}`, () => res.socket?.destroy());
      });
      const server = await proxyServer(`${provider.url}/api`);
      try {
        expectFailure(await outcomeOf(`${server.url}/api/Item/List`), 502);
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
      } finally {
        await Promise.all([server.close(), provider.close()]);
      }
    });

    it('gives up after the timeout when the provider stalls mid-response, instead of hanging', async () => {
      let wrote = false;
      const provider = await listen((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(length) });
        res.write(`{"statusCode":200,"payload":"${'x'.repeat(Math.min(length, 70_000) - 100)}`, () => (wrote = true));
        // ...and nothing more, with the connection left open.
      });
      const clock = handClock();
      const server = await proxyServer(`${provider.url}/api`, { PROVIDER_TIMEOUT_MS: '400' }, clock.deps);
      try {
        let settled = false;
        const outcome = outcomeOf(`${server.url}/api/Item/List`).finally(() => (settled = true));
        // The provider's bytes came (each began the connection's silence again), then nothing more.
        await until(() => wrote && clock.begun >= 2);
        expect(settled).toBe(false);
        // A small response is held on its deadline as well; a streamed one on its silence alone.
        expect(clock.deadlines.running()).toEqual(expected === 'envelope' ? [400] : []);
        expect(clock.quiet.running()).toEqual([400]);
        clock.quiet.fire();
        expectFailure(await outcome, 504);
      } finally {
        await Promise.all([server.close(), provider.close()]);
      }
    });
  });

  it('passes a small response whole, with its length, head and body in order', async () => {
    const payload = 'שלום '.repeat(2000);
    const provider = await listen((req, res) => {
      req.resume();
      const body = Buffer.from(JSON.stringify({ statusCode: 200, payload }));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) });
      // In several pieces, as a provider may send it.
      res.write(body.subarray(0, 100));
      setTimeout(() => res.end(body.subarray(100)), 20);
    });
    const server = await proxyServer(`${provider.url}/api`);
    try {
      const res = await fetch(`${server.url}/api/Item/List`, { headers: { authorization: `Bearer ${USER_TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify({ statusCode: 200, payload }))));
      expect(((await res.json()) as { payload: string }).payload).toBe(payload);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });

  it("stops the provider's call when the browser goes away, without reporting the provider as failed", async () => {
    let providerSawClose: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (providerSawClose = resolve));
    let arrived: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (arrived = resolve));
    const provider = await listen((req, res) => {
      req.resume();
      arrived();
      res.on('close', () => providerSawClose());
    });
    const lines: string[] = [];
    const logDestination = { write: (line: string) => void lines.push(line) };
    const server = await listen(
      createServer(
        testConfig({ PROVIDER_URL: `${provider.url}/api`, STATIC_DIR: fixture.dir, PROVIDER_TIMEOUT_MS: '20000', LOG_LEVEL: 'info' }),
        { logDestination },
      ),
    );
    try {
      const controller = new AbortController();
      const call = fetch(`${server.url}/api/Order/Get/1`, { signal: controller.signal }).catch(() => 'aborted');
      await started;
      controller.abort();
      expect(await call).toBe('aborted');
      // The provider's connection closes (else the test runs out of time here).
      await closed;
      // The stopped call's own error (a report of it would come with it) is emitted as it is stopped, before
      // the provider can see its connection close; the request's log line comes with the browser's leaving.
      await until(() => lines.some((l) => l.includes('"aborted":true') && l.includes('/api/Order/Get/1')));
      expect(lines.some((l) => l.includes('provider call failed'))).toBe(false);
    } finally {
      await Promise.all([server.close(), provider.close()]);
    }
  });
});
