// /api: the mock provider mounted in-process, or a streaming proxy to PROVIDER_URL.
// The proxy runs before any body parser, so bodies (uploads included) stream through untouched.
import http from 'node:http';
import type { Answer } from '@shared/contract/answerCheck';
import https from 'node:https';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { MockProvider } from '../mock-provider/app';
import type { ServerConfig } from './config';
import { type DocumentSource, providerDocuments } from './documents';
import { minorCollector, reclaimer } from './reclaim';
import type { HeaderList } from './security';

/** Hop-by-hop headers (RFC 9110 section 7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

/** Request headers not copied on: hop-by-hop, Expect (this server has answered it), and those the proxy sets itself. */
const REQUEST_DROPPED = new Set([...HOP_BY_HOP, 'expect', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);
/** Answer headers not copied back: hop-by-hop, the provider's framing (Node frames the answer itself) and its framework's name. */
const ANSWER_DROPPED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'x-powered-by']);

/** What answers /api, and where /documents reads the documents its links name. */
export interface Provider {
  handler: RequestHandler;
  documents: DocumentSource;
}

/** The /api handler of a configuration; `answerHeaders` go on every answer the proxy gives. */
export function apiHandler(config: ServerConfig, logger: Logger, answerHeaders: HeaderList = [], onMockAnswer?: (answer: Answer) => void): Provider {
  if (config.mode === 'mock') {
    // Loaded only in mock mode: a proxy never builds (or seeds) the in-memory catalogue.
    const { createMockProvider } = require('../mock-provider/app') as typeof import('../mock-provider/app');
    const mock = createMockProvider({ items: config.mockItems, latencyMs: config.mockLatencyMs, baseUrl: `${config.publicUrl}/api`, control: config.mockControl, onAnswer: onMockAnswer });
    return { handler: mock, documents: mockDocuments(mock, config.publicUrl) };
  }
  if (!config.providerUrl) throw new Error('proxy mode without a provider URL');
  return {
    handler: createProviderProxy(config.providerUrl, config.providerTimeoutMs, logger, answerHeaders),
    documents: providerDocuments(config.providerUrl, config.documentOrigins),
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

/** Sends an error envelope (with `extra` headers), or cuts the connection when the answer has already begun. */
function gatewayError(res: Response, status: 502 | 504, message: string, extra: HeaderList): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const code = status === 502 ? ErrorCode.BadGateway : ErrorCode.GatewayTimeout;
  const body = JSON.stringify({ statusCode: status, error: { code, message } });
  const headers: http.OutgoingHttpHeaders = Object.fromEntries(extra);
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = Buffer.byteLength(body);
  headers['cache-control'] = 'no-store';
  res.writeHead(status, headers);
  res.end(body);
}

const NO_TOKENS: readonly string[] = [];

/** Answers up to this size (by their Content-Length) are gathered and sent in one write; larger ones are piped. */
const SMALL_ANSWER_BYTES = 64 * 1024;

/** The names of the headers a Connection header lists (they are hop-by-hop too), lower-cased. */
function connectionTokens(value: string | string[] | undefined): readonly string[] {
  if (value === undefined) return NO_TOKENS;
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** Headers the proxy reads from a request or an answer while copying it (repeats joined with ', '). */
type Captured = { connection?: string; host?: string; 'x-forwarded-for'?: string; 'x-forwarded-proto'?: string; 'x-forwarded-host'?: string; 'content-length'?: string; 'transfer-encoding'?: string };
const CAPTURED = new Set<string>(['connection', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'content-length', 'transfer-encoding']);

/**
 * Raw header pairs (name, value, name, value...) less `dropped` names and those a Connection header
 * names, read in one pass that also notes the headers the proxy itself needs. Kept as pairs, not an
 * object: repeated headers stay as they came, and Node writes a flat list several times faster than
 * an object it must walk.
 * `tokens` are the Connection header's own (lower-cased), 'close' among them when the sender asks for it.
 */
function forwardable(raw: readonly string[], dropped: ReadonlySet<string>): { pairs: string[]; names: string[]; captured: Captured; tokens: readonly string[] } {
  const pairs: string[] = [];
  const names: string[] = [];
  const captured: Captured = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (CAPTURED.has(name)) {
      const key = name as keyof Captured;
      const before = captured[key];
      captured[key] = before === undefined ? raw[i + 1] : `${before}, ${raw[i + 1]}`;
    }
    if (dropped.has(name)) continue;
    pairs.push(raw[i]!, raw[i + 1]!);
    names.push(name);
  }
  const tokens = connectionTokens(captured.connection);
  // Only a Connection header naming other headers (rare) costs a second pass.
  if (tokens.some((t) => t !== 'close' && t !== 'keep-alive')) {
    const keptPairs: string[] = [];
    const keptNames: string[] = [];
    for (let j = 0; j < names.length; j++) {
      if (tokens.includes(names[j]!)) continue;
      keptPairs.push(pairs[2 * j]!, pairs[2 * j + 1]!);
      keptNames.push(names[j]!);
    }
    return { pairs: keptPairs, names: keptNames, captured, tokens };
  }
  return { pairs, names, captured, tokens };
}

/**
 * A streaming proxy to `target` (the provider's /api base): /api/X goes to target + /X with its query.
 * Bodies are piped both ways (with backpressure), never held. Authorization is forwarded, hop-by-hop
 * headers dropped, X-Forwarded-For/-Proto/-Host set. No answer within `timeoutMs` after the request
 * was sent (or a stall that long) gives 504; a refused or unreachable provider 502; both in the
 * envelope, and the server carries on. `answerHeaders` go on every answer (the provider's own
 * headers of the same name win). Written on node:http directly: a proxied call is the server's
 * hottest path, and a general proxy library cost several times the provider's own work per call.
 */
export function createProviderProxy(target: string, timeoutMs: number, logger: Logger, answerHeaders: HeaderList = []): RequestHandler {
  const base = new URL(target);
  const isHttps = base.protocol === 'https:';
  const client = isHttps ? https : http;
  // The agent's sockets time out after `timeoutMs` without traffic: a request waiting on a silent
  // provider then gets its 'timeout' (no timer per request), and idle pooled sockets are closed.
  const agentOptions = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: timeoutMs };
  const agent = isHttps ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const basePath = base.pathname.replace(/\/+$/, '');
  const own = answerHeaders.map(([name, value]) => [name, name.toLowerCase(), value] as const);

  /** Writes the status and the headers of the provider's answer (`head`, from forwardable), with ours added. */
  const writeAnswerHead = (res: Response, status: number, head: ReturnType<typeof forwardable>, closeWanted: boolean): void => {
    const { pairs, names } = head;
    // Our own Connection decision (e.g. 'close' while shutting down) or the client's 'close' stands.
    const connection = res.getHeader('connection') ?? (closeWanted ? 'close' : undefined);
    if (res.getHeaderNames().length === 0) {
      // The usual case: nothing set on the response yet, so one flat list is the whole head.
      for (const [name, lower, value] of own) if (!names.includes(lower)) pairs.push(name, value);
      if (connection !== undefined) pairs.push('Connection', String(connection));
      res.writeHead(status, pairs);
      return;
    }
    // Headers already set (by middleware before the proxy): the provider's replace them, repeats kept.
    for (const name of new Set(names)) res.removeHeader(name);
    for (let i = 0; i < pairs.length; i += 2) res.appendHeader(pairs[i]!, pairs[i + 1]!);
    for (const [name, lower, value] of own) if (!names.includes(lower) && !res.hasHeader(name)) res.setHeader(name, value);
    if (connection !== undefined) res.setHeader('Connection', String(connection));
    res.writeHead(status);
  };

  return (req, res) => {
    // The request's own headers, less what must not travel on: hop-by-hop headers (and those its
    // Connection header names), and Expect, which this server has already answered.
    const { pairs: headers, captured, tokens } = forwardable(req.rawHeaders, REQUEST_DROPPED);
    const clientAddress = req.socket.remoteAddress ?? '';
    const forwardedFor = captured['x-forwarded-for'];
    headers.push(
      'X-Forwarded-For',
      forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress,
      'X-Forwarded-Proto',
      captured['x-forwarded-proto'] ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'),
      'X-Forwarded-Host',
      captured['x-forwarded-host'] ?? captured.host ?? '',
      'Host',
      base.host,
    );
    const closeWanted = tokens.includes('close');

    let timedOut = false;
    let failed = false;
    let answered = false;
    let browserGone = false;
    let answerTimer: NodeJS.Timeout | undefined;
    /**
     * The call failed (refused, unreachable, timed out, or the answer broke off): a gateway error in
     * the envelope while nothing has gone out to the browser, else its connection is cut; never a
     * truncated success. Once per call, whichever event reports it first.
     */
    const fail = (err?: Error) => {
      clearTimeout(answerTimer);
      if (failed || browserGone) return;
      failed = true;
      logger.warn({ err: err && { message: err.message, code: (err as NodeJS.ErrnoException).code }, timeout: timedOut }, 'provider call failed');
      if (timedOut) gatewayError(res, 504, `the provider did not answer within ${timeoutMs} ms`, answerHeaders);
      else gatewayError(res, 502, answered ? 'the provider broke off its answer' : 'the provider could not be reached', answerHeaders);
    };
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
    // The answer timer: the provider has the whole request but says nothing.
    const awaitAnswer = () => {
      answerTimer = setTimeout(giveUp, timeoutMs);
      answerTimer.unref();
    };
    // Idle: the provider stops reading or writing for that long (the agent's socket timeout).
    proxyReq.once('timeout', giveUp);

    /** The provider answered, but not with something the browser may get: a 502 envelope instead, and its answer dropped. */
    const refuse = (proxyRes: http.IncomingMessage, message: string) => {
      if (failed || browserGone) return;
      failed = true;
      logger.warn({ status: proxyRes.statusCode }, `provider answer refused: ${message}`);
      proxyRes.destroy();
      proxyReq.destroy();
      gatewayError(res, 502, message, answerHeaders);
    };

    proxyReq.once('response', (proxyRes) => {
      clearTimeout(answerTimer);
      answered = true;
      const status = proxyRes.statusCode ?? 0;
      proxyRes.once('aborted', () => fail());
      proxyRes.once('error', fail);
      // A status Node would refuse to send on (or a 1xx as the final answer) is no answer at all.
      if (status < 200 || status > 599) return refuse(proxyRes, `the provider answered with an invalid status (${status})`);
      // A failure without the envelope (an HTML error page, an empty body) tells the browser nothing it can read.
      if (status >= 500 && !/^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(String(proxyRes.headers['content-type'] ?? ''))) {
        return refuse(proxyRes, `the provider failed (${status}) without an answer in the envelope`);
      }
      const head = forwardable(proxyRes.rawHeaders, ANSWER_DROPPED);
      const length = Number(head.captured['content-length'] ?? NaN);
      // An answer the server must open (to seal its links) is read whole, up to this many bytes.
      const limit = (res as Partial<Response>).locals?.answerLimit as number | undefined;
      if (limit !== undefined && length > limit) return refuse(proxyRes, `the provider's answer is larger than ${limit} bytes`);
      if (limit !== undefined || (length >= 0 && length <= SMALL_ANSWER_BYTES)) {
        // Gathered, then sent head and body in one write when complete, without a pipe (most calls
        // are small answers of known length).
        const chunks: Buffer[] = [];
        let held = 0;
        proxyRes.on('data', (chunk: Buffer) => {
          held += chunk.length;
          if (limit !== undefined && held > limit) return refuse(proxyRes, `the provider's answer is larger than ${limit} bytes`);
          chunks.push(chunk);
        });
        proxyRes.once('end', () => {
          if (!proxyRes.complete || failed) return;
          writeAnswerHead(res, status, head, closeWanted);
          res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        });
      } else {
        writeAnswerHead(res, status, head, closeWanted);
        proxyRes.pipe(res);
      }
    });
    proxyReq.once('error', fail);
    // The browser went away (or its upload broke off): stop the provider's call as well.
    res.once('close', () => {
      if (res.writableFinished) return;
      browserGone = true;
      proxyReq.destroy();
    });
    req.once('error', () => proxyReq.destroy());
    if (hasBody(captured)) {
      const count = reclaimer(minorCollector());
      req.on('data', (chunk: Buffer) => count(chunk.length));
      proxyReq.once('finish', awaitAnswer);
      req.pipe(proxyReq);
    } else {
      // Most calls carry no body: nothing to stream, and a pipe's set-up is a measurable part of the call.
      req.resume();
      proxyReq.end();
      awaitAnswer();
    }
  };
}

/** Whether a request has a body to pass on (RFC 9112 section 6.3: a Transfer-Encoding or a non-zero Content-Length). */
function hasBody(captured: Captured): boolean {
  if (captured['transfer-encoding'] !== undefined) return true;
  const length = captured['content-length'];
  return length !== undefined && length.trim() !== '0';
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
