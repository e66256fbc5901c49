// A signed-in user's read still under way when the session changes (a sign-out, another user) is
// never kept: their cache was wiped meanwhile (sw.ts, on the page's SESSION message or a request of
// someone else), and keeping it would write the buyer's prices back into a cache that was just
// emptied, for whoever opens the app next offline. Each change of who is signed in starts a new
// session; a read is kept only into the session it began in.
import type { WorkboxPlugin } from 'workbox-core/types';

/** The part of the browser's CacheStorage used here (a test gives a fake). */
export interface CachesLike {
  delete(cacheName: string): Promise<boolean>;
  open(cacheName: string): Promise<{ delete(request: Request | string, options?: CacheQueryOptions): Promise<boolean> }>;
}

export class SessionGuard {
  /** Who is signed in as the worker last heard (undefined: not heard since it started). */
  private user: string | null | undefined;
  /** Counts the changes of who is signed in. */
  private session = 0;

  /** Who is signed in now (the page said so, or a request showed it); a change makes every read under way stale. */
  signedIn(user: string | null): boolean {
    if (user === this.user) return false;
    this.user = user;
    this.session++;
    return true;
  }

  /** Whether a read `user` began in `session` may still be kept. */
  keeps(user: string, session: number): boolean {
    return this.user === user && this.session === session;
  }

  /**
   * The plugin of `user`'s cache: notes the session a read begins in, keeps its response only while
   * that session lasts, and takes it out again when the session ended while it was being written.
   */
  plugin(user: string, caches: CachesLike, matchOptions?: CacheQueryOptions): WorkboxPlugin {
    return {
      handlerWillStart: async ({ state }) => {
        if (state) state.session = this.session;
      },
      cacheWillUpdate: async ({ response, state }) => (this.keeps(user, Number(state?.session)) ? response : null),
      cacheDidUpdate: async ({ cacheName, request, state }) => {
        if (this.keeps(user, Number(state?.session))) return;
        // Written after the wipe began: the user gone, their whole cache goes; the same user again, only this read.
        if (this.user !== user) await caches.delete(cacheName);
        else await (await caches.open(cacheName)).delete(request, matchOptions);
      },
    };
  }
}
