// verify-provider against the mock as `npm run mock-provider` serves it (it passes), and against
// providers that respond with the wrong shapes or forget a role check (it fails, naming the calls).
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { createMockProvider } from '../../mock-provider/app';
import { createServer } from '../../server/app';
import { listen, makeStaticFixture, testConfig } from '../../server/testing';
import { askStorefront, verifyProvider } from './verify';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const ACCOUNTS = ['--admin', 'admin@example.com:Admin123!', '--business', 'buyer@example.com:Buyer123!'];
const admin = { email: 'admin@example.com', password: 'Admin123!' };
const business = { email: 'buyer@example.com', password: 'Buyer123!' };

jest.setTimeout(60_000);

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A provider on a free port: the mock, with `tamper` in front of it. */
async function serve(
  tamper?: express.RequestHandler,
  options: Parameters<typeof createMockProvider>[0] = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  if (tamper) app.use('/api', tamper);
  let url = '';
  app.use('/api', createMockProvider({ items: 40, baseUrl: () => url, ...options }));
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}/api`;
  return { url, close: () => new Promise((done) => server.close(() => done())) };
}

/** Rewrites the JSON responses of one path. */
const rewrite =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test rewrites a shape of its own
  (target: string, change: (body: any) => unknown): express.RequestHandler =>
    (req, res, next) => {
      if (req.path === target) {
        const json = res.json.bind(res);
        res.json = (body: unknown) => json(res.statusCode === 200 || res.statusCode === 400 ? change(body) : body);
      }
      next();
    };

describe('npm run verify-provider', () => {
  it('passes against npm run mock-provider, writes included, and prints the table', async () => {
    const mock = spawn(TSX, ['mock-provider/main.ts'], { cwd: ROOT, env: { ...process.env, MOCK_PORT: '0', MOCK_ITEMS: '60' } });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        mock.stdout.on('data', (d) => {
          out += d;
          const found = /mock provider on (http:\/\/\S+\/api)/.exec(out);
          if (found) resolve(found[1]!);
        });
        mock.on('exit', (code) => reject(new Error(`the mock provider exited (${code})`)));
      });
      const started = Date.now();
      const result = await run(['scripts/verify-provider.ts', '--url', url, ...ACCOUNTS, '--write']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^call\s+as\s+expected\s+got\s+result$/m);
      expect(result.stdout).toMatch(/^POST \/Order\/Create \(one line\)\s+business\s+200\s+200\s+pass$/m);
      expect(result.stdout).toMatch(
        /^POST \/Order\/Create \(below the minimum: below_minimum\)\s+business\s+below_minimum, details: .*pass$/m,
      );
      expect(result.stdout).toMatch(
        /^POST \/Account\/Login \(the business account's token\)\s+business\s+a JWT with a numeric exp and a sub\s+so\s+pass$/m,
      );
      expect(result.stdout).toMatch(/^GET \/BusinessCustomer\/List\s+business\s+403\s+403 forbidden\s+pass$/m);
      expect(result.stdout).toMatch(/\n\d{3} passed, 0 failed, 0 skipped, in [\d.]+ s against \S+, a provider \(with writes\)/);
      expect(result.stdout).toMatch(/^GET \/Order\/Document\/\{token\}\s+visitor\s+200 text\/html\s+200 text\/html.*pass$/m);
      console.info(
        `verify-provider against npm run mock-provider: ${((Date.now() - started) / 1000).toFixed(1)} s (the CLI's own start included); ${/(\d+) passed/.exec(result.stdout)![1]} checks`,
      );
    } finally {
      mock.kill();
    }
  });

  it('fails against a provider that responds with the wrong shapes, naming the calls', async () => {
    const provider = await serve(
      rewrite('/Category/List', (body) =>
        body.statusCode !== 200
          ? body
          : { ...body, payload: { ...body.payload, items: body.payload.items.map((c: { id: number }) => ({ ...c, id: String(c.id) })) } },
      ),
    );
    try {
      const result = await verifyProvider({ url: provider.url, admin, business, write: false });
      const failed = [...new Set(result.failed.map((r) => r.call))];
      expect(failed).toEqual(['GET /Category/List']);
      expect(result.failed[0]!.got).toMatch(/\/payload\/items\/0\/id must be integer/);
      const cli = await run(['scripts/verify-provider.ts', '--url', provider.url, ...ACCOUNTS]);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toMatch(/^GET \/Category\/List\s+visitor\s+200\s+200: .*must be integer.*FAIL$/m);
      expect(cli.stderr).toMatch(/the provider does not answer as the document says: GET \/Category\/List\n/);
    } finally {
      await provider.close();
    }
  });

  it('fails against a provider with a missing role check, a paged response missing its fields, or a wrong account code', async () => {
    const provider = await serve((req, res, next) => {
      // Business customers shown to anyone signed in (a missing role check)...
      if (req.path === '/BusinessCustomer/List') req.headers.authorization = undefined as never;
      next();
    });
    const shapes = await serve(
      rewrite('/Attribute/GetAttributes', (body) =>
        body.statusCode !== 200 ? body : { ...body, payload: { ...body.payload, totalPages: undefined, currentPage: 'one' } },
      ),
    );
    const codes = await serve(
      rewrite('/Account/Login', (body) =>
        body.error?.code === -1003 ? { ...body, error: { ...body.error, code: 'wrong_password' } } : body,
      ),
    );
    try {
      const roles = await verifyProvider({ url: provider.url, admin, business, write: false });
      expect([...new Set(roles.failed.map((r) => `${r.call} as ${r.as}`))]).toEqual([
        'GET /BusinessCustomer/List as business',
        'GET /BusinessCustomer/List as admin',
      ]);
      const paged = await verifyProvider({ url: shapes.url, admin, business, write: false });
      expect([...new Set(paged.failed.map((r) => r.call))]).toEqual(['GET /Attribute/GetAttributes']);
      const login = await verifyProvider({ url: codes.url, admin, business, write: false });
      expect([...new Set(login.failed.map((r) => r.call))]).toEqual(['POST /Account/Login (wrong password: -1003)']);
    } finally {
      await Promise.all([provider.close(), shapes.close(), codes.close()]);
    }
  });

  it('passes against the storefront in proxy mode in front of the mock, telling it from a provider by asking, and opening sealed links at /documents/', async () => {
    const fixture = makeStaticFixture();
    const provider = await serve();
    const mockMode = await listen(createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '20', STATIC_DIR: fixture.dir })));
    const proxyMode = await listen(createServer(testConfig({ PROVIDER_URL: provider.url, STATIC_DIR: fixture.dir })));
    try {
      // Asked, each says what it is (the storefront at its /healthz; a provider has none).
      expect(await askStorefront(provider.url, 5000)).toEqual({ storefront: false });
      expect(await askStorefront(`${mockMode.url}/api`, 5000)).toEqual({ storefront: true, mode: 'mock' });
      const result = await verifyProvider({ url: `${proxyMode.url}/api`, admin, business, write: false });
      const opened = result.rows.find((r) => /^GET \/(Order\/Document|documents)\//.test(r.call));
      const forged = result.rows.filter((r) => r.as === 'forged').map((r) => `${r.call}: ${r.got}`);
      expect({ service: result.service, failed: result.failed, opened: opened?.call, skipped: opened?.skipped, forged }).toEqual({
        service: 'the storefront (proxy mode)',
        failed: [],
        opened: 'GET /documents/{sealed}',
        skipped: undefined,
        forged: [
          'GET /Category/List (forged token): 401 unauthorized',
          'GET /Category/List (forged token, well formed, future exp): 401 unauthorized',
        ],
      });
    } finally {
      await Promise.all([mockMode.close(), proxyMode.close(), provider.close()]);
      fixture.remove();
    }
  });

  it('lists the optional capabilities a provider offers and holds each to the document, and passes a provider that offers none', async () => {
    const all = await serve();
    const none = await serve(undefined, { capabilities: [] });
    // A provider that says it offers order-status but lists a status the document does not name.
    const wrong = await serve(
      rewrite('/Order/List', (body) =>
        body.statusCode !== 200
          ? body
          : { ...body, payload: { ...body.payload, items: body.payload.items.map((o: object) => ({ ...o, status: 'lost' })) } },
      ),
    );
    try {
      const offered = await verifyProvider({ url: all.url, admin, business, write: true });
      expect({ capabilities: offered.capabilities, failed: offered.failed }).toEqual({
        capabilities: ['order-status', 'order-change'],
        failed: [],
      });
      const calls = offered.rows.map((r) => `${r.call} ${r.as}: ${r.got}`);
      expect(calls).toEqual(
        expect.arrayContaining([
          'GET /Capabilities (the capabilities offered) visitor: order-status, order-change',
          'POST /Order/Update/{orderId} visitor: 401 unauthorized',
          'GET /Order/List (order-change: the new order) business: true',
          'POST /Order/Update/{orderId} (its comment) business: 200',
          'POST /Order/Update/{orderId} (the same Idempotency-Key again) business: 200',
          expect.stringMatching(
            /^GET \/Order\/List \(order-change: after the change\) business: verify-provider \(changed\), changed at \d{4}-/,
          ),
          'POST /Order/Update/{orderId} (a cancelled order: order_closed) business: order_closed',
          'POST /Order/Status/{orderId} visitor: 401 unauthorized',
          'POST /Order/Status/{orderId} business: 403 forbidden',
          'POST /Order/Status/{orderId} (cancel the new order) admin: 200',
          'POST /Order/Status/{orderId} (a cancelled order moves no more) admin: 409 conflict',
          'GET /Order/List (order-status: after the cancel) business: cancelled',
        ]),
      );
      const without = await verifyProvider({ url: none.url, admin, business, write: true });
      expect({ capabilities: without.capabilities, failed: without.failed }).toEqual({ capabilities: [], failed: [] });
      expect(without.rows.map((r) => r.call).filter((c) => /Capabilities|Order\/Status/.test(c))).toEqual([
        'GET /Capabilities (optional: what the provider offers)',
      ]);
      const broken = await verifyProvider({ url: wrong.url, admin, business, write: false });
      expect([...new Set(broken.failed.map((r) => r.call))]).toEqual(['GET /Order/List']);
      expect(broken.failed[0]!.got).toMatch(/status must be equal to one of the allowed values/);
    } finally {
      await Promise.all([all.close(), none.close(), wrong.close()]);
    }
  });

  it('fails against a provider that takes an order below the minimum (the minimum is its duty), naming the call', async () => {
    // The store says its minimum is 300 ₪ (the seed's), but the provider does not keep it: it takes any order.
    const provider = await serve(
      rewrite('/WebsiteConfiguration/GetByKey', (body) =>
        body.payload?.key !== 'Delivery'
          ? body
          : { ...body, payload: { ...body.payload, value: JSON.stringify({ ...JSON.parse(body.payload.value), MinimumOrder: 300 }) } },
      ),
    );
    try {
      const login = await fetch(`${provider.url}/Account/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const token = ((await login.json()) as { payload: string }).payload;
      const delivery = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 0 };
      const set = await fetch(`${provider.url}/WebsiteConfiguration/AddOrUpdate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ key: 'Delivery', value: JSON.stringify(delivery) }),
      });
      expect(set.status).toBe(200);
      const result = await verifyProvider({ url: provider.url, admin, business, write: true });
      expect(result.failed.map((r) => `${r.call}: ${r.got}`)).toEqual([
        'POST /Order/Create (below the minimum: below_minimum): 200',
        'POST /Order/Create (below the minimum: below_minimum): undefined: BelowMinimumDetails: (the body) must be object',
      ]);
    } finally {
      await provider.close();
    }
  });

  it('fails against a provider whose answers break the bounds: an id of 0, a price of 1e-9, page counts against the items, a token with no exp', async () => {
    const ids = await serve(
      rewrite('/Category/List', (body) =>
        body.statusCode !== 200
          ? body
          : { ...body, payload: { ...body.payload, items: body.payload.items.map((c: object) => ({ ...c, id: 0 })) } },
      ),
    );
    const prices = await serve(
      rewrite('/Item/List', (body) =>
        body.statusCode !== 200
          ? body
          : {
              ...body,
              payload: {
                ...body.payload,
                items: body.payload.items.map((i: { salePriceInNIS?: number }) =>
                  i.salePriceInNIS === undefined ? i : { ...i, salePriceInNIS: 1e-9 },
                ),
              },
            },
      ),
    );
    const pages = await serve(
      rewrite('/Attribute/GetAttributes', (body) =>
        body.statusCode !== 200 ? body : { ...body, payload: { ...body.payload, totalPages: 0 } },
      ),
    );
    // A token the client cannot use: a JWT with no exp (the client would never sign out, the server never know it expired).
    const noExp = await serve(
      rewrite('/Account/Login', (body) => {
        if (body.statusCode !== 200) return body;
        const [head, claims] = (body.payload as string).split('.');
        const { exp: _, ...rest } = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>;
        return { ...body, payload: `${head}.${Buffer.from(JSON.stringify(rest)).toString('base64url')}.c2lnbmF0dXJl` };
      }),
    );
    try {
      const failed = async (url: string) => [
        ...new Set((await verifyProvider({ url, admin, business, write: false })).failed.map((r) => r.call)),
      ];
      const broken = await verifyProvider({ url: ids.url, admin, business, write: false });
      expect([...new Set(broken.failed.map((r) => r.call))]).toEqual(['GET /Category/List']);
      expect(broken.failed[0]!.got).toMatch(/\/payload\/items\/0\/id must be >= 1/);
      expect(await failed(prices.url)).toEqual(['GET /Item/List']);
      expect(await failed(pages.url)).toEqual(['GET /Attribute/GetAttributes']);
      const tokens = await verifyProvider({ url: noExp.url, admin, business, write: false });
      expect(tokens.failed.map((r) => `${r.call}: ${r.got}`)).toEqual(
        expect.arrayContaining([
          "POST /Account/Login (the admin account's token): no numeric 'exp' claim",
          "POST /Account/Login (the business account's token): no numeric 'exp' claim",
        ]),
      );
    } finally {
      await Promise.all([ids.close(), prices.close(), pages.close(), noExp.close()]);
    }
  });

  it('refuses a usage it cannot run (exit 2)', async () => {
    const result = await run(['scripts/verify-provider.ts', '--url', 'localhost:4000', ...ACCOUNTS]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--url must be .*\nusage: npm run verify-provider/);
  });
});
