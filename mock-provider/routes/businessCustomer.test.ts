import { ResponseChecker } from '@shared/contract/responseCheck';
import type { BusinessCustomerSummary } from '@shared/contract/entities';
import { createTestProvider, type TestProvider } from '../testing';

const checker = new ResponseChecker({ strict: true });

const as = (p: TestProvider, token: string) => ({
  get: (path: string) => p.api().get(`/api${path}`).set(p.auth(token)),
  post: (path: string) => p.api().post(`/api${path}`).set(p.auth(token)),
});

describe('GET /BusinessCustomer/{customerId}', () => {
  const p = createTestProvider();

  it("gives an administrator one customer's contact details and its price list, as BusinessCustomer/List names it", async () => {
    const res = await as(p, p.tokens.admin).get('/BusinessCustomer/1001');
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      customerId: 1001,
      firstName: expect.any(String),
      lastName: expect.any(String),
      phone: expect.stringMatching(/^0\d/),
      email: expect.stringContaining('@'),
      priceListId: 1,
    });
    expect(checker.checkSchema('BusinessCustomerDetails', res.body.payload)).toEqual([]);
    const listed = ((await as(p, p.tokens.admin).get('/BusinessCustomer/List')).body.payload as BusinessCustomerSummary[]).find(
      (c) => c.customerId === 1001,
    );
    expect(listed).toEqual({ customerId: 1001, lastName: res.body.payload.lastName, priceListId: 1 });
  });

  it('answers 404 for a customer that is not one, 403 to a business user and 401 to a visitor', async () => {
    expect((await as(p, p.tokens.admin).get('/BusinessCustomer/999999')).status).toBe(404);
    expect((await as(p, p.tokens.buyer).get('/BusinessCustomer/1001')).status).toBe(403);
    expect((await p.api().get('/api/BusinessCustomer/1001')).status).toBe(401);
  });
});

describe('POST /BusinessCustomer/Update/PriceList/{customerId}/{priceListId}', () => {
  /** The price the customer's buyer (buyer@example.com, customer 1001) sees on the first priced item. */
  const buyerPrice = async (p: TestProvider, itemId: string) =>
    (await as(p, p.tokens.buyer).get(`/Item/${itemId}`)).body.payload.salePriceInNIS as number | undefined;

  it("moves the customer to another list: the card reads it, and the customer's buyer sees that list's price", async () => {
    const p = createTestProvider();
    const admin = as(p, p.tokens.admin);
    // An item whose prices differ between lists 1 and 2.
    const one = (await admin.get('/Item/List').query({ priceListId: 1, pageSize: 50 })).body.payload.items as Array<{
      itemId: string;
      salePriceInNIS?: number;
    }>;
    const two = (await admin.get('/Item/List').query({ priceListId: 2, pageSize: 50 })).body.payload.items as typeof one;
    const item = one.find(
      (i, n) => i.salePriceInNIS !== undefined && two[n]?.salePriceInNIS !== undefined && two[n]!.salePriceInNIS !== i.salePriceInNIS,
    )!;
    const listTwoPrice = two.find((i) => i.itemId === item.itemId)!.salePriceInNIS;
    expect(await buyerPrice(p, item.itemId)).toBe(item.salePriceInNIS);

    const res = await admin.post('/BusinessCustomer/Update/PriceList/1001/2');
    expect(res.status).toBe(200);
    expect((await admin.get('/BusinessCustomer/1001')).body.payload.priceListId).toBe(2);
    expect(await buyerPrice(p, item.itemId)).toBe(listTwoPrice);
  });

  it('answers 404 for an unknown customer or list and changes nothing, 403 to a business user', async () => {
    const p = createTestProvider();
    const admin = as(p, p.tokens.admin);
    expect((await admin.post('/BusinessCustomer/Update/PriceList/999999/2')).status).toBe(404);
    expect((await admin.post('/BusinessCustomer/Update/PriceList/1001/999999')).status).toBe(404);
    expect((await as(p, p.tokens.buyer).post('/BusinessCustomer/Update/PriceList/1001/2')).status).toBe(403);
    expect((await admin.get('/BusinessCustomer/1001')).body.payload.priceListId).toBe(1);
  });
});
