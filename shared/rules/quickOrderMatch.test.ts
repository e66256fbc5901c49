import { matchName, itemNameIndex } from './quickOrderMatch';

const items = [
  { id: 1, itemDescription: 'שוקולד מריר 100 גרם' },
  { id: 2, itemDescription: 'במבה 80 גרם' },
  { id: 3, itemDescription: 'נייר טואלט 32 גלילים' },
  { id: 4, itemDescription: 'אקונומיקה 4 ליטר' },
  { id: 5, itemDescription: 'שוקו בשקית' },
];

describe('matchName: a quick-order line names its product as a shopkeeper spells it', () => {
  const index = itemNameIndex(items);

  it('takes the one item spelt another way: without its ו/י, in the plural, in Latin letters', () => {
    expect(matchName(index, 'ניר טואלט').item?.id).toBe(3);
    expect(matchName(index, 'שקולד מריר').item?.id).toBe(1);
    expect(matchName(index, 'אקונומקה').item?.id).toBe(4);
    expect(matchName(index, 'במבות').item?.id).toBe(2);
    expect(matchName(index, 'bamba').item?.id).toBe(2);
  });

  it('offers a typo as a choice, never takes it by itself', () => {
    const found = matchName(index, 'במבע');
    expect(found.item).toBeNull();
    expect(found.choices.map((i) => i.id)).toEqual([2]);
  });

  it('finds nothing for a name no item is near', () => {
    expect(matchName(index, 'מלפפון חמוץ')).toEqual({ item: null, choices: [], total: 0 });
  });
});
