import { configure } from 'mobx';
import type { Category } from '@shared/contract/entities';
import { ApiError } from '../../api/ApiError';
import { fail, invalid, ok, testbed, type FakeRequest, type Testbed } from '../lib/testing';
import { CategoryListStore } from './CategoryListStore';

configure({ enforceActions: 'always' });

let env: Testbed;
afterEach(() => {
  env.dispose();
  jest.restoreAllMocks();
});

const cat = (id: number, displayOrder: number, extra: Partial<Category> = {}): Category => ({
  id,
  categoryName: `קטגוריה ${id}`.replace(/\d/g, (d) => 'אבגדהוזחטי'[Number(d)]!),
  name: '',
  description: `תיאור ${id}`,
  displayOrder,
  imageURL: '',
  itemGroups: [],
  ...extra,
});

const page = (items: Category[]) => ({ items, totalCount: items.length, totalPages: 1, currentPage: 1 });
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

/** The list's store with its first page loaded. */
async function loaded(): Promise<CategoryListStore> {
  const store = new CategoryListStore(env.root);
  await store.list.load();
  return store;
}

describe('CategoryListStore', () => {
  it("asks for page 1 of size 10 and shows each row's stored display order in its input", async () => {
    env = testbed({ 'GET /Category/List': () => ok(page([cat(1, 1), cat(2, 2)])) });
    const store = await loaded();
    const [request] = env.provider.calls('GET', '/Category/List');
    // No search yet: the api leaves the empty term out.
    expect(Object.fromEntries(request!.query)).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(store.orderOf(1)).toBe('1');
    expect(store.orderOf(2)).toBe('2');
  });

  it('keeps the orders typed on a page until the page is loaded again', async () => {
    env = testbed({ 'GET /Category/List': () => ok(page([cat(1, 1), cat(2, 2)])) });
    const store = await loaded();
    store.setOrder(1, '7');
    expect([store.orderOf(1), store.orderOf(2)]).toEqual(['7', '2']);
    expect(store.changed.map((c) => c.category.id)).toEqual([1]);
    await store.list.load();
    expect([store.orderOf(1), store.changed]).toEqual(['1', []]);
  });

  it('saves only the changed display orders with Category/Update, reloads, and invalidates the menu', async () => {
    const rows = [cat(1, 1), cat(2, 2), cat(3, 3)];
    env = testbed({ 'GET /Category/List': () => ok(page(rows)), 'POST /Category/Update': () => ok() });
    const store = await loaded();
    store.setOrder(1, '3');
    store.setOrder(3, ' 1 ');
    await store.saveOrder();
    expect(env.sent('POST /Category/Update')).toEqual([
      { id: 1, categoryName: rows[0]!.categoryName, displayOrder: 3 },
      { id: 3, categoryName: rows[2]!.categoryName, displayOrder: 1 },
    ]);
    expect(env.provider.calls('GET', '/Category/List')).toHaveLength(2);
    expect(env.invalidated).toContainEqual(['categories']);
    expect(store.message).toEqual({ tone: 'success', text: 'סדר התצוגה עודכן.' });
    expect(store.savingOrder).toBe(false);
  });

  it('refuses an order that is not a whole number, and says so when nothing changed', async () => {
    env = testbed({ 'GET /Category/List': () => ok(page([cat(1, 1)])), 'POST /Category/Update': () => ok() });
    const store = await loaded();
    await store.saveOrder();
    expect(store.message?.text).toBe('לא שיניתם את הסדר באף שורה.');
    store.setOrder(1, '-2');
    await store.saveOrder();
    expect(store.message?.text).toBe('סדר התצוגה חייב להיות מספר שלם, 0 ומעלה.');
    expect(env.sent('POST /Category/Update')).toEqual([]);
  });

  it('names the categories whose order could not be saved, and logs each failure', async () => {
    const rows = [cat(1, 1, { categoryName: 'אפייה' }), cat(2, 2, { categoryName: 'קפה' })];
    env = testbed({
      'GET /Category/List': () => ok(page(rows)),
      'POST /Category/Update': ({ body }: FakeRequest) =>
        (body as { id: number }).id === 2 ? invalid({ description: ['required'] }) : ok(),
    });
    const log = quiet();
    const store = await loaded();
    store.setOrder(1, '5');
    store.setOrder(2, '6');
    await store.saveOrder();
    expect(env.sent('POST /Category/Update')).toHaveLength(2);
    expect(store.message).toEqual({ tone: 'error', text: 'עדכון סדר התצוגה נכשל עבור: קפה.' });
    expect(log).toHaveBeenCalledWith('Update category error', expect.any(ApiError));
  });

  it('deletes a category only after the confirmation, reloads the page and invalidates the menu; a failure says so', async () => {
    let refuse = false;
    env = testbed({
      'GET /Category/List': () => ok(page([cat(1, 1, { categoryName: 'אפייה' }), cat(2, 2)])),
      'POST /Category/Delete/:id': () => (refuse ? fail(500, 'internal_error', 'boom') : ok()),
    });
    const store = await loaded();
    store.askDelete(store.list.items[0]!);
    store.cancelDelete();
    expect(store.pendingDelete).toBeNull();
    await store.confirmDelete();
    expect(env.keys()).not.toContain('POST /Category/Delete/1');

    store.askDelete(store.list.items[0]!);
    await store.confirmDelete();
    expect(env.keys()).toContain('POST /Category/Delete/1');
    expect(store.message).toEqual({ tone: 'success', text: 'הקטגוריה "אפייה" נמחקה.' });
    expect(env.provider.calls('GET', '/Category/List')).toHaveLength(2);
    expect(env.invalidated).toContainEqual(['categories']);
    expect([store.pendingDelete, store.deleting]).toEqual([null, false]);

    refuse = true;
    const log = quiet();
    store.askDelete(store.list.items[1]!);
    await store.confirmDelete();
    expect(store.message).toEqual({ tone: 'error', text: 'מחיקת הקטגוריה נכשלה. נסו שוב.' });
    expect(store.pendingDelete).toBeNull();
    expect(log).toHaveBeenCalledWith('Delete category error', expect.any(ApiError));
  });
});
