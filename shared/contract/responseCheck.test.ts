import { ResponseChecker } from './responseCheck';

// The net and verify-provider rest on this checker: each kind of mismatch must be caught.
describe('checking a response against the document', () => {
  const strict = new ResponseChecker({ strict: true });
  const lenient = new ResponseChecker({ strict: false, document: strict.document });
  const attribute = { id: 1, name: 'מותג', description: 'x' };
  const ok = (payload: unknown) => ({ statusCode: 200, payload });

  it('finds the operation by method and path, the literal route before the parameter', () => {
    expect(strict.match('GET', '/Category/List')?.path).toBe('/Category/List');
    expect(strict.match('GET', '/Category/12')?.path).toBe('/Category/{id}');
    expect(strict.match('get', '/category/list')?.path).toBe('/Category/List');
    expect(strict.match('DELETE', '/Product/Update/Image/Primary/Set/1/2')?.path).toBe(
      '/Product/Update/Image/Primary/Set/{productId}/{imageId}',
    );
    expect(strict.match('POST', '/Category/List')).toBeNull();
  });

  it('passes a response that matches', () => {
    expect(
      strict.check({
        method: 'GET',
        path: '/Attribute/1',
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: ok(attribute),
      }),
    ).toEqual([]);
    expect(
      strict.check({
        method: 'GET',
        path: '/Attribute/9',
        status: 404,
        body: { statusCode: 404, error: { code: 'not_found', message: 'x' } },
      }),
    ).toEqual([]);
    expect(
      strict.check({ method: 'POST', path: '/Account/Login', status: 400, body: { statusCode: 400, error: { code: -1003 } } }),
    ).toEqual([]);
  });

  it('names a missing field, a wrong type, a null where none may be, and an unknown field (strict only)', () => {
    const missing = strict.check({ method: 'GET', path: '/Attribute/1', status: 200, body: ok({ id: 1, name: 'x' }) });
    expect(missing).toEqual([expect.stringMatching(/^GET \/Attribute\/\{id\} 200: \/payload must have required property 'description'/)]);
    expect(strict.check({ method: 'GET', path: '/Attribute/1', status: 200, body: ok({ ...attribute, id: '1' }) })).toEqual([
      expect.stringContaining('/payload/id must be integer'),
    ]);
    expect(strict.check({ method: 'GET', path: '/Attribute/1', status: 200, body: ok({ ...attribute, name: null }) })).toEqual([
      expect.stringContaining('/payload/name must be string'),
    ]);
    const extra = { method: 'GET', path: '/Attribute/1', status: 200, body: ok({ ...attribute, secret: 1 }) };
    expect(strict.check(extra)).toEqual([expect.stringContaining("must NOT have additional properties 'secret'")]);
    expect(lenient.check(extra)).toEqual([]);
  });

  it('names an undeclared status, a wrong statusCode in the envelope, an unknown error code, a body that is not the envelope', () => {
    expect(
      strict.check({ method: 'GET', path: '/Category/List', status: 403, body: { statusCode: 403, error: { code: 'forbidden' } } }),
    ).toEqual([expect.stringMatching(/GET \/Category\/List: status 403 is not declared/)]);
    expect(
      strict.check({ method: 'GET', path: '/Attribute/1', status: 404, body: { statusCode: 200, error: { code: 'not_found' } } }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('/statusCode must be equal to constant')]));
    expect(
      strict.check({ method: 'GET', path: '/Attribute/1', status: 404, body: { statusCode: 404, error: { code: 'gone' } } }).join(),
    ).toMatch(/\/error\/code/);
    expect(strict.check({ method: 'GET', path: '/Attribute/1', status: 200, body: attribute }).join()).toMatch(
      /must have required property 'statusCode'/,
    );
    expect(strict.check({ method: 'GET', path: '/Attribute/1', status: 200, contentType: 'text/html', body: '<p>' })).toEqual([
      expect.stringContaining('content type text/html, expected application/json'),
    ]);
  });

  it('wants a 404 envelope for a path the document does not have', () => {
    expect(strict.check({ method: 'GET', path: '/Nope', status: 404, body: { statusCode: 404, error: { code: 'not_found' } } })).toEqual(
      [],
    );
    expect(strict.check({ method: 'GET', path: '/Nope', status: 200, body: ok(1) })).toEqual([
      'GET /Nope: not in the document, responded 200 (expected 404)',
    ]);
  });

  it('checks the content type of the responses that are not envelopes', () => {
    expect(strict.check({ method: 'GET', path: '/files/abc', status: 200, contentType: 'image/png', body: Buffer.from('') })).toEqual([]);
    expect(strict.check({ method: 'GET', path: '/files/abc', status: 200, contentType: 'text/plain', body: '' })).toEqual([
      expect.stringContaining('expected image/*'),
    ]);
    expect(
      strict.check({ method: 'GET', path: '/Order/Document/abc', status: 404, contentType: 'text/html; charset=utf-8', body: '' }),
    ).toEqual([]);
  });

  it("checks a refusal's details by their schema: PriceList/Delete's 409 names the customers", () => {
    const customer = { customerId: 1001, lastName: 'מכולת', priceListId: 1 };
    expect(strict.checkSchema('PriceListInUseDetails', { customers: [customer] })).toEqual([]);
    // priceListId is optional and may be null: a provider that does not tell still matches.
    expect(strict.checkSchema('PriceListInUseDetails', { customers: [{ customerId: 1001, lastName: 'x', priceListId: null }] })).toEqual(
      [],
    );
    expect(strict.checkSchema('PriceListInUseDetails', { customers: [{ customerId: 1001, lastName: 'x' }] })).toEqual([]);
    expect(strict.checkSchema('PriceListInUseDetails', {}).join()).toMatch(/must have required property 'customers'/);
    expect(strict.checkSchema('PriceListInUseDetails', { customers: [{ ...customer, priceListId: '1' }] }).join()).toMatch(/priceListId/);
  });
});

// Answers as strict as requests (docs/architecture.md §5): what a provider may not send though the type is right.
describe('answers held as strictly as requests', () => {
  const strict = new ResponseChecker({ strict: true });
  const ok = (payload: unknown) => ({ statusCode: 200, payload });
  const item = {
    id: 7,
    itemId: 'A7',
    itemDescription: 'במבה',
    catalogNumber: '7290000000015',
    pictureUrl: '/api/files/a7',
    salePriceInNIS: 12.34,
    minOrderQuantity: 6,
    displayOrder: 1,
    isAvailable: true,
    isPriceChanged: false,
    itemPackSize: 6,
    fullDescription: '',
    itemAttributes: [],
    relatedItems: [],
    itemGroup: { id: 2, itemGroupName: 'חטיפים', categoryId: 1 },
  };
  const itemPage = (items: object[], totalCount = items.length, totalPages = totalCount > 0 ? 1 : 0, currentPage = 1) =>
    strict.check({ method: 'GET', path: '/Item/List', status: 200, body: ok({ items, totalCount, totalPages, currentPage }) });
  const one = (change: object) => itemPage([{ ...item, ...change }]);

  it('passes prices in whole agorot, however the binary number falls (1.1, 0.07, 12.34)', () => {
    for (const salePriceInNIS of [1.1, 0.07, 12.34, 99_999_999.99, 0.3]) expect(one({ salePriceInNIS })).toEqual([]);
  });

  it('refuses an id below 1, a price below 0 or with a fraction of an agora, and a pack size below 1', () => {
    expect(one({ id: 0 })).toEqual([expect.stringContaining('/payload/items/0/id must be >= 1')]);
    expect(one({ itemGroup: { ...item.itemGroup, categoryId: -1 } })).toEqual([
      expect.stringContaining('/payload/items/0/itemGroup/categoryId must be >= 1'),
      expect.anything(),
      expect.anything(),
    ]);
    expect(one({ salePriceInNIS: -1 })).toEqual([expect.stringContaining('/payload/items/0/salePriceInNIS must be >= 0')]);
    expect(one({ salePriceInNIS: 1e-9 })).toEqual([expect.stringContaining('/payload/items/0/salePriceInNIS must be multiple of 0.01')]);
    expect(one({ salePriceInNIS: 12.3400000001 })).toEqual([expect.stringContaining('must be multiple of 0.01')]);
    expect(one({ itemPackSize: 0 })).toEqual([expect.stringContaining('/payload/items/0/itemPackSize must be >= 1')]);
  });

  it('refuses page counts that do not agree with the items: more items than totalCount, pages without items, items without pages', () => {
    expect(itemPage([item], 1, 1, 1)).toEqual([]);
    expect(itemPage([], 0, 0, 1)).toEqual([]);
    expect(itemPage([], 30, 3, 4)).toEqual([]);
    expect(itemPage([item, { ...item, id: 8, itemId: 'A8' }], 1, 1, 1)).toEqual([
      expect.stringContaining('/payload has 2 items, more than totalCount 1'),
    ]);
    expect(itemPage([], 0, 2, 1)).toEqual([expect.stringContaining('/payload totalPages 2 with totalCount 0 (0 pages hold 0 items')]);
    expect(itemPage([item], 1, 0, 1)).toEqual([
      expect.stringContaining('/payload totalPages 0 with totalCount 1'),
      expect.stringContaining('/payload holds items on page 1 of 0'),
    ]);
    expect(itemPage([item], 5, 9, 1)).toEqual([expect.stringContaining('/payload totalPages 9, more than totalCount 5')]);
    expect(itemPage([item], 5, 1, 3)).toEqual([expect.stringContaining('/payload holds items on page 3 of 1')]);
    expect(itemPage([item], -1, 0, 0)).toEqual(expect.arrayContaining([expect.stringContaining('/payload/totalCount must be >= 0')]));
  });

  it('refuses a login token that is not a JWT (three base64url parts)', () => {
    const login = (token: unknown) => strict.check({ method: 'POST', path: '/Account/Login', status: 200, body: ok(token) });
    expect(login('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.c2lnbmF0dXJl')).toEqual([]);
    expect(login('opaque-session-id')).toEqual([expect.stringContaining('/payload must match pattern')]);
    expect(login('a.b')).toEqual([expect.stringContaining('/payload must match pattern')]);
    expect(login('a+b.c/d.e=')).toEqual([expect.stringContaining('/payload must match pattern')]);
  });
});
