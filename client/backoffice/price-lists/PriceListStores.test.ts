import { configure } from 'mobx';
import { ApiError } from '../../api/ApiError';
import { PriceListFormStore } from './PriceListFormStore';
import { PriceListListStore } from './PriceListListStore';
import { stubApi } from '../lib/stubApi';

configure({ enforceActions: 'always' });

const page = (items: Array<{ id: number; name: string }>, totalPages = 1) => ({
  items,
  totalCount: items.length,
  totalPages,
  currentPage: 1,
});
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('PriceListListStore', () => {
  it('deletes a list after the confirmation, says so and reloads the page', async () => {
    let lists = [
      { id: 1, name: 'סיטונאי א' },
      { id: 4, name: 'חדש' },
    ];
    const { api, calls } = stubApi({
      'GET /PriceList/GetAll': () => page(lists),
      'DELETE /PriceList/Delete/:id': ({ params }) => {
        lists = lists.filter((l) => l.id !== params!.id);
      },
    });
    const store = new PriceListListStore(api);
    await store.list.load();
    store.askDelete(store.list.items[1]!);
    await store.confirmDelete();
    await settled();
    expect(calls.filter((c) => c.key === 'DELETE /PriceList/Delete/:id').map((c) => c.params)).toEqual([{ id: 4 }]);
    expect(store.message).toEqual({ tone: 'success', text: 'המחירון נמחק בהצלחה!' });
    expect(store.list.items.map((l) => l.name)).toEqual(['סיטונאי א']);
    expect(store.pendingDelete).toBeNull();
  });

  it('says it failed to delete a list a customer buys from, and keeps it', async () => {
    const { api } = stubApi({
      'GET /PriceList/GetAll': () => page([{ id: 1, name: 'סיטונאי א' }]),
      'DELETE /PriceList/Delete/:id': () => {
        throw new ApiError(409, 'conflict', 'the price list is assigned to a customer');
      },
    });
    const store = new PriceListListStore(api);
    await store.list.load();
    store.askDelete(store.list.items[0]!);
    await store.confirmDelete();
    expect(store.message?.tone).toBe('error');
    expect(store.message?.text).toMatch(/^מחיקת המחירון נכשלה\./);
    expect(store.list.items).toHaveLength(1);
  });
});

describe('PriceListFormStore', () => {
  it('requires a name, then adds the list and says so', async () => {
    const { api, calls } = stubApi({ 'POST /PriceList/Add': () => 4 });
    const store = new PriceListFormStore(api);
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.name).toBe('required');
    store.setName(' מבצע קיץ ');
    expect(await store.submit()).toBe(true);
    expect(calls[0]!.body).toEqual({ name: 'מבצע קיץ' });
    expect(store.form.success).toBe('המחירון נוסף בהצלחה!');
    expect(store.name).toBe('');
  });

  it('says it failed to add a list', async () => {
    const { api } = stubApi({
      'POST /PriceList/Add': () => {
        throw new ApiError(400, 'validation_failed', 'validation failed', { name: ['alreadyExists'] });
      },
    });
    const store = new PriceListFormStore(api);
    store.setName('סיטונאי א');
    await store.submit();
    expect(store.form.failure).toBe('הוספת המחירון נכשלה');
    expect(store.form.errors.name).toBe('alreadyExists');
  });

  it('finds the list to rename on a later page and renames it', async () => {
    const { api, calls } = stubApi({
      'GET /PriceList/GetAll': ({ query }) => (query!.pageNumber === 1 ? page([{ id: 1, name: 'א' }], 2) : page([{ id: 7, name: 'ז' }], 2)),
      'POST /PriceList/Update': () => undefined,
    });
    const store = new PriceListFormStore(api, 7);
    await store.load();
    expect([store.notFound, store.name]).toEqual([false, 'ז']);
    store.setName('זית');
    expect(await store.submit()).toBe(true);
    expect(calls.at(-1)).toMatchObject({ key: 'POST /PriceList/Update', body: { id: 7, name: 'זית' } });
    expect(store.form.success).toBe('המחירון עודכן בהצלחה!');
  });

  it('says price list not found for an id the provider does not hold', async () => {
    const { api } = stubApi({ 'GET /PriceList/GetAll': () => page([{ id: 1, name: 'א' }]) });
    const store = new PriceListFormStore(api, 42);
    await store.load();
    expect(store.notFound).toBe(true);
  });

  it('says it failed to update, and not found when the list went away meanwhile', async () => {
    let status = 500;
    const { api } = stubApi({
      'GET /PriceList/GetAll': () => page([{ id: 1, name: 'א' }]),
      'POST /PriceList/Update': () => {
        throw new ApiError(status, status === 404 ? 'not_found' : 'internal_error', 'x');
      },
    });
    const store = new PriceListFormStore(api, 1);
    await store.load();
    await store.submit();
    expect(store.form.failure).toMatch(/^עדכון המחירון נכשל\./);
    status = 404;
    await store.submit();
    expect(store.form.failure).toBe('המחירון לא נמצא.');
    expect(store.notFound).toBe(true);
  });
});
