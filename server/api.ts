// /api: the mock provider mounted in-process, or a streaming proxy to PROVIDER_URL (Node's own HTTP client, providerClient.ts).
// The proxy runs before any body parser, so bodies (uploads included) stream through untouched.
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { CheckedResponse } from '@shared/contract/responseCheck';
import type { SettingValues } from '@shared/contract/settings';
import type { Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { MockProvider } from '../mock-provider/app';
import type { ServerConfig } from './config';
import {
  carriesDocumentLinks,
  type DocumentSealer,
  type DocumentSource,
  providerDocuments,
  sealedBody,
  sealingJsonBodies,
} from './documents';
import { visitorResponseBody } from './prices';
import { mockRead } from './mockRead';
import { endpointOf } from './calls';
import type { ProviderRead } from './catalogueCache';
import {
  providerClient,
  ProviderResponseTooLarge,
  ProviderTimeout,
  type ProviderRequest,
  type ResponseHandlers,
  type DeadlineTimers,
  type ProviderClient,
  type SilenceTimers,
} from './providerClient';
import { sendJson, trustOf, varyBy, type Handler, type Trust } from './handler';
import { BODILESS_METHODS, FORWARDING_HEADERS, forwardingHeaders, refuseUnforwardable } from './forwarding';
import { forwardedPath, forwardedTarget, isMockControlPath, normalizedApiPath } from './paths';
import type { HeaderList } from './security';
import { carriesToken } from './tokens';
import {
  catalogueCacheControl,
  etagOf,
  isCatalogueRead,
  mayRespondOtherThanJson,
  PRIVATE,
  VISITOR_DROPPED_RESPONSE,
  VISITOR_DROPPED_REQUEST,
} from './visitorResponses';

/** Hop-by-hop headers (RFC 9110 section 7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
];

/** Request headers not copied on: hop-by-hop, Expect (this server has handled it), and those the proxy sets itself (forwarding.ts). */
const REQUEST_DROPPED = new Set([...HOP_BY_HOP, 'expect', 'host', 'transfer-encoding', ...FORWARDING_HEADERS]);
/**
 * Request headers a Connection header may not make hop-by-hop: Authorization (the server has judged
 * the request by it: a user's, passed on as it comes, or a visitor's, its prices taken out) and
 * Content-Length (the body's framing: without it a body would reach the provider unframed, as a
 * request of its own on a shared connection).
 */
const END_TO_END_ALWAYS = new Set(['authorization', 'content-length']);
/** Response headers not copied back: hop-by-hop, the provider's framing (Node frames the response itself) and its framework's name. */
const RESPONSE_DROPPED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'x-powered-by']);

/** What serves /api, and where /documents reads the documents its links name. */
export interface Provider {
  handler: Handler;
  documents: DocumentSource;
  /** A read of the provider made by the server itself: the catalogue cache's (proxy mode) and the search index's (search/). */
  read: ProviderRead;
  /** Closes the pooled connections to the provider (and in mock mode the mock's own listener). */
  close?: () => void;
  /** Mock mode: the mock's store, in this process (the demo's standing order is made from its buyer and items). */
  mockStore?: MockProvider['store'];
}

/** What the server gives the /api handler beside its configuration (tests give clocks, hooks and settings). */
export interface ApiHandlerOptions {
  /** Headers on every response the proxy gives. */
  extraHeaders?: HeaderList;
  /** In mock mode, called with every response of the mock (tests hold them to the OpenAPI document). */
  onMockResponse?: (response: CheckedResponse) => void;
  /** The timers the provider requests' deadlines run on (Node's when absent). */
  providerTimers?: DeadlineTimers;
  /** The timers the provider requests' silence runs on (Node's, refreshed as bytes move, when absent). */
  providerSilence?: SilenceTimers;
  /** In mock mode, settings that replace the demo's (tests whose small orders are not about the minimum lift it). */
  mockSettings?: Partial<SettingValues>;
}

/**
 * The /api handler of a configuration; `extraHeaders` go on every response the proxy gives. The
 * document links of Order/Create and Order/List leave it sealed under `sealer` (documents.ts).
 */
export function apiHandler(
  config: ServerConfig,
  logger: Logger,
  sealer: DocumentSealer,
  { extraHeaders = [], onMockResponse, providerTimers, providerSilence, mockSettings }: ApiHandlerOptions = {},
): Provider {
  if (config.mode === 'mock') {
    // Loaded only in mock mode: a proxy never builds (or seeds) the in-memory catalogue.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only in mock mode, synchronously (createServer is)
    const { createMockProvider } = require('../mock-provider/app') as typeof import('../mock-provider/app');
    const mock = createMockProvider({
      items: config.mockItems,
      latencyMs: config.mockLatencyMs,
      baseUrl: `${config.publicUrl}/api`,
      control: config.mockControl,
      capabilities: config.mockCapabilities,
      onResponse: onMockResponse,
      settings: mockSettings,
    });
    // The mock is an Express router (its responses use Express's): it gets an app of its own, as a provider
    // would be; the requests whose responses carry document links get one that seals them as it serialises.
    const mockApp = () => {
      const app = express();
      app.disable('x-powered-by');
      app.set('trust proxy', config.trustProxy);
      app.use(mock);
      return app;
    };
    const plain: Handler = mockApp();
    const sealing: Handler = sealingJsonBodies(mockApp(), sealer);
    const handler: Handler = (req, res, next) => (carriesDocumentLinks(req) ? sealing : plain)(req, res, next);
    const own = mockRead(mockApp() as unknown as http.RequestListener, config, (client) =>
      providerRead(client, config.providerMaxAnswerBytes),
    );
    return { handler, documents: mockDocuments(mock, config.publicUrl), read: own.read, close: own.close, mockStore: mock.store };
  }
  if (!config.providerUrl) throw new Error('proxy mode without a provider URL');
  const client = providerClient(config.providerUrl, config.providerTimeoutMs, { timers: providerTimers, silence: providerSilence });
  return {
    handler: createProviderProxy(
      client,
      logger,
      extraHeaders,
      {
        visitorMaxBytes: config.providerMaxAnswerBytes,
        catalogueCacheControl: catalogueCacheControl(Math.ceil(config.catalogueTtlMs / 1000), Math.ceil(config.catalogueStaleMs / 1000)),
        trust: trustOf(config.trustProxy),
      },
      { sealer, maxBytes: config.providerMaxAnswerBytes },
    ),
    documents: providerDocuments(config.providerUrl, config.documentOrigins),
    read: providerRead(client, config.providerMaxAnswerBytes),
    close: () => client.close(),
  };
}

/** The mock's documents, read in-process: its links point at this server's own origin. */
function mockDocuments(mock: MockProvider, publicUrl: string): DocumentSource {
  return {
    origins: new Set([publicUrl]),
    async read(link) {
      const page = mock.documentPage(link) ?? { status: 404, html: '' };
      return { status: page.status, contentType: 'text/html; charset=utf-8', contentDisposition: null, body: Buffer.from(page.html) };
    },
  };
}

/** Sends an error envelope (with `extra` headers), or cuts the connection when the response has already begun. */
function gatewayError(res: ServerResponse, status: 502 | 504, message: string, extra: HeaderList): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const code = status === 502 ? ErrorCode.BadGateway : ErrorCode.GatewayTimeout;
  const body = JSON.stringify({ statusCode: status, error: { code, message } });
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of extra) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(status);
  res.end(body);
}

const NO_TOKENS: readonly string[] = [];
/** The usual Connection headers, read without splitting them (every keep-alive request carries one). */
const USUAL_TOKENS = new Map<string, readonly string[]>([
  ['keep-alive', ['keep-alive']],
  ['close', ['close']],
]);

/** Responses up to this size (by their Content-Length) are collected and sent in one piece; larger ones are streamed. */
const SMALL_RESPONSE_BYTES = 64 * 1024;

/** The names of the headers a Connection header lists (they are hop-by-hop too), lower-cased. */
function connectionTokens(value: string | string[] | undefined): readonly string[] {
  if (value === undefined) return NO_TOKENS;
  const joined = Array.isArray(value) ? value.join(',') : value;
  const usual = USUAL_TOKENS.get(joined.toLowerCase());
  if (usual) return usual;
  return joined
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The request's headers to send on, as raw pairs (name, value, name, value...: repeated headers stay
 * as they came), less the hop-by-hop ones (and those its Connection header names), Expect (this
 * server has handled it), the framing (the client library frames the body itself) and those the
 * proxy sets: the forwarding headers (forwarding.ts, as `trust` reads them) and Host. A GET, HEAD,
 * OPTIONS or DELETE goes without a body (forwarding.ts has refused one) and without any framing.
 * `closeWanted` when the browser asked to close. A response to be `opened` in full (its links sealed)
 * is asked for unencoded.
 */
function requestHeaders(
  req: IncomingMessage,
  host: string,
  visitor: boolean,
  trust: Trust,
  opened = false,
): { headers: string[]; closeWanted: boolean; hasBody: boolean } {
  const bodiless = BODILESS_METHODS.has(req.method ?? 'GET');
  const raw = req.rawHeaders;
  const tokens = connectionTokens(req.headers.connection);
  const headers: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (REQUEST_DROPPED.has(name) || (tokens.includes(name) && !END_TO_END_ALWAYS.has(name))) continue;
    if (bodiless && name === 'content-length') continue;
    // A visitor's response is opened (its prices taken out): asked for in full, as JSON as it is (compressed
    // here), never a part of it or under the provider's own validators.
    if (visitor && VISITOR_DROPPED_REQUEST.has(name)) continue;
    if (opened && name === 'accept-encoding') continue;
    headers.push(raw[i]!, raw[i + 1]!);
  }
  // gzip, deflate and br are decoded all the same, should the provider not listen (documents.ts).
  if (opened && !visitor) headers.push('Accept-Encoding', 'identity');
  if (visitor) headers.push('Accept', 'application/json', 'Accept-Encoding', 'identity');
  headers.push(...forwardingHeaders(req, trust), 'Host', host);
  // RFC 9112 section 6.3: a body is there when a Transfer-Encoding or a non-zero Content-Length says so.
  const length = req.headers['content-length'];
  const chunked = !bodiless && req.headers['transfer-encoding'] !== undefined;
  const hasBody = chunked || (!bodiless && length !== undefined && length.trim() !== '0');
  // A body of unknown length goes on chunked (Node's client would send a GET's or a DELETE's unframed).
  if (chunked) headers.push('Transfer-Encoding', 'chunked');
  return { headers, closeWanted: tokens.includes('close'), hasBody };
}

/** Stops reading a response the browser will not get (its 'aborted' error is expected, not a failure). */
function drop(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/**
 * Collects a response's body: `done` gets it at its end, or `tooLarge` is told (once, the rest dropped)
 * as soon as it passes `limit` bytes.
 */
function collectBody(body: Readable, limit: number, done: (read: Buffer) => void, tooLarge: () => void): void {
  const chunks: Buffer[] = [];
  let held = 0;
  body.on('data', (chunk: Buffer) => {
    held += chunk.length;
    if (held <= limit) return void chunks.push(chunk);
    drop(body);
    tooLarge();
  });
  body.once('end', () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
}

/** How the proxy treats a visitor's responses (requests without a token). */
export interface VisitorOptions {
  /** The most it reads of a visitor's JSON response (to take its prices out); past it, 502. */
  visitorMaxBytes: number;
  /** Cache-Control of a visitor's catalogue read (visitorResponses.ts). */
  catalogueCacheControl: string;
  /** Which hops' X-Forwarded-* the proxy believes (TRUST_PROXY); none when absent. */
  trust?: Trust;
}

/** What the proxy reads of a response's headers, in one pass over its raw headers. */
interface ResponseHeaders {
  /** The headers the browser gets (a repeated one as a list): less hop-by-hop ones (and those its Connection header names), its framing and its framework's name. */
  pairs: Array<[string, string | string[]]>;
  contentType: string;
  contentEncoding: string;
  /** By its Content-Length; NaN when it has none. */
  length: number;
}

function readResponseHeaders(raw: string[]): ResponseHeaders {
  const headers: ResponseHeaders = { pairs: [], contentType: '', contentEncoding: 'identity', length: NaN };
  const named = new Map<string, [string, string | string[]]>();
  let connection: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    if (name === 'content-type') headers.contentType = value;
    else if (name === 'content-encoding') headers.contentEncoding = value.trim().toLowerCase();
    else if (name === 'content-length') headers.length = Number(value);
    else if (name === 'connection') connection = connection.concat(connectionTokens(value));
    if (RESPONSE_DROPPED.has(name)) continue;
    const seen = named.get(name);
    if (!seen) {
      const pair: [string, string | string[]] = [name, value];
      named.set(name, pair);
      headers.pairs.push(pair);
    } else seen[1] = Array.isArray(seen[1]) ? [...seen[1], value] : [seen[1], value];
  }
  if (connection.length) headers.pairs = headers.pairs.filter(([name]) => !connection.includes(name));
  return headers;
}

/** A read of the provider's `pathAndQuery` (a visitor's, or with an Authorization passed on), the response as it is, read in full up to `maxBytes`. */
export function providerRead(client: ProviderClient, maxBytes: number): ProviderRead {
  return (pathAndQuery, authorization) =>
    new Promise((resolve, reject) => {
      const headers = ['Accept', 'application/json', 'Accept-Encoding', 'identity', 'Host', client.host];
      if (authorization !== undefined) headers.push('Authorization', authorization);
      client.request('GET', pathAndQuery, headers, null, {
        error: reject,
        response(response) {
          const headers = readResponseHeaders(response.rawHeaders);
          collectBody(
            response,
            maxBytes,
            (body) => {
              // Only a response it can open is a response (anything else goes to the proxy, which refuses it).
              if (headers.contentEncoding !== 'identity' || !/json/i.test(headers.contentType))
                return resolve({ status: 502, contentType: headers.contentType, body: Buffer.alloc(0) });
              resolve({ status: response.statusCode ?? 502, contentType: headers.contentType, body });
            },
            () => reject(new ProviderResponseTooLarge(maxBytes)),
          );
        },
      });
    });
}

const NO_TRUST = trustOf(false);

const DEFAULT_VISITORS: VisitorOptions = { visitorMaxBytes: 4 * 1024 * 1024, catalogueCacheControl: catalogueCacheControl(5, 60) };

/**
 * A streaming proxy to the provider (the client's base): /api/X goes to base + /X with its query,
 * on Node's own HTTP client (providerClient.ts: pooled keep-alive connections, backpressure both
 * ways, a timeout on any silence). Bodies are streamed both ways, never held, except responses small
 * enough to collect (so a broken one can still be replaced by an envelope) and those the server
 * must open (to seal their document links: `sealing`). Authorization is forwarded,
 * hop-by-hop headers dropped, X-Forwarded-For/-Proto/-Host set. No response in time (providerClient.ts: its deadline, or a
 * stall that long) gives 504; a refused or unreachable provider, or a broken response, 502; both in
 * the envelope, and the server carries on. `extraHeaders` go on every response (the provider's own
 * headers of the same name win).
 * A request without a token is a visitor's: its JSON response is read in full (up to `visitorMaxBytes`) and
 * its price fields taken out (prices.ts) whatever the provider sent; a catalogue read then says how
 * long caches may keep it, with an ETag (and 304 to a matching If-None-Match). A request with a token gets
 * `private, no-store`. Every response varies by Authorization.
 */
export function createProviderProxy(
  client: ProviderClient,
  logger: Logger,
  extraHeaders: HeaderList = [],
  visitors: VisitorOptions = DEFAULT_VISITORS,
  sealing?: LinkSealing,
): Handler {
  const proxy: ProxySettings = {
    client,
    logger,
    extraHeaders,
    visitors,
    sealing,
    timeoutMessage: `the provider did not answer within ${client.timeoutMs} ms`,
  };
  // What the /api chain has refused already (forwarding.ts) is refused here too: nothing else goes on.
  return (req, res, next) => refuseUnforwardable(req, res, (err) => (err ? next(err) : void new ProxiedRequest(proxy, req, res)));
}

/** How the proxy seals the document links of Order/Create and Order/List (documents.ts): under `sealer`, reading at most `maxBytes`. */
export interface LinkSealing {
  sealer: DocumentSealer;
  maxBytes: number;
}

/** What every request through one proxy shares. */
interface ProxySettings {
  client: ProviderClient;
  logger: Logger;
  extraHeaders: HeaderList;
  visitors: VisitorOptions;
  sealing: LinkSealing | undefined;
  timeoutMessage: string;
}

/** one browser's request through the proxy, from its arrival to the end of its response (or of the browser). */
class ProxiedRequest implements ResponseHandlers {
  /** A request without a token: its response is opened and its prices taken out. */
  private readonly visitor: boolean;
  /** A request whose response carries document links: read in full and sealed before it is sent. */
  private readonly sealing: LinkSealing | undefined;
  private readonly closeWanted: boolean;
  /** The path and query sent on. */
  private readonly path: string;
  private readonly upstream: ProviderRequest;
  private browserGone = false;
  /** Whether the browser's response is decided (sent, or being streamed). */
  private settled = false;

  constructor(
    private readonly proxy: ProxySettings,
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
  ) {
    this.visitor = !carriesToken(req.headers.authorization);
    this.sealing = proxy.sealing && carriesDocumentLinks(req) ? proxy.sealing : undefined;
    const { headers, closeWanted, hasBody } = requestHeaders(
      req,
      proxy.client.host,
      this.visitor,
      proxy.visitors.trust ?? NO_TRUST,
      this.sealing !== undefined,
    );
    this.closeWanted = closeWanted;
    // The path the server decided on (the /api chain refused any other, forwarding.ts), never the one written.
    this.path = forwardedTarget(req)!;
    if (!hasBody) req.resume();
    this.upstream = proxy.client.request(req.method ?? 'GET', this.path, headers, hasBody ? req : null, this);
    // The browser went away (or its upload broke off): stop the request to the provider as well.
    res.once('close', () => {
      if (res.writableFinished) return;
      this.browserGone = true;
      this.upstream.abort();
    });
  }

  /** The provider request failed: an envelope while nothing has gone out to the browser, else its connection is cut; never a truncated success. */
  error(err: Error, responded: boolean): void {
    if (this.settled || this.browserGone) return;
    this.settled = true;
    const timedOut = err instanceof ProviderTimeout;
    const e = err as { message?: string; code?: string };
    this.proxy.logger.warn({ err: { message: e.message, code: e.code }, timeout: timedOut }, 'provider call failed');
    if (timedOut) gatewayError(this.res, 504, this.proxy.timeoutMessage, this.proxy.extraHeaders);
    else
      gatewayError(
        this.res,
        502,
        responded ? 'the provider broke off its answer' : 'the provider could not be reached',
        this.proxy.extraHeaders,
      );
  }

  /** The provider responded, but not with something the browser may get: a 502 envelope instead, and its response dropped. */
  private refuse(body: Readable, status: number, message: string): void {
    drop(body);
    if (this.settled || this.browserGone) return;
    this.settled = true;
    this.proxy.logger.warn({ status }, `provider response refused: ${message}`);
    gatewayError(this.res, 502, message, this.proxy.extraHeaders);
  }

  response(body: IncomingMessage): void {
    if (this.browserGone) return drop(body);
    const { res, visitor } = this;
    const status = body.statusCode ?? 0;
    // A status the browser may not get as a final response is no response at all.
    if (status < 200 || status > 599) return this.refuse(body, status, `the provider answered with an invalid status (${status})`);
    const headers = readResponseHeaders(body.rawHeaders);
    // A failure without the envelope (an HTML error page, an empty body) tells the browser nothing it can read.
    if (status >= 500 && !/^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(headers.contentType)) {
      return this.refuse(body, status, `the provider failed (${status}) without an answer in the envelope`);
    }
    let pairs = headers.pairs;
    // A visitor's JSON response is opened to take its prices out; one it could not open is no response
    // for a visitor: a part of one, an encoded one, or one that is not JSON where JSON is due. A
    // response without a body (to a HEAD, a 204 or a 304) has nothing to open.
    const bodiless = this.req.method === 'HEAD' || status === 204 || status === 304;
    const json = /json/i.test(headers.contentType);
    const opened = visitor && json && !bodiless;
    if (visitor) {
      if (status === 206 || headers.contentEncoding !== 'identity')
        return this.refuse(body, status, 'the provider answered a visitor with a part or an encoding it was not asked for');
      if (!json && !bodiless && !mayRespondOtherThanJson(this.req))
        return this.refuse(body, status, 'the provider answered a visitor with something other than JSON');
      // Its validators (and, with no body, its length) describe the provider's body, prices and all.
      if (json) pairs = pairs.filter(([name]) => !VISITOR_DROPPED_RESPONSE.has(name) && !(bodiless && name === 'content-length'));
    }
    // A response the server must open (to seal its links, or for a visitor) is read in full, up to this many bytes.
    const sealLimit = this.sealing?.maxBytes;
    const limit = opened ? Math.min(sealLimit ?? Infinity, this.proxy.visitors.visitorMaxBytes) : sealLimit;
    if (limit !== undefined && headers.length > limit)
      return this.refuse(body, status, `the provider's answer is larger than ${limit} bytes`);
    if (limit !== undefined || (headers.length >= 0 && headers.length <= SMALL_RESPONSE_BYTES))
      return this.collect(body, status, pairs, opened, limit);
    this.settled = true;
    // Passed on as it comes: only a silence ends it now (providerClient.ts).
    this.upstream.streaming();
    this.setHeaders(pairs);
    res.writeHead(status);
    pipeline(body, res).catch((err: unknown) => {
      if (this.browserGone) return;
      this.proxy.logger.warn(
        { err: { message: (err as Error).message, code: (err as { code?: string }).code }, timeout: err instanceof ProviderTimeout },
        'provider call failed',
      );
      res.destroy();
    });
  }

  /** Collects the response's body (up to `limit`; past it, refused), then sends it. */
  private collect(
    body: IncomingMessage,
    status: number,
    pairs: ResponseHeaders['pairs'],
    opened: boolean,
    limit: number | undefined,
  ): void {
    collectBody(
      body,
      limit ?? Infinity,
      (read) => this.sendCollected(body, status, pairs, opened, read),
      () => this.refuse(body, status, `the provider's answer is larger than ${limit} bytes`),
    );
  }

  /** Sends a collected response: its prices taken out when `opened`, with an ETag when a visitor's catalogue read. */
  private sendCollected(body: IncomingMessage, status: number, pairs: ResponseHeaders['pairs'], opened: boolean, read: Buffer): void {
    if (this.settled || this.browserGone) return;
    const { req, res } = this;
    let bytes = read;
    if (opened) {
      const stripped = visitorResponseBody(bytes, endpointOf(req), status);
      if (stripped === null) return this.refuse(body, status, 'the provider answered a visitor with JSON it could not read');
      bytes = stripped;
    }
    this.settled = true;
    this.setHeaders(pairs);
    if (opened) res.setHeader('Content-Length', bytes.length);
    if (opened && status === 200 && isCatalogueRead(req)) {
      const etag = etagOf(bytes);
      res.setHeader('Cache-Control', this.proxy.visitors.catalogueCacheControl);
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.removeHeader('Content-Length');
        res.removeHeader('Content-Type');
        res.writeHead(304);
        res.end();
        return;
      }
    }
    if (this.sealing) return this.sendSealed(status, bytes);
    res.writeHead(status);
    res.end(bytes);
  }

  /** Sends a response whose document links are to be sealed: the sealed body, or the 502 envelope of one that could not be opened. */
  private sendSealed(status: number, read: Buffer): void {
    const { res } = this;
    const sealed = sealedBody(res, { status, body: read }, this.sealing!.sealer, this.sealing!.maxBytes);
    // A response to a HEAD has no body to measure (nor is the provider's length, its links unsealed, the response's).
    if (this.req.method === 'HEAD') res.removeHeader('content-length');
    else res.setHeader('content-length', String(sealed.body.length));
    res.writeHead(sealed.status);
    res.end(sealed.body);
  }

  /** Sets the provider's headers, ours added where the provider set none of the name. */
  private setHeaders(headers: ResponseHeaders['pairs']): void {
    const { res } = this;
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const [name, value] of this.proxy.extraHeaders) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (!this.visitor) res.setHeader('Cache-Control', PRIVATE);
    varyBy(res, 'Authorization');
    // Our own Connection decision (e.g. 'close' while shutting down) or the browser's 'close' stands.
    if (this.closeWanted && !res.hasHeader('connection')) res.setHeader('Connection', 'close');
  }
}

/** Whether the provider responds at all (any HTTP status counts), within `timeoutMs`. */
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

/** The 404 envelope for a path under /api that nothing handled. */
export const apiNotFound: Handler = (req, res) => {
  const path = forwardedPath(req.url ?? '/').split('?')[0];
  sendJson(res, 404, { statusCode: 404, error: { code: ErrorCode.NotFound, message: `no such call: ${req.method} ${path}` } });
};

/**
 * Proxy mode: the mock provider's test control calls (/api/__mock/..., in any spelling the provider
 * might route) get a 404 from the server, never forwarded: a provider behind it that has them on
 * (a mock with MOCK_CONTROL=true in an integration set-up) must not be reset or read through the storefront.
 */
export const refuseMockControl: Handler = (req, res, next) =>
  isMockControlPath(normalizedApiPath(req)) ? apiNotFound(req, res, next) : next();
