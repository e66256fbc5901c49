// The role matrix (docs/product.md §1.4), over every endpoint of the shared table: who may make
// each call is declared once, in the operations table (shared/contract/operations.ts), which the
// mock's router reads; these tests call each endpoint as every role and hold the router to it.
import { allEndpoints, apiPath, type Endpoint } from '@shared/contract/api';
import { operationOf, type Access } from '@shared/contract/operations';
import type { Item, Order } from '@shared/contract/entities';
import { createTestProvider, type TestProvider } from './testing';

const calls = allEndpoints().map((e) => ({ ...e, key: `${e.group}.${e.name}`, label: `${e.endpoint.method} ${e.endpoint.route}` }));

/** Sample path parameters: real ids of the seed where a lookup needs one. */
function samplePath(p: TestProvider, endpoint: Endpoint): string {
  const itemId = [...p.store.db.items.values()][0]!.itemId;
  const samples: Record<string, string | number> = {
    id: 1,
    email: 'buyer@example.com',
    configKey: 'Logo',
    bannerId: '1',
    categoryId: 1,
    itemGroupId: 1,
    displayOrder: 1,
    attributeId: 1,
    productId: 1,
    imageId: 1,
    flag: 'true',
    itemId,
    token: p.store.db.orders[0]!.documentToken,
  };
  const params = Object.fromEntries([...endpoint.route.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, samples[name!] ?? 1]));
  return `/api${apiPath(endpoint as Endpoint<string>, params as never)}`;
}

function send(p: TestProvider, endpoint: Endpoint, token: string | null) {
  const path = samplePath(p, endpoint);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete';
  let req = p.api()[method](path);
  if (token) req = req.set(p.auth(token));
  if (endpoint.route === '/WebsiteConfiguration/GetByKey') req = req.query({ key: 'Logo' });
  return method === 'get' ? req : req.send({});
}

describe('the role matrix', () => {
  const p = createTestProvider();

  it('covers every endpoint of the table, each with who may make it', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(
      calls
        .filter((c) => !['public', 'signedIn', 'business', 'businessOrAdmin', 'admin'].includes(operationOf(c.endpoint).access))
        .map((c) => c.key),
    ).toEqual([]);
  });

  const by = (...accesses: Access[]) => calls.filter((c) => accesses.includes(operationOf(c.endpoint).access));

  it.each(by('admin').map((c) => [c.label, c.endpoint] as const))(
    'refuses %s to a visitor (401) and a business user (403)',
    async (_label, endpoint) => {
      const visitor = await send(p, endpoint, null);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ statusCode: 401, error: { code: 'unauthorized' } });
      for (const token of [p.tokens.buyer, p.tokens.shop]) {
        const business = await send(p, endpoint, token);
        expect(business.status).toBe(403);
        expect(business.body).toMatchObject({ statusCode: 403, error: { code: 'forbidden' } });
      }
    },
  );

  it.each(by('business', 'businessOrAdmin', 'signedIn').map((c) => [c.label, c.endpoint] as const))(
    'refuses %s to a visitor (401)',
    async (_label, endpoint) => {
      const res = await send(p, endpoint, null);
      expect(res.status).toBe(401);
      expect(res.body.statusCode).toBe(401);
    },
  );

  it('refuses Order/Create to an administrator (403)', async () => {
    const res = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.admin)).send({});
    expect(res.status).toBe(403);
  });

  it.each(by('businessOrAdmin', 'signedIn').map((c) => [c.label, c.endpoint] as const))(
    'lets a business user and an administrator through %s (no 401/403)',
    async (_label, endpoint) => {
      for (const token of [p.tokens.buyer, p.tokens.admin]) {
        const res = await send(p, endpoint, token);
        expect([401, 403]).not.toContain(res.status);
        expect(res.status).toBeLessThan(500);
      }
    },
  );

  it.each(by('public').map((c) => [c.label, c.endpoint] as const))(
    'responds to %s for a visitor without 401 or 403',
    async (_label, endpoint) => {
      const res = await send(p, endpoint, null);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('treats a forged or foreign token as no token on an administrator call', async () => {
    const other = createTestProvider();
    expect((await p.api().get('/api/BusinessCustomer/List').set(p.auth(other.tokens.admin))).status).toBe(401);
    expect((await p.api().get('/api/BusinessCustomer/List').set(p.auth('x.y.z'))).status).toBe(401);
    expect((await p.api().get('/api/BusinessCustomer/List').set({ Authorization: p.tokens.admin })).status).toBe(401);
  });
});

describe('a business user sees only its own customer', () => {
  const p = createTestProvider();
  const buyer = () => p.store.accounts.byEmail('buyer@example.com')!;
  const shop = () => p.store.accounts.byEmail('shop@example.com')!;

  it('Order/List gives only its own orders, whatever userId or getAll it names', async () => {
    for (const query of [{}, { userId: buyer().id }, { getAll: true }, { userId: buyer().id, getAll: true, pageSize: 50 }]) {
      const res = await p.api().get('/api/Order/List').query(query).set(p.auth(p.tokens.shop));
      expect(res.status).toBe(200);
      const items = res.body.payload.items as Order[];
      expect(items.length).toBeGreaterThan(0);
      for (const o of items) expect(o).toMatchObject({ userId: shop().id, customerId: 1002 });
      expect(res.body.payload.totalCount).toBe(p.store.db.orders.filter((o) => o.userId === shop().id).length);
    }
  });

  it("Item/List with customerId=1002 still gives the buyer its own list's prices", async () => {
    const res = await p.api().get('/api/Item/List').query({ customerId: 1002, pageSize: 20 }).set(p.auth(p.tokens.buyer));
    expect(res.status).toBe(200);
    const items = res.body.payload.items as Item[];
    let differing = 0;
    for (const i of items) {
      const own = p.store.priceLists.price(1, i.id);
      expect(i.salePriceInNIS).toBe(own);
      if (own !== p.store.priceLists.price(2, i.id)) differing++;
    }
    expect(differing).toBeGreaterThan(0);
  });

  it('Item/{itemId} with customerId=1002 gives the buyer its own price too', async () => {
    const item = [...p.store.db.items.values()][0]!;
    const res = await p.api().get(`/api/Item/${item.itemId}`).query({ customerId: 1002 }).set(p.auth(p.tokens.buyer));
    if (res.status === 200) expect(res.body.payload.salePriceInNIS).toBe(p.store.priceLists.price(1, item.id));
    else expect(res.status).toBe(400);
  });

  it("UsersByBusinessCustomer with customerId=1002 gives only its own customer's users", async () => {
    const res = await p
      .api()
      .get('/api/Account/UsersByBusinessCustomer')
      .query({ customerId: 1002, pageSize: 50 })
      .set(p.auth(p.tokens.buyer));
    expect(res.status).toBe(200);
    const emails = res.body.payload.items.map((u: { email: string }) => u.email);
    expect(emails).toContain('buyer@example.com');
    expect(emails).not.toContain('shop@example.com');
    for (const u of res.body.payload.items) expect(u.businessCustomer.customerId).toBe(1001);
  });
});
