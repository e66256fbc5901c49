// Order-document links (docs/product.md §5.5): the provider's link never reaches the browser. The
// responses of Order/Create and Order/List leave the server with every documentLink sealed
// (AES-256-GCM under a key derived from APP_SECRET); GET /documents/<token> opens it and redirects.
// Both modes seal by the same rule (documentLinkSealing), each as its body is made: the mock's as
// Express serialises it (sealingJsonBodies), the provider's once the proxy has collected it (sealedBody),
// before anything is written; nothing stands between a handler and the response to rewrite it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import { ErrorCode } from '@shared/errors';
import { callsAt } from '@shared/contract/match';
import { normalizedApiPath } from './paths';
import { nodeTimers, type DeadlineTimers } from './providerClient';

const VERSION = 'v1';
const PREFIX = `${VERSION}.`;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('order-document-link:v1');
/** Longer tokens are refused before any work (a link is a URL, not a document). */
const MAX_TOKEN_LENGTH = 8192;

/** Seals and opens document links under one secret. */
export interface DocumentSealer {
  /** The link as a URL-safe token: 'v1.' + base64url(iv | ciphertext | tag); a fresh IV every time. */
  seal(link: string): string;
  /** The link a token holds, or null for anything tampered, truncated, foreign or malformed. */
  open(token: string): string | null;
}

/** A sealer whose AES-256 key is derived from the secret with HKDF-SHA256. */
export function createDocumentSealer(secret: string): DocumentSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'wholesale-storefront', 'order-document-links v1', 32));
  return {
    seal(link) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(token) {
      if (typeof token !== 'string' || !token.startsWith(PREFIX) || token.length > MAX_TOKEN_LENGTH) return null;
      const encoded = token.slice(PREFIX.length);
      if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
      const raw = Buffer.from(encoded, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES + 1) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(AAD);
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * The JSON.stringify replacer that seals every non-empty string `documentLink` field, at any depth
 * and in any letter case: the one place the rule is written, for the mock's JSON bodies (Express's
 * 'json replacer') and the provider's (re-serialised) alike.
 */
export function documentLinkSealing(sealer: DocumentSealer): (key: string, value: unknown) => unknown {
  return (key, value) => (typeof value === 'string' && value !== '' && key.toLowerCase() === 'documentlink' ? sealer.seal(value) : value);
}

/** Returns a copy of a JSON value with every string `documentLink` field (at any depth) sealed. */
export function sealDocumentLinks(value: unknown, sealer: DocumentSealer): unknown {
  return JSON.parse(JSON.stringify(value, documentLinkSealing(sealer)) ?? 'null') as unknown;
}

/**
 * Whether a request under /api is at a call whose response carries document links (the endpoint
 * table's `documentLinks`), by its path whatever its method: a provider responding to another method
 * there with links has them sealed all the same.
 */
export function carriesDocumentLinks(req: IncomingMessage): boolean {
  const p = normalizedApiPath(req);
  return p !== null && callsAt(p).some((endpoint) => endpoint.facts?.documentLinks === true);
}

/**
 * An Express app (the mock provider's, mounted in-process) whose every JSON body leaves with its
 * document links sealed: Express serialises it with the sealing replacer ('json replacer', one of
 * its settings), and `res.json` is extended on this app's own response prototype (Express's
 * documented way to override its API for one app) to mark the body `no-store`. No ETag: a sealed
 * body is new every time (a fresh IV), so a validator of it would match nothing.
 */
export function sealingJsonBodies<App extends express.Express>(app: App, sealer: DocumentSealer): App {
  app.set('json replacer', documentLinkSealing(sealer));
  app.set('etag', false);
  const json = app.response.json;
  app.response.json = function sealedJson(this: Response, body?: unknown) {
    this.setHeader('Cache-Control', 'no-store');
    return json.call(this, body);
  };
  return app;
}

/** A body of the provider the server collected, to send: its status and bytes (its headers are on the response, none sent yet). */
export interface CollectedBody {
  status: number;
  body: Buffer;
}

/**
 * The provider's response to Order/Create or Order/List, collected (at most `maxBytes`), as it is to
 * leave: its links sealed, and the response's headers (none sent yet) made to match the new body (no
 * encoding, no validator, not stored). A compressed body (the provider was asked for identity, but
 * may not listen) is inflated to at most `maxBytes`: a small bomb stops there (zlib throws
 * ERR_BUFFER_TOO_LARGE) instead of filling memory. A body it cannot open becomes a 502 envelope, so a
 * link never escapes; one that is not JSON and names no document link goes as it came.
 */
export function sealedBody(res: ServerResponse, collected: CollectedBody, sealer: DocumentSealer, maxBytes: number): CollectedBody {
  try {
    const body = sealBody(res, collected.body, sealer, maxBytes);
    return body === collected.body ? collected : { status: collected.status, body };
  } catch (err) {
    const tooLarge = (err as NodeJS.ErrnoException)?.code === 'ERR_BUFFER_TOO_LARGE';
    res.removeHeader('content-encoding');
    res.removeHeader('etag');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    const message = tooLarge ? `the provider's answer is larger than ${maxBytes} bytes` : 'unreadable provider answer';
    return { status: 502, body: Buffer.from(JSON.stringify({ statusCode: 502, error: { code: ErrorCode.BadGateway, message } })) };
  }
}

/** The body with its links sealed (the same buffer when there is nothing to seal); throws when it cannot be opened. */
function sealBody(res: ServerResponse, raw: Buffer, sealer: DocumentSealer, maxBytes: number): Buffer {
  if (raw.length === 0) return raw;
  const encoding = String(res.getHeader('content-encoding') ?? 'identity')
    .toLowerCase()
    .trim();
  const limit = { maxOutputLength: maxBytes };
  let plain: Buffer;
  if (encoding === 'identity' || encoding === '') plain = raw;
  else if (encoding === 'gzip' || encoding === 'x-gzip') plain = zlib.gunzipSync(raw, limit);
  else if (encoding === 'deflate') plain = zlib.inflateSync(raw, limit);
  else if (encoding === 'br') plain = zlib.brotliDecompressSync(raw, limit);
  else throw new Error(`unknown content-encoding ${encoding}`);
  const text = plain.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page, say): it can hold no documentLink field; pass it on as it came.
    if (/documentlink/i.test(text)) throw new Error('unparseable body mentioning a document link');
    return raw;
  }
  res.removeHeader('content-encoding');
  res.removeHeader('etag');
  res.setHeader('cache-control', 'no-store');
  return Buffer.from(JSON.stringify(parsed, documentLinkSealing(sealer)), 'utf8');
}

const page = (title: string, text: string) => `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;background:#f4f4f1;color:#1f2a1a;text-align:center;margin:0;padding:3rem 1rem}
main{background:#fff;max-width:32rem;margin:0 auto;padding:2rem 1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{color:#4b6238;font-size:1.5rem;margin:0 0 .75rem}a{color:#4b6238;font-weight:600}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">חזרה לדף הבית</a></p></main></body></html>`;

/** The CSP of this server's own pages under /documents: nothing loads, only their own inline style applies. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

const NOT_FOUND_PAGE = page('המסמך לא נמצא', 'הקישור אינו תקין או שפג תוקפו.');
const UNAVAILABLE_PAGE = page('המסמך אינו זמין כרגע', 'מערכת הנהלת החשבונות לא החזירה את המסמך. נסו שוב בעוד כמה דקות.');

/** A document as its source sent it. */
export interface DocumentResponse {
  status: number;
  contentType: string | null;
  contentDisposition: string | null;
  /** The body (null for HEAD, or when the source sent none). */
  body: Readable | Buffer | null;
}

/** Where /documents reads a document: the origins its links may have, and how to read one of them. */
export interface DocumentSource {
  /** The origins a link may point to (the provider's own); a link elsewhere opens nothing. */
  origins: ReadonlySet<string>;
  /** Reads the document at `link` (its origin already checked); rejects when the source cannot be reached in time. */
  read(link: URL, method: 'GET' | 'HEAD', signal: AbortSignal): Promise<DocumentResponse>;
}

/** The types a document is shown inline as; anything else is offered as a download. */
const INLINE_TYPES = /^(text\/html|text\/plain|application\/pdf|image\/(png|jpeg|gif|webp))\s*(;|$)/i;

/**
 * The headers of a streamed document. It is shown under this site's origin, so whatever the provider
 * put in it is sandboxed: no script runs and it cannot reach the site's storage; only its own styles
 * and pictures from here load.
 */
const DOCUMENT_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cache-Control', 'private, no-store'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Robots-Tag', 'noindex'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"],
];

/** 404 for a link that opens nothing: the Hebrew page for a browser, the envelope for JSON. */
function notFound(req: Request, res: Response): void {
  res.status(404).setHeader('cache-control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') res.setHeader('content-security-policy', PAGE_CSP).type('html').send(NOT_FOUND_PAGE);
  else res.json({ statusCode: 404, error: { code: ErrorCode.NotFound, message: 'document not found' } });
}

/** 502 (the provider failed) or 504 (it was silent): the Hebrew page for a browser, the envelope for JSON. */
function unavailable(req: Request, res: Response, status: 502 | 504): void {
  res.status(status).setHeader('cache-control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') res.setHeader('content-security-policy', PAGE_CSP).type('html').send(UNAVAILABLE_PAGE);
  else
    res.json({
      statusCode: status,
      error: {
        code: status === 502 ? ErrorCode.BadGateway : ErrorCode.GatewayTimeout,
        message: 'the document could not be read from the provider',
      },
    });
}

/** The document's head: sandboxed, with its type when it is shown inline, else offered as a download. */
function setDocumentHeaders(res: Response, document: DocumentResponse): void {
  for (const [name, value] of DOCUMENT_HEADERS) res.setHeader(name, value);
  const type = document.contentType ?? 'application/octet-stream';
  if (INLINE_TYPES.test(type)) res.setHeader('Content-Type', type);
  else {
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Disposition', 'attachment');
  }
  if (document.contentDisposition && /^(inline|attachment)\b[\x20-\x7e]*$/i.test(document.contentDisposition) && INLINE_TYPES.test(type)) {
    res.setHeader('Content-Disposition', document.contentDisposition);
  }
}

/** Streams a document's body; a provider that stalls mid-document for as long as it may take to respond gets cut off. */
async function streamBody(body: Readable, res: Response, timeoutMs: number, timers: DeadlineTimers): Promise<void> {
  let idle = timers.setTimeout(() => body.destroy(new Error('stalled')), timeoutMs);
  body.on('data', () => {
    timers.clearTimeout(idle);
    idle = timers.setTimeout(() => body.destroy(new Error('stalled')), timeoutMs);
  });
  try {
    await pipeline(body, res);
  } catch {
    // The browser went away, or the provider broke off: the connection is closed either way.
    res.destroy();
  } finally {
    timers.clearTimeout(idle);
  }
}

/** Sends what the source sent: 404 for a missing document, 502 for any other failure, else the document. */
async function sendDocument(req: Request, res: Response, document: DocumentResponse, timeoutMs: number, timers: DeadlineTimers) {
  const { body } = document;
  const drop = () => (body instanceof Readable ? body.destroy() : undefined);
  if (document.status === 404 || document.status === 410) {
    drop();
    return notFound(req, res);
  }
  if (document.status < 200 || document.status > 299) {
    drop();
    return unavailable(req, res, 502);
  }
  setDocumentHeaders(res, document);
  res.status(200);
  if (req.method === 'HEAD' || body === null) {
    drop();
    res.end();
    return;
  }
  if (Buffer.isBuffer(body)) return void res.end(body);
  await streamBody(body, res, timeoutMs, timers);
}

/**
 * GET /documents/<token>: the document the sealed link names, streamed through this server (the
 * provider's own link, a credential to the order, never reaches the browser, not even its address
 * bar). Only links to the provider's own origins are read; anything else, tampered or foreign is a
 * 404 that reveals nothing. A provider that fails or stalls gives a 502 / 504 page. Its deadlines run on
 * `timers` (Node's; tests end them by hand).
 */
export function documentsRouter(
  sealer: DocumentSealer,
  source: DocumentSource,
  timeoutMs: number,
  timers: DeadlineTimers = nodeTimers,
): Router {
  const router = express.Router();
  router.get('/:token', async (req, res) => {
    const link = documentUrl(sealer.open(String(req.params.token)), source.origins);
    if (link === null) return notFound(req, res);
    const stop = new AbortController();
    const timer = timers.setTimeout(() => stop.abort(new Error('timeout')), timeoutMs);
    res.once('close', () => stop.abort(new Error('closed')));
    let document: DocumentResponse;
    try {
      document = await source.read(link, req.method === 'HEAD' ? 'HEAD' : 'GET', stop.signal);
    } catch {
      timers.clearTimeout(timer);
      if (!res.writableEnded && !res.destroyed) unavailable(req, res, stop.signal.aborted ? 504 : 502);
      return;
    } finally {
      timers.clearTimeout(timer);
    }
    await sendDocument(req, res, document, timeoutMs, timers);
  });
  router.use(notFound);
  return router;
}

/** The link a token holds, when it is an absolute http(s) URL on one of `origins`; null otherwise. */
export function documentUrl(link: string | null, origins: ReadonlySet<string>): URL | null {
  if (link === null) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return origins.has(url.origin) ? url : null;
}

/** Reads documents from the provider over HTTP(S), with no credentials of the browser's. */
export function providerDocuments(providerUrl: string, extraOrigins: readonly string[] = []): DocumentSource {
  return {
    origins: new Set([new URL(providerUrl).origin, ...extraOrigins]),
    async read(link, method, signal) {
      // Redirects are followed by hand, a few hops and only within the allowed origins.
      let url = link;
      let response: globalThis.Response;
      for (let hop = 0; ; hop++) {
        response = await fetch(url, { method, redirect: 'manual', signal, headers: { accept: 'text/html, application/pdf, */*;q=0.5' } });
        const location = response.headers.get('location');
        if (response.status < 300 || response.status > 399 || location === null) break;
        await response.body?.cancel();
        const next = hop < 3 ? documentUrl(new URL(location, url).href, this.origins) : null;
        if (next === null) return { status: 502, contentType: null, contentDisposition: null, body: null };
        url = next;
      }
      return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        contentDisposition: response.headers.get('content-disposition'),
        body: response.body && method === 'GET' ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null,
      };
    },
  };
}
