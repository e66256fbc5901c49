/** @jest-environment node */
// The price grid's CSV: export, and an import checked, previewed, chosen from and saved.
import { until } from '../lib/testing';
import type { CsvParseResult } from './csv/parseInWorker';
import { env, loaded, posts, provider, row } from './testSupport';

afterEach(() => env.dispose());

describe('the price grid: CSV', () => {
  it('exports the saved prices, and applies an import’s changes as saved cells, with its refused rows left out', async () => {
    provider(3);
    const store = await loaded();
    const text = store.csv.export();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('"מק""ט",ברקוד,שם פריט,סיטונאי א,סיטונאי ב,קמעונאי');
    expect(lines[1]).toBe('A1,7290001,פריט 1,1.50,,');
    lines[1] = 'A1,7290001,פריט 1,1.75,,';
    lines[2] = 'A2,7290002,פריט 2,0,4,';
    lines[3] = 'A9,7290009,פריט 9,5,,';
    await store.csv.read(lines.join('\r\n'));
    expect(store.csv.preview?.changes.map((c) => [c.itemCode, c.listId, c.from, c.to])).toEqual([['A1', 1, 1.5, 1.75]]);
    expect(store.csv.preview?.refused.map((r) => r.itemCode)).toEqual(['A2', 'A9']);
    await store.csv.apply();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([{ productID: 1, priceListID: 1, unitPrice: 1.75 }]);
    expect([store.csv.preview, store.edits.cellText(row(store, 'A1'), 1), store.edits.unsaved]).toEqual([null, '1.75', false]);
    expect(store.message).toEqual({ tone: 'success', text: 'מחיר אחד מהקובץ נשמר.' });
    expect(store.csv.export().split('\r\n')[1]).toBe('A1,7290001,פריט 1,1.75,,');
  });

  it('applies only the changes the manager left checked: a flagged one (more than ±50%) is sent only when checked by hand', async () => {
    const prices = provider(5);
    const store = await loaded();
    // A1 1.50 → 1.60 and A2 2.50 → 2.60 (checked); A3 3.50 → 350 (flagged, unchecked); A4, A5 unchecked by hand.
    const file = ['מק"ט,סיטונאי א', 'A1,1.6', 'A2,2.6', 'A3,350', 'A4,4.6', 'A5,5.6'].join('\r\n');
    await store.csv.read(file);
    const selection = store.csv.selection!;
    const changes = store.csv.preview!.changes;
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
    await store.csv.apply();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([
      { productID: 1, priceListID: 1, unitPrice: 1.6 },
      { productID: 2, priceListID: 1, unitPrice: 2.6 },
    ]);
    expect([1, 2, 3, 4, 5].map((id) => prices.get(`1:${id}`))).toEqual([1.6, 2.6, 3.5, 4.5, 5.5]);
    expect([store.csv.preview, store.csv.selection, store.edits.unsaved, store.message]).toEqual([
      null,
      null,
      false,
      { tone: 'success', text: '2 מחירים מהקובץ נשמרו.' },
    ]);

    // The same file again: the flagged change checked by hand is sent too.
    await store.csv.read(['מק"ט,סיטונאי א', 'A3,350'].join('\r\n'));
    store.csv.selection!.checkAll();
    await store.csv.apply();
    expect(prices.get('1:3')).toBe(350);
  });

  it('sends nothing when every change is unchecked, and keeps the preview open', async () => {
    provider(2);
    const store = await loaded();
    await store.csv.read(['מק"ט,סיטונאי א', 'A1,1.6', 'A2,2.6'].join('\r\n'));
    store.csv.selection!.uncheckAll();
    await store.csv.apply();
    expect([posts(), store.csv.preview?.changes.length, store.csv.applying]).toEqual([[], 2, false]);
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
    const reading = store.csv.read(file);
    expect(store.csv.reading).toBe(true);
    store.csv.stopReading();
    await reading;
    expect(ended).toEqual(['cancelled']);
    expect([store.csv.reading, store.csv.preview, store.edits.unsaved]).toEqual([false, null, false]);
    expect(store.message).toEqual({ tone: 'success', text: 'ייבוא הקובץ בוטל. דבר לא השתנה.' });

    const slow = store.csv.read(file);
    ending({ problem: 'tooSlow' });
    await slow;
    expect([store.csv.reading, store.csv.preview]).toEqual([false, null]);
    expect(store.message).toEqual({ tone: 'error', text: 'קריאת הקובץ ארכה זמן רב מדי והופסקה. פצלו אותו לכמה קבצים ונסו שוב.' });
  });

  it('checks an import against the whole catalogue when the grid is filtered: an item the search hides is found and saved', async () => {
    provider(30);
    const store = await loaded();
    store.search('פריט 1');
    await until(() => !store.loading);
    expect(store.rows.map((r) => r.itemCode)).not.toContain('A2');
    const file = ['מק"ט,סיטונאי א', 'A2,5', 'A10,10.50', 'A99,1'].join('\r\n');
    await store.csv.read(file);
    expect(store.csv.preview?.changes.map((c) => [c.itemCode, c.from, c.to])).toEqual([['A2', 2.5, 5]]);
    expect(store.csv.preview?.refused).toEqual([{ line: 4, itemCode: 'A99', reason: 'מק"ט לא מוכר' }]);
    // 2.50 → 5 is +100%: flagged, so the manager checks it by hand.
    store.csv.selection!.checkAll();
    await store.csv.apply();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([{ productID: 2, priceListID: 1, unitPrice: 5 }]);
    expect(store.message).toEqual({ tone: 'success', text: 'מחיר אחד מהקובץ נשמר.' });
  });
});
