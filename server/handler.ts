// The /api chain's middlewares work on Node's own request and response: /api is served by its own
// chain of them (`compose`), run on the HTTP server's request beside the Express app, so a proxied request
// never goes through Express's application layer (which gives every request and response Express's
// prototypes and settings: about a third of the server's own cost of a proxied request, measured).
// Express's request and response extend Node's, so these middlewares run under Express as well. What
// they need of Express is here: a JSON response, Vary, the client's address, and running in turn.
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import vary from 'vary';

export type NextFunction = (err?: unknown) => void;

/** A middleware of a chain: it may give a promise, whose rejection ends the chain with that error (compose). */
export type Handler = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void | Promise<void>;

/** Sends `body` as JSON with `status` (no body to a HEAD request: Node leaves it out). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Adds `field` to the response's Vary header (once). */
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

/** Handlers run one after another on a request; `done` gets what comes out of the last, or the first error. */
export type Chain = (req: IncomingMessage, res: ServerResponse, done: NextFunction) => void;

/**
 * Runs `handlers` in turn, as a router runs its middlewares: each calls `next()` for the one after
 * it, or `next(err)` to end the chain with an error; a handler that throws, or whose promise is
 * rejected, ends it with that error. `done` is called once, after the last handler's `next()` or
 * with the error; a handler that responds and does not call `next` ends the chain there.
 * Every middleware of a chain runs on every request it gets, so there is nothing to route: a router
 * would match each one's path and rebuild the URL around it, which cost a sixth of what the server
 * allocated for a proxied request (measured); this costs a closure a request.
 */
export function compose(handlers: readonly Handler[]): Chain {
  return (req, res, done) => {
    let at = 0;
    let ended = false;
    const end = (err?: unknown) => {
      if (ended) return;
      ended = true;
      done(err);
    };
    const next: NextFunction = (err) => {
      if (ended) return;
      if (err) return end(err);
      const handler = handlers[at++];
      if (!handler) return end();
      try {
        const result = handler(req, res, next) as unknown;
        if (result instanceof Promise) result.catch(end);
      } catch (thrown) {
        end(thrown);
      }
    };
    next();
  };
}
