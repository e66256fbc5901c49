import './styles/fonts.css';
import './styles/global.css';
import { reaction } from 'mobx';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { StoreProvider } from './stores/StoreContext';
import { RootStore } from './app/RootStore';
import { seedInitialData } from './stores/initialData';
import { OUTBOX_CHANNEL, requestOutboxSync } from './features/outbox/OutboxStore';

const store = new RootStore({
  storage: window.localStorage,
  sessionStorage: window.sessionStorage,
  outbox: {
    window,
    locks: navigator.locks,
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : undefined,
    isOnline: () => navigator.onLine,
    requestSync: requestOutboxSync,
  },
  // Cut off while the browser says online: whether the server answers again (no data, never kept by the worker).
  networkProbe: () =>
    fetch('/livez', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
});
seedInitialData(store.queryClient);

// Tells the server whether a user is signed in here: it renders the public pages only for a visitor
// (server/firstPaint.ts). A hint, not a credential: the token stays in local storage.
reaction(
  () => store.session.isLoggedIn,
  (signedIn) => {
    document.cookie = signedIn ? 'signedIn=1; Path=/; SameSite=Lax; Max-Age=31536000' : 'signedIn=; Path=/; SameSite=Lax; Max-Age=0';
  },
  { fireImmediately: true },
);

// The app's one router: the location store follows its history from before the first render.
const router = createAppRouter();
store.location.follow(router);

const container = document.getElementById('root')!;
const app = (
  <StoreProvider store={store}>
    <App router={router} />
  </StoreProvider>
);
// The server drew the page as a visitor with an empty cart sees it; the app takes that over when it
// is so here too, and otherwise draws the page anew.
if (container.hasAttribute('data-server-rendered') && !store.session.isLoggedIn && store.cart.isEmpty) {
  hydrateRoot(container, app, {
    // React then draws the part that differs anew; said plainly, so a journey (and a support
    // engineer reading the console) sees that the server's page and the app's disagreed.
    onRecoverableError: (error) => console.error('The page drawn by the server did not match the app; that part was drawn again.', error),
  });
} else {
  // Drawn as a transition, which React draws in short slices with the browser free in between (as it
  // hydrates): a signed-in page (a long cart) does not hold the main thread for the whole first render.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
void store.session.init();
// Opened offline, the session went on with the user info last read: read it again once back online.
window.addEventListener('online', () => void store.session.refreshUserInfo());

// The service worker (the app opens without a network), registered after the page's load:
// its code (pwa/register.ts, workbox-window) is a chunk of its own that the first screen never waits for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Its chunk can fail to arrive (the connection dropped, the page left as it loads): the site then
  // works on without a worker, as when registering fails; said in the console, nothing on the page.
  const register = () =>
    void import('./pwa/register').then(
      ({ registerServiceWorker }) => registerServiceWorker(store, reaction),
      (error: unknown) => console.warn('The service worker could not be loaded; the site works without it.', error),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
