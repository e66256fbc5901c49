/** @jest-environment node */
// The manager's choice of an import's changes: flagged ones start unchecked with their reason, a
// choice is kept by change (not by page), and 'check all' reaches every change.
import { CsvSelection, flagReason } from './CsvSelection';
import type { PriceChange } from './priceCsv';
import { boPriceCsv as t } from './strings';

const change = (productId: number, from: number | undefined, to: number, listId = 1): PriceChange => ({
  productId,
  itemCode: `A${productId}`,
  name: `פריט ${productId}`,
  listId,
  listName: listId === 1 ? 'סיטונאי א' : 'קמעונאי',
  from,
  to,
});

const codes = (changes: PriceChange[]) => changes.map((c) => `${c.itemCode}/${c.listId}`);

describe('CsvSelection', () => {
  it('checks every change but one of more than ±50% either way, which carries its reason; exactly 50% and a new price are not flagged', () => {
    const changes = [change(1, 3.95, 1234.5), change(2, 10, 15), change(3, 10, 4.99), change(4, undefined, 999), change(5, 10, 5)];
    const selection = new CsvSelection(changes);
    expect(changes.map((c) => selection.isChecked(c))).toEqual([false, true, false, true, true]);
    expect(changes.map(flagReason)).toEqual([t.flagLarge(50), undefined, t.flagLarge(50), undefined, undefined]);
    expect(selection.checkedCount).toBe(3);
  });

  it('toggles one change without touching the same item in another list', () => {
    const a = change(1, 10, 11, 1);
    const b = change(1, 10, 12, 2);
    const selection = new CsvSelection([a, b]);
    selection.setChecked(a, false);
    expect([selection.isChecked(a), selection.isChecked(b), selection.checkedCount]).toEqual([false, true, 1]);
    selection.setChecked(a, true);
    expect(codes(selection.checkedChanges)).toEqual(['A1/1', 'A1/2']);
  });

  it('checks and unchecks every change of a file of 450 (three preview pages), flagged ones too, in the file’s order', () => {
    const changes = Array.from({ length: 450 }, (_, i) => change(i + 1, 10, i % 100 === 0 ? 30 : 11));
    const selection = new CsvSelection(changes);
    expect(selection.checkedCount).toBe(445);
    selection.checkAll();
    expect(selection.checkedCount).toBe(450);
    expect(codes(selection.checkedChanges)).toEqual(codes(changes));
    selection.uncheckAll();
    expect([selection.checkedCount, selection.checkedChanges]).toEqual([0, []]);
    selection.setChecked(changes[449]!, true);
    expect(codes(selection.checkedChanges)).toEqual(['A450/1']);
  });
});
