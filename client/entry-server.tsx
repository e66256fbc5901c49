// The storefront's first screen rendered on the server (docs/decisions/0003-server-drawn-first-screen.md), for the public catalogue pages a
// visitor opens: the HTML arrives painted, and the browser's app takes it over (hydrateRoot in
// main.tsx) instead of drawing it again. Built by Vite into dist/server/entry-server.cjs and loaded
// by server/firstPaint.ts.
//
// It renders exactly what the browser's first render will: the same stores, the query cache seeded
// with the same inlined data (initialData.ts), a visitor with an empty cart, no dialog open (the
// dialog store learns the URL in an effect). Nothing is fetched here: MobX observers render
// statically (no reactions, so no query subscribes), and the api refuses any call.
import type React from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import ky from 'ky';
import { appRoutes } from './app/App';
import { Api } from './api/api';
import { StoreProvider } from './stores/StoreContext';
import { RootStore } from './app/RootStore';
import { readDialog } from '@shared/rules/dialog';
import ItemDialog from './features/item-dialog/ItemDialog';
import { seedQueryCache } from './stores/initialData';
import { createQueryClient } from './stores/queryClient';

enableStaticRendering(true);

const noCalls = ky.create({ fetch: () => Promise.reject(new Error('no API calls while rendering on the server')) });

/** The app's routes, matched on the server as the browser's data router matches them (no loaders: nothing to load). */
const routes = createStaticHandler(appRoutes);

/**
 * The HTML of the app at `url` (path and query), with `data` as the page inlines it; rejects when
 * `signal` aborts first.
 */
export async function renderPage(url: string, data: unknown, signal?: AbortSignal): Promise<string> {
  const context = await routes.query(new Request(new URL(url, 'http://localhost'), { signal }));
  // A Response is a loader's redirect: the app's routes have no loaders.
  if (context instanceof Response) throw new Error(`the route of ${url} answered a redirect`);
  // Without the router's hydration data: the browser's router has nothing to take over (no loaders).
  const page = <StaticRouterProvider router={createStaticRouter(routes.dataRoutes, context)} context={context} hydrate={false} />;
  return render(data, page, signal, undefined);
}

/**
 * The HTML of the item dialog an item's link opens (`?d=item&itemId=`), drawn alone: the app draws
 * its dialogs outside the page (a portal), so the server's copy goes beside the page and the app's
 * own dialog replaces it when drawn (Dialog.tsx). Null for a URL that opens no item dialog.
 */
export async function renderDialog(url: string, data: unknown, signal?: AbortSignal): Promise<string | null> {
  const dialog = readDialog(new URL(url, 'http://localhost').searchParams);
  if (dialog?.d !== 'item') return null;
  // Its own prefix for React's ids: none of them is also one of the page's while both are shown.
  const content = (
    <StaticRouter location={url}>
      <ItemDialog dialog={dialog} onClose={() => undefined} />
    </StaticRouter>
  );
  return render(data, content, signal, 'server-dialog-');
}

async function render(
  data: unknown,
  content: React.ReactNode,
  signal: AbortSignal | undefined,
  identifierPrefix: string | undefined,
): Promise<string> {
  // Seeded before the stores exist: they read their queries' results when made, and static
  // rendering never updates them.
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  const store = new RootStore({ queryClient, api: (getToken) => new Api({ getToken, http: noCalls }) });
  try {
    const { prelude } = await prerenderToNodeStream(
      <StoreProvider store={store}>{content}</StoreProvider>,
      // Every boundary inline: the page arrives whole, with no script to reveal parts of it.
      { signal, identifierPrefix, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    store.queryClient.clear();
    store.queryClient.unmount();
  }
}
