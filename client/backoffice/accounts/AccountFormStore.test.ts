/** @jest-environment node */
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { BUSINESS_USER, dispose } from '../../stores/testing';
import { AccountFormStore } from './AccountFormStore';
import { AccountListStore } from './AccountListStore';
import { ADMIN, stubRoot, type StubHandler } from '../categories/CategoryTesting';

const customers = [
  { customerId: 1001, lastName: 'מכולת השכונה' },
  { customerId: 1002, lastName: 'מינימרקט הדקל' },
];

const refusing =
  (code: number | string, status = 400): StubHandler =>
  (route) => {
    if (route === '/BusinessCustomer/List') return customers;
    throw new ApiError(status, code, 'refused');
  };

describe('AccountFormStore', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('checks the email pattern, the 6-character password and that a customer is chosen', async () => {
    const env = stubRoot(() => customers, ADMIN);
    root = env.root;
    const form = new AccountFormStore(root);
    form.setEmail('not-an-email');
    form.setPassword('12345');
    await expect(form.submit()).resolves.toBe(false);
    expect(form.errors).toEqual({ email: 'invalidEmail', password: 'passwordTooShort', businessCustomerId: 'selectBusinessCustomer' });
    expect(env.calls).toHaveLength(0);
  });

  it('lets an administrator pick any customer from BusinessCustomer/List and creates the account', async () => {
    const env = stubRoot((route) => (route === '/BusinessCustomer/List' ? customers : 'token'), ADMIN);
    root = env.root;
    const form = new AccountFormStore(root);
    await form.loadCustomers();
    expect(form.customers).toEqual(customers);
    form.setEmail(' new@shop.example ');
    form.setPassword('Secret1');
    form.setCustomer('1002');
    await expect(form.submit()).resolves.toBe(true);
    expect(env.calls.at(-1)).toEqual({
      route: '/Account/Register/Business',
      options: { body: { email: 'new@shop.example', password: 'Secret1', businessCustomerId: 1002 } },
    });
    expect(form.notice).toEqual({ tone: 'success', text: 'המשתמש new@shop.example נוצר ויכול להתחבר עכשיו.' });
    expect(form.email).toBe('');
  });

  it("adds a business user's new users to its own customer, with no picker to load", async () => {
    const env = stubRoot(() => 'token', BUSINESS_USER);
    root = env.root;
    const form = new AccountFormStore(root);
    await form.loadCustomers();
    expect(form.ownCustomer).toEqual({ customerId: 1001, lastName: 'השכונה' });
    form.setEmail('clerk@shop.example');
    form.setPassword('Secret1');
    await form.submit();
    expect(env.calls.map((c) => c.route)).toEqual(['/Account/Register/Business']);
    expect(env.calls[0]!.options.body).toMatchObject({ businessCustomerId: 1001 });
  });

  it.each([
    [-1002, 'כתובת האימייל כבר רשומה במערכת'],
    [-1006, 'הלקוח העסקי לא נמצא'],
    [-1003, 'אירעה שגיאה לא ידועה'],
    ['forbidden', 'אירעה שגיאה לא ידועה'],
  ])('maps the provider\'s code %p to "%s"', async (code, message) => {
    const env = stubRoot(refusing(code), ADMIN);
    root = env.root;
    const form = new AccountFormStore(root);
    form.setEmail('a@b.co');
    form.setPassword('Secret1');
    form.setCustomer('1001');
    await expect(form.submit()).resolves.toBe(false);
    expect(form.notice).toEqual({ tone: 'error', text: message });
  });
});

describe('AccountListStore', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('lets only an administrator delete, with Account/DeleteUser/{id}', async () => {
    const user = { id: 9, email: 'x@y.co', businessCustomer: { customerId: 1001, lastName: 'השכונה' } };
    const env = stubRoot(() => ({ items: [user], totalCount: 1, totalPages: 1, currentPage: 1 }), ADMIN);
    root = env.root;
    const list = new AccountListStore(root);
    expect(list.canDelete).toBe(true);
    await expect(list.remove(user)).resolves.toBe(true);
    expect(env.calls[0]).toEqual({ route: '/Account/DeleteUser/:id', options: { params: { id: 9 } } });
    expect(list.notice?.text).toBe('המשתמש x@y.co נמחק.');

    const business = stubRoot(() => undefined, BUSINESS_USER);
    const theirs = new AccountListStore(business.root);
    expect(theirs.canDelete).toBe(false);
    await expect(theirs.remove(user)).resolves.toBe(false);
    expect(business.calls).toHaveLength(0);
    dispose(business.root);
  });
});
