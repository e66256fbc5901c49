// The /api chain's middlewares work on Node's own request and answer: /api is answered by its own
// router (the `router` package, Express's own router), mounted on the HTTP server beside the Express
// app, so a proxied call never goes through Express's application layer (which gives every request
// and answer Express's prototypes and settings: about a third of the server's own cost of a proxied
// call, measured). Express's request and answer extend Node's, so these middlewares run under Express
// as well. What they need of Express is here: a JSON answer, Vary, the client's address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import vary from 'vary';

export type NextFunction = (err?: unknown) => void;

/** A middleware on Node's own request and answer. */
export type Handler = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

/** Answers `body` as JSON with `status` (no body to a HEAD request: Node leaves it out). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Adds `field` to the answer's Vary header (once). */
export function varyBy(res: ServerResponse, field: string): void {
  vary(res, field);
}

/** Which addresses in X-Forwarded-For are trusted: Express's 'trust proxy' setting, read as Express reads it. */
export type Trust = (address: string, hop: number) => boolean;

/** The trust function of a TRUST_PROXY setting: true (every hop), a number of hops, or addresses and subnets (comma-separated). */
export function trustOf(setting: boolean | number | string): Trust {
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(typeof setting === 'string' ? setting.split(',').map((s) => s.trim()) : []);
}

/** The client's address: the socket's, or the nearest untrusted one X-Forwarded-For names (as Express's req.ip). */
export function clientAddress(req: IncomingMessage, trust: Trust): string {
  return proxyaddr(req, trust);
}

/** What one middleware tells a later one about an answer: the most the proxy may read of it (document links are sealed in it). */
const answerLimits = new WeakMap<ServerResponse, number>();

export function limitAnswer(res: ServerResponse, maxBytes: number): void {
  answerLimits.set(res, maxBytes);
}

export function answerLimitOf(res: ServerResponse): number | undefined {
  return answerLimits.get(res);
}
