/** @jest-environment node */
import { endpoints } from '@shared/contract/api';
import { assertNoDrift, takeDrift } from './contractDrift';
import { BUSINESS_USER, FakeProvider, dispose, fail, fakeApi, makeCategory, makeRoot, offContract, ok, pageOf } from './testing';

// The fakes of the client's tests are held to the OpenAPI document: a drifting fake must be caught.
describe("the client tests' fakes held to the OpenAPI document", () => {
  afterEach(() => takeDrift());

  it('passes a response of the fake provider that matches the document, a refusal included', async () => {
    const provider = new FakeProvider({
      'GET /Category/List': () => ok(pageOf([makeCategory({ id: 1 })])),
      'GET /Category/:id': () => fail(404, 'not_found', 'no such category'),
    });
    const { root } = makeRoot(provider);
    await root.api.call(endpoints.category.list);
    await expect(root.api.call(endpoints.category.get, { params: { id: 9 } })).rejects.toMatchObject({ status: 404 });
    dispose(root);
    expect(takeDrift()).toEqual([]);
  });

  it('fails the test when the fake provider serves a body the document does not allow, naming the call and the field', async () => {
    // A category missing its name, with a field the provider never sends.
    const provider = new FakeProvider({
      'GET /Category/List': () => ok(pageOf([{ ...makeCategory({ id: 1 }), name: undefined, colour: 'red' }])),
    });
    const { root } = makeRoot(provider);
    await root.api.call(endpoints.category.list);
    dispose(root);
    let thrown = '';
    try {
      assertNoDrift();
    } catch (err) {
      thrown = (err as Error).message;
    }
    expect(thrown.split('\n')).toEqual([
      'responses of a fake provider that do not match the OpenAPI document (shared/contract/openapi.ts):',
      "  GET /Category/List 200: /payload/items/0 must have required property 'name'",
      "  GET /Category/List 200: /payload/items/0 must NOT have additional properties 'colour'",
    ]);
  });

  it('names the undeclared status of a refusal', async () => {
    const provider = new FakeProvider({ 'POST /Category/Add': () => fail(409, 'conflict', 'exists') });
    const { root } = makeRoot(provider);
    await root.api.call(endpoints.category.add, { body: { categoryName: 'x', description: 'y' } }).catch(() => undefined);
    dispose(root);
    expect(takeDrift()).toEqual([expect.stringMatching(/^POST \/Category\/Add: status 409 is not declared/)]);
  });

  it('holds a fake Api’s payloads to the document too', async () => {
    const api = fakeApi(async () => ({ ...BUSINESS_USER, userType: 'Guest' }));
    await api.call(endpoints.account.userInfo);
    expect(takeDrift()).toEqual([
      expect.stringMatching(/^GET \/Account\/UserInfo 200: \/payload\/userType must be equal to one of the allowed values/),
    ]);
  });

  it('lets a test serve a response outside the document on purpose, when it says why', async () => {
    const provider = new FakeProvider({ 'GET /Category/List': () => offContract(ok({ items: 'none' }), 'a broken page') });
    const { root } = makeRoot(provider);
    await root.api.call(endpoints.category.list);
    dispose(root);
    expect(takeDrift()).toEqual([]);
  });
});
