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
  return resolvedApiPath(req)?.normalized ?? null;
}

/**
 * The path under /api that the proxy sends on (the provider's base before it, the query after it):
 * the very segments `normalizedApiPath` read, their case kept, each percent-encoded where a path
 * needs it ('/api/x/../%49tem//List/' is '/Item/List'), so no dot segment, encoded separator or
 * parameter reaches the provider, whatever it (or the server in front of it) would make of them.
 * Null outside /api.
 */
export function forwardedApiPath(req: Request): string | null {
  return resolvedApiPath(req)?.forwarded ?? null;
}

/**
 * The path and query the proxy sends on, under the provider's base: `forwardedApiPath` (the path the
 * server decided on), then the query as the client wrote it. A query cannot move the path a server
 * routes (the path ends at '?'; a '#' is refused before, `malformedTarget`), Node's parser has already
 * refused the characters no request line may hold, and the provider reads repeated keys, '+' and
 * escapes of its own query as it means them: it goes byte for byte. Null outside /api.
 */
export function forwardedTarget(req: Request): string | null {
  const path = forwardedApiPath(req);
  if (path === null) return null;
  const url = req.originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? path : path + url.slice(q);
}

/**
 * Why a request whose raw path is under /api (`isUnder`) cannot be sent on, or null: its normalised
 * form leaves /api ('/api/../X', '/api/%2e%2e/X'...), or it is percent-encoded more times than this
 * server decodes (what is left could still spell a dot segment to a server that decodes further).
 */
export function unforwardableApiPath(req: Request): string | null {
  const resolved = resolvedApiPath(req);
  if (resolved === null) return 'the path leaves /api once its dot segments are resolved';
  if (resolved.overEncoded) return `the path is percent-encoded more than ${DECODING_ROUNDS} times`;
  return null;
}

interface Resolved {
  /** Lower-cased, decoded: what the limits, the endpoint table and the sealing read. */
  normalized: string;
  /** The same segments, case kept, encoded: what the provider gets. */
  forwarded: string;
  /** Escapes were still left after the decoding rounds. */
  overEncoded: boolean;
}

// Several middlewares ask for it on every /api request: computed once per request.
const resolvedPaths = new WeakMap<Request, Resolved | null>();

function resolvedApiPath(req: Request): Resolved | null {
  const cached = resolvedPaths.get(req);
  if (cached !== undefined) return cached;
  const result = resolve(pathOf(req));
  resolvedPaths.set(req, result);
  return result;
}

/** The characters a path segment may carry as they are (RFC 3986 pchar less ';' and escapes): the usual path is these alone. */
const SEGMENT_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,=:@]*$/;
const PLAIN_PATH = /^(\/[A-Za-z0-9\-._~!$&'()*+,=:@]*)+$/;
/** How many times percent-decoding is repeated (a path encoded twice or thrice is still read as the call it spells). */
const DECODING_ROUNDS = 3;

function resolve(raw: string): Resolved | null {
  // The usual case, a plain path: no escapes, empty or dot segments, backslashes or parameters to resolve.
  if (PLAIN_PATH.test(raw) && !/\/\/|\.(\/|$)/.test(raw)) {
    const kept = raw.replace(/\/+$/, '');
    const lower = kept.toLowerCase();
    if (lower === '/api') return { normalized: '/', forwarded: '/', overEncoded: false };
    return lower.startsWith('/api/') ? { normalized: lower.slice(4), forwarded: kept.slice(4), overEncoded: false } : null;
  }
  return canonicalPath(raw);
}

/** Escapes in a string of bytes (one character per byte) decoded; a stray '%' stays as it is. */
const decodeEscapes = (bytes: string) => bytes.replace(/%[0-9a-f]{2}/gi, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));

/**
 * The path as the most lenient server could read it: percent-decoding repeated until nothing changes
 * (a decoded '/' or '\\' splits), backslashes as slashes, matrix parameters (';x') dropped, empty and
 * dot segments resolved, lower-cased; the part under /api, or null outside it. Every spelling that
 * some server might route to a call is thus seen as that call. The decoding works on bytes (a
 * character per byte), so a segment is sent on with exactly the bytes it was read as.
 */
function canonicalPath(raw: string): Resolved | null {
  // Node reads a request line's bytes one character each; a caller's own string may hold more.
  let decoded = /[^\0-\xff]/.test(raw) ? Buffer.from(raw, 'utf8').toString('latin1') : raw;
  for (let round = 0; round < DECODING_ROUNDS && decoded.includes('%'); round++) {
    const next = decodeEscapes(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const resolved: string[] = [];
  for (const piece of decoded.split(/[/\\]/)) {
    const segment = piece.split(';')[0]!;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') resolved.pop();
    else {
      // Some servers (IIS among them) ignore trailing dots, spaces and NULs of a segment.
      const trimmed = segment.replace(/[\t\n\v\f\r .\0]+$/, '');
      if (trimmed !== '') resolved.push(trimmed);
    }
  }
  if (resolved[0]?.toLowerCase() !== 'api') return null;
  const under = resolved.slice(1);
  return {
    normalized: `/${under.map((s) => Buffer.from(s, 'latin1').toString('utf8').toLowerCase()).join('/')}`,
    forwarded: `/${under.map(encodeSegment).join('/')}`,
    overEncoded: /%[0-9a-f]{2}/i.test(decoded),
  };
}

/** A segment's bytes (a character per byte) as a path carries them: anything but the safe characters percent-encoded. */
function encodeSegment(bytes: string): string {
  if (SEGMENT_SAFE.test(bytes)) return bytes;
  let out = '';
  for (const c of bytes)
    out += /[A-Za-z0-9\-._~!$&'()*+,=:@]/.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
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

/** The query of a request as a plain object: a parameter given twice is a list (a DTO then refuses it). */
export function queryOf(req: IncomingMessage): Record<string, unknown> {
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const query: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    query[key] = all.length === 1 ? all[0] : all;
  }
  return query;
}
