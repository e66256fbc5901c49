/** @jest-environment node */
import { endpoints } from '@shared/contract/api';
import type { OrderCreated } from '@shared/contract/entities';
import { fakeApi } from '../../app/testing';
import { ApiError } from '../../api/ApiError';
import { newEntry, type OutboxEntry } from './entry';
import { FIRST_RETRY_MS, inPageLock, lockName, MAX_RETRY_MS, Outbox, SENDING_LEASE_MS, webLocks, type LockRunner } from './Outbox';
import type { OutboxDb } from './outboxDb';
import { transmitOrder } from './outcome';
import { DB_KINDS, orderBody } from './testSupport';

const OWNER = '7';

/** What the fake provider does with the next request: respond with an order, or throw (an ApiError, a hang). */
type Respond = (request: Sent, signal: AbortSignal) => Promise<OrderCreated>;

interface Sent {
  key: string;
  token: string;
  body: unknown;
}

/** An outbox over `db` whose sends go to a scripted provider, with a clock the test moves. */
function harness(db: OutboxDb, options: { exclusive?: boolean; lock?: LockRunner; random?: () => number; timeoutMs?: number } = {}) {
  const world = {
    clock: 1_000_000,
    online: true,
    sent: [] as Sent[],
    responses: [] as Respond[],
    numbers: 500,
  };
  /** By default the provider places the order with the next number. */
  const place: Respond = async () => ({ orderNumber: ++world.numbers, documentLink: `/doc/${world.numbers}` });
  const transmit = (entry: OutboxEntry, signal: AbortSignal) => {
    const api = fakeApi((endpoint, options) => {
      expect(endpoint).toBe(endpoints.order.create);
      const request = { key: options.headers!['Idempotency-Key']!.replace(/^"|"$/g, ''), token: entry.token, body: options.body };
      world.sent.push(request);
      return (world.responses.shift() ?? place)(request, options.signal!);
    });
    return transmitOrder(api, entry, signal);
  };
  const make = () =>
    new Outbox({
      db,
      transmit,
      lock: options.lock ?? inPageLock(),
      exclusive: options.exclusive ?? false,
      now: () => world.clock,
      isOnline: () => world.online,
      random: options.random ?? (() => 0.5),
      timeoutMs: options.timeoutMs,
    });
  return { world, outbox: make(), make, db };
}

const networkDown: Respond = async () => {
  throw new ApiError(0, 'network', 'Failed to fetch');
};
const status =
  (code: number, details?: unknown, errors: Record<string, string[]> = {}): Respond =>
  async () => {
    throw new ApiError(code, code, `HTTP ${code}`, errors, details);
  };
const changedLine = { itemId: 'A-100', sentPrice: 10, currentPrice: 12, reason: 'priceChanged' as const };

describe.each(DB_KINDS)('Outbox over %s', (_name, openDb) => {
  let db: OutboxDb;
  beforeEach(async () => {
    db = await openDb();
  });

  async function enqueued(h: ReturnType<typeof harness>, comment = 'order 1') {
    return h.outbox.enqueue({ key: `key-${comment}`, owner: OWNER, body: orderBody(comment), token: 'tok-1' });
  }

  it('writes the order, waiting and never attempted, before anything is sent', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    expect(h.world.sent).toHaveLength(0);
    expect(await db.get(entry.key)).toMatchObject({ status: 'waiting', attempts: 0, owner: OWNER, body: orderBody(), token: 'tok-1' });
    let seenWhileSending: OutboxEntry | undefined;
    h.world.responses.push(async (request) => {
      seenWhileSending = await db.get(request.key);
      return { orderNumber: 9, documentLink: '/doc/9' };
    });
    await h.outbox.sendNow(entry.key);
    expect(seenWhileSending).toMatchObject({ status: 'sending', attempts: 1, body: orderBody() });
  });

  it('places an order: the entry carries the number the provider gave', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    const after = await h.outbox.sendNow(entry.key);
    expect(after).toMatchObject({ status: 'placed', attempts: 1, result: { orderNumber: 501 }, lastFailure: null });
    expect(h.world.sent).toEqual([{ key: entry.key, token: 'tok-1', body: orderBody() }]);
    await h.outbox.sendDue(OWNER, true);
    expect(h.world.sent).toHaveLength(1);
  });

  it('keeps an order whose send failed for the network waiting, and sends it again as written under the same key', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    h.world.responses.push(networkDown, status(502), status(503), status(504));
    for (const expected of [0, 502, 503, 504]) {
      const after = await h.outbox.sendNow(entry.key);
      expect(after).toMatchObject({ status: 'waiting', lastFailure: expected, needsLogin: false });
    }
    expect(await h.outbox.sendNow(entry.key)).toMatchObject({ status: 'placed', attempts: 5, result: { orderNumber: 501 } });
    expect(h.world.sent.map((s) => s.key)).toEqual(Array(5).fill(entry.key));
    for (const s of h.world.sent) expect(s.body).toEqual(orderBody());
  });

  it('takes a send with no response within the timeout as a network failure', async () => {
    const h = harness(db, { timeoutMs: 20 });
    const entry = await enqueued(h);
    h.world.responses.push(
      (_request, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
        ),
    );
    expect(await h.outbox.sendNow(entry.key)).toMatchObject({ status: 'waiting', lastFailure: 0, attempts: 1 });
  });

  it('waits 2 s before the next automatic attempt, doubling up to a minute', async () => {
    const h = harness(db, { random: () => 0.5 });
    const entry = await enqueued(h);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      h.world.responses.push(networkDown);
      const after = await h.outbox.sendNow(entry.key);
      waits.push(after!.nextAttemptAt - h.world.clock);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect([FIRST_RETRY_MS, MAX_RETRY_MS]).toEqual([2_000, 60_000]);
  });

  it.each([
    [0, 1_500],
    [0.999999, 2_500],
  ])('jitters each wait by up to 25%% (random %p: %p ms)', async (random, wait) => {
    const h = harness(db, { random: () => random });
    const entry = await enqueued(h);
    h.world.responses.push(networkDown);
    const after = await h.outbox.sendNow(entry.key);
    expect(after!.nextAttemptAt - h.world.clock).toBe(wait);
  });

  it('sends a waiting order when its wait has run out, or at once when forced', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    h.world.responses.push(networkDown, networkDown);
    await h.outbox.sendNow(entry.key);
    expect(await h.outbox.nextDue(OWNER)).toBe(h.world.clock + 2_000);
    h.world.clock += 1_999;
    await h.outbox.sendDue(OWNER);
    expect(h.world.sent).toHaveLength(1);
    h.world.clock += 1;
    await h.outbox.sendDue(OWNER);
    expect(h.world.sent).toHaveLength(2);
    await h.outbox.sendDue(OWNER, true);
    expect(h.world.sent).toHaveLength(3);
    expect(await db.get(entry.key)).toMatchObject({ status: 'placed' });
    expect(await h.outbox.nextDue(OWNER)).toBeNull();
  });

  it("counts an order being sent as due only when its sender's lease runs out, not at its own time (every tab read the outbox again and again for as long as a send lasted)", async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    let during: number | null | undefined;
    h.world.responses.push(async () => {
      during = await h.outbox.nextDue(OWNER);
      throw new ApiError(0, 'network', 'Failed to fetch');
    });
    const sentAt = h.world.clock;
    await h.outbox.sendNow(entry.key);
    expect(during).toBe(sentAt + SENDING_LEASE_MS);
  });

  it('makes no attempt offline and counts none; online again, it goes', async () => {
    const h = harness(db);
    h.world.online = false;
    const entry = await enqueued(h);
    expect(await h.outbox.sendNow(entry.key)).toMatchObject({ status: 'waiting', attempts: 0, lastFailure: null });
    await h.outbox.sendDue(OWNER, true);
    expect(h.world.sent).toHaveLength(0);
    h.world.online = true;
    await h.outbox.sendDue(OWNER, true);
    expect(await db.get(entry.key)).toMatchObject({ status: 'placed', attempts: 1 });
  });

  it('returns an order refused with 409 to the buyer with the changed lines, and never sends it again', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    h.world.responses.push(status(409, { lines: [changedLine] }));
    const after = await h.outbox.sendNow(entry.key);
    expect(after).toMatchObject({ status: 'returned', refusal: { status: 409, changes: [changedLine], fields: [] }, result: null });
    await h.outbox.sendDue(OWNER, true);
    await h.outbox.sendNow(entry.key);
    expect(h.world.sent).toHaveLength(1);
    expect(await h.outbox.nextDue(OWNER)).toBeNull();
  });

  it.each([
    [400, { 'cartItems[0].quantity': ['invalid'] }, ['cartItems[0].quantity']],
    [403, {}, []],
  ])('returns an order refused with %p to the buyer, with the fields named', async (code, errors, fields) => {
    const h = harness(db);
    const entry = await enqueued(h);
    h.world.responses.push(status(code, undefined, errors));
    expect(await h.outbox.sendNow(entry.key)).toMatchObject({ status: 'returned', refusal: { status: code, changes: [], fields } });
  });

  it('holds an order refused with 401 for a sign-in, then sends it with the new session token', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    h.world.responses.push(status(401));
    expect(await h.outbox.sendNow(entry.key)).toMatchObject({ status: 'waiting', needsLogin: true });
    h.world.clock += 10 * MAX_RETRY_MS;
    await h.outbox.sendDue(OWNER, true);
    expect(h.world.sent).toHaveLength(1);
    expect(await h.outbox.nextDue(OWNER)).toBeNull();
    await h.outbox.resume(OWNER, 'tok-2');
    expect(await db.get(entry.key)).toMatchObject({ status: 'waiting', needsLogin: false, token: 'tok-2' });
    await h.outbox.sendDue(OWNER);
    expect(h.world.sent.map((s) => s.token)).toEqual(['tok-1', 'tok-2']);
    expect(await db.get(entry.key)).toMatchObject({ status: 'placed', result: { orderNumber: 501 } });
  });

  it('takes back an order held for a sign-in that the buyer sent again from a page that died in flight', async () => {
    const h = harness(db, { exclusive: true, timeoutMs: 50 });
    const entry = await enqueued(h);
    h.world.responses.push(status(401), () => new Promise<never>(() => undefined));
    await h.outbox.sendNow(entry.key);
    void h.outbox.sendNow(entry.key);
    for (let i = 0; i < 200 && h.world.sent.length < 2; i++) await new Promise((r) => setTimeout(r, 1));
    expect(await db.get(entry.key)).toMatchObject({ status: 'sending', attempts: 2 });
    const reloaded = h.make();
    h.world.responses.push(status(401));
    await reloaded.sendDue(OWNER, true);
    expect(h.world.sent).toHaveLength(3);
    expect(await db.get(entry.key)).toMatchObject({ status: 'waiting', needsLogin: true });
  });

  it('resumes only the signed-in user’s orders', async () => {
    const h = harness(db);
    const other = await h.outbox.enqueue({ key: 'theirs', owner: '8', body: orderBody('theirs'), token: 'tok-8' });
    await h.outbox.resume(OWNER, 'tok-2');
    expect(await db.get(other.key)).toMatchObject({ token: 'tok-8' });
    expect(await h.outbox.list(OWNER)).toEqual([]);
  });

  it('cancels an order never sent: it is gone and never sent', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    expect(await h.outbox.cancel(entry.key)).toBe(true);
    expect(await db.get(entry.key)).toBeUndefined();
    expect(await h.outbox.sendNow(entry.key)).toBeUndefined();
    await h.outbox.sendDue(OWNER, true);
    expect(h.world.sent).toHaveLength(0);
  });

  it('refuses to cancel an order in flight, and it is placed', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    let cancelled: boolean | undefined;
    h.world.responses.push(async () => {
      cancelled = await h.make().cancel(entry.key);
      return { orderNumber: 77, documentLink: '/doc/77' };
    });
    await h.outbox.sendNow(entry.key);
    expect(cancelled).toBe(false);
    expect(await db.get(entry.key)).toMatchObject({ status: 'placed', result: { orderNumber: 77 } });
  });

  it('refuses to cancel an order that went out without a response (the provider may have it)', async () => {
    const h = harness(db);
    const entry = await enqueued(h);
    h.world.responses.push(networkDown);
    await h.outbox.sendNow(entry.key);
    expect(await h.outbox.cancel(entry.key)).toBe(false);
    expect(await db.get(entry.key)).toMatchObject({ status: 'waiting' });
  });

  it('refuses to cancel a placed or returned order', async () => {
    const h = harness(db);
    const placed = await enqueued(h, 'placed');
    const returned = await enqueued(h, 'returned');
    await h.outbox.sendNow(placed.key);
    h.world.responses.push(status(409, { lines: [changedLine] }));
    await h.outbox.sendNow(returned.key);
    expect(await h.outbox.cancel(placed.key)).toBe(false);
    expect(await h.outbox.cancel(returned.key)).toBe(false);
    expect((await h.outbox.list(OWNER)).map((e) => e.status)).toEqual(['placed', 'returned']);
  });

  it('acknowledges placed and returned orders only', async () => {
    const h = harness(db);
    const waiting = await enqueued(h, 'waiting');
    const placed = await enqueued(h, 'placed');
    await h.outbox.sendNow(placed.key);
    await h.outbox.acknowledge(waiting.key);
    await h.outbox.acknowledge(placed.key);
    expect((await h.outbox.list(OWNER)).map((e) => e.key)).toEqual([waiting.key]);
  });

  it('takes back a sending entry left by a dead sender at once under an exclusive lock', async () => {
    const h = harness(db, { exclusive: true });
    await db.put({
      ...newEntry({ key: 'orphan', owner: OWNER, body: orderBody(), token: 'tok-1', now: h.world.clock }),
      status: 'sending',
      sendingSince: h.world.clock,
      attempts: 1,
    });
    await h.outbox.sendDue(OWNER);
    expect(h.world.sent.map((s) => s.key)).toEqual(['orphan']);
    expect(await db.get('orphan')).toMatchObject({ status: 'placed', attempts: 2 });
  });

  it('without an exclusive lock, takes back a sending entry only once its lease has run out', async () => {
    const h = harness(db, { exclusive: false });
    await db.put({
      ...newEntry({ key: 'orphan', owner: OWNER, body: orderBody(), token: 'tok-1', now: h.world.clock }),
      status: 'sending',
      sendingSince: h.world.clock,
      attempts: 1,
    });
    h.world.clock += SENDING_LEASE_MS - 1;
    await h.outbox.sendDue(OWNER, true);
    await h.outbox.sendNow('orphan');
    expect(h.world.sent).toHaveLength(0);
    expect(await h.outbox.cancel('orphan')).toBe(false);
    h.world.clock += 1;
    await h.outbox.sendDue(OWNER, true);
    expect(h.world.sent.map((s) => s.key)).toEqual(['orphan']);
    expect(await db.get('orphan')).toMatchObject({ status: 'placed' });
  });

  it('without an exclusive lock, a sender that outlived its lease leaves the order to the tab that took it over', async () => {
    const h = harness(db, { exclusive: false });
    const entry = await enqueued(h);
    let failLate!: () => void;
    let answerTakeover!: () => void;
    h.world.responses.push(
      () => new Promise((_resolve, reject) => (failLate = () => reject(new ApiError(0, 'network', 'Failed to fetch')))),
      () => new Promise((resolve) => (answerTakeover = () => resolve({ orderNumber: 88, documentLink: '/doc/88' }))),
    );
    const slow = h.outbox.sendNow(entry.key);
    for (let i = 0; i < 200 && h.world.sent.length < 1; i++) await new Promise((r) => setTimeout(r, 1));
    h.world.clock += SENDING_LEASE_MS;
    const takeover = h.make().sendDue(OWNER, true);
    for (let i = 0; i < 200 && h.world.sent.length < 2; i++) await new Promise((r) => setTimeout(r, 1));
    failLate();
    await slow;
    expect(await db.get(entry.key)).toMatchObject({ status: 'sending', attempts: 2 });
    await h
      .make()
      .sendNow(entry.key)
      .catch(() => undefined);
    expect(h.world.sent).toHaveLength(2);
    answerTakeover();
    await takeover;
    expect(await db.get(entry.key)).toMatchObject({ status: 'placed', result: { orderNumber: 88 } });
  });

  it('sends an order once when two tabs press at once under one lock', async () => {
    const lock = inPageLock();
    const h = harness(db, { lock, exclusive: true });
    const entry = await enqueued(h);
    let release!: () => void;
    h.world.responses.push(async () => {
      await new Promise<void>((r) => (release = r));
      return { orderNumber: 42, documentLink: '/doc/42' };
    });
    const first = h.outbox.sendNow(entry.key);
    const second = h.make().sendNow(entry.key);
    await new Promise((r) => setTimeout(r, 10));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(h.world.sent).toHaveLength(1);
    expect(a).toMatchObject({ status: 'placed', result: { orderNumber: 42 } });
    expect(b).toEqual(a);
  });

  it('settles the cart for exactly one of two callers, and never for an order still waiting', async () => {
    const h = harness(db);
    const placed = await enqueued(h, 'placed');
    const waiting = await enqueued(h, 'waiting');
    await h.outbox.sendNow(placed.key);
    const results = await Promise.all([h.outbox.settleCart(placed.key), h.make().settleCart(placed.key)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await h.outbox.settleCart(placed.key)).toBe(false);
    expect(await h.outbox.settleCart(waiting.key)).toBe(false);
    expect(await db.get(placed.key)).toMatchObject({ cartSettled: true });
  });

  it('lists one user’s orders, oldest first', async () => {
    const h = harness(db);
    await enqueued(h, 'second');
    h.world.clock -= 10;
    await enqueued(h, 'first');
    await h.outbox.enqueue({ key: 'theirs', owner: '8', body: orderBody('theirs'), token: 'tok-8' });
    expect((await h.outbox.list(OWNER)).map((e) => e.body.comment)).toEqual(['first', 'second']);
  });
});

describe('inPageLock', () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    return { open, opened };
  };

  it('gives up at once, without running, when asked not to wait while the lock is held', async () => {
    const lock = inPageLock();
    const g = gate();
    const holder = lock('a', true, () => g.opened.then(() => 'held'));
    await Promise.resolve();
    const ran = jest.fn(async () => 'ran');
    expect(await lock('a', false, ran)).toBeUndefined();
    expect(ran).not.toHaveBeenCalled();
    expect(await lock('b', false, ran)).toBe('ran');
    g.open();
    expect(await holder).toBe('held');
    expect(await lock('a', false, ran)).toBe('ran');
  });

  it('queues those that wait, one at a time in the order they asked', async () => {
    const lock = inPageLock();
    const log: string[] = [];
    const g = gate();
    const task = (name: string, wait?: Promise<void>) => async () => {
      log.push(`${name} in`);
      await wait;
      log.push(`${name} out`);
      return name;
    };
    const all = Promise.all([lock('a', true, task('1', g.opened)), lock('a', true, task('2')), lock('a', true, task('3'))]);
    await new Promise((r) => setTimeout(r, 5));
    expect(log).toEqual(['1 in']);
    g.open();
    expect(await all).toEqual(['1', '2', '3']);
    expect(log).toEqual(['1 in', '1 out', '2 in', '2 out', '3 in', '3 out']);
  });

  it('is released when the holder throws', async () => {
    const lock = inPageLock();
    await expect(lock('a', true, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lock('a', false, async () => 'free')).toBe('free');
  });
});

describe('webLocks', () => {
  it('asks Web Locks for the lock only if available when not waiting, and runs nothing when it is not granted', async () => {
    const request = jest.fn((_name: string, _options: LockOptions, fn: (lock: Lock | null) => unknown) => Promise.resolve(fn(null)));
    const run = webLocks({ request } as unknown as LockManager);
    const fn = jest.fn(async () => 'ran');
    expect(await run(lockName('7'), false, fn)).toBeUndefined();
    expect(fn).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith('order-outbox:7', { ifAvailable: true }, expect.any(Function));
  });

  it('waits for the lock when asked to, and gives what the holder returned', async () => {
    const request = jest.fn((_name: string, _options: LockOptions, fn: (lock: Lock | null) => unknown) =>
      Promise.resolve(fn({ name: 'x', mode: 'exclusive' })),
    );
    const run = webLocks({ request } as unknown as LockManager);
    expect(await run('x', true, async () => 'ran')).toBe('ran');
    expect(request).toHaveBeenCalledWith('x', {}, expect.any(Function));
  });
});
