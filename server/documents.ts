// Order-document links (DESIGN.md section 3): the provider's link never reaches the browser. The
// responses of Order/Create and Order/List leave the server with every documentLink sealed
// (AES-256-GCM under a key derived from APP_SECRET); GET /documents/<token> opens it and redirects.
// The same middleware runs in front of the mock and of the proxy, so both modes seal alike.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { ErrorCode } from '@shared/errors';
import { normalizedApiPath } from './paths';

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

/** Returns a copy of a JSON value with every string `documentLink` field (at any depth) sealed. */
export function sealDocumentLinks(value: unknown, sealer: DocumentSealer): unknown {
  if (Array.isArray(value)) return value.map((v) => sealDocumentLinks(v, sealer));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = key.toLowerCase() === 'documentlink' && typeof field === 'string' && field !== '' ? sealer.seal(field) : sealDocumentLinks(field, sealer);
  }
  return out;
}

/** The /api calls whose responses carry document links (compared case-insensitively, as the routers match). */
const SEALED_CALLS = new Set(['/order/create', '/order/list']);

/** Whether a request under /api is one of the calls whose answer is sealed. */
export function carriesDocumentLinks(req: Request): boolean {
  const p = normalizedApiPath(req);
  return p !== null && SEALED_CALLS.has(p);
}

/**
 * Mounted at /api before the mock or the proxy: for Order/Create and Order/List it asks the provider
 * for an uncompressed answer, holds the (small) JSON body, seals its links, and sends it with a
 * correct Content-Length. Every other call passes untouched.
 */
export function sealDocumentLinksMiddleware(sealer: DocumentSealer): RequestHandler {
  return (req, res, next) => {
    if (!carriesDocumentLinks(req)) return next();
    // The proxy copies req.headers to the provider: ask it for identity so the body can be read
    // (gzip, deflate and br are decoded all the same). The browser's own value is put back before
    // the answer goes out, so the compression middleware still serves it.
    // The proxy reads the raw header list, the compression middleware the parsed headers: both change.
    const acceptEncoding = req.headers['accept-encoding'];
    const rawHeaders = req.rawHeaders;
    req.headers['accept-encoding'] = 'identity';
    req.rawHeaders = withoutHeader(rawHeaders, 'accept-encoding').concat('Accept-Encoding', 'identity');
    captureBody(
      res,
      (body) => rewrite(res, body, sealer),
      () => {
        if (acceptEncoding === undefined) delete req.headers['accept-encoding'];
        else req.headers['accept-encoding'] = acceptEncoding;
        req.rawHeaders = rawHeaders;
      },
    );
    next();
  };
}

/** Raw header pairs without those named `lowerName`. */
function withoutHeader(raw: string[], lowerName: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i]!.toLowerCase() !== lowerName) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

/** Replaces res.write/res.end so that the whole body is handed to `finish`, which returns what to send; `beforeSend` runs just before. */
function captureBody(res: Response, finish: (body: Buffer) => Buffer, beforeSend: () => void): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const writeHead = res.writeHead;
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  };
  // Headers stay unsent until the rewritten body is known (its length changes).
  res.writeHead = ((status: number, reason?: unknown, headers?: unknown) => {
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    const fields = (typeof reason === 'object' && reason !== null ? reason : headers) as
      | Record<string, string | number | string[]>
      | Array<string | string[]>
      | undefined;
    if (Array.isArray(fields)) {
      for (let i = 0; i + 1 < fields.length; i += 2) res.setHeader(String(fields[i]), fields[i + 1] as string);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  }) as Response['writeHead'];
  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    const buf = toBuffer(chunk, encoding);
    if (buf) chunks.push(buf);
    const callback = typeof encoding === 'function' ? encoding : cb;
    if (typeof callback === 'function') process.nextTick(callback as () => void);
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    const buf = toBuffer(chunk, encoding);
    if (buf) chunks.push(buf);
    const callback = [chunk, encoding, cb].find((a) => typeof a === 'function') as (() => void) | undefined;
    let body: Buffer;
    try {
      body = finish(Buffer.concat(chunks));
    } catch {
      // Never let a link escape: an unreadable body of these calls becomes a gateway error.
      res.statusCode = 502;
      res.removeHeader('content-encoding');
      res.setHeader('content-type', 'application/json; charset=utf-8');
      body = Buffer.from(JSON.stringify({ statusCode: 502, error: { code: ErrorCode.BadGateway, message: 'unreadable provider answer' } }));
    }
    res.writeHead = writeHead;
    beforeSend();
    if (!res.headersSent) {
      res.removeHeader('transfer-encoding');
      res.setHeader('content-length', String(body.length));
    }
    return callback ? end(body, callback) : end(body);
  }) as Response['end'];
}

function rewrite(res: Response, raw: Buffer, sealer: DocumentSealer): Buffer {
  if (raw.length === 0) return raw;
  const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase().trim();
  let plain: Buffer;
  if (encoding === 'identity' || encoding === '') plain = raw;
  else if (encoding === 'gzip' || encoding === 'x-gzip') plain = zlib.gunzipSync(raw);
  else if (encoding === 'deflate') plain = zlib.inflateSync(raw);
  else if (encoding === 'br') plain = zlib.brotliDecompressSync(raw);
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
  return Buffer.from(JSON.stringify(sealDocumentLinks(parsed, sealer)), 'utf8');
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>המסמך לא נמצא</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 3rem 1rem;">
<h1>המסמך לא נמצא</h1><p>הקישור אינו תקין או שפג תוקפו.</p><p><a href="/">חזרה לדף הבית</a></p>
</body></html>`;

/** GET /documents/<token>: 302 to the provider's link, or 404 that reveals nothing. */
export function documentsRouter(sealer: DocumentSealer): Router {
  const router = express.Router();
  const notFound = (req: Request, res: Response) => {
    res.status(404).setHeader('cache-control', 'no-store');
    if (req.accepts(['json', 'html']) === 'html') res.type('html').send(NOT_FOUND_PAGE);
    else res.json({ statusCode: 404, error: { code: ErrorCode.NotFound, message: 'document not found' } });
  };
  router.get('/:token', (req, res) => {
    const link = sealer.open(String(req.params.token));
    if (link === null || !isRedirectable(link)) return notFound(req, res);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('referrer-policy', 'no-referrer');
    res.redirect(302, link);
  });
  router.use(notFound);
  return router;
}

/** Only absolute http(s) links or root-relative paths are followed. */
function isRedirectable(link: string): boolean {
  if (link.startsWith('/') && !link.startsWith('//')) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
