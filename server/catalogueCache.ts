// Visitors' catalogue reads, kept for a short time (docs/architecture.md §3.4). In proxy mode the accounting system
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
import { visitorAnswer } from './prices';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { forwardedTarget } from './paths';
import { callOf, factsOf } from './calls';
import { ErrorCode } from '@shared/errors';
import { sendJson, varyBy, type Handler } from './handler';
import { ProviderAnswerTooLarge, ProviderTimeout } from './providerClient';
import { catalogueCacheControl, etagOf, isCatalogueRead } from './visitorAnswers';
import { carriesToken } from './tokens';
import type { Endpoint } from '@shared/contract/api';

/**
 * Whether a call may change what visitors read: a signed-in user's (an administrator's) call of one
 * the endpoint table marks `changesCatalogue`. A visitor's call, an account's or an order's changes nothing.
 */
export function changesCatalogue(req: IncomingMessage): boolean {
  return factsOf(req).changesCatalogue === true && carriesToken(req.headers.authorization);
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

/** What the answers kept in this process may take, by default: the least used go first past it. */
const MEMORY_STORE_BYTES = 64 * 1024 * 1024;

/**
 * The answers in this process, at most `maxBytes` of them (by their size as kept): a visitor may ask
 * for as many spellings of a read as the visitors' limit lets through, and a provider's page may be
 * megabytes, so the count of answers alone bounds nothing.
 */
export class MemoryStore implements AnswerStore {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private generation = 0;

  constructor(maxBytes = MEMORY_STORE_BYTES) {
    this.answers = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      // The body (base64, one byte a character) and the key dominate; the rest is small and fixed.
      sizeCalculation: (answer, key) => answer.body.length + key.length + answer.contentType.length + answer.etag.length + 64,
      ttlAutopurge: false,
    });
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

/** The envelope of a read the provider did not answer: 504 when it was too slow, else 502, as the proxy's own (api.ts). */
function unanswered(res: ServerResponse, err: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const timedOut = err instanceof ProviderTimeout;
  const status = timedOut ? 504 : 502;
  res.setHeader('Cache-Control', 'no-store');
  varyBy(res, 'Authorization');
  sendJson(res, status, {
    statusCode: status,
    error: {
      code: timedOut ? ErrorCode.GatewayTimeout : ErrorCode.BadGateway,
      // Ours to say; a connection's own error would name the provider's address.
      message: timedOut || err instanceof ProviderAnswerTooLarge ? err.message : 'the provider could not be reached',
    },
  });
}

/** What the cache asks the provider (a visitor's read: no token). */
export type ProviderRead = (pathAndQuery: string) => Promise<{ status: number; contentType: string; body: Buffer }>;

export interface CatalogueCacheOptions {
  store: AnswerStore;
  read: ProviderRead;
  ttlMs: number;
  staleMs: number;
  logger: Logger;
  /** The clock the answers' ages are read on (tests move it by hand). */
  now?: () => number;
}

/**
 * The /api middleware: answers a visitor's catalogue read from the cache (or one shared provider
 * call), passes every other call on, and forgets the reads when a write succeeds.
 */
export function catalogueCache({ store, read, ttlMs, staleMs, logger, now = Date.now }: CatalogueCacheOptions): Handler {
  const cacheControl = catalogueCacheControl(Math.ceil(ttlMs / 1000), Math.ceil(staleMs / 1000));
  /** Provider calls under way, by key: the visitors asking meanwhile wait for the same one. */
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();

  /**
   * Reads `key` from the provider once, however many ask at once; keeps an answer 200. Null for any
   * other answer: each visitor's call then goes to the provider through the proxy, which checks it
   * (a failure outside the envelope becomes 502) and answers it as the provider said.
   */
  const fetchOnce = (key: string, generation: number, endpoint: Endpoint | null): Promise<CachedAnswer | null> => {
    // Keyed by the generation too: a read begun before a write is never handed to a visitor after it.
    const flight = `${generation}:${key}`;
    const running = inFlight.get(flight);
    if (running) return running;
    const call = (async () => {
      const answer = await read(key);
      if (answer.status !== 200) return null;
      const body = visitorAnswer(answer.body, endpoint, 200);
      if (body === null) return null;
      const kept: CachedAnswer = {
        status: 200,
        contentType: answer.contentType,
        body: body.toString('base64'),
        etag: etagOf(body),
        storedAt: now(),
        generation,
      };
      await store
        .set(key, kept, ttlMs + staleMs)
        .catch((err: unknown) => logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: could not keep an answer'));
      return kept;
    })().finally(() => inFlight.delete(flight));
    call.catch((err: unknown) =>
      logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: the provider did not answer a read'),
    );
    inFlight.set(flight, call);
    return call;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (changesCatalogue(req)) {
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
    // A call with any Authorization header is never a visitor's: the provider (or the token gate, tokens.ts) answers it.
    if (req.headers.authorization !== undefined) return next();
    if (!isCatalogueRead(req)) return next();
    // The path the proxy would send (the one the server decided on), so the read asks the provider that, and every spelling shares one entry.
    const key = forwardedTarget(req);
    if (key === null) return next();
    void (async () => {
      let found: { answer: CachedAnswer | undefined; generation: number };
      try {
        found = await store.get(key);
      } catch {
        // The shared store does not answer (sharedState.ts logs the outage once): the provider answers, through the proxy.
        return next();
      }
      const { answer, generation } = found;
      const age = answer && answer.generation === generation ? now() - answer.storedAt : Infinity;
      let sent: CachedAnswer | null;
      let state: 'hit' | 'stale' | 'miss';
      if (answer && age < ttlMs) {
        sent = answer;
        state = 'hit';
      } else if (answer && age < ttlMs + staleMs) {
        sent = answer;
        state = 'stale';
        // Its failure is logged once, by fetchOnce; the stale answer stands meanwhile.
        fetchOnce(key, generation, callOf(req)).catch(() => undefined);
      } else {
        try {
          sent = await fetchOnce(key, generation, callOf(req));
        } catch (err) {
          // The shared read got no answer (none in time, none at all, or one too large): every visitor
          // who waited on it is told so, rather than each asking a provider in trouble again.
          return unanswered(res, err);
        }
        // The provider did not answer 200: the proxy answers this visitor as the provider does (it checks the answer).
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
