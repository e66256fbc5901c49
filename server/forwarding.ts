// What a request under /api may carry on to the provider (docs/architecture.md §3.3): only the path the
// server decided on (paths.ts), a body only where the contract gives the call one, and the client's
// address, protocol and host as the server itself sees them, never as the client claims them.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { ErrorCode } from '@shared/errors';
import { operationOf } from '@shared/contract/operations';
import { endpointOf } from './calls';
import { sendJson, type Handler, type Trust } from './handler';
import { unforwardableApiPath } from './paths';

/** Methods whose requests have no defined body (RFC 9110 sections 9.3.1, 9.3.2, 9.3.5, 9.3.7; a TRACE must have none, 9.3.8). */
export const BODILESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE', 'TRACE']);

/** Whether a request carries a body: a Transfer-Encoding or a non-zero Content-Length says so (RFC 9112 section 6.3). */
export function declaresBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

/** Whether the endpoint table gives the request's call a body (JSON, a JSON list, or an upload). */
function callTakesBody(req: IncomingMessage): boolean {
  const endpoint = endpointOf(req);
  if (!endpoint) return false;
  const operation = operationOf(endpoint);
  return operation.body !== undefined || operation.listBody !== undefined || operation.upload === true;
}

/**
 * Why a request under /api may not go on, or null: its path leaves /api or is encoded past reading
 * (paths.ts), or it is a GET, HEAD, OPTIONS or DELETE with a body its call does not take (none of
 * the table's does). Such a body is refused, not dropped: a client that sends one gets told so
 * rather than a request run without it, and the server never reads it (the connection is closed), so
 * it cannot reach the provider, or a server in front of it that reads such bodies, as anything.
 */
function refusal(req: IncomingMessage): { message: string; close: boolean } | null {
  const path = unforwardableApiPath(req);
  if (path !== null) return { message: path, close: false };
  const method = req.method ?? 'GET';
  if (BODILESS_METHODS.has(method) && declaresBody(req) && !callTakesBody(req))
    return { message: `a ${method} call takes no body (no Content-Length above 0, no Transfer-Encoding)`, close: true };
  return null;
}

/** The first of the /api chain (both modes): 400 in the envelope to a request that may not go on, before any limit or the provider sees it. */
export const refuseUnforwardable: Handler = (req, res, next) => {
  const refused = refusal(req);
  if (refused === null) return next();
  // Its body stays unread: the connection cannot carry another request after it.
  if (refused.close) res.setHeader('Connection', 'close');
  sendJson(res, 400, { statusCode: 400, error: { code: ErrorCode.Validation, message: refused.message } });
};

/** Client headers that say where a request came from: never passed on as the client wrote them. */
export const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];

/**
 * The value of X-Forwarded-Proto or -Host that the outermost trusted proxy wrote, given `trustedHops`
 * (how many proxies in front of the server are trusted, the socket's included). Each proxy that
 * appends to such a header appends its own view, so with n trusted hops only the last n values were
 * written by them: the first of those is what the farthest trusted proxy saw of the client. A proxy
 * that overwrites the header leaves fewer, every one its own. Values before them are the client's
 * and never believed (Express reads the first value, which a client can write behind a proxy that appends).
 */
function trustedValue(value: string | string[] | undefined, trustedHops: number): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  if (!joined || trustedHops < 1) return undefined;
  const values = joined.split(',').map((v) => v.trim());
  return values[Math.max(0, values.length - trustedHops)] || undefined;
}

/** A Forwarded parameter's value (RFC 7239 section 4): as it is when a token, else a quoted-string. */
const param = (value: string) => (/^[\w!#$%&'*+.^`|~-]+$/.test(value) ? value : `"${value.replace(/["\\]/g, '\\$&')}"`);

/**
 * The forwarding headers the provider gets (raw pairs), as Express derives req.ips and req.ip under
 * the same `trust` (TRUST_PROXY), and the protocol and host the outermost trusted proxy wrote
 * (trustedValue): the client's own X-Forwarded-* count only for hops the setting trusts, so with it
 * unset they are never believed, and Forwarded and X-Real-IP are the server's, whatever the client sent.
 */
export function forwardingHeaders(req: IncomingMessage, trust: Trust): string[] {
  // The socket's address, then each trusted hop's client: farthest first, as X-Forwarded-For lists them.
  const chain = proxyaddr.all(req, trust).reverse();
  const client = chain[0] ?? '';
  // The trusted proxies: every address proxy-addr gave but the client's (none when the socket is not trusted).
  const trustedHops = chain.length - 1;
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const proto = trustedValue(req.headers['x-forwarded-proto'], trustedHops) || own;
  const host = trustedValue(req.headers['x-forwarded-host'], trustedHops) || req.headers.host || '';
  const forwarded = chain.map((address, i) => {
    const hop = `for=${param(address.includes(':') ? `[${address}]` : address)}`;
    return i === 0 ? `${hop}${host ? `;host=${param(host)}` : ''};proto=${param(proto)}` : hop;
  });
  const headers = ['X-Forwarded-For', chain.join(', '), 'X-Forwarded-Proto', proto, 'X-Real-IP', client, 'Forwarded', forwarded.join(', ')];
  // An HTTP/1.0 request may name no host: none is claimed for it.
  if (host) headers.push('X-Forwarded-Host', host);
  return headers;
}
