import { configure } from 'mobx';
import { tokenExpiringAt } from '../../app/testing';
import { fail, offContract, ok, testbed, type Testbed } from '../lib/testing';

/** A token the provider would sign in with after a password change: a JWT with exp and sub. */
const NEW_TOKEN = tokenExpiringAt(Date.now() + 3_600_000);
import { ChangePasswordFormStore, ResetPasswordFormStore } from './AccountFormsStore';

configure({ enforceActions: 'always' });

let env: Testbed;
afterEach(() => env.dispose());

const accountError =
  (code: number, status = 400) =>
  () =>
    fail(status, code, 'account error');

describe('ResetPasswordFormStore', () => {
  it('checks the email, sends it as a path segment, and treats an unregistered one (-1001) as a registered one', async () => {
    env = testbed({ 'POST /Account/ResetPassword/:email': accountError(-1001, 404) });
    const store = new ResetPasswordFormStore(env.root);
    store.setEmail('nobody');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.email).toBe('invalidEmail');
    store.setEmail('nobody@example.com');
    expect(await store.submit()).toBe(true);
    expect(env.keys()).toEqual(['POST /Account/ResetPassword/nobody@example.com']);
    expect(store.form.failure).toBeNull();
    expect(store.form.success).toBe('אם הכתובת רשומה, נשלחו אליה הנחיות לאיפוס הסיסמה.');
  });

  it('says the instructions were sent', async () => {
    env = testbed({ 'POST /Account/ResetPassword/:email': () => ok() });
    const store = new ResetPasswordFormStore(env.root);
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
    env = testbed();
    const store = new ChangePasswordFormStore(env.root, 'buyer@example.com');
    fill(store, '', '123', '1234');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ oldPassword: 'required', newPassword: 'passwordTooShort', confirmPassword: 'passwordsDoNotMatch' });
    expect(env.keys()).toEqual([]);
  });

  it.each([
    [-1003, 'הסיסמה שגויה'],
    [-1005, 'הסיסמאות אינן תואמות'],
    [-1000, 'המשתמש לא נמצא'],
  ])('shows account error %d in Hebrew', async (code, text) => {
    env = testbed({ 'POST /Account/ChangePassword': accountError(code) });
    const store = new ChangePasswordFormStore(env.root, 'buyer@example.com');
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    await store.submit();
    expect(store.form.failure).toBe(text);
  });

  it('sends the email, both passwords and the confirmation, then says it changed and empties the fields', async () => {
    env = testbed({ 'POST /Account/ChangePassword': () => ok(NEW_TOKEN) });
    const store = new ChangePasswordFormStore(env.root, 'buyer@example.com');
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    expect(await store.submit()).toBe(true);
    expect(env.sent('POST /Account/ChangePassword')[0]).toEqual({
      email: 'buyer@example.com',
      oldPassword: 'Buyer123!',
      newPassword: 'NewPass1',
      confirmPassword: 'NewPass1',
    });
    expect(store.form.success).toBe('הסיסמה שונתה בהצלחה!');
    expect([store.oldPassword, store.newPassword, store.confirmPassword]).toEqual(['', '', '']);
  });

  it('keeps the session on the new token the provider responds with (every earlier token has ended)', async () => {
    env = testbed({ 'POST /Account/ChangePassword': () => ok(NEW_TOKEN) });
    const tokens: string[] = [];
    const store = new ChangePasswordFormStore(env.root, 'buyer@example.com', (t) => tokens.push(t));
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    expect(await store.submit()).toBe(true);
    expect(tokens).toEqual([NEW_TOKEN]);
  });

  it('keeps the current token when the provider responds without one', async () => {
    env = testbed({ 'POST /Account/ChangePassword': () => offContract(ok(), 'a changed password without the new token') });
    const tokens: string[] = [];
    const store = new ChangePasswordFormStore(env.root, 'buyer@example.com', (t) => tokens.push(t));
    fill(store, 'Buyer123!', 'NewPass1', 'NewPass1');
    expect(await store.submit()).toBe(true);
    expect(tokens).toEqual([]);
  });
});
