import { endpoints } from '@shared/contract/api';
import { MAX_RESPONSE_DEPTH, visitorResponseBody, visitorView } from './prices';

/** An item as the contract lists it for a visitor. */
const ITEM = {
  id: 7,
  itemId: '100',
  itemDescription: 'קולה',
  catalogNumber: 'C-100',
  pictureUrl: '/api/Files/Images/1',
  minOrderQuantity: 1,
  displayOrder: 1,
  isAvailable: true,
  isPriceChanged: true,
  itemPackSize: 6,
  fullDescription: 'בקבוק',
  itemAttributes: [{ attributeName: 'נפח', attributeValue: '1.5 ליטר' }],
  relatedItems: [{ relatedItemId: '101', related: { itemId: '101', itemDescription: 'מים', pictureUrl: '' } }],
  itemGroup: { id: 3, itemGroupName: 'משקאות', categoryId: null },
};

describe("a visitor's response, by the contract's field list of its call", () => {
  it('keeps exactly the fields the contract lists for a visitor: prices under any name, and anything unknown, are dropped', () => {
    const response = {
      statusCode: 200,
      payload: {
        items: [
          {
            ...ITEM,
            // The contract's price fields, marked signed-in only.
            salePriceInNIS: 4.9,
            isPriceOnRequest: false,
            // Prices under names a check by name misses: Hebrew, Cyrillic 'а' letters, another word.
            מחיר: 4.9,
            sаlePrісeInNIS: 4.9,
            cost: { amount: 4.9 },
            relatedItems: [{ ...ITEM.relatedItems[0], related: { ...ITEM.relatedItems[0]!.related, unitCost: 3 } }],
            itemGroup: { ...ITEM.itemGroup, groupPrice: 2 },
          },
        ],
        totalCount: 1,
        totalPages: 1,
        currentPage: 1,
        tariffs: [{ priceListId: 1, amount: 4 }],
      },
    };
    expect(visitorView(response, endpoints.item.list, 200)).toEqual({
      statusCode: 200,
      payload: { items: [ITEM], totalCount: 1, totalPages: 1, currentPage: 1 },
    });
  });

  it('drops a listed field whose value is not of its type (an amount where a text belongs, an object where a number does)', () => {
    const response = { statusCode: 200, payload: { ...ITEM, catalogNumber: 49.9, displayOrder: { price: 5 } } };
    const { catalogNumber: _c, displayOrder: _d, ...rest } = ITEM;
    expect(visitorView(response, endpoints.item.get, 200)).toEqual({ statusCode: 200, payload: rest });
  });

  it('keeps a refusal to its envelope: code, message and field errors, nothing else', () => {
    const refusal = {
      statusCode: 404,
      error: { code: 'not_found', message: 'no such item', details: { salePriceInNIS: 4.9 }, price: 4.9 },
      payload: { salePriceInNIS: 4.9 },
    };
    expect(visitorView(refusal, endpoints.item.get, 404)).toEqual({
      statusCode: 404,
      error: { code: 'not_found', message: 'no such item' },
    });
    const invalid = { statusCode: 400, error: { code: 'validation_failed', message: 'x', errors: { pageSize: ['max'] } } };
    expect(visitorView(invalid, endpoints.item.list, 400)).toBe(invalid);
  });

  it("gives a call the table does not have the envelope's status and error only", () => {
    expect(visitorView({ statusCode: 200, payload: { salePriceInNIS: 1 } }, null, 200)).toEqual({ statusCode: 200 });
  });

  it('leaves a response that holds nothing else as it came, and gives nothing for a body it cannot read or that fits no response of the call', () => {
    const plain = Buffer.from(
      JSON.stringify({ statusCode: 200, payload: { items: [ITEM], totalCount: 1, totalPages: 1, currentPage: 1 } }),
    );
    expect(visitorResponseBody(plain, endpoints.item.list, 200)).toBe(plain);
    expect(visitorResponseBody(Buffer.from('<html>error</html>'), endpoints.item.list, 200)).toBeNull();
    expect(visitorResponseBody(Buffer.from('callback({"salePriceInNIS":4})'), endpoints.item.list, 200)).toBeNull();
    expect(visitorResponseBody(Buffer.from('[{"salePriceInNIS":4}]'), endpoints.item.list, 200)).toBeNull();
    const bom = Buffer.from(`\uFEFF${JSON.stringify({ statusCode: 200, payload: { ...ITEM, salePriceInNIS: 4 } })}`);
    expect(JSON.parse(visitorResponseBody(bom, endpoints.item.get, 200)!.toString())).toEqual({ statusCode: 200, payload: ITEM });
  });
});

describe('a response nested deeper than a provider response ever is', () => {
  /** `{"a":{"a":...{"salePriceInNIS":1}}}`, `levels` objects deep. */
  const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{"salePriceInNIS":1,"id":2}' + '}'.repeat(levels - 1);

  it('is not walked: what the contract does not list is dropped whole, a price at its bottom with it', () => {
    const deep = JSON.parse(
      `{"statusCode":200,"payload":{"items":[],"totalCount":0,"totalPages":0,"currentPage":1,"a":${nested(MAX_RESPONSE_DEPTH * 2)}}}`,
    );
    expect(JSON.stringify(visitorView(deep, endpoints.item.list, 200))).toBe(
      '{"statusCode":200,"payload":{"items":[],"totalCount":0,"totalPages":0,"currentPage":1}}',
    );
  });
});
