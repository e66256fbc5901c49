// The OpenAPI 3.1 document of the provider's contract, generated from the endpoint table
// (./api.ts), its operations (./operations.ts), the request DTOs (shared/validation) and the
// payload classes (./entities.ts) through class-validator-jsonschema. Nothing of it is written by
// hand, so it cannot drift from what the mock checks and answers. The server serves it at
// /api-docs/openapi.json; the test net, the fuzz and verify-provider validate answers against it.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { ISchemaConverters } from 'class-validator-jsonschema/build/defaultConverters';
import { AccountErrorCode, ErrorCode } from '../errors';
import { MAX_AMOUNT, MAX_INT } from '../validation/messages';
import { ORDER_LINE_CHANGE_REASONS } from './entities';
import { allOperations, pathParams, type Operation, type OperationEntry, type Param, type Payload } from './operations';
import '../validation';

/** A JSON Schema (2020-12, as OpenAPI 3.1 has it). */
export type Schema = Record<string, unknown>;

/** The OpenAPI document (only the parts this module writes are typed). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

/** One operation of the document, with the extensions this product adds. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': Operation['access'];
  'x-test-only'?: true;
  security: Array<Record<string, string[]>>;
  parameters: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: Schema;
    description?: string;
    style?: string;
    explode?: boolean;
  }>;
  requestBody?: { required: true; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

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
  429: "Too many requests (the server's rate limits).",
  502: 'The accounting provider did not answer properly (from the server in proxy mode).',
  504: 'The accounting provider did not answer in time (from the server in proxy mode).',
};

const ROLE_TEXT: Record<Operation['access'], string> = {
  public: 'Anyone; a visitor sends no Authorization header (a header with a token that is not valid is refused 401).',
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
  mockControl: 'Test control (mock only)',
};

// The custom rules of shared/validation/decorators.ts, as schemas (their limits travel as constraints).
const converters: ISchemaConverters = {
  requiredText: (meta) => ({ type: 'string', minLength: 1, maxLength: meta.constraints[0] as number }),
  optionalText: (meta) => ({ type: 'string', maxLength: meta.constraints[0] as number }),
  notBlank: { type: 'string', minLength: 1 },
  id: { type: 'integer', minimum: 1, maximum: MAX_INT },
  int: (meta) => ({ type: 'integer', minimum: meta.constraints[0] as number, maximum: MAX_INT }),
  amount: { type: 'number', minimum: 0, maximum: MAX_AMOUNT, description: 'Shekels, at most two decimals.' },
  price: { type: 'number', exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: 'Shekels above 0, at most two decimals.' },
  jsonObjectText: { type: 'string', description: 'The JSON text of an object or a list.' },
  // Rules between fields or elements, or on characters: not expressible as a schema, checked by the provider.
  plainText: {},
  sameAs: {},
  uniqueBy: {},
  noNestedLists: {},
  ratePercentValue: {},
  // Min and Max keep the type the other rules set (IsInt's integer), instead of making it 'number'.
  min: (meta) => ({ minimum: meta.constraints[0] as number }),
  max: (meta) => ({ maximum: meta.constraints[0] as number }),
  [ValidationTypes.CONDITIONAL_VALIDATION]: {},
};

/** Every schema class-validator-jsonschema makes of the DTO and payload classes, keyed by class name. */
function classSchemas(): Record<string, Schema> {
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: REF,
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: converters,
  }) as Record<string, Schema>;
  for (const schema of Object.values(schemas)) {
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (!properties) continue;
    // A property no value satisfies (IsIn([]) under ValidateIf) is a check across fields, never sent.
    for (const [name, property] of Object.entries(properties)) {
      if (Array.isArray(property.enum) && property.enum.length === 0) {
        delete properties[name];
        schema.required = (schema.required as string[] | undefined)?.filter((r) => r !== name);
      }
    }
  }
  return schemas;
}

function envelopeSchemas(): Record<string, Schema> {
  const accountCodes = Object.entries(AccountErrorCode)
    .map(([name, code]) => `${code} ${name}`)
    .join(', ');
  return {
    ErrorEnvelope: {
      type: 'object',
      description: 'A refusal with any error status (the test control API injects these).',
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
            "Extra data of some refusals (Order/Create's 409: OrderChangedDetails; PriceList/Delete's 409: PriceListInUseDetails).",
        },
      },
    },
    ...Object.fromEntries(
      Object.keys(ERROR_STATUSES).map((status) => [
        `Error${status}`,
        {
          type: 'object',
          required: ['statusCode', 'error'],
          properties: { statusCode: { const: Number(status) }, error: ref('EnvelopeError') },
        },
      ]),
    ),
  };
}

const pagedName = (of: string) => `Paged${of}`;

function pagedSchema(of: string): Schema {
  const count = { type: 'integer', minimum: 0 };
  return {
    type: 'object',
    required: ['items', 'totalCount', 'totalPages', 'currentPage'],
    properties: {
      items: { type: 'array', items: ref(of) },
      totalCount: count,
      totalPages: count,
      currentPage: { type: 'integer', minimum: 1 },
    },
  };
}

/** The payload's schema, or null for a call that answers without one. */
function payloadSchema(payload: Payload, paged: Set<string>): Schema | null {
  switch (payload.kind) {
    case 'none':
    case 'html':
    case 'image':
      return null;
    case 'string':
      return { type: 'string', description: payload.description };
    case 'integer':
      return { type: 'integer', description: payload.description };
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
  return { type: 'string', enum: [...kind.oneOf] };
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
  statuses.push(429, 502, 504);
  return statuses;
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
        'A key of 1 to 255 visible characters (bare or as a quoted string): a repeat with the same key and body gets the first answer again, marked Idempotent-Replayed: true.',
      schema: { type: 'string', minLength: 1, maxLength: 257 },
    });
  }
  const op: OpenApiOperation = {
    operationId: `${group}.${name}`,
    summary: operation.summary,
    description: `Role: ${ROLE_TEXT[operation.access]}${operation.conflict ? `\n\n409 when ${operation.conflict}.` : ''}${operation.testOnly ? '\n\nTest only: answered only by the mock provider started with MOCK_CONTROL=true (404 otherwise).' : ''}`,
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
  if (operation.payload.kind === 'html') {
    op.responses['200'] = { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } };
    op.responses['404'] = {
      description: 'No order has this link: a page saying so.',
      content: { 'text/html': { schema: { type: 'string' } } },
    };
  }
  if (operation.payload.kind === 'image') {
    op.responses['200'] = {
      description: 'The image.',
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    };
  } else if (operation.payload.kind !== 'html') {
    op.responses['200'] = {
      description: 'The envelope with the payload.',
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
  // A GET answer carries an ETag: a conditional repeat (If-None-Match) of an unchanged answer gets 304.
  if (endpoint.method === 'GET')
    op.responses['304'] = { description: 'Not modified: the answer the If-None-Match header names still holds (no body).' };
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

/** Builds the document. */
export function buildOpenApiDocument(version = '1.0.0'): OpenApiDocument {
  const schemas = classSchemas();
  const paged = new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  for (const entry of allOperations()) {
    const path = openApiPath(entry.endpoint.route);
    paths[path] ??= {};
    paths[path]![entry.endpoint.method.toLowerCase()] = operationObject(entry, schemas, paged);
  }
  const all: Record<string, Schema> = { ...schemas, ...envelopeSchemas() };
  for (const of of paged) all[pagedName(of)] = pagedSchema(of);
  // Only the schemas the document reaches (the forms' own DTOs stay out), in name order.
  const reached = new Set<string>(['OrderChangedDetails', 'PriceListInUseDetails', 'ErrorEnvelope']);
  refsIn(paths, reached);
  for (const status of Object.keys(ERROR_STATUSES)) reached.add(`Error${status}`);
  for (let grew = true; grew;) {
    const before = reached.size;
    for (const name of [...reached]) refsIn(all[name], reached);
    grew = reached.size > before;
  }
  const components: OpenApiDocument['components'] = {
    schemas: Object.fromEntries([...reached].sort().map((n) => [n, all[n]!])),
    responses: Object.fromEntries(
      Object.entries(ERROR_STATUSES).map(([status, description]) => [
        `Error${status}`,
        { description, content: { 'application/json': { schema: ref(`Error${status}`) } } },
      ]),
    ),
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token Account/Login answers with.' },
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
      description:
        'Every call the storefront and back office make of the accounting provider (the real one in proxy mode, the bundled mock otherwise). ' +
        'Every answer is an envelope `{ statusCode, payload?, error? }` whose statusCode equals the HTTP status. ' +
        `Order lines refused with 409 'order_changed' carry details.lines, each with a reason: ${ORDER_LINE_CHANGE_REASONS.join(', ')}. ` +
        'Calls tagged "Test control (mock only)" exist only in the mock provider started with MOCK_CONTROL=true.',
    },
    servers: [{ url: '/api', description: 'This server (the provider behind it in proxy mode, the mock otherwise)' }],
    tags: Object.values(TAGS).map((name) => ({ name, description: name })),
    paths,
    components,
  };
}
