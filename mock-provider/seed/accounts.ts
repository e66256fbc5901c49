// Price lists, business customers and the demo users (the README lists the accounts). Each user's
// password hash is computed beforehand (scrypt, the parameters of store/passwords.ts; accounts.test.ts
// proves each against its password), so a provider starts without hashing.
import type { CustomerRecord, PriceListRecord } from '../store/types';
import type { SeedData } from '../store/types';

export const PRICE_LISTS: readonly PriceListRecord[] = [
  { id: 1, name: 'סיטונאי א' },
  { id: 2, name: 'סיטונאי ב' },
  { id: 3, name: 'מחירון כללי' },
];

export const CUSTOMERS: readonly CustomerRecord[] = [
  {
    customerId: 1001,
    firstName: 'יוסי',
    lastName: 'מכולת השכונה',
    phone: '03-5551234',
    email: 'yossi@makolet-hashchuna.example',
    priceListId: 1,
  },
  { customerId: 1002, firstName: 'מירב', lastName: 'מינימרקט הדקל', phone: '050-5552345', email: 'merav@hadekel.example', priceListId: 2 },
  { customerId: 1003, firstName: 'אבי', lastName: 'סופר השרון', phone: '09-7553456', email: 'avi@super-hasharon.example', priceListId: 3 },
  { customerId: 1004, firstName: 'רונית', lastName: 'קפה הפינה', phone: '052-5554567', email: 'ronit@cafe-hapina.example', priceListId: 1 },
  {
    customerId: 1005,
    firstName: 'חיים',
    lastName: 'קיוסק התחנה',
    phone: '054-5555678',
    email: 'haim@kiosk-hatachana.example',
    priceListId: 2,
  },
  // A customer the supplier has just opened: no user and no order yet.
  {
    customerId: 1006,
    firstName: 'נועה',
    lastName: 'מעדניית הגליל',
    phone: '04-6556789',
    email: 'noa@maadaniyat-hagalil.example',
    priceListId: 3,
  },
];

export const USERS: SeedData['users'] = [
  {
    id: 1,
    email: 'admin@example.com',
    password: 'Admin123!',
    passwordHash: 'scrypt$32768$8$3$KCb9fSrd3t1xiZF8y7//Ig==$PNnYAmSn4qFP6MOX33AgNiF8BPUgGHeVL4wqxwLEzfE=',
    firstName: 'דנה',
    lastName: 'לוי',
    userType: 'Administrator',
    businessCustomerId: null,
  },
  {
    id: 2,
    email: 'buyer@example.com',
    password: 'Buyer123!',
    passwordHash: 'scrypt$32768$8$3$TSGBAO2lGj/kW30j7ZPG5A==$LijrjeKSac+97uJ49Em8zi0LU5Miy+JF/P5Y6pcafFs=',
    firstName: 'יוסי',
    lastName: 'כהן',
    userType: 'Business',
    businessCustomerId: 1001,
  },
  {
    id: 3,
    email: 'shop@example.com',
    password: 'Shop1234!',
    passwordHash: 'scrypt$32768$8$3$EUvT6xfeS63vIiY2+c6onA==$H027drL1POHQNnAON5ZmDplH2rKKorfV1BgjUWqVy+I=',
    firstName: 'מירב',
    lastName: 'אברהם',
    userType: 'Business',
    businessCustomerId: 1002,
  },
  {
    id: 4,
    email: 'market@example.com',
    password: 'Market123!',
    passwordHash: 'scrypt$32768$8$3$jVOhBOV0OjoipPt3TZl2Dw==$JqpEw52XtD/fZMHjXPnGHvoNcJnzOi1AnNo3JRqlI5s=',
    firstName: 'אבי',
    lastName: 'מזרחי',
    userType: 'Business',
    businessCustomerId: 1003,
  },
  {
    id: 5,
    email: 'cafe@example.com',
    password: 'Cafe1234!',
    passwordHash: 'scrypt$32768$8$3$LtC7aac2lutVzMRy8L1ZCA==$aBwZB03tlccqaVu9RK5ZJZWviOnMhNvf9J6q7UDikwI=',
    firstName: 'רונית',
    lastName: 'שפירא',
    userType: 'Business',
    businessCustomerId: 1004,
  },
  {
    id: 6,
    email: 'kiosk@example.com',
    password: 'Kiosk123!',
    passwordHash: 'scrypt$32768$8$3$KLKwtZPsoGdaCO8bqo5CNQ==$/lo3uiSmvNEARxLp+arQxgoLKbJ7r5lpdTPrgicqimU=',
    firstName: 'חיים',
    lastName: 'דהן',
    userType: 'Business',
    businessCustomerId: 1005,
  },
];
