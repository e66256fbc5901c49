// Visitors' catalogue reads, kept for a short time (issue 16). In proxy mode the accounting system
// behind the server may be slow; every visitor reads the same catalogue, so it is asked once per read
// and TTL, not once per visitor:
//  - a read younger than `ttlMs` is answered from the cache;
//  - one older, but younger than `ttlMs + staleMs`, is answered from the cache at once and read again
//    in the background (stale-while-revalidate);
//  - visitors asking for the same read at the same moment wait for one provider call;
//  - any write that succeeds (an administrator's change) forgets every read, on every instance sharing
//    the store (the store's generation goes up).
// Only visitors' reads (no token: the answers carry no prices, prices.ts) and only answers 200 are kept.
// The store is in this process (one instance), or Redis when REDIS_URL is set (redisStore.ts).
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { stripPrices } from './prices';
import { forwardedPath } from './api';
import { varyBy, type Handler } from './handler';
import { carriesToken, catalogueCacheControl, etagOf, isCatalogueRead } from './visitorAnswers';

/**
 * Whether a call may change what visitors read: a signed-in user's write (an administrator's), not
 * an account's or an order's. A visitor's POST (a login) or an OPTIONS changes nothing.
 */
export function changesCatalogue(method: string, authorization: string | undefined, pathAndQuery: string): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return false;
  if (!carriesToken(authorization)) return false;
  return !/^\/(account|order)\//i.test(pathAndQuery);
}

/** A visitor's catalogue answer as kept. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  /** The body, prices taken out, base64. */
  body: string;
  etag: string;
  storedAt: number;
  /** The store's generation when it was read: an answer of an earlier one is forgotten. */
  generation: number;
}

/** Where the answers are kept: this process, or shared by every instance. */
export interface AnswerStore {
  get(key: string): Promise<{ answer: CachedAnswer | undefined; generation: number }>;
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** Forgets every answer (on every instance sharing the store). */
  invalidate(): Promise<void>;
}

/** The answers in this process, at most `max` of them. */
export class MemoryStore implements AnswerStore {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private generation = 0;

  constructor(max = 2_000) {
    this.answers = new LRUCache<string, CachedAnswer>({ max, ttlAutopurge: false });
  }

  async get(key: string): Promise<{ answer: CachedAnswer | undefined; generation: number }> {
    return { answer: this.answers.get(key), generation: this.generation };
  }

  async set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void> {
    if (answer.generation === this.generation) this.answers.set(key, answer, { ttl: ttlMs });
  }

  async invalidate(): Promise<void> {
    this.generation += 1;
    this.answers.clear();
  }
}

/** What the cache asks the provider (a visitor's read: no token). */
export type ProviderRead = (pathAndQuery: string) => Promise<{ status: number; contentType: string; body: Buffer }>;

export interface CatalogueCacheOptions {
  store: AnswerStore;
  read: ProviderRead;
  ttlMs: number;
  staleMs: number;
  logger: Logger;
}

/**
 * The /api middleware: answers a visitor's catalogue read from the cache (or one shared provider
 * call), passes every other call on, and forgets the reads when a write succeeds.
 */
export function catalogueCache({ store, read, ttlMs, staleMs, logger }: CatalogueCacheOptions): Handler {
  const cacheControl = catalogueCacheControl(Math.ceil(ttlMs / 1000), Math.ceil(staleMs / 1000));
  /** Provider calls under way, by key: the visitors asking meanwhile wait for the same one. */
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();

  /**
   * Reads `key` from the provider once, however many ask at once; keeps an answer 200. Null for any
   * other answer: each visitor's call then goes to the provider through the proxy, which checks it
   * (a failure outside the envelope becomes 502) and answers it as the provider said.
   */
  const fetchOnce = (key: string, generation: number): Promise<CachedAnswer | null> => {
    // Keyed by the generation too: a read begun before a write is never handed to a visitor after it.
    const flight = `${generation}:${key}`;
    const running = inFlight.get(flight);
    if (running) return running;
    const call = (async () => {
      const answer = await read(key);
      if (answer.status !== 200) return null;
      const body = stripPrices(answer.body);
      if (body === null) return null;
      const kept: CachedAnswer = {
        status: 200,
        contentType: answer.contentType,
        body: body.toString('base64'),
        etag: etagOf(body),
        storedAt: Date.now(),
        generation,
      };
      await store
        .set(key, kept, ttlMs + staleMs)
        .catch((err: unknown) => logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: could not keep an answer'));
      return kept;
    })().finally(() => inFlight.delete(flight));
    inFlight.set(flight, call);
    return call;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (changesCatalogue(req.method ?? '', req.headers.authorization, forwardedPath(req.url ?? '/'))) {
        res.on('finish', () => {
          if (res.statusCode < 400)
            store
              .invalidate()
              .catch((err: unknown) =>
                logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: could not forget the reads'),
              );
        });
      }
      return next();
    }
    if (carriesToken(req.headers.authorization)) return next();
    const key = forwardedPath(req.url ?? '/');
    if (!isCatalogueRead(req.method ?? '', key.split('?')[0]!)) return next();
    void (async () => {
      let found: { answer: CachedAnswer | undefined; generation: number };
      try {
        found = await store.get(key);
      } catch {
        // The shared store does not answer (sharedState.ts logs the outage once): the provider answers, through the proxy.
        return next();
      }
      const { answer, generation } = found;
      const age = answer && answer.generation === generation ? Date.now() - answer.storedAt : Infinity;
      let sent: CachedAnswer | null;
      let state: 'hit' | 'stale' | 'miss';
      if (answer && age < ttlMs) {
        sent = answer;
        state = 'hit';
      } else if (answer && age < ttlMs + staleMs) {
        sent = answer;
        state = 'stale';
        fetchOnce(key, generation).catch((err: unknown) =>
          logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: refreshing a read failed'),
        );
      } else {
        try {
          sent = await fetchOnce(key, generation);
        } catch {
          sent = null;
        }
        // The provider failed or did not answer 200: the proxy answers this visitor (502/504 in the envelope, or the provider's answer).
        if (sent === null) return next();
        state = 'miss';
      }
      if (res.headersSent || res.destroyed) return;
      res.setHeader('X-Cache', state);
      varyBy(res, 'Authorization');
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('ETag', sent.etag);
      if (req.headers['if-none-match'] === sent.etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      const body = Buffer.from(sent.body, 'base64');
      res.statusCode = 200;
      res.setHeader('Content-Type', sent.contentType);
      res.setHeader('Content-Length', body.length);
      res.end(body);
    })();
  };
}
