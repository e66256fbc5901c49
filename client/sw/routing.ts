// Which request the service worker (sw.ts) responds to, and from which cache: plain functions of the
// request's method, address and Authorization header, so that tests can hold every decision. The
// page imports the user and message parts too (client/pwa/register.ts): one definition for both.
import { decodeTokenClaims } from '@shared/rules/token';
import { CATALOGUE_READS, isCatalogueReadPath } from '@shared/contract/catalogueReads';

/** Visitors' catalogue responses (requests with no user's token): the same for every visitor. The cache's name stays as browsers hold it. */
export const CATALOGUE_CACHE = 'catalogue-answers';
/**
 * The pages last drawn by the server, as it drew them (with the first screen's data inlined). They
 * hold no user's data (the server never has the token), and their chunks are this build's: the cache
 * is emptied whenever a new worker takes over.
 */
export const PAGES_CACHE = 'pages';
/** Pictures (/api/files/...): the same for everyone. */
export const PICTURES_CACHE = 'pictures';
/** Each signed-in user's own responses (their prices) live in a cache of their own, named by this and the user (a name browsers hold). */
export const USER_CACHE_PREFIX = 'user-answers-';

/**
 * Reads whose response carries no price: the same for a user as for a visitor. When a user's own cache
 * has none, a visitor's kept response may stand in (never the other way round).
 */
const PRICE_FREE_READS = [
  /^\/category\/list$/i,
  /^\/category\/\d+$/i,
  /^\/itemgroup\/list$/i,
  /^\/websiteconfiguration\/list$/i,
  /^\/websiteconfiguration\/getbykey$/i,
];

/**
 * What every screen's frame reads (the site settings, the banners, the categories; SettingsStore and
 * CatalogueStore ask for exactly these). The server puts them into the page it draws, so the app
 * never asks for them online: the worker reads them itself, as a visitor, so that the app shell has
 * them offline.
 */
export const SHELL_READS = [
  '/api/WebsiteConfiguration/List',
  '/api/WebsiteConfiguration/GetByKey?key=HomePageBanners',
  '/api/Category/List?getAll=true',
] as const;

/** Whether a read's response (a path under /api) carries no price, so a visitor's kept response may serve a user. */
export function isPriceFree(url: URL): boolean {
  const api = /^\/api(\/.*)$/i.exec(url.pathname);
  return api !== null && PRICE_FREE_READS.some((read) => read.test(api[1]!));
}

/** A business user's own reads besides the catalogue: who they are (the app signs out without it) and their orders. */
const USER_READS = [...CATALOGUE_READS, /^\/account\/userinfo$/i, /^\/order\/list$/i];

/** What the service worker does with a request. */
export type Route =
  /** A page: from the network; offline, the page as it was last drawn, else the app shell (which draws it from kept responses). */
  | { kind: 'page' }
  /** A visitor's catalogue read: the network first, the kept response when the network fails. */
  | { kind: 'catalogue'; cacheName: string }
  /** A signed-in business user's read: the same, kept in that user's cache only. */
  | { kind: 'user'; cacheName: string; user: string }
  /** A picture: stale-while-revalidate. */
  | { kind: 'picture'; cacheName: string };

/** The request as the routing reads it. */
export interface RequestFacts {
  method: string;
  url: URL;
  /** The Authorization header, if any. */
  authorization: string | null;
  /** 'navigate' for a page. */
  mode: string;
  /** This worker's own origin. */
  origin: string;
}

/** A signed-in user as a token says: who, whether a business user, and until when. */
export interface TokenUser {
  user: string;
  business: boolean;
  expiresAt: number | null;
}

/** The user a JWT names (its `sub`), or null for no token or one that names nobody. */
export function userOfToken(token: string | null | undefined): TokenUser | null {
  const claims = decodeTokenClaims(token);
  const sub = claims?.sub;
  if (typeof sub !== 'string' && typeof sub !== 'number') return null;
  const exp = claims?.exp;
  return {
    user: String(sub),
    business: claims?.userType === 'Business',
    expiresAt: typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null,
  };
}

/** The cache that holds `user`'s own responses. */
export function userCacheName(user: string): string {
  return USER_CACHE_PREFIX + encodeURIComponent(user);
}

/** The token of a `Bearer` Authorization header, or null. */
function bearer(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Who asks: null for a visitor (no Authorization header), the user for a valid business user's token,
 * and 'other' for anything else (an administrator, an expired or unreadable token): those reads are
 * never kept nor served from a cache.
 */
export function requesterOf(authorization: string | null, now: number): string | null | 'other' {
  if (authorization === null) return null;
  const who = userOfToken(bearer(authorization));
  if (!who || !who.business || who.expiresAt === null || who.expiresAt <= now) return 'other';
  return who.user;
}

/**
 * Where a request goes; null: the worker does not respond to it and the browser sends it as if there were
 * none (every write, Order/Create among them; the back office's reads; the mock's control calls;
 * other origins).
 */
export function routeOf(request: RequestFacts, now: number = Date.now()): Route | null {
  if (request.method !== 'GET' || request.url.origin !== request.origin) return null;
  const path = request.url.pathname;
  if (request.mode === 'navigate') return /^\/(?:api|documents)(?:\/|$)/i.test(path) ? null : { kind: 'page' };
  const api = /^\/api(\/.*)$/i.exec(path);
  if (!api) return null;
  const under = api[1]!;
  if (/^\/files\/[^/]+$/i.test(under)) return { kind: 'picture', cacheName: PICTURES_CACHE };
  const who = requesterOf(request.authorization, now);
  if (who === null) return isCatalogueReadPath(under) ? { kind: 'catalogue', cacheName: CATALOGUE_CACHE } : null;
  if (who === 'other') return null;
  return USER_READS.some((read) => read.test(under)) ? { kind: 'user', cacheName: userCacheName(who), user: who } : null;
}

/** The key a user's response is kept under: its address without the token some requests carry in the query (Account/UserInfo). */
export function userCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('token');
  return parsed.href;
}

/** The user caches to delete when `keep` is the signed-in user (null: a visitor, so all of them). */
export function userCachesToWipe(cacheNames: readonly string[], keep: string | null): string[] {
  const kept = keep === null ? null : userCacheName(keep);
  return cacheNames.filter((name) => name.startsWith(USER_CACHE_PREFIX) && name !== kept);
}

/** What the page tells the worker. */
export type PageMessage =
  /** The signed-in user of this browser changed (null: signed out): every other user's responses go. */
  | { type: 'SESSION'; user: string | null }
  /** The buyer asked for the new version: the waiting worker takes over (workbox-window's messageSkipWaiting). */
  | { type: 'SKIP_WAITING' };

/** A message from a page, read defensively (anything else is ignored). */
export function readPageMessage(data: unknown): PageMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, user } = data as { type?: unknown; user?: unknown };
  if (type === 'SKIP_WAITING') return { type };
  if (type === 'SESSION' && (user === null || typeof user === 'string')) return { type, user };
  return null;
}

/**
 * Set by the worker on a read it answered from its cache because the network did not answer: the page
 * shows the kept response and knows the network is not there (client/api/api.ts).
 */
export const KEPT_RESPONSE_HEADER = 'X-Kept-Response';

/** What the worker tells its pages: its network answered again after a request of its own got no answer. */
export interface WorkerMessage {
  type: 'NETWORK_BACK';
}

/** A message from the worker, read defensively (anything else is ignored). */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'NETWORK_BACK'
    ? { type: 'NETWORK_BACK' }
    : null;
}
