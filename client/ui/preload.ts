// Chunks the app may start loading before it shows them. The app (client/app/App.tsx) names its
// route pages' loaders here; a feature asks for one by its name, so it never imports another
// feature's page (which would import it back: the search box is on every page, the results page
// shows the search's own parts).

/** The pages a feature may ask to have loaded ahead. */
export type PreloadName = 'productList';

const loaders: Partial<Record<PreloadName, () => Promise<unknown>>> = {};

/** Names a chunk's loader (the app, as it declares its routes); gives the loader back. */
export function preloadable<T>(name: PreloadName, load: () => Promise<T>): () => Promise<T> {
  loaders[name] = load;
  return load;
}

/** Starts loading a named chunk, if the app named one (a failure is the page's to show when it is opened). */
export function preload(name: PreloadName): void {
  void loaders[name]?.().catch(() => undefined);
}
