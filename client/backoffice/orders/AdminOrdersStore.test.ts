/** @jest-environment node */
import { when } from 'mobx';
import type { Order } from '@shared/contract/entities';
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { dispose } from '../../stores/testing';
import { AdminOrdersStore, ordersCsv } from './AdminOrdersStore';
import { ADMIN, stubRoot } from '../categories/CategoryTesting';

const order = (n: number, over: Partial<Order> = {}): Order => ({
  id: n,
  orderNumber: 50000 + n,
  orderDate: '2026-03-01T22:30:00Z',
  userId: 2,
  customerId: 1001,
  comment: '',
  totalPriceBeforeVat: 100,
  vatSum: 18,
  vatPercent: 18,
  totalPrice: 118,
  customer: { lastName: 'מכולת השכונה', phone: '03-5551234', email: 'yossi@example.com' },
  orderItems: [{ itemId: '100001', productName: 'במבה', unitPrice: 3.33, quantity: 48 }],
  documentLink: '',
  ...over,
});

describe('the all-orders list', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it("asks Order/List for every customer's orders (getAll), page 1 of 10, with the search", async () => {
    const env = stubRoot(() => ({ items: [], totalCount: 0, totalPages: 0, currentPage: 1 }), ADMIN);
    root = env.root;
    const { list } = new AdminOrdersStore(root);
    const stop = list.start();
    await when(() => !list.loading);
    list.setSearchTerm('50001');
    await when(() => env.calls.length === 2 && !list.loading);
    stop();
    expect(env.calls.map((c) => [c.route, c.options.query])).toEqual([
      ['/Order/List', { pageNumber: 1, pageSize: 10, searchTerm: '', getAll: true }],
      ['/Order/List', { pageNumber: 1, pageSize: 10, searchTerm: '50001', getAll: true }],
    ]);
  });

  it('asks again from page 1 with the customer and the days, and asks nothing for a range that ends before it starts', async () => {
    const env = stubRoot(() => ({ items: [], totalCount: 40, totalPages: 4, currentPage: 1 }), ADMIN);
    root = env.root;
    const store = new AdminOrdersStore(root);
    const stop = store.list.start();
    await when(() => !store.list.loading);
    store.list.next();
    await when(() => env.calls.length === 2 && !store.list.loading);
    store.setFilters({ customer: '1001', from: '2026-03-01', to: '2026-03-31' });
    await when(() => env.calls.length >= 3 && !store.list.loading);
    expect(env.calls.at(-1)!.options.query).toEqual({
      pageNumber: 1,
      pageSize: 10,
      searchTerm: '',
      getAll: true,
      customerId: 1001,
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    const asked = env.calls.length;
    store.setFilters({ customer: '', from: '2026-04-01', to: '2026-03-01' });
    expect(store.filterError).toBe('תאריך ההתחלה מאוחר מתאריך הסיום.');
    store.setFilters({ customer: '', from: '2026-13-01', to: '' });
    expect(store.filterError).toBe('התאריך אינו תקין.');
    expect(await store.exportCsv()).toBeNull();
    expect(env.calls.length).toBe(asked);
    stop();
  });

  it('exports every page of the filtered orders', async () => {
    const pages = [Array.from({ length: 1000 }, (_, i) => order(i + 1)), [order(1001)]];
    const env = stubRoot((_route, options) => {
      const { pageNumber } = options.query as { pageNumber: number };
      return { items: pages[pageNumber - 1], totalCount: 1001, totalPages: 2, currentPage: pageNumber };
    }, ADMIN);
    root = env.root;
    const store = new AdminOrdersStore(root);
    store.setFilters({ customer: '1001', from: '', to: '' }, { load: false });
    const csv = await store.exportCsv();
    expect(env.calls.map((c) => c.options.query)).toEqual([
      { getAll: true, customerId: 1001, pageNumber: 1, pageSize: 1000 },
      { getAll: true, customerId: 1001, pageNumber: 2, pageSize: 1000 },
    ]);
    expect(csv!.startsWith('\uFEFF')).toBe(true);
    expect(csv!.trim().split('\r\n')).toHaveLength(1 + 1001);
  });

  it('says an export failed in Hebrew, and a failing list too', async () => {
    const env = stubRoot(() => {
      throw new ApiError(403, 'forbidden', 'forbidden');
    }, ADMIN);
    root = env.root;
    const store = new AdminOrdersStore(root);
    expect(await store.exportCsv()).toBeNull();
    expect(store.exportError).toBe('הייצוא נכשל. אין הרשאה לצפות בתוכן זה.');
    const stop = store.list.start();
    await when(() => store.list.error !== null);
    stop();
    expect(store.list.error).toBe('אין הרשאה לצפות בתוכן זה.');
  });
});

describe('the orders CSV', () => {
  it('has a Hebrew header, one row per order with its day in Israel, and escapes what a spreadsheet would run', async () => {
    const csv = await ordersCsv([
      order(1, { comment: '=HYPERLINK("http://evil")', customer: { lastName: 'דקל, בע"מ', phone: '+972-3-1', email: 'a@b.c' } }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('מספר הזמנה,תאריך,לקוח,טלפון,אימייל,"סה""כ לפני מע""מ","מע""מ","סה""כ כולל מע""מ",מספר שורות,הערה');
    expect(row).toBe(`50001,02/03/2026,"דקל, בע""מ","'+972-3-1",a@b.c,100.00,18.00,118.00,1,"'=HYPERLINK(""http://evil"")"`);
  });
});
