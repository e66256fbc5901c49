// Prices never leave the server for a visitor (docs/architecture.md §3.3), whatever the provider does: in proxy mode,
// every JSON response to a request without a token is rebuilt from the contract's field list of that
// call's response (the OpenAPI document, generated from the same classes the mock responds with). A
// visitor's response keeps only the fields the contract lists for it, less those it marks signed-in
// only (`x-signed-in-only`: the prices); anything it does not list is dropped, whatever its name. A
// check by name (any property with "price" in it) let through a price under any other name (in
// Hebrew, in Cyrillic letters, 'cost'), and a value of the wrong type under a listed name.
import type { Endpoint } from '@shared/contract/api';
import { buildOpenApiDocument, openApiPath } from '@shared/contract/openapi';
import type { OpenApiDocument, Schema } from '@shared/contract/openapiTypes';

/** The deepest a provider's response may nest objects and lists (its responses are shallow: a catalogue item is 4 deep). */
export const MAX_RESPONSE_DEPTH = 64;

/** A response nested deeper than MAX_RESPONSE_DEPTH: not walked, so never sent to a visitor. */
export class TooDeep extends Error {
  constructor() {
    super(`the response nests deeper than ${MAX_RESPONSE_DEPTH} levels`);
  }
}

/** What a value the contract does not list for a visitor becomes: left out. */
const DROP = Symbol('drop');
type Kept = unknown;

const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';
/** The response of a call the table does not have, or of a status its operation does not list: the envelope alone. */
const ENVELOPE_ONLY: Schema = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, error: { $ref: `${SCHEMA_REF}EnvelopeError` } },
};

let built: OpenApiDocument | undefined;
/** The provider's document (its test control calls left out: the storefront never forwards them), built once. */
function documentOf(): OpenApiDocument {
  built ??= buildOpenApiDocument('visitor', { testControl: false });
  return built;
}

/** The schema a `$ref` names, followed to the end. */
function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  let s = schema;
  for (let hops = 0; typeof s.$ref === 'string' && hops < 16; hops++) {
    const ref = s.$ref;
    s = (ref.startsWith(SCHEMA_REF) ? doc.components.schemas[ref.slice(SCHEMA_REF.length)] : undefined) ?? {};
  }
  return s;
}

/** The schema of the JSON response a call gives with `status`, by its operation in the document. */
export function responseSchema(endpoint: Endpoint | null, status: number, doc: OpenApiDocument = documentOf()): Schema {
  if (!endpoint) return ENVELOPE_ONLY;
  const operation = doc.paths[openApiPath(endpoint.route)]?.[endpoint.method.toLowerCase()];
  let response = operation?.responses[String(status)] as { $ref?: string; content?: Record<string, { schema?: Schema }> } | undefined;
  if (response?.$ref?.startsWith(RESPONSE_REF))
    response = doc.components.responses[response.$ref.slice(RESPONSE_REF.length)] as typeof response;
  return response?.content?.['application/json']?.schema ?? ENVELOPE_ONLY;
}

/** The JSON type names that fit `value`. */
function typesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/** `allOf`'s parts as one schema: their properties together (a later part's win), the first type given. */
function merged(doc: OpenApiDocument, parts: Schema[]): Schema {
  const out: Schema = { properties: {} };
  for (const part of parts.map((p) => resolve(doc, p))) {
    const flat = Array.isArray(part.allOf) ? merged(doc, part.allOf as Schema[]) : part;
    Object.assign(out.properties as Schema, flat.properties ?? {});
    out.type ??= flat.type;
    out.additionalProperties ??= flat.additionalProperties;
  }
  return out;
}

/**
 * `value` as a visitor may see it under `schema`: the same value when it holds nothing else, a copy
 * without what the schema does not list (or marks signed-in only), DROP when it does not fit the
 * schema at all. A schema that names no type keeps only a plain value (text, number, yes/no, null).
 */
function visible(doc: OpenApiDocument, value: unknown, schema: Schema, depth: number): Kept | typeof DROP {
  if (depth >= MAX_RESPONSE_DEPTH) throw new TooDeep();
  let s = resolve(doc, schema);
  if (s['x-signed-in-only'] === true) return DROP;
  if (Array.isArray(s.allOf)) s = merged(doc, s.allOf as Schema[]);
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(branches)) {
    for (const branch of branches) {
      const kept = visible(doc, value, branch, depth);
      if (kept !== DROP) return kept;
    }
    return DROP;
  }
  if ('const' in s) return value === s.const ? value : DROP;
  if (Array.isArray(s.enum) && !s.enum.includes(value)) return DROP;
  const declared = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  const types = typesOf(value);
  if (declared === undefined) return types[0] === 'object' || types[0] === 'array' ? DROP : value;
  if (!(Array.isArray(declared) ? declared : [declared]).some((t) => types.includes(t as string))) return DROP;
  if (Array.isArray(value)) {
    const items = (s.items ?? {}) as Schema;
    let changed = false;
    const out: unknown[] = [];
    for (const v of value) {
      const kept = visible(doc, v, items, depth + 1);
      if (kept !== v) changed = true;
      if (kept !== DROP) out.push(kept);
    }
    return changed ? out : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const others = typeof s.additionalProperties === 'object' ? (s.additionalProperties as Schema) : undefined;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const own = Object.hasOwn(properties, key) ? properties[key] : others;
    const kept = own ? visible(doc, v, own, depth + 1) : DROP;
    if (kept !== v) changed = true;
    if (kept !== DROP) out[key] = kept;
  }
  return changed ? out : value;
}

/**
 * `value` (a response of `endpoint` with `status`) as a visitor may see it: only the fields its
 * contract lists, less those marked signed-in only; the same value when it holds nothing else.
 * Undefined when it does not fit the contract at all. Throws TooDeep for a document nested deeper
 * than MAX_RESPONSE_DEPTH, which it does not walk to the end.
 */
export function visitorView(value: unknown, endpoint: Endpoint | null, status: number): unknown {
  const doc = documentOf();
  const kept = visible(doc, value, responseSchema(endpoint, status, doc), 0);
  return kept === DROP ? undefined : kept;
}

/**
 * A JSON response's body as a visitor may see it (visitorView): the same buffer when it holds nothing
 * else, a new one otherwise; null when it is not JSON, is no envelope (no statusCode the contract
 * allows), or nests too deep to be walked whole (a visitor then gets no response from it, never one unread).
 */
export function visitorResponseBody(body: Buffer, endpoint: Endpoint | null, status: number): Buffer | null {
  let parsed: unknown;
  let kept: unknown;
  try {
    // A byte-order mark before the JSON is still JSON.
    parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
    kept = visitorView(parsed, endpoint, status);
  } catch {
    return null;
  }
  // Not even an envelope (no statusCode left): nothing a visitor can be given.
  if (typeof kept !== 'object' || kept === null || !('statusCode' in kept)) return null;
  return kept === parsed ? body : Buffer.from(JSON.stringify(kept));
}
