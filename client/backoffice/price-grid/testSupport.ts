// What the price grid's store tests share (never imported by the app): a provider of items and three
// price lists, the grid read from it, and its calls.
import { makeItem } from '../../app/testing';
import { fail, ok, testbed, type FakeRequest, type Testbed } from '../lib/testing';
import { parsePricesCsv } from './csv/priceCsv';
import type { CsvParser } from './csv/parseInWorker';
import { PriceGridStore, type GridRow } from './PriceGridStore';

export const LISTS = [
  { id: 1, name: 'סיטונאי א' },
  { id: 2, name: 'סיטונאי ב' },
  { id: 3, name: 'קמעונאי' },
];
export const ABOVE_ZERO = 'המחיר חייב להיות גדול מ־0. מוצר בלי מחיר מוצג ללקוחות כ"מחיר לפי בקשה".';

/** The testbed `provider` made last (each test file disposes of it after each test). */
export let env: Testbed;
/** The provider's Item/List as `provider` made it (a test that holds the response wraps it). */
export let itemList: (req: FakeRequest) => ReturnType<typeof ok>;

/**
 * A provider with `count` items (ids 1..count, codes A1..) and the three lists: list 1 prices every
 * item at id + 0.5, list 2 every even item at id * 2, list 3 holds a stored 0 for item 1 (no price).
 */
export function provider(count: number, routes: Record<string, (req: FakeRequest) => ReturnType<typeof ok>> = {}) {
  const prices = new Map<string, number>();
  for (let id = 1; id <= count; id++) {
    prices.set(`1:${id}`, id + 0.5);
    if (id % 2 === 0) prices.set(`2:${id}`, id * 2);
  }
  prices.set('3:1', 0);
  const items = Array.from({ length: count }, (_, i) =>
    makeItem({ id: i + 1, itemId: `A${i + 1}`, itemDescription: `פריט ${i + 1}`, catalogNumber: `729000${i + 1}` }),
  );
  itemList = ({ query }) => {
    const size = Number(query.get('pageSize'));
    const pageNumber = Number(query.get('pageNumber'));
    const listId = Number(query.get('priceListId'));
    const term = query.get('SearchTerm');
    const rows = items.filter((item) => !term || item.itemDescription.includes(term));
    const page = rows.slice((pageNumber - 1) * size, pageNumber * size).map(({ salePriceInNIS: _price, ...item }) => {
      const price = prices.get(`${listId}:${item.id}`);
      return price === undefined ? { ...item, isPriceOnRequest: true } : { ...item, salePriceInNIS: price };
    });
    return ok({ items: page, totalCount: rows.length, totalPages: Math.ceil(rows.length / size), currentPage: pageNumber });
  };
  env = testbed({
    'GET /PriceList/GetAll': () => ok({ items: LISTS, totalCount: 3, totalPages: 1, currentPage: 1 }),
    'GET /Item/List': (req) => itemList(req),
    'POST /PriceList/Price/Add': ({ body }) => {
      const { productID, priceListID, unitPrice } = body as { productID: number; priceListID: number; unitPrice: number };
      if (prices.has(`${priceListID}:${productID}`)) return fail(409, 'conflict', 'the price exists');
      prices.set(`${priceListID}:${productID}`, unitPrice);
      return ok();
    },
    'POST /PriceList/Price/Update': ({ body }) => {
      const { productID, priceListID, unitPrice } = body as { productID: number; priceListID: number; unitPrice: number };
      if (!prices.has(`${priceListID}:${productID}`)) return fail(404, 'not_found');
      prices.set(`${priceListID}:${productID}`, unitPrice);
      return ok();
    },
    ...routes,
  });
  return prices;
}

/** Checks a file in place, as the worker would. */
export const parseInPlace: CsvParser = (text, lists, rows) => ({
  result: Promise.resolve({ csvImport: parsePricesCsv(text, lists, rows) }),
  cancel: () => {},
});

export async function loaded(parse: CsvParser = parseInPlace): Promise<PriceGridStore> {
  const store = new PriceGridStore(env.root, parse);
  await store.load();
  expect(store.loadError).toBeNull();
  return store;
}

/** Waits until the fake provider has been asked `count` times for Item/List (its calls are not observable). */
export async function itemCalls(count: number): Promise<void> {
  for (let i = 0; i < 200 && env.provider.calls('GET', '/Item/List').length < count; i++) await new Promise((r) => setTimeout(r, 5));
  expect(env.provider.calls('GET', '/Item/List')).toHaveLength(count);
}

export const row = (store: PriceGridStore, code: string): GridRow => store.rows.find((r) => r.itemCode === code)!;
export const posts = () => env.keys().filter((key) => key.startsWith('POST'));
