// /api: the mock provider mounted in-process, or a streaming proxy to PROVIDER_URL.
// The proxy runs before any body parser, so bodies (uploads included) stream through untouched.
import http from 'node:http';
import https from 'node:https';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { ServerConfig } from './config';
import { minorCollector, reclaimer } from './reclaim';

/** Hop-by-hop headers (RFC 9110 section 7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

/** The /api handler of a configuration. */
export function apiHandler(config: ServerConfig, logger: Logger): RequestHandler {
  if (config.mode === 'mock') {
    // Loaded only in mock mode: a proxy never builds (or seeds) the in-memory catalogue.
    const { createMockProvider } = require('../mock-provider/app') as typeof import('../mock-provider/app');
    return createMockProvider({ items: config.mockItems, latencyMs: config.mockLatencyMs });
  }
  if (!config.providerUrl) throw new Error('proxy mode without a provider URL');
  return createProviderProxy(config.providerUrl, config.providerTimeoutMs, logger);
}

/** Sends an error envelope, or cuts the connection when the answer has already begun. */
function gatewayError(res: Response, status: 502 | 504, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const code = status === 502 ? ErrorCode.BadGateway : ErrorCode.GatewayTimeout;
  const body = JSON.stringify({ statusCode: status, error: { code, message } });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

/** The names of the headers a Connection header lists (they are hop-by-hop too). */
function connectionTokens(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * A streaming proxy to `target` (the provider's /api base): /api/X goes to target + /X with its query.
 * Bodies are piped both ways (with backpressure), never held. Authorization is forwarded, hop-by-hop
 * headers dropped, X-Forwarded-For/-Proto/-Host set. No answer within `timeoutMs` after the request
 * was sent (or a stall that long) gives 504; a refused or unreachable provider 502; both in the
 * envelope, and the server carries on. Written on node:http directly: a proxied call is the server's
 * hottest path, and a general proxy library cost several times the provider's own work per call.
 */
export function createProviderProxy(target: string, timeoutMs: number, logger: Logger): RequestHandler {
  const base = new URL(target);
  const isHttps = base.protocol === 'https:';
  const client = isHttps ? https : http;
  const agent = isHttps
    ? new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 })
    : new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const basePath = base.pathname.replace(/\/+$/, '');

  return (req, res) => {
    // The request's own headers, less what must not travel on: hop-by-hop headers (and those its
    // Connection header names), and Expect, which this server has already answered.
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    const tokens = connectionTokens(req.headers.connection);
    for (const name of tokens) delete headers[name];
    for (const name of HOP_BY_HOP) delete headers[name];
    delete headers.expect;
    const clientAddress = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress;
    headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
    headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
    headers.host = base.host;
    const closeWanted = tokens.includes('close');

    let timedOut = false;
    let answerTimer: NodeJS.Timeout | undefined;
    const proxyReq = client.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: req.method,
      path: basePath + forwardedPath(req.url),
      headers,
      agent,
    });
    const giveUp = () => {
      timedOut = true;
      proxyReq.destroy(new Error('provider timeout'));
    };
    // Idle: the provider stops reading or writing for that long. Answer: it has the whole request but says nothing.
    proxyReq.setTimeout(timeoutMs, giveUp);
    proxyReq.once('finish', () => {
      answerTimer = setTimeout(giveUp, timeoutMs);
      answerTimer.unref();
    });
    proxyReq.once('close', () => clearTimeout(answerTimer));

    proxyReq.once('response', (proxyRes) => {
      clearTimeout(answerTimer);
      // Node frames the answer to the browser itself; the provider's framework stays unnamed.
      const answer = proxyRes.headers;
      for (const name of connectionTokens(answer.connection)) delete answer[name];
      for (const name of HOP_BY_HOP) delete answer[name];
      delete answer['transfer-encoding'];
      delete answer['x-powered-by'];
      // Our own Connection decision (e.g. 'close' while shutting down) or the client's 'close' stands.
      const own = res.getHeader('connection') ?? (closeWanted ? 'close' : undefined);
      if (own !== undefined) answer.connection = String(own);
      res.writeHead(proxyRes.statusCode ?? 502, answer);
      // A provider that breaks off mid-answer: the browser's connection is cut too, never a truncated success.
      proxyRes.once('aborted', () => res.destroy());
      proxyRes.once('error', () => res.destroy());
      proxyRes.pipe(res);
    });
    proxyReq.once('error', (err) => {
      const code = (err as NodeJS.ErrnoException).code;
      logger.warn({ err: { message: err.message, code }, timeout: timedOut }, 'provider call failed');
      if (timedOut) gatewayError(res, 504, `the provider did not answer within ${timeoutMs} ms`);
      else gatewayError(res, 502, 'the provider could not be reached');
    });
    // The browser went away (or its upload broke off): stop the provider's call as well.
    res.once('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
    req.once('error', () => proxyReq.destroy());
    if (hasBody(req)) {
      const count = reclaimer(minorCollector());
      req.on('data', (chunk: Buffer) => count(chunk.length));
      req.pipe(proxyReq);
    }
    else {
      // Most calls carry no body: nothing to stream, and a pipe's set-up is a measurable part of the call.
      req.resume();
      proxyReq.end();
    }
  };
}

/** Whether a request has a body to pass on (RFC 9112 section 6.3: a Transfer-Encoding or a non-zero Content-Length). */
function hasBody(req: http.IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * The path and query to send on, from the request's URL under /api: an absolute-form target
 * ('http://host/Order/Create') gives its path, and repeated slashes in the path fold into one, as
 * the router that matched it read them ('//Order/List' is '/Order/List'). The query goes as it came.
 */
export function forwardedPath(url: string): string {
  let pathAndQuery = url;
  if (!url.startsWith('/')) {
    try {
      const parsed = new URL(url);
      pathAndQuery = parsed.pathname + parsed.search;
    } catch {
      pathAndQuery = `/${url}`;
    }
  }
  const q = pathAndQuery.indexOf('?');
  const path = q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
  if (!path.includes('//')) return pathAndQuery;
  return path.replace(/\/{2,}/g, '/') + (q === -1 ? '' : pathAndQuery.slice(q));
}

/** Whether the provider answers at all (any HTTP status counts), within `timeoutMs`. */
export function probeProvider(target: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const url = new URL(target.endsWith('/') ? target : `${target}/`);
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (up: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(up);
    };
    const req = client.request(url, { method: 'GET', agent: false, headers: { accept: 'application/json' } }, (res) => {
      res.resume();
      done(true);
      req.destroy();
    });
    const timer = setTimeout(() => {
      done(false);
      req.destroy();
    }, timeoutMs);
    req.on('error', () => done(false));
    req.end();
  });
}

/** The 404 envelope for a path under /api that nothing answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ statusCode: 404, error: { code: ErrorCode.NotFound, message: `no such call: ${req.method} ${req.path}` } });
};
