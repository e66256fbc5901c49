// The refusal of one of this server's own calls under /api (its search, server/search/routes.ts; its
// standing orders, server/standing/routes.ts), as the envelope says it, and what a failure of the
// provider read behind such a call is to its caller. One place, so both kinds of call answer a
// provider that times out, sends too much or refuses the same way.
import type { ServerResponse } from 'node:http';
import type { FieldErrors } from '@shared/contract/envelope';
import { ErrorCode } from '@shared/errors';
import { sendJson } from './handler';
import { ProviderResponseTooLarge, ProviderTimeout } from './providerClient';
import { ReadFailed } from './providerPages';

/** A refusal of one of this server's own calls: its status, code and message, with the fields and details it names. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A body or query its DTO refused (400, with the fields' messages). */
export const invalid = (errors: FieldErrors, message: string) => new Refusal(400, ErrorCode.Validation, message, errors);

/**
 * What a failure of the provider read behind a call is to its caller: a refused token 401, a refused
 * caller 403, a busy provider 429, a late one 504, anything else it sent 502. Null for an error that is
 * no provider read's (the call decides).
 */
export function providerRefusal(err: unknown): Refusal | null {
  if (err instanceof ProviderTimeout) return new Refusal(504, ErrorCode.GatewayTimeout, err.message);
  if (err instanceof ProviderResponseTooLarge) return new Refusal(502, ErrorCode.BadGateway, err.message);
  if (!(err instanceof ReadFailed)) return null;
  if (err.status === 401) return new Refusal(401, ErrorCode.Unauthorized, 'a valid token is required');
  if (err.status === 403) return new Refusal(403, ErrorCode.Forbidden, 'the provider refused the caller');
  if (err.status === 429) return new Refusal(429, ErrorCode.RateLimited, 'the provider is busy: try again shortly');
  if (err.status === 504) return new Refusal(504, ErrorCode.GatewayTimeout, 'the provider did not answer in time');
  return new Refusal(502, ErrorCode.BadGateway, 'the provider did not answer properly');
}

/** Answers with a refusal as the envelope says it; a refused body also closes the connection (the rest of it is not read). */
export function sendRefusal(res: ServerResponse, { status, code, message, errors, details }: Refusal): void {
  if (status === 413 || status === 415) res.setHeader('Connection', 'close');
  sendJson(res, status, {
    statusCode: status,
    error: { code, message, ...(errors ? { errors } : {}), ...(details === undefined ? {} : { details }) },
  });
}
