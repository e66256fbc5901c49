// Vite builds the client (client/) into dist/client. React TSX is compiled by Vite itself
// (no @vitejs/plugin-react: its optional peers clash with jest's Babel in npm install).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('./client', import.meta.url));
const clientOut = fileURLToPath(new URL('./dist/client', import.meta.url));

/** The store's green (--brand in styles/global.css, the theme-color of index.html) and its page background (--bg). */
const BRAND = '#708d57';
const PAGE_BACKGROUND = '#f5f6f2';

/**
 * The installable app (docs/product.md §8): the web app manifest, its icons made at build time from the site's
 * own favicon.svg (into dist only; @vite-pwa/assets-generator with sharp), and the service worker
 * (client/sw/sw.ts) built by Workbox's injectManifest with the list of this build's files to precache.
 * Workbox through vite-plugin-pwa, not workbox-build by hand: the plugin knows Vite's output (the
 * hashed chunks) and compiles the worker's TypeScript with the same bundler. The page registers the
 * worker itself, lazily (client/pwa/register.ts), so the plugin injects no registration script.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'מחסני השרון – הזמנות סיטונאיות',
    short_name: 'מחסני השרון',
    description: 'קטלוג סיטונאי והזמנות של מחסני השרון, גם בלי חיבור לרשת.',
    lang: 'he',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BRAND,
    background_color: PAGE_BACKGROUND,
    categories: ['shopping', 'business'],
  },
  pwaAssets: {
    image: 'favicon.svg',
    // The icons browsers ask for: 64/192/512 (the favicon's own rounded square, transparent around
    // it), a maskable 512 and Apple's 180 on the store's green (an OS crops them to its own shape, and
    // iOS shows no transparency), and favicon.ico for the old askers.
    preset: {
      transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
      maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: BRAND } },
      apple: { sizes: [180], padding: 0.3, resizeOptions: { background: BRAND } },
    },
    // There is no public folder: the artwork is read from client/ and the icons written to dist/client.
    integration: { publicDir: root, outDir: clientOut },
    htmlPreset: '2023',
    includeHtmlHeadLinks: true,
    overrideManifestIcons: true,
    injectThemeColor: false,
  },
  injectManifest: {
    // The app shell and every chunk of this build (the back office's too: its frame then opens
    // offline and says what needs the network), the fonts and the icons.
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
    globIgnores: ['.vite/**', 'sw.js'],
    // The barcode scanner's chunk is the largest (about 480 KB): still precached, so scanning opens offline.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/** The favicon at /favicon.svg, where the head links (written by the plugin above) and browsers look for it. */
const faviconAtRoot: Plugin = {
  name: 'favicon-at-root',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: fs.readFileSync(`${root}/favicon.svg`) });
  },
};

const config: UserConfig = {
  root,
  publicDir: false,
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  oxc: {
    jsx: { runtime: 'automatic' },
    decorator: { legacy: true, emitDecoratorMetadata: true },
  },
  build: {
    outDir: clientOut,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Which chunks and stylesheets each page needs: the server preloads them with the page (server/firstPaint.ts).
    manifest: true,
    rolldownOptions: {
      // A feature's modules do nothing on import but define (docs/architecture.md §1): a feature's index
      // re-exports what the others use, and what an importer leaves unused stays out of its chunk (the
      // search box in the first screen's chunk, the keyboard scanner still in the cart's). Stylesheets do
      // act on import, and are kept wherever their component is.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]client[\\/](?:features|backoffice)[\\/].*\.tsx?$/.test(id) },
      onwarn(warning, warn) {
        // react-router marks its modules "use client" (for React Server Components, unused here);
        // dropping the directive in a client bundle is right, so its warning is only noise.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /node_modules/.test(warning.id ?? '')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // Only the provider's calls: the client's own modules under /api/*.ts are served by Vite.
      '^/api/(?!.*\\.tsx?(\\?|$))': `http://localhost:${process.env.PORT ?? 3000}`,
      '/documents': `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
};

/**
 * The server's render of the first screen (`vite build --ssr entry-server.tsx`, client/entry-server.tsx): one
 * CommonJS file with every dependency bundled (the server and its tests require() it), no manifest.
 */
const ssrConfig: UserConfig = {
  ...config,
  ssr: { noExternal: true },
  build: {
    outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      ...config.build!.rolldownOptions,
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: '[name]-[hash].cjs', codeSplitting: false },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build. Vite takes NODE_ENV from the environment, and jest sets
  // it to 'test': a build started from the journeys would otherwise bundle React's and MobX's
  // development builds (about 65 KB gzip more, and slower), and `npm start` would then serve them.
  // Vite reads NODE_ENV after loading this file, as its own warning about NODE_ENV suggests.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The service worker and the manifest belong to the browser's build only: the server's render gets no plugin.
  return isSsrBuild ? ssrConfig : { ...config, plugins: [faviconAtRoot, pwa] };
});
