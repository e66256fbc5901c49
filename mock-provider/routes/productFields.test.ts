// A product's code, barcode and status (docs/product.md §6.1): the barcode is checked and unique, a
// draft is shown to nobody but an administrator, and a product added without a status becomes
// active with its first price.
import type { Item, Product } from '@shared/contract/entities';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { createTestProvider, type TestProvider } from '../testing';

const newProduct = { productName: 'חלבה בטעם פיסטוק', description: 'חלבה במארז של 500 גרם', categoryId: 2, isPreWeighted: false };
/** Valid EAN codes no seed item has (the seed's are 729…). */
const EAN13 = '4006381333931';
const EAN8 = '96385074';

const as = (p: TestProvider, token?: string) => {
  const auth = token ? p.auth(token) : {};
  return {
    get: (path: string, query: object = {}) => p.api().get(`/api${path}`).query(query).set(auth),
    post: (path: string, body?: object) => p.api().post(`/api${path}`).set(auth).send(body),
  };
};
const admin = (p: TestProvider) => as(p, p.tokens.admin);
const product = async (p: TestProvider, id: number): Promise<Product> => (await admin(p).get(`/Product/${id}`)).body.payload;

/** Adds a product as the administrator; its id. */
async function add(p: TestProvider, body: object = {}): Promise<number> {
  const res = await admin(p).post('/Product/Add', { ...newProduct, ...body });
  expect(res.status).toBe(200);
  return res.body.payload as number;
}

/** Whether each viewer finds the product: in a search, in its group's list, and by its code. */
async function seenBy(p: TestProvider, id: number, token?: string): Promise<{ search: boolean; group: boolean; item: number }> {
  const record = p.store.db.items.get(id)!;
  const viewer = as(p, token);
  const search = (await viewer.get('/Item/List', { SearchTerm: newProduct.productName, pageSize: 50 })).body.payload.items as Item[];
  const group = (await viewer.get('/Item/List', { itemGroupId: record.itemGroupId, pageSize: 50 })).body.payload.items as Item[];
  const item = await viewer.get(`/Item/${record.itemId}`);
  return { search: search.some((i) => i.id === id), group: group.some((i) => i.id === id), item: item.status };
}

describe('POST /Product/Add: code, barcode and status', () => {
  it('keeps the code, barcode and status given, and reads them back as the item has them', async () => {
    const p = createTestProvider();
    const id = await add(p, { itemId: 'HLV-500', catalogNumber: EAN13, status: 'active' });
    expect(await product(p, id)).toMatchObject({ productID: id, itemId: 'HLV-500', catalogNumber: EAN13, status: 'active' });
    const item = (await admin(p).get('/Item/HLV-500')).body.payload as Item;
    expect(item).toMatchObject({ id, catalogNumber: EAN13, status: 'active' });
    // The barcode finds it, as a scan would.
    const found = (await as(p, p.tokens.buyer).get('/Item/List', { SearchTerm: EAN13 })).body.payload.items as Item[];
    expect(found[0]?.id).toBe(id);
  });

  it('takes an EAN-8 barcode, and gives the next code and a barcode when none are sent', async () => {
    const p = createTestProvider();
    expect((await product(p, await add(p, { catalogNumber: EAN8 }))).catalogNumber).toBe(EAN8);
    const plain = await product(p, await add(p));
    expect(plain.itemId).toMatch(/^\d+$/);
    expect(plain.catalogNumber).toMatch(/^729\d{10}$/);
  });

  it.each([
    ['a wrong check digit', { catalogNumber: '4006381333932' }, { catalogNumber: ['barcodeCheckDigit'] }],
    ['12 digits', { catalogNumber: '400638133393' }, { catalogNumber: ['invalidBarcode'] }],
    ['a number for a barcode', { catalogNumber: 4006381333931 }, { catalogNumber: ['mustBeText'] }],
    ['a name starting with =', { productName: '=HYPERLINK("http://x","פרס")' }, { productName: ['formulaStart'] }],
    ['a name starting with + after spaces', { productName: '  +972' }, { productName: ['formulaStart'] }],
    ['a name starting with @', { productName: '@SUM(A1)' }, { productName: ['formulaStart'] }],
    ['a name starting with -', { productName: '-1' }, { productName: ['formulaStart'] }],
    ['a name of 201 characters', { productName: 'א'.repeat(201) }, { productName: ['tooLong'] }],
    ['a description of 1,001 characters', { description: 'א'.repeat(1001) }, { description: ['tooLong'] }],
    ['a code starting with =', { itemId: '=1+1' }, { itemId: ['invalidItemCode'] }],
    ['a code of 31 characters', { itemId: 'X'.repeat(31) }, { itemId: ['invalidItemCode'] }],
    ['an unknown status', { status: 'hidden' }, { status: ['invalidValue'] }],
  ])('refuses %s with 400 and its field message, storing nothing', async (_label, body, errors) => {
    const p = createTestProvider();
    const before = p.store.db.items.size;
    const res = await admin(p).post('/Product/Add', { ...newProduct, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual(errors);
    expect(p.store.db.items.size).toBe(before);
  });

  it('refuses a barcode or a code another product has (its barcode or its code), storing nothing', async () => {
    const p = createTestProvider();
    const seed = [...p.store.db.items.values()][0]!;
    const before = p.store.db.items.size;
    for (const [body, errors] of [
      [{ catalogNumber: seed.catalogNumber }, { catalogNumber: ['barcodeInUse'] }],
      [{ itemId: seed.itemId }, { itemId: ['itemCodeInUse'] }],
      [{ itemId: seed.catalogNumber }, { itemId: ['itemCodeInUse'] }],
    ] as const) {
      const res = await admin(p).post('/Product/Add', { ...newProduct, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', errors });
    }
    expect(p.store.db.items.size).toBe(before);
  });
});

describe('POST /Product/Update: barcode and status', () => {
  it('changes the barcode and keeps it unique; a refused update changes nothing', async () => {
    const p = createTestProvider();
    const id = await add(p, { catalogNumber: EAN13 });
    const other = await add(p, { catalogNumber: EAN8 });
    const update = (body: object) => admin(p).post('/Product/Update', { ...newProduct, productID: id, ...body });
    // Its own barcode again is no conflict.
    expect((await update({ catalogNumber: EAN13 })).status).toBe(200);
    const taken = await update({ catalogNumber: EAN8, productName: 'שם אחר', status: 'active' });
    expect(taken.status).toBe(400);
    expect(taken.body.error.errors).toEqual({ catalogNumber: ['barcodeInUse'] });
    expect(await product(p, id)).toMatchObject({ productName: newProduct.productName, catalogNumber: EAN13, status: 'draft' });
    expect((await product(p, other)).catalogNumber).toBe(EAN8);
    // Left out, the barcode stays; the item code cannot be changed by an update.
    expect((await update({ productName: 'חלבה' })).status).toBe(200);
    expect((await product(p, id)).catalogNumber).toBe(EAN13);
    const code = await update({ itemId: 'OTHER' });
    expect(code.status).toBe(400);
    expect(code.body.error.errors).toEqual({ itemId: ['unknownField'] });
  });
});

describe('a draft product', () => {
  it('is not shown to a visitor or a buyer (lists, search, its item page), only to an administrator, with its status', async () => {
    const p = createTestProvider();
    const id = await add(p);
    expect((await product(p, id)).status).toBe('draft');
    expect(await seenBy(p, id)).toEqual({ search: false, group: false, item: 404 });
    expect(await seenBy(p, id, p.tokens.buyer)).toEqual({ search: false, group: false, item: 404 });
    expect(await seenBy(p, id, p.tokens.admin)).toEqual({ search: true, group: true, item: 200 });
    const drafts = (await admin(p).get('/Item/List', { status: 'draft', pageSize: 50 })).body.payload.items as Item[];
    expect(drafts.map((i) => [i.id, i.status])).toEqual([[id, 'draft']]);
    // Only an administrator may ask by status.
    expect((await as(p, p.tokens.buyer).get('/Item/List', { status: 'draft' })).status).toBe(403);
  });

  it('added without a status becomes listed with its first price, at that price', async () => {
    const p = createTestProvider();
    const id = await add(p);
    const price = await admin(p).post('/PriceList/Price/Add', { productID: id, priceListID: 1, unitPrice: 12.9 });
    expect(price.status).toBe(200);
    expect((await product(p, id)).status).toBe('active');
    expect(await seenBy(p, id)).toEqual({ search: true, group: true, item: 200 });
    const item = (await as(p, p.tokens.buyer).get(`/Item/${p.store.db.items.get(id)!.itemId}`)).body.payload as Item;
    expect(item.salePriceInNIS).toBe(12.9);
    expect(item.status).toBeUndefined();
  });

  it('set to draft stays hidden when priced, and is listed once set active', async () => {
    const p = createTestProvider();
    const id = await add(p, { status: 'draft' });
    await admin(p).post('/PriceList/Price/Add', { productID: id, priceListID: 1, unitPrice: 5 });
    expect(await seenBy(p, id, p.tokens.buyer)).toEqual({ search: false, group: false, item: 404 });
    const activated = await admin(p).post('/Product/Update', { ...newProduct, productID: id, status: 'active' });
    expect(activated.status).toBe(200);
    expect(await seenBy(p, id, p.tokens.buyer)).toEqual({ search: true, group: true, item: 200 });
    // And hidden again when the manager sets it back.
    await admin(p).post('/Product/Update', { ...newProduct, productID: id, status: 'draft' });
    expect(await seenBy(p, id)).toEqual({ search: false, group: false, item: 404 });
  });

  it('set active without a price is listed as price on request', async () => {
    const p = createTestProvider();
    const id = await add(p, { status: 'active' });
    const item = (await as(p, p.tokens.buyer).get(`/Item/${p.store.db.items.get(id)!.itemId}`)).body.payload as Item;
    expect(item).toMatchObject({ id, isPriceOnRequest: true });
  });

  it('cannot be ordered by a buyer, even with its price, nor is it among related items', async () => {
    const p = createTestProvider();
    const id = await add(p, { status: 'draft', itemId: 'DRAFT-1' });
    await admin(p).post('/PriceList/Price/Add', { productID: id, priceListID: 1, unitPrice: 10 });
    const buyer = p.store.accounts.byEmail('buyer@example.com')!;
    const cartItems = [{ id, itemId: 'DRAFT-1', itemDescription: newProduct.productName, salePriceInNIS: 10, quantity: 1 }];
    const order = await as(p, p.tokens.buyer).post('/Order/Create', {
      userId: buyer.id,
      customerId: 1001,
      comment: '',
      ...toShekelTotals(computeTotals(cartItems)),
      cartItems,
    });
    expect(order.status).toBe(409);
    expect(JSON.stringify(order.body.error)).toContain('notFound');

    const seed = [...p.store.db.items.values()][0]!;
    await admin(p).post(`/Item/Extensions/Update/RelatedItems/${seed.itemId}`, ['DRAFT-1']);
    const related = (await as(p, p.tokens.buyer).get(`/Item/${seed.itemId}`)).body.payload as Item;
    expect(related.relatedItems.map((r) => r.relatedItemId)).not.toContain('DRAFT-1');
    const asAdmin = (await admin(p).get(`/Item/${seed.itemId}`)).body.payload as Item;
    expect(asAdmin.relatedItems.map((r) => r.relatedItemId)).toContain('DRAFT-1');
  });
});

describe('POST /Item/Extensions/Update: the pack the product form writes', () => {
  it('refuses a pack of 0 with its message and keeps the pack', async () => {
    const p = createTestProvider();
    const id = await add(p, { itemId: 'PACK-1' });
    const body = { isAvailable: true, displayOrder: 999, fullDescription: '', isPriceChanged: false };
    const zero = await admin(p).post('/Item/Extensions/Update/PACK-1', { ...body, minOrderQuantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.errors).toEqual({ minOrderQuantity: ['packAtLeastOne'] });
    expect(p.store.db.items.get(id)!.minOrderQuantity).toBe(1);
    expect((await admin(p).post('/Item/Extensions/Update/PACK-1', { ...body, minOrderQuantity: 6 })).status).toBe(200);
    expect(((await admin(p).get('/Item/PACK-1')).body.payload as Item).itemPackSize).toBe(6);
  });
});
