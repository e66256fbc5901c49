// The standing-order calls as a buyer's browser makes them, against the whole server in mock mode (and
// once in proxy mode), every answer held to the OpenAPI document.
import express from 'express';
import type { StandingOrder } from '@shared/contract/entities';
import { addDays, deliveryRulesOf } from '@shared/rules/delivery';
import { firstStartDate, MAX_STANDING_ORDERS } from '@shared/rules/standingOrder';
import { createMockProvider } from '../../mock-provider/app';
import { DEMO_DELIVERY } from '../../mock-provider/seed/settings';
import { createServer, type StorefrontApp } from '../app';
import {
  documentedCall,
  freePort,
  listen,
  listenApp,
  makeStaticFixture,
  signIn,
  testConfig,
  USER_TOKEN,
  type CallAnswer,
  type Listening,
} from '../testing';
import { MemoryStandingStore } from './processStore';
import { StoreUnavailable, type StandingStore } from './store';

jest.setTimeout(60_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/** The demo's delivery rules (Sunday to Thursday, cutoff 14:00), as the mock keeps them. */
const RULES = deliveryRulesOf(DEMO_DELIVERY);
/** The first Sunday a new standing order may start on. */
const SUNDAY = () => firstStartDate(0, RULES, new Date())!;

type Server = Listening & { app: StorefrontApp };

function server(env: Record<string, string> = {}, store?: StandingStore): Promise<Server> {
  const app = createServer(testConfig({ MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ...env }), store ? { standingStore: store } : {});
  return listenApp(app);
}

const call = documentedCall;
const login = signIn;

/** A standing order as the buyer's form sends it. */
function standing(over: Partial<Record<string, unknown>> = {}) {
  return {
    name: 'חלב ולחם',
    weekday: 0,
    everyWeeks: 1,
    startDate: SUNDAY(),
    comment: 'לפני 10:00',
    lines: [
      { id: 11, itemId: 'A-11', itemDescription: 'חלב 3%', salePriceInNIS: 5.9, quantity: 12, itemPackSize: 6, pictureUrl: '/api/files/a' },
      { id: 12, itemId: 'A-12', itemDescription: 'לחם אחיד', salePriceInNIS: 7.25, quantity: 4, itemPackSize: 1 },
    ],
    ...over,
  };
}

describe('the standing-order calls (mock mode)', () => {
  let s: Server;
  let buyer: string;
  let shop: string;
  let market: string;
  let admin: string;

  beforeAll(async () => {
    s = await server();
    // One after another: the mock hashes one password at a time per address.
    buyer = await login(s.url, 'buyer@example.com', 'Buyer123!');
    shop = await login(s.url, 'shop@example.com', 'Shop1234!');
    market = await login(s.url, 'market@example.com', 'Market123!');
    admin = await login(s.url, 'admin@example.com', 'Admin123!');
  });
  afterAll(() => s.close());

  const list = async (auth: string) => (await call(s.url, 'GET', '/StandingOrder/List', auth)).body.payload as StandingOrder[];

  it('keeps, lists, changes, says the outcome of and deletes a standing order, private to the buyer and never cached', async () => {
    expect(await list(buyer)).toEqual([]);
    const created = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing());
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    expect(created.headers.get('vary')).toMatch(/Authorization/);
    const order = created.body.payload as StandingOrder;
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...standing(),
      outcomes: [],
      createdAt: expect.any(String),
      updatedAt: order.createdAt,
    });
    const listed = await call(s.url, 'GET', '/StandingOrder/List', buyer);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body.payload).toEqual([order]);

    const placed = await call(s.url, 'POST', `/StandingOrder/Outcome/${order.id}`, buyer, {
      deliveryDate: order.startDate,
      outcome: 'placed',
      orderNumber: 1234,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.payload.outcomes).toEqual([
      { deliveryDate: order.startDate, outcome: 'placed', orderNumber: 1234, at: expect.any(String) },
    ]);
    // A placed day stays placed.
    const skipped = await call(s.url, 'POST', `/StandingOrder/Outcome/${order.id}`, buyer, {
      deliveryDate: order.startDate,
      outcome: 'skipped',
    });
    expect(skipped.body.payload.outcomes).toEqual(placed.body.payload.outcomes);

    const changed = await call(
      s.url,
      'POST',
      `/StandingOrder/Update/${order.id}`,
      buyer,
      standing({ name: 'חלב בלבד', everyWeeks: 2, lines: [standing().lines[0]] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.payload).toMatchObject({ id: order.id, name: 'חלב בלבד', everyWeeks: 2, createdAt: order.createdAt });
    expect(changed.body.payload.lines).toEqual([standing().lines[0]]);
    // Its outcomes are kept across the change.
    expect(changed.body.payload.outcomes).toEqual(placed.body.payload.outcomes);
    expect(await list(buyer)).toEqual([changed.body.payload]);

    const deleted = await call(s.url, 'DELETE', `/StandingOrder/${order.id}`, buyer);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { statusCode: 200 } });
    expect(await list(buyer)).toEqual([]);
    expect((await call(s.url, 'DELETE', `/StandingOrder/${order.id}`, buyer)).status).toBe(404);
  });

  it('refuses a visitor and a token the provider did not sign with 401, and an administrator with 403', async () => {
    for (const auth of [undefined, 'Bearer not-a-token', `Bearer ${USER_TOKEN}`, 'Basic YnV5ZXI6QnV5ZXIxMjMh']) {
      for (const [method, path, body] of [
        ['GET', '/StandingOrder/List', undefined],
        ['POST', '/StandingOrder/Create', standing()],
      ] as const) {
        const answer = await call(s.url, method, path, auth, body);
        expect({ auth, path, status: answer.status, code: answer.body.error?.code }).toEqual({
          auth,
          path,
          status: 401,
          code: 'unauthorized',
        });
      }
    }
    const byAdmin = await call(s.url, 'POST', '/StandingOrder/Create', admin, standing());
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.code).toBe('forbidden');
    expect((await call(s.url, 'GET', '/StandingOrder/List', admin)).status).toBe(403);
    expect(await list(buyer)).toEqual([]);
  });

  it("answers another buyer's standing order, an id never given and a malformed one with the same 404, changing nothing", async () => {
    const mine = (await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing({ name: 'של הקונה' }))).body.payload as StandingOrder;
    const theirs = (await call(s.url, 'POST', '/StandingOrder/Create', shop, standing({ name: 'של החנות' }))).body.payload as StandingOrder;
    const refusals: unknown[] = [];
    for (const id of [mine.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', `${mine.id}/x`]) {
      const update = await call(s.url, 'POST', `/StandingOrder/Update/${id}`, shop, standing({ name: 'נחטף' }));
      const outcome = await call(s.url, 'POST', `/StandingOrder/Outcome/${id}`, shop, { deliveryDate: mine.startDate, outcome: 'skipped' });
      const removal = await call(s.url, 'DELETE', `/StandingOrder/${id}`, shop);
      refusals.push(...[update, outcome, removal].map((a) => ({ status: a.status, error: a.body.error })));
    }
    expect(new Set(refusals.map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify({ status: 404, error: { code: 'not_found', message: 'no such standing order' } })]),
    );
    expect(await list(buyer)).toEqual([mine]);
    expect(await list(shop)).toEqual([theirs]);
    await call(s.url, 'DELETE', `/StandingOrder/${mine.id}`, buyer);
    await call(s.url, 'DELETE', `/StandingOrder/${theirs.id}`, shop);
  });

  it(`keeps ${MAX_STANDING_ORDERS} of 1,000 creates in a row and at once, refusing the rest with 409 standing_limit and its limit`, async () => {
    const statuses = new Map<number, number>();
    const count = (a: CallAnswer) => statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    for (let n = 0; n < 500; n++) {
      const answer = await call(s.url, 'POST', '/StandingOrder/Create', market, standing({ name: `רצף ${n}` }));
      count(answer);
      if (answer.status === 409)
        expect(answer.body.error).toEqual({ code: 'standing_limit', message: expect.any(String), details: { limit: MAX_STANDING_ORDERS } });
    }
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          call(s.url, 'POST', '/StandingOrder/Create', market, standing({ name: `בבת אחת ${batch}-${n}` })),
        ),
      );
      answers.forEach(count);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: MAX_STANDING_ORDERS, 409: 1000 - MAX_STANDING_ORDERS });
    const kept = await list(market);
    expect(kept).toHaveLength(MAX_STANDING_ORDERS);
    // The first twenty, sent one after another, were kept; none of those sent at once.
    expect(kept.map((o) => o.name).sort()).toEqual(Array.from({ length: MAX_STANDING_ORDERS }, (_, n) => `רצף ${n}`).sort());
    for (const o of kept) await call(s.url, 'DELETE', `/StandingOrder/${o.id}`, market);
  });

  it('keeps the same standing order sent twice at once once, giving both the same one', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => call(s.url, 'POST', '/StandingOrder/Create', buyer, standing({ name: 'פעמיים' }))));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.payload).toEqual(b!.body.payload);
    expect((await list(buyer)).map((o) => o.name)).toEqual(['פעמיים']);
    await call(s.url, 'DELETE', `/StandingOrder/${a!.body.payload.id}`, buyer);
  });

  it('refuses a weekday the store does not deliver, a first day on another weekday or past its cutoff, packs broken and a line twice, keeping nothing', async () => {
    const friday = firstStartDate(5, { ...RULES, days: [5] }, new Date())!;
    const noDelivery = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing({ weekday: 5, startDate: friday }));
    expect(noDelivery.status).toBe(400);
    expect(noDelivery.body.error).toEqual({
      code: 'validation_failed',
      message: 'the store does not deliver on that weekday',
      errors: { weekday: ['invalidValue'] },
    });
    const monday = addDays(SUNDAY(), 1);
    const otherDay = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing({ startDate: monday }));
    expect(otherDay.body.error).toMatchObject({ code: 'validation_failed', errors: { startDate: ['invalidValue'] } });
    const lastWeek = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing({ startDate: addDays(SUNDAY(), -7) }));
    expect(lastWeek.status).toBe(400);
    expect(lastWeek.body.error).toMatchObject({
      errors: { startDate: ['invalidValue'] },
      message: expect.stringContaining('cutoff has passed'),
    });
    const [milk, bread] = standing().lines;
    const packs = await call(
      s.url,
      'POST',
      '/StandingOrder/Create',
      buyer,
      standing({
        lines: [
          { ...milk, quantity: 7 },
          { ...bread, id: milk!.id },
        ],
      }),
    );
    expect(packs.status).toBe(400);
    expect(packs.body.error.errors).toEqual({ 'lines.0.quantity': ['notWholePacks'], 'lines.1.id': ['duplicate'] });
    const unnamed = await call(s.url, 'POST', '/StandingOrder/Create', buyer, { ...standing(), name: '', everyWeeks: 5 });
    expect(Object.keys(unnamed.body.error.errors).sort()).toEqual(['everyWeeks', 'name']);
    expect(await list(buyer)).toEqual([]);
  });

  it('refuses a body nested 5,000 deep with 400, one over 64 KB with 413 and one not JSON in UTF-8 with 415, keeping nothing', async () => {
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const nested = await call(s.url, 'POST', '/StandingOrder/Create', buyer, undefined, deep);
    expect(nested.status).toBe(400);
    expect(nested.body.error.code).toBe('bad_json');
    const large = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing({ comment: 'א'.repeat(40_000) }));
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('payload_too_large');
    const latin = await fetch(`${s.url}/api/StandingOrder/Create`, {
      method: 'POST',
      headers: { authorization: buyer, 'content-type': 'application/json; charset=latin1' },
      body: JSON.stringify(standing()),
    });
    expect(latin.status).toBe(415);
    const text = await fetch(`${s.url}/api/StandingOrder/Create`, {
      method: 'POST',
      headers: { authorization: buyer, 'content-type': 'text/plain' },
      body: JSON.stringify(standing()),
    });
    expect(text.status).toBe(415);
    expect(await list(buyer)).toEqual([]);
  });
});

describe('a standing order whose first day has passed', () => {
  it('may be changed keeping that day, but not moved to another past day', async () => {
    const store = new MemoryStandingStore();
    const s = await server({}, store);
    try {
      const buyer = await login(s.url, 'buyer@example.com', 'Buyer123!');
      const info = (await (await fetch(`${s.url}/api/Account/UserInfo`, { headers: { authorization: buyer } })).json()) as {
        payload: { id: number; email: string; businessCustomer: { customerId: number } };
      };
      const began = addDays(SUNDAY(), -21);
      const { startDate: _first, ...rest } = standing();
      const kept = await store.create(
        { userId: info.payload.id, customerId: info.payload.businessCustomer.customerId, email: info.payload.email },
        { id: '5b0c1f6e-2a4d-4c1b-9e7a-0d2f3c4b5a69', ...rest, startDate: began, outcomes: [], createdAt: 'x', updatedAt: 'x' },
      );
      const same = await call(s.url, 'POST', `/StandingOrder/Update/${kept.id}`, buyer, standing({ startDate: began, name: 'שונה' }));
      expect(same.status).toBe(200);
      expect(same.body.payload).toMatchObject({ startDate: began, name: 'שונה' });
      const moved = await call(s.url, 'POST', `/StandingOrder/Update/${kept.id}`, buyer, standing({ startDate: addDays(began, 7) }));
      expect(moved.status).toBe(400);
      expect(moved.body.error.errors).toEqual({ startDate: ['invalidValue'] });
      expect((await store.get(info.payload.id, kept.id))?.name).toBe('שונה');
    } finally {
      await s.close();
    }
  });
});

describe('when the store does not answer', () => {
  /** A store whose every call fails as Redis away does. */
  class AwayStore extends MemoryStandingStore {
    override async list(): Promise<StandingOrder[]> {
      throw new StoreUnavailable('away');
    }
    override async create(): Promise<StandingOrder> {
      throw new StoreUnavailable('away');
    }
  }

  it('answers 503 service_unavailable, never a 500', async () => {
    const s = await server({}, new AwayStore());
    try {
      const buyer = await login(s.url, 'buyer@example.com', 'Buyer123!');
      for (const [method, path, body] of [
        ['GET', '/StandingOrder/List', undefined],
        ['POST', '/StandingOrder/Create', standing()],
      ] as const) {
        const answer = await call(s.url, method, path, buyer, body);
        expect({ status: answer.status, code: answer.body.error.code }).toEqual({ status: 503, code: 'service_unavailable' });
      }
    } finally {
      await s.close();
    }
  });

  it('answers 503 when REDIS_URL names a Redis that is not there (no fall back to memory)', async () => {
    const s = await server({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const buyer = await login(s.url, 'buyer@example.com', 'Buyer123!');
      const created = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing());
      expect({ status: created.status, code: created.body.error.code }).toEqual({ status: 503, code: 'service_unavailable' });
      expect((await call(s.url, 'GET', '/StandingOrder/List', buyer)).status).toBe(503);
      expect(((await (await fetch(`${s.url}/healthz`)).json()) as { standing: string }).standing).toBe('redis');
    } finally {
      await s.close();
    }
  });
});

describe('refused tokens', () => {
  it("are counted by the token gate: past TOKEN_FAILURE_LIMIT the address's calls with a token get 429", async () => {
    const s = await server({ TOKEN_FAILURE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let n = 0; n < 4; n++) statuses.push((await call(s.url, 'GET', '/StandingOrder/List', `Bearer ${USER_TOKEN}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await s.close();
    }
  });
});

describe('the standing-order calls in proxy mode', () => {
  it("identify the buyer by the provider's UserInfo and keep their standing order", async () => {
    const mock = express();
    mock.use('/api', createMockProvider({ items: 30 }));
    const provider = await listen(mock);
    const s = await server({ PROVIDER_URL: `${provider.url}/api` });
    try {
      const buyer = await login(s.url, 'buyer@example.com', 'Buyer123!');
      const created = await call(s.url, 'POST', '/StandingOrder/Create', buyer, standing());
      expect(created.status).toBe(200);
      expect((await call(s.url, 'GET', '/StandingOrder/List', buyer)).body.payload).toEqual([created.body.payload]);
      expect((await call(s.url, 'GET', '/StandingOrder/List', `Bearer ${USER_TOKEN}`)).status).toBe(401);
      expect(((await (await fetch(`${s.url}/healthz`)).json()) as { standing: string }).standing).toBe('memory');
    } finally {
      await s.close();
      await provider.close();
    }
  });
});
