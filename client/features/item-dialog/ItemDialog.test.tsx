/**
 * @jest-environment jsdom
 */
// The item dialog shows the product's own description, the one the back office keeps beside its
// name, as the text that was typed: under 'תיאור', once the whole item is read over a list card's
// fields, its line breaks kept and any markup in it shown as written.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { Item } from '@shared/contract/entities';
import { endpoints, searchEndpoints } from '@shared/contract/api';
import { RootStore } from '../../app/RootStore';
import { deferred, dispose, fakeApi, makeItem, MemoryStorage, pageOf, summaryFor } from '../../app/testing';
import { catalogueKeys } from '../../stores/queryKeys';
import { StoreProvider } from '../../stores/StoreContext';

// jsdom has no TextEncoder, which ky (under the api) needs as it loads, nor the TextDecoder that reads
// the token's claims: lend them Node's first.
jest.mock('../../api/api', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('../../api/api');
});
// The related items' carousel lays nothing out in jsdom: a carousel that never needs to move.
jest.mock('../../ui/swiperLoader', () => ({
  Swiper: class {
    isLocked = true;
    destroy(): void {}
  },
}));

// Imported after the mocks it depends on.
import ItemDialog from './ItemDialog';

const DESCRIPTION = 'חטיף תירס בטעם בוטנים\nקרטון של 24 שקיות <b>במחיר מבצע</b>';

// jsdom lays nothing out, and has no scrollTo (the dialog starts a newly opened item from the top).
beforeAll(() => {
  Element.prototype.scrollTo = () => undefined;
});

let root: RootStore;
/** The answers to GET /Item/{itemId}, by code: each held open until the test gives it. */
let reads: Map<string, Promise<Item>>;

beforeEach(() => {
  reads = new Map();
  const api = fakeApi(async (endpoint, { params }) => {
    if (endpoint.route === endpoints.item.get.route) return reads.get(String(params?.itemId))!;
    if (endpoint.route === searchEndpoints.items.route) return pageOf([]);
    throw new Error(`no response for ${endpoint.route}`);
  });
  root = new RootStore({ storage: new MemoryStorage(), api: () => api });
});
afterEach(() => {
  cleanup();
  dispose(root);
});

const open = (itemId: string) =>
  render(
    <StoreProvider store={root}>
      <ItemDialog dialog={{ d: 'item', action: 'default', itemId }} onClose={() => undefined} />
    </StoreProvider>,
  );

/** The 'תיאור' section of the dialog, or null while there is none. */
const descriptionSection = () => screen.queryByRole('region', { name: 'תיאור' });

describe('ItemDialog: the product description', () => {
  it('shows it under the price once the whole item is read over the card it opened on, as typed text with its line breaks', async () => {
    const related = makeItem({ id: 2, itemDescription: 'ביסלי גריל' });
    const item = makeItem({
      id: 1,
      itemDescription: 'במבה 80 גרם',
      description: DESCRIPTION,
      fullDescription: 'חטיף תירס אפוי. כשרות: בד"ץ.',
      relatedItems: [
        { relatedItemId: related.itemId, related: { itemId: related.itemId, itemDescription: related.itemDescription, pictureUrl: '' } },
      ],
    });
    // The dialog opens on the card's fields of a list the cache holds (no description there).
    const { description: _, ...withoutDescription } = item;
    root.queryClient.setQueryData(
      catalogueKeys.suggestions(root.session.priceKey, 'במבה'),
      pageOf([summaryFor(withoutDescription, false)]),
    );
    const read = deferred<Item>();
    reads.set(item.itemId, read.promise);
    open(item.itemId);

    await screen.findByRole('heading', { name: 'במבה 80 גרם' });
    expect(descriptionSection()).toBeNull();
    expect(screen.getByRole('status', { name: 'טוען את פרטי המוצר...' })).toBeTruthy();

    await act(async () => read.resolve(item));
    const section = await screen.findByRole('region', { name: 'תיאור' });
    const paragraphs = section.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([DESCRIPTION.replace('\n', ''), 'חטיף תירס אפוי. כשרות: בד"ץ.']);
    // Its line break kept as a break, its markup shown as the letters typed, never as markup.
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(section.querySelector('b')).toBeNull();
    expect(within(section).getByText(/<b>במחיר מבצע<\/b>/)).toBeTruthy();
    // Where a buyer looks for it: after the name and the price (a visitor's word on prices), before the related items.
    const price = screen.getByText('התחברו כלקוח עסקי כדי לראות מחירים ולהזמין.');
    const relatedSection = screen.getByRole('region', { name: 'מוצרים קשורים' });
    expect(price.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(relatedSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the description once when the full description says the same', async () => {
    const item = makeItem({ id: 3, description: 'שמן זית כתית מעולה', fullDescription: ' שמן זית כתית מעולה ' });
    reads.set(item.itemId, Promise.resolve(item));
    open(item.itemId);
    const section = await screen.findByRole('region', { name: 'תיאור' });
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['שמן זית כתית מעולה']);
  });

  it('shows no description section for an item without one', async () => {
    const item = makeItem({ id: 4, itemDescription: 'סוכר לבן 1 ק"ג', description: '  ', fullDescription: '' });
    reads.set(item.itemId, Promise.resolve(item));
    open(item.itemId);
    await screen.findByRole('heading', { name: 'סוכר לבן 1 ק"ג' });
    await act(async () => undefined);
    expect(screen.queryByRole('status', { name: 'טוען את פרטי המוצר...' })).toBeNull();
    expect(descriptionSection()).toBeNull();
  });
});
