// Path helpers shared by the middlewares that single out particular calls or hide parts of a path.
import type { Request } from 'express';

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
  // The usual case, a plain path: no decoding or dot segments to resolve.
  if (!/%|\/\/|\/\.\.?(\/|$)/.test(raw)) {
    const lower = raw.toLowerCase().replace(/\/+$/, '');
    if (lower === '/api') return '/';
    return lower.startsWith('/api/') ? lower.slice(4) : null;
  }
  const segments = raw
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
  const resolved: string[] = [];
  for (const segment of segments.flatMap((s) => s.split('/'))) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') resolved.pop();
    else resolved.push(segment);
  }
  if (resolved[0] !== 'api') return null;
  return `/${resolved.slice(1).join('/')}`;
}

/** Whether a path (as sent) is /api or under it, compared as express mounts compare (case-insensitively). */
export function isUnder(prefix: string, path: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
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
