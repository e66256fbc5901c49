// What the storefront's server adds to the provider's contract, in the OpenAPI document:
// the response headers it (and the mock) send, the sealed document links and the call that opens
// them, GET /documents/{sealed} on the server's own origin, and the description's section on its
// limits, visitors' prices and caching. ./openapi.ts puts them into the document.
import type { OpenApiDocument, OpenApiOperation, Schema } from './openapiTypes';

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** A reference to one of the document's response headers (HEADERS). */
export const header = (name: string): Schema => ({ $ref: `#/components/headers/${name}` });

/** The tag of the server's own calls. */
export const STOREFRONT_TAG = 'Storefront server (its own calls)';

/** The response headers the document declares, under components.headers. */
export const HEADERS: Record<string, Schema> = {
  ETag: {
    description:
      "The response's validator: a repeat of the request with If-None-Match naming it gets 304 while the response holds. Weak from the mock; strong on a visitor's catalogue read through the storefront's server in proxy mode; absent from responses whose document links the server sealed.",
    schema: { type: 'string' },
  },
  CacheControl: {
    description:
      "What caches may keep, set by the storefront's server in proxy mode: a visitor's catalogue read (categories, item groups, items, site settings) `public, max-age=0, s-maxage=<CATALOGUE_TTL_MS in seconds>, stale-while-revalidate=<CATALOGUE_STALE_MS in seconds>`; a response to a request with a token `private, no-store`; Order/Create and Order/List (their links sealed) and the server's own 502 and 504 `no-store`. Every /api response varies by Authorization.",
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: "Seconds to wait before calling again (the storefront server's limits).",
    schema: { type: 'integer', minimum: 0 },
  },
  IdempotentReplayed: {
    description:
      'true when the response is the first response to the same Idempotency-Key and body, sent again (the order was placed once).',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** A sealed document link as the storefront's server writes it (server/documents.ts): 'v1.' and base64url, at most 8 KB. */
export const SEALED_LINK_SCHEMA: Schema = { type: 'string', pattern: '^v1\\.[A-Za-z0-9_-]+$', maxLength: 8192 };

/** A response of the storefront's document operation: an HTML page for a browser, else the error envelope. */
function pageOrEnvelope(description: string, status: number): unknown {
  return {
    description,
    // Sent by Express with the page or envelope (a validator of this very refusal).
    headers: { 'Cache-Control': header('CacheControl'), ETag: header('ETag') },
    content: {
      'text/html': { schema: { type: 'string', description: 'A page saying so, in Hebrew (when the request prefers HTML).' } },
      'application/json': { schema: ref(`Error${status}`) },
    },
  };
}

/** The storefront server's own calls: the paths the document gives them (outside /api), and each operation. */
export function storefrontPaths(): OpenApiDocument['paths'] {
  const document: OpenApiOperation = {
    operationId: 'storefront.document',
    summary: 'Open a sealed order-document link',
    description:
      "Served by the storefront's server itself, at /documents/{sealed} on its own origin (not under /api). " +
      'Through the server, every documentLink of Order/Create and Order/List is sealed: `v1.` and base64url of the ' +
      "provider's link encrypted under APP_SECRET, so the provider's address, a credential to the order, never reaches a browser. " +
      "This call opens the token, reads the document from the provider (only links on the provider's own origins) and streams it through, sandboxed.",
    tags: [STOREFRONT_TAG],
    'x-access': 'public',
    'x-storefront': true,
    servers: [{ url: '/', description: "The storefront's own origin" }],
    security: [{}],
    parameters: [
      { name: 'sealed', in: 'path', required: true, description: 'The documentLink the server gave.', schema: SEALED_LINK_SCHEMA },
    ],
    responses: {
      '200': {
        description:
          'The document: shown in place when HTML, plain text, PDF or a PNG, JPEG, GIF or WebP image, under a sandboxing Content-Security-Policy; anything else as a download (application/octet-stream, attachment).',
        headers: { 'Cache-Control': header('CacheControl') },
        content: Object.fromEntries(
          [
            'text/html',
            'text/plain',
            'application/pdf',
            'image/png',
            'image/jpeg',
            'image/gif',
            'image/webp',
            'application/octet-stream',
          ].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      },
      '404': pageOrEnvelope(
        "No such document: a token tampered, truncated, foreign or malformed, a link off the provider's origins, or a document the provider no longer has.",
        404,
      ),
      '500': { $ref: '#/components/responses/Error500' },
      '502': pageOrEnvelope('The provider did not give the document.', 502),
      '504': pageOrEnvelope('The provider did not give the document in time.', 504),
    },
  };
  return { '/documents/{sealed}': { get: document } };
}

/** What the storefront's server adds to the provider's contract, for the document's description. */
export const STOREFRONT_TEXT = [
  "## Through the storefront's server",
  '',
  "The browser calls the provider through the storefront's server (/api), which adds:",
  '',
  '- **Sealed document links.** Every `documentLink` of Order/Create and Order/List leaves the server as a sealed token `v1.…`, opened at `GET /documents/{sealed}` on the server\'s own origin (under "Storefront server").',
  "- **Limits.** Per address: logins, password resets, registrations and password changes; a visitor's calls; in proxy mode, calls under way at once. Past one: 429 with `Retry-After` (seconds).",
  "- **Visitors see no prices.** A call without a token is a visitor's: the server takes every price field out of its JSON response, whatever the provider sent. A call with a token the provider does not accept is refused 401, never served as a visitor's.",
  "- **Caching.** In proxy mode a visitor's catalogue read (categories, item groups, items, site settings) carries `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…` and a strong `ETag`; `If-None-Match` with it gets 304. A response to a request with a token is `private, no-store`; every /api response varies by Authorization.",
].join('\n');
