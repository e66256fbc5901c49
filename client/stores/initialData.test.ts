/** @jest-environment jsdom */
import { createQueryClient } from './queryClient';
import { seedInitialData } from './initialData';

function page(json: string): Document {
  document.head.innerHTML = `<script id="initial-data" type="application/json">${json}</script>`;
  return document;
}

describe("the first screen's inlined data", () => {
  it('fills the settings, the banners and the categories before the first render, and leaves the page', () => {
    const client = createQueryClient();
    const categories = { items: [{ id: 1, categoryName: 'משקאות', itemGroups: [] }], totalCount: 1, totalPages: 1, currentPage: 1 };
    seedInitialData(
      client,
      page(
        JSON.stringify({
          settings: [
            { key: 'HomePageBanners', value: '[{"Id":"1","Url":"/api/files/b1"}]' },
            { key: 'VatPercent', value: '{"Discount":17}' },
          ],
          categories,
        }),
      ),
    );
    expect(client.getQueryData(['settings', 'HomePageBanners'])).toEqual([{ Id: '1', Url: '/api/files/b1' }]);
    expect((client.getQueryData(['settings']) as { VatPercent: unknown }).VatPercent).toEqual({ Discount: 17 });
    expect(client.getQueryData(['categories'])).toEqual(categories);
    expect(document.getElementById('initial-data')).toBeNull();
  });

  it("fills a product list's first page under the visitor's key, as the list asks for it", () => {
    const client = createQueryClient();
    const page1 = { items: [{ id: 1 }], totalCount: 30, totalPages: 2, currentPage: 1 };
    seedInitialData(client, page(JSON.stringify({ list: { filter: { categoryId: 3, itemGroupId: 7 }, page: page1 } })));
    // The key the list builds: undefined filter fields are left out of it.
    expect(client.getQueryData(['items', 'visitor', { categoryId: 3, itemGroupId: 7, term: undefined }])).toEqual({
      pages: [page1],
      pageParams: [1],
    });
  });

  it("fills the item an item dialog's link opens", () => {
    const client = createQueryClient();
    const item = { itemId: '100004', itemDescription: 'קולה' };
    seedInitialData(client, page(JSON.stringify({ item: { itemId: '100004', item } })));
    expect(client.getQueryData(['item', 'visitor', '100004'])).toEqual(item);
  });

  it('ignores data it cannot read: the stores read the API as usual', () => {
    const client = createQueryClient();
    seedInitialData(client, page('{not json'));
    seedInitialData(client, page(JSON.stringify({ settings: [{ key: 1 }], categories: { items: 'x' } })));
    expect(client.getQueryData(['settings'])).toBeUndefined();
    expect(client.getQueryData(['categories'])).toBeUndefined();
  });
});
