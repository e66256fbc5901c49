// A property-based fuzz of the whole contract, driven by the OpenAPI document: for every operation,
// as a visitor, a business user, an administrator or with a forged token, requests whose path
// parameters, query and body are valid by the document's schemas or broken in one way. Whatever
// comes, the mock never responds with 5xx, every response matches the document (strictly), and a request it
// refuses changes nothing in its store.
import fc from 'fast-check';
import type request from 'supertest';
import { ResponseChecker } from '@shared/contract/responseCheck';
import { allOperations, pathParams } from '@shared/contract/operations';
import type { OpenApiOperation, Schema } from '@shared/contract/openapi';
import { createTestProvider, PNG_1X1, type TestProvider } from '../testing';
import { SchemaArbitraries } from './arbitraries';

const checker = new ResponseChecker({ strict: true });
const doc = checker.document;
const arbitraries = new SchemaArbitraries(doc);

/** Runs per operation: about 55 operations, so some 2,500 requests in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 45);

type Role = 'visitor' | 'business' | 'admin' | 'forged';

interface FuzzRequest {
  role: Role;
  path: string;
  query: Array<[string, string]>;
  /** JSON body (undefined: none). */
  body?: unknown;
  /** Multipart upload: the file's bytes, or null for a form without one. */
  file?: Buffer | null;
}

/** Everything in the store, as text: equal before and after a refused request. */
function snapshot(p: TestProvider): string {
  return JSON.stringify(p.store.db, (_key, value: unknown) => {
    if (value instanceof Map) return [...value.entries()];
    if (Buffer.isBuffer(value) || (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer')) return '<bytes>';
    return value;
  });
}

const BAD_PARAMS = ['0', '-1', 'abc', '1.5', '99999999999', '\u202E1', 'x'.repeat(300), "1' OR '1'='1", '..', '%', ' '];

function paramArbitrary(p: TestProvider, name: string, schema: Schema): fc.Arbitrary<string> {
  const codes = [...p.store.db.items.values()].slice(0, 5).map((i) => i.itemId);
  const token = p.store.db.orders[0]?.documentToken ?? 'none';
  const samples: Record<string, string[]> = {
    itemId: codes,
    email: ['buyer@example.com', 'nobody@example.com'],
    token: [token],
    bannerId: ['1', 'x'],
  };
  const good =
    schema.type === 'string' && !schema.enum && samples[name]
      ? fc.oneof(fc.constantFrom(...samples[name]!), arbitraries.valid(schema).map(String))
      : arbitraries.valid(schema).map(String);
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: fc.constantFrom(...BAD_PARAMS) });
}

function queryArbitrary(op: OpenApiOperation): fc.Arbitrary<Array<[string, string]>> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const valid = fc
    .tuple(
      ...params.map((param) =>
        fc.option(arbitraries.valid(param.schema), { nil: undefined, freq: param.required ? 100 : 2 }).map((v) => ({ param, v })),
      ),
    )
    .map((values) =>
      values.flatMap(({ param, v }): Array<[string, string]> => {
        if (v === undefined) return [];
        return Array.isArray(v) ? v.map((e) => [param.name, String(e)]) : [[param.name, String(v)]];
      }),
    );
  const broken = fc.tuple(
    valid,
    fc.constantFrom(...(params.length > 0 ? params.map((p) => p.name) : ['unknown']), 'zzz'),
    fc.constantFrom('abc', '-1', '', '1.5', 'x'.repeat(300), 'true', '0'),
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: broken.map(([q, name, value]) => [...q, [name, value] as [string, string]]) },
  );
}

function requestArbitrary(p: TestProvider, route: string, op: OpenApiOperation): fc.Arbitrary<FuzzRequest> {
  const names = pathParams(route);
  const params = fc.tuple(
    ...names.map((name) => paramArbitrary(p, name, op.parameters.find((q) => q.in === 'path' && q.name === name)!.schema)),
  );
  const role = fc.constantFrom<Role>('visitor', 'business', 'admin', 'admin', 'forged');
  const json = op.requestBody?.content['application/json']?.schema;
  const multipart = op.requestBody?.content['multipart/form-data'];
  const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'file'>> = json
    ? fc.oneof(
        arbitraries.valid(json).map((b) => ({ body: b })),
        arbitraries.invalid(json).map((b) => ({ body: b })),
      )
    : multipart
      ? fc.constantFrom<Buffer | null>(PNG_1X1, Buffer.from('not an image'), null).map((file) => ({ file }))
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((b) => ({ body: b })) },
        );
  return fc.record({ role, params, query: queryArbitrary(op), body }).map(({ role: r, params: values, query, body: b }) => ({
    role: r,
    path: `/api${names.reduce((path, name, i) => path.replace(`:${name}`, encodeURIComponent(values[i]!)), route)}`,
    query,
    ...b,
  }));
}

async function send(p: TestProvider, method: string, req: FuzzRequest): Promise<request.Response> {
  const search = new URLSearchParams(req.query).toString();
  let call = p.api()[method.toLowerCase() as 'get' | 'post' | 'delete'](`${req.path}${search ? `?${search}` : ''}`);
  if (req.role === 'forged') call = call.set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged');
  else if (req.role !== 'visitor') call = call.set(p.auth(req.role === 'admin' ? p.tokens.admin : p.tokens.buyer));
  if (req.file !== undefined) {
    call = req.file ? call.attach('file', req.file, 'upload.png') : call.field('note', 'no file');
  } else if (req.body !== undefined) {
    call = call.set('Content-Type', 'application/json').send(JSON.stringify(req.body));
  }
  return call.buffer(true);
}

// The provider's calls: the server's own search calls are no provider's (server/search/routes.test.ts fuzzes them).
const entries = allOperations().filter((e) => !e.operation.testOnly && !e.operation.host);
let requests = 0;
let refused = 0;

afterAll(() => {
  // The fuzz's figures, for the record.
  console.info(`contract fuzz: ${entries.length} operations, ${requests} requests, ${refused} refused, every response validated`);
});

describe('the contract under fuzz', () => {
  it.each(entries.map((e) => [`${e.endpoint.method} ${e.endpoint.route}`, e] as const))(
    '%s: never 5xx, always as documented, refusals change nothing',
    async (_label, entry) => {
      const p = createTestProvider({ items: 40 });
      const method = entry.endpoint.method;
      const op = doc.paths[entry.endpoint.route.replace(/:([A-Za-z]+)/g, '{$1}')]![method.toLowerCase()]!;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(p, entry.endpoint.route, op), async (req) => {
          const before = snapshot(p);
          const res = await send(p, method, req);
          requests += 1;
          expect(res.status).toBeLessThan(500);
          const body = /json/.test(res.headers['content-type'] ?? '') ? res.body : res.text;
          const path = req.path.slice('/api'.length);
          expect(checker.check({ method, path, status: res.status, contentType: res.headers['content-type'], body })).toEqual([]);
          if (res.status >= 400) {
            refused += 1;
            expect(snapshot(p)).toBe(before);
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );
    },
    // What is checked is every response, not how soon: a login's or a password's runs each hash a
    // password with scrypt (a tenth of a second, far more on a loaded machine), so an operation may
    // take longer than jest's default 5 s.
    60_000,
  );
});
