/** @jest-environment node */
// The price grid's edits: cells checked as typed, saved a few at a time, and bulk changes.
import { deferred, invalid, ok, until } from '../lib/testing';
import { SAVE_CONCURRENCY } from './PriceEditsStore';
import { ABOVE_ZERO, env, itemCalls, itemList, loaded, posts, provider, row } from './testSupport';

afterEach(() => env.dispose());

describe('the price grid: cells', () => {
  it('refuses 0, more than two decimals and what is not a number on the cell, by the price rule, and sends nothing', async () => {
    provider(3);
    const store = await loaded();
    const a1 = row(store, 'A1');
    store.edits.setCell(a1, 1, '0');
    expect(store.edits.edit(a1, 1)).toEqual({ text: '0', error: ABOVE_ZERO, before: 1.5 });
    store.edits.setCell(a1, 2, '1.234');
    expect(store.edits.edit(a1, 2)?.error).toBe('עד שתי ספרות אחרי הנקודה');
    store.edits.setCell(a1, 3, 'abc');
    expect(store.edits.edit(a1, 3)?.error).toBeDefined();
    expect(store.edits.cellText(a1, 3)).toBe('abc');
    expect(store.edits.refusedCount).toBe(3);
    await store.edits.save();
    expect(posts()).toEqual([]);
    expect(store.message?.text).toBe('אין שינויים תקינים לשמירה. תקנו את התאים המסומנים.');
  });

  it('refuses a price below one agora (1e-9 would sell at 0.00 ₪) and one with a fraction of an agora, with their Hebrew messages', async () => {
    provider(3);
    const store = await loaded();
    const a1 = row(store, 'A1');
    store.edits.setCell(a1, 1, '1e-9');
    expect(store.edits.edit(a1, 1)).toEqual({ text: '1e-9', error: 'המחיר הנמוך ביותר הוא 0.01 ₪ (אגורה אחת).', before: 1.5 });
    store.edits.setCell(a1, 2, '0.004');
    expect(store.edits.edit(a1, 2)?.error).toBe('המחיר הנמוך ביותר הוא 0.01 ₪ (אגורה אחת).');
    store.edits.setCell(a1, 3, '12.3400000001');
    expect(store.edits.edit(a1, 3)?.error).toBe('עד שתי ספרות אחרי הנקודה');
    expect(store.edits.refusedCount).toBe(3);
    await store.edits.save();
    expect(posts()).toEqual([]);
  });

  it('marks a changed cell until it is undone; the saved price typed again, or blank where there is none, is no change', async () => {
    provider(3);
    const store = await loaded();
    const a1 = row(store, 'A1');
    store.edits.setCell(a1, 1, '2.5');
    expect([store.edits.edit(a1, 1), store.edits.cellText(a1, 1), store.edits.unsaved]).toEqual([
      { text: '2.5', value: 2.5, before: 1.5 },
      '2.50',
      true,
    ]);
    store.edits.undoCell(a1, 1);
    expect([store.edits.cellText(a1, 1), store.edits.unsaved]).toEqual(['1.50', false]);
    store.edits.setCell(a1, 1, '1.50');
    store.edits.setCell(a1, 2, '  ');
    expect(store.edits.unsaved).toBe(false);
    // Blanking a price that exists is refused: a price is never deleted from here.
    store.edits.setCell(a1, 1, '');
    expect(store.edits.edit(a1, 1)?.error).toBe('שדה חובה');
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
    store.edits.setCell(row(store, 'A1'), 2, '7'); // no price in list 2: Add
    store.edits.setCell(row(store, 'A1'), 3, '6.5'); // a stored 0: Add responds 409, then Update
    store.edits.setCell(row(store, 'A2'), 1, '9.99'); // Update
    store.edits.setCell(row(store, 'A4'), 1, '99'); // refused by the provider
    store.edits.setCell(row(store, 'A3'), 1, '0'); // refused here, never sent
    await store.edits.save();
    expect(env.sent('POST /PriceList/Price/Add')).toEqual(
      expect.arrayContaining([
        { productID: 1, priceListID: 2, unitPrice: 7 },
        { productID: 1, priceListID: 3, unitPrice: 6.5 },
      ]),
    );
    expect(prices.get('2:1')).toBe(7);
    expect(store.edits.cellText(row(store, 'A1'), 2)).toBe('7.00');
    expect(store.edits.edit(row(store, 'A1'), 2)).toBeUndefined();
    expect(store.edits.edit(row(store, 'A4'), 1)).toEqual({ text: '99', error: 'הערך גדול מדי', before: 4.5 });
    expect(store.edits.edit(row(store, 'A3'), 1)?.error).toBe(ABOVE_ZERO);
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
      if (store.edits.progress) seen.push(`${store.edits.progress.done}/${store.edits.progress.total}`);
      return ok();
    });
    expect(store.edits.adjustPrices(1, 10)).toBe(1000);
    expect(store.message?.text).toBe('1,000 מחירים שונו בטבלה. לחצו "שמירת השינויים" כדי לשמור.');
    await store.edits.save();
    expect(most).toBe(SAVE_CONCURRENCY);
    expect(seen[0]).toBe('0/1000');
    const done = seen.map((s) => Number(s.split('/')[0]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBeGreaterThanOrEqual(1000 - SAVE_CONCURRENCY);
    expect(store.edits.progress).toBeNull();
    expect(store.edits.unsaved).toBe(false);
    expect(store.message?.text).toBe('1,000 שינויים נשמרו.');
    expect(store.edits.cellText(row(store, 'A1'), 1)).toBe('1.65');
    // A thousand saves through the fake provider: what is checked is their order and count, not how soon.
  }, 30_000);

  it('saves the changes a search now hides too, and counts them all', async () => {
    provider(30);
    const store = await loaded();
    store.edits.setCell(row(store, 'A2'), 1, '7'); // a price there: Update
    store.edits.setCell(row(store, 'A3'), 2, '5'); // none: Add
    store.search('פריט 1');
    await until(() => !store.loading);
    expect(store.rows.some((r) => r.itemCode === 'A2' || r.itemCode === 'A3')).toBe(false);
    await store.edits.save();
    expect(env.sent('POST /PriceList/Price/Update')).toEqual([{ productID: 2, priceListID: 1, unitPrice: 7 }]);
    expect(env.sent('POST /PriceList/Price/Add')).toEqual([{ productID: 3, priceListID: 2, unitPrice: 5 }]);
    expect([store.message, store.edits.unsaved]).toEqual([{ tone: 'success', text: '2 שינויים נשמרו.' }, false]);
  });

  it('drops a read of the rows begun before a save (its prices are older) and reads them after it; no filter or search meanwhile', async () => {
    provider(3);
    const store = await loaded();
    store.edits.setCell(row(store, 'A1'), 1, '9');
    const held = deferred<void>();
    env.provider.on('GET /Item/List', async (req) => {
      const response = itemList(req); // the prices as they are when asked: before the save
      await held.promise;
      return response;
    });
    store.setFilter('missing', '2');
    await itemCalls(4);
    const saving = store.edits.save();
    store.search('פריט');
    store.setFilter('available', 'yes');
    expect([store.searchTerm, store.filters.available]).toEqual(['', '']);
    await saving;
    held.resolve();
    await until(() => !store.loading);
    expect(store.edits.cellText(row(store, 'A1'), 1)).toBe('9.00');
    // A bulk change works from the saved price.
    store.edits.adjustPrices(1, 10);
    expect(store.edits.cellText(row(store, 'A1'), 1)).toBe('9.90');
  });

  it('shows how far a save has come while it runs', async () => {
    provider(3);
    const store = await loaded();
    const held = deferred<void>();
    env.provider.on('POST /PriceList/Price/Update', async () => {
      await held.promise;
      return ok();
    });
    store.edits.setCell(row(store, 'A1'), 1, '3');
    store.edits.setCell(row(store, 'A2'), 1, '4');
    const saving = store.edits.save();
    expect(store.edits.progress).toEqual({ done: 0, total: 2 });
    held.resolve();
    await saving;
    expect(store.edits.progress).toBeNull();
  });
});

describe('the price grid: bulk changes', () => {
  it('copies list A into list B with +N%, rounded to the agora, leaving rows without a price in A', async () => {
    provider(3);
    const store = await loaded();
    expect(store.edits.copyList(1, 3, 10)).toBe(3);
    // 1.5, 2.5, 3.5 + 10%: 1.65, 2.75, 3.85
    expect(store.rows.map((r) => store.edits.cellText(r, 3))).toEqual(['1.65', '2.75', '3.85']);
    // List 2 has a price for A2 only.
    expect(store.edits.copyList(2, 1, -5)).toBe(1);
    expect(store.edits.cellText(row(store, 'A2'), 1)).toBe('3.80');
    expect(store.edits.cellText(row(store, 'A1'), 1)).toBe('1.50');
  });

  it('moves every list’s prices of the rows shown by N%; -100% leaves 0, refused on each cell', async () => {
    provider(2);
    const store = await loaded();
    expect(store.edits.adjustPrices('all', 2.5)).toBe(3);
    expect(store.edits.cellText(row(store, 'A2'), 2)).toBe('4.10');
    store.edits.discardAll();
    store.edits.adjustPrices(1, -100);
    expect(store.edits.edit(row(store, 'A1'), 1)?.error).toBe(ABOVE_ZERO);
  });
});
