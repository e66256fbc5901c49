// Tokens at the server's door (docs/architecture.md §3.2). The server cannot check a token's signature (the
// provider signs it), but it can tell many tokens unusable on their face: not a Bearer JWT, no `exp`,
// expired by its own `exp`, or too long to be one. In proxy mode it refuses those with 401 itself, as the
// provider would, and remembers a token the provider refused, refusing it with 401 for the rest of its
// life without asking again. In both modes every request whose token was refused (by the server or by
// the provider) counts per address, as failed logins do; past TOKEN_FAILURE_LIMIT a window, the
// address's requests with a token get 429. A token is the Authorization header, or the `token` of the
// query of a call that takes one there (Account/UserInfo). A token the provider has not yet taken is
// counted as refused *before* its request goes on (one atomic increment of the store: a burst of them
// cannot read the same count), and the count is given back only once an answer other than 401 is sent:
// a client that goes before the answer leaves it counted. So forged tokens, well-formed or not, however
// sent, flood neither the provider nor the price stripping, and none is ever served as a visitor's request.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ipKeyGenerator, MemoryStore, type Options as LimitOptions, type Store } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@shared/errors';
import { operationOf } from '@shared/contract/operations';
import { tokenExpiresAt } from '@shared/rules/token';
import { endpointOf } from './calls';
import { clientAddress, sendJson, varyBy, type Handler, type Trust } from './handler';

/** The longest Authorization header read as a token: a longer one is none (never decoded, hashed or kept). */
export const MAX_AUTHORIZATION_LENGTH = 8192;

/** How many headers' expiries, and how many refused tokens, are remembered (the least used go first). */
const REMEMBERED = 10_000;

/** The key an Authorization header is remembered by: its hash, so a cache entry is small whatever the header. */
function keyOf(authorization: string): string {
  return createHash('sha256').update(authorization).digest('base64url');
}

/**
 * The expiry (epoch ms; 0 for none) of the Authorization headers seen lately: every layer that asks
 * (compression, the limits, the cache, the proxy) reads a header once, not once each.
 */
const expiries = new LRUCache<string, number>({ max: REMEMBERED });

/** When the token an Authorization header carries expires (epoch ms), or 0 when it carries none the server could take: not `Bearer <JWT>`, no numeric `exp`, too long. */
export function tokenExpiry(authorization: string): number {
  if (authorization.length > MAX_AUTHORIZATION_LENGTH) return 0;
  const key = keyOf(authorization);
  let expiresAt = expiries.get(key);
  if (expiresAt === undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    expiresAt = (match && tokenExpiresAt(match[1])) ?? 0;
    expiries.set(key, expiresAt);
  }
  return expiresAt;
}

/**
 * Whether a request carries a token that may be a user's: a Bearer JWT whose `exp` is later than now.
 * Whether it is one only the provider can tell. Any other Authorization header is no user's token
 * (an empty or malformed one must never switch the price removal off).
 */
export function carriesToken(authorization: string | undefined, now = Date.now()): boolean {
  return authorization !== undefined && tokenExpiry(authorization) > now;
}

/**
 * Tokens remembered until each expires, by hash (at most REMEMBERED, the least used forgotten first): those
 * the provider refused (refused with 401 by the server without asking again), and those it took lately.
 */
export class RememberedTokens {
  private readonly tokens = new LRUCache<string, number>({ max: REMEMBERED });

  /** Remembers a token until `expiresAt` (epoch ms). */
  add(authorization: string, expiresAt: number): void {
    if (authorization.length <= MAX_AUTHORIZATION_LENGTH && expiresAt > Date.now()) this.tokens.set(keyOf(authorization), expiresAt);
  }

  has(authorization: string, now = Date.now()): boolean {
    if (authorization.length > MAX_AUTHORIZATION_LENGTH) return false;
    const until = this.tokens.get(keyOf(authorization));
    return until !== undefined && until > now;
  }

  delete(authorization: string): void {
    if (authorization.length <= MAX_AUTHORIZATION_LENGTH) this.tokens.delete(keyOf(authorization));
  }
}

/**
 * The token a request carries, as an Authorization header's value: the header itself, else, on a call
 * that takes its token in the query (`tokenInQuery`: Account/UserInfo), `Bearer <token>` from a query
 * parameter named `token` in any case (a provider may read names so). Two or more such parameters are
 * an empty value, no token the server could take (the mock reads none of them). Undefined: no token.
 */
export function credentialOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header !== undefined) return header;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  const endpoint = endpointOf(req);
  if (!endpoint || !operationOf(endpoint).tokenInQuery) return undefined;
  const tokens: string[] = [];
  for (const [name, value] of new URLSearchParams(url.slice(query + 1))) if (name.toLowerCase() === 'token') tokens.push(value);
  if (tokens.length === 0) return undefined;
  return tokens.length === 1 ? `Bearer ${tokens[0]}` : '';
}

/** Whether a success of this request's call says the provider took its token: a call for signed-in callers only. */
function takesOnlyTokens(req: IncomingMessage): boolean {
  const endpoint = endpointOf(req);
  return endpoint !== null && operationOf(endpoint).access !== 'public';
}

export interface TokenGateOptions {
  /** Refused tokens an address may send a window before its requests with a token get 429. */
  limit: number;
  windowMs: number;
  trust: Trust;
  /** Where the failures are counted (shared by the instances through Redis, sharedState.ts); this process's memory by default. */
  store?: Store;
  /**
   * Proxy mode: the server responds with 401 itself to a token it can tell is unusable and to one the
   * provider refused before. In mock mode the mock provider judges them (it checks signatures).
   */
  judge: boolean;
}

/** The response to a refused token: the provider's own envelope (mock-provider/errors.ts), never cached. */
function unauthorized(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  varyBy(res, 'Authorization');
  sendJson(res, 401, { statusCode: 401, error: { code: ErrorCode.Unauthorized, message: 'a valid token is required' } });
}

/** The response past the limit: 429 with Retry-After, the seconds left in the window. */
function tooMany(res: ServerResponse, resetAt: number, now: number): void {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  res.setHeader('Retry-After', String(retryAfter));
  res.setHeader('Cache-Control', 'no-store');
  sendJson(res, 429, {
    statusCode: 429,
    error: { code: ErrorCode.RateLimited, message: `too many refused tokens; try again in ${retryAfter} seconds` },
  });
}

/**
 * The /api middleware for requests that carry a token (credentialOf; a request without one is a
 * visitor's, limited by the visitors' limit). A token the provider took lately (a success of a call for
 * signed-in callers) goes on unless the address is past `limit` (429 with Retry-After). Any other is
 * counted as refused before it goes on, in one atomic increment of the store: past `limit`, 429 (and the
 * count given back); in proxy mode (`judge`), 401 to a token unusable on its face or refused before (it
 * stays counted); else it goes on, and stays counted unless an answer other than 401 is sent (a client
 * that goes before its answer leaves it counted). A 401 to a token taken before is counted when it is
 * sent. In proxy mode the token of every 401 is remembered until it expires.
 */
export function tokenGate({ limit, windowMs, trust, store = new MemoryStore(), judge }: TokenGateOptions): Handler {
  const counts = store;
  if (!counts.get) throw new Error('the token failure limit needs a store that reads its counts');
  // The stores read only the window of the options express-rate-limit would give them.
  void Promise.resolve(counts.init?.({ windowMs } as LimitOptions)).catch(() => undefined);
  const refused = new RememberedTokens();
  const taken = new RememberedTokens();
  const count = (key: string) => Promise.resolve(counts.increment(key)).catch(() => undefined);
  const giveBack = (key: string) => void Promise.resolve(counts.decrement(key)).catch(() => undefined);
  /** What the answer said of the token: a 401 counts (once) and is remembered; a success of a signed-in call marks it taken. */
  const watch = (req: IncomingMessage, res: ServerResponse, credential: string, key: string, reserved: boolean) =>
    res.once('close', () => {
      // No answer was sent: the client went first, and a reserved count stays.
      if (!res.headersSent) return;
      if (res.statusCode === 401) {
        taken.delete(credential);
        if (judge) refused.add(credential, tokenExpiry(credential));
        if (!reserved) void count(key);
        return;
      }
      if (reserved) giveBack(key);
      if (res.statusCode >= 200 && res.statusCode < 300 && takesOnlyTokens(req)) taken.add(credential, tokenExpiry(credential));
    });

  return (req, res, next) => {
    const credential = credentialOf(req);
    if (credential === undefined) return next();
    const key = ipKeyGenerator(clientAddress(req, trust));
    return (async () => {
      const now = Date.now();
      if (taken.has(credential, now)) {
        const seen = await Promise.resolve(counts.get!(key)).catch(() => undefined);
        const resetAt = seen?.resetTime?.getTime() ?? now + windowMs;
        if (seen && seen.totalHits >= limit && resetAt > now) return tooMany(res, resetAt, now);
        watch(req, res, credential, key, false);
        return next();
      }
      const counted = await count(key);
      if (counted && counted.totalHits > limit) {
        giveBack(key);
        return tooMany(res, counted.resetTime?.getTime() ?? now + windowMs, Date.now());
      }
      if (judge && (!carriesToken(credential, now) || refused.has(credential, now))) return unauthorized(res);
      watch(req, res, credential, key, counted !== undefined);
      next();
    })();
  };
}
