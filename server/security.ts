// Security headers (helmet, with a CSP the client runs under) and the rate limit of the account calls.
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { ErrorCode } from '@shared/errors';
import { isUnder, normalizedApiPath, pathOf } from './paths';

/** The Content-Security-Policy directives: everything from self; inline styles for swiper and React's style props; camera streams as blob:. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

/** The camera for this origin (barcode scanning); every other powerful feature off. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Name/value pairs of response headers. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The headers of a page or a file the browser renders: helmet's, with the CSP the client runs
 * under, plus Permissions-Policy. upgrade-insecure-requests is left out: it breaks plain-http localhost.
 */
export function securityHeaderList(): HeaderList {
  return [
    ...recordHelmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES }, crossOriginEmbedderPolicy: false }),
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

/**
 * The headers of a data answer (an API call, a document link's redirect, the health check), as
 * OWASP's REST Security Cheat Sheet lists them: a CSP under which nothing loads or frames it,
 * nosniff, HSTS, DENY for old framers, no referrer, and same-origin for cross-origin embedding. The
 * page's headers (its CSP, Permissions-Policy, COOP and the rest) govern only a rendered page; on
 * every JSON answer they were some 900 bytes that nothing read.
 */
export function apiSecurityHeaderList(): HeaderList {
  return recordHelmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The headers helmet sets with `options`, recorded once. With fixed options every header helmet sets
 * is the same on every response, so it runs once, at start, and its recorded headers are what each
 * response gets (helmet rebuilds the CSP string per request otherwise, a measurable part of a call).
 */
function recordHelmet(options: Parameters<typeof helmet>[0]): Array<[string, string]> {
  const middleware = helmet(options);
  const headers: Array<[string, string]> = [];
  let called = false;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  middleware({} as never, recorder as never, () => {
    called = true;
  });
  if (!called || headers.length === 0) throw new Error('helmet did not answer synchronously');
  return headers;
}

/** Paths that answer with data, not a page: the API, the document links and the health check. */
export function isDataPath(path: string): boolean {
  return isUnder('/api', path) || isUnder('/documents', path) || path.toLowerCase() === '/healthz';
}

/** The middleware that sets the page headers, or on data paths the data answer headers, on every response. */
export function securityHeaders(page: HeaderList = securityHeaderList(), data: HeaderList = apiSecurityHeaderList()): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of isDataPath(pathOf(req)) ? data : page) res.setHeader(name, value);
    next();
  };
}

/** Whether a request is one of the rate-limited account calls (POST Account/Login, POST Account/ResetPassword/...). */
function limitedCall(path: string | null, method: string): 'login' | 'reset' | null {
  if (method !== 'POST' || path === null) return null;
  if (path === '/account/login') return 'login';
  if (path === '/account/resetpassword' || path.startsWith('/account/resetpassword/')) return 'reset';
  return null;
}

/** Whether a request is one of the calls `authRateLimit` counts. */
export function isRateLimitedCall(req: Request): boolean {
  return limitedCall(normalizedApiPath(req), req.method) !== null;
}

/** `limit` requests per `windowMs` per address on each of Account/Login and Account/ResetPassword; then 429 in the envelope. */
export function authRateLimit(limit: number, windowMs: number): RequestHandler {
  const make = () =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (_req, res) => {
        const retryAfter = Math.ceil(windowMs / 1000);
        res.status(429).json({
          statusCode: 429,
          error: { code: ErrorCode.RateLimited, message: `too many attempts; try again in ${retryAfter} seconds` },
        });
      },
    });
  const limiters = { login: make(), reset: make() };
  return (req, res, next) => {
    const which = limitedCall(normalizedApiPath(req), req.method);
    if (!which) return next();
    return limiters[which](req, res, next);
  };
}
