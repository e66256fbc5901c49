// The calls that check or hash a password (the endpoint table gives them a limit class: Login,
// Register/Business, ChangePassword, ResetPassword) wait for a slot on the thread pool. Without a
// bound, one address could line up any number of them and every other caller's login waited behind
// them all; now an address has at most MAX_HASHING_CALLS_PER_ADDRESS under way, and the hashes of
// different addresses take turns (store/passwords.ts).
import type { Request, RequestHandler, Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { allEndpoints } from '@shared/contract/api';
import { ErrorCode } from '@shared/errors';
import { ProviderError } from '../errors';

/** Password calls one address may have under way at once (running or waiting for a hash); more get 429. */
export const MAX_HASHING_CALLS_PER_ADDRESS = 3;

/** The caller's address as the provider's limits key it (IPv6 by its /56), behind whatever proxies the app trusts. */
export function addressOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
}

/** Registers, ahead of the password calls' own routes, the bound on how many one address has under way. */
export function boundHashingCalls(router: Router, max = MAX_HASHING_CALLS_PER_ADDRESS): void {
  const underWay = new Map<string, number>();
  const bound: RequestHandler = (req, res, next) => {
    const key = addressOf(req);
    const count = underWay.get(key) ?? 0;
    if (count >= max) {
      res.setHeader('Retry-After', '1');
      throw new ProviderError(
        429,
        ErrorCode.RateLimited,
        `too many sign-in or password calls under way at once (at most ${max}); try again in a moment`,
      );
    }
    underWay.set(key, count + 1);
    // Responded to, or the connection gone: either way the call no longer waits for a hash.
    res.once('close', () => {
      const left = underWay.get(key)! - 1;
      if (left > 0) underWay.set(key, left);
      else underWay.delete(key);
    });
    next();
  };
  for (const { endpoint } of allEndpoints()) {
    if (endpoint.facts?.limit) router[endpoint.method.toLowerCase() as 'get' | 'post' | 'delete'](endpoint.route, bound);
  }
}
