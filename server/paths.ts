// Path helpers shared by the middlewares that single out particular calls or hide parts of a path.
import type { IncomingMessage } from 'node:http';

/** A request as any layer sees it: Node's, with the URL before a mount stripped it when a router has mounted it. */
type Request = IncomingMessage & { originalUrl?: string };

/** The path of a request without its query string (the original URL, before any mount stripped it). */
export function pathOf(req: Request): string {
  const url = req.originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  const p = q === -1 ? url : url.slice(0, q);
  if (p.startsWith('/')) return p;
  // An absolute-form target ('GET http://host/api/... HTTP/1.1'): express routes it by its pathname, so must we.
  try {
    return new URL(url).pathname;
  } catch {
    return p;
  }
}

/**
 * The path under /api, as the provider's routers would see it: segments percent-decoded, lower-cased,
 * repeated and trailing slashes dropped ('/API//Order/Create/' is '/order/create'). Null outside /api.
 */
export function normalizedApiPath(req: Request): string | null {
  // Several middlewares ask for it on every /api request: computed once per request.
  const cached = normalized.get(req);
  if (cached !== undefined) return cached;
  const result = computeNormalizedApiPath(req);
  normalized.set(req, result);
  return result;
}

const normalized = new WeakMap<Request, string | null>();

function computeNormalizedApiPath(req: Request): string | null {
  const raw = pathOf(req);
  // The usual case, a plain path: no decoding, dot segments, backslashes or parameters to resolve.
  if (!/[%\\;\s]|\/\/|\.(\/|$)/.test(raw)) {
    const lower = raw.toLowerCase().replace(/\/+$/, '');
    if (lower === '/api') return '/';
    return lower.startsWith('/api/') ? lower.slice(4) : null;
  }
  return canonicalPath(raw);
}

/**
 * The path as the most lenient server could read it: percent-decoding repeated until nothing changes
 * (a decoded '/' or '\\' splits), backslashes as slashes, matrix parameters (';x') dropped, empty and
 * dot segments resolved, lower-cased; the part under /api, or null outside it. Every spelling that
 * some server might route to a call is thus seen as that call.
 */
function canonicalPath(raw: string): string | null {
  let decoded = raw;
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      // A stray '%' (not an escape): decode the escapes that are well formed.
      next = decoded.replace(/%[0-9a-f]{2}/gi, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));
    }
    if (next === decoded) break;
    decoded = next;
  }
  const resolved: string[] = [];
  for (const piece of decoded.split(/[/\\]/)) {
    const segment = piece.split(';')[0]!.toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') resolved.pop();
    else {
      // Some servers (IIS among them) ignore trailing dots, spaces and NULs of a segment.
      const trimmed = segment.replace(/[\s.\0]+$/, '');
      if (trimmed !== '') resolved.push(trimmed);
    }
  }
  if (resolved[0] !== 'api') return null;
  return `/${resolved.slice(1).join('/')}`;
}

/**
 * Why a request target is malformed, or null when it is not: a fragment ('#') is never part of a
 * request target (RFC 9112 section 3.2), yet Node passes it on and Express routes the path before it
 * while anything comparing the raw path sees another one.
 */
export function malformedTarget(url: string): string | null {
  if (url.includes('#')) return 'a request target must not contain a fragment (#)';
  return null;
}

/** Whether a normalised path under /api (`normalizedApiPath`) is one of the mock provider's test control calls, /__mock or under it. */
export function isMockControlPath(path: string | null): boolean {
  return path !== null && (path === '/__mock' || path.startsWith('/__mock/'));
}

/** Whether a path (as sent) is /api or under it, compared as express mounts compare (case-insensitively). */
export function isUnder(prefix: string, path: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/**
 * Mounts a request at `prefix`, a path it is under (`isUnder`): the handlers after see the URL below
 * it ('/api/Order/List?x' is '/Order/List?x', '/api' is '/'), as a router's mount shows it; the
 * request's own URL stays in `originalUrl` (which `pathOf` reads).
 */
export function mountAt(prefix: string, req: Request & { baseUrl?: string }): void {
  const url = req.url ?? '/';
  req.originalUrl ??= url;
  let pathAndQuery = url;
  // An absolute-form target: its path and query, as `pathOf` read it.
  if (!url.startsWith('/')) {
    const parsed = new URL(url);
    pathAndQuery = parsed.pathname + parsed.search;
  }
  const below = pathAndQuery.slice(prefix.length);
  req.url = below.startsWith('/') ? below : `/${below}`;
  req.baseUrl = prefix;
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

/** The path as logs may show it: no query, and sealed tokens, document tokens and e-mail addresses hidden. */
export function redactedPath(rawPath: string): string {
  const q = rawPath.indexOf('?');
  const p = q === -1 ? rawPath : rawPath.slice(0, q);
  return p
    .replace(/^(\/+documents)\/.*$/i, '$1/[sealed]')
    .replace(/^(\/+api\/+order\/+document)\/.*$/i, '$1/[token]')
    .replace(/^(\/+api\/+account\/+resetpassword)\/.*$/i, '$1/[email]')
    .slice(0, 300);
}
