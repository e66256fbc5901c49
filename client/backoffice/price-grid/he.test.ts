import { common } from '../../i18n/common';
import { areaStrings } from '../lib/areaStrings';
import { boForm } from '../lib/strings';
import { he as priceGrid } from './he';
import { boPriceGrid } from './strings';

describe("an area's own string table", () => {
  it("holds the area's strings, the back office's form strings and the common ones, flat", () => {
    expect(priceGrid.saveChanges).toBe(boPriceGrid.saveChanges);
    expect(priceGrid.bulkDone(2)).toBe(boPriceGrid.bulkDone(2));
    expect(priceGrid.backToList).toBe(boForm.backToList);
    expect(priceGrid.retry).toBe(common.retry);
  });

  it("refuses an area's string that a shared one already names", () => {
    const clash = areaStrings as (own: Record<string, string>) => unknown;
    expect(() => clash({ backToList: 'חזרה' })).toThrow('The string "backToList" is defined by both boForm and own');
  });
});
