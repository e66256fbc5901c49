// How the insights read the orders: in full, then only the last days again, one read at a time, and
// the last read answered while the provider fails (never a refusal of the caller's own token).
import pino from 'pino';
import { dayOf } from '@shared/rules/orderDays';
import type { ProviderRead } from '../catalogueCache';
import { ProviderResponseTooLarge } from '../providerClient';
import { CHANGE_WINDOW_DAYS, FRESH_MS, FULL_EVERY_MS, InsightsSource, STALE_MS } from './source';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-06-01T09:00:00Z');

interface FakeOrder {
  id: number;
  orderDate: string;
  customerId: number;
  totalPriceBeforeVat: number;
  orderItems: Array<{ itemId: string; productName: string; quantity: number; unitPrice: number }>;
  customer: { lastName: string; phone: string; email: string };
  status?: string;
}

/** A provider's Order/List over `orders` (newest first), counting the reads; `fail` makes the next reads answer that status. */
function provider(orders: FakeOrder[]) {
  const state = { requests: [] as string[], fail: 0, failOn: (_n: number) => false };
  const read: ProviderRead = async (pathAndQuery, authorization) => {
    state.requests.push(pathAndQuery);
    const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: Buffer.from(JSON.stringify(body)) });
    if (state.failOn(state.requests.length)) throw new Error('connection reset');
    if (state.fail) return json(state.fail, { statusCode: state.fail, error: { code: 'x', message: 'x' } });
    if (authorization !== 'Bearer admin') return json(401, { statusCode: 401, error: { code: 'unauthorized', message: 'no' } });
    const url = new URL(pathAndQuery, 'http://provider');
    const size = Number(url.searchParams.get('pageSize'));
    const pageNumber = Number(url.searchParams.get('pageNumber'));
    const from = url.searchParams.get('fromDate');
    const rows = [...orders].sort((a, b) => b.id - a.id).filter((o) => !from || dayOf(o.orderDate) >= from);
    const items = rows.slice((pageNumber - 1) * size, pageNumber * size);
    return json(200, {
      statusCode: 200,
      payload: { items, totalCount: rows.length, totalPages: Math.ceil(rows.length / size), pageNumber },
    });
  };
  return { read, state };
}

const order = (id: number, at: number, total = 10): FakeOrder => ({
  id,
  orderDate: new Date(at).toISOString(),
  customerId: 1 + (id % 3),
  totalPriceBeforeVat: total,
  orderItems: [{ itemId: 'A', productName: 'א', quantity: 1, unitPrice: total }],
  customer: { lastName: 'לקוח', phone: '', email: '' },
});

describe('the orders the insights read', () => {
  const logger = pino({ level: 'silent' });

  function setUp(count: number) {
    let now = START;
    const orders = Array.from({ length: count }, (_, i) => order(i + 1, START - (count - i) * (DAY_MS / 4)));
    const fake = provider(orders);
    const source = new InsightsSource({ read: fake.read, logger, now: () => now, pageSize: 10 });
    return { source, orders, fake, advance: (ms: number) => (now += ms), now: () => now };
  }

  it('reads every page in full at first, then answers from what it read until it is a minute old', async () => {
    const { source, fake, advance } = setUp(95);
    const read = await source.current('Bearer admin');
    expect(read.facts.orders.size).toBe(95);
    expect(fake.state.requests).toHaveLength(10);
    expect(fake.state.requests.every((r) => r.includes('getAll=true') && !r.includes('fromDate'))).toBe(true);
    advance(FRESH_MS - 1);
    await source.current('Bearer admin');
    expect(fake.state.requests).toHaveLength(10);
  });

  it('then reads only the last days again: a new order is added, a changed one replaced, a cancelled one dropped', async () => {
    const { source, orders, fake, advance, now } = setUp(95);
    await source.current('Bearer admin');
    advance(FRESH_MS);
    orders.push(order(96, now(), 500));
    orders[94] = { ...orders[94]!, totalPriceBeforeVat: 77 };
    orders[93] = { ...orders[93]!, status: 'cancelled' };
    fake.state.requests.length = 0;
    const read = await source.current('Bearer admin');
    const from = dayOf(new Date(START - CHANGE_WINDOW_DAYS * DAY_MS));
    expect(fake.state.requests.length).toBeGreaterThan(0);
    expect(fake.state.requests.every((r) => r.includes(`fromDate=${from}`))).toBe(true);
    // 14 and a half days of four orders a day, and the new one: 59 orders, six pages rather than ten.
    expect(fake.state.requests.length).toBe(6);
    expect(read.facts.orders.size).toBe(95);
    expect(read.facts.orders.get(96)?.agorot).toBe(50_000);
    expect(read.facts.orders.get(95)?.agorot).toBe(7_700);
    expect(read.facts.orders.has(94)).toBe(false);
    expect(source.stats).toMatchObject({ fullReads: 1, partialReads: 1 });
  });

  it('reads in full again every hour', async () => {
    const { source, fake, advance } = setUp(30);
    await source.current('Bearer admin');
    advance(FULL_EVERY_MS);
    fake.state.requests.length = 0;
    await source.current('Bearer admin');
    expect(fake.state.requests.some((r) => r.includes('fromDate'))).toBe(false);
    expect(source.stats.fullReads).toBe(2);
  });

  it('reads once for callers who come together', async () => {
    const { source, fake } = setUp(95);
    const reads = await Promise.all([source.current('Bearer admin'), source.current('Bearer admin'), source.current('Bearer admin')]);
    expect(fake.state.requests).toHaveLength(10);
    expect(reads[0]!.facts).toBe(reads[2]!.facts);
  });

  it('answers the last read while the provider fails, for a day; never past it, and never over a refused token', async () => {
    const { source, fake, advance } = setUp(20);
    await source.current('Bearer admin');
    advance(FRESH_MS);
    fake.state.fail = 503;
    await expect(source.current('Bearer admin')).resolves.toMatchObject({ asOf: new Date(START) });
    advance(STALE_MS);
    await expect(source.current('Bearer admin')).rejects.toMatchObject({ status: 503 });
    fake.state.fail = 0;
    await expect(source.current('Bearer forged')).rejects.toMatchObject({ status: 401 });
    const fresh = await source.current('Bearer admin');
    expect(fresh.facts.orders.size).toBe(20);
  });

  it('changes nothing when the read of the last days fails half way', async () => {
    const { source, fake, orders, advance, now } = setUp(95);
    await source.current('Bearer admin');
    advance(FRESH_MS);
    orders.push(order(96, now(), 500));
    fake.state.requests.length = 0;
    fake.state.failOn = (n) => n === 3;
    const read = await source.current('Bearer admin');
    expect(fake.state.requests.length).toBeGreaterThanOrEqual(3);
    expect(read.facts.orders.size).toBe(95);
    expect(read.facts.orders.has(96)).toBe(false);
    expect(read.asOf).toEqual(new Date(START));
    fake.state.failOn = () => false;
    advance(1);
    expect((await source.current('Bearer admin')).facts.orders.has(96)).toBe(true);
  });

  it('reads smaller pages when a page is larger than the server reads, and keeps to them', async () => {
    const { fake } = setUp(95);
    const sizes: number[] = [];
    const bounded: ProviderRead = async (path, auth) => {
      const size = Number(new URL(path, 'http://p').searchParams.get('pageSize'));
      sizes.push(size);
      if (size > 30) throw new ProviderResponseTooLarge(4 * 1024 * 1024);
      return fake.read(path, auth);
    };
    const source = new InsightsSource({ read: bounded, logger, pageSize: 100 });
    expect((await source.current('Bearer admin')).facts.orders.size).toBe(95);
    expect(sizes.slice(0, 3)).toEqual([100, 50, 25]);
    expect(new Set(sizes.slice(2))).toEqual(new Set([25]));
  });
});
