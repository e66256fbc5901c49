// A buyer's read still under way at sign-out is never written to the buyer's offline cache after
// the sign-out wiped it.
import type { WorkboxPlugin } from 'workbox-core/types';
import { SessionGuard, type CachesLike } from './sessionGuard';

/** A CacheStorage of named caches of keys, enough to see what is kept. */
function fakeCaches() {
  const store = new Map<string, Set<string>>();
  const caches: CachesLike & { put(name: string, key: string): void } = {
    delete: async (name) => store.delete(name),
    open: async (name) => {
      if (!store.has(name)) store.set(name, new Set());
      return { delete: async (request) => store.get(name)!.delete(String((request as { url?: string }).url ?? request)) };
    },
    put: (name, key) => {
      if (!store.has(name)) store.set(name, new Set());
      store.get(name)!.add(key);
    },
  };
  return { caches, store };
}

const CACHE = 'user-answers-2';
const URL_ = 'http://127.0.0.1/api/Item/List?pageNumber=1';
const response = { status: 200 } as Response;
const request = { url: URL_ } as Request;
const event = {} as Parameters<NonNullable<WorkboxPlugin['handlerWillStart']>>[0]['event'];

/** One read through the plugin as a Workbox strategy drives it: started, then (after `meanwhile`) kept if the plugin lets it. */
async function read(
  plugin: WorkboxPlugin,
  caches: ReturnType<typeof fakeCaches>['caches'],
  meanwhile: { beforeKeep?: () => void; whileWriting?: () => void },
) {
  const state: Record<string, unknown> = {};
  await plugin.handlerWillStart!({ request, event, state });
  meanwhile.beforeKeep?.();
  const kept = await plugin.cacheWillUpdate!({ request, response, event, state });
  if (!kept) return;
  caches.put(CACHE, URL_);
  meanwhile.whileWriting?.();
  await plugin.cacheDidUpdate!({ cacheName: CACHE, request, newResponse: response, event, state });
}

describe("the service worker's user caches", () => {
  it("keep a signed-in buyer's read", async () => {
    const { caches, store } = fakeCaches();
    const guard = new SessionGuard();
    guard.signedIn('2');
    await read(guard.plugin('2', caches), caches, {});
    expect([...(store.get(CACHE) ?? [])]).toEqual([URL_]);
  });

  it('never keep a read whose answer arrives after the sign-out', async () => {
    const { caches, store } = fakeCaches();
    const guard = new SessionGuard();
    guard.signedIn('2');
    await read(guard.plugin('2', caches), caches, { beforeKeep: () => guard.signedIn(null) });
    expect(store.has(CACHE)).toBe(false);
  });

  it('take out a read that was being written when the sign-out wiped the cache', async () => {
    const { caches, store } = fakeCaches();
    const guard = new SessionGuard();
    guard.signedIn('2');
    await read(guard.plugin('2', caches), caches, { whileWriting: () => guard.signedIn(null) });
    expect(store.has(CACHE)).toBe(false);
  });

  it("never keep a read begun before another user signed in, nor one of the same buyer's earlier session", async () => {
    const { caches, store } = fakeCaches();
    const guard = new SessionGuard();
    guard.signedIn('2');
    await read(guard.plugin('2', caches), caches, { beforeKeep: () => guard.signedIn('3') });
    expect(store.has(CACHE)).toBe(false);
    await read(guard.plugin('2', caches), caches, {
      whileWriting: () => {
        guard.signedIn(null);
        guard.signedIn('2');
      },
    });
    expect([...(store.get(CACHE) ?? [])]).toEqual([]);
  });
});
