// The provider's contract, served: the OpenAPI document at /api-docs/openapi.json and an interactive
// reference at /api-docs: Swagger UI's prebuilt browser bundle and its stylesheet, from the
// swagger-ui-dist package (no dependencies of its own beyond an install counter, and no Node version
// above ours), loaded only on that page. No CDN, so it works offline and under the page's
// Content-Security-Policy, which lets only this origin's scripts run. The document is generated
// from the endpoint table once, when it is first asked for: at start it cost every server half a
// second of CPU (the schemas of some 60 classes), most of its time to listen, for a page few open. Why this renderer: docs/decisions/0010-a-lean-install.md.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { buildOpenApiDocument } from '@shared/contract/openapi';

/** The folder of swagger-ui-dist's prebuilt files. */
function swaggerUiDir(): string {
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/** The renderer's files this page serves, by the name it serves them under. */
const ASSETS = {
  'swagger-ui.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css' },
} as const;

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference: the accounting provider's contract</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
<style>
/* On a phone a group's description goes under its name instead of being squeezed beside it. */
@media (max-width: 600px) {
  .swagger-ui .opblock-tag { flex-wrap: wrap; }
  .swagger-ui .opblock-tag small { flex: 1 0 100%; order: 3; padding: 0 0 8px; }
}
</style>
</head>
<body>
<noscript>This reference needs JavaScript. The document itself is at <a href="/api-docs/openapi.json">/api-docs/openapi.json</a>.</noscript>
<div id="app"></div>
<script src="/api-docs/swagger-ui.js"></script>
<script src="/api-docs/init.js"></script>
</body>
</html>
`;

// Swagger UI's options: the document of this server, links to each operation in the address bar, and
// no call to the public validator service (validatorUrl null), so the page calls nothing but this origin.
const INIT = `window.ui = SwaggerUIBundle(Object.assign(${JSON.stringify({
  url: '/api-docs/openapi.json',
  dom_id: '#app',
  deepLinking: true,
  validatorUrl: null,
  layout: 'BaseLayout',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
  filter: true,
})}, { presets: [SwaggerUIBundle.presets.apis] }));
`;

/**
 * The router of /api-docs. The mock's test control calls are listed only when they respond
 * (`testControl`: the mock started with MOCK_CONTROL=true); otherwise they are none of a reader's business.
 */
export function apiDocsRouter(version: string, testControl = false): Router {
  const router = express.Router();
  let document: string | undefined;
  const dir = swaggerUiDir();

  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument(version, { testControl }));
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
  for (const [name, asset] of Object.entries(ASSETS)) {
    const file = path.join(dir, asset.file);
    const found = fs.existsSync(file);
    router.get(`/${name}`, (_req, res) => {
      if (!found) {
        res.status(404).type('text').send('The API reference renderer (swagger-ui-dist) is not installed.\n');
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type(asset.type).sendFile(file);
    });
  }
  router.use((_req, res) => {
    res.status(404).type('text').send('Not found\n');
  });
  return router;
}
