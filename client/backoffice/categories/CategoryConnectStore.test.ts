import { configure } from 'mobx';
import type { ItemGroup } from '@shared/contract/entities';
import { ApiError } from '../../api/ApiError';
import { fail, ok, testbed, type Testbed } from '../lib/testing';
import { CategoryConnectStore } from './CategoryConnectStore';

configure({ enforceActions: 'always' });

let env: Testbed;
afterEach(() => {
  env.dispose();
  jest.restoreAllMocks();
});

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

const CONNECT = 'POST /ItemGroup/Category/Connect/:categoryId/:itemGroupId';
const DISCONNECT = 'POST /ItemGroup/Category/Disconnect/:categoryId/:itemGroupId';
const ORDER = 'POST /ItemGroup/Update/DisplayOrder/:itemGroupId/:displayOrder';

/** The provider's categories and groups, and every change responded to with success unless `changes` say otherwise. */
function provider(groups: ItemGroup[], changes: Parameters<typeof testbed>[0] = {}): Testbed {
  return testbed({
    'GET /Category/List': () => ok({ items: categories, totalCount: 2, totalPages: 1, currentPage: 1 }),
    'GET /ItemGroup/List': () => ok({ items: groups, totalCount: groups.length, totalPages: 1, currentPage: 1 }),
    [CONNECT]: () => ok(),
    [DISCONNECT]: () => ok(),
    [ORDER]: () => ok(),
    ...changes,
  });
}

const reads = () => env.keys().filter((key) => key.startsWith('GET'));

describe('CategoryConnectStore', () => {
  it("lists the category's groups in display order and offers unconnected and other categories' groups", async () => {
    env = provider([group(1, 1, 2), group(2, 1, 1), group(3, null, 0), group(4, 2, 1)]);
    const store = new CategoryConnectStore(env.root, 1);
    await store.load();
    expect(env.keys()).toEqual(['GET /Category/List', 'GET /ItemGroup/List']);
    expect(env.provider.requests.map((r) => Object.fromEntries(r.query))).toEqual([{ getAll: 'true' }, { getAll: 'true' }]);
    expect(store.category?.categoryName).toBe('משקאות');
    expect(store.connected.map((g) => g.id)).toEqual([2, 1]);
    expect(store.unconnected.map((g) => g.id)).toEqual([3]);
    expect(store.elsewhere).toEqual([{ group: expect.objectContaining({ id: 4 }), categoryName: 'אפייה' }]);
    expect(store.orderOf(1)).toBe('2');
  });

  it('shows another category’s groups when the dialog chooses it, without reading them again', async () => {
    env = provider([group(1, 1, 2), group(4, 2, 7)]);
    const store = new CategoryConnectStore(env.root, 1);
    await store.load();
    store.choose(2);
    expect(store.connected.map((g) => g.id)).toEqual([4]);
    expect([store.orderOf(4), store.orderOf(1)]).toEqual(['7', '']);
    expect(reads()).toHaveLength(2);
  });

  it('says the groups could not be read, and logs it', async () => {
    env = provider([], { 'GET /ItemGroup/List': () => fail(500, 'internal_error', 'boom') });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new CategoryConnectStore(env.root, 1);
    await store.load();
    expect(store.loadError).toBeTruthy();
    expect(store.categories).toEqual([]);
    expect(log).toHaveBeenCalledWith('Get categories error', expect.any(ApiError));
  });

  it('requires a group (and a category) before connecting', async () => {
    env = provider([group(3, null, 0)]);
    const store = new CategoryConnectStore(env.root, null);
    await store.load();
    store.selectGroup('');
    await expect(store.connect()).resolves.toBe(false);
    expect(store.form.errors).toEqual({ categoryId: 'selectCategory', itemGroupId: 'selectItemGroup' });
    expect(env.keys().some((key) => key.includes('Connect'))).toBe(false);
  });

  it('connects the chosen group by category and group id, reloads and invalidates the menu', async () => {
    env = provider([group(3, null, 0)]);
    const store = new CategoryConnectStore(env.root, 1);
    await store.load();
    store.selectGroup('3');
    await expect(store.connect()).resolves.toBe(true);
    expect(env.keys()).toContain('POST /ItemGroup/Category/Connect/1/3');
    expect(reads()).toHaveLength(4);
    expect(env.invalidated).toContainEqual(['categories']);
    expect(store.message).toEqual({ tone: 'success', text: 'הקבוצה "קבוצה ד" קושרה.' });
    expect([store.selectedGroup, store.busy]).toEqual(['', false]);
  });

  it('removes a link, and says so when the provider refuses', async () => {
    env = provider([group(1, 1, 1)], { [DISCONNECT]: () => fail(409, 'conflict', 'no') });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new CategoryConnectStore(env.root, 1);
    await store.load();
    await expect(store.disconnect(store.connected[0]!)).resolves.toBe(false);
    expect(env.keys()).toContain('POST /ItemGroup/Category/Disconnect/1/1');
    expect(store.message).toEqual({ tone: 'error', text: 'הסרת הקישור נכשלה. נסו שוב.' });
    expect(log).toHaveBeenCalledWith('הסרת הקישור נכשלה. נסו שוב.', expect.any(ApiError));
    expect(store.busy).toBe(false);
  });

  it('saves the changed display orders with ItemGroup/Update/DisplayOrder', async () => {
    env = provider([group(1, 1, 1), group(2, 1, 2), group(3, 1, 3)]);
    const store = new CategoryConnectStore(env.root, 1);
    await store.load();
    store.setOrder(1, '2');
    store.setOrder(2, '1');
    await expect(store.saveOrder()).resolves.toBe(true);
    expect(env.keys().filter((key) => key.startsWith('POST'))).toEqual([
      'POST /ItemGroup/Update/DisplayOrder/1/2',
      'POST /ItemGroup/Update/DisplayOrder/2/1',
    ]);
    expect(store.message).toEqual({ tone: 'success', text: 'סדר התצוגה עודכן.' });
    store.setOrder(1, 'abc');
    await expect(store.saveOrder()).resolves.toBe(false);
    expect(store.message?.text).toBe('סדר התצוגה חייב להיות מספר שלם, 0 ומעלה.');
    expect(env.keys().filter((key) => key.startsWith('POST'))).toHaveLength(2);
  });
});
