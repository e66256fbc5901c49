/** @jest-environment node */
import { configure } from 'mobx';
import type { Order } from '@shared/contract/entities';
import { tokenExpiringAt } from '../../app/testing';
import { catalogueKeys } from '../../stores/queryKeys';
import { ADMIN, fail, ok, pageOf, testbed, type Testbed } from '../lib/testing';
import { CustomerCardStore } from './CustomerCardStore';
import { CustomerListStore } from './CustomerListStore';

configure({ enforceActions: 'always' });

const details = {
  customerId: 1001,
  firstName: 'יוסי',
  lastName: 'מכולת השכונה',
  phone: '03-5551234',
  email: 'yossi@example.com',
  priceListId: 1,
};
const priceLists = pageOf([
  { id: 1, name: 'סיטונאי א' },
  { id: 2, name: 'סיטונאי ב' },
]);
const order = (n: number): Order => ({
  id: n,
  orderNumber: 50000 + n,
  orderDate: `2026-03-${String(n).padStart(2, '0')}T08:00:00Z`,
  userId: 2,
  customerId: 1001,
  comment: '',
  totalPriceBeforeVat: 100,
  vatSum: 18,
  vatPercent: 18,
  totalPrice: 118,
  customer: { lastName: 'מכולת השכונה', phone: '03-5551234', email: 'yossi@example.com' },
  orderItems: [{ itemId: '100001', productName: 'במבה', unitPrice: 3.33, quantity: 30 }],
  documentLink: '',
});

let env: Testbed;
afterEach(() => env.dispose());

/** A provider that knows customer 1001, its two price lists and its orders (`orders`), each call overridable. */
function card(routes: Parameters<typeof testbed>[0] = {}, orders: Order[] = [order(3), order(2), order(1)]) {
  env = testbed(
    {
      'GET /BusinessCustomer/List': () => ok([{ customerId: 1001, lastName: 'מכולת השכונה', priceListId: 1 }]),
      'GET /BusinessCustomer/:customerId': ({ params }) => (params.customerId === '1001' ? ok(details) : fail(404, 'not_found')),
      'GET /PriceList/GetAll': () => ok(priceLists),
      // A provider that pages by three (its own numbers say so: 43 orders in 15 pages); a count its pages do not bear out is not shown.
      'GET /Order/List': () => ok(pageOf(orders, orders.length + 40, 15)),
      'POST /BusinessCustomer/Update/PriceList/:customerId/:priceListId': () => ok(),
      ...routes,
    },
    ADMIN,
  );
  return new CustomerCardStore(env.root, 1001);
}

describe('CustomerCardStore', () => {
  it("loads the customer's details, its price list by name and its newest orders (this customer's only)", async () => {
    const store = card();
    await store.load();
    expect(store.loading).toBe(false);
    expect(store.customer).toEqual(details);
    expect(store.priceListName).toBe('סיטונאי א');
    expect(store.chosenPriceList).toBe('1');
    expect(store.orders.map((o) => o.orderNumber)).toEqual([50003, 50002, 50001]);
    expect(store.ordersTotal).toBe(43);
    const [query] = env.provider.calls('GET', '/Order/List').map((r) => Object.fromEntries(r.query));
    expect(query).toMatchObject({ getAll: 'true', customerId: '1001', pageNumber: '1', pageSize: '10' });
  });

  it('moves the customer to another list: sends it, says so, shows it as the customer’s and marks the storefront’s prices stale', async () => {
    const store = card();
    await store.load();
    store.setChosenPriceList('2');
    expect(await store.savePriceList()).toBe(true);
    expect(env.keys()).toContain('POST /BusinessCustomer/Update/PriceList/1001/2');
    expect(store.priceListForm.message).toEqual({ tone: 'success', text: 'המחירון נשמר: הלקוח קונה עכשיו לפי "סיטונאי ב".' });
    expect(store.customer?.priceListId).toBe(2);
    expect(store.priceListName).toBe('סיטונאי ב');
    expect(env.invalidated).toContainEqual(catalogueKeys.allItems());
  });

  it('keeps the old list when the provider refuses the change, and says why', async () => {
    const store = card({ 'POST /BusinessCustomer/Update/PriceList/:customerId/:priceListId': () => fail(502, 'bad_gateway') });
    await store.load();
    store.setChosenPriceList('2');
    expect(await store.savePriceList()).toBe(false);
    expect(store.customer?.priceListId).toBe(1);
    expect(store.priceListName).toBe('סיטונאי א');
    expect(store.priceListForm.message).toEqual({ tone: 'error', text: 'שמירת המחירון נכשלה. השרת אינו זמין כעת.' });
  });

  it('sends nothing when the chosen list is already the customer’s, and says so', async () => {
    const store = card();
    await store.load();
    expect(await store.savePriceList()).toBe(false);
    expect(env.keys().filter((k) => k.startsWith('POST'))).toEqual([]);
    expect(store.priceListForm.failure).toBe('זה כבר המחירון של הלקוח.');
  });

  it('shows what the customer list says of the customer when the provider has no details call, and then offers no change', async () => {
    const store = card({ 'GET /BusinessCustomer/:customerId': () => fail(404, 'not_found') });
    await store.load();
    expect(store.customer).toEqual({ customerId: 1001, lastName: 'מכולת השכונה', priceListId: 1 });
    expect(store.notFound).toBe(false);
    expect(store.canChangePriceList).toBe(false);
  });

  it('says "not found" for a customer that is neither', async () => {
    env = testbed(
      {
        'GET /BusinessCustomer/List': () => ok([]),
        'GET /BusinessCustomer/:customerId': () => fail(404, 'not_found'),
        'GET /PriceList/GetAll': () => ok(priceLists),
        'GET /Order/List': () => ok(pageOf([])),
      },
      ADMIN,
    );
    const store = new CustomerCardStore(env.root, 4242);
    await store.load();
    expect(store.notFound).toBe(true);
    expect(store.customer).toBeNull();
  });

  it('a provider failure of the customer fails the card with its reason, and a retry loads it', async () => {
    let down = true;
    const store = card({ 'GET /BusinessCustomer/:customerId': () => (down ? fail(502, 'bad_gateway') : ok(details)) });
    await store.load();
    expect(store.loadError).toBe('השרת אינו זמין כעת.');
    expect(store.customer).toBeNull();
    down = false;
    await store.loadCustomer();
    expect(store.loadError).toBeNull();
    expect(store.customer?.lastName).toBe('מכולת השכונה');
  });

  it('a failed orders read fails only the orders (the price list stays changeable), and a retry reads them', async () => {
    let down = true;
    const store = card({ 'GET /Order/List': () => (down ? fail(502, 'bad_gateway') : ok(pageOf([order(1)]))) });
    await store.load();
    expect(store.ordersError).toBe('השרת אינו זמין כעת.');
    expect(store.ordersLoaded).toBe(false);
    expect(store.canChangePriceList).toBe(true);
    down = false;
    await store.loadOrders();
    expect(store.ordersError).toBeNull();
    expect(store.orders).toHaveLength(1);
  });

  it("lists only this customer's users, and adds one to this customer without a picker", async () => {
    const store = card({
      'GET /Account/UsersByBusinessCustomer': () =>
        ok(pageOf([{ id: 7, email: 'a@example.com', businessCustomer: { customerId: 1001, lastName: 'מכולת השכונה' } }])),
      'POST /Account/Register/Business': () => ok(tokenExpiringAt(Date.now() + 3_600_000)),
    });
    await store.load();
    await store.users.list.load();
    expect(env.provider.calls('GET', '/Account/UsersByBusinessCustomer')[0]!.query.get('customerId')).toBe('1001');
    expect(store.users.list.items.map((u) => u.email)).toEqual(['a@example.com']);

    store.openAddUser();
    const form = store.addUser!;
    await form.load();
    expect(env.keys()).not.toContain('GET /BusinessCustomer/List');
    expect(form.ownCustomer).toEqual({ customerId: 1001, lastName: 'מכולת השכונה' });
    form.setEmail('new@example.com');
    form.setPassword('Secret12');
    expect(await form.submit()).toBe(true);
    expect(env.sent('POST /Account/Register/Business')).toEqual([
      { email: 'new@example.com', password: 'Secret12', businessCustomerId: 1001 },
    ]);
  });

  it("resets a user's password through the reset call and names the address, or says it failed", async () => {
    let refuse = false;
    const store = card({ 'POST /Account/ResetPassword/:email': () => (refuse ? fail(502, 'bad_gateway') : ok()) });
    expect(await store.resetPassword('a@example.com')).toBe(true);
    expect(env.keys()).toContain('POST /Account/ResetPassword/a@example.com');
    expect(store.userMessage).toEqual({ tone: 'success', text: 'נשלחו הנחיות לאיפוס הסיסמה אל a@example.com.' });
    refuse = true;
    expect(await store.resetPassword('a@example.com')).toBe(false);
    expect(store.userMessage).toEqual({ tone: 'error', text: 'איפוס הסיסמה של a@example.com נכשל. השרת אינו זמין כעת.' });
  });
});

describe('CustomerListStore', () => {
  it('searches the customers by any word of the name or the number, and pages them', async () => {
    env = testbed(
      {
        'GET /BusinessCustomer/List': () =>
          ok([
            { customerId: 1002, lastName: 'מינימרקט הדקל', priceListId: 2 },
            { customerId: 1001, lastName: 'מכולת השכונה', priceListId: 1 },
            { customerId: 1004, lastName: 'קפה הפינה', priceListId: 1 },
          ]),
        'GET /PriceList/GetAll': () => ok(priceLists),
      },
      ADMIN,
    );
    const store = new CustomerListStore(env.root);
    await store.load();
    await store.list.load();
    expect(store.list.items.map((c) => c.lastName)).toEqual(['מינימרקט הדקל', 'מכולת השכונה', 'קפה הפינה']);
    expect(store.priceListName(store.list.items[0]!)).toBe('סיטונאי ב');
    store.list.setSearchTerm('הדק');
    await store.list.load();
    expect(store.list.items.map((c) => c.customerId)).toEqual([1002]);
    store.list.setSearchTerm('1004');
    await store.list.load();
    expect(store.list.items.map((c) => c.lastName)).toEqual(['קפה הפינה']);
    store.list.setSearchTerm('');
    store.list.setPageSize(1);
    await store.list.load();
    store.list.goTo(2);
    await store.list.load();
    expect(store.list.totalPages).toBe(3);
    expect(store.list.items.map((c) => c.lastName)).toEqual(['מכולת השכונה']);
    // The customers were read once, whatever was searched.
    expect(env.provider.calls('GET', '/BusinessCustomer/List')).toHaveLength(1);
  });
});
