/** @jest-environment node */
import { BUSINESS_USER, tokenExpiringAt } from '../../app/testing';
import { ADMIN, fail, invalid, ok, testbed, type Testbed } from '../lib/testing';
import { AccountFormStore } from './AccountFormStore';
import { REGISTER_FORM } from './AccountFormsStore';
import { AccountListStore } from './AccountListStore';

const customers = [
  { customerId: 1001, lastName: 'מכולת השכונה' },
  { customerId: 1002, lastName: 'מינימרקט הדקל' },
];

describe('AccountFormStore', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it('checks the email pattern, the 6-character password and that a customer is chosen', async () => {
    env = testbed({}, ADMIN);
    const store = new AccountFormStore(env.root);
    store.setEmail('not-an-email');
    store.setPassword('12345');
    await expect(store.submit()).resolves.toBe(false);
    expect(store.form.errors).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      businessCustomerId: 'selectBusinessCustomer',
    });
    expect(env.keys()).toEqual([]);
    store.setEmail('a@b.co');
    expect(store.form.errors).toEqual({ password: 'passwordTooShort', businessCustomerId: 'selectBusinessCustomer' });
  });

  it('lets an administrator pick any customer from BusinessCustomer/List and creates the account', async () => {
    env = testbed(
      {
        'GET /BusinessCustomer/List': () => ok(customers),
        'POST /Account/Register/Business': () => ok(tokenExpiringAt(Date.now() + 3_600_000)),
      },
      ADMIN,
    );
    const store = new AccountFormStore(env.root);
    await store.load();
    expect(store.customers).toEqual(customers);
    store.setEmail(' new@shop.example ');
    store.setPassword('Secret1');
    store.setCustomer('1002');
    expect(store.unsaved).toBe(true);
    await expect(store.submit()).resolves.toBe(true);
    expect(env.sent('POST /Account/Register/Business')).toEqual([
      { email: 'new@shop.example', password: 'Secret1', businessCustomerId: 1002 },
    ]);
    expect(store.form.success).toBe('המשתמש new@shop.example נוצר ויכול להתחבר עכשיו.');
    expect([store.email, store.password, store.customerId, store.unsaved]).toEqual(['', '', '', false]);
  });

  it('says when the customers could not be loaded, and loads them again', async () => {
    let response = fail(500, 'internal_error');
    env = testbed({ 'GET /BusinessCustomer/List': () => response }, ADMIN);
    const store = new AccountFormStore(env.root);
    await store.load();
    expect(store.loadError).not.toBeNull();
    response = ok(customers);
    await store.load();
    expect([store.loadError, store.customers]).toEqual([null, customers]);
  });

  it("adds a business user's new users to its own customer, with no picker to load", async () => {
    env = testbed({ 'POST /Account/Register/Business': () => ok(tokenExpiringAt(Date.now() + 3_600_000)) }, BUSINESS_USER);
    const store = new AccountFormStore(env.root);
    await store.load();
    expect(store.ownCustomer).toEqual({ customerId: 1001, lastName: 'השכונה' });
    store.setEmail('clerk@shop.example');
    store.setPassword('Secret1');
    await store.submit();
    expect(env.keys()).toEqual(['POST /Account/Register/Business']);
    expect(env.sent('POST /Account/Register/Business')[0]).toMatchObject({ businessCustomerId: 1001 });
  });

  it.each([
    [-1002, 'כתובת האימייל כבר רשומה במערכת'],
    [-1006, 'הלקוח העסקי לא נמצא'],
    [-1003, 'אירעה שגיאה לא ידועה'],
    ['forbidden', 'אירעה שגיאה לא ידועה'],
  ])('maps the provider\'s code %p to "%s"', async (code, message) => {
    env = testbed({ 'POST /Account/Register/Business': () => fail(400, code, 'refused') }, ADMIN);
    const store = new AccountFormStore(env.root);
    store.setEmail('a@b.co');
    store.setPassword('Secret1');
    store.setCustomer('1001');
    await expect(store.submit()).resolves.toBe(false);
    expect(store.form.failure).toBe(message);
    expect(store.unsaved).toBe(true);
  });

  it("shows the provider's field message under its field, with no failure line", async () => {
    env = testbed({ 'POST /Account/Register/Business': () => invalid({ email: ['invalidEmail'] }) }, ADMIN);
    const store = new AccountFormStore(env.root);
    store.setEmail('a@b.co');
    store.setPassword('Secret1');
    store.setCustomer('1001');
    await expect(store.submit()).resolves.toBe(false);
    expect(store.form.errors).toEqual({ email: 'invalidEmail' });
    expect(store.form.failure).toBe('');
  });
});

describe('AccountListStore', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  const user = { id: 9, email: 'x@y.co', businessCustomer: { customerId: 1001, lastName: 'השכונה' } };

  it('lets only an administrator delete, with Account/DeleteUser/{id}, and says so', async () => {
    env = testbed(
      {
        'POST /Account/DeleteUser/9': () => ok(),
        'GET /Account/UsersByBusinessCustomer': () => ok({ items: [], totalCount: 0, totalPages: 0, currentPage: 1 }),
      },
      ADMIN,
    );
    const list = new AccountListStore(env.root);
    expect(list.canDelete).toBe(true);
    await expect(list.remove(user)).resolves.toBe(true);
    expect(env.keys()[0]).toBe('POST /Account/DeleteUser/9');
    expect(list.message).toEqual({ tone: 'success', text: 'המשתמש x@y.co נמחק.' });

    const business = testbed({}, BUSINESS_USER);
    const theirs = new AccountListStore(business.root);
    expect(theirs.canDelete).toBe(false);
    await expect(theirs.remove(user)).resolves.toBe(false);
    expect(business.keys()).toEqual([]);
    business.dispose();
  });

  it('says a delete failed in Hebrew', async () => {
    env = testbed({ 'POST /Account/DeleteUser/9': () => fail(500, 'internal_error') }, ADMIN);
    const list = new AccountListStore(env.root);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(list.remove(user)).resolves.toBe(false);
    error.mockRestore();
    expect(list.message?.tone).toBe('error');
    expect(list.message?.text).toBe('מחיקת המשתמש נכשלה. נסו שוב.');
  });
});

describe('AccountFormStore on /register (REGISTER_FORM: the password typed twice)', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it('checks the email pattern, the 6-character password, the confirmation and the customer', async () => {
    env = testbed({}, ADMIN);
    const store = new AccountFormStore(env.root, REGISTER_FORM);
    store.setEmail('not-an-email');
    store.setPassword('12345');
    store.setConfirmPassword('123456');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      businessCustomerId: 'selectBusinessCustomer',
      confirmPassword: 'passwordsDoNotMatch',
    });
    store.setConfirmPassword('');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.confirmPassword).toBe('required');
    expect(env.keys()).toEqual([]);
  });

  it('an administrator chooses the customer among BusinessCustomer/List; a failed load says why', async () => {
    env = testbed({ 'GET /BusinessCustomer/List': () => ok(customers) }, ADMIN);
    const store = new AccountFormStore(env.root, REGISTER_FORM);
    await store.load();
    expect([store.isAdmin, store.customers]).toEqual([true, customers]);
    env.dispose();
    env = testbed({ 'GET /BusinessCustomer/List': () => fail(502, 'bad_gateway') }, ADMIN);
    const failed = new AccountFormStore(env.root, REGISTER_FORM);
    await failed.load();
    expect(failed.customers).toEqual([]);
    expect(failed.loadError).toMatch(/\S/);
  });

  it("a business user's own customer is fixed; the account is created, without the confirmation, and the form emptied", async () => {
    env = testbed({ 'POST /Account/Register/Business': () => ok(tokenExpiringAt(Date.now() + 3_600_000)) }, BUSINESS_USER);
    const store = new AccountFormStore(env.root, REGISTER_FORM);
    await store.load();
    expect([store.isAdmin, store.ownCustomer?.customerId, env.keys()]).toEqual([false, 1001, []]);
    store.setCustomer('1002');
    store.setEmail(' new@shop.example ');
    store.setPassword('Secret1');
    store.setConfirmPassword('Secret1');
    expect(store.unsaved).toBe(true);
    expect(await store.submit()).toBe(true);
    expect(env.sent('POST /Account/Register/Business')).toEqual([
      { email: 'new@shop.example', password: 'Secret1', businessCustomerId: 1001 },
    ]);
    expect(store.form.success).toBe('החשבון של new@shop.example נוצר בהצלחה!');
    expect([store.email, store.password, store.confirmPassword, store.unsaved]).toEqual(['', '', '', false]);
  });

  it.each([
    [-1002, 409, 'כתובת האימייל כבר רשומה במערכת'],
    [-1006, 404, 'הלקוח העסקי לא נמצא'],
    [-1004, 500, 'יצירת אסימון ההתחברות נכשלה'],
  ])('shows account error %d in Hebrew', async (code, status, text) => {
    env = testbed({ 'POST /Account/Register/Business': () => fail(status, code, 'account error') }, BUSINESS_USER);
    const store = new AccountFormStore(env.root, REGISTER_FORM);
    store.setEmail('a@b.example');
    store.setPassword('123456');
    store.setConfirmPassword('123456');
    await store.submit();
    expect(store.form.failure).toBe(text);
  });
});
