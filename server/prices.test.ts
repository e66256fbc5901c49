import { MAX_ANSWER_DEPTH, stripPrices, withoutPrices } from './prices';

describe('prices taken out of a visitor answer', () => {
  it('removes every price field at any depth, keeps the flags about prices and everything else', () => {
    const answer = {
      statusCode: 200,
      payload: {
        items: [
          {
            itemId: '100',
            itemDescription: 'קולה',
            salePriceInNIS: 4.9,
            isPriceOnRequest: false,
            isPriceChanged: true,
            relatedItems: [{ itemId: '101', salePriceInNIS: 3 }],
          },
          {
            itemId: '102',
            price: '5.00',
            prices: [{ priceListId: 1, price: 4 }],
            basePriceInNIS: null,
            itemGroup: { itemGroupName: 'משקאות' },
          },
        ],
        totalCount: 2,
      },
    };
    expect(withoutPrices(answer)).toEqual({
      statusCode: 200,
      payload: {
        items: [
          { itemId: '100', itemDescription: 'קולה', isPriceOnRequest: false, isPriceChanged: true, relatedItems: [{ itemId: '101' }] },
          { itemId: '102', itemGroup: { itemGroupName: 'משקאות' } },
        ],
        totalCount: 2,
      },
    });
  });

  it('leaves an answer without prices as it came, and gives nothing for a body it cannot read', () => {
    const plain = Buffer.from('{"statusCode":200,"payload":{"items":[{"id":1,"categoryName":"משקאות"}]}}');
    expect(stripPrices(plain)).toBe(plain);
    expect(stripPrices(Buffer.from('<html>error</html>'))).toBeNull();
    expect(stripPrices(Buffer.from('callback({"salePriceInNIS":4})'))).toBeNull();
    const bom = Buffer.from('\uFEFF{"payload":{"salePriceInNIS":4,"id":1}}');
    expect(JSON.parse(stripPrices(bom)!.toString())).toEqual({ payload: { id: 1 } });
    const priced = Buffer.from('{"statusCode":200,"payload":{"itemId":"1","salePriceInNIS":9.9}}');
    expect(JSON.parse(stripPrices(priced)!.toString())).toEqual({ statusCode: 200, payload: { itemId: '1' } });
  });
});

describe('an answer nested deeper than a provider answer ever is', () => {
  /** `{"a":{"a":...{"salePriceInNIS":1}}}`, `levels` objects deep. */
  const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{"salePriceInNIS":1,"id":2}' + '}'.repeat(levels - 1);

  it('is refused (null), never sent unread with a price at its bottom', () => {
    expect(stripPrices(Buffer.from(nested(70)))).toBeNull();
    expect(stripPrices(Buffer.from(`[${nested(MAX_ANSWER_DEPTH)}]`))).toBeNull();
  });

  it('is walked whole up to the deepest allowed', () => {
    const deepest = stripPrices(Buffer.from(nested(MAX_ANSWER_DEPTH)))!.toString();
    expect(deepest).not.toContain('salePriceInNIS');
    expect(deepest).toContain('"id":2');
  });
});
