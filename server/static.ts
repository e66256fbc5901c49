// The built client: hashed assets cached for a year, index.html revalidated every time, and the
// SPA fallback so that every client route can be reloaded or opened from a link.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { FirstPaint } from './firstPaint';
import type { Handler } from './handler';
import { isUnder, pathOf } from './paths';

/** Cache-Control of content-hashed files (their name changes whenever their content does). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html and other unhashed files: always revalidate. */
export const NO_CACHE = 'no-cache';

const NOT_BUILT = `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>האתר עדיין לא נבנה</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem;">
<h1>ממשק המשתמש עדיין לא נבנה</h1>
<p>הריצו <code>npm run build</code> (או <code>npm start</code>, שבונה אותו בעצמו) ורעננו את הדף.</p>
<p dir="ltr" lang="en">The client is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p>
</body></html>`;

/** Paths the SPA fallback never responds to: the API, the document redirects, and the hashed assets. */
const NOT_SPA = ['/api', '/documents', '/assets'];

/**
 * Serves `staticDir` (dist/client): /assets/* immutable, index.html no-cache, SPA fallback, 503 when
 * not built. `pageLimit`, when given, counts every page (a navigation the SPA fallback serves) first.
 */
export function staticClient(staticDir: string, firstPaint: FirstPaint = new FirstPaint(staticDir), pageLimit?: Handler): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), {
      index: false,
      fallthrough: true,
      immutable: true,
      maxAge: 31536000 * 1000,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
  );
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  router.use(
    express.static(staticDir, {
      index: false,
      fallthrough: true,
      dotfiles: 'ignore',
      setHeaders: (res) => res.setHeader('Cache-Control', NO_CACHE),
    }),
  );

  const sendIndex = (req: Request, res: Response) => {
    fs.stat(indexFile, (err, stat) => {
      if (err || !stat.isFile()) {
        res.status(503).setHeader('Cache-Control', 'no-store');
        res.setHeader('Retry-After', '30');
        if (req.accepts(['html', 'text']) === 'html') res.type('html').send(NOT_BUILT);
        else res.type('text').send('The client is not built yet: run npm run build. / ממשק המשתמש עדיין לא נבנה.\n');
        return;
      }
      fs.readFile(indexFile, 'utf8', (readErr, html) => {
        if (readErr) {
          if (!res.headersSent) res.status(503).type('text').send('The client is not available right now.\n');
          return;
        }
        // What the first screen needs goes into the page itself (firstPaint.ts); Express adds an ETag.
        let url: URL;
        try {
          url = new URL(req.originalUrl, 'http://localhost');
        } catch {
          // A target no URL can be read from ('http://a:99999/x'): the page as it is built.
          url = new URL('http://localhost/');
        }
        void firstPaint
          .initialData(req)
          .then(async (data) => {
            const drawn = await firstPaint.renderApp(url, data, req.headers.cookie);
            res.setHeader('Cache-Control', NO_CACHE);
            // The page differs with the signed-in hint (rendered or not): a cache keeps them apart.
            res.vary('Cookie');
            res.type('html').send(firstPaint.render(html, data, url, drawn));
          })
          .catch(() => {
            // Whatever went wrong putting the first screen in, the page as it is built still serves.
            if (!res.headersSent) res.setHeader('Cache-Control', NO_CACHE).type('html').send(html);
          });
      });
    });
  };

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const p = pathOf(req);
    if (NOT_SPA.some((prefix) => isUnder(prefix, p))) return next();
    if (!wantsHtml(req, p)) return next();
    if (!pageLimit) return sendIndex(req, res);
    void pageLimit(req, res, (err?: unknown) => (err ? next(err) : sendIndex(req, res)));
  });

  return router;
}

/**
 * A navigation: Accept names text/html, or accepts anything and the last segment has no file
 * extension (so `curl /categories/3` gets the page, while a missing /favicon.ico stays a 404).
 */
function wantsHtml(req: Request, p: string): boolean {
  if (!req.accepts('html')) return false;
  const accept = String(req.headers.accept ?? '');
  if (/text\/html|application\/xhtml\+xml/i.test(accept)) return true;
  const last = p.slice(p.lastIndexOf('/') + 1);
  return !last.includes('.');
}
