// Hostile and sloppy requests: every one gets a clear 4xx in the envelope, never a 500, and none
// changes stored data.
import { createHash } from 'node:crypto';
import { allEndpoints, apiPath, type Endpoint } from '@shared/contract/api';
import type { MockStore } from './store';
import { createTestProvider, type TestProvider } from './testing';

/** A digest of every table, so a comparison names the table that changed. */
function snapshot(store: MockStore): Record<string, string | number> {
  const { db } = store;
  const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
  return {
    users: digest([...db.users.values()]),
    customers: digest([...db.customers.values()]),
    categories: digest([...db.categories.values()]),
    itemGroups: digest([...db.itemGroups.values()]),
    attributes: digest([...db.attributes.values()]),
    attributeValues: digest([...db.attributeValues.values()]),
    priceLists: digest([...db.priceLists.values()]),
    prices: digest([...db.prices].map(([list, prices]) => [list, [...prices]])),
    items: digest([...db.items.values()]),
    itemCodes: digest([...db.itemsByCode.keys()]),
    orders: digest(db.orders),
    settings: digest([...db.settings]),
    files: db.files.size,
  };
}

type Res = { status: number; body: { statusCode?: number; error?: { code?: unknown; errors?: Record<string, string[]> } } };

/** What is wrong with a refusal, or null: it must be a 4xx (`status` when given) whose envelope repeats the status and carries an error code. */
function refusalProblem(res: Res, status?: number): string | null {
  if (res.status < 400 || res.status >= 500) return `responded ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
  if (status !== undefined && res.status !== status)
    return `responded ${res.status} instead of ${status} ${JSON.stringify(res.body).slice(0, 160)}`;
  if (res.body.statusCode !== res.status) return `envelope statusCode ${res.body.statusCode} for HTTP ${res.status}`;
  if (!['string', 'number'].includes(typeof res.body.error?.code)) return 'no error code in the envelope';
  return null;
}

/** Collects the requests that were not refused as they should be (with errors naming `keys` when given), so one run lists them all. */
function refusals() {
  const problems: string[] = [];
  return {
    problems,
    check(res: Res, label: string, status?: number, keys?: string[]): void {
      const problem = refusalProblem(res, status);
      if (problem) problems.push(`${label}: ${problem}`);
      else if (keys) {
        // Each error must name one of the fields at fault, or a path below it ('cartItems.0.id').
        const named = Object.keys(res.body.error?.errors ?? {});
        const under = (key: string) => keys.some((k) => key === k || key.startsWith(`${k}.`));
        if (named.length === 0 || !named.every(under))
          problems.push(`${label}: errors ${JSON.stringify(res.body.error?.errors)} do not name ${keys.join(', ')}`);
      }
    },
  };
}

/** Asserts one refusal. */
function expectClear4xx(res: Res, label: string, status?: number): void {
  expect(`${label}: ${refusalProblem(res, status) ?? 'refused'}`).toBe(`${label}: refused`);
}

type Kind = 'id' | 'int' | 'optInt' | 'amount' | 'optAmount' | 'text' | 'optText' | 'str' | 'bool' | 'json' | 'key' | 'email' | 'list';

/** Values that are wrong for a field of each kind. */
const BAD: Record<Kind, unknown[]> = {
  id: ['abc', '1', 1.5, -1, 0, 2 ** 53, 1e308, 2 ** 31, null, true, [], {}, [1]],
  int: ['abc', '1', 1.5, -1, 0, 2 ** 53, 1e308, null, true, [], {}],
  optInt: ['abc', '1', 1.5, -1, 2 ** 53, 1e308, true, [], {}],
  amount: ['abc', '5', 1.234, -1, 2 ** 53, 1e308, null, true, [], {}],
  optAmount: ['abc', '5', 1.234, -1, 2 ** 53, 1e308, true, [], {}],
  text: [12345, null, true, [], {}, ['a'], '', '   ', 'א'.repeat(1001)],
  optText: [12345, true, [], {}, 'א'.repeat(1001)],
  str: [12345, null, true, [], {}, 'א'.repeat(5001)],
  bool: ['true', 1, 0, null, [], {}],
  json: [12345, null, 'not json', '"text"', '5', [], {}],
  key: ['NoSuchKey', 12345, null, [], {}],
  email: ['nobody', 12345, null, [], {}],
  list: ['abc', {}, null, 5, [], [null], ['abc'], [{}], [[]]],
};

interface WriteCall {
  method: 'post' | 'delete';
  path: string;
  who: 'admin' | 'buyer';
  body: Record<string, unknown>;
  fields: Record<string, Kind>;
}

function writeCalls(p: TestProvider): WriteCall[] {
  const item = [...p.store.db.items.values()][0]!;
  const buyer = p.store.accounts.byEmail('buyer@example.com')!;
  const admin = (path: string, body: Record<string, unknown>, fields: Record<string, Kind>): WriteCall => ({
    method: 'post',
    path,
    who: 'admin',
    body,
    fields,
  });
  return [
    admin(
      '/Category/Add',
      { categoryName: 'קטגוריה חדשה', description: 'תיאור', displayOrder: 5 },
      { categoryName: 'text', description: 'optText', displayOrder: 'optInt' },
    ),
    admin(
      '/Category/Update',
      { id: 1, categoryName: 'משקאות חדשים', description: 'תיאור', displayOrder: 1 },
      { id: 'id', categoryName: 'text', description: 'text', displayOrder: 'optInt' },
    ),
    admin('/Attribute/Add', { name: 'צבע', description: 'צבע' }, { name: 'text', description: 'text' }),
    admin('/Attribute/Update', { id: 1, name: 'יצרן', description: 'x' }, { id: 'id', name: 'text', description: 'text' }),
    admin('/Attribute/AddValue', { attributeId: 1, value: 'ערך' }, { attributeId: 'id', value: 'text' }),
    admin('/Attribute/UpdateValue', { id: 1, attributeId: 1, value: 'ערך' }, { id: 'id', attributeId: 'id', value: 'text' }),
    admin('/PriceList/Add', { name: 'מחירון' }, { name: 'text' }),
    admin('/PriceList/Update', { id: 1, name: 'מחירון' }, { id: 'id', name: 'text' }),
    admin(
      '/PriceList/Price/Add',
      { productID: item.id, priceListID: 1, unitPrice: 5 },
      { productID: 'id', priceListID: 'id', unitPrice: 'amount' },
    ),
    admin(
      '/PriceList/Price/Update',
      { productID: item.id, priceListID: 1, unitPrice: 5 },
      { productID: 'id', priceListID: 'id', unitPrice: 'amount' },
    ),
    admin(
      '/Product/Add',
      { productName: 'מוצר', description: 'x', categoryId: 1, isPreWeighted: false },
      { productName: 'text', description: 'text', categoryId: 'id', isPreWeighted: 'bool', defaultWeight: 'optAmount' },
    ),
    admin(
      '/Product/Update',
      { productID: item.id, productName: 'מוצר', description: 'x', categoryId: 1, isPreWeighted: false },
      { productID: 'id', productName: 'text', description: 'text', categoryId: 'id', isPreWeighted: 'bool', defaultWeight: 'optAmount' },
    ),
    admin('/WebsiteConfiguration/AddOrUpdate', { key: 'Discount', value: '{"Discount":5}' }, { key: 'key', value: 'json' }),
    admin('/WebsiteConfiguration/Delete', { key: 'Discount' }, { key: 'key' }),
    admin(
      `/Item/Extensions/Update/${item.itemId}`,
      { isAvailable: true, displayOrder: 1, minOrderQuantity: 1, fullDescription: 'x', isPriceChanged: false },
      { isAvailable: 'bool', displayOrder: 'int', minOrderQuantity: 'int', fullDescription: 'str', isPriceChanged: 'bool' },
    ),
    admin(
      '/Account/Register/Business',
      { email: 'fresh@example.com', password: 'Secret12', businessCustomerId: 1003 },
      { email: 'email', password: 'text', businessCustomerId: 'id', firstName: 'optText', lastName: 'optText' },
    ),
    admin(
      '/Account/ChangePassword',
      { email: 'admin@example.com', oldPassword: 'Admin123!', newPassword: 'Changed12' },
      { email: 'email', oldPassword: 'text', newPassword: 'text' },
    ),
    {
      method: 'post',
      path: '/Order/Create',
      who: 'buyer',
      body: {
        userId: buyer.id,
        customerId: 1001,
        comment: '',
        totalPriceBeforeVat: 1,
        totalPrice: 1.18,
        vatSum: 0.18,
        vatPercent: 18,
        cartItems: [{ id: item.id, itemId: item.itemId, itemDescription: item.itemDescription, salePriceInNIS: 1, quantity: 24 }],
      },
      fields: {
        userId: 'id',
        customerId: 'id',
        comment: 'str',
        totalPriceBeforeVat: 'amount',
        totalPrice: 'amount',
        vatSum: 'amount',
        vatPercent: 'amount',
        cartItems: 'list',
      },
    },
  ];
}

const send = (p: TestProvider, call: WriteCall, body: unknown) =>
  p
    .api()
    [call.method](`/api${call.path}`)
    .set(p.auth(p.tokens[call.who]))
    .send(body as object);

describe('wrong types, huge and negative numbers in bodies', () => {
  const p = createTestProvider();

  it('refuses every wrong value of every field of every write call with a clear 4xx, changing nothing', async () => {
    const before = snapshot(p.store);
    const r = refusals();
    let checked = 0;
    for (const call of writeCalls(p)) {
      for (const [field, kind] of Object.entries(call.fields)) {
        for (const value of BAD[kind]) {
          const res = await send(p, call, { ...call.body, [field]: value });
          r.check(res, `${call.path} ${field}=${JSON.stringify(value).slice(0, 20)}`, 400, [field]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(r.problems).toEqual([]);
    expect(snapshot(p.store)).toEqual(before);
    // Over 400 requests in turn: what is checked is each response and the store, not how soon (a loaded
    // machine takes longer than jest's default 5 s).
  }, 60_000);

  it('refuses a bad line inside the order body, naming its path', async () => {
    const before = snapshot(p.store);
    const order = writeCalls(p).find((c) => c.path === '/Order/Create')!;
    const line = (order.body.cartItems as object[])[0]!;
    const lineKinds: Record<string, Kind> = { id: 'id', itemId: 'text', itemDescription: 'str', salePriceInNIS: 'amount', quantity: 'int' };
    const r = refusals();
    for (const [field, kind] of Object.entries(lineKinds)) {
      for (const value of BAD[kind]) {
        const res = await send(p, order, { ...order.body, cartItems: [{ ...line, [field]: value }] });
        r.check(res, `Order/Create cartItems.0.${field}=${JSON.stringify(value).slice(0, 20)}`, 400, [`cartItems.0.${field}`]);
      }
    }
    expect(r.problems).toEqual([]);
    expect(snapshot(p.store)).toEqual(before);
  });

  it('refuses malformed lists on the calls whose body is a list', async () => {
    const before = snapshot(p.store);
    const code = [...p.store.db.items.values()][0]!.itemId;
    const cases: Array<[string, unknown[]]> = [
      [
        `/Item/Extensions/Update/Attributes/${code}`,
        [
          {},
          [1],
          [null],
          ['abc'],
          [[]],
          [{}],
          [{ attributeName: 1, attributeValue: 'x' }],
          [{ attributeName: 'x', attributeValue: 'y', extra: 1 }],
        ],
      ],
      [`/Item/Extensions/Update/RelatedItems/${code}`, [{}, 'abc', [1], [null], [[]], [{}], [true], ['x'.repeat(51)]]],
    ];
    const r = refusals();
    for (const [path, bodies] of cases) {
      for (const body of bodies) {
        const res = await p
          .api()
          .post(`/api${path}`)
          .set(p.auth(p.tokens.admin))
          .send(body as object);
        r.check(res, `${path} ${JSON.stringify(body).slice(0, 30)}`, 400);
      }
    }
    expect(r.problems).toEqual([]);
    expect(snapshot(p.store)).toEqual(before);
  });

  it('refuses a body that is a list, a string, a number or null instead of an object', async () => {
    const before = snapshot(p.store);
    const r = refusals();
    for (const call of writeCalls(p)) {
      for (const raw of ['[]', '[{"a":1}]', '"text"', '42', 'null', 'true']) {
        const res = await p
          .api()
          [call.method](`/api${call.path}`)
          .set(p.auth(p.tokens[call.who]))
          .set('Content-Type', 'application/json')
          .send(raw);
        r.check(res, `${call.path} body ${raw}`, 400);
      }
    }
    expect(r.problems).toEqual([]);
    expect(snapshot(p.store)).toEqual(before);
  });

  it('refuses numbers JSON can spell but no field takes: 1e999 (Infinity), -0, 1e-400', async () => {
    const before = snapshot(p.store);
    const raw = (json: string) =>
      p.api().post('/api/PriceList/Price/Update').set(p.auth(p.tokens.admin)).set('Content-Type', 'application/json').send(json);
    const item = [...p.store.db.items.values()][0]!;
    for (const n of ['1e999', '-1e999']) {
      const res = await raw(`{"productID":${item.id},"priceListID":1,"unitPrice":${n}}`);
      expectClear4xx(res, `unitPrice ${n}`);
    }
    for (const [n, key] of [
      ['1e999', 'tooLarge'],
      ['-0', 'invalidId'],
      ['1e-400', 'invalidId'],
      ['0.0', 'invalidId'],
    ]) {
      const res = await raw(`{"productID":${n},"priceListID":1,"unitPrice":3}`);
      expectClear4xx(res, `productID ${n}`);
      expect(res.body.error.errors).toEqual({ productID: [key] });
    }
    expect(snapshot(p.store)).toEqual(before);
  });

  it('ignores __proto__ and constructor keys: refused as unknown fields, nothing polluted', async () => {
    const before = snapshot(p.store);
    const raw = '{"categoryName":"פרוטו","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const res = await p.api().post('/api/Category/Add').set(p.auth(p.tokens.admin)).set('Content-Type', 'application/json').send(raw);
    expectClear4xx(res, 'prototype keys');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(snapshot(p.store)).toEqual(before);
  });
});

describe('malformed and mislabelled bodies', () => {
  const p = createTestProvider();

  it.each([
    ['/Category/Add', '{"categoryName":'],
    ['/Attribute/Add', "{'name':'x'}"],
    ['/PriceList/Add', '{"name":"x",}'],
    ['/WebsiteConfiguration/AddOrUpdate', '{"key":"Logo","value":"{}"'],
    ['/Order/Create', 'not json at all'],
  ])('responds 400 bad_json to malformed JSON on %s', async (path, raw) => {
    const before = snapshot(p.store);
    const token = path === '/Order/Create' ? p.tokens.buyer : p.tokens.admin;
    const res = await p.api().post(`/api${path}`).set(p.auth(token)).set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'bad_json' } });
    expect(snapshot(p.store)).toEqual(before);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'refuses a JSON body sent as %s with a clear 4xx, creating nothing',
    async (type) => {
      const before = snapshot(p.store);
      const res = await p
        .api()
        .post('/api/Category/Add')
        .set(p.auth(p.tokens.admin))
        .set('Content-Type', type)
        .send('{"categoryName":"שגוי סוג"}');
      expectClear4xx(res, `Category/Add as ${type}`);
      expect(snapshot(p.store)).toEqual(before);
      const list = (await p.api().get('/api/Category/List').query({ getAll: true })).body.payload.items;
      expect(list.map((c: { categoryName: string }) => c.categoryName)).not.toContain('שגוי סוג');
    },
  );

  it('refuses a JSON body with an unsupported charset with 415', async () => {
    const res = await p
      .api()
      .post('/api/Category/Add')
      .set(p.auth(p.tokens.admin))
      .set('Content-Type', 'application/json; charset=klingon')
      .send('{"categoryName":"abc"}');
    expectClear4xx(res, 'charset', 415);
  });

  it('refuses a 2 MB JSON body with 413', async () => {
    const before = snapshot(p.store);
    const body = JSON.stringify({ categoryName: 'a', description: 'א'.repeat(1024 * 1024) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * 1024 * 1024);
    const res = await p.api().post('/api/Category/Add').set(p.auth(p.tokens.admin)).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: { code: 'payload_too_large' } });
    expect(snapshot(p.store)).toEqual(before);
  });
});

describe('unknown fields and parameters', () => {
  const p = createTestProvider();

  it('refuses an unknown body field on every write call, naming it, and changes nothing', async () => {
    const before = snapshot(p.store);
    const r = refusals();
    for (const call of writeCalls(p)) {
      const res = await send(p, call, { ...call.body, isAdmin: true });
      r.check(res, `${call.path} isAdmin`, 400, ['isAdmin']);
    }
    expect(r.problems).toEqual([]);
    expect(snapshot(p.store)).toEqual(before);
  });

  it('refuses an unknown query parameter on write calls and on reads', async () => {
    const before = snapshot(p.store);
    const r = refusals();
    for (const call of writeCalls(p)) {
      const res = await p.api()[call.method](`/api${call.path}`).query({ debug: 1 }).set(p.auth(p.tokens[call.who])).send(call.body);
      r.check(res, `${call.path}?debug=1`, 400, ['debug']);
    }
    for (const path of [
      '/Category/List',
      '/ItemGroup/List',
      '/Item/List',
      '/WebsiteConfiguration/List',
      '/Category/1',
      '/Attribute/GetAttributes',
      '/PriceList/GetAll',
      '/Order/List',
    ]) {
      const token = path === '/Order/List' ? p.tokens.buyer : p.tokens.admin;
      const res = await p.api().get(`/api${path}`).query({ debug: 1 }).set(p.auth(token));
      r.check(res, `GET ${path}?debug=1`, 400, ['debug']);
    }
    expect(r.problems).toEqual([]);
    expect(snapshot(p.store)).toEqual(before);
  });

  it.each([
    [{ pageNumber: 'abc' }],
    [{ pageNumber: '1.5' }],
    [{ pageNumber: -1 }],
    [{ pageNumber: '99999999999' }],
    [{ pageSize: '1e3' }],
    [{ pageSize: 0 }],
    [{ getAll: 'yes' }],
    [{ categoryId: 'NaN' }],
    [{ categoryId: 'Infinity' }],
    [{ searchTerm: 'א'.repeat(201) }],
  ])('refuses the list query %p with 400 keyed by the parameter', async (query) => {
    for (const path of ['/Category/List', '/Item/List']) {
      const res = await p.api().get(`/api${path}`).query(query);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.errors)).toEqual(Object.keys(query));
    }
  });

  it('refuses a repeated scalar query parameter', async () => {
    const res = await p.api().get('/api/Category/List?pageNumber=1&pageNumber=2');
    expectClear4xx(res, 'pageNumber twice');
  });
});

describe('bad ids in paths', () => {
  const p = createTestProvider();
  const NUMERIC = new Set(['id', 'categoryId', 'itemGroupId', 'attributeId', 'productId', 'imageId', 'displayOrder']);
  const BAD_IDS = ['abc', '1.5', '-1', '0', '99999999999', '1e3', '0x10', ' 1', 'NaN', 'Infinity'];
  // files/:id is a file's opaque id, not a number.
  const withNumericParams = allEndpoints().filter(
    ({ group, endpoint }) => group !== 'files' && [...endpoint.route.matchAll(/:([A-Za-z]+)/g)].some(([, n]) => NUMERIC.has(n!)),
  );

  function path(endpoint: Endpoint, param: string, value: string): string {
    const params: Record<string, string> = {};
    for (const [, name] of endpoint.route.matchAll(/:([A-Za-z]+)/g))
      params[name!] = name === param ? value : name === 'flag' ? 'true' : name === 'configKey' ? 'Logo' : '1';
    return `/api${apiPath(endpoint as Endpoint<string>, params as never)}`;
  }

  it('covers every call with a numeric path parameter', () => {
    expect(withNumericParams.length).toBeGreaterThanOrEqual(15);
  });

  it.each(withNumericParams.map(({ endpoint }) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    '%s: every malformed id is a 400, never a 404 or 500, and nothing changes',
    async (_label, endpoint) => {
      const before = snapshot(p.store);
      const r = refusals();
      const upload = /Image|Upload/.test(endpoint.route) && endpoint.method === 'POST';
      for (const [, param] of endpoint.route.matchAll(/:([A-Za-z]+)/g)) {
        if (!NUMERIC.has(param!)) continue;
        for (const bad of BAD_IDS) {
          if (param === 'displayOrder' && bad === '0') continue; // 0 is a valid display order
          const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete';
          const res = await p
            .api()
            [method](path(endpoint, param!, bad))
            .set(p.auth(p.tokens.admin));
          r.check(res, `${param}=${bad}`, 400, upload ? undefined : [param!]);
        }
      }
      expect(r.problems).toEqual([]);
      expect(snapshot(p.store)).toEqual(before);
    },
  );

  it('responds with 404, not 500, for well-formed ids that do not exist', async () => {
    for (const path of ['/Category/2147483647', '/Attribute/2147483647', '/Product/2147483647', '/Attribute/Values/2147483647']) {
      const res = await p.api().get(`/api${path}`).set(p.auth(p.tokens.admin));
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await p.api().get('/api/Item/%E0%A4%A')).status).toBeLessThan(500);
    expect((await p.api().get(`/api/Item/${'9'.repeat(300)}`)).status).toBe(404);
  });
});
