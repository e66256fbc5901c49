import type { Item, Product } from '@shared/contract/entities';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { createTestProvider, JPEG_SAMPLE, PNG_1X1, type TestProvider } from '../testing';

const admin = (p: TestProvider) => ({
  get: (path: string) => p.api().get(`/api${path}`).set(p.auth(p.tokens.admin)),
  post: (path: string, body?: object) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin)).send(body),
  del: (path: string) => p.api().delete(`/api${path}`).set(p.auth(p.tokens.admin)),
  upload: (path: string, file: Buffer, name: string) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin)).attach('file', file, name),
});

const product = async (p: TestProvider, id: number): Promise<Product> => (await admin(p).get(`/Product/${id}`)).body.payload;
const search = async (p: TestProvider, term: string, token?: string): Promise<Item[]> =>
  (
    await p
      .api()
      .get('/api/Item/List')
      .query({ SearchTerm: term, pageSize: 100 })
      .set(token ? p.auth(token) : {})
  ).body.payload.items;
/** The item as the storefront shows it (read as the administrator: a product added here is a draft until priced). */
const storefront = async (p: TestProvider, id: number): Promise<Item> =>
  (
    await p
      .api()
      .get(`/api/Item/${p.store.db.items.get(id)!.itemId}`)
      .set(p.auth(p.tokens.admin))
  ).body.payload;

const newProduct = { productName: 'עוגיות שקדים קרנצ׳יות', description: 'עוגיות שקדים במארז חגיגי', categoryId: 2, isPreWeighted: false };

describe('GET /Product/{id}', () => {
  const p = createTestProvider();

  it('gives the back-office view of a product with its prices in every list', async () => {
    const record = [...p.store.db.items.values()][0]!;
    const res = await admin(p).get(`/Product/${record.id}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      productID: record.id,
      itemId: record.itemId,
      catalogNumber: record.catalogNumber,
      status: 'active',
      productName: record.itemDescription,
      description: expect.any(String),
      isPreWeighted: false,
      defaultWeight: null,
      categoryId: expect.any(Number),
      itemGroupId: expect.any(Number),
      images: [],
      primaryImageId: null,
      prices: [
        { priceListID: 1, unitPrice: p.store.priceLists.price(1, record.id) },
        { priceListID: 2, unitPrice: p.store.priceLists.price(2, record.id) },
        { priceListID: 3, unitPrice: p.store.priceLists.price(3, record.id) },
      ],
    });
  });

  it('shows the default weight of a pre-weighed product', async () => {
    const weighed = [...p.store.db.items.values()].find((i) => i.isPreWeighted)!;
    const res = await product(p, weighed.id);
    expect(res).toMatchObject({ isPreWeighted: true, defaultWeight: weighed.defaultWeight });
    expect(res.defaultWeight).toBeGreaterThan(0);
  });

  it('responds with 404 for an unknown product, 400 for a non-numeric id, and refuses a business user', async () => {
    expect((await admin(p).get('/Product/999999')).status).toBe(404);
    expect((await admin(p).get('/Product/abc')).status).toBe(400);
    expect((await p.api().get('/api/Product/1').set(p.auth(p.tokens.buyer))).status).toBe(403);
  });
});

describe('POST /Product/Add', () => {
  it('responds with the new id; the product reads back as a draft, which only an administrator finds by name', async () => {
    const p = createTestProvider();
    const res = await admin(p).post('/Product/Add', newProduct);
    expect(res.status).toBe(200);
    const id = res.body.payload as number;
    expect(typeof id).toBe('number');
    expect(await product(p, id)).toMatchObject({
      productID: id,
      productName: newProduct.productName,
      description: newProduct.description,
      categoryId: 2,
      isPreWeighted: false,
      defaultWeight: null,
      images: [],
      primaryImageId: null,
      prices: [],
      status: 'draft',
    });
    expect(await search(p, 'עוגיות שקדים קרנצ׳יות')).toEqual([]);
    const found = await search(p, 'עוגיות שקדים קרנצ׳יות', p.tokens.admin);
    expect(found.map((i) => i.id)).toContain(id);
    expect(found.find((i) => i.id === id)).toMatchObject({ itemDescription: newProduct.productName, isAvailable: true });
  });

  it('accepts the categoryID spelling', async () => {
    const p = createTestProvider();
    const { categoryId, ...rest } = newProduct;
    const res = await admin(p).post('/Product/Add', { ...rest, categoryID: 3 });
    expect(res.status).toBe(200);
    expect((await product(p, res.body.payload)).categoryId).toBe(3);
    expect(categoryId).toBe(2);
  });

  it('keeps the default weight of a pre-weighed product and requires it', async () => {
    const p = createTestProvider();
    const before = p.store.db.items.size;
    const missing = await admin(p).post('/Product/Add', { ...newProduct, isPreWeighted: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ defaultWeight: ['required'] });
    expect(p.store.db.items.size).toBe(before);
    const ok = await admin(p).post('/Product/Add', { ...newProduct, isPreWeighted: true, defaultWeight: 1.25 });
    expect(ok.status).toBe(200);
    expect(await product(p, ok.body.payload)).toMatchObject({ isPreWeighted: true, defaultWeight: 1.25 });
  });

  it.each([
    [{ ...newProduct, productName: '' }, { productName: ['required'] }],
    [{ ...newProduct, description: undefined }, { description: ['required'] }],
    [{ ...newProduct, categoryId: undefined }, { categoryId: ['selectCategory'] }],
    [{ ...newProduct, categoryId: 9999 }, { categoryId: ['notFound'] }],
    [{ ...newProduct, isPreWeighted: 'no' }, { isPreWeighted: ['mustBeBoolean'] }],
  ])('refuses %p with 400 and %p', async (body, errors) => {
    const p = createTestProvider();
    const before = p.store.db.items.size;
    const res = await admin(p).post('/Product/Add', body);
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual(errors);
    expect(p.store.db.items.size).toBe(before);
  });
});

describe('POST /Product/Update', () => {
  it("changes name, description, category and weighing, seen by the back office and the storefront (the item's description, its line breaks kept)", async () => {
    const p = createTestProvider();
    const id = [...p.store.db.items.values()][2]!.id;
    const res = await admin(p).post('/Product/Update', {
      productID: id,
      productName: 'נוזל כלים אפרסק',
      description: 'ריח חדש\nבקבוק של ליטר',
      categoryID: 9,
      isPreWeighted: true,
      defaultWeight: 0.5,
    });
    expect(res.status).toBe(200);
    expect(await product(p, id)).toMatchObject({
      productID: id,
      productName: 'נוזל כלים אפרסק',
      description: 'ריח חדש\nבקבוק של ליטר',
      categoryId: 9,
      isPreWeighted: true,
      defaultWeight: 0.5,
    });
    expect(await storefront(p, id)).toMatchObject({ itemDescription: 'נוזל כלים אפרסק', description: 'ריח חדש\nבקבוק של ליטר' });
    expect((await search(p, 'אפרסק')).map((i) => i.id)).toContain(id);
  });

  it('responds with 404 for an unknown product and 400 without productID', async () => {
    const p = createTestProvider();
    expect((await admin(p).post('/Product/Update', { ...newProduct, productID: 999999 })).status).toBe(404);
    const missing = await admin(p).post('/Product/Update', newProduct);
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ productID: ['invalidId'] });
  });
});

describe('DELETE /Product/Delete/{id}', () => {
  it('deletes the product: 404 afterwards and gone from Item/List', async () => {
    const p = createTestProvider();
    const added = await admin(p).post('/Product/Add', newProduct);
    const id = added.body.payload as number;
    expect((await search(p, 'עוגיות שקדים קרנצ׳יות', p.tokens.admin)).map((i) => i.id)).toContain(id);
    const res = await admin(p).del(`/Product/Delete/${id}`);
    expect(res.status).toBe(200);
    expect((await admin(p).get(`/Product/${id}`)).status).toBe(404);
    expect((await search(p, 'עוגיות שקדים קרנצ׳יות', p.tokens.admin)).map((i) => i.id)).not.toContain(id);
    expect((await admin(p).del(`/Product/Delete/${id}`)).status).toBe(404);
  });

  it('removes a seed product from the storefront item page and the full list', async () => {
    const p = createTestProvider();
    const record = [...p.store.db.items.values()][4]!;
    const total = (await p.api().get('/api/Item/List')).body.payload.totalCount;
    expect((await admin(p).del(`/Product/Delete/${record.id}`)).status).toBe(200);
    expect((await p.api().get(`/api/Item/${record.itemId}`)).status).toBe(404);
    expect((await p.api().get('/api/Item/List')).body.payload.totalCount).toBe(total - 1);
  });
});

describe('DELETE /Product/Delete/{id}: what becomes of its prices, orders and carts', () => {
  it('drops its prices, keeps the lines of past orders, and refuses a cart line of it as not found', async () => {
    const p = createTestProvider();
    const buyer = p.store.accounts.byEmail('buyer@example.com')!;
    // A product the buyer ordered before, still in the catalogue.
    const line = p.store.db.orders
      .flatMap((o) => (o.userId === buyer.id ? o.lines : []))
      .find((l) => p.store.db.itemsByCode.has(l.itemId))!;
    const record = p.store.db.itemsByCode.get(line.itemId)!;
    const seen: Item = (await p.api().get(`/api/Item/${record.itemId}`).set(p.auth(p.tokens.buyer))).body.payload;
    expect(seen.salePriceInNIS).toBeGreaterThan(0);
    expect(p.store.priceLists.pricesOf(record.id).length).toBeGreaterThan(0);

    expect((await admin(p).del(`/Product/Delete/${record.id}`)).status).toBe(200);

    expect(p.store.priceLists.pricesOf(record.id)).toEqual([]);
    const orders = (await p.api().get('/api/Order/List').query({ pageSize: 50 }).set(p.auth(p.tokens.buyer))).body.payload.items as Array<{
      orderItems: Array<{ productName: string }>;
    }>;
    expect(orders.flatMap((o) => o.orderItems.map((i) => i.productName))).toContain(line.productName);

    const cartItems = [
      {
        id: record.id,
        itemId: record.itemId,
        itemDescription: seen.itemDescription,
        salePriceInNIS: seen.salePriceInNIS!,
        quantity: seen.itemPackSize,
      },
    ];
    const totals = toShekelTotals(computeTotals(cartItems));
    const res = await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .send({ userId: buyer.id, customerId: buyer.businessCustomerId, comment: '', ...totals, cartItems });
    expect(res.status).toBe(409);
    expect(res.body.error.details.lines).toEqual([
      expect.objectContaining({ itemId: record.itemId, reason: 'notFound', currentPrice: null }),
    ]);
  });
});

describe('product images', () => {
  it('makes an image uploaded with flag true primary: the storefront picture becomes it', async () => {
    const p = createTestProvider();
    const id = [...p.store.db.items.values()][1]!.id;
    const res = await admin(p).upload(`/Product/Update/Image/${id}/true`, PNG_1X1, 'a.png');
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\//) });
    const got = await product(p, id);
    expect(got.primaryImageId).toBe(res.body.payload.id);
    expect(got.images).toEqual([{ id: res.body.payload.id, url: res.body.payload.url, isPrimary: true }]);
    expect((await storefront(p, id)).pictureUrl).toBe(res.body.payload.url);
  });

  it('adds a non-primary image with flag false, switches the primary with DELETE .../Primary/Set, and clears it when the primary is deleted', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const id = [...p.store.db.items.values()][1]!.id;
    const first = (await a.upload(`/Product/Update/Image/${id}/true`, PNG_1X1, 'a.png')).body.payload;
    const second = await a.upload(`/Product/Update/Image/${id}/false`, JPEG_SAMPLE, 'b.jpg');
    expect(second.status).toBe(200);
    let got = await product(p, id);
    expect(got.primaryImageId).toBe(first.id);
    expect(got.images).toEqual([
      { id: first.id, url: first.url, isPrimary: true },
      { id: second.body.payload.id, url: second.body.payload.url, isPrimary: false },
    ]);
    expect((await storefront(p, id)).pictureUrl).toBe(first.url);

    const set = await a.del(`/Product/Update/Image/Primary/Set/${id}/${second.body.payload.id}`);
    expect(set.status).toBe(200);
    got = await product(p, id);
    expect(got.primaryImageId).toBe(second.body.payload.id);
    expect(got.images.filter((i) => i.isPrimary).map((i) => i.id)).toEqual([second.body.payload.id]);
    expect((await storefront(p, id)).pictureUrl).toBe(second.body.payload.url);

    const removed = await a.del(`/Product/Delete/Image/${id}/${second.body.payload.id}`);
    expect(removed.status).toBe(200);
    got = await product(p, id);
    expect(got.primaryImageId).toBeNull();
    expect(got.images).toEqual([{ id: first.id, url: first.url, isPrimary: false }]);
  });

  it('refuses a flag other than true or false with 400, storing nothing', async () => {
    const p = createTestProvider();
    const files = p.store.db.files.size;
    const res = await admin(p).upload('/Product/Update/Image/1/maybe', PNG_1X1, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ flag: ['mustBeBoolean'] });
    expect((await product(p, 1)).images).toEqual([]);
    expect(p.store.db.files.size).toBe(files);
  });

  it('responds with 404 for an unknown product or image', async () => {
    const p = createTestProvider();
    const a = admin(p);
    expect((await a.upload('/Product/Update/Image/999999/true', PNG_1X1, 'a.png')).status).toBe(404);
    expect((await a.del('/Product/Delete/Image/1/999999')).status).toBe(404);
    expect((await a.del('/Product/Update/Image/Primary/Set/1/999999')).status).toBe(404);
    expect((await a.del('/Product/Update/Image/Primary/Set/999999/1')).status).toBe(404);
  });

  it("does not let one product's image be made primary of another", async () => {
    const p = createTestProvider();
    const a = admin(p);
    const image = (await a.upload('/Product/Update/Image/1/true', PNG_1X1, 'a.png')).body.payload;
    expect((await a.del(`/Product/Update/Image/Primary/Set/2/${image.id}`)).status).toBe(404);
    expect((await product(p, 2)).primaryImageId).toBeNull();
  });
});

describe('POST /Product/Add and Update: the item group', () => {
  it('lists a new product in the group chosen, and refuses a group of another category', async () => {
    const p = createTestProvider();
    const admin = p.auth(p.tokens.admin);
    const groups = [...p.store.db.itemGroups.values()].filter((g) => g.categoryId !== null);
    const category = groups[0]!.categoryId!;
    const sameCategory = groups.filter((g) => g.categoryId === category);
    const chosen = sameCategory[sameCategory.length - 1]!; // not the first: the old default
    const other = groups.find((g) => g.categoryId !== category)!;
    const body = { productName: 'שוקו בשקית', description: 'חדש', categoryId: category, isPreWeighted: false };

    const added = await p
      .api()
      .post('/api/Product/Add')
      .set(admin)
      .send({ ...body, itemGroupId: chosen.id });
    expect(added.status).toBe(200);
    const product = await p.api().get(`/api/Product/${added.body.payload}`).set(admin);
    expect(product.body.payload.itemGroupId).toBe(chosen.id);
    const item = await p
      .api()
      .get(`/api/Item/${p.store.db.items.get(added.body.payload)!.itemId}`)
      .set(admin);
    expect(item.body.payload.itemGroup).toMatchObject({ id: chosen.id, itemGroupName: chosen.itemGroupName });

    const before = p.store.db.items.size;
    const refused = await p
      .api()
      .post('/api/Product/Add')
      .set(admin)
      .send({ ...body, itemGroupId: other.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.errors).toEqual({ itemGroupId: ['itemGroupNotInCategory'] });
    expect(p.store.db.items.size).toBe(before);

    const moved = await p
      .api()
      .post('/api/Product/Update')
      .set(admin)
      .send({ ...body, productID: added.body.payload, categoryId: other.categoryId, itemGroupId: other.id });
    expect(moved.status).toBe(200);
    expect((await p.api().get(`/api/Product/${added.body.payload}`).set(admin)).body.payload.itemGroupId).toBe(other.id);
  });
});
