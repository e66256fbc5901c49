// The document, exact: each detail the outside tools (Redocly, Spectral, Prism, Portman)
// found, held against the generated document and, where the server decides, against the DTO it runs.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ErrorCode } from '../errors';
import { EMAIL_PATTERN, MockFaultDto, OrderListQueryDto, ProductDto, validateDto } from '../validation';
import { buildOpenApiDocument, type OpenApiOperation, type Schema } from './openapi';

const doc = buildOpenApiDocument('1.0.0');
const schemas = doc.components.schemas;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op: op as OpenApiOperation })),
);
const props = (name: string) => (schemas[name] as { properties: Record<string, Schema> }).properties;

/** A validator of a schema of the document, as JSON Schema 2020-12 reads it (format an annotation, as ajv's default). */
function validator(schema: Schema, options: { formats?: boolean } = {}) {
  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9, validateFormats: options.formats === true });
  if (options.formats) addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components });
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Schema);
}

const product = { productName: 'גבינה', description: 'גבינה צהובה', categoryId: 1, isPreWeighted: false };

describe('the OpenAPI document, exact', () => {
  it("takes null for a product's defaultWeight, as the server does, unless the product is pre-weighted", () => {
    const weight = props('ProductDto').defaultWeight!;
    expect(weight.anyOf).toEqual([expect.objectContaining({ type: 'number' }), { type: 'null' }]);
    expect(weight.description).toMatch(/^Kilograms, at most two decimals\. Required when isPreWeighted is true/);
    const body = validator({ $ref: '#/components/schemas/ProductDto' });
    expect(validateDto(ProductDto, { ...product, defaultWeight: null }).ok).toBe(true);
    expect(body({ ...product, defaultWeight: null })).toBe(true);
    expect(body({ ...product, defaultWeight: 1.25 })).toBe(true);
    expect(validateDto(ProductDto, { ...product, isPreWeighted: true, defaultWeight: null })).toEqual({
      ok: false,
      errors: { defaultWeight: ['required'] },
    });
  });

  it('gives fromDate and toDate one format, so a day passes whether formats are checked or only noted', () => {
    const params = doc.paths['/Order/List']!.get!.parameters.filter((p) => p.name === 'fromDate' || p.name === 'toDate');
    expect(params).toHaveLength(2);
    for (const { schema } of params) {
      expect(schema).toMatchObject({ type: 'string', format: 'date' });
      expect(schema.oneOf).toBeUndefined();
      for (const formats of [false, true]) expect(validator(schema, { formats })('2026-01-01')).toBe(true);
      expect(validator(schema, { formats: true })('2026-02-30')).toBe(false);
    }
    // The server takes the same days, and nothing else.
    expect(validateDto(OrderListQueryDto, { fromDate: '2026-01-01', toDate: '2026-12-31' }).ok).toBe(true);
    for (const bad of ['2026-02-30', '2026-01-01T00:00:00Z', '1/1/2026'])
      expect(validateDto(OrderListQueryDto, { fromDate: bad })).toEqual({ ok: false, errors: { fromDate: ['invalidValue'] } });
  });

  it("documents the mock-fault body's fields as the server takes them: no 'effect', and a fault that does nothing names status", () => {
    expect(Object.keys(props('MockFaultDto')).sort()).toEqual(['drop', 'latencyMs', 'method', 'path', 'status', 'times']);
    expect(props('MockFaultDto').status!.description).toMatch(/Required unless latencyMs \(above 0\) or drop: true/);
    const refused = validateDto(MockFaultDto, { path: '/Order' });
    expect(refused).toEqual({ ok: false, errors: { status: ['required'] } });
    expect(validateDto(MockFaultDto, { path: '/Order', status: 502, effect: 1 })).toEqual({
      ok: false,
      errors: { effect: ['unknownField'] },
    });
    expect(validateDto(MockFaultDto, { path: '/Order', drop: true }).ok).toBe(true);
  });

  it("references ErrorEnvelope from every refusal, and OrderChangedDetails and BelowMinimumDetails from Order/Create's 409", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 504])
      expect(JSON.stringify(schemas[`Error${status}`])).toContain('"#/components/schemas/ErrorEnvelope"');
    expect(doc.paths['/Order/Create']!.post!.responses['409']).toEqual({
      $ref: '#/components/responses/Error409OrderChangedOrBelowMinimum',
    });
    expect(doc.paths['/PriceList/Delete/{id}']!.delete!.responses['409']).toEqual({
      $ref: '#/components/responses/Error409PriceListInUse',
    });
    expect(JSON.stringify(schemas.Error409OrderChangedOrBelowMinimum)).toContain('"#/components/schemas/OrderChangedDetails"');
    expect(JSON.stringify(schemas.Error409OrderChangedOrBelowMinimum)).toContain('"#/components/schemas/BelowMinimumDetails"');
    // Other 409s carry no details.
    expect(doc.paths['/Account/Register/Business']!.post!.responses['409']).toEqual({ $ref: '#/components/responses/Error409' });
    const changed = validator({ $ref: '#/components/schemas/Error409OrderChangedOrBelowMinimum' });
    const details = { lines: [{ itemId: 'A1', sentPrice: 10, currentPrice: 12, reason: 'priceChanged' }], totals: {} };
    expect(changed({ statusCode: 409, error: { code: 'order_changed', details } })).toBe(false);
    const totals = { totalPriceBeforeVat: 12, vatSum: 2.16, totalPrice: 14.16, vatPercent: 18 };
    expect(changed({ statusCode: 409, error: { code: 'order_changed', details: { ...details, totals } } })).toBe(true);
    expect(changed({ statusCode: 409, error: { code: 'order_changed' } })).toBe(false);
    // Below the minimum: its own details, under its own code only.
    const below = { minimumOrder: 300, totalPriceBeforeVat: 180, missing: 120 };
    expect(changed({ statusCode: 409, error: { code: 'below_minimum', details: below } })).toBe(true);
    expect(changed({ statusCode: 409, error: { code: 'order_changed', details: below } })).toBe(false);
    expect(changed({ statusCode: 409, error: { code: 'below_minimum', details: { ...details, totals } } })).toBe(false);
    expect(changed({ statusCode: 409, error: { code: 'below_minimum' } })).toBe(false);
  });

  it("makes the order minimum the provider's duty in Order/Create: the storefront does not check it, the provider refuses with 409 below_minimum and its details", () => {
    const create = doc.paths['/Order/Create']!.post!;
    expect(create.description).toMatch(/provider's duty/);
    expect(create.description).toMatch(/Delivery setting's MinimumOrder/);
    expect(create.description).toMatch(/storefront's server does not check it/);
    expect(create.description).toMatch(/below_minimum.*BelowMinimumDetails/s);
    expect(create.description).toMatch(/verify-provider/);
  });

  it('declares a 500 internal_error once, for every operation', () => {
    expect(doc.components.responses.Error500).toMatchObject({ description: expect.stringContaining('internal_error') });
    for (const { path, method, op } of operations)
      expect({ call: `${method} ${path}`, ok: op.responses['500'] }).toEqual({
        call: `${method} ${path}`,
        ok: { $ref: '#/components/responses/Error500' },
      });
    const code = (schemas.EnvelopeError as { properties: { code: { oneOf: Array<{ enum: unknown[] }> } } }).properties.code;
    expect(code.oneOf[1]!.enum).toContain(ErrorCode.Internal);
  });

  it('gives amounts multipleOf 0.01, with the unit each counts in', () => {
    const amounts: Record<string, Schema> = {
      'OrderCreateDto.totalPrice': props('OrderCreateDto').totalPrice!,
      'OrderCreateDto.totalPriceBeforeVat': props('OrderCreateDto').totalPriceBeforeVat!,
      'OrderCreateDto.vatSum': props('OrderCreateDto').vatSum!,
      'OrderCreateDto.vatPercent': props('OrderCreateDto').vatPercent!,
      'OrderLineDto.salePriceInNIS': props('OrderLineDto').salePriceInNIS!,
      'PriceDto.unitPrice': props('PriceDto').unitPrice!,
      'ProductDto.defaultWeight': (props('ProductDto').defaultWeight!.anyOf as Schema[])[0]!,
    };
    for (const [name, schema] of Object.entries(amounts))
      expect({ name, multipleOf: schema.multipleOf }).toEqual({ name, multipleOf: 0.01 });
    const price = validator(amounts['PriceDto.unitPrice']!);
    expect([19.99, 0.07, 1234.5].map((v) => price(v))).toEqual([true, true, true]);
    expect(price(19.999)).toBe(false);
    expect(props('OrderCreateDto').vatPercent!.description).toBe('Percent, at most two decimals.');
    expect(props('ProductDto').defaultWeight!.description).not.toMatch(/shekel/i);
    expect(props('OrderCreateDto').totalPrice!.description).toBe('Shekels in whole agorot (at most two decimals).');
    expect((schemas.Order as { properties: Record<string, Schema> }).properties.vatPercent!.description).toMatch(/percent/);
  });

  it("gives ResetPassword's email the server's email pattern", () => {
    const [email] = doc.paths['/Account/ResetPassword/{email}']!.post!.parameters;
    expect(email).toMatchObject({ name: 'email', in: 'path', schema: { type: 'string', pattern: EMAIL_PATTERN.source } });
    const check = validator(email!.schema);
    expect(check('buyer@example.com')).toBe(true);
    expect(check('buyer')).toBe(false);
  });

  it('says a setting value is JSON text, and that Register/Business responds with a token', () => {
    for (const value of [props('SiteSettingDto').value!, props('WebsiteConfigEntry').value!]) {
      expect(value).toMatchObject({
        type: 'string',
        contentMediaType: 'application/json',
        description: expect.stringMatching(/^JSON text/),
      });
    }
    const ok = doc.paths['/Account/Register/Business']!.post!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { payload: Schema } } } };
    };
    expect(ok.content['application/json'].schema.properties.payload.description).toMatch(/bearer token/);
    expect(JSON.stringify(ok)).not.toMatch(/confirmation/i);
  });

  it('declares the headers it sends: ETag, Cache-Control, Idempotent-Replayed, Retry-After', () => {
    expect(Object.keys(doc.components.headers).sort()).toEqual(['CacheControl', 'ETag', 'IdempotentReplayed', 'RetryAfter']);
    const headers = (response: unknown) => Object.keys((response as { headers?: object }).headers ?? {});
    for (const { path, method, op } of operations) {
      expect({ call: `${method} ${path}`, headers: headers(op.responses['200']) }).toEqual({
        call: `${method} ${path}`,
        headers: expect.arrayContaining(method === 'get' && !op['x-storefront'] ? ['ETag', 'Cache-Control'] : ['Cache-Control']),
      });
      if (method === 'get' && !op['x-storefront']) expect(headers(op.responses['304'])).toEqual(['ETag', 'Cache-Control']);
    }
    expect(headers(doc.paths['/Order/Create']!.post!.responses['200'])).toContain('Idempotent-Replayed');
    expect(headers(doc.paths['/Category/Add']!.post!.responses['200'])).not.toContain('Idempotent-Replayed');
    expect(doc.components.responses.Error429).toMatchObject({ headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } });
  });

  it('names its licence and a contact', () => {
    expect(doc.info.license).toEqual({ name: expect.any(String), identifier: 'LicenseRef-Proprietary' });
    expect(doc.info.contact).toEqual({ name: expect.any(String) });
  });
});

describe("the OpenAPI document: what the storefront's server adds", () => {
  it('documents GET /documents/{sealed}, on the server’s own origin, and says documentLink is a sealed v1. token opened there', () => {
    const open = doc.paths['/documents/{sealed}']!.get!;
    expect(open).toMatchObject({
      'x-storefront': true,
      servers: [{ url: '/' }],
      security: [{}],
      tags: ['Storefront server (its own calls)'],
    });
    expect(doc.tags.map((t) => t.name)).toContain('Storefront server (its own calls)');
    expect(open.parameters).toEqual([
      expect.objectContaining({ name: 'sealed', in: 'path', schema: expect.objectContaining({ pattern: '^v1\\.[A-Za-z0-9_-]+$' }) }),
    ]);
    expect(Object.keys(open.responses)).toEqual(['200', '404', '500', '502', '504']);
    for (const entity of ['Order', 'OrderCreated'])
      expect((schemas[entity] as { properties: Record<string, Schema> }).properties.documentLink!.description).toMatch(
        /`v1\.`.*GET \/documents\/\{sealed\}/,
      );
  });

  it("says, where a reader looks, that visitors get no prices, the limits' 429 comes with Retry-After, and catalogue reads are cached with ETag and 304", () => {
    const description = doc.info.description as string;
    expect(description).toContain("## Through the storefront's server");
    for (const said of ['GET /documents/{sealed}', 'Retry-After', 'takes every price field out', 'stale-while-revalidate', '304'])
      expect(description).toContain(said);
    expect(doc.components.responses.Error429).toMatchObject({ description: expect.stringContaining('Retry-After') });
    expect(doc.paths['/Item/List']!.get!.description).toMatch(/A visitor's response carries no prices/);
    expect(doc.components.headers.CacheControl).toMatchObject({ description: expect.stringContaining('private, no-store') });
  });
});
