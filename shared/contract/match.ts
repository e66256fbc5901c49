// Which call of the endpoint table (./api.ts, the provider's calls and the server's own) a request is, from its method and its path under /api.
// The server asks with its normalised path (server/paths.ts: escapes decoded, dot segments resolved,
// lower-cased, no trailing slash) and decides by the call's facts; the service worker matches the
// catalogue reads on the path as the browser sends it (./catalogueReads.ts).
import { allEndpoints, hostEndpoints, type Endpoint } from './api';

/** Characters a route's literal segment may hold that a regular expression reads otherwise. */
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The pattern of a route over a path under /api, case-insensitive as the routers match. A parameter
 * takes any non-empty segment; with `spanning`, any non-empty text, slashes included: a normalised
 * path has its escapes decoded, so a parameter sent with an encoded slash ('a%2Fb', one segment to
 * the provider's router) reads as several segments there, and must still be that call.
 */
export function routePattern(route: string, spanning = false): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (spanning ? '.+' : '[^/]+') : segment.toLowerCase().replace(SPECIAL, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

interface Compiled {
  endpoint: Endpoint;
  pattern: RegExp;
}

/** The endpoints by the first segment of their route, lower-cased; those with more literal segments first ('/Item/List' before '/Item/:itemId'). */
const byHead = new Map<string, Compiled[]>();
for (const { endpoint } of [...allEndpoints(), ...hostEndpoints()]) {
  const segments = endpoint.route.split('/').slice(1);
  const head = segments[0]!.toLowerCase();
  const compiled = byHead.get(head) ?? [];
  compiled.push({ endpoint, pattern: routePattern(endpoint.route, true) });
  byHead.set(head, compiled);
}
const literals = (c: Compiled) => c.endpoint.route.split('/').filter((s) => s !== '' && !s.startsWith(':')).length;
for (const compiled of byHead.values()) compiled.sort((a, b) => literals(b) - literals(a));

const NONE: readonly Endpoint[] = [];

/** Every call of the table whose route a normalised path under /api matches, whatever its method, the most literal first. */
export function callsAt(path: string): readonly Endpoint[] {
  const head = path.slice(1, (path.indexOf('/', 1) + 1 || path.length + 1) - 1).toLowerCase();
  const compiled = byHead.get(head);
  if (!compiled) return NONE;
  return compiled.filter((c) => c.pattern.test(path)).map((c) => c.endpoint);
}

/** The call of the table a request is (a HEAD is its GET), from its method and normalised path under /api; null for none. */
export function callAt(method: string, path: string): Endpoint | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return callsAt(path).find((endpoint) => endpoint.method === wanted) ?? null;
}
