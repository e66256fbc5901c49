import { he as storefront } from '../i18n/he';
import { backOfficeSections, he } from './he';
import { boPriceGrid } from './price-grid';

describe("the back office's strings", () => {
  it("never replace one of the storefront's keys: each area's section has a name of its own", () => {
    const clashes = Object.keys(backOfficeSections).filter((name) => name in storefront);
    expect(clashes).toEqual([]);
  });

  it('keep every section whole in the joined table', () => {
    for (const [name, section] of Object.entries(backOfficeSections)) expect(he[name as keyof typeof he]).toBe(section);
  });

  it('leave an area moved to its own flat table out: another area reads its strings through its index', () => {
    expect(Object.values(backOfficeSections)).not.toContain(boPriceGrid);
    expect('boPriceGrid' in he).toBe(false);
  });
});
