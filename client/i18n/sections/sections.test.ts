import { appUpdate } from './appUpdate';
import { cart } from './cart';
import { cartLines } from './cartLines';
import { catalogue } from './catalogue';
import { common, validation } from './common';
import { phoneCart } from './phoneCart';
import { quickOrder } from './quickOrder';
import { storefront } from './storefront';

describe('the string sections', () => {
  it("never define one key twice: a later section would silently replace an earlier one's text", () => {
    const sections = { common, validation: { validation }, storefront, catalogue, cart, cartLines, quickOrder, appUpdate, phoneCart };
    const owners = new Map<string, string[]>();
    for (const [name, section] of Object.entries(sections))
      for (const key of Object.keys(section)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});
