import { formatShekels } from '@shared/format';
import { dayOf } from '@shared/rules/orderDays';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { createTestProvider, type TestProvider } from '../testing';
import type { Item } from '@shared/contract/entities';

/** Available items of the buyer's price list, with their current prices. */
async function pricedItems(p: TestProvider, count: number): Promise<Item[]> {
  const res = await p.api().get('/api/Item/List').query({ pageSize: 100 }).set(p.auth(p.tokens.buyer));
  return (res.body.payload.items as Item[]).filter((i) => i.isAvailable).slice(0, count);
}

/** POST /api/Order/Create with `token`'s authorization and `body`. */
function createOrder(p: TestProvider, token: string, body: object) {
  return p.api().post('/api/Order/Create').set(p.auth(token)).send(body);
}

function orderFor(p: TestProvider, items: Item[], packs = 1, over: object = {}) {
  const buyer = p.store.accounts.byEmail('buyer@example.com')!;
  const cartItems = items.map((i) => ({
    id: i.id,
    itemId: i.itemId,
    itemDescription: i.itemDescription,
    salePriceInNIS: i.salePriceInNIS!,
    quantity: i.itemPackSize * packs,
  }));
  const totals = toShekelTotals(computeTotals(cartItems));
  return { userId: buyer.id, customerId: 1001, comment: 'נא לתאם משלוח', ...totals, cartItems, ...over };
}

describe('POST /Order/Create', () => {
  it('creates a valid order with the next order number and an absolute link to its document', async () => {
    const p = createTestProvider({ baseUrl: 'https://provider.example/api' });
    const body = orderFor(p, await pricedItems(p, 3), 2);
    const before = p.store.db.orders.length;
    // The link is built from the provider's own base URL, never from the Host the request names.
    const res = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Host', 'evil.example').send(body);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      orderNumber: expect.any(Number),
      documentLink: expect.stringMatching(/^https:\/\/provider\.example\/api\/Order\/Document\/[\w-]{32}$/),
    });
    expect(p.store.db.orders).toHaveLength(before + 1);
    expect(res.body.payload.orderNumber).toBe(p.store.db.orders[before - 1]!.orderNumber + 1);

    const doc = await p.api().get(new URL(res.body.payload.documentLink).pathname);
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toMatch(/text\/html/);
    expect(doc.text).toContain('dir="rtl"');
    expect(doc.text).toContain(`הזמנה מס' ${res.body.payload.orderNumber}`);
    expect(doc.text).toContain(body.cartItems[0]!.itemDescription.replace(/"/g, '&quot;'));
  });

  it("writes the delivery day asked for as a field of its own, and the comment's lines as lines", async () => {
    const p = createTestProvider({ baseUrl: 'https://provider.example/api' });
    const body = orderFor(p, await pricedItems(p, 1), 1, { comment: 'לפרוק מאחור\nלהתקשר לפני\nתאריך אספקה מבוקש: 02/12/2026' });
    const res = await createOrder(p, p.tokens.buyer, body);
    const doc = (await p.api().get(new URL(res.body.payload.documentLink).pathname)).text;
    expect(doc).toContain('<div><span>תאריך אספקה מבוקש</span>02/12/2026</div>');
    expect(doc).toContain('<div class="comment"><span>הערה</span>לפרוק מאחור\nלהתקשר לפני</div>');
    expect(doc).toMatch(/\.comment\{[^}]*white-space:pre-line/);
  });

  it('refuses totals that differ from the current prices with 409 and the expected totals, creating nothing', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 2));
    const before = p.store.db.orders.length;
    const res = await createOrder(p, p.tokens.buyer, { ...body, totalPrice: body.totalPrice + 1 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('order_changed');
    expect(res.body.error.details.totals).toEqual({
      totalPriceBeforeVat: body.totalPriceBeforeVat,
      vatSum: body.vatSum,
      totalPrice: body.totalPrice,
      vatPercent: 18,
    });
    expect(p.store.db.orders).toHaveLength(before);
  });

  it('refuses a line whose price changed since the cart was filled, naming the line', async () => {
    const p = createTestProvider();
    const items = await pricedItems(p, 2);
    const stale = { ...items[0]!, salePriceInNIS: items[0]!.salePriceInNIS! - 0.5 };
    const res = await createOrder(p, p.tokens.buyer, orderFor(p, [stale, items[1]!]));
    expect(res.status).toBe(409);
    expect(res.body.error.details.lines).toEqual([
      { itemId: stale.itemId, sentPrice: stale.salePriceInNIS, currentPrice: items[0]!.salePriceInNIS, reason: 'priceChanged' },
    ]);
  });

  it('refuses an unavailable line', async () => {
    const p = createTestProvider();
    const items = await pricedItems(p, 2);
    p.store.items.byCode(items[0]!.itemId).isAvailable = false;
    const res = await createOrder(p, p.tokens.buyer, orderFor(p, items));
    expect(res.status).toBe(409);
    expect(res.body.error.details.lines).toEqual([expect.objectContaining({ itemId: items[0]!.itemId, reason: 'unavailable' })]);
  });

  it('refuses a quantity that is not a whole number of the current packs with 409, naming the line and its pack size', async () => {
    const p = createTestProvider();
    const item = (await pricedItems(p, 100)).find((i) => i.itemPackSize > 1)!;
    const body = orderFor(p, [item]);
    body.cartItems[0]!.quantity = item.itemPackSize + 1;
    const totals = toShekelTotals(computeTotals(body.cartItems));
    const before = p.store.db.orders.length;
    const res = await createOrder(p, p.tokens.buyer, { ...body, ...totals });
    expect(res.status).toBe(409);
    expect(res.body.error.details.lines).toEqual([
      {
        itemId: item.itemId,
        sentPrice: item.salePriceInNIS,
        currentPrice: item.salePriceInNIS,
        reason: 'packSize',
        currentPackSize: item.itemPackSize,
      },
    ]);
    expect(p.store.db.orders).toHaveLength(before);
  });

  it('refuses an order for another user or customer, and an administrator or visitor', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 1));
    expect((await createOrder(p, p.tokens.buyer, { ...body, customerId: 1002 })).status).toBe(403);
    expect((await createOrder(p, p.tokens.buyer, { ...body, userId: 1 })).status).toBe(403);
    expect((await createOrder(p, p.tokens.admin, body)).status).toBe(403);
    expect((await p.api().post('/api/Order/Create').send(body)).status).toBe(401);
  });

  it('gives two concurrent creations distinct, consecutive order numbers', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 2));
    const [a, b] = await Promise.all([createOrder(p, p.tokens.buyer, body), createOrder(p, p.tokens.buyer, body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const numbers = [a.body.payload.orderNumber, b.body.payload.orderNumber].sort();
    expect(numbers[1] - numbers[0]).toBe(1);
    expect(a.body.payload.documentLink).not.toBe(b.body.payload.documentLink);
  });
});

describe("POST /Order/Create: the store's minimum order", () => {
  /** A provider with the demo's settings: Sunday to Thursday, minimum 300.00 ₪ before VAT. */
  const demoProvider = () => createTestProvider({ settings: {} });

  it('refuses an order below the minimum before VAT with 409, what is missing in Hebrew and in details, creating nothing', async () => {
    const p = demoProvider();
    const body = orderFor(p, await pricedItems(p, 1));
    expect(body.totalPriceBeforeVat).toBeLessThan(300);
    const before = p.store.db.orders.length;
    const res = await createOrder(p, p.tokens.buyer, body);
    expect(res.status).toBe(409);
    const missing = Math.round((300 - body.totalPriceBeforeVat) * 100) / 100;
    expect(res.body).toEqual({
      statusCode: 409,
      error: {
        code: 'below_minimum',
        message: `חסרים ${formatShekels(missing)} למינימום הזמנה (300.00 ₪ לפני מע"מ).`,
        details: { minimumOrder: 300, totalPriceBeforeVat: body.totalPriceBeforeVat, missing },
      },
    });
    expect(p.store.db.orders).toHaveLength(before);
  });

  it('places an order that reaches the minimum, and any order once the store sets no minimum', async () => {
    const p = demoProvider();
    const [item] = await pricedItems(p, 1);
    const packs = Math.ceil(300 / (item!.salePriceInNIS! * item!.itemPackSize));
    const enough = orderFor(p, [item!], packs);
    expect(enough.totalPriceBeforeVat).toBeGreaterThanOrEqual(300);
    expect((await createOrder(p, p.tokens.buyer, enough)).status).toBe(200);

    const setting = {
      key: 'Delivery',
      value: JSON.stringify({ Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 0 }),
    };
    expect((await p.api().post('/api/WebsiteConfiguration/AddOrUpdate').set(p.auth(p.tokens.admin)).send(setting)).status).toBe(200);
    expect((await createOrder(p, p.tokens.buyer, orderFor(p, [item!]))).status).toBe(200);
  });

  it('checks the lines first: a stale price below the minimum is order_changed, so the cart can mark it', async () => {
    const p = demoProvider();
    const body = orderFor(p, await pricedItems(p, 1));
    const res = await createOrder(p, p.tokens.buyer, { ...body, totalPrice: body.totalPrice + 1 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('order_changed');
  });

  it('refuses a Delivery setting that breaks its rules, changing nothing', async () => {
    const p = demoProvider();
    const send = (value: object) =>
      p
        .api()
        .post('/api/WebsiteConfiguration/AddOrUpdate')
        .set(p.auth(p.tokens.admin))
        .send({ key: 'Delivery', value: JSON.stringify(value) });
    const good = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: ['2026-12-25'], MinimumOrder: 250.5 };
    for (const bad of [
      { ...good, Days: [] },
      { ...good, Days: [1, 1] },
      { ...good, Days: [7] },
      { ...good, CutoffHour: 24 },
      { ...good, CutoffHour: 13.5 },
      { ...good, NoDeliveryDates: ['2026-02-30'] },
      { ...good, MinimumOrder: -1 },
      { ...good, MinimumOrder: 10.001 },
    ]) {
      const res = await send(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
    expect(JSON.parse(p.store.db.settings.get('Delivery')!)).toEqual({
      Days: [0, 1, 2, 3, 4],
      CutoffHour: 14,
      NoDeliveryDates: [],
      MinimumOrder: 300,
    });
    expect((await send(good)).status).toBe(200);
    expect(JSON.parse(p.store.db.settings.get('Delivery')!)).toEqual(good);
  });
});

describe('GET /Order/List', () => {
  it('gives a business user its own orders, newest first, paged by 10, whatever user it names', async () => {
    const p = createTestProvider();
    const res = await p.api().get('/api/Order/List').query({ userId: 1, getAll: true }).set(p.auth(p.tokens.buyer));
    expect(res.status).toBe(200);
    const { items, totalCount } = res.body.payload;
    const buyer = p.store.accounts.byEmail('buyer@example.com')!;
    expect(totalCount).toBe(p.store.db.orders.filter((o) => o.userId === buyer.id).length);
    expect(items.length).toBeGreaterThan(0);
    for (const o of items) expect(o.userId).toBe(buyer.id);
    const dates = items.map((o: { orderDate: string }) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]).toMatchObject({
      customer: { lastName: expect.any(String), phone: expect.any(String), email: expect.any(String) },
      orderItems: expect.any(Array),
      documentLink: expect.stringContaining('/api/Order/Document/'),
    });
  });

  it('gives an administrator every order with getAll=true', async () => {
    const p = createTestProvider();
    const res = await p.api().get('/api/Order/List').query({ getAll: true, pageSize: 50 }).set(p.auth(p.tokens.admin));
    expect(res.body.payload.totalCount).toBe(p.store.db.orders.length);
    expect(new Set(res.body.payload.items.map((o: { customerId: number }) => o.customerId)).size).toBeGreaterThan(1);
  });

  it("narrows the orders to one customer's and to a range of days in Israel, both ends included", async () => {
    const p = createTestProvider();
    const all = p.store.db.orders;
    const customerId = all[0]!.customerId;
    const list = async (query: object) =>
      (
        await p
          .api()
          .get('/api/Order/List')
          .query({ getAll: true, pageSize: 100, ...query })
          .set(p.auth(p.tokens.admin))
      ).body.payload;
    const mine = await list({ customerId });
    expect(mine.totalCount).toBe(all.filter((o) => o.customerId === customerId).length);
    expect(mine.items.every((o: { customerId: number }) => o.customerId === customerId)).toBe(true);

    const day = dayOf(all[0]!.orderDate);
    const onThatDay = all.filter((o) => dayOf(o.orderDate) === day).length;
    expect((await list({ fromDate: day, toDate: day })).totalCount).toBe(onThatDay);
    expect((await list({ fromDate: day })).totalCount).toBe(all.filter((o) => dayOf(o.orderDate) >= day).length);
    expect((await list({ toDate: day })).totalCount).toBe(all.filter((o) => dayOf(o.orderDate) <= day).length);
    expect((await list({ fromDate: '2099-01-01' })).totalCount).toBe(0);
  });

  it('refuses a day that is not one, naming the field, with 400', async () => {
    const p = createTestProvider();
    for (const fromDate of ['2026-02-30', '1/3/2026', '2026-03-01T00:00:00Z', '']) {
      const res = await p.api().get('/api/Order/List').query({ getAll: true, fromDate }).set(p.auth(p.tokens.admin));
      expect(res.status).toBe(400);
      expect(res.body.error.errors).toHaveProperty('fromDate');
    }
  });

  it('refuses a visitor', async () => {
    const p = createTestProvider();
    expect((await p.api().get('/api/Order/List')).status).toBe(401);
  });
});

describe('GET /Order/Document/{token}', () => {
  it('opens nothing for a guessed or altered token', async () => {
    const p = createTestProvider();
    const token = p.store.db.orders[0]!.documentToken;
    expect((await p.api().get(`/api/Order/Document/${token}`)).status).toBe(200);
    const altered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const res = await p.api().get(`/api/Order/Document/${altered}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('הזמנה מס');
  });

  it("names its tab icon (the seller's logo, or an empty one), so the browser asks for no /favicon.ico", async () => {
    const p = createTestProvider();
    const token = p.store.db.orders[0]!.documentToken;
    const logoUrl = (JSON.parse(p.store.settings.get('Logo').value) as { Url: string }).Url;
    expect(logoUrl).toMatch(/^\/api\/files\//);
    expect((await p.api().get(`/api/Order/Document/${token}`)).text).toContain(`<link rel="icon" href="${logoUrl}">`);
    expect((await p.api().get('/api/Order/Document/nothing')).text).toContain('<link rel="icon" href="data:,">');
  });
});

describe('POST /Order/Create: prices the buyer has, at the rates the store set', () => {
  /** A product priced only in price list 1 ('סיטונאי א'), added as the back office would. */
  async function productOnlyInList1(p: TestProvider): Promise<{ id: number; itemId: string }> {
    const admin = p.auth(p.tokens.admin);
    const categoryId = p.store.db.categories.keys().next().value as number;
    const added = await p
      .api()
      .post('/api/Product/Add')
      .set(admin)
      .send({ productName: 'קפה נמס חדש', description: 'מוצר חדש', isPreWeighted: false, categoryId });
    expect(added.status).toBe(200);
    const id = added.body.payload as number;
    expect(
      (await p.api().post('/api/PriceList/Price/Add').set(admin).send({ productID: id, priceListID: 1, unitPrice: 12.5 })).status,
    ).toBe(200);
    return { id, itemId: p.store.db.items.get(id)!.itemId };
  }

  it('leaves the price out and marks the item on request for a buyer whose list has no price, and refuses to order it', async () => {
    const p = createTestProvider();
    const product = await productOnlyInList1(p);

    const asShop = await p.api().get(`/api/Item/${product.itemId}`).set(p.auth(p.tokens.shop));
    expect(asShop.status).toBe(200);
    expect(asShop.body.payload).not.toHaveProperty('salePriceInNIS');
    expect(asShop.body.payload.isPriceOnRequest).toBe(true);
    const asBuyer = await p.api().get(`/api/Item/${product.itemId}`).set(p.auth(p.tokens.buyer));
    expect(asBuyer.body.payload.salePriceInNIS).toBe(12.5);
    expect(asBuyer.body.payload).not.toHaveProperty('isPriceOnRequest');
    const asVisitor = await p.api().get(`/api/Item/${product.itemId}`);
    expect(asVisitor.body.payload).not.toHaveProperty('salePriceInNIS');
    expect(asVisitor.body.payload).not.toHaveProperty('isPriceOnRequest');

    const shop = p.store.accounts.byEmail('shop@example.com')!;
    const line = { id: product.id, itemId: product.itemId, itemDescription: 'קפה נמס חדש', salePriceInNIS: 0, quantity: 1 };
    const body = { userId: shop.id, customerId: 1002, comment: '', ...toShekelTotals(computeTotals([line])), cartItems: [line] };
    const before = p.store.db.orders.length;
    const res = await createOrder(p, p.tokens.shop, body);
    expect(res.status).toBe(409);
    expect(res.body.error.details.lines).toEqual([{ itemId: product.itemId, sentPrice: 0, currentPrice: null, reason: 'priceOnRequest' }]);
    expect(p.store.db.orders).toHaveLength(before);
  });

  it("places an order at the VatPercent setting's rate, refuses the old rate, and prints the rate on the document", async () => {
    const p = createTestProvider();
    const admin = p.auth(p.tokens.admin);
    expect(
      (await p.api().post('/api/WebsiteConfiguration/AddOrUpdate').set(admin).send({ key: 'VatPercent', value: '{"Discount":17}' })).status,
    ).toBe(200);
    const items = await pricedItems(p, 2);
    const at18 = orderFor(p, items);
    const refused = await createOrder(p, p.tokens.buyer, at18);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.totals.vatPercent).toBe(17);

    const at17 = { ...at18, ...toShekelTotals(computeTotals(at18.cartItems, 17), 17) };
    const placed = await createOrder(p, p.tokens.buyer, at17);
    expect(placed.status).toBe(200);
    const order = p.store.db.orders.at(-1)!;
    expect(order.vatPercent).toBe(17);
    const doc = await p.api().get(new URL(placed.body.payload.documentLink).pathname);
    expect(doc.text).toContain('מע"מ 17%');
  });

  it('takes the Discount setting off every price it returns, and checks the order at those prices', async () => {
    const p = createTestProvider();
    const [item] = await pricedItems(p, 1);
    const listPrice = item!.salePriceInNIS!;
    expect(
      (
        await p
          .api()
          .post('/api/WebsiteConfiguration/AddOrUpdate')
          .set(p.auth(p.tokens.admin))
          .send({ key: 'Discount', value: '{"Discount":5}' })
      ).status,
    ).toBe(200);
    const expected = Math.round(listPrice * 95) / 100;

    const one = await p.api().get(`/api/Item/${item!.itemId}`).set(p.auth(p.tokens.buyer));
    expect(one.body.payload.salePriceInNIS).toBeCloseTo(expected, 10);
    const [listed] = await pricedItems(p, 1);
    expect(listed!.salePriceInNIS).toBeCloseTo(expected, 10);

    expect((await createOrder(p, p.tokens.buyer, orderFor(p, [item!]))).status).toBe(409);
    expect((await createOrder(p, p.tokens.buyer, orderFor(p, [listed!]))).status).toBe(200);
  });

  it('refuses a VAT or discount setting that is not a percentage, changing nothing', async () => {
    const p = createTestProvider();
    const admin = p.auth(p.tokens.admin);
    for (const [key, value] of [
      ['VatPercent', '{"Discount":-1}'],
      ['VatPercent', '{"Discount":"17"}'],
      ['VatPercent', '{"Discount":101}'],
      ['Discount', '{"Discount":100}'],
      ['Discount', '{"Discount":5.123}'],
      ['Discount', '{}'],
    ]) {
      const res = await p.api().post('/api/WebsiteConfiguration/AddOrUpdate').set(admin).send({ key, value });
      expect({ key, value, status: res.status, errors: res.body.error?.errors }).toEqual({
        key,
        value,
        status: 400,
        errors: { value: ['invalidPercent'] },
      });
    }
    const vat = await p.api().get('/api/WebsiteConfiguration/GetByKey').query({ key: 'VatPercent' });
    expect(JSON.parse(vat.body.payload.value)).toEqual({ Discount: 18 });
  });
});
