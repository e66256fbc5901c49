// Registers the service worker (client/sw/sw.ts, built to /sw.js) with workbox-window, and keeps the
// page and the worker in step. Loaded by main.tsx after the page's load, so none of it weighs on the
// first screen; never in a browser without service workers, in tests, or under the dev server.
//  - A new version installed and waiting is offered to the buyer (AppUpdateStore, UpdateNotice);
//    only their press makes it take over (SKIP_WAITING), and the page reloads once it controls.
//  - The signed-in user is told to the worker whenever it changes (SESSION): it deletes every other
//    user's kept responses (prices), all of them on a sign-out.
//  - A new version is looked for when the buyer comes back to the page, and hourly while it is open
//    (the browser itself looks on every page load).
//  - The worker says when its network answers again (NETWORK_BACK): the network store learns it.
import type { reaction as mobxReaction } from 'mobx';
import { Workbox } from 'workbox-window';
import type { RootStore } from '../app/RootStore';
import { readWorkerMessage, userOfToken, type PageMessage } from '../sw/routing';

const HOUR = 60 * 60 * 1000;

/**
 * Registers /sw.js for this page and wires the update notice and the session to it. MobX's `reaction`
 * is handed in by main.tsx: imported here, it made the bundler split MobX out of the main script into
 * a chunk of its own (one more request on the first load).
 */
export function registerServiceWorker(
  root: RootStore,
  reaction: typeof mobxReaction,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Workbox {
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    root.appUpdate.offer(() => {
      // The page reloads when the new worker controls it (before, the old one would respond), once.
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      void container.getRegistration().then(
        (registration) => {
          // Another tab took the new version over already: this one only needs the reload.
          if (registration?.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' } satisfies PageMessage);
          else window.location.reload();
        },
        // The registration could not be read: the reload still brings the version the browser has.
        () => window.location.reload(),
      );
    });
  });

  // The worker's network answered again: the app is online as far as anyone knows (a failed screen loads again).
  container.addEventListener('message', (event) => {
    if (readWorkerMessage(event.data)?.type === 'NETWORK_BACK') root.network.noteWorkerBack();
  });

  const tell = (message: PageMessage) => void container.ready.then((registration) => registration.active?.postMessage(message));
  reaction(
    () => userOfToken(root.session.token)?.user ?? null,
    (user) => tell({ type: 'SESSION', user }),
    { fireImmediately: true },
  );

  const check = () => void wb.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, HOUR);

  // A registration that fails (a private window that allows no workers, the file missing) leaves the
  // site as it was without one: said in the console, nothing on the page.
  wb.register().catch((error: unknown) => console.warn('The service worker could not be registered; the site works without it.', error));
  return wb;
}
