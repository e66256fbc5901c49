// The insights calls as the back office makes them, against the whole server in mock mode with the
// demo's year of orders (and once in proxy mode), every answer held to the OpenAPI document.
import express from 'express';
import type { CustomerInsights, InsightsSummary } from '@shared/contract/insights';
import { addDays } from '@shared/rules/delivery';
import { dayOf } from '@shared/rules/orderDays';
import { MAX_INSIGHTS_DAYS } from '@shared/validation/insights';
import { createMockProvider } from '../../mock-provider/app';
import { createServer } from '../app';
import { documentedCall as call, listen, makeStaticFixture, signIn, testConfig, USER_TOKEN, type Listening } from '../testing';

jest.setTimeout(60_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

async function server(env: Record<string, string> = {}): Promise<Listening> {
  const app = createServer(testConfig({ MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, ...env }));
  const listening = await listen(app);
  const stop = listening.close;
  return Object.assign(listening, {
    close: async () => {
      await stop();
      await app.close();
    },
  });
}

describe('the insights calls (mock mode, the demo’s year of orders)', () => {
  let s: Listening;
  let admin: string;
  let buyer: string;
  const today = dayOf(new Date());

  beforeAll(async () => {
    s = await server();
    admin = await signIn(s.url, 'admin@example.com', 'Admin123!');
    buyer = await signIn(s.url, 'buyer@example.com', 'Buyer123!');
  });
  afterAll(() => s.close());

  it('give an administrator the last quarter to today, private and never cached', async () => {
    const answer = await call(s.url, 'GET', '/Insights/Summary', admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')).toMatch(/Authorization/);
    const summary = answer.body.payload as InsightsSummary;
    expect(summary.to).toBe(today);
    expect(summary.from).toBe(addDays(today, -90));
    expect(summary.weeks.length).toBeGreaterThanOrEqual(13);
    expect(summary.weeks.reduce((n, w) => n + w.orders, 0)).toBe(summary.ordersInPeriod);
    expect(summary.ordersRead).toBeGreaterThan(100);
  });

  it('show the demo’s customers: two past their rhythm, one stopped buying its coffee, one whose usual day is today', async () => {
    const summary = (await call(s.url, 'GET', '/Insights/Summary', admin)).body.payload as InsightsSummary;
    expect(summary.lapsed.map((r) => [r.name, r.medianDays])).toEqual([
      ['סופר השרון', 7],
      ['קיוסק התחנה', 14],
    ]);
    expect(summary.stopped).toEqual([
      expect.objectContaining({ customerName: 'סופר השרון', itemName: expect.stringContaining('קפה נמס') }),
    ]);
    expect(summary.callList.map((c) => [c.name, c.reason])).toEqual([
      ['סופר השרון', 'lapsed'],
      ['קיוסק התחנה', 'lapsed'],
      ['קפה הפינה', 'usualDay'],
    ]);
    const year = (await call(s.url, 'GET', `/Insights/Summary?from=${addDays(today, -364)}&to=${today}`, admin)).body
      .payload as InsightsSummary;
    expect(year.weeks.length).toBeGreaterThanOrEqual(52);
    expect(year.topCustomers.map((c) => c.name)).toEqual(
      expect.arrayContaining(['סופר השרון', 'קפה הפינה', 'קיוסק התחנה', 'מכולת השכונה']),
    );
  });

  it('give one customer’s figures, and 404 for a customer with no orders or an id that is none', async () => {
    const mine = await call(s.url, 'GET', '/Insights/Customer/1003', admin);
    expect(mine.status).toBe(200);
    expect(mine.body.payload as CustomerInsights).toMatchObject({ customerId: 1003, name: 'סופר השרון', rhythm: { medianDays: 7 } });
    expect((await call(s.url, 'GET', '/Insights/Customer/999999', admin)).status).toBe(404);
    expect((await call(s.url, 'GET', '/Insights/Customer/abc', admin)).status).toBe(404);
    expect((await call(s.url, 'GET', '/Insights/Customer/1003?x=1', admin)).status).toBe(400);
  });

  it('are an administrator’s: a buyer 403, no token or a forged one 401', async () => {
    expect((await call(s.url, 'GET', '/Insights/Summary', buyer)).status).toBe(403);
    expect((await call(s.url, 'GET', '/Insights/Customer/1001', buyer)).status).toBe(403);
    expect((await call(s.url, 'GET', '/Insights/Summary')).status).toBe(401);
    expect((await call(s.url, 'GET', '/Insights/Summary', `Bearer ${USER_TOKEN}`)).status).toBe(401);
  });

  it.each([
    ['from after to', `from=${today}&to=${addDays(today, -1)}`, 'from'],
    ['a period too long', `from=${addDays(today, -MAX_INSIGHTS_DAYS)}&to=${today}`, 'to'],
    ['a day that is none', 'from=2026-02-30', 'from'],
    ['a day written otherwise', 'to=29/11/2026', 'to'],
    ['a parameter given twice', `to=${today}&to=${today}`, 'to'],
    ['a parameter it does not take', 'customerId=1', 'customerId'],
  ])('refuse %s with the field named (400)', async (_what, query, field) => {
    const answer = await call(s.url, 'GET', `/Insights/Summary?${query}`, admin);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.errors)).toContain(field);
  });
});

describe('the insights calls in proxy mode', () => {
  it('read every order from the provider with the administrator’s token', async () => {
    const mock = express();
    mock.use('/api', createMockProvider({ items: 30 }));
    const provider = await listen(mock);
    const s = await server({ PROVIDER_URL: `${provider.url}/api` });
    try {
      const admin = await signIn(s.url, 'admin@example.com', 'Admin123!');
      const summary = (await call(s.url, 'GET', '/Insights/Summary', admin)).body.payload as InsightsSummary;
      expect(summary.lapsed.map((r) => r.name)).toEqual(['סופר השרון', 'קיוסק התחנה']);
      expect((await call(s.url, 'GET', '/Insights/Summary', `Bearer ${USER_TOKEN}`)).status).toBe(401);
    } finally {
      await s.close();
      await provider.close();
    }
  });
});
