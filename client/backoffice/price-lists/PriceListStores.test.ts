import { configure } from 'mobx';
import { PriceListFormStore } from './PriceListFormStore';
import { PriceListListStore } from './PriceListListStore';
import { fail, invalid, offContract, ok, testbed, type Testbed } from '../lib/testing';

configure({ enforceActions: 'always' });

let env: Testbed;
afterEach(() => env.dispose());

const page = (items: Array<{ id: number; name: string }>) => ({
  items,
  totalCount: items.length,
  totalPages: items.length > 0 ? 1 : 0,
  currentPage: 1,
});
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('PriceListListStore', () => {
  it('deletes a list after the confirmation, says so and reloads the page', async () => {
    let lists = [
      { id: 1, name: 'סיטונאי א' },
      { id: 4, name: 'חדש' },
    ];
    env = testbed({
      'GET /PriceList/GetAll': () => ok(page(lists)),
      'DELETE /PriceList/Delete/:id': ({ params }) => {
        lists = lists.filter((l) => l.id !== Number(params.id));
        return ok();
      },
    });
    const store = new PriceListListStore(env.root);
    await store.list.load();
    store.askDelete(store.list.items[1]!);
    await store.confirmDelete();
    await settled();
    expect(env.keys().filter((key) => key.startsWith('DELETE'))).toEqual(['DELETE /PriceList/Delete/4']);
    expect(store.message).toEqual({ tone: 'success', text: 'המחירון נמחק בהצלחה!' });
    expect(store.list.items.map((l) => l.name)).toEqual(['סיטונאי א']);
    expect(store.pendingDelete).toBeNull();
  });

  const customers = [
    { customerId: 1001, lastName: 'מכולת השכונה', priceListId: 1 },
    { customerId: 1002, lastName: 'מינימרקט הדקל', priceListId: 2 },
    { customerId: 1004, lastName: 'קפה הפינה', priceListId: 1 },
  ];

  it('names the customers on a list it cannot delete, as the refusal names them, and keeps the list', async () => {
    env = testbed({
      'GET /PriceList/GetAll': () => ok(page([{ id: 1, name: 'סיטונאי א' }])),
      'DELETE /PriceList/Delete/:id': () =>
        fail(409, 'conflict', 'the price list is assigned to a customer', { customers: [customers[0], customers[2]] }),
    });
    const store = new PriceListListStore(env.root);
    await store.list.load();
    store.askDelete(store.list.items[0]!);
    await store.confirmDelete();
    expect(store.message).toEqual({
      tone: 'error',
      text: 'מחיקת המחירון נכשלה. המחירון משויך ללקוחות: מכולת השכונה, קפה הפינה.',
    });
    expect(store.list.items).toHaveLength(1);
  });

  it('names them from the customers it knows when the refusal does not, and says only "in use" when it knows none', async () => {
    let known: unknown[] = customers;
    env = testbed({
      'GET /PriceList/GetAll': () => ok(page([{ id: 2, name: 'סיטונאי ב' }])),
      'GET /BusinessCustomer/List': () => ok(known),
      'DELETE /PriceList/Delete/:id': () =>
        offContract(fail(409, 'conflict', 'the price list is assigned to a customer'), 'a refusal without the customers it names'),
    });
    const store = new PriceListListStore(env.root);
    await Promise.all([store.load(), store.list.load()]);
    store.askDelete(store.list.items[0]!);
    await store.confirmDelete();
    expect(store.message?.text).toBe('מחיקת המחירון נכשלה. המחירון משויך ללקוח: מינימרקט הדקל.');

    known = customers.map(({ priceListId: _, ...rest }) => rest);
    await store.load();
    store.askDelete(store.list.items[0]!);
    await store.confirmDelete();
    expect(store.message?.text).toBe('מחיקת המחירון נכשלה. המחירון משויך ללקוח ולכן אי אפשר למחוק אותו.');
  });

  it("gives each list's customers, only when the provider tells each customer's list, and can load them again after a failure", async () => {
    let respond = () => fail(502, 'bad_gateway');
    env = testbed({ 'GET /BusinessCustomer/List': () => respond() });
    const store = new PriceListListStore(env.root);
    await store.load();
    expect(store.customersError).toBe('השרת אינו זמין כעת.');
    expect(store.knowsCustomers).toBe(false);

    respond = () => ok(customers);
    await store.load();
    expect(store.customersError).toBeNull();
    expect(store.knowsCustomers).toBe(true);
    expect(store.customersOf(1).map((c) => c.lastName)).toEqual(['מכולת השכונה', 'קפה הפינה']);
    expect(store.customersOf(3)).toEqual([]);

    respond = () => ok(customers.map(({ priceListId: _, ...rest }) => rest));
    await store.load();
    expect(store.knowsCustomers).toBe(false);
  });
});

describe('PriceListFormStore', () => {
  it('requires a name, then adds the list and says so', async () => {
    env = testbed({ 'POST /PriceList/Add': () => ok(4) });
    const store = new PriceListFormStore(env.root);
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.name).toBe('required');
    store.setName(' מבצע קיץ ');
    expect(await store.submit()).toBe(true);
    expect(env.sent('POST /PriceList/Add')).toEqual([{ name: 'מבצע קיץ' }]);
    expect(store.form.success).toBe('המחירון נוסף בהצלחה!');
    expect(store.name).toBe('');
  });

  it('says it failed to add a list', async () => {
    env = testbed({ 'POST /PriceList/Add': () => invalid({ name: ['alreadyExists'] }) });
    const store = new PriceListFormStore(env.root);
    store.setName('סיטונאי א');
    await store.submit();
    expect(store.form.failure).toBe('הוספת המחירון נכשלה');
    expect(store.form.errors.name).toBe('alreadyExists');
  });

  it('finds the list to rename on a later page and renames it', async () => {
    env = testbed({
      'GET /PriceList/GetAll': ({ query }) =>
        // One list a page, two pages: the counts agree with the items (the document holds a page to that).
        ok({
          items: query.get('pageNumber') === '1' ? [{ id: 1, name: 'א' }] : [{ id: 7, name: 'ז' }],
          totalCount: 2,
          totalPages: 2,
          currentPage: Number(query.get('pageNumber') ?? 1),
        }),
      'POST /PriceList/Update': () => ok(),
    });
    const store = new PriceListFormStore(env.root, 7);
    await store.load();
    expect([store.notFound, store.name]).toEqual([false, 'ז']);
    store.setName('זית');
    expect(await store.submit()).toBe(true);
    expect(env.sent('POST /PriceList/Update')).toEqual([{ id: 7, name: 'זית' }]);
    expect(store.form.success).toBe('המחירון עודכן בהצלחה!');
  });

  it('says price list not found for an id the provider does not hold', async () => {
    env = testbed({ 'GET /PriceList/GetAll': () => ok(page([{ id: 1, name: 'א' }])) });
    const store = new PriceListFormStore(env.root, 42);
    await store.load();
    expect(store.notFound).toBe(true);
  });

  it('says it failed to update, and not found when the list went away meanwhile', async () => {
    let status = 500;
    env = testbed({
      'GET /PriceList/GetAll': () => ok(page([{ id: 1, name: 'א' }])),
      'POST /PriceList/Update': () => fail(status, status === 404 ? 'not_found' : 'internal_error', 'x'),
    });
    const store = new PriceListFormStore(env.root, 1);
    await store.load();
    await store.submit();
    expect(store.form.failure).toMatch(/^עדכון המחירון נכשל\./);
    status = 404;
    await store.submit();
    expect(store.form.failure).toBe('המחירון לא נמצא.');
    expect(store.notFound).toBe(true);
  });
});
