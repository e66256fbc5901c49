// Vite builds the client (client/) into dist/client. React TSX is compiled by Vite itself
// (no @vitejs/plugin-react: its optional peers clash with jest's Babel in npm install).
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('./client', import.meta.url));

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
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Which chunks and stylesheets each page needs: the server preloads them with the page (server/firstPaint.ts).
    manifest: true,
    rolldownOptions: {
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
  return isSsrBuild ? ssrConfig : config;
});
