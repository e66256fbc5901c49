// createServer: the Express host of the product (docs/architecture.md §3). It does not listen;
// main.ts does, and tests mount it with supertest or on port 0.
import http from 'node:http';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { DestinationStream, Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { CheckedResponse } from '@shared/contract/responseCheck';
import type { SettingValues } from '@shared/contract/settings';
import { apiHandler, apiNotFound, probeProvider, refuseMockControl, type Provider } from './api';
import { catalogueCache, changesCatalogue } from './catalogueCache';
import type { DeadlineTimers, SilenceTimers } from './providerClient';
import { localState, redisState, type SharedState } from './sharedState';
import { carriesToken, tokenGate } from './tokens';
import { compose, sendJson, trustOf, type Handler, type Trust } from './handler';
import { apiDocsRouter } from './apiDocs';
import { seoRouter } from './seo';
import { version } from '../package.json';
import type { ServerConfig } from './config';
import { carriesDocumentLinks, createDocumentSealer, documentsRouter, type DocumentSealer } from './documents';
import { createLogger, requestLog } from './logging';
import { isUnder, mountAt, pathOf } from './paths';
import {
  anonymousRateLimit,
  apiSecurityHeaderList,
  authRateLimit,
  type HeaderList,
  limitRequestsUnderWay,
  pageRateLimit,
  refuseForeignCharset,
  refuseMalformedTargets,
  securityHeaderList,
  securityHeaders,
} from './security';
import { FirstPaint } from './firstPaint';
import { recogniseOwnReads } from './ownApi';
import { refuseUnforwardable } from './forwarding';
import { staticClient } from './static';
import { CatalogueSearch, changesIndex } from './search/catalogueSearch';
import { isHostCall } from './calls';
import { searchHandler } from './search/routes';
import { CapabilitiesReader, capabilitiesHandler } from './capabilities';
import { insightsHandler } from './insights/routes';
import { InsightsSource } from './insights/source';
import { standingOrders, type StandingOrders } from './standing/service';
import type { StandingStore } from './standing/store';

/**
 * The HTTP server of an app, with the configured limits on slow clients: a connection that has not
 * sent its request head within HEADERS_TIMEOUT_MS, or its whole request within REQUEST_TIMEOUT_MS,
 * gets a 408 and is closed (Node checks every connection at the interval given here, 30 s by
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
  /** In mock mode, called with every response of the mock (tests hold them to the OpenAPI document). */
  onMockResponse?: (response: CheckedResponse) => void;
  /** In mock mode, settings that replace the demo's (tests whose small orders are not about the minimum order lift it). */
  mockSettings?: Partial<SettingValues>;
  /** The clock the catalogue cache reads its responses' ages on, and the standing orders their days (Date.now when absent; tests move it by hand). */
  now?: () => number;
  /** The timer the provider requests' and documents' deadlines run on (Node's when absent; tests end deadlines by hand). */
  providerTimers?: DeadlineTimers;
  /** The timers of the provider requests' silence on their connections (Node's when absent; tests end a silence by hand). */
  providerSilence?: SilenceTimers;
  /** Where the standing orders are kept, instead of the configuration's store (tests give one that fails, or one two servers share). */
  standingStore?: StandingStore;
}

/** The longest the health check waits for the provider. */
const HEALTH_PROBE_MS = 2000;

/**
 * The storefront's request listener, with `listen` (an HTTP server on it) and `close` (the shared
 * state's connection, Redis when used, and in proxy mode the pooled connections to the provider).
 */
export interface StorefrontApp extends http.RequestListener {
  listen(port: number, host: string, onListening?: () => void): http.Server;
  /**
   * Starts what the server does beside answering: the first build of its search index (else started by
   * the first search), the demo's standing order and the standing orders' reminders.
   */
  start(): void;
  /** The search index of the catalogue (tests and benchmarks wait for it: `search.settled()`). */
  readonly search: CatalogueSearch;
  close(): Promise<void>;
}

/**
 * Builds the app: security headers, request log, compression, then /api on its own chain of
 * middlewares (on Node's request and response, handler.ts: a proxied request never enters Express's application layer), and
 * everything else in Express: /healthz, /documents, the API reference, robots and the sitemap, the client.
 */
export function createServer(config: ServerConfig, deps: ServerDeps = {}): StorefrontApp {
  const logger = deps.logger ?? createLogger(config.logLevel, deps.logDestination);
  const dataHeaders = apiSecurityHeaderList();
  const sealer = createDocumentSealer(config.appSecret);
  const parts: ServerParts = {
    config,
    deps,
    logger,
    sealer,
    trust: trustOf(config.trustProxy),
    provider: apiHandler(config, logger, sealer, {
      extraHeaders: dataHeaders,
      onMockResponse: deps.onMockResponse,
      providerTimers: deps.providerTimers,
      providerSilence: deps.providerSilence,
      mockSettings: deps.mockSettings,
    }),
    // Any write that succeeds may change what the pages inline (settings, categories): the next page reads them again.
    firstPaint: new FirstPaint(config.staticDir),
    // The limits' counts and the catalogue cache: in Redis when REDIS_URL is set (shared by every
    // instance behind a load balancer), else in this process.
    shared: config.redisUrl ? redisState(config.redisUrl, logger) : localState(),
    search: null!,
    capabilities: null!,
    standing: null!,
    insights: null!,
  };
  // The index of the catalogue behind the server's own search calls (search/): each instance its own.
  parts.search = new CatalogueSearch(parts.provider.read, { refreshMs: config.searchRefreshMs, maxItems: config.searchMaxItems, logger });
  // Which optional capabilities the provider offers (capabilities.ts): read when first asked, kept a while.
  parts.capabilities = new CapabilitiesReader(parts.provider.read, { logger, now: deps.now });
  // The buyers' standing orders, kept by this server (standing/): Redis, a file or memory.
  const clock = deps.now;
  parts.standing = standingOrders(config, {
    read: parts.provider.read,
    logger,
    mockStore: parts.provider.mockStore,
    store: deps.standingStore,
    now: clock && (() => new Date(clock())),
  });
  // What a store manager opens first, from every order (insights/): each instance reads its own.
  parts.insights = insightsHandler({
    source: new InsightsSource({ read: parts.provider.read, logger, now: deps.now }),
    read: parts.provider.read,
    logger,
    now: clock && (() => new Date(clock())),
  });
  const onError = errorResponder(logger);
  const runFront = compose(frontChain(config, logger, dataHeaders));
  const runApi = compose(apiChain(parts));
  // Express gives Node's request and response its own prototypes as they come in.
  const everythingElse = expressApp(parts, onError) as unknown as Handler;
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const failed = (err?: unknown) => onError(err ?? { status: 404 }, req, res);
    runFront(req, res, (err) => {
      if (err) return failed(err);
      if (!isUnder('/api', pathOf(req))) return void everythingElse(req, res, failed);
      // Under /api, its handlers see the path below it, as the provider's own routes are written ('/Order/Create').
      mountAt('/api', req);
      runApi(req, res, failed);
    });
  };
  return Object.assign(listener, {
    listen: (port: number, host: string, onListening?: () => void) => http.createServer(listener).listen(port, host, onListening),
    start: () => {
      parts.search.start();
      parts.standing.start();
    },
    search: parts.search,
    close: async () => {
      parts.search.close();
      await parts.standing.close();
      parts.provider.close?.();
      await parts.shared.close();
    },
  });
}

/** What the server's chains and its Express app are built from. */
interface ServerParts {
  config: ServerConfig;
  deps: ServerDeps;
  logger: Logger;
  sealer: DocumentSealer;
  trust: Trust;
  provider: Provider;
  firstPaint: FirstPaint;
  shared: SharedState;
  search: CatalogueSearch;
  capabilities: CapabilitiesReader;
  standing: StandingOrders;
  insights: Handler;
}

/** What every request goes through first, /api or not: the request log, the refusal of malformed targets, the security headers, compression. */
function frontChain(config: ServerConfig, logger: Logger, dataHeaders: HeaderList): Handler[] {
  const front: Handler[] = [
    requestLog(logger),
    // Before anything decides on a path: a malformed request target is refused outright.
    refuseMalformedTargets(dataHeaders),
    securityHeaders(securityHeaderList(), dataHeaders),
  ];
  // In proxy mode a signed-in user's /api responses pass through as the provider sent them (it sees the
  // browser's Accept-Encoding and may compress them itself); the server compresses everything else,
  // visitors' responses included (it opens them to take their prices out, api.ts).
  const compress = compression() as unknown as Handler;
  const passedThrough = (req: http.IncomingMessage) =>
    isUnder('/api', pathOf(req)) && !carriesDocumentLinks(req) && !isHostCall(req) && carriesToken(req.headers.authorization);
  front.push(config.mode === 'proxy' ? (req, res, next) => (passedThrough(req) ? next() : compress(req, res, next)) : compress);
  return front;
}

/**
 * The /api chain. Every /api request is limited, sealed and served on the same normalised path
 * (paths.ts), so no spelling of a path is served but not limited or sealed.
 */
function apiChain({
  config,
  deps,
  logger,
  trust,
  provider,
  firstPaint,
  shared,
  search,
  capabilities,
  standing,
  insights,
}: ServerParts): Handler[] {
  const visitorsLimit = anonymousRateLimit(config.anonRateLimit, config.anonRateWindowMs, trust, shared.limitStore('anonymous'));
  const proxy = config.mode === 'proxy';
  return [
    // A path that leaves /api, or a body on a call that takes none, goes no further (forwarding.ts).
    refuseUnforwardable,
    // The server's own reads (the first screen's data, the sitemap) are recognised before any limit: none counts them.
    recogniseOwnReads,
    (req, res, next) => {
      if (changesCatalogue(req))
        res.on('finish', () => {
          if (res.statusCode >= 400) return;
          firstPaint.invalidate();
          if (changesIndex(req)) search.changed();
        });
      next();
    },
    visitorsLimit,
    // Proxy mode: the mock's test control calls are none of the storefront's, whatever the provider would
    // do with them (after the visitors' limit, which counts them as any other request).
    ...(proxy ? [refuseMockControl] : []),
    authRateLimit(config.authRateLimit, config.authRateWindowMs, trust, (name) => shared.limitStore(name)),
    // Refused tokens count per address; in proxy mode the server refuses those it can tell are unusable.
    tokenGate({
      limit: config.tokenFailureLimit,
      windowMs: config.tokenFailureWindowMs,
      trust,
      store: shared.limitStore('token'),
      judge: proxy,
    }),
    // The API takes JSON in UTF-8 only (a body in another encoding hides its nesting from byte checks).
    refuseForeignCharset,
    // Proxy mode: no client holds more than its share of the provider's connections.
    ...(proxy ? [limitRequestsUnderWay(config.clientMaxCalls, trust)] : []),
    // The provider's optional capabilities, as this server last read them (capabilities.ts).
    capabilitiesHandler(capabilities),
    // The server's own search calls, from its index of the catalogue (search/routes.ts).
    searchHandler(search, provider.read, logger),
    // The buyers' standing orders, kept by this server (standing/routes.ts).
    standing.handler,
    // The store manager's insights, from every order (insights/routes.ts).
    insights,
    // Proxy mode: visitors' catalogue reads come from the cache (one provider request per read and TTL).
    ...(proxy
      ? [
          catalogueCache({
            store: shared.responses,
            read: provider.read,
            ttlMs: config.catalogueTtlMs,
            staleMs: config.catalogueStaleMs,
            logger,
            now: deps.now,
          }),
        ]
      : []),
    // The provider's handler seals the document links of the responses that carry them (documents.ts).
    provider.handler,
    apiNotFound,
  ];
}

/** Everything outside /api, in Express: /livez, /healthz, /documents, the API reference, robots and the sitemap, the client. */
function expressApp(
  { config, deps, sealer, trust, provider, firstPaint, shared, search, standing }: ServerParts,
  onError: ErrorResponder,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Whether this server answers, for a page that lost it (client NetworkStore's probe): no provider call, nothing kept.
  app.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });
  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // The search index: 'building' while the provider's own search answers the search calls; where the standing orders are kept.
    if (config.mode === 'mock') {
      res.json({ status: 'ok', mode: 'mock', search: search.health(), standing: standing.kind });
      return;
    }
    const up = await probeProvider(config.providerUrl!, Math.min(HEALTH_PROBE_MS, config.providerTimeoutMs));
    res.json({ status: 'ok', mode: 'proxy', provider: up ? 'up' : 'down', search: search.health(), standing: standing.kind });
  });
  app.use('/documents', documentsRouter(sealer, provider.documents, config.providerTimeoutMs, deps.providerTimers));
  // The provider's contract (OpenAPI 3.1) and its interactive reference, in both modes.
  app.use('/api-docs', apiDocsRouter(version, config.mode === 'mock' && config.mockControl));
  app.use(seoRouter(config.publicUrl));
  // Pages have a per-address limit of their own: each may be drawn from the server's own reads, which count against no client.
  const pages = pageRateLimit(config.pageRateLimit, config.pageRateWindowMs, trust, shared.limitStore('pages'));
  app.use(staticClient(config.staticDir, firstPaint, pages));
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found\n');
  });
  const errorHandler: ErrorRequestHandler = (err, req, res, _next) => onError(err, req, res);
  app.use(errorHandler);
  return app;
}

type ErrorResponder = (err: unknown, req: http.IncomingMessage, res: http.ServerResponse) => void;

/** Responds to an error no layer handled: the envelope under /api, a line of text elsewhere; a 500 is logged. */
function errorResponder(logger: Logger): ErrorResponder {
  return (err, req, res) => {
    const e = err as { status?: unknown; message?: unknown; name?: unknown } | undefined;
    const status = typeof e?.status === 'number' && e.status >= 400 && e.status < 600 ? e.status : 500;
    if (status >= 500) logger.error({ err: { message: e?.message, name: e?.name } }, 'unhandled error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (isUnder('/api', pathOf(req))) {
      const code = status === 500 ? ErrorCode.Internal : status === 404 ? ErrorCode.NotFound : ErrorCode.Validation;
      sendJson(res, status, {
        statusCode: status,
        error: { code, message: status === 500 ? 'internal error' : String(e?.message ?? 'bad request') },
      });
      return;
    }
    const text = status === 500 ? 'Internal error\n' : 'Bad request\n';
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
  };
}
