// State that several instances of the server behind a load balancer must share
// (docs/decisions/0004-redis-optional.md): the rate
// limits' counts and the visitors' catalogue cache. With REDIS_URL set they live in Redis (ioredis;
// the limits through rate-limit-redis, express-rate-limit's Redis store); without it, in this
// process, for one instance. When Redis stops responding the server keeps serving: the limits count
// in memory meanwhile and the catalogue is read from the provider, with a warning logged once per
// outage; when Redis is back, both use it again.
import {
  MemoryStore as MemoryLimitStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options as LimitOptions,
  type Store as LimitStore,
} from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore as RedisLimitStore } from 'rate-limit-redis';
import type { Logger } from 'pino';
import { MemoryStore, type ResponseStore, type CachedResponse } from './catalogueCache';

/** The longest a Redis command may take before the request goes on without it. */
const COMMAND_TIMEOUT_MS = 500;

export interface SharedState {
  /** A store for one rate limit (its own key prefix), or undefined for express-rate-limit's own memory store. */
  limitStore(name: string): LimitStore | undefined;
  /** Where the visitors' catalogue responses are kept. */
  responses: ResponseStore;
  close(): Promise<void>;
}

/** The state of this process alone (no REDIS_URL). */
export function localState(): SharedState {
  return { limitStore: () => undefined, responses: new MemoryStore(), close: async () => undefined };
}

/** The state shared through Redis at `url` (every instance with the same URL and `namespace` shares it). */
export function redisState(url: string, logger: Logger, namespace = 'storefront'): SharedState {
  const redis = new Redis(url, {
    // A command waits for at most one reconnection attempt, and never longer than COMMAND_TIMEOUT_MS.
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: false,
  });
  const outage = new Outage(logger);
  redis.on('error', (err: Error) => outage.down(err));
  redis.on('ready', () => outage.up());
  return {
    limitStore: (name) => new FallbackLimitStore(redis, `${namespace}:rl:${name}:`, outage),
    responses: new RedisResponseStore(redis, `${namespace}:catalogue`, outage),
    async close() {
      redis.disconnect();
    },
  };
}

/** How long the stores leave Redis alone after it failed, before they try it again. */
const RETRY_AFTER_MS = 5_000;

/**
 * Whether Redis is to be left alone for now (it failed less than RETRY_AFTER_MS ago), and the log of
 * an outage: one warning when it begins, one line when Redis responds again.
 */
class Outage {
  private downSince: number | null = null;
  constructor(private readonly logger: Logger) {}

  /** Redis failed a moment ago: the stores do not wait for it (a command could take COMMAND_TIMEOUT_MS). */
  get isDown(): boolean {
    return this.downSince !== null && Date.now() - this.downSince < RETRY_AFTER_MS;
  }

  down(err: unknown): void {
    const first = this.downSince === null;
    this.downSince = Date.now();
    if (first)
      this.logger.warn(
        { err: { message: (err as Error)?.message } },
        'redis unavailable: rate limits count in this process and the catalogue is read from the provider until it is back',
      );
  }

  up(): void {
    if (this.downSince === null) return;
    this.downSince = null;
    this.logger.info('redis available again: shared rate limits and catalogue cache resumed');
  }
}

/**
 * A rate limit's counts in Redis (rate-limit-redis), and in this process while Redis does not respond.
 * The Redis store is (re)made whenever the connection is ready, so its scripts are loaded anew.
 */
class FallbackLimitStore implements LimitStore {
  readonly localKeys = false;
  private readonly memory = new MemoryLimitStore();
  private shared: RedisLimitStore | null = null;
  private options: LimitOptions | null = null;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
    private readonly outage: Outage,
  ) {
    redis.on('ready', () => void this.connect());
  }

  init(options: LimitOptions): void {
    this.options = options;
    this.memory.init(options);
    if (this.redis.status === 'ready') void this.connect();
  }

  private connecting: Promise<void> | null = null;

  /** (Re)makes the Redis store, once at a time. */
  private connect(): Promise<void> {
    this.connecting ??= this.makeShared().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async makeShared(): Promise<void> {
    if (!this.options) return;
    const store = new RedisLimitStore({
      prefix: this.prefix,
      sendCommand: (...args: string[]) => this.redis.call(args[0]!, ...args.slice(1)) as Promise<never>,
    });
    try {
      // Awaited here (init loads the store's scripts), so a script that could not be loaded is this
      // store's failure, handled, never an unhandled rejection.
      await store.init(this.options);
      await Promise.all([store.incrementScriptSha, store.getScriptSha]);
      this.shared = store;
      this.outage.up();
    } catch (err) {
      this.outage.down(err);
    }
  }

  /** `shared`'s result, or `local`'s when Redis does not give one. */
  private async either<T>(shared: (store: RedisLimitStore) => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (!this.outage.isDown) {
      // Not connected yet (the first counts after start, or its scripts never loaded): this count waits
      // for the connection (as long as a command may take) rather than count apart in memory, where a
      // burst at start would be counted twice over, half in each.
      const store = this.shared ?? (await this.connect().then(() => this.shared));
      if (store) {
        try {
          const result = await shared(store);
          this.outage.up();
          return result;
        } catch (err) {
          this.outage.down(err);
        }
      }
    }
    return local();
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      (s) => s.get(key),
      () => this.memory.get(key),
    );
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      (s) => s.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      (s) => s.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    void this.memory.resetKey(key);
    return this.either(
      (s) => s.resetKey(key),
      () => undefined,
    );
  }
}

/**
 * The catalogue responses in Redis: each under its own key, expiring with its TTL, and one counter, the
 * generation, that any instance's write raises. A response read under an earlier generation is
 * forgotten, so a write through one instance is seen by the next read on every other.
 */
class RedisResponseStore implements ResponseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly outage: Outage,
  ) {}

  private key(of: string): string {
    return `${this.prefix}:answer:${of}`;
  }

  async get(key: string): Promise<{ response: CachedResponse | undefined; generation: number }> {
    if (this.outage.isDown) throw new Error('redis unavailable');
    try {
      const [generation, stored] = await this.redis.mget(`${this.prefix}:generation`, this.key(key));
      this.outage.up();
      return { response: stored ? (JSON.parse(stored) as CachedResponse) : undefined, generation: Number(generation ?? 0) };
    } catch (err) {
      this.outage.down(err);
      throw err;
    }
  }

  async set(key: string, response: CachedResponse, ttlMs: number): Promise<void> {
    await this.redis.set(this.key(key), JSON.stringify(response), 'PX', Math.max(1, ttlMs));
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(`${this.prefix}:generation`);
  }
}
