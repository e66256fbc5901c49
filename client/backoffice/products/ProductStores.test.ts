import { listsWithoutPrice } from './MissingPrices';
import { configure } from 'mobx';
import type { Product } from '@shared/contract/entities';
import { ProductFormStore } from './ProductFormStore';
import { ProductImagesStore } from './ProductImagesStore';
import { ProductPriceStore } from './ProductPriceStore';
import { fail, makeCategory, ok, pageOf, testbed, type Testbed } from '../lib/testing';

let env: Testbed;
afterEach(() => env.dispose());

/** The requests the store made, as 'METHOD /Path'. */
const keys = () => env.keys();

configure({ enforceActions: 'always' });

const categories = pageOf([makeCategory({ id: 1, categoryName: 'משקאות' }), makeCategory({ id: 2, categoryName: 'חטיפים' })]);
const product = (overrides: Partial<Product> = {}): Product => ({
  productID: 5,
  productName: 'במבה',
  description: 'חטיף בוטנים',
  isPreWeighted: false,
  defaultWeight: null,
  categoryId: 2,
  itemGroupId: 21,
  images: [],
  primaryImageId: null,
  prices: [{ priceListID: 1, unitPrice: 3.5 }],
  ...overrides,
});

const priceLists = {
  items: [
    { id: 1, name: 'סיטונאי א' },
    { id: 2, name: 'סיטונאי ב' },
    { id: 3, name: 'מחירון כללי' },
  ],
  totalCount: 3,
  totalPages: 1,
  currentPage: 1,
};

describe('ProductFormStore: delete', () => {
  const routes = (remove: () => ReturnType<typeof ok>) => ({
    'GET /Category/List': () => ok(categories),
    'GET /Product/:id': () => ok(product()),
    'GET /PriceList/GetAll': () => ok(priceLists),
    'DELETE /Product/Delete/:id': remove,
  });

  it("deletes the product only after the confirmation, says so by the name it was loaded with and marks the storefront's items stale", async () => {
    env = testbed(routes(() => ok()));
    const store = new ProductFormStore(env.root, 5);
    await store.load();
    store.setProductName('שם שלא נשמר');
    store.askDelete();
    expect(store.pendingDelete).toEqual({ productName: 'במבה' });
    store.cancelDelete();
    expect(keys()).not.toContain('DELETE /Product/Delete/5');
    store.askDelete();
    await store.confirmDelete();
    expect(keys()).toContain('DELETE /Product/Delete/5');
    expect([store.deleted, store.pendingDelete]).toEqual([true, null]);
    expect(store.deleteMessage).toEqual({ tone: 'success', text: 'המוצר "במבה" נמחק.' });
    expect(env.invalidated.length).toBeGreaterThan(0);
    // Nothing left to delete.
    store.askDelete();
    expect(store.pendingDelete).toBeNull();
  });

  it('says why a delete failed and keeps the product; one deleted meanwhile is not found', async () => {
    let respond = () => fail(502, 'bad_gateway');
    env = testbed(routes(() => respond()));
    const store = new ProductFormStore(env.root, 5);
    await store.load();
    store.askDelete();
    await store.confirmDelete();
    expect(store.deleteMessage).toEqual({ tone: 'error', text: 'מחיקת המוצר נכשלה. השרת אינו זמין כעת.' });
    expect(store.deleted).toBe(false);
    respond = () => fail(404, 'not_found');
    store.askDelete();
    await store.confirmDelete();
    expect(store.deleteMessage).toEqual({ tone: 'error', text: 'המוצר לא נמצא.' });
    expect(store.deleted).toBe(true);
  });
});

describe('ProductPriceStore', () => {
  const lists = {
    items: [
      { id: 1, name: 'סיטונאי א' },
      { id: 2, name: 'סיטונאי ב' },
    ],
    totalCount: 2,
    totalPages: 1,
    currentPage: 1,
  };
  const routes = (over: Record<string, () => ReturnType<typeof ok>> = {}) => ({
    'GET /Product/:id': () => ok(product()),
    'GET /PriceList/GetAll': () => ok(lists),
    'POST /PriceList/Price/Add': () => ok(),
    'POST /PriceList/Price/Update': () => ok(),
    ...over,
  });
  const posts = () => env.provider.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);

  it("asks for up to 100 price lists and shows each list's price in its row, or an empty field", async () => {
    env = testbed(routes());
    const store = new ProductPriceStore(env.root, 5);
    await store.load();
    expect(Object.fromEntries(env.provider.calls('GET', '/PriceList/GetAll')[0]!.query)).toEqual({ pageNumber: '1', pageSize: '100' });
    expect([store.priceIn(1), store.draftOf(1)]).toEqual([3.5, '3.5']);
    expect([store.priceIn(2), store.draftOf(2)]).toEqual([undefined, '']);
    expect(store.changedLists).toEqual([]);
  });

  it('says to choose a price list when no row was changed, sending nothing', async () => {
    env = testbed(routes());
    const store = new ProductPriceStore(env.root, 5);
    await store.load();
    expect(await store.submit()).toBe(false);
    expect(store.form.failure).toBe('יש לבחור מחירון: הזינו מחיר חדש בשורה של המחירון.');
    // Typing the saved price again is no change either.
    store.setDraft(1, '3.50');
    expect(await store.submit()).toBe(false);
    expect(posts()).toEqual([]);
  });

  it('refuses a price of 0, a blank where a price was, a negative and three decimals, row by row, and sends nothing', async () => {
    env = testbed(routes());
    const store = new ProductPriceStore(env.root, 5);
    await store.load();
    store.setDraft(1, '');
    store.setDraft(2, '0');
    expect(await store.submit()).toBe(false);
    expect([store.rowError(1), store.rowError(2)]).toEqual([
      'שדה חובה',
      'המחיר חייב להיות גדול מ־0. מוצר בלי מחיר מוצג ללקוחות כ"מחיר לפי בקשה".',
    ]);
    expect(store.form.failure).toBe('יש לתקן את המחירים המסומנים. דבר לא נשמר.');
    store.setDraft(1, '-2');
    expect(store.rowError(1)).toBeUndefined();
    store.setDraft(2, '1.234');
    expect(await store.submit()).toBe(false);
    expect(Object.keys(store.form.errors).sort()).toEqual(['price-1', 'price-2']);
    expect(store.rowError(2)).toBe('עד שתי ספרות אחרי הנקודה');
    expect(posts()).toEqual([]);
    expect(store.priceIn(1)).toBe(3.5);
  });

  it('saves every changed row with one submit: added where the list had no price, updated where it had one', async () => {
    env = testbed(routes());
    const store = new ProductPriceStore(env.root, 5);
    await store.load();
    store.setDraft(2, '4.9');
    expect(await store.submit()).toBe(true);
    expect(posts()).toEqual([['/PriceList/Price/Add', { productID: 5, priceListID: 2, unitPrice: 4.9 }]]);
    expect(store.form.success).toBe('המחיר עודכן בהצלחה!');
    expect([store.priceIn(2), store.draftOf(2), store.isChanged(2)]).toEqual([4.9, '4.9', false]);

    store.setDraft(1, '3.75');
    store.setDraft(2, '5');
    expect(await store.submit()).toBe(true);
    expect(posts().slice(1)).toEqual([
      ['/PriceList/Price/Update', { productID: 5, priceListID: 1, unitPrice: 3.75 }],
      ['/PriceList/Price/Update', { productID: 5, priceListID: 2, unitPrice: 5 }],
    ]);
    expect(store.form.success).toBe('המחירים עודכנו בהצלחה!');
    // The storefront shows the new prices.
    expect(env.invalidated.length).toBeGreaterThan(0);
  });

  it('updates when another screen added the price meanwhile; a row the provider refuses keeps its typing and is named, the others are saved', async () => {
    let refuseList2 = false;
    env = testbed({
      ...routes({ 'GET /Product/:id': () => ok(product({ prices: [] })) }),
      'POST /PriceList/Price/Add': ({ body }) =>
        (body as { priceListID: number }).priceListID === 1
          ? fail(409, 'conflict', 'exists')
          : refuseList2
            ? fail(502, 'bad_gateway')
            : ok(),
    });
    const store = new ProductPriceStore(env.root, 5);
    await store.load();
    store.setDraft(1, '2');
    expect(await store.submit()).toBe(true);
    expect(keys().slice(-2)).toEqual(['POST /PriceList/Price/Add', 'POST /PriceList/Price/Update']);

    refuseList2 = true;
    store.setDraft(1, '2.5');
    store.setDraft(2, '7');
    expect(await store.submit()).toBe(false);
    expect(store.form.failure).toBe('שמירת המחיר נכשלה. נסו שוב. השרת אינו זמין כעת. (לא נשמר ב: סיטונאי ב)');
    expect([store.priceIn(1), store.isChanged(1)]).toEqual([2.5, false]);
    expect([store.priceIn(2), store.draftOf(2), store.isChanged(2)]).toEqual([undefined, '7', true]);
  });

  it('shows a price of 0 stored before as no price (an empty field), and saving one there replaces it', async () => {
    env = testbed(
      routes({
        'GET /Product/:id': () =>
          ok(
            product({
              prices: [
                { priceListID: 1, unitPrice: 3.5 },
                { priceListID: 2, unitPrice: 0 },
              ],
            }),
          ),
      }),
    );
    const store = new ProductPriceStore(env.root, 5);
    await store.load();
    expect([store.priceIn(2), store.draftOf(2), store.isChanged(2)]).toEqual([undefined, '', false]);
    store.setDraft(2, '4');
    expect(await store.submit()).toBe(true);
    expect(store.priceIn(2)).toBe(4);
  });

  it('counts a stored price of 0 as no price in the missing-prices warning', () => {
    const all = [
      { id: 1, name: 'סיטונאי א' },
      { id: 2, name: 'סיטונאי ב' },
    ];
    const prices = [
      { priceListID: 1, unitPrice: 3.5 },
      { priceListID: 2, unitPrice: 0 },
    ];
    expect(listsWithoutPrice(all, prices).map((l) => l.name)).toEqual(['סיטונאי ב']);
  });
});

describe('ProductImagesStore', () => {
  const image = (id: number, isPrimary: boolean) => ({ id, url: `/api/files/${id}`, isPrimary });

  it('asks for a file before uploading', async () => {
    env = testbed({ 'GET /Product/:id': () => ok(product()) });
    const store = new ProductImagesStore(env.root, 5);
    await store.load();
    expect(await store.upload()).toBe(false);
    expect(store.form.errors.file).toBe('יש לבחור קובץ.');
    expect(keys().filter((key) => key.startsWith('POST'))).toEqual([]);
  });

  it('uploads the file in the field "file", primary when asked, and shows the product again', async () => {
    let images = [image(1, true)];
    const sent: Array<{ params: unknown; file: unknown }> = [];
    env = testbed({
      'GET /Product/:id': () => ok(product({ images, primaryImageId: images.find((i) => i.isPrimary)?.id ?? null })),
      'POST /Product/Update/Image/:productId/:flag': ({ params, body }) => {
        sent.push({ params, file: (body as FormData).get('file') });
        images = [image(1, false), image(2, true)];
        return ok({ id: 2, url: '/api/files/2' });
      },
    });
    const store = new ProductImagesStore(env.root, 5);
    await store.load();
    store.setFile(new Blob(['png'], { type: 'image/png' }));
    store.setMakePrimary(true);
    expect(await store.upload()).toBe(true);
    expect(sent[0]!.params).toEqual({ productId: '5', flag: 'true' });
    expect(sent[0]!.file).toBeInstanceOf(Blob);
    expect(store.form.success).toBe('התמונה הועלתה בהצלחה!');
    expect(store.images.map((i) => [i.id, i.isPrimary])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect([store.file, store.makePrimary]).toEqual([null, false]);
  });

  it('says why the provider refused a file', async () => {
    env = testbed({
      'GET /Product/:id': () => ok(product()),
      'POST /Product/Update/Image/:productId/:flag': () => fail(415, 'unsupported_media_type', 'x'),
    });
    const store = new ProductImagesStore(env.root, 5);
    await store.load();
    store.setFile(new Blob(['<svg/>']));
    await store.upload();
    expect(store.form.failure).toBe('סוג הקובץ אינו נתמך. יש לבחור תמונת PNG, JPEG, WebP או GIF.');
  });

  it('sets the primary image, and deletes one only after the confirmation (deleting the primary clears it)', async () => {
    let images = [image(1, true), image(2, false)];
    env = testbed({
      'GET /Product/:id': () => ok(product({ images })),
      'DELETE /Product/Update/Image/Primary/Set/:productId/:imageId': ({ params }) => {
        images = images.map((i) => ({ ...i, isPrimary: i.id === Number(params.imageId) }));
        return ok();
      },
      'DELETE /Product/Delete/Image/:productId/:imageId': ({ params }) => {
        images = images.filter((i) => i.id !== Number(params.imageId));
        return ok();
      },
    });
    const store = new ProductImagesStore(env.root, 5);
    await store.load();
    await store.setPrimary(store.images[1]!);
    expect(env.provider.requests.at(-2)).toMatchObject({ params: { productId: '5', imageId: '2' } });
    expect(store.images[0]).toEqual(image(2, true));
    expect(store.message).toEqual({ tone: 'success', text: 'התמונה הראשית עודכנה.' });
    store.askDelete(store.images[0]!);
    await store.confirmDelete();
    expect(store.images).toEqual([image(1, false)]);
    expect(store.images.some((i) => i.isPrimary)).toBe(false);
    expect(store.pendingDelete).toBeNull();
  });
});
