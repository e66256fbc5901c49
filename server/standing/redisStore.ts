// The standing orders in Redis (REDIS_URL), shared by every instance of the server, on a connection of
// their own. Each buyer's orders are a hash (id to the order's JSON) beside a hash of their fingerprints
// (id to what the buyer wrote, hashed) and one of who the buyer is; a set names the buyers who keep any.
// A Create is one Lua script (the limit and the same order sent twice decided in one step, whatever the
// other instances do at that moment); a change is written only over the order it was worked out from
// (compare and set, tried again when another change came between). When Redis does not answer, the
// calls fail with StoreUnavailable (503): they never fall back to this process's memory, where another
// instance would not see what was kept.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { StandingOrder } from '@shared/contract/entities';
import { MAX_STANDING_ORDERS } from '@shared/rules/standingOrder';
import { byCreation, fingerprintOf, inputOf, isStandingOrder, type Buyer, type BuyerRecord } from './records';
import { StandingLimitReached, StoreUnavailable, type Change, type StandingStore } from './store';

/** The longest a command may take (a standing-order call waits for it) before the call answers 503. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How often a change is tried again when other instances' changes of the same order keep coming between its read and its write. */
const CHANGE_TRIES = 8;

/**
 * KEYS: orders, prints, buyer, buyers. ARGV: id, order JSON, fingerprint, limit, userId, customerId, email.
 * The order kept that the buyer wrote the same ('same', its JSON); else 'limit' at the limit; else kept ('kept').
 */
const CREATE = `
local prints = redis.call('HGETALL', KEYS[2])
for i = 1, #prints, 2 do
  if prints[i + 1] == ARGV[3] then
    local same = redis.call('HGET', KEYS[1], prints[i])
    if same then return {'same', same} end
  end
end
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then return {'limit', ''} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[3], 'customerId', ARGV[6], 'email', ARGV[7])
redis.call('SADD', KEYS[4], ARGV[5])
return {'kept', ARGV[2]}
`;

/**
 * KEYS: orders, prints, buyer. ARGV: id, the JSON the change was worked out from, the changed JSON, its fingerprint, customerId, email.
 * 'gone' (no such order), 'moved' (it changed meanwhile: work the change out again) or 'kept'.
 */
const REPLACE = `
local kept = redis.call('HGET', KEYS[1], ARGV[1])
if not kept then return 'gone' end
if kept ~= ARGV[2] then return 'moved' end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
redis.call('HSET', KEYS[3], 'customerId', ARGV[5], 'email', ARGV[6])
return 'kept'
`;

/** KEYS: orders, prints, buyer, buyers. ARGV: id, userId. 1 when it was kept (the buyer forgotten with their last one), else 0. */
const REMOVE = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HDEL', KEYS[2], ARGV[1])
if redis.call('HLEN', KEYS[1]) == 0 then
  redis.call('DEL', KEYS[2], KEYS[3])
  redis.call('SREM', KEYS[4], ARGV[2])
end
return 1
`;

type Scripts = {
  standingCreate(...args: string[]): Promise<[string, string]>;
  standingReplace(...args: string[]): Promise<string>;
  standingRemove(...args: string[]): Promise<number>;
};

export class RedisStandingStore implements StandingStore {
  readonly kind = 'redis';
  private readonly redis: Redis & Scripts;
  private down = false;
  /** This instance's changes under way, by order: one at a time (only another instance's can come between a read and its write). */
  private readonly changing = new Map<string, Promise<unknown>>();

  constructor(
    url: string,
    private readonly logger: Logger,
    private readonly namespace = 'storefront:standing:',
    private readonly limit = MAX_STANDING_ORDERS,
  ) {
    const redis = new Redis(url, {
      // A command is sent only on a connection that is up, once: one Redis never answered is not sent
      // again when it is back (its caller was told 503, nothing kept), so nothing is kept behind a refusal.
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    redis.defineCommand('standingCreate', { numberOfKeys: 4, lua: CREATE });
    redis.defineCommand('standingReplace', { numberOfKeys: 3, lua: REPLACE });
    redis.defineCommand('standingRemove', { numberOfKeys: 4, lua: REMOVE });
    redis.on('error', (err: Error) => this.failed(err));
    redis.on('ready', () => this.answered());
    this.redis = redis as Redis & Scripts;
  }

  private keys(userId: number) {
    const ns = this.namespace;
    return { orders: `${ns}orders:${userId}`, prints: `${ns}prints:${userId}`, buyer: `${ns}buyer:${userId}`, buyers: `${ns}buyers` };
  }

  /** Resolves once the connection is up, waiting for it at most COMMAND_TIMEOUT_MS (the first calls after start, a reconnection). */
  private connected(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.redis.off('ready', ready);
        reject(new Error(`redis is not connected (${this.redis.status})`));
      }, COMMAND_TIMEOUT_MS);
      this.redis.once('ready', ready);
    });
  }

  /** Runs Redis commands: their failure is StoreUnavailable (logged once an outage). */
  private async ask<T>(commands: () => Promise<T>): Promise<T> {
    try {
      await this.connected();
      const answer = await commands();
      this.answered();
      return answer;
    } catch (err) {
      this.failed(err);
      throw new StoreUnavailable('the standing orders cannot be reached (Redis does not answer)');
    }
  }

  private failed(err: unknown): void {
    if (!this.down)
      this.logger.warn(
        { err: { message: (err as Error)?.message } },
        'standing orders: redis does not answer; their calls answer 503 and no reminder is sent until it does',
      );
    this.down = true;
  }

  private answered(): void {
    if (this.down) this.logger.info('standing orders: redis answers again');
    this.down = false;
  }

  /** A stored order, or null for a value that is none (logged: something other than this server wrote it). */
  private parsed(json: string | null, where: string): StandingOrder | null {
    if (json === null) return null;
    try {
      const value: unknown = JSON.parse(json);
      if (isStandingOrder(value)) return value;
    } catch {
      // Logged below.
    }
    this.logger.error({ key: where }, 'standing orders: a value in redis is not a standing order; it is left out');
    return null;
  }

  async list(userId: number): Promise<StandingOrder[]> {
    const { orders } = this.keys(userId);
    const values = await this.ask(() => this.redis.hvals(orders));
    return values.flatMap((v) => this.parsed(v, orders) ?? []).sort(byCreation);
  }

  async get(userId: number, id: string): Promise<StandingOrder | null> {
    const { orders } = this.keys(userId);
    return this.parsed(await this.ask(() => this.redis.hget(orders, id)), orders);
  }

  async create(buyer: Buyer, order: StandingOrder): Promise<StandingOrder> {
    const k = this.keys(buyer.userId);
    const [outcome, json] = await this.ask(() =>
      this.redis.standingCreate(
        k.orders,
        k.prints,
        k.buyer,
        k.buyers,
        order.id,
        JSON.stringify(order),
        fingerprintOf(inputOf(order)),
        String(this.limit),
        String(buyer.userId),
        String(buyer.customerId),
        buyer.email,
      ),
    );
    if (outcome === 'limit') throw new StandingLimitReached(this.limit);
    return outcome === 'same' ? (this.parsed(json, k.orders) ?? order) : order;
  }

  change(buyer: Buyer, id: string, change: Change): Promise<StandingOrder | null> {
    const key = `${buyer.userId}:${id}`;
    const run = (this.changing.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => this.compareAndSet(buyer, id, change));
    this.changing.set(key, run);
    void run
      .catch(() => undefined)
      .finally(() => {
        if (this.changing.get(key) === run) this.changing.delete(key);
      });
    return run;
  }

  /** Writes the change of the order as read, unless it changed meanwhile (then reads it again). */
  private async compareAndSet(buyer: Buyer, id: string, change: Change): Promise<StandingOrder | null> {
    const k = this.keys(buyer.userId);
    for (let attempt = 0; attempt < CHANGE_TRIES; attempt++) {
      const json = await this.ask(() => this.redis.hget(k.orders, id));
      const kept = this.parsed(json, k.orders);
      if (!kept) return null;
      const changed = change(kept);
      const answer = await this.ask(() =>
        this.redis.standingReplace(
          k.orders,
          k.prints,
          k.buyer,
          id,
          json!,
          JSON.stringify(changed),
          fingerprintOf(inputOf(changed)),
          String(buyer.customerId),
          buyer.email,
        ),
      );
      if (answer === 'kept') return changed;
      if (answer === 'gone') return null;
    }
    throw new StoreUnavailable('the standing order changed too often meanwhile; try again');
  }

  async remove(buyer: Buyer, id: string): Promise<boolean> {
    const k = this.keys(buyer.userId);
    return (await this.ask(() => this.redis.standingRemove(k.orders, k.prints, k.buyer, k.buyers, id, String(buyer.userId)))) === 1;
  }

  async buyers(): Promise<BuyerRecord[]> {
    const users = await this.ask(() => this.redis.smembers(`${this.namespace}buyers`));
    const records: BuyerRecord[] = [];
    for (const user of users) {
      const userId = Number(user);
      if (!Number.isSafeInteger(userId)) continue;
      const k = this.keys(userId);
      const [who, orders] = await this.ask(() => Promise.all([this.redis.hgetall(k.buyer), this.redis.hvals(k.orders)]));
      const kept = orders.flatMap((v) => this.parsed(v, k.orders) ?? []).sort(byCreation);
      if (kept.length === 0 || typeof who.email !== 'string') continue;
      records.push({ userId, customerId: Number(who.customerId), email: who.email, orders: kept });
    }
    return records;
  }

  async claimReminder(userId: number, id: string, deliveryDate: string, until: Date): Promise<boolean> {
    const ms = Math.max(1, until.getTime() - Date.now());
    const answer = await this.ask(() => this.redis.set(this.reminderKey(userId, id, deliveryDate), '1', 'PX', ms, 'NX'));
    return answer === 'OK';
  }

  async releaseReminder(userId: number, id: string, deliveryDate: string): Promise<void> {
    await this.ask(() => this.redis.del(this.reminderKey(userId, id, deliveryDate)));
  }

  private reminderKey(userId: number, id: string, deliveryDate: string): string {
    return `${this.namespace}reminded:${userId}:${id}:${deliveryDate}`;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
