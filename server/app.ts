// createServer: the Express host of the product (DESIGN.md sections 1 and 2). It does not listen;
// main.ts does, and tests mount it with supertest or on port 0.
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { DestinationStream, Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import { apiHandler, apiNotFound, probeProvider } from './api';
import type { ServerConfig } from './config';
import { carriesDocumentLinks, createDocumentSealer, documentsRouter, sealDocumentLinksMiddleware } from './documents';
import { createLogger, requestLog } from './logging';
import { isUnder, pathOf } from './paths';
import { apiSecurityHeaderList, authRateLimit, type HeaderList, isRateLimitedCall, securityHeaderList, securityHeaders } from './security';
import { staticClient } from './static';

/** What a caller may supply instead of the defaults (tests pass a silent or captured logger). */
export interface ServerDeps {
  logger?: Logger;
  /** Where the default logger writes (stdout when absent). */
  logDestination?: DestinationStream;
}

/** The longest the health check waits for the provider. */
const HEALTH_PROBE_MS = 2000;

/** Builds the app: security headers, request log, compression, /healthz, /documents, /api, the client. */
export function createServer(config: ServerConfig, deps: ServerDeps = {}): Express {
  const logger = deps.logger ?? createLogger(config.logLevel, deps.logDestination);
  const sealer = createDocumentSealer(config.appSecret);
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const log = requestLog(logger);
  const dataHeaders = apiSecurityHeaderList();
  app.use(log);
  app.use(securityHeaders(securityHeaderList(), dataHeaders));
  // In proxy mode /api answers pass through as the provider sent them (it sees the browser's
  // Accept-Encoding and may compress them itself); the server compresses everything else.
  const compress = compression();
  app.use(config.mode === 'proxy' ? (req, res, next) => (isUnder('/api', pathOf(req)) && !carriesDocumentLinks(req) ? next() : compress(req, res, next)) : compress);

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (config.mode === 'mock') {
      res.json({ status: 'ok', mode: 'mock' });
      return;
    }
    const up = await probeProvider(config.providerUrl!, Math.min(HEALTH_PROBE_MS, config.providerTimeoutMs));
    res.json({ status: 'ok', mode: 'proxy', provider: up ? 'up' : 'down' });
  });

  app.use('/documents', documentsRouter(sealer));

  const api = apiHandler(config, logger, dataHeaders);
  app.use('/api', authRateLimit(config.authRateLimit, config.authRateWindowMs));
  app.use('/api', sealDocumentLinksMiddleware(sealer));
  app.use('/api', api);
  app.use('/api', apiNotFound);

  app.use(staticClient(config.staticDir));
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found\n');
  });

  const onError: ErrorRequestHandler = (err, req, res, next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) logger.error({ err: { message: err?.message, name: err?.name } }, 'unhandled error');
    if (res.headersSent) return next(err);
    if (isUnder('/api', pathOf(req))) {
      const code = status === 500 ? ErrorCode.Internal : status === 404 ? ErrorCode.NotFound : ErrorCode.Validation;
      res.status(status).json({ statusCode: status, error: { code, message: status === 500 ? 'internal error' : String(err?.message ?? 'bad request') } });
      return;
    }
    res.status(status).type('text').send(status === 500 ? 'Internal error\n' : 'Bad request\n');
  };
  app.use(onError);

  if (config.mode === 'proxy') proxyFastPath(app, log, api, dataHeaders);
  return app;
}

/**
 * In proxy mode most calls need nothing of Express: they get the request log, and are piped to the
 * provider (the proxy puts the data answers' security headers on them). Express's per-request set-up (its request and response
 * prototypes, the router's walk over every layer) cost more than the proxying itself, so those calls
 * skip it: the app's `handle` takes them first and hands everything else to Express as before. The
 * rate-limited account calls and the sealed order calls are not among them (they use Express's
 * request helpers), nor is anything but a plain origin-form path under /api/.
 */
function proxyFastPath(app: Express, log: RequestHandler, proxy: RequestHandler, dataHeaders: HeaderList): void {
  // `handle` is what the app function calls for every request (untyped in @types/express).
  const host = app as unknown as { handle: (req: Request, res: Response, next?: NextFunction) => void };
  const expressHandle = host.handle.bind(app);
  const fast = (req: Request): boolean =>
    /^\/api\//i.test(req.url) && !isRateLimitedCall(req) && !carriesDocumentLinks(req);
  const run = (req: Request, res: Response) => {
    log(req, res, noop);
    // As Express's mount would: the proxy sees the path under /api, the log the original one.
    req.originalUrl = req.url;
    req.url = req.url.slice(4);
    proxy(req, res, noop);
  };
  host.handle = (req, res, next) => {
    if (!fast(req)) return expressHandle(req, res, next);
    try {
      run(req, res);
    } catch (err) {
      // A request Node parsed but the provider's client refuses to send on (a path it rejects, say).
      if (!res.headersSent) {
        for (const [name, value] of dataHeaders) res.setHeader(name, value);
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ statusCode: 400, error: { code: ErrorCode.Validation, message: 'the request cannot be passed on' } }));
      } else res.destroy();
    }
  };
}

const noop = () => undefined;
