// Tokens at the server's door (docs/architecture.md §3.2). The server cannot check a token's signature (the
// provider signs it), but it can tell many tokens unusable on their face: not a Bearer JWT, no `exp`,
// expired by its own `exp`, or too long to be one. In proxy mode it refuses those with 401 itself, as the
// provider would, and remembers a token the provider refused, refusing it with 401 for the rest of its
// life without asking again. In both modes every request whose token was refused (by the server or by
// the provider) counts per address, as failed logins do; past TOKEN_FAILURE_LIMIT a window, the
// address's requests with a token get 429. So forged tokens, well-formed or not, flood neither the
// provider nor the price stripping, and none is ever served as a visitor's request.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { ipKeyGenerator, MemoryStore, type Options as LimitOptions, type Store } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@shared/errors';
import { tokenExpiresAt } from '@shared/rules/token';
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

/** The tokens the provider refused, until each expires: refused with 401 by the server without asking again. */
export class RefusedTokens {
  private readonly refused = new LRUCache<string, number>({ max: REMEMBERED });

  /** Remembers a refused token until `expiresAt` (epoch ms). */
  add(authorization: string, expiresAt: number): void {
    if (authorization.length <= MAX_AUTHORIZATION_LENGTH && expiresAt > Date.now()) this.refused.set(keyOf(authorization), expiresAt);
  }

  has(authorization: string, now = Date.now()): boolean {
    if (authorization.length > MAX_AUTHORIZATION_LENGTH) return false;
    const until = this.refused.get(keyOf(authorization));
    return until !== undefined && until > now;
  }
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

/**
 * The /api middleware for requests that send an Authorization header (a request without one is a
 * visitor's, limited by the visitors' limit): 429 with Retry-After once the address's refused tokens
 * reach `limit` in the window; in proxy mode (`judge`), 401 to a token that is unusable on its face
 * or that the provider refused before; every 401 to such a request counted, and in proxy mode the token
 * of a provider's 401 remembered until it expires.
 */
export function tokenGate({ limit, windowMs, trust, store = new MemoryStore(), judge }: TokenGateOptions): Handler {
  const counts = store;
  if (!counts.get) throw new Error('the token failure limit needs a store that reads its counts');
  // The stores read only the window of the options express-rate-limit would give them.
  void Promise.resolve(counts.init?.({ windowMs } as LimitOptions)).catch(() => undefined);
  const refused = new RefusedTokens();
  const fail = (key: string) => void Promise.resolve(counts.increment(key)).catch(() => undefined);

  return (req, res, next) => {
    const authorization = req.headers.authorization;
    if (authorization === undefined) return next();
    const key = ipKeyGenerator(clientAddress(req, trust));
    return (async () => {
      const seen = await Promise.resolve(counts.get!(key)).catch(() => undefined);
      const now = Date.now();
      const resetAt = seen?.resetTime?.getTime() ?? now + windowMs;
      if (seen && seen.totalHits >= limit && resetAt > now) {
        const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        res.setHeader('Cache-Control', 'no-store');
        sendJson(res, 429, {
          statusCode: 429,
          error: { code: ErrorCode.RateLimited, message: `too many refused tokens; try again in ${retryAfter} seconds` },
        });
        return;
      }
      if (judge && (!carriesToken(authorization, now) || refused.has(authorization, now))) {
        fail(key);
        return unauthorized(res);
      }
      res.once('finish', () => {
        if (res.statusCode !== 401) return;
        fail(key);
        if (judge) refused.add(authorization, tokenExpiry(authorization));
      });
      next();
    })();
  };
}
