// Every store of standing orders keeps the same promises (store.ts): memory, a file and Redis each pass
// the same contract; then what is a file's own (a restart, a corrupt file) and Redis's own (two
// instances, an outage).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StandingOrder } from '@shared/contract/entities';
import { MAX_STANDING_ORDERS } from '@shared/rules/standingOrder';
import { createLogger } from '../logging';
import { describeWithService, redisInstalled, startRedis } from '../testing';
import { FileStandingStore } from './fileStore';
import { MemoryStandingStore } from './processStore';
import { newStandingOrder, rewritten, withOutcomeOf, type Buyer, type StandingInput } from './records';
import { RedisStandingStore } from './redisStore';
import { StandingLimitReached, StoreUnavailable, type StandingStore } from './store';

jest.setTimeout(30_000);

/** A logger whose lines the test reads. */
function captured(): { logger: ReturnType<typeof createLogger>; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger('info', { write: (line: string) => void lines.push(line) }), lines };
}

const BUYER: Buyer = { userId: 2, customerId: 1001, email: 'buyer@example.com' };
const OTHER: Buyer = { userId: 3, customerId: 1002, email: 'shop@example.com' };
const NOW = new Date('2026-12-01T08:00:00Z');

function input(name = 'השבועית', over: Partial<StandingInput> = {}): StandingInput {
  return {
    name,
    weekday: 0,
    everyWeeks: 1,
    startDate: '2026-12-06',
    comment: '',
    lines: [{ id: 1, itemId: 'A-1', itemDescription: 'במבה', salePriceInNIS: 3.5, quantity: 12, itemPackSize: 6 }],
    ...over,
  };
}

const order = (name?: string, over?: Partial<StandingInput>) => newStandingOrder(input(name, over), NOW);

/** A store to test, and a second instance over the same keeping (the file, the Redis), for the promises that hold across them. */
interface Kind {
  name: string;
  make(): Promise<{ store: StandingStore; sibling: () => StandingStore; done: () => Promise<void> }>;
}

let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
let namespaces = 0;
const HAS_REDIS = redisInstalled();
// .ci/run installs Debian's redis-server, and there its absence fails (REQUIRE_SERVICES=1).
if (!HAS_REDIS) describeWithService('redis-server', false, 'apt-get install redis-server');
beforeAll(async () => {
  if (HAS_REDIS) redis = await startRedis();
});
afterAll(() => redis?.stop());

const silent = createLogger('silent');
const KINDS: Kind[] = [
  {
    name: 'memory',
    make: async () => {
      const store = new MemoryStandingStore();
      return { store, sibling: () => store, done: () => store.close() };
    },
  },
  {
    name: 'file',
    make: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standing-'));
      const file = path.join(dir, 'nested', 'standing-orders.json');
      const opened: StandingStore[] = [];
      const open = () => {
        const store = new FileStandingStore(file, silent);
        opened.push(store);
        return store;
      };
      return {
        store: open(),
        sibling: open,
        done: async () => {
          await Promise.all(opened.map((s) => s.close()));
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  ...(HAS_REDIS
    ? [
        {
          name: 'redis',
          make: async () => {
            const namespace = `test:${++namespaces}:`;
            const opened: StandingStore[] = [];
            const open = () => {
              const store = new RedisStandingStore(redis!.url, silent, namespace);
              opened.push(store);
              return store;
            };
            return { store: open(), sibling: open, done: async () => void (await Promise.all(opened.map((s) => s.close()))) };
          },
        },
      ]
    : []),
];

describe.each(KINDS)('the $name store', (kind) => {
  let store: StandingStore;
  let sibling: () => StandingStore;
  let done: () => Promise<void>;
  beforeEach(async () => {
    ({ store, sibling, done } = await kind.make());
  });
  afterEach(() => done());

  it("keeps a buyer's standing orders, oldest first, apart from every other buyer's", async () => {
    expect(await store.list(BUYER.userId)).toEqual([]);
    const first = await store.create(BUYER, { ...order('א'), createdAt: '2026-12-01T08:00:00.000Z' });
    const second = await store.create(BUYER, { ...order('ב'), createdAt: '2026-12-01T09:00:00.000Z' });
    const theirs = await store.create(OTHER, order('ג'));
    expect(await store.list(BUYER.userId)).toEqual([first, second]);
    expect(await store.list(OTHER.userId)).toEqual([theirs]);
    expect(await store.get(BUYER.userId, first.id)).toEqual(first);
    expect(await store.get(OTHER.userId, first.id)).toBeNull();
    expect(await store.get(BUYER.userId, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps the same standing order written twice once, at once too, and gives the one kept back', async () => {
    const kept = await store.create(BUYER, order());
    expect(await store.create(BUYER, order())).toEqual(kept);
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => store.create(BUYER, order('פעמיים'))));
    expect(new Set(atOnce.map((o) => o.id)).size).toBe(1);
    // Another comment, another order.
    await store.create(BUYER, order(undefined, { comment: 'אחרת' }));
    expect((await store.list(BUYER.userId)).map((o) => o.name).sort()).toEqual(['השבועית', 'השבועית', 'פעמיים']);
  });

  it(`keeps at most ${MAX_STANDING_ORDERS} a buyer, one after another and at once, changing nothing past them`, async () => {
    for (let n = 0; n < MAX_STANDING_ORDERS; n++) await store.create(BUYER, order(`רצף ${n}`));
    await expect(store.create(BUYER, order('עוד אחת'))).rejects.toEqual(new StandingLimitReached(MAX_STANDING_ORDERS));
    // The same as one kept is still given back at the limit.
    expect((await store.create(BUYER, order('רצף 3'))).name).toBe('רצף 3');
    const atOnce = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => store.create(OTHER, order(`בבת אחת ${n}`))));
    expect(atOnce.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_STANDING_ORDERS);
    expect(
      atOnce.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof StandingLimitReached),
    ).toBe(true);
    expect(await store.list(BUYER.userId)).toHaveLength(MAX_STANDING_ORDERS);
    expect(await store.list(OTHER.userId)).toHaveLength(MAX_STANDING_ORDERS);
  });

  it("changes only the buyer's own, loses no change made at the same moment, and changes nothing when the change is refused", async () => {
    const kept = await store.create(BUYER, order());
    expect(await store.change(OTHER, kept.id, (o) => ({ ...o, name: 'נחטף' }))).toBeNull();
    const renamed = await store.change(BUYER, kept.id, (o) => rewritten(o, input('שם חדש'), NOW));
    expect(renamed).toMatchObject({ id: kept.id, name: 'שם חדש', createdAt: kept.createdAt });
    const days = Array.from({ length: 10 }, (_, n) => `2027-01-${String(n + 1).padStart(2, '0')}`);
    await Promise.all(days.map((d) => store.change(BUYER, kept.id, (o) => withOutcomeOf(o, { deliveryDate: d, outcome: 'skipped' }, NOW))));
    expect((await store.get(BUYER.userId, kept.id))!.outcomes.map((o) => o.deliveryDate)).toEqual(days);
    if (kind.name === 'redis') {
      // Two instances changing the same order at the same moment: each change is written over the one it was worked out from.
      const other = sibling();
      const more = Array.from({ length: 10 }, (_, n) => `2027-02-${String(n + 1).padStart(2, '0')}`);
      await Promise.all(
        more.map((d, n) =>
          (n % 2 ? other : store).change(BUYER, kept.id, (o) => withOutcomeOf(o, { deliveryDate: d, outcome: 'skipped' }, NOW)),
        ),
      );
      // The latest MAX_STANDING_OUTCOMES are remembered.
      expect((await store.get(BUYER.userId, kept.id))!.outcomes.map((o) => o.deliveryDate)).toEqual([...days, ...more].slice(-12));
    }
    await expect(
      store.change(BUYER, kept.id, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await store.get(BUYER.userId, kept.id))!.name).toBe('שם חדש');
    // A rewritten order is no longer the same as what it was: writing that again keeps a new one.
    expect((await store.create(BUYER, order())).id).not.toBe(kept.id);
  });

  it("deletes only the buyer's own, and forgets a buyer with none left", async () => {
    const kept = await store.create(BUYER, order());
    await store.create(OTHER, order());
    expect(await store.remove(OTHER, kept.id)).toBe(false);
    expect((await store.buyers()).map((b) => b.userId).sort()).toEqual([BUYER.userId, OTHER.userId]);
    expect(await store.remove(BUYER, kept.id)).toBe(true);
    expect(await store.remove(BUYER, kept.id)).toBe(false);
    expect(await store.list(BUYER.userId)).toEqual([]);
    expect((await store.buyers()).map((b) => b.userId)).toEqual([OTHER.userId]);
  });

  it('names every buyer with standing orders, with the e-mail and customer of their latest write', async () => {
    const kept = await store.create(BUYER, order());
    await store.change({ ...BUYER, email: 'new@example.com' }, kept.id, (o) => ({ ...o, comment: 'חדש' }));
    const buyers = await store.buyers();
    expect(buyers).toEqual([{ ...BUYER, email: 'new@example.com', orders: [expect.objectContaining({ id: kept.id, comment: 'חדש' })] }]);
  });

  it("grants a day's reminder once, until its cutoff or until given up", async () => {
    const until = new Date(Date.now() + 60_000);
    expect(await store.claimReminder(2, 'a', '2026-12-06', until)).toBe(true);
    expect(await store.claimReminder(2, 'a', '2026-12-06', until)).toBe(false);
    expect(await store.claimReminder(2, 'a', '2026-12-13', until)).toBe(true);
    await store.releaseReminder(2, 'a', '2026-12-06');
    expect(await store.claimReminder(2, 'a', '2026-12-06', until)).toBe(true);
    expect(await store.claimReminder(2, 'b', '2026-12-06', new Date(Date.now() + 50))).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.claimReminder(2, 'b', '2026-12-06', until)).toBe(true);
    if (kind.name === 'redis') expect(await sibling().claimReminder(2, 'a', '2026-12-13', until)).toBe(false);
  });

  it('is read as it was left by another instance opened on the same keeping (a restart)', async () => {
    if (kind.name === 'memory') return;
    const kept = await store.create(BUYER, order());
    const changed = await store.change(BUYER, kept.id, (o) =>
      withOutcomeOf(o, { deliveryDate: '2026-12-06', outcome: 'placed', orderNumber: 7 }, NOW),
    );
    await store.close();
    const again = sibling();
    expect(await again.list(BUYER.userId)).toEqual([changed]);
    expect(await again.create(BUYER, order())).toEqual(changed);
  });
});

describe('the file store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standing-file-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes nothing until something is kept, and keeps it private to the server (mode 600)', async () => {
    const file = path.join(dir, 'standing.json');
    const store = new FileStandingStore(file, silent);
    expect(await store.list(2)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    const kept = await store.create(BUYER, order());
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ version: 1, buyers: [{ ...BUYER, orders: [kept] }] });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['not JSON', '{"version": 1, "buyers": ['],
    ['another shape', '[]'],
    ['a buyer without orders', '{"version": 1, "buyers": [{"userId": 2, "customerId": 1, "email": "a@b.c"}]}'],
  ])('refuses a file that is %s (503), logs it once, and never writes over it', async (_what, text) => {
    const file = path.join(dir, 'standing.json');
    fs.writeFileSync(file, text);
    const { logger, lines } = captured();
    const store = new FileStandingStore(file, logger);
    await expect(store.list(2)).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(store.create(BUYER, order())).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(store.buyers()).rejects.toBeInstanceOf(StoreUnavailable);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(lines.filter((l) => l.includes('the file is refused'))).toHaveLength(1);
    // Mended by an operator: read again at the next call.
    fs.writeFileSync(file, '{"version": 1, "buyers": []}');
    expect(await store.list(2)).toEqual([]);
    expect(lines.some((l) => l.includes('reads well again'))).toBe(true);
  });

  it('answers 503 and keeps what it had when the file cannot be written', async () => {
    const folder = path.join(dir, 'kept');
    const store = new FileStandingStore(path.join(folder, 'standing.json'), silent);
    const kept = await store.create(BUYER, order());
    // Its folder is now a file: no file can be written there.
    fs.rmSync(folder, { recursive: true });
    fs.writeFileSync(folder, '');
    await expect(store.create(BUYER, order('לא נשמרה'))).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(store.remove(BUYER, kept.id)).rejects.toBeInstanceOf(StoreUnavailable);
    expect(await store.list(BUYER.userId)).toEqual([kept]);
  });
});

(HAS_REDIS ? describe : describe.skip)('the Redis store when Redis stops', () => {
  it('answers StoreUnavailable within a second or two, never from memory, and answers again when Redis is back', async () => {
    const own = await startRedis();
    const port = Number(new URL(own.url).port);
    const { logger, lines } = captured();
    const store = new RedisStandingStore(own.url, logger, 'outage:');
    let kept: StandingOrder | null = null;
    try {
      kept = await store.create(BUYER, order());
      await own.stop();
      const started = Date.now();
      await expect(store.list(BUYER.userId)).rejects.toBeInstanceOf(StoreUnavailable);
      await expect(store.create(BUYER, order('בזמן ההפסקה'))).rejects.toBeInstanceOf(StoreUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(lines.filter((l) => l.includes('redis does not answer'))).toHaveLength(1);
    } finally {
      const back = await startRedis(port);
      try {
        // A Redis that kept nothing on disk: the one kept before is gone, and nothing was kept meanwhile.
        for (let n = 0; n < 50 && (await store.list(BUYER.userId).catch(() => null)) === null; n++)
          await new Promise((r) => setTimeout(r, 100));
        expect(await store.list(BUYER.userId)).toEqual([]);
        expect(kept).not.toBeNull();
        expect(lines.some((l) => l.includes('redis answers again'))).toBe(true);
      } finally {
        await store.close();
        await back.stop();
      }
    }
  });
});
