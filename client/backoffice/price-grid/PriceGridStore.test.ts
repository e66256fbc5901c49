/** @jest-environment node */
import { makeItem } from '../../app/testing';
import { deferred, fail, invalid, ok, testbed, until, type FakeRequest, type Testbed } from '../lib/testing';
import { parsePricesCsv } from './csv/priceCsv';
import type { CsvParser, CsvParseResult } from './csv/parseInWorker';
import { PriceGridStore, SAVE_CONCURRENCY, type GridRow } from './PriceGridStore';

const LISTS = [
  { id: 1, name: 'סיטונאי א' },
  { id: 2, name: 'סיטונאי ב' },
  { id: 3, name: 'קמעונאי' },
];
const ABOVE_ZERO = 'המחיר חייב להיות גדול מ־0. מוצר בלי מחיר מוצג ללקוחות כ"מחיר לפי בקשה".';

let env: Testbed;
afterEach(() => env.dispose());
/** The provider's Item/List as `provider` made it (a test that holds the response wraps it). */
let itemList: (req: FakeRequest) => ReturnType<typeof ok>;

/**
 * A provider with `count` items (ids 1..count, codes A1..) and the three lists: list 1 prices every
 * item at id + 0.5, list 2 every even item at id * 2, list 3 holds a stored 0 for item 1 (no price).
 */
function provider(count: number, routes: Record<string, (req: FakeRequest) => ReturnType<typeof ok>> = {}) {
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
const parseInPlace: CsvParser = (text, lists, rows) => ({
  result: Promise.resolve({ csvImport: parsePricesCsv(text, lists, rows) }),
  cancel: () => {},
});

async function loaded(parse: CsvParser = parseInPlace): Promise<PriceGridStore> {
  const store = new PriceGridStore(env.root, parse);
  await store.load();
  expect(store.loadError).toBeNull();
  return store;
}

/** Waits until the fake provider has been asked `count` times for Item/List (its calls are not observable). */
async function itemCalls(count: number): Promise<void> {
  for (let i = 0; i < 200 && env.provider.calls('GET', '/Item/List').length < count; i++) await new Promise((r) => setTimeout(r, 5));
  expect(env.provider.calls('GET', '/Item/List')).toHaveLength(count);
}

const row = (store: PriceGridStore, code: string): GridRow => store.rows.find((r) => r.itemCode === code)!;
const posts = () => env.keys().filter((key) => key.startsWith('POST'));

describe('the price grid: loading', () => {
  it('reads every page of every list (1,000 items a page) and puts each item’s prices in one row; a stored 0 is no price', async () => {
    provider(2500);
    const store = await loaded();
    const asked = env.provider.calls('GET', '/Item/List').map((r) => `${r.query.get('priceListId')}:${r.query.get('pageNumber')}`);
    expect(asked.sort()).toEqual(['1:1', '1:2', '1:3', '2:1', '2:2', '2:3', '3:1', '3:2', '3:3']);
    expect(env.provider.calls('GET', '/Item/List').every((r) => r.query.get('pageSize') === '1000')).toBe(true);
    expect(store.rows).toHaveLength(2500);
    expect(store.rows[2499]).toEqual({
      productId: 2500,
      itemCode: 'A2500',
      barcode: '7290002500',
      name: 'פריט 2500',
      prices: { 1: 2500.5, 2: 5000, 3: undefined },
    });
    expect(row(store, 'A1').prices).toEqual({ 1: 1.5, 2: undefined, 3: undefined });
    expect(store.cellText(row(store, 'A1'), 1)).toBe('1.50');
    expect(store.cellText(row(store, 'A1'), 3)).toBe('');
  });

  it('asks for the filters and the search as the items list does, and reads the rows again on each', async () => {
    provider(30);
    const store = await loaded();
    store.setFilter('missing', '2');
    store.search('פריט 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const last = env.provider.calls('GET', '/Item/List').at(-1)!.query;
    expect([last.get('missingPriceListId'), last.get('SearchTerm')]).toEqual(['2', 'פריט 1']);
    expect(store.filtered).toBe(true);
  });

  it('says why when the rows cannot be read', async () => {
    provider(3, { 'GET /Item/List': () => fail(502, 'bad_gateway') });
    const store = new PriceGridStore(env.root);
    await store.load();
    expect(store.loadError).toBe('השרת אינו זמין כעת.');
    expect(store.loading).toBe(false);
    // Never read: the screen shows the failure in the rows' place, with 'נסו שוב' (load again).
    expect(store.loaded).toBe(false);
  });

  it('keeps the rows, the filters and the changes when a read after a new filter fails, and reads them again on retry', async () => {
    provider(3);
    const store = await loaded();
    store.setCell(row(store, 'A1'), 1, '4');
    env.provider.on('GET /Item/List', () => fail(502, 'bad_gateway'));
    store.setFilter('missing', '2');
    await until(() => !store.loading);
    expect([store.loaded, store.loadError, store.rows.length, store.filters.missing, store.unsaved]).toEqual([
      true,
      'השרת אינו זמין כעת.',
      3,
      '2',
      true,
    ]);
    env.provider.on('GET /Item/List', (req) => itemList(req));
    await store.loadRows();
    expect([store.loadError, store.filters.missing, store.cellText(row(store, 'A1'), 1)]).toEqual([null, '2', '4.00']);
  });

  it('stops reading a 20,000-row catalogue when the screen is left (dispose)', async () => {
    provider(2500);
    const held = deferred<void>();
    env.provider.on('GET /Item/List', async (req) => {
      await held.promise;
      return itemList(req);
    });
    const store = new PriceGridStore(env.root);
    const loading = store.load();
    await itemCalls(1);
    store.dispose();
    held.resolve();
    await loading;
    // Only the first page was asked for: the other eight of the three lists never were.
    expect(env.provider.calls('GET', '/Item/List')).toHaveLength(1);
    expect(store.rows).toEqual([]);
  });
});

describe('the price grid: cells', () => {
  it('refuses 0, more than two decimals and what is not a number on the cell, by the price rule, and sends nothing', async () => {
    provider(3);
    const store = await loaded();
    const a1 = row(store, 'A1');
    store.setCell(a1, 1, '0');
    expect(store.edit(a1, 1)).toEqual({ text: '0', error: ABOVE_ZERO, before: 1.5 });
    store.setCell(a1, 2, '1.234');
    expect(store.edit(a1, 2)?.error).toBe('עד שתי ספרות אחרי הנקודה');
    store.setCell(a1, 3, 'abc');
    expect(store.edit(a1, 3)?.error).toBeDefined();
    expect(store.cellText(a1, 3)).toBe('abc');
    expect(store.refusedCount).toBe(3);
    await store.save();
    expect(posts()).toEqual([]);
    expect(store.message?.text).toBe('אין שינויים תקינים לשמירה. תקנו את התאים המסומנים.');
  });

  it('refuses a price below one agora (1e-9 would sell at 0.00 ₪) and one with a fraction of an agora, with their Hebrew messages', async () => {
    provider(3);
    const store = await loaded();
    const a1 = row(store, 'A1');
    store.setCell(a1, 1, '1e-9');
    expect(store.edit(a1, 1)).toEqual({ text: '1e-9', error: 'המחיר הנמוך ביותר הוא 0.01 ₪ (אגורה אחת).', before: 1.5 });
    store.setCell(a1, 2, '0.004');
    expect(store.edit(a1, 2)?.error).toBe('המחיר הנמוך ביותר הוא 0.01 ₪ (אגורה אחת).');
    store.setCell(a1, 3, '12.3400000001');
    expect(store.edit(a1, 3)?.error).toBe('עד שתי ספרות אחרי הנקודה');
    expect(store.refusedCount).toBe(3);
    await store.save();
    expect(posts()).toEqual([]);
  });

  it('marks a changed cell until it is undone; the saved price typed again, or blank where there is none, is no change', async () => {
    provider(3);
    const store = await loaded();
    const a1 = row(store, 'A1');
    store.setCell(a1, 1, '2.5');
    expect([store.edit(a1, 1), store.cellText(a1, 1), store.unsaved]).toEqual([{ text: '2.5', value: 2.5, before: 1.5 }, '2.50', true]);
    store.undoCell(a1, 1);
    expect([store.cellText(a1, 1), store.unsaved]).toEqual(['1.50', false]);
    store.setCell(a1, 1, '1.50');
    store.setCell(a1, 2, '  ');
    expect(store.unsaved).toBe(false);
    // Blanking a price that exists is refused: a price is never deleted from here.
    store.setCell(a1, 1, '');
    expect(store.edit(a1, 1)?.error).toBe('שדה חובה');
  });
});

describe('the price grid: saving', () => {
  it('sends each valid change (Add where there was no price, Update where there was), clears the saved cells and keeps the refused ones with their reason', async () => {
    const prices = provider(4, {
      'POST /PriceList/Price/Update': ({ body }) => {
        const { productID } = body as { productID: number };
        return productID === 4 ? invalid({ unitPrice: ['tooLarge'] }) : ok();
      },
    });
    const store = await loaded();
    store.setCell(row(store, 'A1'), 2, '7'); // no price in list 2: Add
    store.setCell(row(store, 'A1'), 3, '6.5'); // a stored 0: Add responds 409, then Update
    store.setCell(row(store, 'A2'), 1, '9.99'); // Update
    store.setCell(row(store, 'A4'), 1, '99'); // refused by the provider
    store.setCell(row(store, 'A3'), 1, '0'); // refused here, never sent
    await store.save();
    expect(env.sent('POST /PriceList/Price/Add')).toEqual(
      expect.arrayContaining([
        { productID: 1, priceListID: 2, unitPrice: 7 },
        { productID: 1, priceListID: 3, unitPrice: 6.5 },
      ]),
    );
    expect(prices.get('2:1')).toBe(7);
    expect(store.cellText(row(store, 'A1'), 2)).toBe('7.00');
    expect(store.edit(row(store, 'A1'), 2)).toBeUndefined();
    expect(store.edit(row(store, 'A4'), 1)).toEqual({ text: '99', error: 'הערך גדול מדי', before: 4.5 });
    expect(store.edit(row(store, 'A3'), 1)?.error).toBe(ABOVE_ZERO);
    expect(store.message).toEqual({ tone: 'error', text: '3 שינויים נשמרו; שינוי אחד לא נשמר. הסיבה כתובה בתא.' });
    expect(posts()).not.toContain('POST /PriceList/Price/Add' + ' 3');
    expect(env.invalidated.length).toBeGreaterThan(0);
  });

  it(`saves 1,000 changes ${SAVE_CONCURRENCY} at a time, counting 'נשמרו N מתוך 1,000' as they land`, async () => {
    provider(1000);
    const store = await loaded();
    let underWay = 0;
    let most = 0;
    const seen: string[] = [];
    env.provider.on('POST /PriceList/Price/Update', async () => {
      underWay++;
      most = Math.max(most, underWay);
      await new Promise((resolve) => setTimeout(resolve, 1));
      underWay--;
      if (store.progress) seen.push(`${store.progress.done}/${store.progress.total}`);
      return ok();
    });
    expect(store.adjustPrices(1, 10)).toBe(1000);
    expect(store.message?.text).toBe('1,000 מחירים שונו בטבלה. לחצו "שמירת השינויים" כדי לשמור.');
    await store.save();
    expect(most).toBe(SAVE_CONCURRENCY);
    expect(seen[0]).toBe('0/1000');
    const done = seen.map((s) => Number(s.split('/')[0]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBeGreaterThanOrEqual(1000 - SAVE_CONCURRENCY);
    expect(store.progress).toBeNull();
    expect(store.unsaved).toBe(false);
    expect(store.message?.text).toBe('1,000 שינויים נשמרו.');
    expect(store.cellText(row(store, 'A1'), 1)).toBe('1.65');
    // A thousand saves through the fake provider: what is checked is their order and count, not how soon.
  }, 30_000);

  it('saves the changes a search now hides too, and counts them all', async () => {
    provider(30);
    const store = await loaded();
    store.setCell(row(store, 'A2'), 1, '7'); // a price there: Update
    store.setCell(row(store, 'A3'), 2, '5'); // none: Add
    store.search('פריט 1');
    await until(() => !store.loading);
    expect(store.rows.some((r) => r.itemCode === 'A2' || r.itemCode === 'A3')).toBe(false);
    await store.save();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([{ productID: 2, priceListID: 1, unitPrice: 7 }]);
    expect(env.sent('POST /PriceList/Price/Add')).toEqual([{ productID: 3, priceListID: 2, unitPrice: 5 }]);
    expect([store.message, store.unsaved]).toEqual([{ tone: 'success', text: '2 שינויים נשמרו.' }, false]);
  });

  it('drops a read of the rows begun before a save (its prices are older) and reads them after it; no filter or search meanwhile', async () => {
    provider(3);
    const store = await loaded();
    store.setCell(row(store, 'A1'), 1, '9');
    const held = deferred<void>();
    env.provider.on('GET /Item/List', async (req) => {
      const response = itemList(req); // the prices as they are when asked: before the save
      await held.promise;
      return response;
    });
    store.setFilter('missing', '2');
    await itemCalls(4);
    const saving = store.save();
    store.search('פריט');
    store.setFilter('available', 'yes');
    expect([store.searchTerm, store.filters.available]).toEqual(['', '']);
    await saving;
    held.resolve();
    await until(() => !store.loading);
    expect(store.cellText(row(store, 'A1'), 1)).toBe('9.00');
    // A bulk change works from the saved price.
    store.adjustPrices(1, 10);
    expect(store.cellText(row(store, 'A1'), 1)).toBe('9.90');
  });

  it('shows how far a save has come while it runs', async () => {
    provider(3);
    const store = await loaded();
    const held = deferred<void>();
    env.provider.on('POST /PriceList/Price/Update', async () => {
      await held.promise;
      return ok();
    });
    store.setCell(row(store, 'A1'), 1, '3');
    store.setCell(row(store, 'A2'), 1, '4');
    const saving = store.save();
    expect(store.progress).toEqual({ done: 0, total: 2 });
    held.resolve();
    await saving;
    expect(store.progress).toBeNull();
  });
});

describe('the price grid: bulk changes', () => {
  it('copies list A into list B with +N%, rounded to the agora, leaving rows without a price in A', async () => {
    provider(3);
    const store = await loaded();
    expect(store.copyList(1, 3, 10)).toBe(3);
    // 1.5, 2.5, 3.5 + 10%: 1.65, 2.75, 3.85
    expect(store.rows.map((r) => store.cellText(r, 3))).toEqual(['1.65', '2.75', '3.85']);
    // List 2 has a price for A2 only.
    expect(store.copyList(2, 1, -5)).toBe(1);
    expect(store.cellText(row(store, 'A2'), 1)).toBe('3.80');
    expect(store.cellText(row(store, 'A1'), 1)).toBe('1.50');
  });

  it('moves every list’s prices of the rows shown by N%; -100% leaves 0, refused on each cell', async () => {
    provider(2);
    const store = await loaded();
    expect(store.adjustPrices('all', 2.5)).toBe(3);
    expect(store.cellText(row(store, 'A2'), 2)).toBe('4.10');
    store.discardAll();
    store.adjustPrices(1, -100);
    expect(store.edit(row(store, 'A1'), 1)?.error).toBe(ABOVE_ZERO);
  });
});

describe('the price grid: CSV', () => {
  it('exports the saved prices, and applies an import’s changes as saved cells, with its refused rows left out', async () => {
    provider(3);
    const store = await loaded();
    const text = store.exportCsv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('"מק""ט",ברקוד,שם פריט,סיטונאי א,סיטונאי ב,קמעונאי');
    expect(lines[1]).toBe('A1,7290001,פריט 1,1.50,,');
    lines[1] = 'A1,7290001,פריט 1,1.75,,';
    lines[2] = 'A2,7290002,פריט 2,0,4,';
    lines[3] = 'A9,7290009,פריט 9,5,,';
    await store.readCsv(lines.join('\r\n'));
    expect(store.csvImport?.changes.map((c) => [c.itemCode, c.listId, c.from, c.to])).toEqual([['A1', 1, 1.5, 1.75]]);
    expect(store.csvImport?.refused.map((r) => r.itemCode)).toEqual(['A2', 'A9']);
    await store.applyCsv();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([{ productID: 1, priceListID: 1, unitPrice: 1.75 }]);
    expect([store.csvImport, store.cellText(row(store, 'A1'), 1), store.unsaved]).toEqual([null, '1.75', false]);
    expect(store.message).toEqual({ tone: 'success', text: 'מחיר אחד מהקובץ נשמר.' });
    expect(store.exportCsv().split('\r\n')[1]).toBe('A1,7290001,פריט 1,1.75,,');
  });

  it('applies only the changes the manager left checked: a flagged one (more than ±50%) is sent only when checked by hand', async () => {
    const prices = provider(5);
    const store = await loaded();
    // A1 1.50 → 1.60 and A2 2.50 → 2.60 (checked); A3 3.50 → 350 (flagged, unchecked); A4, A5 unchecked by hand.
    const file = ['מק"ט,סיטונאי א', 'A1,1.6', 'A2,2.6', 'A3,350', 'A4,4.6', 'A5,5.6'].join('\r\n');
    await store.readCsv(file);
    const selection = store.csvSelection!;
    const changes = store.csvImport!.changes;
    expect(changes.map((c) => [c.itemCode, selection.isChecked(c)])).toEqual([
      ['A1', true],
      ['A2', true],
      ['A3', false],
      ['A4', true],
      ['A5', true],
    ]);
    selection.setChecked(changes[3]!, false);
    selection.setChecked(changes[4]!, false);
    expect(selection.checkedCount).toBe(2);
    await store.applyCsv();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([
      { productID: 1, priceListID: 1, unitPrice: 1.6 },
      { productID: 2, priceListID: 1, unitPrice: 2.6 },
    ]);
    expect([1, 2, 3, 4, 5].map((id) => prices.get(`1:${id}`))).toEqual([1.6, 2.6, 3.5, 4.5, 5.5]);
    expect([store.csvImport, store.csvSelection, store.unsaved, store.message]).toEqual([
      null,
      null,
      false,
      { tone: 'success', text: '2 מחירים מהקובץ נשמרו.' },
    ]);

    // The same file again: the flagged change checked by hand is sent too.
    await store.readCsv(['מק"ט,סיטונאי א', 'A3,350'].join('\r\n'));
    store.csvSelection!.checkAll();
    await store.applyCsv();
    expect(prices.get('1:3')).toBe(350);
  });

  it('sends nothing when every change is unchecked, and keeps the preview open', async () => {
    provider(2);
    const store = await loaded();
    await store.readCsv(['מק"ט,סיטונאי א', 'A1,1.6', 'A2,2.6'].join('\r\n'));
    store.csvSelection!.uncheckAll();
    await store.applyCsv();
    expect([posts(), store.csvImport?.changes.length, store.applyingCsv]).toEqual([[], 2, false]);
  });

  it('checks a file in a worker: the manager can cancel it, and one that takes too long is stopped, nothing changed either way', async () => {
    provider(3);
    const ended: string[] = [];
    let ending: (result: CsvParseResult) => void = () => {};
    const store = await loaded(() => {
      const result = new Promise<CsvParseResult>((resolve) => (ending = resolve));
      return { result, cancel: () => (ended.push('cancelled'), ending({ problem: 'cancelled' })) };
    });
    const file = ['מק"ט,סיטונאי א', 'A1,9'].join('\r\n');
    const reading = store.readCsv(file);
    expect(store.readingCsv).toBe(true);
    store.stopReadingCsv();
    await reading;
    expect(ended).toEqual(['cancelled']);
    expect([store.readingCsv, store.csvImport, store.unsaved]).toEqual([false, null, false]);
    expect(store.message).toEqual({ tone: 'success', text: 'ייבוא הקובץ בוטל. דבר לא השתנה.' });

    const slow = store.readCsv(file);
    ending({ problem: 'tooSlow' });
    await slow;
    expect([store.readingCsv, store.csvImport]).toEqual([false, null]);
    expect(store.message).toEqual({ tone: 'error', text: 'קריאת הקובץ ארכה זמן רב מדי והופסקה. פצלו אותו לכמה קבצים ונסו שוב.' });
  });

  it('checks an import against the whole catalogue when the grid is filtered: an item the search hides is found and saved', async () => {
    provider(30);
    const store = await loaded();
    store.search('פריט 1');
    await until(() => !store.loading);
    expect(store.rows.map((r) => r.itemCode)).not.toContain('A2');
    const file = ['מק"ט,סיטונאי א', 'A2,5', 'A10,10.50', 'A99,1'].join('\r\n');
    await store.readCsv(file);
    expect(store.csvImport?.changes.map((c) => [c.itemCode, c.from, c.to])).toEqual([['A2', 2.5, 5]]);
    expect(store.csvImport?.refused).toEqual([{ line: 4, itemCode: 'A99', reason: 'מק"ט לא מוכר' }]);
    // 2.50 → 5 is +100%: flagged, so the manager checks it by hand.
    store.csvSelection!.checkAll();
    await store.applyCsv();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([{ productID: 2, priceListID: 1, unitPrice: 5 }]);
    expect(store.message).toEqual({ tone: 'success', text: 'מחיר אחד מהקובץ נשמר.' });
  });
});
