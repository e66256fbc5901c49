import { fitCount } from './overflowFit';

describe('fitCount', () => {
  const row = { first: 100, more: 60, gap: 4 };

  it('shows every entry, and no more button, when all of them fit', () => {
    // 100 + 3 x (4 + 100) = 412
    expect(fitCount({ ...row, available: 412, items: [100, 100, 100] })).toBe(3);
  });

  it('keeps room for the more button once anything overflows', () => {
    // 100 + 4 + 60 = 164 for the fixed parts; each entry takes 104.
    expect(fitCount({ ...row, available: 411, items: [100, 100, 100] })).toBe(2);
    expect(fitCount({ ...row, available: 371, items: [100, 100, 100] })).toBe(1);
  });

  it('stops at the first entry that does not fit, so the order of the menu is kept', () => {
    expect(fitCount({ ...row, available: 400, items: [50, 300, 20] })).toBe(1);
  });

  it('shows none beside the more button in a row too narrow for any', () => {
    expect(fitCount({ ...row, available: 200, items: [100, 100] })).toBe(0);
  });

  it('forgives the sub-pixel rounding of measured widths', () => {
    expect(fitCount({ ...row, available: 411.6, items: [100, 100, 100.1] })).toBe(3);
  });
});
