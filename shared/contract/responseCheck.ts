// Checks a provider's response against the OpenAPI document: the operation is found by its method and
// path, the status must be one the document declares for it, and a JSON body must match that status's
// schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 has it). The test net runs every response of the mock
// through it (strict: no field the document does not name); verify-provider runs a real provider's.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation, type Schema } from './openapi';

/** The operation of the document that a request matched. */
export interface MatchedOperation {
  method: string;
  /** The document's path, such as '/Category/{id}'. */
  path: string;
  operation: OpenApiOperation;
}

/** A response as it went out. */
export interface CheckedResponse {
  method: string;
  /** The path under the provider's root (no '/api'), without the query. */
  path: string;
  status: number;
  contentType?: string;
  body: unknown;
}

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  literals: number;
  operation: OpenApiOperation;
}

/** Whether a number is a whole multiple of `step`, exactly in decimal: 1.1 is a multiple of 0.01, 1e-9 and 12.3400000001 are not. */
export function isMultipleOf(value: number, step: number): boolean {
  const decimals = (/\.(\d+)$/.exec(String(step))?.[1] ?? '').length;
  const scale = 10 ** decimals;
  const units = Math.round(value * scale);
  return units / scale === value && units % Math.round(step * scale) === 0;
}

interface PageCounts {
  items: unknown[];
  totalCount: number;
  totalPages: number;
  currentPage: number;
}

/** What a page's counts say that its items do not (openapi.ts, PAGED_TEXT): a provider's paging held to what the client relies on. */
export function pagingProblems({ items, totalCount, totalPages, currentPage }: PageCounts): string[] {
  const problems: string[] = [];
  if (items.length > totalCount) problems.push(`has ${items.length} items, more than totalCount ${totalCount}`);
  if ((totalPages === 0) !== (totalCount === 0))
    problems.push(`totalPages ${totalPages} with totalCount ${totalCount} (0 pages hold 0 items, and only 0 items)`);
  else if (totalPages > totalCount) problems.push(`totalPages ${totalPages}, more than totalCount ${totalCount}`);
  if (items.length > 0 && currentPage > totalPages) problems.push(`holds items on page ${currentPage} of ${totalPages}`);
  return problems;
}

/** Every object schema closed: a field the document does not name is a mismatch. */
function closed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closed);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(inner as object).map(([k, v]) => [k, closed(v)])) : closed(inner);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

export class ResponseChecker {
  readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  /** `strict`: every object of a response body may hold only the fields the document names (the mock is held to that). */
  constructor(options: { strict: boolean; document?: OpenApiDocument }) {
    this.document = options.document ?? buildOpenApiDocument();
    this.ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    // ajv's multipleOf divides in binary (1.1 / 0.01 is 110.00000000000001, so 1.1 would fail); money is
    // checked exactly in whole hundredths instead, as the DTOs check it (shared/rules/price.ts).
    this.ajv.removeKeyword('multipleOf');
    this.ajv.addKeyword({
      keyword: 'multipleOf',
      type: 'number',
      schemaType: 'number',
      error: { message: (cxt) => `must be multiple of ${String(cxt.schemaValue)}` },
      validate: (step: number, data: number) => isMultipleOf(data, step),
    });
    const components = options.strict
      ? (closed(this.document.components.schemas) as Record<string, Schema>)
      : this.document.components.schemas;
    this.ajv.addSchema({ $id: 'contract', components: { schemas: components } });
    for (const [path, methods] of Object.entries(this.document.paths)) {
      const segments = path.split('/').filter(Boolean);
      const pattern = new RegExp(
        `^/${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
        'i',
      );
      for (const [method, operation] of Object.entries(methods)) {
        // The storefront server's own operations off /api (its documents) are not under the provider's root.
        if (operation['x-storefront'] && operation.servers) continue;
        this.routes.push({
          method: method.toUpperCase(),
          path,
          pattern,
          literals: segments.filter((s) => !s.startsWith('{')).length,
          operation,
        });
      }
    }
    // The most literal route first: '/Category/List' before '/Category/{id}', as the router does.
    this.routes.sort((a, b) => b.literals - a.literals);
    this.strict = options.strict;
  }

  private readonly strict: boolean;

  /** The operation of the document a request is, or null for a path it does not have. */
  match(method: string, path: string): MatchedOperation | null {
    const found = this.routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
    return found ? { method: found.method, path: found.path, operation: found.operation } : null;
  }

  /** What is wrong with a response; empty when it matches the document. */
  check(response: CheckedResponse): string[] {
    const matched = this.match(response.method, response.path);
    const label = matched ? `${matched.method} ${matched.path}` : `${response.method.toUpperCase()} ${response.path}`;
    if (!matched) {
      // A path the document does not have: the provider must say so with a 404 envelope.
      if (response.status !== 404) return [`${label}: not in the document, responded ${response.status} (expected 404)`];
      return this.problems(label, { $ref: 'contract#/components/schemas/Error404' }, response.body, response.status);
    }
    const declared = matched.operation.responses[String(response.status)] as Record<string, unknown> | undefined;
    if (!declared)
      return [`${label}: status ${response.status} is not declared (declared: ${Object.keys(matched.operation.responses).join(', ')})`];
    const declaredResponse = this.resolveResponse(declared);
    const content = declaredResponse.content as Record<string, { schema: Schema }> | undefined;
    if (!content) return [];
    const json = content['application/json'];
    if (!json) {
      const expected = Object.keys(content)[0]!;
      const got = (response.contentType ?? '').split(';')[0]!.trim();
      const ok = expected.endsWith('/*') ? got.startsWith(expected.slice(0, -1)) : got === expected;
      return ok ? [] : [`${label} ${response.status}: content type ${got || '(none)'}, expected ${expected}`];
    }
    if (response.contentType !== undefined && !/^application\/json\b/i.test(response.contentType)) {
      return [`${label} ${response.status}: content type ${response.contentType}, expected application/json`];
    }
    const problems = this.problems(label, this.rebase(json.schema), response.body, response.status);
    const paged = (json.schema.properties as Record<string, Schema> | undefined)?.payload?.$ref;
    if (problems.length === 0 && typeof paged === 'string' && paged.startsWith('#/components/schemas/Paged'))
      return pagingProblems((response.body as { payload: PageCounts }).payload).map((p) => `${label} ${response.status}: /payload ${p}`);
    return problems;
  }

  /** What is wrong with a refusal of any status (an injected fault): only its envelope is checked. */
  checkRefusal(response: CheckedResponse): string[] {
    return this.problems(
      `${response.method.toUpperCase()} ${response.path}`,
      { $ref: 'contract#/components/schemas/ErrorEnvelope' },
      response.body,
      response.status,
    );
  }

  /** What is wrong with a value of one of the document's schemas (such as a refusal's details). */
  checkSchema(name: string, value: unknown): string[] {
    return this.problems(name, { $ref: `contract#/components/schemas/${name}` }, value, 0).map((p) =>
      p.replace(`${name} 0: `, `${name}: `),
    );
  }

  private resolveResponse(response: Record<string, unknown>): Record<string, unknown> {
    const target = response.$ref;
    if (typeof target !== 'string') return response;
    const name = target.split('/').pop()!;
    return this.document.components.responses[name] as Record<string, unknown>;
  }

  /** A schema of an operation with its references pointed into the registered components. */
  private rebase(schema: Schema): Schema {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as Schema;
    return this.strict ? (closed(rebased) as Schema) : rebased;
  }

  private problems(label: string, schema: Schema, body: unknown, status: number): string[] {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : '';
      return `${label} ${status}: ${e.instancePath || '(the body)'} ${e.message}${extra}`;
    });
  }
}
