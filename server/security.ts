// Security headers (helmet, with a CSP the client runs under) and the rate limit of the account calls.
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { ErrorCode } from '@shared/errors';
import { normalizedApiPath } from './paths';

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

/**
 * helmet's headers plus Permissions-Policy, as name/value pairs. upgrade-insecure-requests is left
 * out: it breaks plain-http localhost. With these options every header helmet sets is the same on
 * every response, so helmet runs once, at start, and its recorded headers are what each response
 * gets (helmet rebuilds the CSP string per request otherwise, a measurable part of a proxied call).
 */
export function securityHeaderList(): ReadonlyArray<readonly [string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
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
  headers.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return headers;
}

/** The middleware that sets `list` (securityHeaderList's) on every response. */
export function securityHeaders(list = securityHeaderList()): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value);
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
