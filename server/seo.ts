// What search engines read: robots.txt (the public catalogue may be crawled; the API,
// the documents, and the pages the page table marks private (the cart, the personal areas, the back
// office's hub) may not) and /sitemap.xml, the pages the table lists there: home, all products, the
// accessibility statement, and every category and item group, read from the provider's Category/List
// as a visitor reads it (through this server's own /api, so it is the same in mock and proxy mode) and
// kept for ten minutes. The pages' addresses are shared/pages/routes.ts's, as the client's router has them.
import express, { type Router } from 'express';
import { privatePrefixes, sitemapPaths } from '@shared/pages/routes';
import { readOwnApi } from './ownApi';

/** How long a built sitemap is served before it is built again. */
const SITEMAP_TTL_MS = 10 * 60_000;

/** The server's own addresses, then the private pages'. */
const PRIVATE = ['/api/', '/documents/', '/api-docs', ...privatePrefixes()];

interface CategoryRow {
  id: number;
  itemGroups: Array<{ id: number }>;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap's XML for these categories. */
export function sitemapXml(origin: string, categories: readonly CategoryRow[]): string {
  const urls = sitemapPaths(categories)
    .map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function seoRouter(publicUrl: string): Router {
  const router = express.Router();
  let cached: { at: number; xml: string } | null = null;

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('text/plain')
      .send(`User-agent: *\n${PRIVATE.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
      const categories = (await readOwnApi(req.socket.localPort, '/Category/List?getAll=true', 10_000)) as
        { items?: CategoryRow[] } | undefined;
      if (!Array.isArray(categories?.items)) {
        res.status(503).setHeader('Retry-After', '60');
        res.type('text/plain').send('The catalogue cannot be read right now.\n');
        return;
      }
      cached = { at: Date.now(), xml: sitemapXml(publicUrl, categories.items) };
    }
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.type('application/xml').send(cached.xml);
  });
  return router;
}
