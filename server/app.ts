// createServer: the Express host of the product (DESIGN.md sections 1 and 2). It does not listen;
// main.ts does, and tests mount it with supertest or on port 0.
import http from 'node:http';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { DestinationStream, Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { Answer } from '@shared/contract/answerCheck';
import { apiHandler, apiNotFound, probeProvider } from './api';
import { catalogueCache, changesCatalogue } from './catalogueCache';
import { localState, redisState } from './sharedState';
import { carriesToken } from './visitorAnswers';
import { apiDocsRouter } from './apiDocs';
import { seoRouter } from './seo';
import { version } from '../package.json';
import type { ServerConfig } from './config';
import { carriesDocumentLinks, createDocumentSealer, documentsRouter, sealDocumentLinksMiddleware } from './documents';
import { createLogger, requestLog } from './logging';
import { isUnder, pathOf } from './paths';
import {
  anonymousRateLimit,
  apiSecurityHeaderList,
  authRateLimit,
  refuseMalformedTargets,
  securityHeaderList,
  securityHeaders,
} from './security';
import { FirstPaint } from './firstPaint';
import { staticClient } from './static';

/**
 * The HTTP server of an app, with the configured limits on slow clients: a connection that has not
 * sent its request head within HEADERS_TIMEOUT_MS, or its whole request within REQUEST_TIMEOUT_MS,
 * is answered 408 and closed (Node checks every connection at the interval given here, 30 s by
 * default, which would let a slow-header client hold its socket three times as long).
 */
export function createHttpServer(
  config: Pick<ServerConfig, 'headersTimeoutMs' | 'requestTimeoutMs'>,
  app: http.RequestListener,
): http.Server {
  return http.createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
    app,
  );
}

/** What a caller may supply instead of the defaults (tests pass a silent or captured logger). */
export interface ServerDeps {
  logger?: Logger;
  /** Where the default logger writes (stdout when absent). */
  logDestination?: DestinationStream;
  /** In mock mode, called with every answer of the mock (tests hold them to the OpenAPI document). */
  onMockAnswer?: (answer: Answer) => void;
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
  // Before anything decides on a path: a malformed request target is refused outright.
  app.use(refuseMalformedTargets(dataHeaders));
  app.use(securityHeaders(securityHeaderList(), dataHeaders));
  // In proxy mode a signed-in user's /api answers pass through as the provider sent them (it sees the
  // browser's Accept-Encoding and may compress them itself); the server compresses everything else,
  // visitors' answers included (it opens them to take their prices out, api.ts).
  const compress = compression();
  const passedThrough = (req: express.Request) =>
    isUnder('/api', pathOf(req)) && !carriesDocumentLinks(req) && carriesToken(req.headers.authorization);
  app.use(config.mode === 'proxy' ? (req, res, next) => (passedThrough(req) ? next() : compress(req, res, next)) : compress);

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (config.mode === 'mock') {
      res.json({ status: 'ok', mode: 'mock' });
      return;
    }
    const up = await probeProvider(config.providerUrl!, Math.min(HEALTH_PROBE_MS, config.providerTimeoutMs));
    res.json({ status: 'ok', mode: 'proxy', provider: up ? 'up' : 'down' });
  });

  const provider = apiHandler(config, logger, dataHeaders, deps.onMockAnswer);
  app.use('/documents', documentsRouter(sealer, provider.documents, config.providerTimeoutMs));

  // Every /api call is limited, sealed and answered on the same normalised path (paths.ts), so no
  // spelling of a path is answered but not limited or sealed.
  // Any write that succeeds may change what the pages inline (settings, categories): the next page reads them again.
  const firstPaint = new FirstPaint(config.staticDir);
  // The limits' counts and the catalogue cache: in Redis when REDIS_URL is set (shared by every
  // instance behind a load balancer), else in this process. Closed with the app (app.locals.close).
  const shared = config.redisUrl ? redisState(config.redisUrl, logger) : localState();
  app.locals.close = () => shared.close();
  // One router for /api: its prefix is matched (and trimmed) once per call, not once per middleware.
  const api = express.Router();
  api.use((req, res, next) => {
    if (changesCatalogue(req.method, req.headers.authorization, req.url))
      res.on('finish', () => res.statusCode < 400 && firstPaint.invalidate());
    next();
  });
  api.use(anonymousRateLimit(config.anonRateLimit, config.anonRateWindowMs, shared.limitStore('anonymous')));
  api.use(authRateLimit(config.authRateLimit, config.authRateWindowMs, (name) => shared.limitStore(name)));
  // Proxy mode: visitors' catalogue reads come from the cache (one provider call per read and TTL).
  if (provider.read) {
    api.use(
      catalogueCache({
        store: shared.answers,
        read: provider.read,
        ttlMs: config.catalogueTtlMs,
        staleMs: config.catalogueStaleMs,
        logger,
      }),
    );
  }
  api.use(sealDocumentLinksMiddleware(sealer, config.providerMaxAnswerBytes));
  api.use(provider.handler);
  api.use(apiNotFound);
  app.use('/api', api);

  // The provider's contract (OpenAPI 3.1) and its interactive reference, in both modes.
  app.use('/api-docs', apiDocsRouter(version));
  app.use(seoRouter(config.publicUrl));

  app.use(staticClient(config.staticDir, firstPaint));
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found\n');
  });

  const onError: ErrorRequestHandler = (err, req, res, next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) logger.error({ err: { message: err?.message, name: err?.name } }, 'unhandled error');
    if (res.headersSent) return next(err);
    if (isUnder('/api', pathOf(req))) {
      const code = status === 500 ? ErrorCode.Internal : status === 404 ? ErrorCode.NotFound : ErrorCode.Validation;
      res
        .status(status)
        .json({ statusCode: status, error: { code, message: status === 500 ? 'internal error' : String(err?.message ?? 'bad request') } });
      return;
    }
    res
      .status(status)
      .type('text')
      .send(status === 500 ? 'Internal error\n' : 'Bad request\n');
  };
  app.use(onError);

  return app;
}
