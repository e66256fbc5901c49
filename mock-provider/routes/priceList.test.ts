import { ResponseChecker } from '@shared/contract/responseCheck';
import type { BusinessCustomerSummary, PriceList } from '@shared/contract/entities';
import { createTestProvider, type TestProvider } from '../testing';

const admin = (p: TestProvider) => ({
  get: (path: string) => p.api().get(`/api${path}`).set(p.auth(p.tokens.admin)),
  post: (path: string, body?: object) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin)).send(body),
  del: (path: string) => p.api().delete(`/api${path}`).set(p.auth(p.tokens.admin)),
});

const checker = new ResponseChecker({ strict: true });

/** The price a signed-in user sees on an item's storefront page. */
const seenPrice = async (p: TestProvider, itemId: string, token: string) =>
  (await p.api().get(`/api/Item/${itemId}`).set(p.auth(token))).body.payload.salePriceInNIS as number | undefined;

describe('GET /PriceList/GetAll', () => {
  const p = createTestProvider();
  const a = admin(p);

  it('pages the price lists with id and name', async () => {
    const all = await a.get('/PriceList/GetAll');
    expect(all.status).toBe(200);
    expect(all.body.payload).toMatchObject({ totalCount: 3, totalPages: 1, currentPage: 1 });
    expect(all.body.payload.items).toEqual([
      { id: 1, name: expect.any(String) },
      { id: 2, name: expect.any(String) },
      { id: 3, name: expect.any(String) },
    ]);
    const second = await a.get('/PriceList/GetAll').query({ pageNumber: 2, pageSize: 2 });
    expect(second.body.payload).toMatchObject({ totalCount: 3, totalPages: 2, currentPage: 2 });
    expect(second.body.payload.items.map((l: PriceList) => l.id)).toEqual([3]);
  });

  it('is refused to a business user', async () => {
    expect((await p.api().get('/api/PriceList/GetAll').set(p.auth(p.tokens.buyer))).status).toBe(403);
  });
});

describe('POST /PriceList/Add, /Update and DELETE /PriceList/Delete/{id}', () => {
  it('adds a list (payload is its id), renames it and deletes it', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const added = await a.post('/PriceList/Add', { name: 'מחירון מוסדות' });
    expect(added.status).toBe(200);
    const id = added.body.payload as number;
    expect(typeof id).toBe('number');
    const list = async () => (await a.get('/PriceList/GetAll').query({ pageSize: 50 })).body.payload.items as PriceList[];
    expect(await list()).toContainEqual({ id, name: 'מחירון מוסדות' });

    expect((await a.post('/PriceList/Update', { id, name: 'מחירון מוסדות 2026' })).status).toBe(200);
    expect(await list()).toContainEqual({ id, name: 'מחירון מוסדות 2026' });

    const deleted = await a.del(`/PriceList/Delete/${id}`);
    expect(deleted.status).toBe(200);
    expect((await list()).map((l) => l.id)).not.toContain(id);
    expect((await a.del(`/PriceList/Delete/${id}`)).status).toBe(404);
  });

  it('requires a name and refuses a duplicate one', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const missing = await a.post('/PriceList/Add', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ name: ['required'] });
    const existing = p.store.db.priceLists.get(1)!.name;
    const dup = await a.post('/PriceList/Add', { name: existing });
    expect(dup.status).toBe(400);
    expect(dup.body.error.errors).toEqual({ name: ['alreadyExists'] });
    expect(p.store.db.priceLists.size).toBe(3);
  });

  it.each([
    ['a right-to-left override', 'מחירון\u202Eןורחימ'],
    ['NUL', 'מחירון\u0000מוסדות'],
  ])('refuses a name with %s with 400 and invalidCharacters, and GetAll shows nothing new', async (_what, name) => {
    const p = createTestProvider();
    const a = admin(p);
    const list = async () => (await a.get('/PriceList/GetAll').query({ pageSize: 50 })).body.payload.items as PriceList[];
    const before = await list();
    const res = await a.post('/PriceList/Add', { name });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed', errors: { name: ['invalidCharacters'] } } });
    expect(Object.keys(res.body.error.errors)).toEqual(['name']);
    expect(await list()).toEqual(before);
  });

  it('responds with 404 when renaming an unknown list', async () => {
    const p = createTestProvider();
    expect((await admin(p).post('/PriceList/Update', { id: 9999, name: 'x' })).status).toBe(404);
  });

  it.each([1, 2, 3])('refuses with 409 to delete list %i while a customer buys from it, naming the customers', async (id) => {
    const p = createTestProvider();
    const a = admin(p);
    const res = await a.del(`/PriceList/Delete/${id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: { code: 'conflict' } });
    const customers = (await a.get('/BusinessCustomer/List')).body.payload as BusinessCustomerSummary[];
    const onList = customers.filter((c) => c.priceListId === id);
    expect(onList.length).toBeGreaterThan(0);
    expect(res.body.error.details).toEqual({ customers: onList });
    expect(checker.checkSchema('PriceListInUseDetails', res.body.error.details)).toEqual([]);
    expect((await a.get('/PriceList/GetAll')).body.payload.items.map((l: PriceList) => l.id)).toContain(id);
  });

  it('deletes a list once no customer buys from it any more (BusinessCustomer/List tells which customers do)', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const id = (await a.post('/PriceList/Add', { name: 'מחירון ריק' })).body.payload as number;
    const customers = (await a.get('/BusinessCustomer/List')).body.payload as BusinessCustomerSummary[];
    expect(customers.every((c) => typeof c.priceListId === 'number' && c.priceListId !== id)).toBe(true);
    expect((await a.del(`/PriceList/Delete/${id}`)).status).toBe(200);
  });
});

describe('POST /PriceList/Price/Add and /Price/Update', () => {
  /** A new product (it has no price in any list) and its storefront item code. */
  async function newProduct(p: TestProvider) {
    const a = admin(p);
    const name = 'מוצר מחירון זקזק';
    const added = await a.post('/Product/Add', { productName: name, description: 'לבדיקת מחירים', categoryId: 1, isPreWeighted: false });
    expect(added.status).toBe(200);
    // A product without a price is a draft, which only an administrator's list has.
    const found = await p.api().get('/api/Item/List').query({ SearchTerm: 'זקזק' }).set(p.auth(p.tokens.admin));
    return { productID: added.body.payload as number, itemId: found.body.payload.items[0].itemId as string };
  }

  it('adds and then updates a price, visible in the product and to every business customer of that list', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const { productID, itemId } = await newProduct(p);
    expect((await a.get(`/Product/${productID}`)).body.payload.prices).toEqual([]);

    const add = await a.post('/PriceList/Price/Add', { productID, priceListID: 1, unitPrice: 12.34 });
    expect(add.status).toBe(200);
    expect((await a.get(`/Product/${productID}`)).body.payload.prices).toEqual([{ priceListID: 1, unitPrice: 12.34 }]);
    expect(await seenPrice(p, itemId, p.tokens.buyer)).toBe(12.34);
    // Customer 1004 buys from list 1 too (a new user of it).
    const cafe = await a.post('/Account/Register/Business', {
      email: 'cafe.orders@example.com',
      password: 'Secret12',
      businessCustomerId: 1004,
    });
    expect(cafe.status).toBe(200);
    expect(await seenPrice(p, itemId, cafe.body.payload)).toBe(12.34);
    expect(await seenPrice(p, itemId, p.tokens.shop)).not.toBe(12.34);

    const update = await a.post('/PriceList/Price/Update', { productID, priceListID: 1, unitPrice: 15.5 });
    expect(update.status).toBe(200);
    expect((await a.get(`/Product/${productID}`)).body.payload.prices).toEqual([{ priceListID: 1, unitPrice: 15.5 }]);
    expect(await seenPrice(p, itemId, p.tokens.buyer)).toBe(15.5);
    const listed = await p.api().get('/api/Item/List').query({ SearchTerm: 'זקזק' }).set(p.auth(p.tokens.buyer));
    expect(listed.body.payload.items[0].salePriceInNIS).toBe(15.5);
  });

  it('changes a seed price in one list only: list 2 customers keep theirs', async () => {
    const p = createTestProvider();
    const item = [...p.store.db.items.values()][0]!;
    const shopBefore = await seenPrice(p, item.itemId, p.tokens.shop);
    const res = await admin(p).post('/PriceList/Price/Update', { productID: item.id, priceListID: 1, unitPrice: 1.99 });
    expect(res.status).toBe(200);
    expect(await seenPrice(p, item.itemId, p.tokens.buyer)).toBe(1.99);
    expect(await seenPrice(p, item.itemId, p.tokens.shop)).toBe(shopBefore);
  });

  it('responds with 409 to Price/Add where a price exists and 404 to Price/Update where none does', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const item = [...p.store.db.items.values()][0]!;
    const before = p.store.priceLists.price(1, item.id);
    const dup = await a.post('/PriceList/Price/Add', { productID: item.id, priceListID: 1, unitPrice: 3 });
    expect(dup.status).toBe(409);
    expect(p.store.priceLists.price(1, item.id)).toBe(before);
    const { productID } = await newProduct(p);
    const none = await a.post('/PriceList/Price/Update', { productID, priceListID: 2, unitPrice: 3 });
    expect(none.status).toBe(404);
    expect((await a.get(`/Product/${productID}`)).body.payload.prices).toEqual([]);
  });

  it('responds with 404 for an unknown product or price list', async () => {
    const p = createTestProvider();
    const a = admin(p);
    expect((await a.post('/PriceList/Price/Add', { productID: 999999, priceListID: 1, unitPrice: 3 })).status).toBe(404);
    expect((await a.post('/PriceList/Price/Add', { productID: 1, priceListID: 9999, unitPrice: 3 })).status).toBe(404);
  });

  it.each([
    [1.234, 'twoDecimals'],
    [1e-9, 'priceFromAgora'],
    [12.3400000001, 'twoDecimals'],
    [-1, 'minZero'],
    [0, 'priceAboveZero'],
    ['12', 'mustBeNumber'],
    [null, 'required'],
  ])('refuses the unit price %p with %s, changing nothing', async (unitPrice, key) => {
    const p = createTestProvider();
    const item = [...p.store.db.items.values()][0]!;
    const before = p.store.priceLists.price(1, item.id);
    const res = await admin(p).post('/PriceList/Price/Update', { productID: item.id, priceListID: 1, unitPrice });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ unitPrice: [key] });
    expect(p.store.priceLists.price(1, item.id)).toBe(before);
  });

  it('takes a price of 0 stored before (another system, old data) as no price: price on request, missing from the list, refused in an order', async () => {
    const p = createTestProvider();
    const item = [...p.store.db.items.values()].find((i) => i.isAvailable && p.store.priceLists.price(1, i.id) !== undefined)!;
    p.store.db.prices.get(1)!.set(item.id, 0);
    const seen = (await p.api().get(`/api/Item/${item.itemId}`).set(p.auth(p.tokens.buyer))).body.payload;
    expect(seen.salePriceInNIS).toBeUndefined();
    expect(seen.isPriceOnRequest).toBe(true);
    const missing = await admin(p).get('/Item/List').query({ missingPriceListId: 1, SearchTerm: item.catalogNumber });
    expect(missing.body.payload.items.map((i: { itemId: string }) => i.itemId)).toContain(item.itemId);
    const order = await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .send({
        userId: p.store.accounts.byEmail('buyer@example.com')!.id,
        customerId: 1001,
        comment: '',
        totalPriceBeforeVat: 0,
        vatSum: 0,
        totalPrice: 0,
        vatPercent: 18,
        cartItems: [
          {
            id: item.id,
            itemId: item.itemId,
            itemDescription: item.itemDescription,
            salePriceInNIS: 0,
            quantity: Math.max(1, item.minOrderQuantity),
          },
        ],
      });
    expect(order.status).toBe(409);
  });

  it('keeps no price the Price rule refuses in its store either (money is agorot), whoever calls it', () => {
    const p = createTestProvider();
    const item = [...p.store.db.items.values()][0]!;
    const before = p.store.priceLists.price(1, item.id);
    for (const unitPrice of [1e-9, 12.3400000001, 0]) {
      expect(() => p.store.priceLists.updatePrice({ productID: item.id, priceListID: 1, unitPrice })).toThrow(
        expect.objectContaining({ status: 400 }),
      );
    }
    expect(() => p.store.priceLists.addPrice({ productID: item.id, priceListID: 99, unitPrice: 1e-9 })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(p.store.priceLists.price(1, item.id)).toBe(before);
  });

  it('requires a price list to be chosen', async () => {
    const p = createTestProvider();
    const res = await admin(p).post('/PriceList/Price/Add', { productID: 1, unitPrice: 3 });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ priceListID: ['selectPriceList'] });
  });
});
