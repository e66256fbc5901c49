// The service worker (docs/architecture.md §6): the app opens without a network. Built by vite-plugin-pwa
// (injectManifest: Workbox's modules, and this build's file list in self.__WB_MANIFEST) into
// dist/client/sw.js; the server sends it with `Cache-Control: no-cache`, so a new build is seen on the
// next visit. Which request goes where is decided in routing.ts (tested there):
//  - this build's shell, chunks, fonts and icons are precached at install, and served from there;
//  - pages come from the network (the server draws them, with their data) and are kept as drawn (no
//    user's data is ever in them); offline, a page as it was last drawn, and one never opened gets the
//    precached shell, which boots the app (it draws the page itself: it never hydrates a page it did
//    not get); the frame's own reads (settings, categories) are kept for it (keepShell);
//  - catalogue reads come from the network whenever it responds, so a price or a picture changed a
//    moment ago is what the buyer sees; only when the network fails is the response kept from the last
//    visit served. Visitors' responses are kept in one cache; a signed-in business user's (their
//    prices) in a cache of that user's own, read only for a request carrying that user's token, and
//    deleted as soon as another user or a visitor is seen (the page says so on every sign-in and
//    sign-out; the worker also notices from the requests themselves), and a read still under way then
//    is never kept (sessionGuard.ts);
//  - pictures: stale-while-revalidate;
//  - writes (Order/Create among them), error responses, and the back office's reads: never kept.
// A new version waits until the buyer presses the notice's button (client/pwa/register.ts), which
// sends SKIP_WAITING; nothing here takes over an open page by itself except on the first install.
import { clientsClaim } from 'workbox-core';
import { OUTBOX_SYNC_TAG } from '../features/outbox/Outbox';
import { sendOutboxFromWorker } from '../features/outbox/worker';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { SessionGuard } from './sessionGuard';
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CATALOGUE_CACHE,
  isPriceFree,
  PAGES_CACHE,
  PICTURES_CACHE,
  SHELL_READS,
  readPageMessage,
  routeOf,
  userCacheKey,
  userCachesToWipe,
  type RequestFacts,
  type Route,
  type WorkerMessage,
  KEPT_RESPONSE_HEADER,
} from './routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

const DAY = 24 * 60 * 60;

// The shell and chunks of this build. No directory index and no clean URLs: '/' and every other page
// are the server's to draw (with their data); the shell is only what an offline page falls back to.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('activate', (event) => {
  // No navigation preload: with it Firefox shows its own 'Unable to connect' for every page opened
  // offline instead of the kept one (GoogleChrome/workbox#3134), and an order waiting in the outbox then waits
  // for a reload by hand. A registration keeps the setting, so a worker that had it on is switched off.
  // What it saved, the worker's wake-up before a page's request, is a few milliseconds; offline is the app.
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.disable());
  // The pages kept by the worker before name the chunks of its build, which this one no longer holds.
  event.waitUntil(pages.deleteCacheAndMetadata().then(() => undefined));
});

/**
 * The network as this worker meets it: after one of its requests got no answer, the first that gets
 * one tells every page (NETWORK_BACK), so a screen that failed for want of a network loads again by
 * itself, whatever the browser's online flag said meanwhile (a lift, a tunnel, a café's Wi-Fi).
 */
let networkFailed = false;
const networkWatch: WorkboxPlugin = {
  fetchDidFail: async () => {
    networkFailed = true;
  },
  fetchDidSucceed: async ({ response }) => {
    if (networkFailed) {
      networkFailed = false;
      const pages = await self.clients.matchAll({ type: 'window' });
      for (const page of pages) page.postMessage({ type: 'NETWORK_BACK' } satisfies WorkerMessage);
    }
    return response;
  },
};

/** A kept response given because the network did not answer says so (KEPT_RESPONSE_HEADER): the page then knows it is cut off. */
function markKept(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_RESPONSE_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
const keptMark: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markKept(cachedResponse) : cachedResponse),
};

/** Only a complete, successful response is kept: never an error, a redirect or a part. */
const keepable = (response: Response) => response.status === 200 && response.type === 'basic';
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null),
};

/** Responses kept whatever headers they vary on: each cache holds one requester's responses only. */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

const catalogue = new NetworkFirst({
  cacheName: CATALOGUE_CACHE,
  matchOptions,
  plugins: [networkWatch, onlyOk, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }), keptMark],
});

const pages = new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true });

const pictures = new StaleWhileRevalidate({
  cacheName: PICTURES_CACHE,
  matchOptions,
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});

/** A user's responses are kept under their address without the token some carry in the query. */
const withoutToken: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request.url),
};

/** Who is signed in as the worker last heard: a user's read is kept only within the session it began in (sessionGuard.ts). */
const sessions = new SessionGuard();

/** Each user's strategy, over their own cache. */
const userStrategies = new Map<string, Strategy>();
function userStrategy(cacheName: string, user: string): Strategy {
  let strategy = userStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      matchOptions,
      plugins: [
        networkWatch,
        onlyOk,
        sessions.plugin(user, caches, matchOptions),
        withoutToken,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
        keptMark,
      ],
    });
    userStrategies.set(cacheName, strategy);
  }
  return strategy;
}

/** Deletes every user's responses but `keep`'s (null: all of them), with their expiry records. */
async function wipeUserCaches(keep: string | null): Promise<void> {
  for (const name of userCachesToWipe(await caches.keys(), keep)) {
    userStrategies.delete(name);
    await caches.delete(name);
    await new CacheExpiration(name, { maxEntries: 1 }).delete();
  }
}

/** A read of someone else than the last one's (none heard since this worker started): the others' responses are wiped. */
function noticeRequester(requester: string | null, event: ExtendableEvent): void {
  if (sessions.signedIn(requester)) event.waitUntil(wipeUserCaches(requester));
}

/**
 * Keeps the reads of the app's frame (SHELL_READS) as a visitor's responses: the pages the server draws
 * carry them inline, so the app never asks for them while online. Read when this worker installs and
 * again after a page came from the network, at most every ten minutes.
 */
let shellKeptAt = 0;
async function keepShell(): Promise<void> {
  shellKeptAt = Date.now();
  const cache = await caches.open(CATALOGUE_CACHE);
  await Promise.all(
    SHELL_READS.map(async (url) => {
      // A provider that does not respond soon is not waited for (the next page's visit reads them again).
      const response = await fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(5000) }).catch(() => null);
      if (response && keepable(response)) await cache.put(url, response);
    }),
  );
}
self.addEventListener('install', (event) => event.waitUntil(keepShell()));

/** A user's read with no response from the network nor from their own cache: a visitor's kept response, when it carries no price. */
async function userRead(cacheName: string, user: string, request: Request, event: FetchEvent): Promise<Response> {
  try {
    return await userStrategy(cacheName, user).handle({ request, event });
  } catch (error) {
    const url = new URL(request.url);
    const visitors = isPriceFree(url) ? await (await caches.open(CATALOGUE_CACHE)).match(url.href, matchOptions) : undefined;
    if (visitors) return markKept(visitors);
    throw error;
  }
}

/**
 * A page: the network's (the server's drawing, with its data), kept; offline, the page as it was last
 * drawn, and a page never opened gets the app shell, which boots the app (it draws the page itself
 * from the kept responses: with no server drawing in it, it never hydrates).
 */
const pageStrategy = new NetworkFirst({ cacheName: PAGES_CACHE, matchOptions, plugins: [networkWatch, onlyOk, pages] });
async function page(event: FetchEvent): Promise<Response> {
  try {
    const response = await pageStrategy.handle({ request: event.request, event });
    if (Date.now() - shellKeptAt > 10 * 60 * 1000) event.waitUntil(keepShell());
    return response;
  } catch {
    return (await matchPrecache('index.html')) ?? Response.error();
  }
}

const facts = (request: Request): RequestFacts => ({
  method: request.method,
  url: new URL(request.url),
  authorization: request.headers.get('Authorization'),
  mode: request.mode,
  origin: self.location.origin,
});

registerRoute(
  ({ request }) => routeOf(facts(request)) !== null,
  ({ request, event }) => {
    const route = routeOf(facts(request)) as Route;
    const fetchEvent = event as FetchEvent;
    switch (route.kind) {
      case 'page':
        return page(fetchEvent);
      case 'picture':
        return pictures.handle({ request, event: fetchEvent });
      case 'catalogue':
        noticeRequester(null, fetchEvent);
        return catalogue.handle({ request, event: fetchEvent });
      case 'user':
        noticeRequester(route.user, fetchEvent);
        return userRead(route.cacheName, route.user, request, fetchEvent);
    }
  },
);

self.addEventListener('message', (event) => {
  const message = readPageMessage(event.data);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'SESSION') {
    // A read of the user signed out still under way is not kept after this wipe (sessionGuard.ts).
    sessions.signedIn(message.user);
    event.waitUntil(wipeUserCaches(message.user));
  }
});

// ── Background Sync of the order outbox ─────────────────────────────────────
// Chromium wakes this worker with the tag the page registers (registration.sync.register) when the
// connection comes back, even with the app closed. An extra, never relied on: Safari and Firefox have
// no Background Sync, and the pages send the outbox on their own triggers.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutboxFromWorker());
});
