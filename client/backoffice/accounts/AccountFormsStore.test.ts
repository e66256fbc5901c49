import { configure } from 'mobx';
import { ApiError } from '../../api/ApiError';
import type { UserInfo } from '@shared/contract/entities';
import { ChangePasswordFormStore, RegisterFormStore, ResetPasswordFormStore } from './AccountFormsStore';
import { stubApi } from '../lib/stubApi';

configure({ enforceActions: 'always' });

const ADMIN: UserInfo = {
  id: 1,
  userType: 'Administrator',
  email: 'admin@example.com',
  firstName: 'מנהל',
  lastName: 'ראשי',
  businessCustomer: null,
};
const BUSINESS: UserInfo = {
  id: 7,
  userType: 'Business',
  email: 'buyer@example.com',
  firstName: 'יוסי',
  lastName: 'כהן',
  businessCustomer: { customerId: 1001, firstName: 'יוסי', lastName: 'מכולת השכונה', phone: '03', email: 'y@x.example' },
};
const accountError =
  (code: number, status = 400) =>
  () => {
    throw new ApiError(status, code, 'account error');
  };

describe('RegisterFormStore', () => {
  it('an administrator chooses the customer among BusinessCustomer/List', async () => {
    const { api } = stubApi({ 'GET /BusinessCustomer/List': () => [{ customerId: 1001, lastName: 'מכולת השכונה' }] });
    const store = new RegisterFormStore(api, ADMIN);
    await store.loadCustomers();
    expect(store.choosesCustomer).toBe(true);
    expect(store.customers).toEqual([{ customerId: 1001, lastName: 'מכולת השכונה' }]);
  });

  it('checks the email pattern, the 6-character password, the confirmation and the customer', async () => {
    const { api, calls } = stubApi({});
    const store = new RegisterFormStore(api, ADMIN);
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
    expect(calls).toHaveLength(0);
  });

  it('a business user’s own customer is fixed; the account is created and the form emptied', async () => {
    const { api, calls } = stubApi({ 'POST /Account/Register/Business': () => 'token' });
    const store = new RegisterFormStore(api, BUSINESS);
    await store.loadCustomers();
    expect([store.choosesCustomer, store.fixedCustomer?.customerId, calls.length]).toEqual([false, 1001, 0]);
    store.setCustomerId('1002');
    store.setEmail(' new@shop.example ');
    store.setPassword('Secret1');
    store.setConfirmPassword('Secret1');
    expect(await store.submit()).toBe(true);
    expect(calls[0]!.body).toEqual({ email: 'new@shop.example', password: 'Secret1', businessCustomerId: 1001 });
    expect(store.form.success).toBe('החשבון של new@shop.example נוצר בהצלחה!');
    expect([store.email, store.password, store.confirmPassword, store.customerId]).toEqual(['', '', '', '1001']);
  });

  it.each([
    [-1002, 409, 'כתובת האימייל כבר רשומה במערכת'],
    [-1006, 404, 'הלקוח העסקי לא נמצא'],
    [-1004, 500, 'יצירת אסימון ההתחברות נכשלה'],
  ])('shows account error %d in Hebrew', async (code, status, text) => {
    const { api } = stubApi({ 'POST /Account/Register/Business': accountError(code, status) });
    const store = new RegisterFormStore(api, BUSINESS);
    store.setEmail('a@b.example');
    store.setPassword('123456');
    store.setConfirmPassword('123456');
    await store.submit();
    expect(store.form.failure).toBe(text);
  });
});

describe('ResetPasswordFormStore', () => {
  it('checks the email, sends it as a path segment, and answers an unregistered one (-1001) as a registered one', async () => {
    const { api, calls } = stubApi({ 'POST /Account/ResetPassword/:email': accountError(-1001, 404) });
    const store = new ResetPasswordFormStore(api);
    store.setEmail('nobody');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.email).toBe('invalidEmail');
    store.setEmail('nobody@example.com');
    expect(await store.submit()).toBe(true);
    expect(calls[0]!.params).toEqual({ email: 'nobody@example.com' });
    expect(store.form.failure).toBeNull();
    expect(store.form.success).toBe('אם הכתובת רשומה, נשלחו אליה הנחיות לאיפוס הסיסמה.');
  });

  it('says the instructions were sent', async () => {
    const { api } = stubApi({ 'POST /Account/ResetPassword/:email': () => undefined });
    const store = new ResetPasswordFormStore(api);
    store.setEmail('buyer@example.com');
    expect(await store.submit()).toBe(true);
    expect(store.form.success).toBe('אם הכתובת רשומה, נשלחו אליה הנחיות לאיפוס הסיסמה.');
  });
});

describe('ChangePasswordFormStore', () => {
  const fill = (store: ChangePasswordFormStore, oldPassword: string, newPassword: string, confirm: string) => {
    store.setOldPassword(oldPassword);
    store.setNewPassword(newPassword);
    store.setConfirmPassword(confirm);
  };

  it('requires the current password, a new one of 6 or more and the same confirmation', async () => {
    const { api, calls } = stubApi({});
    const store = new ChangePasswordFormStore(api, 'buyer@example.com');
    fill(store, '', '123', '1234');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ oldPassword: 'required', newPassword: 'passwordTooShort', confirmPassword: 'passwordsDoNotMatch' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    [-1003, 'הסיסמה שגויה'],
    [-1005, 'הסיסמאות אינן תואמות'],
    [-1000, 'המשתמש לא נמצא'],
  ])('shows account error %d in Hebrew', async (code, text) => {
    const { api } = stubApi({ 'POST /Account/ChangePassword': accountError(code) });
    const store = new ChangePasswordFormStore(api, 'buyer@example.com');
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    await store.submit();
    expect(store.form.failure).toBe(text);
  });

  it('sends the email, both passwords and the confirmation, then says it changed and empties the fields', async () => {
    const { api, calls } = stubApi({ 'POST /Account/ChangePassword': () => undefined });
    const store = new ChangePasswordFormStore(api, 'buyer@example.com');
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    expect(await store.submit()).toBe(true);
    expect(calls[0]!.body).toEqual({
      email: 'buyer@example.com',
      oldPassword: 'Buyer123!',
      newPassword: 'NewPass1',
      confirmPassword: 'NewPass1',
    });
    expect(store.form.success).toBe('הסיסמה שונתה בהצלחה!');
    expect([store.oldPassword, store.newPassword, store.confirmPassword]).toEqual(['', '', '']);
  });

  it('keeps the session on the new token the provider answers with (every earlier token has ended)', async () => {
    const { api } = stubApi({ 'POST /Account/ChangePassword': () => 'new-token' });
    const tokens: string[] = [];
    const store = new ChangePasswordFormStore(api, 'buyer@example.com', (t) => tokens.push(t));
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    expect(await store.submit()).toBe(true);
    expect(tokens).toEqual(['new-token']);
  });

  it('keeps the current token when the provider answers without one', async () => {
    const { api } = stubApi({ 'POST /Account/ChangePassword': () => undefined });
    const tokens: string[] = [];
    const store = new ChangePasswordFormStore(api, 'buyer@example.com', (t) => tokens.push(t));
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    expect(await store.submit()).toBe(true);
    expect(tokens).toEqual([]);
  });
});
