import { isWholePacks } from '@shared/rules/packSize';
import { latinLayoutToHebrew, normalizeSearch, searchWords } from '@shared/rules/search';
import { SETTING_KEYS } from '@shared/contract/settings';
import type { ItemRecord } from '../store/types';
import { isValidEan13 } from './ean';
import { generateSeed } from './generate';
import { MIN_SUBSTITUTES } from './items';

const seed = generateSeed();
const byItemId = new Map(seed.items.map((item) => [item.itemId, item]));
const priceIndex = new Map(seed.prices.map((p) => [`${p.priceListId}/${p.productId}`, p.unitPrice]));
const priceOf = (item: ItemRecord, list: number) => priceIndex.get(`${list}/${item.id}`);
const twoDecimals = (n: number) => /^\d+(\.\d{1,2})?$/.test(String(n));

describe('generateSeed', () => {
  it('returns the same catalogue on every call', () => {
    expect(generateSeed()).toEqual(seed);
    expect(generateSeed({ items: 300 })).toEqual(generateSeed({ items: 300 }));
  });

  it('makes 1,200 items by default and as many as asked, with ids 1..n and codes from 100001', () => {
    expect(seed.items).toHaveLength(1200);
    const small = generateSeed({ items: 250 });
    expect(small.items).toHaveLength(250);
    expect(small.items.map((i) => i.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(small.items[0]?.itemId).toBe('100001');
    expect(new Set(seed.items.map((i) => i.itemId)).size).toBe(1200);
  });

  it('keeps the first items the same whatever the size (demo items tests can rely on)', () => {
    const small = generateSeed({ items: 100 });
    const pick = (i: ItemRecord) => [i.itemId, i.itemDescription, i.catalogNumber, i.basePrice, i.minOrderQuantity];
    expect(small.items.slice(0, 30).map(pick)).toEqual(seed.items.slice(0, 30).map(pick));
  });

  it('refuses sizes it cannot make', () => {
    expect(() => generateSeed({ items: 3 })).toThrow(RangeError);
    expect(() => generateSeed({ items: 1.5 })).toThrow(RangeError);
    expect(() => generateSeed({ items: 2_000_000 })).toThrow(RangeError);
  });

  it('has at least 10 categories named with letters and spaces only, in display order 1..n', () => {
    expect(seed.categories.length).toBeGreaterThanOrEqual(10);
    for (const c of seed.categories) {
      expect(c.categoryName).toMatch(/^[A-Za-z\u05D0-\u05EA ]+$/);
      expect(c.description).toMatch(/[\u05D0-\u05EA]/);
      expect(c.imageURL).toBe(`/api/files/g-category-${c.id}`);
    }
    expect(seed.categories.map((c) => c.displayOrder)).toEqual(seed.categories.map((_, i) => i + 1));
  });

  it('has at least 40 item groups, 3 to 5 per category ordered 1..k, and 3 or 4 unconnected groups that hold items', () => {
    expect(seed.itemGroups.length).toBeGreaterThanOrEqual(40);
    for (const category of seed.categories) {
      const orders = seed.itemGroups.filter((g) => g.categoryId === category.id).map((g) => g.displayOrder);
      expect(orders.length).toBeGreaterThanOrEqual(3);
      expect(orders.length).toBeLessThanOrEqual(5);
      expect(orders).toEqual(orders.map((_, i) => i + 1));
    }
    const loose = seed.itemGroups.filter((g) => g.categoryId === null);
    expect(loose.length).toBeGreaterThanOrEqual(3);
    expect(loose.length).toBeLessThanOrEqual(4);
    for (const g of loose) expect(seed.items.some((i) => i.itemGroupId === g.id)).toBe(true);
    for (const g of seed.itemGroups) expect(g.pictureUrl).toBe(`/api/files/g-group-${g.id}`);
  });

  it("puts every item in a group, with the group's category and display orders 1..k within the group", () => {
    const groups = new Map(seed.itemGroups.map((g) => [g.id, g]));
    const misplaced = seed.items.filter((item) => {
      const group = groups.get(item.itemGroupId ?? -1);
      return !group || item.categoryId !== group.categoryId;
    });
    expect(misplaced).toEqual([]);
    const orders = new Map<number | null, number[]>();
    for (const item of seed.items) orders.set(item.itemGroupId, [...(orders.get(item.itemGroupId) ?? []), item.displayOrder]);
    for (const list of orders.values()) expect(list).toEqual(list.map((_, i) => i + 1));
  });

  it('gives every item a valid, unique EAN-13 with the Israeli prefix, also in a large catalogue', () => {
    const large = generateSeed({ items: 20_000 });
    for (const data of [seed, large]) {
      const codes = data.items.map((i) => i.catalogNumber);
      expect(codes.every((code) => code.startsWith('729') && isValidEan13(code))).toBe(true);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('mixes pack sizes 1, 6, 12 and 24 (also among the first 20 items), and nothing else', () => {
    const packs = new Set(seed.items.map((i) => i.minOrderQuantity));
    expect([...packs].sort((a, b) => a - b)).toEqual([1, 6, 12, 24]);
    expect(new Set(seed.items.slice(0, 20).map((i) => i.minOrderQuantity))).toEqual(new Set([1, 6, 12, 24]));
  });

  it('has a few unavailable and a few price-changed items (about 4% each)', () => {
    const unavailable = seed.items.filter((i) => !i.isAvailable).length;
    const changed = seed.items.filter((i) => i.isPriceChanged).length;
    for (const n of [unavailable, changed]) {
      expect(n).toBeGreaterThanOrEqual(20);
      expect(n).toBeLessThanOrEqual(80);
    }
  });

  it('writes Hebrew descriptions of product, size and brand, unique, with full descriptions of at most 500 characters', () => {
    const bamba = seed.items.find((i) => i.itemDescription.includes('במבה'));
    expect(bamba?.itemDescription).toBe('במבה בוטנים 80 גרם – שמש');
    expect(new Set(seed.items.map((i) => i.itemDescription)).size).toBe(seed.items.length);
    const wrong = seed.items.filter(
      (item) =>
        !/^[\u05D0-\u05EA].* – [^ ]/.test(item.itemDescription) ||
        item.fullDescription.length < 50 ||
        item.fullDescription.length > 500 ||
        item.description === '' ||
        item.defaultPictureUrl !== `/api/files/g-item-${item.itemId}` ||
        item.images.length > 0 ||
        item.primaryImageId !== null,
    );
    expect(wrong).toEqual([]);
  });

  it('finds Bamba when "cnc" is typed on an English keyboard', () => {
    const query = normalizeSearch(latinLayoutToHebrew('cnc') ?? '');
    expect(seed.items.some((i) => searchWords(i.itemDescription).some((w) => w.startsWith(query)))).toBe(true);
  });

  it('finds mostly the item itself when its full description is searched for', () => {
    const matches = (query: string, item: ItemRecord) => {
      const words = searchWords(item.itemDescription);
      return searchWords(query).every((q) => words.some((w) => w.startsWith(q)));
    };
    for (const item of seed.items.filter((_, i) => i % 40 === 0)) {
      const found = seed.items.filter((other) => matches(item.itemDescription, other));
      expect(found).toContain(item);
      expect(found.length).toBeLessThanOrEqual(3);
    }
  });

  it('describes every item with brand, size, kashrut and country attributes that match its description', () => {
    const values = new Map(
      seed.attributes.map((a) => [a.name, new Set(seed.attributeValues.filter((v) => v.attributeId === a.id).map((v) => v.value))]),
    );
    expect(seed.attributes.map((a) => a.name)).toEqual(['מותג', 'גודל', 'כשרות', 'ארץ ייצור']);
    for (const v of ['בד"ץ', 'רבנות', 'מהדרין', 'ישראל', 'איטליה', 'גרמניה', 'טורקיה']) {
      expect([...values.values()].some((set) => set.has(v))).toBe(true);
    }
    const wrong = seed.items.filter((item) => {
      const [brand, size] = item.attributes;
      return (
        item.attributes.map((a) => a.attributeName).join() !== 'מותג,גודל,כשרות,ארץ ייצור' ||
        !item.itemDescription.endsWith(`– ${brand?.attributeValue}`) ||
        !item.itemDescription.includes(size?.attributeValue ?? '?') ||
        item.attributes.some((a) => !values.get(a.attributeName)?.has(a.attributeValue))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('relates items only to up to four other items of the same group', () => {
    const wrong = seed.items.filter(
      (item) =>
        item.relatedItemIds.length > 4 ||
        new Set(item.relatedItemIds).size !== item.relatedItemIds.length ||
        item.relatedItemIds.some((id) => id === item.itemId || byItemId.get(id)?.itemGroupId !== item.itemGroupId),
    );
    expect(wrong).toEqual([]);
    expect(seed.items.filter((item) => item.relatedItemIds.length > 0).length).toBeGreaterThan(seed.items.length / 2);
  });

  it('gives every unavailable item at least two related items that can be ordered: available and priced in every price list', () => {
    const unavailable = seed.items.filter((item) => !item.isAvailable);
    expect(unavailable.length).toBeGreaterThan(0);
    const orderable = (code: string) => {
      const related = byItemId.get(code);
      return !!related && related.isAvailable && seed.priceLists.every((list) => (priceOf(related, list.id) ?? 0) > 0);
    };
    const short = unavailable.filter((item) => item.relatedItemIds.filter(orderable).length < MIN_SUBSTITUTES);
    expect(short.map((item) => item.itemId)).toEqual([]);
    expect(MIN_SUBSTITUTES).toBe(2);
  });

  it('pre-weighs only a few cheese and deli items, each with a default weight in kg', () => {
    const weighed = seed.items.filter((i) => i.isPreWeighted);
    expect(weighed.length).toBeGreaterThanOrEqual(3);
    expect(weighed.length).toBeLessThan(seed.items.length * 0.03);
    const groupNames = new Set(weighed.map((i) => seed.itemGroups.find((g) => g.id === i.itemGroupId)?.itemGroupName));
    expect([...groupNames].sort()).toEqual(['גבינות', 'נקניקים וסלטים']);
    for (const i of weighed) expect(i.defaultWeight).toBeGreaterThan(0);
    for (const i of weighed) expect(twoDecimals(i.defaultWeight ?? -1)).toBe(true);
    expect(seed.items.filter((i) => !i.isPreWeighted).every((i) => i.defaultWeight === null)).toBe(true);
  });

  it('prices every item once in each of the three price lists, in whole agorot, list 1 and 2 below the base price', () => {
    expect(seed.priceLists).toEqual([
      { id: 1, name: 'סיטונאי א' },
      { id: 2, name: 'סיטונאי ב' },
      { id: 3, name: 'מחירון כללי' },
    ]);
    expect(seed.prices).toHaveLength(seed.items.length * 3);
    const keys = new Set(seed.prices.map((p) => `${p.priceListId}/${p.productId}`));
    expect(keys.size).toBe(seed.prices.length);
    const wrong = seed.items.filter((item) => {
      const [one, two, three] = [priceOf(item, 1) ?? NaN, priceOf(item, 2) ?? NaN, priceOf(item, 3) ?? NaN];
      const base = item.basePrice ?? NaN;
      return (
        !(base > 0) ||
        ![base, one, two, three].every(twoDecimals) ||
        Math.abs(one - base * 0.9) > 0.005 + 1e-9 ||
        Math.abs(two - base * 0.94) > 0.005 + 1e-9 ||
        three !== base
      );
    });
    expect(wrong).toEqual([]);
  });

  it('has the demo customers and users of the README', () => {
    expect(seed.customers.map((c) => [c.customerId, c.priceListId])).toEqual([
      [1001, 1],
      [1002, 2],
      [1003, 3],
      [1004, 1],
      [1005, 2],
      [1006, 3],
    ]);
    for (const c of seed.customers) {
      expect(c.lastName).toMatch(/^[\u05D0-\u05EA ]+$/);
      expect(c.phone).toMatch(/^0\d{1,2}-\d{7}$/);
      expect(c.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
    const users = seed.users.map((u) => [u.id, u.email, u.password, u.userType, u.businessCustomerId]);
    expect(users.slice(0, 3)).toEqual([
      [1, 'admin@example.com', 'Admin123!', 'Administrator', null],
      [2, 'buyer@example.com', 'Buyer123!', 'Business', 1001],
      [3, 'shop@example.com', 'Shop1234!', 'Business', 1002],
    ]);
    for (const u of seed.users) expect(`${u.firstName}${u.lastName}`).toMatch(/^[\u05D0-\u05EA ]+$/);
  });

  it('stores every known setting as JSON, with VAT 18%, three banners and Hebrew contact details', () => {
    const settings = new Map(seed.settings.map((s) => [s.key, JSON.parse(s.value)]));
    expect([...settings.keys()].sort()).toEqual([...SETTING_KEYS].sort());
    expect(settings.get('VatPercent')).toEqual({ Discount: 18 });
    expect(settings.get('Discount')).toEqual({ Discount: 0 });
    expect(settings.get('SiteDiscount')).toEqual({ Discount: 0 });
    expect(settings.get('Logo')).toEqual({ Url: '/api/files/g-logo' });
    expect(settings.get('HomeAboutUsImage')).toEqual({ Url: '/api/files/g-about' });
    expect(settings.get('HomePageBanners')).toEqual([1, 2, 3].map((n) => ({ Id: String(n), Url: `/api/files/g-banner-${n}` })));
    expect(settings.get('HomeAboutUs').Text).toMatch(/מחסני השרון/);
    expect(settings.get('ContactDetails')).toMatchObject({ Phone: '03-5556789', Address: expect.stringMatching(/[\u05D0-\u05EA]/) });
  });
});

describe('generateSeed past orders', () => {
  const buyer = seed.orders.filter((o) => o.userEmail === 'buyer@example.com');
  /** The orders of the two demo buyers the journeys use (the others' year is for the insights). */
  const demoBuyers = seed.orders.filter((o) => o.userEmail === 'buyer@example.com' || o.userEmail === 'shop@example.com');
  const ofUser = (email: string) => seed.orders.filter((o) => o.userEmail === email);

  it('gives buyer@example.com four past orders and shop@example.com one, each of 2 to 6 lines', () => {
    expect(buyer.map((o) => o.daysAgo)).toEqual([3, 12, 30, 60]);
    expect(ofUser('shop@example.com')).toHaveLength(1);
    expect(buyer.some((o) => /[\u05D0-\u05EA]/.test(o.comment))).toBe(true);
    for (const o of demoBuyers) {
      expect(o.lines.length).toBeGreaterThanOrEqual(2);
      expect(o.lines.length).toBeLessThanOrEqual(6);
    }
  });

  it('gives three more customers a year of orders: weekly to a month ago, weekly to a week ago, every other week to six weeks ago', () => {
    const days = (email: string) => ofUser(email).map((o) => Math.floor(o.daysAgo));
    expect(Math.min(...days('market@example.com'))).toBe(25);
    expect(Math.min(...days('cafe@example.com'))).toBe(7);
    expect(Math.min(...days('kiosk@example.com'))).toBe(40);
    for (const email of ['market@example.com', 'cafe@example.com', 'kiosk@example.com']) {
      expect(Math.max(...days(email))).toBeGreaterThan(340);
      expect(Math.max(...days(email))).toBeLessThanOrEqual(365);
    }
    expect(ofUser('market@example.com').length).toBeGreaterThanOrEqual(48);
    // The market's coffee (demo item 6) is in its orders until ten weeks ago, and in none since.
    const coffee = byItemId.get('100006')!.itemId;
    const withCoffee = ofUser('market@example.com').filter((o) => o.lines.some((l) => l.itemId === coffee));
    expect(Math.min(...withCoffee.map((o) => o.daysAgo))).toBeGreaterThan(70);
    expect(withCoffee.length).toBeGreaterThan(30);
  });

  it('orders only whole packs of existing items, named by their description', () => {
    for (const line of seed.orders.flatMap((o) => o.lines)) {
      const item = byItemId.get(line.itemId);
      expect(item?.itemDescription).toBe(line.productName);
      expect(isWholePacks(line.quantity, item?.minOrderQuantity ?? NaN)).toBe(true);
    }
  });

  it('holds exactly one order of buyer with an item that is now unavailable, and another with a price that changed since', () => {
    const list1 = (itemId: string) => priceOf(byItemId.get(itemId) as ItemRecord, 1);
    const withUnavailable = buyer.filter((o) => o.lines.some((l) => byItemId.get(l.itemId)?.isAvailable === false));
    const withOldPrice = buyer.filter((o) => o.lines.some((l) => l.unitPrice !== list1(l.itemId)));
    expect(withUnavailable).toHaveLength(1);
    expect(withOldPrice).toHaveLength(1);
    expect(withOldPrice[0]).not.toBe(withUnavailable[0]);
    const changed = withOldPrice[0]!.lines.filter((l) => l.unitPrice !== list1(l.itemId));
    expect(changed).toHaveLength(1);
    expect(byItemId.get(changed[0]!.itemId)?.isPriceChanged).toBe(true);
  });

  it("prices the other lines at the customer's current price list (buyer and cafe list 1, shop and kiosk list 2, market list 3)", () => {
    const listOf: Record<string, number> = { 'shop@example.com': 2, 'kiosk@example.com': 2, 'market@example.com': 3 };
    for (const order of seed.orders) {
      const list = listOf[order.userEmail] ?? 1;
      const same = order.lines.filter((l) => l.unitPrice === priceOf(byItemId.get(l.itemId) as ItemRecord, list));
      expect(same.length).toBeGreaterThanOrEqual(order.lines.length - 1);
    }
  });

  it('makes the same orders in a catalogue of any size', () => {
    expect(generateSeed({ items: 40 }).orders).toEqual(seed.orders);
  });
});
