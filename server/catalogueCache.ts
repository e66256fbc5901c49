// Visitors' catalogue reads, kept for a short time (docs/architecture.md §3.4). In proxy mode the accounting system
// behind the server may be slow; every visitor reads the same catalogue, so it is asked once per read
// and TTL, not once per visitor:
//  - a read younger than `ttlMs` is served from the cache;
//  - one older, but younger than `ttlMs + staleMs`, is served from the cache at once and read again
//    in the background (stale-while-revalidate);
//  - visitors asking for the same read at the same moment wait for one provider request;
//  - any write that succeeds (an administrator's change) forgets every read, on every instance sharing
//    the store (the store's generation goes up).
// Only visitors' reads (no token: the responses carry no prices, prices.ts) and only responses 200 are kept.
// The store is in this process (one instance), or Redis when REDIS_URL is set (redisStore.ts).
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { visitorResponseBody } from './prices';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { forwardedTarget } from './paths';
import { endpointOf, factsOf } from './calls';
import { ErrorCode } from '@shared/errors';
import { sendJson, varyBy, type Handler } from './handler';
import { ProviderResponseTooLarge, ProviderTimeout } from './providerClient';
import { catalogueCacheControl, etagOf, isCatalogueRead } from './visitorResponses';
import { carriesToken } from './tokens';
import type { Endpoint } from '@shared/contract/api';

/**
 * Whether a request may change what visitors read: a signed-in user's (an administrator's) request to a
 * call the endpoint table marks `changesCatalogue`. A visitor's request, an account's or an order's changes nothing.
 */
export function changesCatalogue(req: IncomingMessage): boolean {
  return factsOf(req).changesCatalogue === true && carriesToken(req.headers.authorization);
}

/** A visitor's catalogue response as kept. */
export interface CachedResponse {
  status: number;
  contentType: string;
  /** The body, prices taken out, base64. */
  body: string;
  etag: string;
  storedAt: number;
  /** The store's generation when it was read: a response of an earlier one is forgotten. */
  generation: number;
}

/** Where the responses are kept: this process, or shared by every instance. */
export interface ResponseStore {
  get(key: string): Promise<{ response: CachedResponse | undefined; generation: number }>;
  set(key: string, response: CachedResponse, ttlMs: number): Promise<void>;
  /** Forgets every response (on every instance sharing the store). */
  invalidate(): Promise<void>;
}

/** What the responses kept in this process may take, by default: the least used go first past it. */
const MEMORY_STORE_BYTES = 64 * 1024 * 1024;

/**
 * The responses in this process, at most `maxBytes` of them (by their size as kept): a visitor may ask
 * for as many spellings of a read as the visitors' limit lets through, and a provider's page may be
 * megabytes, so the count of responses alone bounds nothing.
 */
export class MemoryStore implements ResponseStore {
  private readonly responses: LRUCache<string, CachedResponse>;
  private generation = 0;

  constructor(maxBytes = MEMORY_STORE_BYTES) {
    this.responses = new LRUCache<string, CachedResponse>({
      maxSize: maxBytes,
      // The body (base64, one byte a character) and the key dominate; the rest is small and fixed.
      sizeCalculation: (response, key) => response.body.length + key.length + response.contentType.length + response.etag.length + 64,
      ttlAutopurge: false,
    });
  }

  async get(key: string): Promise<{ response: CachedResponse | undefined; generation: number }> {
    return { response: this.responses.get(key), generation: this.generation };
  }

  async set(key: string, response: CachedResponse, ttlMs: number): Promise<void> {
    if (response.generation === this.generation) this.responses.set(key, response, { ttl: ttlMs });
  }

  async invalidate(): Promise<void> {
    this.generation += 1;
    this.responses.clear();
  }
}

/** The envelope of a read the provider did not respond to: 504 when it was too slow, else 502, as the proxy's own (api.ts). */
function sendReadFailure(res: ServerResponse, err: unknown): void {
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
      message: timedOut || err instanceof ProviderResponseTooLarge ? err.message : 'the provider could not be reached',
    },
  });
}

/**
 * A GET of the provider's `pathAndQuery`, its answer read whole: a visitor's (no token; what the cache
 * asks), or with the caller's `authorization` passed on (the search's prices: search/view.ts).
 */
export type ProviderRead = (pathAndQuery: string, authorization?: string) => Promise<{ status: number; contentType: string; body: Buffer }>;

export interface CatalogueCacheOptions {
  store: ResponseStore;
  read: ProviderRead;
  ttlMs: number;
  staleMs: number;
  logger: Logger;
  /** The clock the responses' ages are read on (tests move it by hand). */
  now?: () => number;
}

/**
 * The /api middleware: responds to a visitor's catalogue read from the cache (or one shared provider
 * request), passes every other request on, and forgets the reads when a write succeeds.
 */
export function catalogueCache(options: CatalogueCacheOptions): Handler {
  const { store, ttlMs, staleMs, logger, now = Date.now } = options;
  const cacheControl = catalogueCacheControl(Math.ceil(ttlMs / 1000), Math.ceil(staleMs / 1000));
  const fetchOnce = sharedReads(options);

  /** The cached response to send for `key` and how it was found, or null when the proxy is to ask the provider itself. */
  const lookUp = async (req: IncomingMessage, res: ServerResponse, key: string): Promise<Found | null> => {
    let found: { response: CachedResponse | undefined; generation: number };
    try {
      found = await store.get(key);
    } catch {
      // The shared store does not respond (sharedState.ts logs the outage once): the provider responds, through the proxy.
      return null;
    }
    const { response, generation } = found;
    const age = response && response.generation === generation ? now() - response.storedAt : Infinity;
    if (response && age < ttlMs) return { sent: response, state: 'hit' };
    if (response && age < ttlMs + staleMs) {
      // Its failure is logged once, by fetchOnce; the stale response stands meanwhile.
      fetchOnce(key, generation, endpointOf(req)).catch(() => undefined);
      return { sent: response, state: 'stale' };
    }
    let sent: CachedResponse | null;
    try {
      sent = await fetchOnce(key, generation, endpointOf(req));
    } catch (err) {
      // The shared read got no response (none in time, none at all, or one too large): every visitor
      // who waited on it is told so, rather than each asking a provider in trouble again.
      sendReadFailure(res, err);
      return 'sent';
    }
    // The provider did not respond 200: the proxy responds to this visitor as the provider does (it checks the response).
    return sent === null ? null : { sent, state: 'miss' };
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (changesCatalogue(req)) forgetOnSuccess(res, store, logger);
      return next();
    }
    // A request with any Authorization header is never a visitor's: the provider (or the token gate, tokens.ts) responds to it.
    if (req.headers.authorization !== undefined) return next();
    if (!isCatalogueRead(req)) return next();
    // The path the proxy would send (the one the server decided on), so the read asks the provider that, and every spelling shares one entry.
    const key = forwardedTarget(req);
    if (key === null) return next();
    void lookUp(req, res, key).then((found) => {
      if (found === null) return next();
      if (found !== 'sent') sendCached(req, res, found, cacheControl);
    });
  };
}

/** A cached response to send, and whether it was fresh, stale (read again behind it) or read just now; 'sent' when a failure was sent instead. */
type Found = { sent: CachedResponse; state: 'hit' | 'stale' | 'miss' } | 'sent';

/**
 * Reads a key from the provider once, however many ask at once; keeps a response 200. Null for any
 * other response: each visitor's request then goes to the provider through the proxy, which checks it
 * (a failure outside the envelope becomes 502) and responds to it as the provider said.
 */
function sharedReads({ store, read, ttlMs, staleMs, logger, now = Date.now }: CatalogueCacheOptions) {
  /** Provider requests under way, by key: the visitors asking meanwhile wait for the same one. */
  const inFlight = new Map<string, Promise<CachedResponse | null>>();
  return (key: string, generation: number, endpoint: Endpoint | null): Promise<CachedResponse | null> => {
    // Keyed by the generation too: a read begun before a write is never handed to a visitor after it.
    const flight = `${generation}:${key}`;
    const running = inFlight.get(flight);
    if (running) return running;
    const reading = (async () => {
      const response = await read(key);
      if (response.status !== 200) return null;
      const body = visitorResponseBody(response.body, endpoint, 200);
      if (body === null) return null;
      const kept: CachedResponse = {
        status: 200,
        contentType: response.contentType,
        body: body.toString('base64'),
        etag: etagOf(body),
        storedAt: now(),
        generation,
      };
      await store
        .set(key, kept, ttlMs + staleMs)
        .catch((err: unknown) => logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: could not keep a response'));
      return kept;
    })().finally(() => inFlight.delete(flight));
    reading.catch((err: unknown) =>
      logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: the provider did not respond to a read'),
    );
    inFlight.set(flight, reading);
    return reading;
  };
}

/** Forgets every read once the write behind `res` has succeeded. */
function forgetOnSuccess(res: ServerResponse, store: ResponseStore, logger: Logger): void {
  res.on('finish', () => {
    if (res.statusCode < 400)
      store
        .invalidate()
        .catch((err: unknown) => logger.warn({ err: { message: (err as Error).message } }, 'catalogue cache: could not forget the reads'));
  });
}

/** Sends a cached response (X-Cache says how it was found), or 304 when the browser holds it already. */
function sendCached(req: IncomingMessage, res: ServerResponse, { sent, state }: Exclude<Found, 'sent'>, cacheControl: string): void {
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
}
