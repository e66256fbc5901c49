import { allEndpoints, apiPath, endpoints } from './api';

describe('the endpoint table', () => {
  it('fills path parameters, URI-encoded', () => {
    expect(apiPath(endpoints.category.get, { id: 3 })).toBe('/Category/3');
    expect(apiPath(endpoints.itemGroup.connect, { categoryId: 2, itemGroupId: 7 })).toBe('/ItemGroup/Category/Connect/2/7');
    expect(apiPath(endpoints.account.resetPassword, { email: 'a b@x.com' })).toBe('/Account/ResetPassword/a%20b%40x.com');
  });
  it('refuses a missing parameter at run time', () => {
    expect(() => apiPath(endpoints.category.get, {} as { id: number })).toThrow(/missing path parameter id/);
  });
  it('has every call of the specification once', () => {
    const all = allEndpoints().map((e) => `${e.endpoint.method} ${e.endpoint.route}`);
    expect(new Set(all).size).toBe(all.length);
    for (const call of [
      'POST /Account/Login',
      'POST /Account/Register/Business',
      'GET /Account/UserInfo',
      'POST /WebsiteConfiguration/Delete/HomeBanner/:bannerId',
      'DELETE /Product/Update/Image/Primary/Set/:productId/:imageId',
      'GET /Item/List',
      'POST /Order/Create',
      'GET /Order/List',
    ]) {
      expect(all).toContain(call);
    }
    expect(all.length).toBeGreaterThanOrEqual(50);
  });
});
