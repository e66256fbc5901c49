/** @jest-environment node */
import type { ItemGroup } from '@shared/contract/entities';
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { dispose } from '../../stores/testing';
import { CategoryConnectStore } from './CategoryConnectStore';
import { stubRoot, type StubHandler } from './CategoryTesting';

const group = (id: number, categoryId: number | null, displayOrder: number): ItemGroup => ({
  id,
  itemGroupName: `קבוצה ${'אבגדהוזחט'[id]}`,
  pictureUrl: '',
  categoryId,
  displayOrder,
});

const categories = [
  { id: 1, categoryName: 'משקאות', name: 'משקאות', description: '', displayOrder: 1, imageURL: '', itemGroups: [] },
  { id: 2, categoryName: 'אפייה', name: 'אפייה', description: '', displayOrder: 2, imageURL: '', itemGroups: [] },
];

function provider(groups: ItemGroup[], failOn?: string): StubHandler {
  return (route) => {
    if (route === failOn) throw new ApiError(409, 'conflict', 'no');
    if (route === '/Category/List') return { items: categories, totalCount: 2, totalPages: 1, currentPage: 1 };
    if (route === '/ItemGroup/List') return { items: groups, totalCount: groups.length, totalPages: 1, currentPage: 1 };
    return undefined;
  };
}

describe('CategoryConnectStore', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it("lists the category's groups in display order and offers unconnected and other categories' groups", async () => {
    const env = stubRoot(provider([group(1, 1, 2), group(2, 1, 1), group(3, null, 0), group(4, 2, 1)]));
    root = env.root;
    const store = new CategoryConnectStore(root);
    await store.open(1);
    expect(env.calls.map((c) => c.options.query)).toEqual([{ getAll: true }, { getAll: true }]);
    expect(store.connected.map((g) => g.id)).toEqual([2, 1]);
    expect(store.unconnected.map((g) => g.id)).toEqual([3]);
    expect(store.elsewhere).toEqual([{ group: expect.objectContaining({ id: 4 }), categoryName: 'אפייה' }]);
    expect(store.orderOf(1)).toBe('2');
  });

  it('requires a group (and a category) before connecting', async () => {
    const env = stubRoot(provider([group(3, null, 0)]));
    root = env.root;
    const store = new CategoryConnectStore(root);
    await store.open(null);
    store.selectGroup('');
    await expect(store.connect()).resolves.toBe(false);
    expect(store.errors).toEqual({ categoryId: 'selectCategory', itemGroupId: 'selectItemGroup' });
    expect(env.calls.some((c) => c.route.includes('Connect'))).toBe(false);
  });

  it('connects the chosen group by category and group id, reloads and invalidates the menu', async () => {
    const env = stubRoot(provider([group(3, null, 0)]));
    root = env.root;
    const store = new CategoryConnectStore(root);
    await store.open(1);
    store.selectGroup('3');
    await expect(store.connect()).resolves.toBe(true);
    const connect = env.calls.find((c) => c.route === '/ItemGroup/Category/Connect/:categoryId/:itemGroupId');
    expect(connect?.options.params).toEqual({ categoryId: 1, itemGroupId: 3 });
    expect(env.invalidated).toContainEqual(['categories']);
    expect(store.notice).toEqual({ tone: 'success', text: 'הקבוצה "קבוצה ד" קושרה.' });
    expect(store.selectedGroup).toBe('');
  });

  it('removes a link, and says so when the provider refuses', async () => {
    const env = stubRoot(provider([group(1, 1, 1)], '/ItemGroup/Category/Disconnect/:categoryId/:itemGroupId'));
    root = env.root;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new CategoryConnectStore(root);
    await store.open(1);
    await expect(store.disconnect(store.connected[0]!)).resolves.toBe(false);
    expect(env.calls.find((c) => c.route.includes('Disconnect'))?.options.params).toEqual({ categoryId: 1, itemGroupId: 1 });
    expect(store.notice).toEqual({ tone: 'error', text: 'הסרת הקישור נכשלה. נסו שוב.' });
  });

  it('saves the changed display orders with ItemGroup/Update/DisplayOrder', async () => {
    const env = stubRoot(provider([group(1, 1, 1), group(2, 1, 2)]));
    root = env.root;
    const store = new CategoryConnectStore(root);
    await store.open(1);
    store.setOrder(1, '2');
    store.setOrder(2, '1');
    await expect(store.saveOrder()).resolves.toBe(true);
    const updates = env.calls
      .filter((c) => c.route === '/ItemGroup/Update/DisplayOrder/:itemGroupId/:displayOrder')
      .map((c) => c.options.params);
    expect(updates).toEqual([
      { itemGroupId: 1, displayOrder: 2 },
      { itemGroupId: 2, displayOrder: 1 },
    ]);
    store.setOrder(1, 'abc');
    await expect(store.saveOrder()).resolves.toBe(false);
    expect(store.notice?.text).toBe('סדר התצוגה חייב להיות מספר שלם, 0 ומעלה.');
  });
});
