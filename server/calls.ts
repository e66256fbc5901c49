// Which call of the endpoint table a request under /api is: found once per request from its method
// and its normalised path (paths.ts) by the table's own routes (@shared/contract/match), so that every
// layer deciding by the call (the limits, the sealing, the catalogue cache, a visitor's responses) reads
// the same call from the same path, and reads what to do from the table's facts, not from patterns of its own.
import type { IncomingMessage } from 'node:http';
import type { CallFacts, Endpoint } from '@shared/contract/api';
import { callAt, callsAt } from '@shared/contract/match';
import { operationOf } from '@shared/contract/operations';
import { normalizedApiPath } from './paths';

const found = new WeakMap<IncomingMessage, Endpoint | null>();

/** The call a request under /api is (a HEAD is its GET), or null when it is none of the table's. */
export function endpointOf(req: IncomingMessage): Endpoint | null {
  const cached = found.get(req);
  if (cached !== undefined) return cached;
  const path = normalizedApiPath(req);
  const endpoint = path === null ? null : callAt(req.method ?? 'GET', path);
  found.set(req, endpoint);
  return endpoint;
}

const NO_FACTS: CallFacts = Object.freeze({});

/** What the endpoint table says of a request's call (nothing for a call it does not have). */
export function factsOf(req: IncomingMessage): CallFacts {
  return endpointOf(req)?.facts ?? NO_FACTS;
}

/** What a request's call returns when it succeeds, by its operation: JSON in the envelope, or an HTML page or an image's bytes; null for a call the table does not have. */
export function responseKindOf(req: IncomingMessage): 'json' | 'html' | 'image' | null {
  const endpoint = endpointOf(req);
  if (!endpoint) return null;
  const kind = operationOf(endpoint).payload.kind;
  return kind === 'html' || kind === 'image' ? kind : 'json';
}

/**
 * Whether a request under /api is one of the server's own calls (the endpoint table's `host`: its
 * search index answers it). Read from the path before or after /api is mounted, as the front chain
 * (compression) and the /api chain both ask.
 */
export function isHostCall(req: IncomingMessage): boolean {
  const path = normalizedApiPath(req);
  return path !== null && callsAt(path).some((endpoint) => endpoint.facts?.host === true);
}
