/** @jest-environment node */
import { when } from 'mobx';
import type { Category } from '@shared/contract/entities';
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { dispose } from '../../stores/testing';
import { CategoryListStore } from './CategoryListStore';
import { stubRoot } from './CategoryTesting';

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

async function started(store: CategoryListStore): Promise<() => void> {
  const stopList = store.list.start();
  const stopWatch = store.watch();
  await when(() => !store.list.loading && store.list.items.length > 0);
  return () => {
    stopList();
    stopWatch();
  };
}

describe('CategoryListStore', () => {
  let root: RootStore;
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    dispose(root);
  });

  it("asks for page 1 of size 10 and shows each row's stored display order in its input", async () => {
    const env = stubRoot(() => page([cat(1, 1), cat(2, 2)]));
    root = env.root;
    const store = new CategoryListStore(root);
    stop = await started(store);
    expect(env.calls[0]).toMatchObject({ route: '/Category/List', options: { query: { pageNumber: 1, pageSize: 10, searchTerm: '' } } });
    expect(store.orderOf(1)).toBe('1');
    expect(store.orderOf(2)).toBe('2');
  });

  it('saves only the changed display orders with Category/Update, reloads, and invalidates the menu', async () => {
    const rows = [cat(1, 1), cat(2, 2), cat(3, 3)];
    const env = stubRoot((route) => (route === '/Category/List' ? page(rows) : undefined));
    root = env.root;
    const store = new CategoryListStore(root);
    stop = await started(store);
    store.setOrder(1, '3');
    store.setOrder(3, ' 1 ');
    await store.saveOrder();
    const updates = env.calls.filter((c) => c.route === '/Category/Update').map((c) => c.options.body);
    expect(updates).toEqual([
      { id: 1, categoryName: rows[0]!.categoryName, displayOrder: 3 },
      { id: 3, categoryName: rows[2]!.categoryName, displayOrder: 1 },
    ]);
    expect(env.calls.filter((c) => c.route === '/Category/List')).toHaveLength(2);
    expect(env.invalidated).toContainEqual(['categories']);
    expect(store.notice).toEqual({ tone: 'success', text: 'סדר התצוגה עודכן.' });
  });

  it('refuses an order that is not a whole number, and says so when nothing changed', async () => {
    const env = stubRoot(() => page([cat(1, 1)]));
    root = env.root;
    const store = new CategoryListStore(root);
    stop = await started(store);
    await store.saveOrder();
    expect(store.notice?.text).toBe('לא שיניתם את הסדר באף שורה.');
    store.setOrder(1, '-2');
    await store.saveOrder();
    expect(store.notice?.text).toBe('סדר התצוגה חייב להיות מספר שלם, 0 ומעלה.');
    expect(env.calls.some((c) => c.route === '/Category/Update')).toBe(false);
  });

  it('names the categories whose order could not be saved', async () => {
    const rows = [cat(1, 1, { categoryName: 'אפייה' }), cat(2, 2, { categoryName: 'קפה' })];
    const env = stubRoot((route, options) => {
      if (route === '/Category/List') return page(rows);
      if ((options.body as unknown as { id: number }).id === 2)
        throw new ApiError(400, 'validation_failed', 'bad', { description: ['required'] });
      return undefined;
    });
    root = env.root;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new CategoryListStore(root);
    stop = await started(store);
    store.setOrder(1, '5');
    store.setOrder(2, '6');
    await store.saveOrder();
    expect(store.notice).toEqual({ tone: 'error', text: 'עדכון סדר התצוגה נכשל עבור: קפה.' });
  });

  it('deletes a category, reloads the page and invalidates the menu; a failure says so', async () => {
    let fail = false;
    const env = stubRoot((route) => {
      if (route === '/Category/List') return page([cat(1, 1, { categoryName: 'אפייה' }), cat(2, 2)]);
      if (fail) throw new ApiError(500, 'internal_error', 'boom');
      return undefined;
    });
    root = env.root;
    const store = new CategoryListStore(root);
    stop = await started(store);
    await expect(store.remove(store.list.items[0]!)).resolves.toBe(true);
    expect(env.calls.find((c) => c.route === '/Category/Delete/:id')?.options.params).toEqual({ id: 1 });
    expect(store.notice).toEqual({ tone: 'success', text: 'הקטגוריה "אפייה" נמחקה.' });
    expect(env.invalidated).toContainEqual(['categories']);
    fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.remove(store.list.items[1]!)).resolves.toBe(false);
    expect(store.notice).toEqual({ tone: 'error', text: 'מחיקת הקטגוריה נכשלה. נסו שוב.' });
  });
});
