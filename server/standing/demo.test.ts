// The demo's standing order and the reminders as the whole server runs them once started: in mock mode
// with STANDING_ORDERS_DEMO, buyer@example.com keeps 'ההזמנה השבועית' and, with SMTP_URL, gets its
// reminder; without the demo, nobody keeps anything.
import type { StandingOrder } from '@shared/contract/entities';
import { deliveryRulesOf, nextDelivery, weekdayOf } from '@shared/rules/delivery';
import { nextOccurrence } from '@shared/rules/standingOrder';
import { DEMO_DELIVERY } from '../../mock-provider/seed/settings';
import { createServer, type StorefrontApp } from '../app';
import { listenApp, makeStaticFixture, testConfig, until, type Listening } from '../testing';
import { DEMO_NAME } from './demo';
import { MemoryStandingStore } from './processStore';
import type { StandingStore } from './store';
import { mailServer } from './testing';

jest.setTimeout(30_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/** A Tuesday at 10:00 in Israel: orders until 14:00 come on Wednesday, so Wednesday's reminder is due. */
const NOW = Date.parse('2026-12-01T08:00:00Z');
const RULES = deliveryRulesOf(DEMO_DELIVERY);

async function running(env: Record<string, string>, store?: StandingStore): Promise<Listening & { app: StorefrontApp }> {
  const app = createServer(testConfig({ MOCK_ITEMS: '30', STATIC_DIR: fixture.dir, PUBLIC_URL: 'https://shop.example', ...env }), {
    now: () => NOW,
    ...(store ? { standingStore: store } : {}),
  });
  const listening = await listenApp(app);
  app.start();
  return listening;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer123!' }),
  });
  return `Bearer ${((await res.json()) as { payload: string }).payload}`;
}

async function standingOf(base: string, auth: string): Promise<StandingOrder[]> {
  return (
    (await (await fetch(`${base}/api/StandingOrder/List`, { headers: { authorization: auth } })).json()) as { payload: StandingOrder[] }
  ).payload;
}

describe("the demo's standing order", () => {
  it('is kept for buyer@example.com at start, on the earliest delivery weekday, of items they can order in whole packs, and its reminder mailed', async () => {
    const smtp = await mailServer();
    const store = new MemoryStandingStore();
    const s = await running({ STANDING_ORDERS_DEMO: 'true', SMTP_URL: smtp.url }, store);
    try {
      await until(() => smtp.received.length === 1);
      const buyer = await signIn(s.url);
      const [kept, ...more] = await standingOf(s.url, buyer);
      expect(more).toEqual([]);
      const earliest = nextDelivery(new Date(NOW), RULES)!;
      expect(earliest.day).toBe('2026-12-02');
      expect(kept).toMatchObject({
        name: DEMO_NAME,
        weekday: weekdayOf(earliest.day),
        everyWeeks: 1,
        startDate: earliest.day,
        outcomes: [],
      });
      expect(nextOccurrence(kept!, RULES, new Date(NOW))?.state).toBe('due');
      expect(kept!.lines.length).toBeGreaterThanOrEqual(4);
      expect(kept!.lines.length).toBeLessThanOrEqual(6);
      for (const line of kept!.lines) {
        const item = (
          (await (await fetch(`${s.url}/api/Item/${line.itemId}`, { headers: { authorization: buyer } })).json()) as {
            payload: { isAvailable: boolean; salePriceInNIS?: number; itemPackSize: number };
          }
        ).payload;
        // The buyer's own price list's price, an item they can order, whole packs.
        expect({ available: item.isAvailable, price: line.salePriceInNIS, pack: line.itemPackSize }).toEqual({
          available: true,
          price: item.salePriceInNIS,
          pack: item.itemPackSize,
        });
        expect(line.quantity % line.itemPackSize).toBe(0);
        expect(line.quantity).toBeGreaterThan(0);
      }
      const mail = smtp.received[0]!;
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('buyer@example.com');
      expect(mail.from?.text).toBe('"Storefront" <no-reply@shop.example>');
      expect(mail.text).toContain(`https://shop.example/standing-orders?ready=${kept!.id}`);

      // Started again, or another instance on the same store: the buyer keeps one, and is reminded once.
      s.app.start();
      const other = await running({ STANDING_ORDERS_DEMO: 'true', SMTP_URL: smtp.url }, store);
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await standingOf(other.url, await signIn(other.url))).map((o) => o.id)).toEqual([kept!.id]);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await other.close();
      }
    } finally {
      await s.close();
      await smtp.close();
    }
  });

  it('is not kept when STANDING_ORDERS_DEMO is off, and no reminder is sent without SMTP_URL', async () => {
    const smtp = await mailServer();
    const off = await running({ SMTP_URL: smtp.url });
    const quiet = await running({ STANDING_ORDERS_DEMO: 'true' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await standingOf(off.url, await signIn(off.url))).toEqual([]);
      expect(await standingOf(quiet.url, await signIn(quiet.url))).toHaveLength(1);
      expect(smtp.received).toEqual([]);
      expect(((await (await fetch(`${off.url}/healthz`)).json()) as { standing: string }).standing).toBe('memory');
    } finally {
      await off.close();
      await quiet.close();
      await smtp.close();
    }
  });
});
