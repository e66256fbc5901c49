import type { Item } from '@shared/contract/entities';
import { createTestProvider } from '../testing';

const p = createTestProvider();
const list = (query: object, token?: string) => {
  const req = p.api().get('/api/Item/List').query(query);
  return token ? req.set(p.auth(token)) : req;
};

describe('GET /Item/List', () => {
  it('pages the catalogue by 24 by default with items, totalCount, totalPages and currentPage', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const { items, totalCount, totalPages, currentPage } = res.body.payload;
    expect(items).toHaveLength(24);
    expect(totalCount).toBe(p.store.db.items.size);
    expect(totalPages).toBe(Math.ceil(totalCount / 24));
    expect(currentPage).toBe(1);
  });

  it('filters by item group and by category', async () => {
    const group = [...p.store.db.itemGroups.values()].find((g) => g.categoryId !== null)!;
    const byGroup = await list({ itemGroupId: group.id, pageSize: 1000 });
    expect(byGroup.body.payload.items.length).toBeGreaterThan(0);
    for (const i of byGroup.body.payload.items) expect(i.itemGroup.id).toBe(group.id);
    const byCategory = await list({ categoryId: group.categoryId, pageSize: 1000 });
    for (const i of byCategory.body.payload.items) expect(i.itemGroup.categoryId).toBe(group.categoryId);
    expect(byCategory.body.payload.totalCount).toBeGreaterThanOrEqual(byGroup.body.payload.totalCount);
  });

  it('excludes the items named by repeated ExcludeItemList parameters', async () => {
    const first = (await list({ pageSize: 3 })).body.payload.items as Item[];
    const res = await p.api().get(`/api/Item/List?pageSize=3&ExcludeItemList=${first[0]!.itemId}&ExcludeItemList=${first[1]!.itemId}`);
    const codes = res.body.payload.items.map((i: Item) => i.itemId);
    expect(codes).not.toContain(first[0]!.itemId);
    expect(codes).not.toContain(first[1]!.itemId);
    expect(res.body.payload.totalCount).toBe(p.store.db.items.size - 2);
  });

  it('gives an empty page past the end, not an error', async () => {
    const res = await list({ pageNumber: 10_000 });
    expect(res.status).toBe(200);
    expect(res.body.payload.items).toEqual([]);
  });

  it.each([
    [{ pageNumber: 0 }],
    [{ pageNumber: 'abc' }],
    [{ pageSize: 100000 }],
    [{ categoryId: -3 }],
    [{ getAll: 'maybe' }],
    [{ unknownParameter: 1 }],
  ])('refuses %p with 400 keyed by the parameter', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.errors)).toEqual(Object.keys(query));
  });
});

describe('search', () => {
  const search = async (term: string) =>
    (await list({ SearchTerm: term, pageSize: 1000 })).body.payload as { items: Item[]; totalCount: number };

  it('matches every word as a prefix of a word of the description', async () => {
    const { items } = await search('במב');
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.itemDescription).toMatch(/(^|[\s\-–])[ובהלמשכ]{0,2}במב/);
  });

  it('puts an exact catalogue-number match first', async () => {
    const target = [...p.store.db.items.values()][37]!;
    const { items } = await search(target.catalogNumber);
    expect(items[0]!.itemId).toBe(target.itemId);
  });

  it('finds an item by its code, and takes searchTerm as well as SearchTerm', async () => {
    const target = [...p.store.db.items.values()][5]!;
    const res = await list({ searchTerm: target.itemId });
    expect(res.body.payload.items[0].itemId).toBe(target.itemId);
  });

  it('ignores niqqud and final letters', async () => {
    const plain = await search('במבה');
    expect((await search('בְּמְבָּה')).totalCount).toBe(plain.totalCount);
  });

  it('matches Hebrew typed on an English keyboard layout', async () => {
    const hebrew = await search('במב');
    const latin = await search('cnc');
    expect(latin.totalCount).toBe(hebrew.totalCount);
  });

  it('matches a query word that carries an attached prefix letter', async () => {
    const plain = await search('במבה');
    const withPrefix = await search('ובמבה');
    expect(withPrefix.totalCount).toBeGreaterThanOrEqual(plain.totalCount);
    expect(withPrefix.items.map((i) => i.itemId)).toEqual(expect.arrayContaining(plain.items.map((i) => i.itemId)));
  });

  it('requires every word: two words narrow the result', async () => {
    const one = await search('במבה');
    const sample = one.items[0]!.itemDescription.split(/\s+/)[1]!;
    const two = await search(`במבה ${sample}`);
    expect(two.totalCount).toBeGreaterThan(0);
    expect(two.totalCount).toBeLessThanOrEqual(one.totalCount);
  });

  it('finds nothing for a word no item has', async () => {
    expect((await search('זזזזזזזז')).totalCount).toBe(0);
  });

  describe('forgives spelling', () => {
    const names = async (term: string) => (await search(term)).items.map((i) => i.itemDescription);

    it.each([
      ['ניר', /^נייר|נייר/],
      ['אקונומקה', /אקונומיקה/],
      ['במבות', /^במבה/],
      ['גבינות', /גבינ[הת]/],
      ['ביסלים', /^ביסלי/],
      ['שקולד', /שוקולד/],
      ['במבע', /^במבה/],
      ['bamba', /^במבה/],
      ['cola', /קולה/],
    ])('%s finds what the shopkeeper meant', async (term, meant) => {
      const found = await names(term);
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((n) => meant.test(n)).length).toBeGreaterThanOrEqual(Math.min(3, found.length));
      expect(meant.test(found[0]!)).toBe(true);
    });

    it('finds by either spelling what the other finds, and by the plural what the singular finds', async () => {
      expect(new Set(await names('ניר'))).toEqual(new Set(await names('נייר')));
      expect(new Set(await names('במבות'))).toEqual(new Set(await names('במבה')));
    });

    it('never matches another code or barcode one digit off', async () => {
      const target = [...p.store.db.items.values()][37]!;
      const last = target.catalogNumber.slice(-1);
      const off = target.catalogNumber.slice(0, -1) + String((Number(last) + 1) % 10);
      const found = (await search(off)).items;
      for (const i of found) expect([i.catalogNumber, i.itemId].some((c) => c.startsWith(off))).toBe(true);
      expect(found.map((i) => i.itemId)).not.toContain(target.itemId);
    });

    it('forgives a typo only when nothing closer is found: a real word does not bring its neighbours', async () => {
      // 'חלבה' (halva) is one letter from every 'חלב' (milk): with halva in the catalogue, milk stays out.
      const halva = await names('חלבה');
      expect(halva.length).toBeGreaterThan(0);
      for (const n of halva) expect(n).toMatch(/חלבה/);
    });
  });
});

describe('price hiding', () => {
  const someCode = () => [...p.store.db.items.values()].find((i) => i.relatedItemIds.length > 0)!.itemId;

  it('never sends salePriceInNIS to a visitor, in lists, searches, detail, related and recommended items', async () => {
    const responses = [
      await list({ pageSize: 200 }),
      await list({ SearchTerm: 'במבה' }),
      await list({ ExcludeItemList: someCode(), pageNumber: 1 }),
      await p.api().get(`/api/Item/${someCode()}`),
    ];
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('salePriceInNIS');
    }
  });

  it('treats an expired or forged token as a visitor', async () => {
    const res = await list({}, 'forged.token.value');
    expect(JSON.stringify(res.body)).not.toContain('salePriceInNIS');
  });

  it("gives a business user its own price list's prices, whatever customer it names", async () => {
    const item = [...p.store.db.items.values()][0]!;
    const buyerPrice = p.store.priceLists.price(1, item.id);
    const shopPrice = p.store.priceLists.price(2, item.id);
    expect(buyerPrice).not.toBe(shopPrice);
    const asBuyer = await p.api().get(`/api/Item/${item.itemId}`).set(p.auth(p.tokens.buyer));
    expect(asBuyer.body.payload.salePriceInNIS).toBe(buyerPrice);
    const asShop = await list({ SearchTerm: item.catalogNumber, customerId: 1001 }, p.tokens.shop);
    expect(asShop.body.payload.items[0].salePriceInNIS).toBe(shopPrice);
  });
});

describe('GET /Item/{itemId}', () => {
  it('gives the full item with attributes and related items, and 404 for an unknown code', async () => {
    const record = [...p.store.db.items.values()].find((i) => i.relatedItemIds.length > 0 && i.attributes.length > 0)!;
    const res = await p.api().get(`/api/Item/${record.itemId}`);
    expect(res.body.payload).toMatchObject({
      itemId: record.itemId,
      itemPackSize: Math.max(1, record.minOrderQuantity),
      itemAttributes: record.attributes,
      relatedItems: expect.arrayContaining([
        expect.objectContaining({
          relatedItemId: record.relatedItemIds[0],
          related: expect.objectContaining({ itemId: record.relatedItemIds[0] }),
        }),
      ]),
    });
    expect((await p.api().get('/api/Item/no-such-item')).status).toBe(404);
  });
});

describe('item extensions', () => {
  const q = createTestProvider();
  const code = () => [...q.store.db.items.values()][3]!.itemId;
  const ext = { isAvailable: false, displayOrder: 5, minOrderQuantity: 12, fullDescription: 'תיאור מלא חדש', isPriceChanged: true };

  it('updates availability, order, pack size, description and the price-change flag', async () => {
    const res = await q.api().post(`/api/Item/Extensions/Update/${code()}`).set(q.auth(q.tokens.admin)).send(ext);
    expect(res.status).toBe(200);
    const item = (await q.api().get(`/api/Item/${code()}`)).body.payload;
    expect(item).toMatchObject({
      isAvailable: false,
      displayOrder: 5,
      minOrderQuantity: 12,
      itemPackSize: 12,
      fullDescription: 'תיאור מלא חדש',
      isPriceChanged: true,
    });
  });

  it('refuses a description over 500 characters and changes nothing', async () => {
    const before = (await q.api().get(`/api/Item/${code()}`)).body.payload;
    const res = await q
      .api()
      .post(`/api/Item/Extensions/Update/${code()}`)
      .set(q.auth(q.tokens.admin))
      .send({ ...ext, fullDescription: 'א'.repeat(501), displayOrder: 77 });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ fullDescription: ['tooLong'] });
    expect((await q.api().get(`/api/Item/${code()}`)).body.payload).toEqual(before);
  });

  it('sets attributes, refusing a duplicate name', async () => {
    const attrs = [
      { attributeName: 'מותג', attributeValue: 'ניסיון' },
      { attributeName: 'כשרות', attributeValue: 'בד"ץ' },
    ];
    expect((await q.api().post(`/api/Item/Extensions/Update/Attributes/${code()}`).set(q.auth(q.tokens.admin)).send(attrs)).status).toBe(
      200,
    );
    expect((await q.api().get(`/api/Item/${code()}`)).body.payload.itemAttributes).toEqual(attrs);
    const dup = await q
      .api()
      .post(`/api/Item/Extensions/Update/Attributes/${code()}`)
      .set(q.auth(q.tokens.admin))
      .send([...attrs, { attributeName: 'מותג', attributeValue: 'אחר' }]);
    expect(dup.status).toBe(400);
    expect(dup.body.error.errors).toEqual({ items: ['alreadyExists'] });
  });

  it('sets related items, refusing one linked twice, an unknown one and the item itself', async () => {
    const [a, b] = [...q.store.db.items.values()].slice(10, 12).map((i) => i.itemId);
    const url = `/api/Item/Extensions/Update/RelatedItems/${code()}`;
    expect((await q.api().post(url).set(q.auth(q.tokens.admin)).send([a, b])).status).toBe(200);
    expect(
      (await q.api().get(`/api/Item/${code()}`)).body.payload.relatedItems.map((r: { relatedItemId: string }) => r.relatedItemId),
    ).toEqual([a, b]);
    expect((await q.api().post(url).set(q.auth(q.tokens.admin)).send([a, a])).body.error.errors).toEqual({ items: ['alreadyLinked'] });
    expect((await q.api().post(url).set(q.auth(q.tokens.admin)).send(['nope'])).body.error.errors).toEqual({ 'items.0': ['notFound'] });
    expect((await q.api().post(url).set(q.auth(q.tokens.admin)).send([code()])).body.error.errors).toEqual({ 'items.0': ['notAllowed'] });
    expect(
      (
        await q
          .api()
          .post(url)
          .set(q.auth(q.tokens.admin))
          .send({ items: [a] })
      ).status,
    ).toBe(400);
  });

  it('responds with 404 for an unknown item', async () => {
    expect((await q.api().post('/api/Item/Extensions/Update/nope').set(q.auth(q.tokens.admin)).send(ext)).status).toBe(404);
  });
});

describe("the back office's item filters", () => {
  const all = () => [...p.store.db.items.values()];
  const payload = async (query: object, token = p.tokens.admin) => {
    const res = await list({ pageSize: 1000, ...query }, token);
    expect(res.status).toBe(200);
    return res.body.payload as { items: Item[]; totalCount: number };
  };

  it('filters by availability and by the price-change flag', async () => {
    for (const isAvailable of [true, false]) {
      const { items, totalCount } = await payload({ isAvailable });
      expect(totalCount).toBe(all().filter((i) => i.isAvailable === isAvailable).length);
      expect(items.every((i) => i.isAvailable === isAvailable)).toBe(true);
    }
    const changed = await payload({ isPriceChanged: true });
    expect(changed.totalCount).toBe(all().filter((i) => i.isPriceChanged).length);
    expect(changed.totalCount).toBeGreaterThan(0);
  });

  it("lists the items without a price in a price list, and shows a price list's own prices", async () => {
    const [priceList] = p.store.db.priceLists.values();
    const prices = p.store.db.prices.get(priceList!.id)!;
    const missing = await payload({ missingPriceListId: priceList!.id });
    expect(missing.totalCount).toBe(all().filter((i) => !prices.has(i.id)).length);
    expect(missing.items.every((i) => !prices.has(i.id))).toBe(true);

    const priced = await payload({ priceListId: priceList!.id, pageSize: 50 });
    for (const item of priced.items) {
      const price = prices.get(item.id);
      if (price === undefined) {
        expect(item).toMatchObject({ isPriceOnRequest: true });
        expect(item.salePriceInNIS).toBeUndefined();
      } else expect(item.salePriceInNIS).toBe(price);
    }
  });

  it('sorts by name, by item code and by display order', async () => {
    const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true });
    const names = (await payload({ orderBy: 'name', pageSize: 100 })).items.map((i) => i.itemDescription);
    expect(names).toEqual([...names].sort(collator.compare));
    const codes = (await payload({ orderBy: 'code', pageSize: 100 })).items.map((i) => i.itemId);
    expect(codes).toEqual([...codes].sort(collator.compare));
    const orders = (await payload({ orderBy: 'displayOrder', pageSize: 100 })).items.map((i) => i.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('refuses a price list question from anyone but an administrator, an unknown price list, and an unknown order', async () => {
    expect((await list({ priceListId: 1 }, p.tokens.buyer)).status).toBe(403);
    expect((await list({ missingPriceListId: 1 })).status).toBe(401);
    expect((await list({ priceListId: 999_999 }, p.tokens.admin)).status).toBe(404);
    const bad = await list({ orderBy: 'price' }, p.tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toHaveProperty('orderBy');
  });
});
