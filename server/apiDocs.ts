// The provider's contract, served: the OpenAPI document at /api-docs/openapi.json and an interactive
// reference at /api-docs (Scalar's standalone bundle from node_modules, loaded only on that page:
// no CDN, so it works offline and under the page's Content-Security-Policy, which lets only this
// origin's scripts run). The document is generated once, at start, from the endpoint table.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { buildOpenApiDocument } from '@shared/contract/openapi';

/** Scalar's self-contained browser bundle. */
function scalarBundle(): string {
  return path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
}

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference: the accounting provider's contract</title>
</head>
<body>
<noscript>This reference needs JavaScript. The document itself is at <a href="/api-docs/openapi.json">/api-docs/openapi.json</a>.</noscript>
<div id="app"></div>
<script src="/api-docs/scalar.js"></script>
<script src="/api-docs/init.js"></script>
</body>
</html>
`;

// Scalar's options: the document of this server, its fonts from the system (no font service), and
// no calls to Scalar's hosted services (their proxy, their AI agent, telemetry).
const INIT = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/api-docs/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  proxyUrl: '',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideDarkModeToggle: false,
  metaData: { title: 'API reference' },
})});
`;

/**
 * The router of /api-docs. The mock's test control calls are listed only when they answer
 * (`testControl`: the mock started with MOCK_CONTROL=true); otherwise they are none of a reader's business.
 */
export function apiDocsRouter(version: string, testControl = false): Router {
  const router = express.Router();
  const document = JSON.stringify(buildOpenApiDocument(version, { testControl }));
  const bundle = scalarBundle();
  const bundleFound = fs.existsSync(bundle);

  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(document);
  });
  router.get('/', (req, res, next) => {
    // Without the trailing slash or with it, one page.
    if (req.originalUrl.split('?')[0] !== '/api-docs' && req.originalUrl.split('?')[0] !== '/api-docs/') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get('/init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(INIT);
  });
  router.get('/scalar.js', (_req, res) => {
    if (!bundleFound) {
      res.status(404).type('text').send('The API reference renderer (@scalar/api-reference) is not installed.\n');
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/javascript').sendFile(bundle);
  });
  router.use((_req, res) => {
    res.status(404).type('text').send('Not found\n');
  });
  return router;
}
