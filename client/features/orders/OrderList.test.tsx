/**
 * @jest-environment jsdom
 */
// The order history as a buyer on a phone reads it, card by card: each order a list item whose
// article is named by its number, with its date and time, total with VAT, how many lines it has, and
// its actions, each named for the order it acts on (the compact layout itself is OrderList.css's,
// checked in a browser by e2e/phone-orders.test.ts).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { endpoints } from '@shared/contract/api';
import { makeOrder } from '@shared/contract/testing';
import { RootStore } from '../../app/RootStore';
import { BUSINESS_USER, dispose, fakeApi, MemoryStorage, pageOf, tokenExpiringAt } from '../../app/testing';
import { StorageKeys } from '../../stores/storage';
import { StoreProvider } from '../../stores/StoreContext';

// jsdom has no TextEncoder, which react-router and ky need as they load, nor the TextDecoder that
// reads the token's claims: lend them Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('react-router-dom');
});

// Imported after the mock it depends on.
import { OrderList } from './OrderList';

const NOW = Date.now();
const line = (itemId: string, quantity: number, unitPrice: number) => ({ itemId, productName: `מוצר ${itemId}`, unitPrice, quantity });
const ORDERS = [
  makeOrder({
    id: 5,
    orderDate: '2026-11-26T12:32:00.000Z',
    totalPrice: 717.48,
    orderItems: [line('I1', 6, 10), line('I2', 12, 20), line('I3', 1, 5), line('I4', 2, 3)],
    documentLink: 'v1.sealed-5',
    // A provider with the capability 'order-status' says where the order stands, and since when.
    status: 'shipped',
    deliveryDate: '2026-11-29',
    statusChanges: [
      { status: 'received', at: '2026-11-26T12:32:00.000Z' },
      { status: 'shipped', at: '2026-11-27T07:10:00.000Z' },
    ],
  }),
  makeOrder({ id: 3, orderDate: '2026-01-17T06:05:00.000Z', totalPrice: 329.75, orderItems: [line('I1', 6, 10)], documentLink: '' }),
];

let root: RootStore;
beforeEach(async () => {
  const api = fakeApi(async (endpoint) => {
    if (endpoint.route === endpoints.account.userInfo.route) return BUSINESS_USER;
    if (endpoint.route === endpoints.order.list.route) return pageOf(ORDERS);
    throw new Error(`no response for ${endpoint.route}`);
  });
  const storage = new MemoryStorage();
  storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000));
  root = new RootStore({ storage, now: () => NOW, api: () => api });
  await root.session.init();
});
afterEach(() => {
  cleanup();
  dispose(root);
});

describe('OrderList: an order card', () => {
  it('is a list item named by its order, with its date and time, total, number of lines and actions named for it', async () => {
    render(
      <StoreProvider store={root}>
        <MemoryRouter>
          <OrderList headingLevel={2} />
        </MemoryRouter>
      </StoreProvider>,
    );
    const card = await screen.findByRole('article', { name: "הזמנה מס' 500005" });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('article').getAttribute('aria-labelledby') !== null)).toEqual([true, true]);
    expect(items[0]!.contains(card)).toBe(true);

    // Its date and time in Israel, as a machine reads it too; its total with VAT; its lines' count.
    const time = card.querySelector('time')!;
    expect(time.textContent).toBe('26/11/2026 14:32');
    expect(time.getAttribute('datetime')).toBe('2026-11-26T12:32:00.000Z');
    expect(within(card).getByText('717.48 ₪')).toBeTruthy();
    expect(within(card).getByText('4 פריטים בהזמנה')).toBeTruthy();
    // Where it stands, and since when.
    const status = within(card).getByText('סטטוס').parentElement!;
    expect(status.querySelector('dd')!.textContent).toBe('בדרך אליכם מאז 27/11/2026 09:10');
    expect(within(card).getByText('אספקה מבוקשת').parentElement!.querySelector('dd')!.textContent).toMatch(/29\/11/);

    // Each action a real control whose name says which order.
    expect(card.querySelector('summary')!.textContent).toBe("4 פריטים בהזמנה מס' 500005");
    expect(within(card).getByRole('button', { name: "הזמנה חוזרת של הזמנה מס' 500005" })).toBeTruthy();
    const document = within(card).getByRole('link', { name: 'מסמך ההזמנה מספר 500005 (נפתח בלשונית חדשה)' });
    expect(document.getAttribute('href')).toBe('/documents/v1.sealed-5');
    const share = within(card).getByRole('group', { name: 'שיתוף הזמנה 500005' });
    expect(
      within(share)
        .getByRole('link', { name: /^שיתוף בוואטסאפ/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(within(share).getByRole('link', { name: 'שליחה במייל' }).getAttribute('href')).toMatch(/^mailto:/);

    // The other order's, with one line and no document yet.
    const other = screen.getByRole('article', { name: "הזמנה מס' 500003" });
    expect(other.querySelector('time')!.textContent).toBe('17/01/2026 08:05');
    expect(within(other).getByText('פריט אחד בהזמנה')).toBeTruthy();
    expect(within(other).getByRole('button', { name: "הזמנה חוזרת של הזמנה מס' 500003" })).toBeTruthy();
    expect(within(other).queryByRole('link', { name: /מסמך ההזמנה/ })).toBeNull();
    // An order with no status (a provider without the capability) says nothing of one.
    expect(within(other).queryByText('סטטוס')).toBeNull();
  });
});
