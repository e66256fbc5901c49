// The OpenAPI 3.1 document of the provider's contract, generated from the endpoint table
// (./api.ts), its operations (./operations.ts), the request DTOs (shared/validation) and the
// payload classes (./entities.ts) through class-validator-jsonschema. Nothing of it is written by
// hand, so it cannot drift from what the mock checks and serves. The server serves it at
// /api-docs/openapi.json; the test net, the fuzz and verify-provider validate responses against it.
import { AccountErrorCode, ErrorCode } from '../errors';
import { EMAIL_PATTERN, MAX_INT, MAX_TEXT } from '../validation/messages';
import { MAX_LOOKUP_CODE } from '../validation/search';
import { ORDER_LINE_CHANGE_REASONS } from './entities';
import { allOperations, pathParams, type Operation, type OperationEntry, type Param, type Payload } from './operations';
import { header, HEADERS, STOREFRONT_TAG, STOREFRONT_TEXT, storefrontPaths } from './openapiStorefront';
import { classSchemas } from './openapiClasses';
import type { OpenApiDocument, OpenApiOperation, Schema } from './openapiTypes';

export type { OpenApiDocument, OpenApiOperation, Schema } from './openapiTypes';
export { SEALED_LINK_SCHEMA } from './openapiStorefront';

const REF = '#/components/schemas/';
const ref = (name: string): Schema => ({ $ref: REF + name });

/** The statuses every refusal may carry, with what each means. */
export const ERROR_STATUSES: Record<number, string> = {
  400: 'The request is not valid: `error.errors` names each field with its message keys; account codes -1001, -1003, -1005 come with 400.',
  401: 'No valid bearer token (missing, expired, forged, or revoked by a password change).',
  403: "The caller's role may not make this call.",
  404: 'No such record, or no such call.',
  409: 'The request conflicts with the stored data.',
  413: 'The body or upload is too large.',
  415: "The body's media type or encoding is not accepted.",
  422: 'The Idempotency-Key was used before with a different body.',
  429: "Too many requests: the storefront server's limits per address (logins, password resets, registrations and password changes; a visitor's calls; in proxy mode, calls under way at once). Retry-After says how many seconds to wait.",
  502: 'The accounting provider did not respond properly (from the server in proxy mode).',
  504: 'The accounting provider did not respond in time (from the server in proxy mode).',
  500: 'An unexpected failure of the server or the provider (code internal_error).',
  503: "The storefront server's own store does not answer now (code service_unavailable): nothing was changed; try again shortly.",
};

/** Headers an error response may carry, by status. */
const ERROR_HEADERS: Record<number, Record<string, Schema>> = {
  429: { 'Retry-After': header('RetryAfter') },
  502: { 'Cache-Control': header('CacheControl') },
  504: { 'Cache-Control': header('CacheControl') },
};

const ROLE_TEXT: Record<Operation['access'], string> = {
  public:
    "Anyone; a visitor sends no Authorization header (a header with a token that is not valid is refused 401). A visitor's response carries no prices: the storefront's server takes every price field out of it, whatever the provider sent.",
  signedIn: 'Any signed-in user.',
  business: 'A business user.',
  admin: 'An administrator.',
  businessOrAdmin: 'A business user or an administrator.',
};

const TAGS: Record<string, string> = {
  account: 'Accounts and sign-in',
  businessCustomer: 'Business customers',
  websiteConfiguration: 'Site settings',
  category: 'Categories',
  itemGroup: 'Item groups',
  attribute: 'Attributes',
  priceList: 'Price lists',
  product: 'Products (back office)',
  item: 'Storefront items',
  order: 'Orders',
  files: 'Files',
  capabilities: 'Optional capabilities',
  search: "Catalogue search (the storefront server's own)",
  standing: "Standing orders (the storefront server's own)",
  insights: "Insights (the storefront server's own)",
  mockControl: 'Test control (mock only)',
  storefront: STOREFRONT_TAG,
};

const TAG_TEXT: Partial<Record<string, string>> = {
  search:
    "Calls the storefront's server answers itself under /api, in both modes, from the index it keeps of the provider's public catalogue (Item/List read as a visitor, refreshed on a schedule and after a catalogue write it sees): spelling-forgiving search, 'did you mean', code and name look-up. No provider implements them. Where a caller sees prices, they come from the provider, asked with the caller's own token; the index holds none. While a newly started server builds its index (or when it could not), they are answered from the provider's own search ('did you mean' offers nothing meanwhile). A signed-in caller's token is the provider's to accept (Account/UserInfo, once a minute a token) before any work is done for it; a list's look-up is a signed-in user's.",
  standing:
    "A business buyer's standing orders ('הזמנה קבועה'): lines and the delivery days they are for, kept by the storefront's server for the buyer who made them (in Redis when REDIS_URL is set, else in a file), in both modes; no provider implements them and no other buyer, nor an administrator, reads them. The caller is who the provider says the token is (Account/UserInfo, once a minute a token). Nothing is ordered by these calls: before each cutoff the storefront makes a ready cart of a standing order, checked against the day's items, and the buyer places it with Order/Create as any order, then says so here (Outcome). The server e-mails a reminder before the cutoff where it has SMTP_URL.",
  insights:
    "What a store manager opens first (docs/product.md §6.5), computed by the storefront's server in both modes from every order the provider lists (Order/List with getAll, read with the asking administrator's token a few pages at a time). The server keeps the orders it read for every administrator: a minute fresh, then the last 14 days read again; in full every hour. Money is in shekels before VAT, days are days in Israel; cancelled orders are left out. The caller is who the provider says the token is (Account/UserInfo, once a minute a token): an administrator, else 403 before any order is read. No provider implements them.",
  capabilities:
    "A provider may offer operations beyond the seed's contract, each marked x-capability with the capability's name (and x-optional). It says which at GET /Capabilities, itself optional (x-optional): a provider without it answers 404 and offers none. A provider that offers none still keeps the contract. The storefront's server reads GET /Capabilities and keeps the answer for five minutes (30 seconds after a failure, when it counts as none), and answers the call itself from what it read: always 200, the capabilities it knows.",
  storefront: "Operations the storefront's server serves itself, on its own origin outside /api: no provider implements them.",
  mockControl: 'The mock provider started with MOCK_CONTROL=true only (integration tests); 404 otherwise.',
};

function envelopeSchemas(): Record<string, Schema> {
  const accountCodes = Object.entries(AccountErrorCode)
    .map(([name, code]) => `${code} ${name}`)
    .join(', ');
  return {
    ErrorEnvelope: {
      type: 'object',
      description: "A refusal: statusCode is the response's HTTP status.",
      required: ['statusCode', 'error'],
      properties: { statusCode: { type: 'integer', minimum: 400, maximum: 599 }, error: ref('EnvelopeError') },
    },
    EnvelopeError: {
      type: 'object',
      required: ['code'],
      properties: {
        code: {
          description: `An account error code (${accountCodes}) or a string code.`,
          oneOf: [
            { type: 'integer', enum: Object.values(AccountErrorCode) },
            { type: 'string', enum: [...Object.values(ErrorCode), 'mock_fault'] },
          ],
        },
        message: { type: 'string' },
        errors: {
          type: 'object',
          description: 'Each field that failed (nested fields as a.0.b) with its message keys.',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
        details: {
          description:
            "Extra data of some refusals (Order/Create's 409: OrderChangedDetails; PriceList/Delete's 409: PriceListInUseDetails; their 409 responses say so).",
        },
      },
    },
    ...Object.fromEntries(
      Object.keys(ERROR_STATUSES).map((status) => [
        `Error${status}`,
        { allOf: [ref('ErrorEnvelope'), { properties: { statusCode: { const: Number(status) } } }] },
      ]),
    ),
  };
}

const pagedName = (of: string) => `Paged${of}`;

/** What a page's counts say of its items (the response checker holds a provider to it: shared/contract/responseCheck.ts). */
export const PAGED_TEXT =
  'One page of a list. totalCount: every item the query finds. totalPages: the pages of pageSize that hold them, ceil(totalCount / pageSize): ' +
  '0 exactly when totalCount is 0, never more than totalCount. items: the page asked for (currentPage, from 1), at most pageSize and never more than totalCount; ' +
  'a page past the last (currentPage > totalPages) has no items.';

function pagedSchema(of: string): Schema {
  const count = { type: 'integer', minimum: 0 };
  return {
    type: 'object',
    description: PAGED_TEXT,
    required: ['items', 'totalCount', 'totalPages', 'currentPage'],
    properties: {
      items: { type: 'array', items: ref(of) },
      totalCount: count,
      totalPages: count,
      currentPage: { type: 'integer', minimum: 1 },
    },
  };
}

/** The payload's schema, or null for an operation that responds without one. */
function payloadSchema(payload: Payload, paged: Set<string>): Schema | null {
  switch (payload.kind) {
    case 'none':
    case 'html':
    case 'image':
      return null;
    case 'string':
      return { type: 'string', ...(payload.pattern ? { pattern: payload.pattern } : {}), description: payload.description };
    case 'integer':
      // Every integer payload is a new record's id: from 1, as every call that takes one back.
      return { type: 'integer', minimum: 1, description: payload.description };
    case 'object':
      return ref(payload.of.name);
    case 'list':
      return { type: 'array', items: ref(payload.of.name) };
    case 'paged':
      paged.add(payload.of.name);
      return ref(pagedName(payload.of.name));
  }
}

function paramSchema(kind: Param): Schema {
  if (kind === 'id') return { type: 'integer', minimum: 1, maximum: MAX_INT };
  if (kind === 'count') return { type: 'integer', minimum: 0, maximum: 999_999_999 };
  if (kind === 'boolean') return { type: 'boolean' };
  if (kind === 'text') return { type: 'string', minLength: 1 };
  if (kind === 'code') return { type: 'string', minLength: 1, maxLength: MAX_LOOKUP_CODE };
  if (kind === 'email') return { type: 'string', minLength: 1, maxLength: MAX_TEXT, pattern: EMAIL_PATTERN.source };
  return { type: 'string', enum: [...kind.oneOf] };
}

/** What the description says of an optional operation. */
function optionalText(operation: Operation): string {
  if (operation.capability)
    return `\n\nOptional, capability '${operation.capability}': offered only by a provider whose GET /Capabilities lists it (404 otherwise).`;
  if (operation.optional) return '\n\nOptional: a provider without it answers 404 (it offers no optional capability).';
  return '';
}

/** The statuses of the refusals an operation may give. */
export function errorStatuses(operation: Operation): number[] {
  const statuses = [400, 401];
  // 403 for the wrong role, and for a signed-in user acting on another's account (ChangePassword).
  if (operation.access !== 'public' || operation.adminQuery) statuses.push(403);
  statuses.push(404);
  if (operation.conflict) statuses.push(409);
  if (operation.body || operation.listBody || operation.upload) statuses.push(413, 415);
  if (operation.idempotent) statuses.push(422);
  statuses.push(429, 500, 502, 504);
  if (operation.ownStore) statuses.push(503);
  return statuses;
}

type ConflictDetails = NonNullable<Operation['conflictDetails']>;
/** The details' classes by error code (one class alone: any code). */
const conflictKinds = (details: ConflictDetails): Array<[string | null, { name: string }]> =>
  typeof details === 'function' ? [[null, details]] : Object.entries(details);

/** The name of the 409 response (and its schema) of an operation whose conflict has details: 'Error409OrderChangedOrBelowMinimum'. */
const conflictName = (details: ConflictDetails) =>
  `Error409${conflictKinds(details)
    .map(([, d]) => d.name.replace(/Details$/, ''))
    .join('Or')}`;

/** The schema of a 409 refusal whose error carries `details` of a class (of its code's class, when there are several). */
function conflictSchema(details: ConflictDetails): Schema {
  const kinds = conflictKinds(details).map(([code, d]): Schema => ({
    allOf: [
      ref('Error409'),
      {
        properties: {
          error: {
            required: code === null ? ['details'] : ['code', 'details'],
            properties: { ...(code === null ? {} : { code: { const: code } }), details: ref(d.name) },
          },
        },
      },
    ],
  }));
  return kinds.length === 1 ? kinds[0]! : { oneOf: kinds };
}

/** The path of a route in the document: '/Category/:id' is '/Category/{id}'. */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z]+)/g, '{$1}');

function operationObject(entry: OperationEntry, schemas: Record<string, Schema>, paged: Set<string>): OpenApiOperation {
  const { group, name, endpoint, operation } = entry;
  const parameters: OpenApiOperation['parameters'] = pathParams(endpoint.route).map((param) => ({
    name: param,
    in: 'path' as const,
    required: true,
    schema: paramSchema(operation.params?.[param] ?? 'id'),
  }));
  if (operation.query) {
    const query = schemas[operation.query.name]!;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [param, schema] of Object.entries(query.properties as Record<string, Schema>)) {
      const list = schema.type === 'array';
      parameters.push({
        name: param,
        in: 'query',
        required: required.has(param),
        schema,
        ...(list ? { style: 'form', explode: true } : {}),
      });
    }
  }
  if (operation.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A key of 1 to 255 visible characters (bare or as a quoted string): a repeat with the same key and body gets the first response again, marked Idempotent-Replayed: true.',
      schema: { type: 'string', minLength: 1, maxLength: 257 },
    });
  }
  const op: OpenApiOperation = {
    operationId: `${group}.${name}`,
    summary: operation.summary,
    description: `Role: ${ROLE_TEXT[operation.access]}${operation.conflict ? `\n\n409 when ${operation.conflict}.` : ''}${operation.duty ? `\n\n${operation.duty}` : ''}${operation.testOnly ? '\n\nTest only: served only by the mock provider started with MOCK_CONTROL=true (404 otherwise).' : ''}${operation.host ? "\n\nServed by the storefront's server itself, never by the provider." : ''}${optionalText(operation)}`,
    tags: [TAGS[group] ?? group],
    'x-access': operation.access,
    security:
      operation.access === 'public'
        ? [{}, { bearer: [] }]
        : operation.tokenInQuery
          ? [{ bearer: [] }, { queryToken: [] }]
          : [{ bearer: [] }],
    parameters,
    responses: {},
  };
  if (operation.host) op['x-storefront'] = true;
  if (operation.optional || operation.capability) op['x-optional'] = true;
  if (operation.capability) op['x-capability'] = operation.capability;
  if (operation.testOnly) {
    op['x-test-only'] = true;
    op.security = [{}];
  }
  if (operation.body) op.requestBody = { required: true, content: { 'application/json': { schema: ref(operation.body.name) } } };
  if (operation.listBody) {
    const items = (schemas[operation.listBody.name]!.properties as Record<string, Schema>).items!;
    op.requestBody = { required: true, content: { 'application/json': { schema: items } } };
  }
  if (operation.upload) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'image/*', description: 'A PNG, JPEG, GIF or WebP image.' } },
          },
        },
      },
    };
  }
  const payload = payloadSchema(operation.payload, paged);
  // A GET the provider answers carries an ETag (and answers a conditional repeat 304); the server's own search calls do neither.
  const get = endpoint.method === 'GET' && !operation.host;
  // Every response may say what caches may keep (in proxy mode); a GET response carries an ETag.
  const okHeaders: Record<string, Schema> = {
    ...(get ? { ETag: header('ETag') } : {}),
    'Cache-Control': header('CacheControl'),
    ...(operation.idempotent ? { 'Idempotent-Replayed': header('IdempotentReplayed') } : {}),
  };
  if (operation.payload.kind === 'html') {
    op.responses['200'] = { description: 'The page.', headers: okHeaders, content: { 'text/html': { schema: { type: 'string' } } } };
    op.responses['404'] = {
      description: 'No order has this link: a page saying so.',
      content: { 'text/html': { schema: { type: 'string' } } },
    };
  }
  if (operation.payload.kind === 'image') {
    op.responses['200'] = {
      description: 'The image.',
      headers: okHeaders,
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    };
  } else if (operation.payload.kind !== 'html') {
    op.responses['200'] = {
      description: operation.idempotent
        ? 'The envelope with the payload (the first response again, marked Idempotent-Replayed, when the Idempotency-Key and body were sent before).'
        : 'The envelope with the payload.',
      headers: okHeaders,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: payload ? ['statusCode', 'payload'] : ['statusCode'],
            properties: { statusCode: { const: 200 }, ...(payload ? { payload } : {}) },
          },
        },
      },
    };
  }
  // A GET response carries an ETag: a conditional repeat (If-None-Match) of an unchanged response gets 304.
  if (get)
    op.responses['304'] = {
      description: 'Not modified: the response the If-None-Match header names still holds (no body).',
      headers: { ETag: header('ETag'), 'Cache-Control': header('CacheControl') },
    };
  if (operation.conflictDetails) op.responses['409'] = { $ref: `#/components/responses/${conflictName(operation.conflictDetails)}` };
  for (const status of errorStatuses(operation)) {
    op.responses[String(status)] ??= { $ref: `#/components/responses/Error${status}` };
  }
  return op;
}

/** The names of the schemas a value refers to, directly. */
function refsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(REF)) into.add(inner.slice(REF.length));
      else refsIn(inner, into);
    }
  }
}

/** What the document lists besides the provider's own calls. */
export interface OpenApiOptions {
  /**
   * The mock's test control calls (/__mock/..., tagged x-test-only): served only when the mock runs
   * with MOCK_CONTROL=true (they respond 404 otherwise); the linter and the response checks take the
   * fuller document. Listed unless false.
   */
  testControl?: boolean;
}

/** Builds the document. */
export function buildOpenApiDocument(version = '1.0.0', options: OpenApiOptions = {}): OpenApiDocument {
  const testControl = options.testControl !== false;
  const operations = allOperations().filter(({ operation }) => testControl || !operation.testOnly);
  const schemas = classSchemas();
  const paged = new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  for (const entry of operations) {
    const path = openApiPath(entry.endpoint.route);
    paths[path] ??= {};
    paths[path]![entry.endpoint.method.toLowerCase()] = operationObject(entry, schemas, paged);
  }
  Object.assign(paths, storefrontPaths());
  const all: Record<string, Schema> = { ...schemas, ...envelopeSchemas() };
  for (const of of paged) all[pagedName(of)] = pagedSchema(of);
  // The 409 responses with details, each under its own name.
  const conflicts = new Map(
    operations.flatMap(({ operation: { conflictDetails } }) => (conflictDetails ? [[conflictName(conflictDetails), conflictDetails]] : [])),
  );
  for (const [name, details] of conflicts) all[name] = conflictSchema(details);
  const responses: Record<string, unknown> = Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(ERROR_HEADERS[Number(status)] ? { headers: ERROR_HEADERS[Number(status)] } : {}),
        content: { 'application/json': { schema: ref(`Error${status}`) } },
      },
    ]),
  );
  for (const [name, details] of conflicts) {
    responses[name] = {
      description: `${ERROR_STATUSES[409]} ${conflictKinds(details)
        .map(([code, d]) => (code === null ? `error.details is ${d.name}.` : `With code '${code}', error.details is ${d.name}.`))
        .join(' ')}`,
      content: { 'application/json': { schema: ref(name) } },
    };
  }
  // Only the schemas the document reaches (the forms' own DTOs stay out), in name order.
  const reached = new Set<string>();
  refsIn(paths, reached);
  refsIn(responses, reached);
  for (let grew = true; grew;) {
    const before = reached.size;
    for (const name of [...reached]) refsIn(all[name], reached);
    grew = reached.size > before;
  }
  const components: OpenApiDocument['components'] = {
    schemas: Object.fromEntries([...reached].sort().map((n) => [n, all[n]!])),
    responses,
    headers: HEADERS,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token Account/Login responds with.' },
      queryToken: {
        type: 'apiKey',
        in: 'query',
        name: 'token',
        description: 'The same token as a query parameter (Account/UserInfo only).',
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: "Wholesale storefront: the accounting provider's API",
      version,
      contact: { name: 'The team that runs this storefront' },
      // package.json's UNLICENSED: no licence is granted (an SPDX reference of our own, as SPDX spells one).
      license: { name: 'Proprietary: no licence granted', identifier: 'LicenseRef-Proprietary' },
      description:
        'Every call the storefront and back office make of the accounting provider (the real one in proxy mode, the bundled mock otherwise). ' +
        'Every response is an envelope `{ statusCode, payload?, error? }` whose statusCode equals the HTTP status. ' +
        `Order lines refused with 409 'order_changed' carry details.lines, each with a reason: ${ORDER_LINE_CHANGE_REASONS.join(', ')}. ` +
        (testControl
          ? 'Calls tagged "Test control (mock only)" exist only in the mock provider started with MOCK_CONTROL=true.\n\n'
          : '\n\n') +
        STOREFRONT_TEXT,
    },
    servers: [{ url: '/api', description: 'This server (the provider behind it in proxy mode, the mock otherwise)' }],
    tags: Object.entries(TAGS)
      .filter(([key]) => testControl || key !== 'mockControl')
      .map(([key, name]) => ({ name, description: TAG_TEXT[key] ?? name })),
    paths,
    components,
  };
}
