import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import { AccountErrorCode } from '../errors';
import { allOperations } from './operations';
import { buildOpenApiDocument, openApiPath } from './openapi';

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument('1.2.3');
  const everyOperation = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  // The provider's calls (the storefront server's own are apart, below).
  const operations = everyOperation.filter((o) => !o.op['x-storefront']);

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(JSON.parse(JSON.stringify(doc)));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
  });

  it('has every call of the endpoint table and of the test control API, once, at its path under /api', () => {
    const expected = allOperations()
      .filter((e) => !e.operation.host)
      .map((e) => `${e.endpoint.method.toLowerCase()} ${openApiPath(e.endpoint.route)}`);
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([...expected].sort());
    expect(operations.length).toBe(66);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(operations.filter((o) => o.path.startsWith('/api/'))).toEqual([]);
    expect(doc.paths['/Category/List']?.get?.operationId).toBe('category.list');
    expect(doc.paths['/Product/{id}']?.get?.['x-access']).toBe('admin');
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(operations.length);
  });

  it("has the server's standing-order calls under /api, a business buyer's own, in a tag of their own", () => {
    const own = everyOperation.filter((o) => o.path.startsWith('/StandingOrder/'));
    expect(own.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'delete /StandingOrder/{id}',
      'get /StandingOrder/List',
      'post /StandingOrder/Create',
      'post /StandingOrder/Outcome/{id}',
      'post /StandingOrder/Update/{id}',
    ]);
    for (const { op } of own) {
      expect(op['x-storefront']).toBe(true);
      expect(op['x-access']).toBe('business');
      expect(op.tags).toEqual(["Standing orders (the storefront server's own)"]);
      expect(op.responses['401']).toBeDefined();
    }
    expect(doc.paths['/StandingOrder/Create']?.post?.responses['409']).toBeDefined();
    expect(JSON.stringify(doc.components.schemas['StandingOrderInputDto'])).toContain('"maxItems":200');
  });

  it("has the server's insights calls under /api, an administrator's, in a tag of their own", () => {
    const own = everyOperation.filter((o) => o.path.startsWith('/Insights/'));
    expect(own.map((o) => `${o.method} ${o.path}`).sort()).toEqual(['get /Insights/Customer/{customerId}', 'get /Insights/Summary']);
    for (const { op } of own) {
      expect(op['x-storefront']).toBe(true);
      expect(op['x-access']).toBe('admin');
      expect(op.tags).toEqual(["Insights (the storefront server's own)"]);
      expect(op.responses['401']).toBeDefined();
      expect(op.responses['403']).toBeDefined();
    }
    expect(doc.paths['/Insights/Summary']?.get?.parameters?.map((p) => p.name).sort()).toEqual(['from', 'to']);
  });

  it("has the server's own search calls under /api, in a tag of their own, marked as the storefront's", () => {
    const own = everyOperation.filter(
      (o) => o.op['x-storefront'] && !o.op.servers && !o.path.startsWith('/StandingOrder/') && !o.path.startsWith('/Insights/'),
    );
    expect(own.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'get /Search/Closest',
      'get /Search/Code/{code}',
      'get /Search/Items',
      'post /Search/Lookup',
    ]);
    const tag = "Catalogue search (the storefront server's own)";
    for (const { op } of own) {
      expect(op.tags).toEqual([tag]);
      expect(op.description).toContain("Served by the storefront's server itself");
      expect(op.responses['400']).toBeDefined();
      expect(op.responses['429']).toBeDefined();
    }
    expect(doc.tags.find((t) => t.name === tag)?.description).toContain('holds none');
    expect(doc.paths['/Search/Items']?.get?.parameters?.map((p) => p.name).sort()).toEqual([
      'categoryId',
      'itemGroupId',
      'pageNumber',
      'pageSize',
      'term',
    ]);
  });

  it('says which role each call needs, with the bearer scheme', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { op } of operations) {
      if (op['x-test-only']) continue;
      if (op['x-access'] === 'public') expect(op.security).toEqual([{}, { bearer: [] }]);
      else if (op.operationId === 'account.userInfo') expect(op.security).toEqual([{ bearer: [] }, { queryToken: [] }]);
      else expect(op.security).toEqual([{ bearer: [] }]);
      expect(op.description).toMatch(/^Role: /);
    }
    expect(doc.paths['/Order/Create']?.post?.['x-access']).toBe('business');
    expect(doc.paths['/Order/List']?.get?.['x-access']).toBe('businessOrAdmin');
  });

  it('describes request bodies, query and path parameters', () => {
    const create = doc.paths['/Order/Create']!.post!;
    expect(create.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/OrderCreateDto' });
    expect(create.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['header Idempotency-Key']);
    expect(doc.components.schemas.OrderCreateDto).toMatchObject({ required: expect.arrayContaining(['cartItems', 'customerId']) });
    const list = doc.paths['/Item/List']!.get!;
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'pageSize',
          in: 'query',
          required: false,
          schema: expect.objectContaining({ type: 'integer', maximum: 1000 }),
        }),
        expect.objectContaining({
          name: 'ExcludeItemList',
          in: 'query',
          explode: true,
          schema: expect.objectContaining({ type: 'array' }),
        }),
      ]),
    );
    expect(doc.paths['/Category/{id}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer', minimum: 1 }) }),
    ]);
    expect(doc.paths['/Item/Extensions/Update/Attributes/{itemId}']!.post!.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/ItemAttributeDto' },
    });
    expect(doc.paths['/Category/Update/Image/{id}']!.post!.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
    });
    expect(doc.paths['/WebsiteConfiguration/GetByKey']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'key', required: true }),
    ]);
  });

  it('gives every response: the envelope with its payload for 200, the error envelope for each refusal', () => {
    const ok = doc.paths['/Category/List']!.get!.responses['200'] as { content: Record<string, { schema: unknown }> };
    expect(ok.content['application/json']!.schema).toEqual({
      type: 'object',
      required: ['statusCode', 'payload'],
      properties: { statusCode: { const: 200 }, payload: { $ref: '#/components/schemas/PagedCategory' } },
    });
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 504]) {
      expect(doc.components.responses[`Error${status}`]).toBeDefined();
      expect(doc.components.schemas[`Error${status}`]).toEqual({
        allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { properties: { statusCode: { const: status } } }],
      });
    }
    expect(Object.keys(doc.paths['/Order/Create']!.post!.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '502',
      '504',
    ]);
    expect(Object.keys(doc.paths['/Category/List']!.get!.responses)).toEqual([
      '200',
      '304',
      '400',
      '401',
      '404',
      '429',
      '500',
      '502',
      '504',
    ]);
    const userInfo = doc.components.schemas.UserInfo as { properties: Record<string, unknown>; required: string[] };
    expect(userInfo.properties.businessCustomer).toEqual({ anyOf: [{ $ref: '#/components/schemas/BusinessCustomer' }, { type: 'null' }] });
    // The customer's price list is optional (backward compatible: a provider that does not tell still matches).
    const customer = doc.components.schemas.BusinessCustomerSummary as { properties: Record<string, unknown>; required: string[] };
    expect(customer.required).toEqual(['customerId', 'lastName']);
    expect(customer.properties.priceListId).toMatchObject({ anyOf: [{ type: 'integer' }, { type: 'null' }] });
    expect(doc.components.schemas.PriceListInUseDetails).toMatchObject({
      required: ['customers'],
      properties: { customers: { type: 'array', items: { $ref: '#/components/schemas/BusinessCustomerSummary' } } },
    });
    expect(doc.paths['/PriceList/Delete/{id}']!.delete!.description).toMatch(
      /409 when a customer buys at it \(details: PriceListInUseDetails/,
    );
    const item = doc.components.schemas.Item as { required: string[] };
    expect(item.required).not.toContain('salePriceInNIS');
    expect(item.required).toContain('itemPackSize');
  });

  it('lists the account error codes -1000..-1006', () => {
    const code = (doc.components.schemas.EnvelopeError as { properties: { code: { oneOf: Array<{ enum: unknown[] }> } } }).properties.code;
    expect(code.oneOf[0]!.enum).toEqual([-1000, -1001, -1002, -1003, -1004, -1005, -1006]);
    expect(code.oneOf[0]!.enum).toEqual(Object.values(AccountErrorCode));
    expect(code.oneOf[1]!.enum).toEqual(expect.arrayContaining(['validation_failed', 'order_changed', 'rate_limited', 'bad_gateway']));
  });

  it("tags the mock's test control API as test-only", () => {
    const control = operations.filter((o) => o.path.startsWith('/__mock/'));
    expect(control.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'delete /__mock/faults',
      'get /__mock/faults',
      'get /__mock/orders',
      'post /__mock/clock',
      'post /__mock/faults',
      'post /__mock/reset',
    ]);
    for (const { op } of control) {
      expect(op['x-test-only']).toBe(true);
      expect(op.tags).toEqual(['Test control (mock only)']);
      expect(op.description).toMatch(/MOCK_CONTROL=true/);
    }
    expect(operations.filter((o) => o.op['x-test-only'] && !o.path.startsWith('/__mock/'))).toEqual([]);
  });

  it('has schemas that compile as JSON Schema 2020-12, each reachable and none dangling', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    for (const name of Object.keys(doc.components.schemas)) expect(() => ajv.getSchema(`doc#/components/schemas/${name}`)).not.toThrow();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
    // The forms' own DTOs are not part of the contract.
    expect(Object.keys(doc.components.schemas)).not.toContain('ChangePasswordFormDto');
    expect(Object.keys(doc.components.schemas)).not.toContain('RegisterBusinessFormDto');
  });
});

describe('the numbers of the document have lower bounds (docs/architecture.md §5)', () => {
  /** Numbers that may be below 0 by their meaning, each with why. */
  const SIGNED: Record<string, string> = {
    'CustomerRhythm.overdueDays': 'days past the rhythm: 0 or less when on time (its description says so)',
  };
  it('gives every integer and number field of every schema a minimum (ids from 1, counts from 0, money from 0 in agorot)', () => {
    const document = buildOpenApiDocument();
    const unbounded: string[] = [];
    const visit = (where: string, schema: Record<string, unknown>) => {
      for (const inner of [...((schema.anyOf as object[]) ?? []), ...((schema.oneOf as object[]) ?? [])])
        visit(where, inner as Record<string, unknown>);
      const numeric = schema.type === 'integer' || schema.type === 'number';
      const bounded = schema.enum !== undefined || schema.const !== undefined;
      if (numeric && !bounded && schema.minimum === undefined && schema.exclusiveMinimum === undefined && !SIGNED[where])
        unbounded.push(where);
      if (numeric && schema.type === 'number' && schema.multipleOf === undefined && /price|total|vat|sum|missing|minimumOrder/i.test(where))
        unbounded.push(`${where} (money without multipleOf 0.01)`);
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const [field, property] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {}))
        visit(`${name}.${field}`, property);
    }
    expect(unbounded).toEqual([]);
  });

  it("describes the login token as a JWT: three base64url parts, carrying 'exp' and 'sub'", () => {
    const document = buildOpenApiDocument();
    const login = document.paths['/Account/Login']!.post!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { payload: Record<string, unknown> } } } };
    };
    const payload = login.content['application/json'].schema.properties.payload;
    expect(payload).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' });
    expect(payload.description).toMatch(/exp.*sub|sub.*exp/);
  });
});
