// /api: the mock provider mounted in-process, or a streaming proxy to PROVIDER_URL.
// The proxy runs before any body parser, so bodies (uploads included) stream through untouched.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { ServerConfig } from './config';

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
function gatewayError(res: Response | Socket, status: 502 | 504, message: string): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
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

const timedOut = new WeakSet<http.IncomingMessage>();
/** Requests whose client asked to close the connection (the header itself is not forwarded). */
const closeRequested = new WeakSet<http.IncomingMessage>();

/**
 * A streaming proxy to `target` (the provider's /api base): /api/X goes to target + /X with its query.
 * Authorization is forwarded, hop-by-hop headers dropped, X-Forwarded-For/-Proto/-Host set. No answer
 * within `timeoutMs` after the request was sent (or a stall that long) gives 504; a refused or
 * unreachable provider 502; both in the envelope, and the server carries on.
 */
export function createProviderProxy(target: string, timeoutMs: number, logger: Logger): RequestHandler {
  const isHttps = target.startsWith('https:');
  const agent = isHttps
    ? new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 })
    : new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

  const proxy = createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    xfwd: true,
    agent,
    on: {
      proxyReq(proxyReq, req) {
        // Idle: the provider stops reading or writing for that long. Answer: it has the whole request but says nothing.
        proxyReq.setTimeout(timeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy(new Error('provider timeout'));
        });
        let answerTimer: NodeJS.Timeout | undefined;
        proxyReq.on('finish', () => {
          answerTimer = setTimeout(() => {
            timedOut.add(req);
            proxyReq.destroy(new Error('provider timeout'));
          }, timeoutMs);
          answerTimer.unref();
        });
        const clear = () => clearTimeout(answerTimer);
        proxyReq.once('response', clear);
        proxyReq.once('close', clear);
      },
      proxyRes(proxyRes, req, res) {
        // Node frames the answer to the browser itself; the provider's framework stays unnamed.
        const headers = proxyRes.headers;
        for (const name of connectionTokens(headers.connection)) delete headers[name];
        for (const name of HOP_BY_HOP) delete headers[name];
        delete headers['transfer-encoding'];
        delete headers['x-powered-by'];
        // Our own Connection decision (e.g. 'close' while shutting down) or the client's 'close' wins
        // over http-proxy's default keep-alive.
        const own = res.getHeader('connection') ?? (closeRequested.has(req) ? 'close' : undefined);
        if (own !== undefined) headers.connection = String(own);
      },
      error(err, req, res) {
        const wasTimeout = timedOut.has(req);
        const code = (err as NodeJS.ErrnoException).code;
        logger.warn({ err: { message: err.message, code }, timeout: wasTimeout }, 'provider call failed');
        if (wasTimeout) gatewayError(res, 504, `the provider did not answer within ${timeoutMs} ms`);
        else gatewayError(res, 502, 'the provider could not be reached');
      },
    },
  });

  return (req, res, next) => {
    // Strip what must not travel on: hop-by-hop headers (and those Connection names), and Expect,
    // which this server has already answered (Node sends 100 Continue by itself).
    const tokens = connectionTokens(req.headers.connection);
    if (tokens.includes('close')) closeRequested.add(req);
    for (const name of tokens) delete req.headers[name];
    for (const name of HOP_BY_HOP) delete req.headers[name];
    delete req.headers.expect;
    return proxy(req, res, next);
  };
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
