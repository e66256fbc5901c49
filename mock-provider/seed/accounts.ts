// Price lists, business customers and the demo users (the README lists the accounts).
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
    firstName: 'דנה',
    lastName: 'לוי',
    userType: 'Administrator',
    businessCustomerId: null,
  },
  {
    id: 2,
    email: 'buyer@example.com',
    password: 'Buyer123!',
    firstName: 'יוסי',
    lastName: 'כהן',
    userType: 'Business',
    businessCustomerId: 1001,
  },
  {
    id: 3,
    email: 'shop@example.com',
    password: 'Shop1234!',
    firstName: 'מירב',
    lastName: 'אברהם',
    userType: 'Business',
    businessCustomerId: 1002,
  },
  {
    id: 4,
    email: 'market@example.com',
    password: 'Market123!',
    firstName: 'אבי',
    lastName: 'מזרחי',
    userType: 'Business',
    businessCustomerId: 1003,
  },
  {
    id: 5,
    email: 'cafe@example.com',
    password: 'Cafe1234!',
    firstName: 'רונית',
    lastName: 'שפירא',
    userType: 'Business',
    businessCustomerId: 1004,
  },
  {
    id: 6,
    email: 'kiosk@example.com',
    password: 'Kiosk123!',
    firstName: 'חיים',
    lastName: 'דהן',
    userType: 'Business',
    businessCustomerId: 1005,
  },
];
