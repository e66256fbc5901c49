// The frame of the server's own calls that are a signed-in user's (standing orders, insights): the call
// found by its endpoint, the caller's token required before the provider is asked, the answer never kept
// by a cache, and a failure answered as the envelope says it (a log line for a 5xx, never a 500).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Endpoint } from '@shared/contract/api';
import { ErrorCode } from '@shared/errors';
import { endpointOf } from './calls';
import { sendJson, varyBy, type Handler } from './handler';
import { Refusal, sendRefusal } from './refusal';
import { carriesToken } from './tokens';

/** One call: its payload, or undefined for none (the envelope alone). */
export type OwnCall = (req: IncomingMessage, endpoint: Endpoint) => Promise<unknown>;

/** The token a request carries; a request without a usable one is refused (401) before the provider is asked. */
export function tokenOf(req: IncomingMessage): string {
  const auth = req.headers.authorization;
  if (auth === undefined || !carriesToken(auth)) throw new Refusal(401, ErrorCode.Unauthorized, 'a valid token is required');
  return auth;
}

/** A handler for the /api chain answering `calls` and passing every other request on; `refusalOf` says what an error is to the caller. */
export function ownCallsHandler(
  calls: Map<Endpoint, OwnCall>,
  refusalOf: (err: unknown) => Refusal,
  logger: Logger,
  what: string,
): Handler {
  return async (req: IncomingMessage, res: ServerResponse, next) => {
    const endpoint = endpointOf(req);
    const call = endpoint ? calls.get(endpoint) : undefined;
    if (!endpoint || !call) return next();
    varyBy(res, 'Authorization');
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      const payload = await call(req, endpoint);
      if (!res.headersSent && !res.destroyed)
        sendJson(res, 200, payload === undefined ? { statusCode: 200 } : { statusCode: 200, payload });
    } catch (err) {
      if (res.headersSent || res.destroyed) return;
      const refusal = refusalOf(err);
      if (refusal.status >= 500)
        logger.warn({ err: { message: (err as Error)?.message, name: (err as Error)?.name } }, `${what}: a call failed`);
      sendRefusal(res, refusal);
    }
  };
}
