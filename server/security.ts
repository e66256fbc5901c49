// Security headers (our own lists, with the CSP the client runs under) and the rate limits.
import type { IncomingMessage } from 'node:http';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { ErrorCode } from '@shared/errors';
import { clientAddress, sendJson, type Handler, type Trust } from './handler';
import type { LimitClass } from '@shared/contract/api';
import { responseKindOf, factsOf } from './calls';
import { isUnder, malformedTarget, normalizedApiPath, pathOf } from './paths';
import { carriesToken } from './tokens';
import { isOwnRead } from './ownApi';
import { foreignCharset } from '@shared/contract/jsonBody';

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

/** A Content-Security-Policy value: each directive's name in kebab-case and its sources, separated by ';'. */
export function cspOf(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join(';');
}

/**
 * The headers every response gets, a page's or data's: no resource of ours is read from another
 * site (CORP), no referrer leaves, HTTPS for a year on every subdomain, and no type guessing.
 */
const COMMON_HEADERS: HeaderList = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * The headers of a page or a file the browser renders: the CSP the client runs under, a window of
 * its own (COOP, Origin-Agent-Cluster), framed only by itself, the old browsers' switches off (DNS
 * prefetch, IE's open-download, Flash's cross-domain policies, the XSS auditor that did harm), plus
 * Permissions-Policy. The same set helmet 8 sets with this CSP and no COEP (app.test.ts holds them
 * to it); upgrade-insecure-requests is left out: it breaks plain-http localhost. Built once: every
 * response gets the same list.
 */
export function securityHeaderList(): HeaderList {
  const [corp, referrer, hsts, nosniff] = COMMON_HEADERS;
  return [
    ['Content-Security-Policy', cspOf(CSP_DIRECTIVES)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    corp!,
    ['Origin-Agent-Cluster', '?1'],
    referrer!,
    hsts!,
    nosniff!,
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

/**
 * The headers of a data response (an API call, a document link's redirect, the health check), as
 * OWASP's REST Security Cheat Sheet lists them: a CSP under which nothing loads or frames it,
 * nosniff, HSTS, DENY for old framers, no referrer, and same-origin for cross-origin embedding. The
 * page's headers (its CSP, Permissions-Policy, COOP and the rest) govern only a rendered page; on
 * every JSON response they were some 900 bytes that nothing read.
 */
export function apiSecurityHeaderList(): HeaderList {
  const [corp, referrer, hsts, nosniff] = COMMON_HEADERS;
  return [
    ['Content-Security-Policy', cspOf({ defaultSrc: ["'none'"], frameAncestors: ["'none'"] })],
    corp!,
    referrer!,
    hsts!,
    nosniff!,
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Paths whose responses are data, not a page: the API, the document links and the health checks. */
export function isDataPath(path: string): boolean {
  return isUnder('/api', path) || isUnder('/documents', path) || /^\/(?:healthz|livez)$/i.test(path);
}

/** The middleware that sets the page headers, or on data paths the data response headers, on every response. */
export function securityHeaders(page: HeaderList = securityHeaderList(), data: HeaderList = apiSecurityHeaderList()): Handler {
  return (req, res, next) => {
    for (const [name, value] of isDataPath(pathOf(req)) ? data : page) res.setHeader(name, value);
    next();
  };
}

/** Whether a request is one of the calls `authRateLimit` counts (the endpoint table gives it a limit class). */
export function isRateLimitedCall(req: IncomingMessage): boolean {
  return factsOf(req).limit !== undefined;
}

/**
 * A per-address limiter that responds 429 in the envelope past `limit` requests a window. The address
 * is the client's as `trust` reads X-Forwarded-For (IPv6 addresses by their /56, as the library does).
 */
function limiter(limit: number, windowMs: number, what: string, trust: Trust, store?: Store): Handler {
  const middleware = rateLimit({
    windowMs,
    limit,
    ...(store ? { store } : {}),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req, trust)),
    handler: (_req, res) => {
      const retryAfter = Math.ceil(windowMs / 1000);
      sendJson(res, 429, {
        statusCode: 429,
        error: { code: ErrorCode.RateLimited, message: `too many ${what}; try again in ${retryAfter} seconds` },
      });
    },
  });
  // The library's types are Express's; it reads only Node's request and response here (headers, the key above).
  return middleware as unknown as Handler;
}

/**
 * `limit` requests per `windowMs` per address on each limit class of the endpoint table: logins
 * (Account/Login), password calls (Account/ResetPassword, Account/ChangePassword) and registrations
 * (Account/Register/Business), each of which hashes or checks a password; then 429 in the envelope.
 * The call is found by its normalised path (calls.ts), so no spelling of it escapes.
 * `storeFor` gives each limit's store (shared by the instances through Redis, sharedState.ts).
 */
export function authRateLimit(
  limit: number,
  windowMs: number,
  trust: Trust,
  storeFor: (name: string) => Store | undefined = () => undefined,
): Handler {
  const limiters: Record<LimitClass, Handler> = {
    login: limiter(limit, windowMs, 'attempts', trust, storeFor('login')),
    password: limiter(limit, windowMs, 'attempts', trust, storeFor('password')),
    registration: limiter(limit, windowMs, 'attempts', trust, storeFor('registration')),
  };
  return (req, res, next) => {
    const which = factsOf(req).limit;
    if (!which) return next();
    return limiters[which](req, res, next);
  };
}

/**
 * Whether an /api call counts toward the visitors' limit: every call without a token that may be a
 * user's (carriesToken), whatever Authorization header it sends (an empty, malformed or expired one
 * counts here as well as against the refused tokens' limit, tokens.ts); served pictures and the
 * server's own reads (ownApi.ts: the first screen's data, the sitemap) do not count.
 */
export function isAnonymousCall(req: IncomingMessage): boolean {
  if (carriesToken(req.headers.authorization) || isOwnRead(req)) return false;
  return normalizedApiPath(req) !== null && responseKindOf(req) !== 'image';
}

/**
 * `limit` /api calls per `windowMs` per address for visitors, generous for a person browsing fast and
 * a stop for a script reading the catalogue in bulk; then 429 in the envelope. A call with a token
 * that may be a user's is not counted here: a refused one counts against the refused tokens' limit (tokens.ts).
 */
export function anonymousRateLimit(limit: number, windowMs: number, trust: Trust, store?: Store): Handler {
  const counted = limiter(limit, windowMs, 'requests', trust, store);
  // A call it does not count never enters the limiter (its bookkeeping is a measurable part of a proxied call).
  return (req, res, next) => (isAnonymousCall(req) ? counted(req, res, next) : next());
}

/**
 * At most `max` /api calls of one address under way at once, then 429 in the envelope. In proxy mode
 * every call holds one of the provider connections (providerClient.ts) for as long as its upload or
 * its response takes; without this, one client's slow calls (uploads a byte at a time, within the
 * visitors' limit) could hold them all and leave every other user waiting. Addresses are read as the
 * limits read them (behind TRUST_PROXY, IPv6 by its /56).
 */
export function limitRequestsUnderWay(max: number, trust: Trust): Handler {
  const underWay = new Map<string, number>();
  return (req, res, next) => {
    // The server's own reads (ownApi.ts) are no client's: they hold no client's share.
    if (isOwnRead(req)) return next();
    const key = ipKeyGenerator(clientAddress(req, trust));
    const count = underWay.get(key) ?? 0;
    if (count >= max) {
      res.setHeader('Retry-After', '1');
      sendJson(res, 429, {
        statusCode: 429,
        error: { code: ErrorCode.RateLimited, message: `too many calls under way at once (at most ${max}); try again in a moment` },
      });
      return;
    }
    underWay.set(key, count + 1);
    // The response sent, or the connection gone: either way the call no longer holds anything.
    res.once('close', () => {
      const left = underWay.get(key)! - 1;
      if (left > 0) underWay.set(key, left);
      else underWay.delete(key);
    });
    next();
  };
}

/**
 * The first middleware's check of the request target: a malformed one (a fragment, say) gets 400 in
 * the envelope before any other middleware decides anything on its path.
 */
export function refuseMalformedTargets(data: HeaderList): Handler {
  return (req, res, next) => {
    const problem = malformedTarget(req.url ?? '');
    if (problem === null) return next();
    for (const [name, value] of data) res.setHeader(name, value);
    res.setHeader('connection', 'close');
    sendJson(res, 400, { statusCode: 400, error: { code: ErrorCode.Validation, message: problem } });
  };
}

/**
 * Refuses with 415 in the envelope an /api call whose JSON body names a charset other than UTF-8, as
 * the API document says the API takes: a provider's nesting or size checks that read bytes would not
 * see the brackets of a UTF-16 or UTF-32 body (the mock refuses a byte-order mark of either as well).
 */
export const refuseForeignCharset: Handler = (req, res, next) => {
  const problem = foreignCharset(req.headers['content-type']);
  if (problem === null) return next();
  res.setHeader('connection', 'close');
  sendJson(res, 415, { statusCode: 415, error: { code: ErrorCode.UnsupportedMediaType, message: problem } });
};

/** The page a browser gets past the pages' limit: Hebrew, right to left, and when to try again. */
export function tooManyPagesHtml(retryAfter: number): string {
  return `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>יותר מדי בקשות</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; line-height: 1.5;">
<h1>יותר מדי בקשות</h1>
<p>נפתחו מהכתובת שלכם דפים רבים בזמן קצר. נסו שוב בעוד ${retryAfter} שניות.</p>
<p><a href="">רענון הדף</a></p>
</body></html>
`;
}

/**
 * `limit` HTML pages per `windowMs` per address (navigations only: the files and /api calls have their
 * own rules), in the shared store like the other limits. Each page may be drawn on the server from
 * its own reads of the catalogue (firstPaint.ts), which no longer count against any visitor's /api
 * quota: this is their bound. Past it, 429 with Retry-After and a Hebrew page (text for a client
 * that does not take HTML).
 */
export function pageRateLimit(limit: number, windowMs: number, trust: Trust, store?: Store): Handler {
  const retryAfter = Math.ceil(windowMs / 1000);
  const middleware = rateLimit({
    windowMs,
    limit,
    ...(store ? { store } : {}),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req, trust)),
    handler: (req, res) => {
      // The library's Retry-After (the seconds left in this window), else the window.
      const seconds = Number(res.getHeader('Retry-After')) || retryAfter;
      res.setHeader('Retry-After', String(seconds));
      res.setHeader('Cache-Control', 'no-store');
      const html = /text\/html|\*\/\*/i.test(String(req.headers.accept ?? '*/*'));
      const body = html ? tooManyPagesHtml(seconds) : `Too many pages from this address; try again in ${seconds} seconds.\n`;
      res
        .status(429)
        .type(html ? 'html' : 'text')
        .send(body);
    },
  });
  return middleware as unknown as Handler;
}
