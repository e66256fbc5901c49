// What the first screen needs, put into the HTML the server sends
// (docs/decisions/0003-server-drawn-first-screen.md), so the first paint
// waits for no API round trip and no stylesheet request:
//  - the site settings and the categories, read from this server's own /api as a visitor reads them
//    (the same in mock and proxy mode), inlined as JSON that the client puts in its query cache
//    before it renders (client/stores/initialData.ts). They are read at most every few seconds, and
//    a provider slower than a small budget is not waited for: the page is then sent without them
//    and the client reads them itself, as before;
//  - the built stylesheet, inlined in place of its <link>;
//  - the page's own chunk's stylesheet inlined, and, when the browser is to draw the page, the chunk
//    (the lazy page the page table names, the item dialog of ?d=item) and what it imports preloaded
//    (modulepreload, found by name in Vite's manifest), so it does not wait for the main script to ask for it
//    (docs/decisions/0011-hydration-chunks-not-preloaded.md); and the page's largest image (the home
//    page's first banner, a category's first group picture) preloaded, and the faces of the store's font.
//  - the first screen itself on the pages the page table (shared/pages/routes.ts) marks server-drawn
//    (home, a category, a product list, search, all items, the accessibility statement): rendered by React from the same data (client/entry-server.tsx, built into
//    dist/server), so it paints before any script has run; the browser's app then hydrates it. Not
//    for a browser that says it is signed in (the `signedIn` cookie the client keeps, a hint only:
//    its pages show prices the server never has), nor without the data, nor when rendering takes
//    longer than a small budget: the page is then drawn by the browser, as before.
// Signed-in users' data (prices) is never inlined: the HTML request carries no token.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request } from 'express';
import { parseBanners } from '@shared/rules/settings';
import { DIALOG_CHUNKS, matchPage, pageId, pages, serverDrawnPage, type ListFilter } from '@shared/pages/routes';
import { readOwnApi } from './ownApi';

/** How long inlined data is reused before it is read again. */
const DATA_TTL_MS = 5_000;
/** The longest the HTML waits for the provider. */
const DATA_BUDGET_MS = 400;

export interface InitialData {
  settings?: unknown;
  categories?: unknown;
  /** The first page of a product list as a visitor sees it, with the filter the client keys it by. */
  list?: { filter: ListFilter; page: unknown };
  /** The item an item dialog's link (?d=item&itemId=) opens, as a visitor sees it. */
  item?: { itemId: string; item: unknown };
}

/**
 * The product list a page the server draws shows (a group, a search, all products): its filter read
 * by the page's own parser (shared/pages/routes.ts), so it is the one the client keys its list by, and
 * its page size; null for any other page.
 */
function listOf(url: URL): { filter: ListFilter; pageSize: number } | null {
  const match = serverDrawnPage(url.pathname);
  const list = match?.page.list;
  return match && list ? { filter: list.filter(match.params, url.searchParams), pageSize: list.pageSize } : null;
}

/** The filter of the product list a path shows (a group, a search, all products), or null for any other page. */
export function listFilterOf(url: URL): ListFilter | null {
  return listOf(url)?.filter ?? null;
}

/** The longest the server's render of a page may take before the browser is left to draw it. */
const RENDER_BUDGET_MS = 250;

/** The cookie by which the browser says a user is signed in (client/main.tsx). */
const SIGNED_IN_COOKIE = /(?:^|;\s*)signedIn=1(?:;|$)/;

/** client/entry-server.tsx, as built. */
interface Renderer {
  renderPage: (url: string, data: unknown, signal?: AbortSignal) => Promise<string>;
  renderDialog?: (url: string, data: unknown, signal?: AbortSignal) => Promise<string | null>;
}

/** The first screen the server drew: the page, and the dialog its link opens (an item's). */
export interface ServerDrawn {
  app: string;
  dialog: string | null;
}

/** One chunk of Vite's build manifest: a lazily loaded module's is named as the page table names it. */
interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export class FirstPaint {
  private data: { at: number; value: InitialData } | null = null;
  private manifest: Record<string, ManifestChunk> | null | undefined;
  private fonts: string[] | undefined;
  private pending: Promise<InitialData> | null = null;
  private styles = new Map<string, string>();
  private renderer: Renderer | null | undefined;

  /** Bumped by every write: a read that started before it is not kept. */
  private generation = 0;

  /** `budget` gives the signal that ends a render after its time (AbortSignal.timeout; tests end it by hand). */
  constructor(
    private readonly staticDir: string,
    private readonly budget: (ms: number) => AbortSignal = (ms) => AbortSignal.timeout(ms),
  ) {}

  /** Forgets the data read (a write through this server changed the settings or the catalogue). */
  invalidate(): void {
    this.generation += 1;
    this.data = null;
    this.pending = null;
  }

  /**
   * The site settings and categories (fresh within DATA_TTL_MS) and, on a product list's page, its
   * first page as a visitor sees it (the pictures are the same for everyone); nothing that does not
   * come within DATA_BUDGET_MS.
   */
  async initialData(req: Request): Promise<InitialData> {
    const timeout = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), DATA_BUDGET_MS).unref());
    let shared: Promise<InitialData>;
    if (this.data && Date.now() - this.data.at < DATA_TTL_MS) shared = Promise.resolve(this.data.value);
    else {
      this.pending ??= this.read(req.socket.localPort).finally(() => {
        this.pending = null;
      });
      shared = this.pending;
    }
    const url = new URL(req.originalUrl, 'http://localhost');
    const shown = listOf(url);
    const filter = shown?.filter;
    const list = shown ? this.readList(req.socket.localPort, shown.filter, shown.pageSize) : Promise.resolve(undefined);
    const itemId = url.searchParams.get('d') === 'item' ? url.searchParams.get('itemId') : null;
    const item = itemId ? readOwnApi(req.socket.localPort, `/Item/${encodeURIComponent(itemId)}`) : Promise.resolve(undefined);
    const [base, page, found] = await Promise.all([
      Promise.race([shared, timeout<InitialData>({})]),
      Promise.race([list, timeout(undefined)]),
      Promise.race([item, timeout(undefined)]),
    ]);
    const value: InitialData = { ...base };
    if (page !== undefined && filter) value.list = { filter, page };
    if (found !== undefined && itemId) value.item = { itemId, item: found };
    return value;
  }

  /** The list's first page as a visitor reads it: a search by the server's own index (as the client searches), else Item/List. */
  private async readList(port: number | undefined, filter: ListFilter, pageSize: number): Promise<unknown> {
    const query = new URLSearchParams({ pageNumber: '1', pageSize: String(pageSize) });
    if (filter.categoryId !== undefined) query.set('categoryId', String(filter.categoryId));
    if (filter.itemGroupId !== undefined) query.set('itemGroupId', String(filter.itemGroupId));
    if (!filter.term) return readOwnApi(port, `/Item/List?${query}`);
    query.set('term', filter.term);
    return readOwnApi(port, `/Search/Items?${query}`);
  }

  private async read(port: number | undefined): Promise<InitialData> {
    const generation = this.generation;
    const [settings, categories] = await Promise.all([
      readOwnApi(port, '/WebsiteConfiguration/List'),
      readOwnApi(port, '/Category/List?getAll=true'),
    ]);
    const value: InitialData = {};
    if (settings !== undefined) value.settings = settings;
    if (categories !== undefined) value.categories = categories;
    if (generation === this.generation) this.data = { at: Date.now(), value };
    return value;
  }

  /**
   * The first screen of `url` drawn on the server, or null when the browser is to draw it: not a
   * public catalogue page, a signed-in browser, data missing, no server build, or too slow. With the
   * item dialog its link opens (`?d=item&itemId=`) when that item came with the data.
   */
  async renderApp(url: URL, data: InitialData, cookie: string | undefined): Promise<ServerDrawn | null> {
    if (!serverDrawnPage(url.pathname)) return null;
    if (cookie !== undefined && SIGNED_IN_COOKIE.test(cookie)) return null;
    if (data.settings === undefined || data.categories === undefined) return null;
    if (listFilterOf(url) !== null && data.list === undefined) return null;
    const renderer = this.loadRenderer();
    if (!renderer) return null;
    const signal = this.budget(RENDER_BUDGET_MS);
    const target = url.pathname + url.search;
    try {
      const [app, dialog] = await Promise.all([
        renderer.renderPage(target, data, signal),
        data.item !== undefined && renderer.renderDialog
          ? renderer.renderDialog(target, data, signal).catch(() => null)
          : Promise.resolve(null),
      ]);
      // React puts preloads of the pictures it saw first; the head has its own (imageTags).
      const bare = (html: string) => html.replace(/^(?:<link [^>]*\/>)+/, '');
      return { app: bare(app), dialog: dialog === null ? null : bare(dialog) };
    } catch {
      return null;
    }
  }

  /** The server build of the first screen (dist/server beside dist/client), or null when there is none. */
  private loadRenderer(): Renderer | null {
    if (this.renderer !== undefined) return this.renderer;
    const file = path.join(path.dirname(this.staticDir), 'server', 'entry-server.cjs');
    try {
      const loaded = createRequire(file)(file) as Renderer;
      this.renderer = typeof loaded.renderPage === 'function' ? loaded : null;
    } catch {
      this.renderer = null;
    }
    return this.renderer;
  }

  /**
   * The HTML with the data and the stylesheets inlined, the page's chunks and image preloaded, and
   * the first screen (renderApp's) in the root element, its dialog beside it.
   */
  render(html: string, data: InitialData, url: URL = new URL('http://localhost/'), drawn: ServerDrawn | null = null): string {
    let out = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
      const css = this.stylesheet(href);
      return css === null ? link : `<style>${css}</style>`;
    });
    const head = [...this.fontTags(), ...this.chunkTags(url, drawn !== null), ...imageTags(url, data)].join('');
    // Function replacers throughout: '$' in the text put in ('$&', "$'") is text, not a pattern.
    if (head) out = out.replace('</head>', () => `${head}</head>`);
    if (Object.keys(data).length > 0) {
      // '<' escaped, so no text in the data can end the script element.
      const json = JSON.stringify(data).replace(/</g, '\\u003c');
      out = out.replace('</head>', () => `<script id="initial-data" type="application/json">${json}</script></head>`);
    }
    if (drawn !== null) {
      const dialog = drawn.dialog === null ? '' : `<div id="server-dialog">${drawn.dialog}</div>`;
      out = out.replace('<div id="root"></div>', () => `<div id="root" data-server-rendered>${drawn.app}</div>${dialog}`);
      // The page under an open dialog does not scroll (Dialog.css), from the first paint.
      if (dialog) out = out.replace('<body>', '<body class="dialog-open">');
    }
    return out;
  }

  /**
   * The page's stylesheets inlined, and modulepreload links for its chunk and that chunk's imports
   * when the browser is to draw the page: they are then on the way to its first paint. A page the
   * server drew needs them only to hydrate, which the main script asks for as it starts: preloaded,
   * they would share the first connections with the pictures and faces the buyer is looking at.
   */
  private chunkTags(url: URL, drawnByServer: boolean): string[] {
    const manifest = this.readManifest();
    if (!manifest) return [];
    const page = matchPage(url.pathname)?.page;
    const names = page?.preload && page.chunk ? [page.chunk] : [];
    const dialog = DIALOG_CHUNKS[url.searchParams.get('d') ?? ''];
    if (dialog) names.push(dialog);
    // A lazily loaded module's chunk in the manifest: named as its module, which the page table names.
    const sources = names.flatMap((name) =>
      Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === name),
    );
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    sources.forEach(visit);
    // The entry's own imports are already in the page.
    for (const imported of manifest['index.html']?.imports ?? []) files.delete(manifest[imported]?.file ?? '');
    const tags = drawnByServer ? [] : [...files].map((file) => `<link rel="modulepreload" href="/${file}">`);
    for (const css of styles) {
      const text = this.stylesheet(`/${css}`);
      if (text !== null) tags.push(`<style>${text}</style>`);
    }
    return tags;
  }

  /**
   * Preloads of the faces the first screen uses (Heebo's variable faces, Hebrew and Latin: the
   * catalogue numbers, prices and pack sizes are set in the Latin one): they arrive with the script
   * instead of after the first layout asks for them, so the text is set in them from its first paint
   * (never held for them, never moved when they are swapped in).
   */
  private fontTags(): string[] {
    if (this.fonts === undefined) {
      try {
        this.fonts = fs
          .readdirSync(path.join(this.staticDir, 'assets'))
          .filter((f) => /^heebo-(hebrew|latin)-wght-normal-[\w-]+\.woff2$/.test(f))
          .map((f) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${f}" crossorigin>`);
      } catch {
        this.fonts = [];
      }
    }
    return this.fonts;
  }

  private readManifest(): Record<string, ManifestChunk> | null {
    if (this.manifest !== undefined) return this.manifest;
    try {
      this.manifest = JSON.parse(fs.readFileSync(path.join(this.staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
    } catch {
      this.manifest = null;
    }
    return this.manifest;
  }

  private stylesheet(href: string): string | null {
    const cached = this.styles.get(href);
    if (cached !== undefined) return cached;
    try {
      const css = fs.readFileSync(path.join(this.staticDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
      this.styles.set(href, css);
      return css;
    } catch {
      return null;
    }
  }
}

/** Preloads of the page's largest images: the home page's first banner, a category's first group picture, a list's first pictures. */
function imageTags(url: URL, data: InitialData): string[] {
  let image: string | undefined;

  const match = matchPage(url.pathname);
  if (match?.page === pages.home && Array.isArray(data.settings)) {
    const banners = (data.settings as Array<{ key?: unknown; value?: unknown }>).find((e) => e.key === 'HomePageBanners');
    image = typeof banners?.value === 'string' ? parseBanners(banners.value)[0]?.Url : undefined;
  }
  const category = match?.page === pages.category ? pageId(match.params.categoryId) : null;
  if (category !== null) {
    const items =
      (data.categories as { items?: Array<{ id?: unknown; itemGroups?: Array<{ pictureUrl?: unknown }> }> } | undefined)?.items ?? [];
    const picture = items.find((c) => c.id === category)?.itemGroups?.[0]?.pictureUrl;
    if (typeof picture === 'string') image = picture;
  }
  const images = image ? [image] : [];
  // A product list: the pictures of its first row.
  const first = (data.list?.page as { items?: Array<{ pictureUrl?: unknown }> } | undefined)?.items ?? [];
  for (const item of first.slice(0, 2)) if (typeof item.pictureUrl === 'string') images.push(item.pictureUrl);
  // An item dialog: the item's picture.
  const picture = (data.item?.item as { pictureUrl?: unknown } | undefined)?.pictureUrl;
  if (typeof picture === 'string') images.push(picture);
  // Only this origin's files: a link in the data never makes the page fetch anything else.
  return images.filter((i) => /^\/[\w/.-]*$/.test(i)).map((i) => `<link rel="preload" as="image" href="${i}" fetchpriority="high">`);
}
