/** @jest-environment node */
// The outbox's state machine under any interleaving: several tabs over one
// outbox database, a network that loses requests and responses, reloads mid-flight, and a buyer who
// places, presses again and cancels. fast-check draws the story and shrinks a failing one to its
// shortest; the world's log is in the failure message.
import fc from 'fast-check';
import type { OrderCreated } from '@shared/contract/entities';
import type { OrderCreateDto } from '@shared/validation';
import type { Api } from '../../api/api';
import { fakeApi } from '../../app/testing';
import { ApiError } from '../../api/ApiError';
import type { OutboxEntry } from './entry';
import { inPageLock, Outbox, SEND_TIMEOUT_MS, SENDING_LEASE_MS, type LockRunner } from './Outbox';
import { MemoryOutboxDb, type OutboxDb } from './outboxDb';
import { transmitOrder } from './outcome';
import { orderBody } from './testSupport';

const OWNER = '7';
const TABS = 3;

/**
 * What becomes of one request on the network: it never reaches the provider ('failBefore', a 503 from
 * a gateway), or the provider handles it and the response comes back ('deliver') or is lost ('lost',
 * a 502). A request given no fate hangs until its sender's timeout (and may still reach the provider).
 */
type Fate = 'deliver' | 'failBefore' | 'lost' | 'gateway502' | 'gateway503';
const REFUSALS = [409, 400, 403] as const;

type Action =
  | { do: 'place'; tab: number }
  | { do: 'pressAgain'; tab: number; order: number }
  | { do: 'cancel'; tab: number; order: number }
  | { do: 'sendDue'; tab: number; force: boolean }
  | { do: 'reload'; tab: number }
  | { do: 'respond'; request: number; fate: Fate }
  | { do: 'refuseOrder'; order: number; status: (typeof REFUSALS)[number] }
  | { do: 'sessionEnds' }
  | { do: 'signIn'; tab: number }
  | { do: 'advance'; ms: number }
  | { do: 'online'; online: boolean }
  | { do: 'run'; turns: number };

/** The provider, with Order/Create's idempotency as mock-provider/store/idempotency.ts has it. */
class FakeProvider {
  /** Every order it created, in turn. */
  readonly created: Array<{ key: string; comment: string; orderNumber: number }> = [];
  readonly refused = new Map<string, number>();
  validToken = 'tok-1';
  private readonly keys = new Map<string, { print: string; created: OrderCreated }>();

  handle(key: string, token: string, body: OrderCreateDto): OrderCreated {
    if (token !== this.validToken) throw new ApiError(401, 401, 'session ended');
    const print = JSON.stringify(body);
    const first = this.keys.get(key);
    if (first) {
      if (first.print !== print) throw new ApiError(422, 'idempotency_key_reused', 'key used with another body');
      return first.created;
    }
    // A refusal is not remembered: it created nothing (a retry runs again, and is refused again).
    const refusal = this.refused.get(body.comment);
    if (refusal === 409)
      throw new ApiError(
        409,
        'prices_changed',
        'prices changed',
        {},
        { lines: [{ itemId: 'A-100', sentPrice: 10, currentPrice: 12, reason: 'priceChanged' }] },
      );
    if (refusal !== undefined)
      throw new ApiError(refusal, refusal, 'refused', refusal === 400 ? { 'cartItems[0].quantity': ['invalid'] } : {});
    const created = { orderNumber: 1000 + this.created.length, documentLink: `/doc/${1000 + this.created.length}` };
    this.created.push({ key, comment: body.comment, orderNumber: created.orderNumber });
    this.keys.set(key, { print, created });
    return created;
  }
}

interface Request {
  id: number;
  tab: Tab;
  /** Its sender stopped waiting (a timeout): what the provider does with it now goes nowhere. */
  givenUp: boolean;
  /** When its sender claimed the entry. */
  claimedAt: number;
  key: string;
  token: string;
  body: OrderCreateDto;
  resolve: (created: OrderCreated) => void;
  reject: (err: unknown) => void;
}

interface Tab {
  id: number;
  dead: boolean;
  outbox: Outbox;
  /** What the outbox was last told of the network. */
  onlineSaid?: boolean;
}

/** Web Locks as browsers have them: one holder per name, waiters in turn, a dead page's locks released. */
class FakeWebLocks {
  private readonly held = new Map<string, { id: symbol; tab: Tab }>();
  private readonly queues = new Map<string, Array<{ id: symbol; tab: Tab; grant: () => void }>>();

  runner(tab: Tab): LockRunner {
    return async (name, wait, fn) => {
      const id = Symbol(name);
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      if (this.held.has(name) || queue.length > 0) {
        if (!wait) return undefined;
        await new Promise<void>((grant) => queue.push({ id, tab, grant }));
      } else this.held.set(name, { id, tab });
      try {
        return await fn();
      } finally {
        if (this.held.get(name)?.id === id) this.grantNext(name);
      }
    };
  }

  /** The page is gone: what it held passes on, what it waited for is forgotten. */
  drop(tab: Tab): void {
    for (const [name, queue] of this.queues) {
      this.queues.set(
        name,
        queue.filter((w) => w.tab !== tab),
      );
      if (this.held.get(name)?.tab === tab) this.grantNext(name);
    }
  }

  private grantNext(name: string): void {
    this.held.delete(name);
    const next = this.queues.get(name)?.shift();
    if (next) {
      this.held.set(name, { id: next.id, tab: next.tab });
      next.grant();
    }
  }
}

interface OrderRecord {
  key: string;
  comment: string;
  cancelled: boolean;
}

const never = new Promise<never>(() => undefined);

class World {
  clock = 1_000_000;
  online = true;
  /** The quiet phase: every request reaches the provider and its response comes back at once. */
  healthy = false;
  token = 'tok-1';
  readonly provider = new FakeProvider();
  readonly db = new MemoryOutboxDb();
  readonly locks = new FakeWebLocks();
  readonly pending: Request[] = [];
  /** How many requests went out under each key. */
  readonly sent = new Map<string, number>();
  readonly orders: OrderRecord[] = [];
  readonly tabs: Tab[] = [];
  readonly ops: Array<{ tab: Tab; done: Promise<unknown> }> = [];
  readonly errors: unknown[] = [];
  /** The orders seen placed or returned. */
  readonly finals = new Map<string, string>();
  readonly log: string[] = [];
  private requests = 0;

  constructor(readonly webLocks: boolean) {
    for (let i = 0; i < TABS; i++) this.tabs.push(this.openTab(i));
  }

  /** A tab (or the same tab after a reload): a new Outbox over the shared database. */
  openTab(id: number): Tab {
    const tab = { id, dead: false } as Tab;
    // Nothing of a dead page runs on: what it waits for never comes (a write it made stays made).
    const alive = async <T>(run: () => Promise<T>): Promise<T> => {
      if (tab.dead) return never;
      const result = await run();
      return tab.dead ? never : result;
    };
    const db: OutboxDb = {
      all: () => alive(() => this.db.all()),
      get: (key) => alive(() => this.db.get(key)),
      put: (entry) => alive(() => this.db.put(entry)),
      update: (key, change) => alive(() => this.db.update(key, change)),
    };
    tab.outbox = new Outbox({
      db,
      transmit: (entry, signal) => alive(() => transmitOrder(this.api(tab, entry), entry, signal)),
      lock: this.webLocks ? this.locks.runner(tab) : inPageLock(),
      exclusive: this.webLocks,
      now: () => this.clock,
      isOnline: () => (tab.onlineSaid = this.online),
      random: () => 0.5,
    });
    return tab;
  }

  /** The network between a tab and the provider; the tab sends with the entry's token (as the service worker does). */
  private api(tab: Tab, entry: OutboxEntry): Api {
    return fakeApi((_endpoint, options) => {
      const signal = options.signal!;
      return new Promise<OrderCreated>((resolve, reject) => {
        const key = options.headers!['Idempotency-Key']!.replace(/^"|"$/g, '');
        const request: Request = {
          id: ++this.requests,
          tab,
          givenUp: false,
          key,
          token: entry.token,
          claimedAt: entry.sendingSince,
          body: structuredClone(options.body as OrderCreateDto),
          resolve,
          reject,
        };
        // The outbox asks whether there is a network before each attempt (what it says may change before the send).
        if (!this.online && tab.onlineSaid !== true) this.errors.push(new Error(`${key} sent by tab ${tab.id} offline, without asking`));
        tab.onlineSaid = undefined;
        // One live sender at a time: under Web Locks always; without them while the sender's lease runs
        // (a sender frozen past it, a phone suspending the page between the claim and the send, may
        // overlap with the tab that takes the order over: the same key makes that harmless, which the
        // other checks hold it to).
        const twin = this.pending.find(
          (p) => p.key === key && !p.givenUp && !p.tab.dead && (this.webLocks || this.clock - p.claimedAt < SENDING_LEASE_MS),
        );
        if (twin)
          this.errors.push(new Error(`${key} sent by tab ${tab.id} while request ${twin.id} of tab ${twin.tab.id} is still awaited`));
        this.sent.set(key, (this.sent.get(key) ?? 0) + 1);
        this.log.push(`tab ${tab.id} sends request ${request.id} (${key})`);
        signal.addEventListener('abort', () => {
          this.log.push(`request ${request.id} times out`);
          request.givenUp = true;
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
        if (this.healthy) this.settle(request, 'deliver');
        else this.pending.push(request);
      });
    });
  }

  respond(index: number, fate: Fate): void {
    if (this.pending.length === 0) return;
    const [request] = this.pending.splice(index % this.pending.length, 1);
    this.settle(request!, fate);
  }

  /** Every request on the way gets through (the quiet phase). */
  deliverAll(): void {
    for (const request of this.pending.splice(0)) this.settle(request, 'deliver');
  }

  private settle(request: Request, fate: Fate): void {
    let outcome: { created: OrderCreated } | { error: unknown } | null = null;
    if (fate === 'deliver' || fate === 'lost' || fate === 'gateway502') {
      try {
        outcome = { created: this.provider.handle(request.key, request.token, request.body) };
      } catch (err) {
        outcome = { error: err };
      }
    }
    const said =
      outcome && 'created' in outcome
        ? `order ${outcome.created.orderNumber}`
        : outcome
          ? `${(outcome.error as ApiError).status}`
          : 'nothing';
    this.log.push(`request ${request.id} ${fate}: the provider ${outcome ? `responds ${said}` : 'never sees it'}`);
    if (fate === 'deliver' && outcome) {
      if ('created' in outcome) request.resolve(outcome.created);
      else request.reject(outcome.error);
    } else if (fate === 'gateway502' || fate === 'gateway503')
      request.reject(new ApiError(fate === 'gateway502' ? 502 : 503, 'bad_gateway', 'gateway'));
    else request.reject(new ApiError(0, 'network', 'Failed to fetch'));
  }

  /** Runs a tab's operation in the background, as a page does; a dead page's never ends. */
  start(tab: Tab, what: string, op: () => Promise<unknown>): void {
    this.log.push(`tab ${tab.id}: ${what}`);
    const done = op().catch((err) => {
      this.errors.push(new Error(`an operation threw: ${String(err)}`));
    });
    this.ops.push({ tab, done });
  }
}

const pick = <T>(list: T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);

/** Lets the pages run: `turns` microtask turns, or everything that can run (a large number). */
async function run(turns: number): Promise<void> {
  if (turns >= 100) for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
  else for (let i = 0; i < turns; i++) await Promise.resolve();
}

function advance(world: World, ms: number): void {
  world.clock += ms;
  world.log.push(`${ms / 1000} s pass`);
  jest.advanceTimersByTime(ms);
}

async function apply(world: World, action: Action): Promise<void> {
  const tab = 'tab' in action ? world.tabs[action.tab]! : undefined;
  const order = 'order' in action ? pick(world.orders, action.order) : undefined;
  switch (action.do) {
    case 'place': {
      const record = { key: `key-${world.orders.length}`, comment: `order ${world.orders.length}`, cancelled: false };
      world.orders.push(record);
      const token = world.token;
      world.start(tab!, `places ${record.comment} (${record.key})`, async () => {
        await tab!.outbox.enqueue({ key: record.key, owner: OWNER, body: orderBody(record.comment), token });
        await tab!.outbox.sendNow(record.key);
      });
      return;
    }
    case 'pressAgain':
      if (order) world.start(tab!, `presses again for ${order.comment}`, () => tab!.outbox.sendNow(order.key));
      return;
    case 'cancel':
      if (order)
        world.start(tab!, `cancels ${order.comment}`, async () => {
          const cancelled = await tab!.outbox.cancel(order.key);
          world.log.push(`${order.comment}: cancel ${cancelled ? 'accepted' : 'refused'}`);
          if (cancelled) order.cancelled = true;
        });
      return;
    case 'sendDue':
      world.start(tab!, `sendDue${action.force ? ' (forced)' : ''}`, () => tab!.outbox.sendDue(OWNER, action.force));
      return;
    case 'reload':
      world.log.push(`tab ${tab!.id} reloads`);
      tab!.dead = true;
      world.locks.drop(tab!);
      world.tabs[action.tab] = world.openTab(action.tab);
      return;
    case 'respond':
      world.respond(action.request, action.fate);
      return;
    case 'refuseOrder':
      if (order) {
        world.log.push(`the provider will refuse ${order.comment} with ${action.status}`);
        world.provider.refused.set(order.comment, action.status);
      }
      return;
    case 'sessionEnds':
      world.log.push('the session ends');
      world.provider.validToken = 'none';
      return;
    case 'signIn': {
      const token = `tok-${world.log.length}`;
      world.token = token;
      world.provider.validToken = token;
      world.start(tab!, 'signs in again', () => tab!.outbox.resume(OWNER, token));
      return;
    }
    case 'advance':
      advance(world, action.ms);
      return;
    case 'online':
      world.log.push(action.online ? 'online' : 'offline');
      world.online = action.online;
      return;
    case 'run':
      await run(action.turns);
  }
}

class Violation extends Error {}

function fail(world: World, message: string): never {
  throw new Violation(`${message}\n  story:\n    ${world.log.join('\n    ')}`);
}

/**
 * What must hold at every moment: each order created at most once, under its own key; none cancelled
 * that went out; nothing placed that the provider has not; under Web Locks, no order sent while a
 * live sender still awaits a response for it (recorded as it is sent).
 */
async function checkSafety(world: World): Promise<void> {
  const { created } = world.provider;
  for (const order of world.orders) {
    const made = created.filter((c) => c.comment === order.comment);
    if (made.length > 1) fail(world, `${order.comment} was created ${made.length} times`);
    if (made.length === 1 && made[0]!.key !== order.key) fail(world, `${order.comment} was created under another key (${made[0]!.key})`);
    if (order.cancelled && made.length > 0) fail(world, `${order.comment} was cancelled, yet the provider created it`);
    if (order.cancelled && (world.sent.get(order.key) ?? 0) > 0)
      fail(world, `${order.comment}: cancel accepted for an order that went out`);
  }
  for (const entry of await world.db.all()) {
    // Nothing is acknowledged here: an outcome once written stays.
    const final = world.finals.get(entry.key);
    if (final && final !== entry.status) fail(world, `${entry.body.comment} went from '${final}' back to '${entry.status}'`);
    if (entry.status === 'placed' || entry.status === 'returned') world.finals.set(entry.key, entry.status);
    if (entry.status === 'placed' && !created.some((c) => c.key === entry.key && c.orderNumber === entry.result?.orderNumber))
      fail(world, `${entry.body.comment} is placed in the outbox as ${entry.result?.orderNumber}, which the provider never created`);
  }
  if (world.errors.length > 0) fail(world, String(world.errors[0]));
}

/** Where every order must end once the network is healthy and every tab has sent what is due. */
function checkOutcome(world: World, order: OrderRecord, entry: OutboxEntry | undefined): void {
  const made = world.provider.created.filter((c) => c.comment === order.comment);
  const sent = world.sent.get(order.key) ?? 0;
  if (!entry) {
    if (made.length > 0)
      fail(world, `${order.comment} is gone from the outbox${order.cancelled ? ' (cancelled)' : ''}, yet the provider created it`);
    if (sent > 0) fail(world, `${order.comment} is gone from the outbox, yet it went out ${sent} times`);
    return;
  }
  if (order.cancelled) fail(world, `${order.comment} was cancelled, yet it is still in the outbox (${entry.status})`);
  if (entry.status === 'placed') return; // checkSafety: the provider has it, with that number
  if (entry.status === 'returned' && made.length > 0)
    fail(world, `${order.comment} was returned to the buyer, yet the provider created it`);
  if (entry.status === 'waiting' && !entry.needsLogin)
    fail(world, `${order.comment} is still waiting with a healthy network and a valid session`);
  if (entry.status === 'sending') fail(world, `${order.comment} is left 'sending' with no sender`);
}

/**
 * The network heals, and every tab sends what it has; without Web Locks, time passes beyond any lease
 * first (under them a dead sender's order is taken back at once).
 */
async function quietPhase(world: World): Promise<void> {
  world.log.push('-- quiet: online, every request gets through --');
  world.online = true;
  world.healthy = true;
  world.deliverAll();
  await run(100);
  if (!world.webLocks) advance(world, SENDING_LEASE_MS);
  await run(100);
  for (let round = 0; round < 2; round++) {
    for (const tab of world.tabs) world.start(tab, 'sendDue (forced)', () => tab.outbox.sendDue(OWNER, true));
    await run(100);
  }
  const live = world.ops.filter((op) => !op.tab.dead).map((op) => op.done);
  const finished = await Promise.race([Promise.all(live).then(() => true), run(100).then(() => false)]);
  if (!finished) fail(world, 'an operation of a live tab never finished (a lock never released?)');
}

const tabIndex = fc.integer({ min: 0, max: TABS - 1 });
const anyOrder = fc.nat({ max: 7 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ do: fc.constant('place' as const), tab: tabIndex }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('pressAgain' as const), tab: tabIndex, order: anyOrder }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('cancel' as const), tab: tabIndex, order: anyOrder }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('sendDue' as const), tab: tabIndex, force: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('reload' as const), tab: tabIndex }) },
  {
    weight: 6,
    arbitrary: fc.record({
      do: fc.constant('respond' as const),
      request: fc.nat({ max: 5 }),
      fate: fc.constantFrom<Fate>('deliver', 'failBefore', 'lost', 'gateway502', 'gateway503'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('refuseOrder' as const), order: anyOrder, status: fc.constantFrom(...REFUSALS) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('sessionEnds' as const) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('signIn' as const), tab: tabIndex }) },
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant('advance' as const), ms: fc.constantFrom(2_000, SEND_TIMEOUT_MS, SENDING_LEASE_MS) }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('online' as const), online: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ do: fc.constant('run' as const), turns: fc.constantFrom(1, 2, 4, 8, 100) }) },
);

async function story(webLocks: boolean, actions: Action[]): Promise<void> {
  jest.clearAllTimers();
  const world = new World(webLocks);
  world.log.push(webLocks ? 'Web Locks' : 'no Web Locks: a lock per tab and the lease');
  for (const step of actions) {
    await apply(world, step);
    await checkSafety(world);
  }
  await quietPhase(world);
  await checkSafety(world);
  for (const order of world.orders) checkOutcome(world, order, await world.db.get(order.key));
}

// About 2 s a mode; OUTBOX_MODEL_RUNS=50000 searches harder (the rarer bugs fixed here took 500 to 14000 runs).
const NUM_RUNS = Number(process.env.OUTBOX_MODEL_RUNS ?? 5000);

describe('the outbox under any interleaving of tabs, network failures, reloads and the buyer', () => {
  beforeAll(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterAll(() => {
    jest.useRealTimers();
  });

  it.each([
    ['with Web Locks (and one sender at a time)', true],
    ['without Web Locks (a lock per tab and the lease)', false],
  ])(
    '%s: creates each order at most once, never places one the provider lacks, and ends each placed, returned, cancelled unsent or waiting for a sign-in',
    async (_name, webLocks) => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 40 }), (actions) => story(webLocks, actions)),
        { numRuns: NUM_RUNS },
      );
    },
    60_000,
  );
});
