// The storefront's catalogue reads: the public GETs a visitor makes (categories, groups, items, the
// site's settings). The server keeps a visitor's answers to them in shared caches
// (server/visitorAnswers.ts); the service worker keeps them for offline use (client/sw/routing.ts).

/** The catalogue reads, by their path under /api (no query), case-insensitive as the router matches. */
export const CATALOGUE_READS: readonly RegExp[] = [
  /^\/category\/list$/i,
  /^\/category\/\d+$/i,
  /^\/itemgroup\/list$/i,
  /^\/item\/list$/i,
  /^\/item\/[^/]+$/i,
  /^\/websiteconfiguration\/list$/i,
  /^\/websiteconfiguration\/getbykey$/i,
];

/** Whether a path under /api (without its query) is a catalogue read. */
export function isCatalogueReadPath(path: string): boolean {
  return CATALOGUE_READS.some((read) => read.test(path));
}
