import { configure } from 'mobx';
import type { Product } from '@shared/contract/entities';
import { listsWithoutPrice } from './MissingPrices';
import { ProductFormStore } from './ProductFormStore';
import { fail, invalid, makeCategory, makeItem, offContract, ok, pageOf, testbed, type FakeRequest, type Testbed } from '../lib/testing';

let env: Testbed;
afterEach(() => env.dispose());
configure({ enforceActions: 'always' });

const categories = pageOf([
  makeCategory({ id: 1, categoryName: 'משקאות', itemGroups: [] }),
  makeCategory({
    id: 2,
    categoryName: 'חטיפים',
    itemGroups: [{ id: 21, itemGroupName: 'חטיפים מלוחים', pictureUrl: '', categoryId: 2, displayOrder: 1 }],
  }),
]);
const priceLists = pageOf([
  { id: 1, name: 'סיטונאי א' },
  { id: 2, name: 'סיטונאי ב' },
]);
const product = (overrides: Partial<Product> = {}): Product => ({
  productID: 77,
  itemId: 'BMB-1',
  catalogNumber: '4006381333931',
  status: 'draft',
  productName: 'במבה',
  description: 'חטיף בוטנים',
  isPreWeighted: false,
  defaultWeight: null,
  categoryId: 2,
  itemGroupId: 21,
  images: [],
  primaryImageId: null,
  prices: [],
  ...overrides,
});
/** The item of the product as an administrator reads it (its extension as the provider holds it). */
const item = (minOrderQuantity = 1) =>
  makeItem({ id: 77, itemId: 'BMB-1', minOrderQuantity, displayOrder: 7, fullDescription: 'תיאור מלא', isPriceChanged: true });

/** A provider whose product is whatever the calls so far made of it; `refuse` answers a call instead. */
function provider(refuse: Record<string, (req: FakeRequest) => ReturnType<typeof ok> | null> = {}, start: Product | null = null) {
  let current = start;
  let pack = 1;
  const maybe = (key: string, req: FakeRequest, then: () => ReturnType<typeof ok>) => refuse[key]?.(req) ?? then();
  return testbed({
    'GET /Category/List': () => ok(categories),
    'GET /PriceList/GetAll': () => ok(priceLists),
    'GET /Product/:id': () => (current ? ok(current) : fail(404, 'not_found')),
    'GET /Item/:itemId': () => ok(item(pack)),
    'POST /Product/Add': (req) =>
      maybe('add', req, () => {
        const body = req.body as Product;
        current = product({ ...body, itemId: body.itemId ?? 'BMB-1', status: body.status ?? 'draft' });
        return ok(77);
      }),
    'POST /Product/Update': (req) =>
      maybe('update', req, () => {
        const body = req.body as Product;
        current = { ...current!, ...body };
        return ok();
      }),
    'POST /Item/Extensions/Update/:itemId': (req) =>
      maybe('pack', req, () => {
        pack = (req.body as { minOrderQuantity: number }).minOrderQuantity;
        return ok();
      }),
    'POST /Product/Update/Image/:productId/:flag': (req) =>
      maybe('image', req, () => {
        const id = current!.images.length + 1;
        current = { ...current!, images: [...current!.images, { id, url: `/api/files/${id}`, isPrimary: req.params.flag === 'true' }] };
        return ok({ id, url: `/api/files/${id}` });
      }),
    'POST /PriceList/Price/Add': (req) =>
      maybe('price', req, () => {
        const { priceListID, unitPrice } = req.body as { priceListID: number; unitPrice: number };
        current = { ...current!, status: 'active', prices: [...current!.prices, { priceListID, unitPrice }] };
        return ok();
      }),
  });
}

/** The calls that change something, as 'METHOD /Path'. */
const writes = () => env.keys().filter((k) => k.startsWith('POST') || k.startsWith('DELETE'));

/** Fills the add form with a whole product. */
function fill(store: ProductFormStore) {
  store.setItemId('BMB-1');
  store.setCatalogNumber('4006381333931');
  store.setProductName('במבה');
  store.setDescription('חטיף בוטנים');
  store.setCategoryId('2');
  store.setPack('6');
  store.setPrice(1, '3.5');
  store.setPrice(2, '3.9');
}

describe('ProductFormStore: checking', () => {
  it('requires name, description and category, and a default weight only when pre-weighted, sending nothing', async () => {
    env = provider();
    const store = new ProductFormStore(env.root);
    await store.load();
    expect(store.categories.map((c) => c.categoryName)).toEqual(['משקאות', 'חטיפים']);
    store.setPreWeighted(true);
    expect(await store.submit()).toBeNull();
    expect(store.form.errors).toEqual({
      productName: 'required',
      description: 'required',
      categoryId: 'selectCategory',
      defaultWeight: 'required',
    });
    expect(store.form.failure).toBe('יש לתקן את השדות המסומנים. דבר לא נשמר.');
    expect(writes()).toEqual([]);
  });

  it.each([
    [
      'a barcode whose check digit is wrong',
      (s: ProductFormStore) => s.setCatalogNumber('4006381333932'),
      'catalogNumber',
      'barcodeCheckDigit',
    ],
    ['a barcode of 12 digits', (s: ProductFormStore) => s.setCatalogNumber('400638133393'), 'catalogNumber', 'invalidBarcode'],
    ['a pack of 0', (s: ProductFormStore) => s.setPack('0'), 'pack', 'packAtLeastOne'],
    ['a pack of 1.5', (s: ProductFormStore) => s.setPack('1.5'), 'pack', 'mustBeInteger'],
    ['a negative price', (s: ProductFormStore) => s.setPrice(2, '-3'), 'price-2', 'הערך אינו יכול להיות שלילי'],
    ['a price that is not a number', (s: ProductFormStore) => s.setPrice(2, 'abc'), 'price-2', 'יש להזין מספר'],
    ['a price with three decimals', (s: ProductFormStore) => s.setPrice(2, '3.999'), 'price-2', 'עד שתי ספרות אחרי הנקודה'],
    ['a price of 0', (s: ProductFormStore) => s.setPrice(1, '0'), 'price-1', expect.stringContaining('המחיר חייב להיות גדול מ־0')],
    ['a name that starts a formula', (s: ProductFormStore) => s.setProductName('=1+2'), 'productName', 'formulaStart'],
    ['a name of 201 characters', (s: ProductFormStore) => s.setProductName('א'.repeat(201)), 'productName', 'tooLong'],
    ['a code starting with @', (s: ProductFormStore) => s.setItemId('@A1'), 'itemId', 'invalidItemCode'],
  ])('refuses %s on its field and sends nothing', async (_label, spoil, field, message) => {
    env = provider();
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    spoil(store);
    expect(await store.submit()).toBeNull();
    expect(store.form.errors).toEqual({ [field]: message });
    expect(store.form.failure).toBe('יש לתקן את השדות המסומנים. דבר לא נשמר.');
    expect(writes()).toEqual([]);
    expect(store.productId).toBeNull();
  });
});

describe('ProductFormStore: saving together', () => {
  it('adds the product, then its pack, picture and two prices, in order, with one press, and leaves it a draft only until priced', async () => {
    env = provider();
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    store.addPictures([new File(['png'], 'bamba.png', { type: 'image/png' })]);
    expect(store.status).toBe('active'); // a price is typed: it will be shown
    expect(await store.submit()).toBe(77);
    expect(writes()).toEqual([
      'POST /Product/Add',
      'POST /Item/Extensions/Update/BMB-1',
      'POST /Product/Update/Image/77/true',
      'POST /PriceList/Price/Add',
      'POST /PriceList/Price/Add',
    ]);
    expect(env.sent('POST /Product/Add')).toEqual([
      {
        itemId: 'BMB-1',
        catalogNumber: '4006381333931',
        productName: 'במבה',
        description: 'חטיף בוטנים',
        categoryId: 2,
        itemGroupId: 21, // the category's one group, chosen for the manager
        isPreWeighted: false,
        defaultWeight: null,
      },
    ]);
    // The pack goes into the item's extension, which keeps the rest as the provider holds it.
    expect(env.sent('POST /Item/Extensions/Update/BMB-1')).toEqual([
      { isAvailable: true, displayOrder: 7, fullDescription: 'תיאור מלא', isPriceChanged: true, minOrderQuantity: 6 },
    ]);
    expect(env.sent('POST /PriceList/Price/Add')).toEqual([
      { productID: 77, priceListID: 1, unitPrice: 3.5 },
      { productID: 77, priceListID: 2, unitPrice: 3.9 },
    ]);
    expect(store.form.success).toBe('המוצר נוסף בהצלחה!');
    expect([store.status, store.pictures]).toEqual(['active', []]);
    expect(env.invalidated.length).toBeGreaterThan(0);
  });

  it('keeps a new product without a price a draft; one the manager sets active is made so last', async () => {
    env = provider();
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    store.setPrice(1, '');
    store.setPrice(2, '');
    expect(store.status).toBe('draft');
    store.setStatus('active');
    expect(await store.submit()).toBe(77);
    expect(writes()).toEqual(['POST /Product/Add', 'POST /Item/Extensions/Update/BMB-1', 'POST /Product/Update']);
    expect(env.sent('POST /Product/Add')[0]).not.toHaveProperty('status');
    expect(env.sent('POST /Product/Update')[0]).toMatchObject({ productID: 77, status: 'active' });
    expect(store.saved?.status).toBe('active');
  });

  it('sends a draft chosen with the product itself, so a price does not show it', async () => {
    env = provider();
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    store.setStatus('draft');
    await store.submit();
    expect(env.sent('POST /Product/Add')[0]).toMatchObject({ status: 'draft' });
    expect(writes()).not.toContain('POST /Product/Update');
  });

  it('shows the barcode the provider refuses on its field, with nothing saved', async () => {
    env = provider({ add: () => invalid({ catalogNumber: ['barcodeInUse'] }) });
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    expect(await store.submit()).toBeNull();
    expect(store.form.errors).toEqual({ catalogNumber: 'barcodeInUse' });
    expect(store.form.failure).toBe('הוספת המוצר נכשלה. נסו שוב.');
    expect(writes()).toEqual(['POST /Product/Add']);
    expect(store.productId).toBeNull();
  });

  it('says which part failed, keeps what was typed, and the second press updates the product the first created', async () => {
    let priceDown = true;
    env = provider({
      price: (req) => (priceDown && (req.body as { priceListID: number }).priceListID === 2 ? fail(502, 'bad_gateway') : null),
    });
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    expect(await store.submit()).toBeNull();
    expect(store.form.failure).toBe(
      'המוצר נשמר, אבל המחיר ב: סיטונאי ב, לא נשמר. השרת אינו זמין כעת. לחצו שוב על "שמירה" כדי להשלים: המוצר לא ייווצר פעמיים.',
    );
    expect(store.form.errors).toEqual({ 'price-2': expect.any(String) });
    expect([store.productId, store.priceDraft(1), store.priceDraft(2), store.pack]).toEqual([77, '3.5', '3.9', '6']);
    expect(store.codeEditable).toBe(false);

    priceDown = false;
    expect(await store.submit()).toBe(77);
    // One product: the second press updated it and sent only what was not saved yet.
    expect(writes().filter((k) => k === 'POST /Product/Add')).toHaveLength(1);
    expect(writes().slice(-2)).toEqual(['POST /Product/Update', 'POST /PriceList/Price/Add']);
    expect(env.sent('POST /Product/Update')[0]).not.toHaveProperty('itemId');
    expect(env.sent('POST /PriceList/Price/Add').at(-1)).toEqual({ productID: 77, priceListID: 2, unitPrice: 3.9 });
    expect(env.sent('POST /Item/Extensions/Update/BMB-1')).toHaveLength(1);
    expect(store.form.failure).toBeNull();
  });

  it('stops at a pack the provider refuses: no picture or price is sent, so the product stays a draft', async () => {
    env = provider({ pack: () => invalid({ minOrderQuantity: ['packAtLeastOne'] }) });
    const store = new ProductFormStore(env.root);
    await store.load();
    fill(store);
    store.addPictures([new File(['png'], 'bamba.png', { type: 'image/png' })]);
    expect(await store.submit()).toBeNull();
    expect(store.form.failure).toMatch(/^המוצר נשמר, אבל גודל האריזה לא נשמר\./);
    expect(writes()).toEqual(['POST /Product/Add', 'POST /Item/Extensions/Update/BMB-1']);
    expect(store.pictures).toHaveLength(1);
  });
});

describe('ProductFormStore: editing', () => {
  it('loads the product with its code, barcode, pack and prices, and sends back only what changed', async () => {
    env = provider({}, product({ prices: [{ priceListID: 1, unitPrice: 3.5 }], status: 'active' }));
    env.provider.on('GET /Item/:itemId', () => ok(item(12)));
    const store = new ProductFormStore(env.root, 77);
    await store.load();
    expect([store.itemId, store.catalogNumber, store.pack, store.priceDraft(1), store.priceDraft(2), store.status]).toEqual([
      'BMB-1',
      '4006381333931',
      '12',
      '3.5',
      '',
      'active',
    ]);
    expect(store.codeEditable).toBe(false);
    expect(listsWithoutPrice(store.priceLists, store.saved!.prices).map((l) => l.name)).toEqual(['סיטונאי ב']);
    store.setProductName('במבה נוגט');
    expect(await store.submit()).toBe(77);
    expect(writes()).toEqual(['POST /Product/Update']);
    expect(env.sent('POST /Product/Update')[0]).toEqual({
      productID: 77,
      catalogNumber: '4006381333931',
      productName: 'במבה נוגט',
      description: 'חטיף בוטנים',
      categoryId: 2,
      itemGroupId: 21,
      isPreWeighted: false,
      defaultWeight: null,
    });
    expect(store.form.success).toBe('המוצר עודכן בהצלחה!');
  });

  it('refuses a cleared barcode and says the update failed when the provider refuses', async () => {
    env = provider({ update: () => fail(404, 'not_found', 'x') }, product());
    const store = new ProductFormStore(env.root, 77);
    await store.load();
    store.setCatalogNumber('');
    expect(await store.submit()).toBeNull();
    expect(store.form.errors).toEqual({ catalogNumber: 'required' });
    store.setCatalogNumber('96385074');
    await store.submit();
    expect(store.form.failure).toBe('עדכון המוצר נכשל. נסו שוב.');
  });
});

describe('ProductFormStore: id 0 is an id', () => {
  it('shows a product of category 0 and group 0 in them, not with none chosen', async () => {
    env = provider({}, product({ categoryId: 0, itemGroupId: 0 }));
    // Ids start at 1 in the contract: a provider that breaks it with 0 is still read as it says.
    env.provider.on('GET /Product/:id', () =>
      offContract(ok(product({ categoryId: 0, itemGroupId: 0 })), 'ids from 1 in the contract; this provider sends 0'),
    );
    const store = new ProductFormStore(env.root, 77);
    await store.load();
    expect([store.categoryId, store.itemGroupId]).toEqual(['0', '0']);
  });
});
