// What the other back-office areas use of the accounts' screens (the customer card: a customer's
// users, adding one, a password reset).
export { AccountForm } from './AccountForm';
export { AccountFormStore } from './AccountFormStore';
export { ResetPasswordFormStore } from './AccountFormsStore';
export { AccountListStore } from './AccountListStore';
export { boAccount } from './strings';
