import { he as storefront } from '../i18n/he';
import { backOfficeSections, he } from './he';
import { boAttribute } from './attributes/strings';
import { boInsights } from './insights';
import { boOrders } from './orders';
import { boPriceGrid } from './price-grid';
import { boPriceList } from './price-lists/strings';

describe("the back office's strings", () => {
  it("never replace one of the storefront's keys: each area's section has a name of its own", () => {
    const clashes = Object.keys(backOfficeSections).filter((name) => name in storefront);
    expect(clashes).toEqual([]);
  });

  it('keep every section whole in the joined table', () => {
    for (const [name, section] of Object.entries(backOfficeSections)) expect(he[name as keyof typeof he]).toBe(section);
  });

  it('leave an area moved to its own flat table out: another area reads its strings through its index', () => {
    for (const section of [boPriceGrid, boAttribute, boPriceList, boInsights, boOrders])
      expect(Object.values(backOfficeSections)).not.toContain(section);
    for (const name of ['boPriceGrid', 'boAttribute', 'boPriceList', 'boInsights', 'boOrders']) expect(name in he).toBe(false);
  });
});
