/** @jest-environment node */
import { when } from 'mobx';
import type { Order } from '@shared/contract/entities';
import { ADMIN, fail, ok, testbed, type FakeRequest, type Testbed } from '../lib/testing';
import { AdminOrdersStore } from './AdminOrdersStore';
import { orderLinesCsv, ordersCsv } from './ordersCsv';

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

const page = (items: Order[], totalCount: number, totalPages: number, currentPage = 1) =>
  ok({ items, totalCount, totalPages, currentPage });

/** The query strings Order/List was asked with, as objects (an empty search is not sent). */
const asked = (env: Testbed) => env.provider.calls('GET', '/Order/List').map((r: FakeRequest) => Object.fromEntries(r.query));

/** Waits until Order/List has been asked `n` times and the list has its response. */
async function responded(env: Testbed, store: AdminOrdersStore, n: number): Promise<void> {
  for (let waited = 0; asked(env).length < n || store.list.loading; waited += 5) {
    if (waited > 2000) throw new Error(`Order/List asked ${asked(env).length} times, not ${n}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the all-orders list', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it("asks Order/List for every customer's orders (getAll), page 1 of 10, with the search", async () => {
    env = testbed({ 'GET /Order/List': () => page([], 0, 0) }, ADMIN);
    const store = new AdminOrdersStore(env.root);
    const stop = store.list.start();
    await responded(env, store, 1);
    store.list.setSearchTerm('50001');
    await responded(env, store, 2);
    stop();
    expect(asked(env)).toEqual([
      { pageNumber: '1', pageSize: '10', getAll: 'true' },
      { pageNumber: '1', pageSize: '10', searchTerm: '50001', getAll: 'true' },
    ]);
  });

  it('starts with the filters the page opened with', async () => {
    env = testbed({ 'GET /Order/List': () => page([order(1)], 1, 1) }, ADMIN);
    const store = new AdminOrdersStore(env.root, { customer: '1001', from: '2026-03-01', to: '' });
    const stop = store.list.start();
    await responded(env, store, 1);
    stop();
    expect(store.list.items).toHaveLength(1);
    expect(asked(env)).toEqual([{ pageNumber: '1', pageSize: '10', getAll: 'true', customerId: '1001', fromDate: '2026-03-01' }]);
  });

  it('asks again from page 1 with the customer and the days, and asks nothing for a range that ends before it starts', async () => {
    // Four full pages: a page with no items would end the list (PagedListStore follows the items, not the count).
    const ten = Array.from({ length: 10 }, (_, i) => order(i + 1));
    env = testbed({ 'GET /Order/List': (req) => page(ten, 40, 4, Number(req.query.get('pageNumber'))) }, ADMIN);
    const store = new AdminOrdersStore(env.root);
    const stop = store.list.start();
    await responded(env, store, 1);
    store.list.next();
    await responded(env, store, 2);
    expect(asked(env)[1]).toMatchObject({ pageNumber: '2' });
    store.setFilters({ customer: '1001', from: '2026-03-01', to: '2026-03-31' });
    await responded(env, store, 3);
    expect(asked(env).at(-1)).toEqual({
      pageNumber: '1',
      pageSize: '10',
      getAll: 'true',
      customerId: '1001',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    const count = asked(env).length;
    store.setFilters({ customer: '', from: '2026-04-01', to: '2026-03-01' });
    expect(store.filterError).toBe('תאריך ההתחלה מאוחר מתאריך הסיום.');
    store.setFilters({ customer: '', from: '2026-13-01', to: '' });
    expect(store.filterError).toBe('התאריך אינו תקין.');
    expect(await store.exportCsv()).toBeNull();
    expect(asked(env)).toHaveLength(count);
    stop();
  });

  it('loads the business customers for the filter, by name; a failure leaves the choices empty', async () => {
    env = testbed(
      {
        'GET /BusinessCustomer/List': () =>
          ok([
            { customerId: 2, lastName: 'תבלינים' },
            { customerId: 1, lastName: 'אופה' },
          ]),
      },
      ADMIN,
    );
    const store = new AdminOrdersStore(env.root);
    await store.load();
    expect(store.customers.map((c) => c.lastName)).toEqual(['אופה', 'תבלינים']);
    const failing = testbed({ 'GET /BusinessCustomer/List': () => fail(500, 'internal_error') }, ADMIN);
    const other = new AdminOrdersStore(failing.root);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await other.load();
    error.mockRestore();
    failing.dispose();
    expect(other.customers).toEqual([]);
  });

  it('exports every page of the filtered orders', async () => {
    const pages = [Array.from({ length: 1000 }, (_, i) => order(i + 1)), [order(1001)]];
    env = testbed(
      {
        'GET /Order/List': (req) => {
          const n = Number(req.query.get('pageNumber'));
          return page(pages[n - 1]!, 1001, 2, n);
        },
      },
      ADMIN,
    );
    const store = new AdminOrdersStore(env.root, { customer: '1001', from: '', to: '' });
    const csv = await store.exportCsv();
    expect(asked(env)).toEqual([
      { getAll: 'true', customerId: '1001', pageNumber: '1', pageSize: '1000' },
      { getAll: 'true', customerId: '1001', pageNumber: '2', pageSize: '1000' },
    ]);
    expect(csv!.startsWith('\uFEFF')).toBe(true);
    expect(csv!.trim().split('\r\n')).toHaveLength(1 + 1001);
    expect(store.exportMessage).toBeNull();
  });

  it('says an export failed in Hebrew, and a failing list too; new filters clear the line', async () => {
    env = testbed({ 'GET /Order/List': () => fail(403, 'forbidden', 'forbidden') }, ADMIN);
    const store = new AdminOrdersStore(env.root);
    expect(await store.exportCsv()).toBeNull();
    expect(store.exportMessage).toEqual({ tone: 'error', text: 'הייצוא נכשל. אין הרשאה לצפות בתוכן זה.' });
    const stop = store.list.start();
    await when(() => store.list.error !== null);
    stop();
    expect(store.list.error).toBe('אין הרשאה לצפות בתוכן זה.');
    store.setFilters({ customer: '', from: '2026-04-01', to: '2026-03-01' });
    expect(store.exportMessage).toBeNull();
  });
});

describe('the orders CSV', () => {
  it('has a Hebrew header, one row per order with its day and time in Israel, customer number and VAT rate, and escapes what a spreadsheet would run', async () => {
    const csv = await ordersCsv([
      order(1, {
        comment: '=HYPERLINK("http://evil")',
        customerId: 1002,
        vatPercent: 17,
        totalPriceBeforeVat: 100.1,
        vatSum: 17.017,
        totalPrice: 117.11,
        customer: { lastName: 'דקל, בע"מ', phone: '+972-3-1', email: 'a@b.c' },
      }),
      order(2, { comment: 'לפרוק מאחור\n=HYPERLINK("http://evil.example/","99999999")\n-לא בשבת', orderDate: '2026-03-05T08:00:00Z' }),
      order(3, { comment: '@SUM(A1)\nשורה שנייה' }),
      // A refund's negative amounts stay numbers a spreadsheet can add up.
      order(4, { comment: '+1', totalPriceBeforeVat: -10, vatSum: -1.8, totalPrice: -11.8 }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'מספר הזמנה,תאריך,מספר לקוח,לקוח,טלפון,אימייל,"סה""כ לפני מע""מ","אחוז מע""מ","מע""מ","סה""כ כולל מע""מ",מספר שורות,הערה,שעה',
    );
    expect(rows).toEqual([
      `50001,02/03/2026,1002,"דקל, בע""מ","'+972-3-1",a@b.c,100.10,17,17.02,117.11,1,"'=HYPERLINK(""http://evil"")",00:30`,
      // Each line of a comment that would start a formula is neutralised too (an import that splits a
      // quoted cell at its line breaks reads each line as a cell).
      `50002,05/03/2026,1001,מכולת השכונה,03-5551234,yossi@example.com,100.00,18,18.00,118.00,1,"לפרוק מאחור\n'=HYPERLINK(""http://evil.example/"",""99999999"")\n'-לא בשבת",10:00`,
      // A formula on the first of several lines is neutralised (papaparse's own pattern misses it).
      `50003,02/03/2026,1001,מכולת השכונה,03-5551234,yossi@example.com,100.00,18,18.00,118.00,1,"'@SUM(A1)\nשורה שנייה",00:30`,
      `50004,02/03/2026,1001,מכולת השכונה,03-5551234,yossi@example.com,-10.00,18,-1.80,-11.80,1,"'+1",00:30`,
    ]);
  });

  it('has one row per order line: order, day, customer number, item code, description, quantity, unit price, line total and the time last', async () => {
    const csv = await orderLinesCsv([
      order(1, {
        customerId: 1002,
        orderItems: [
          { itemId: '100001', productName: "במבה 80 גר'", unitPrice: 3.33, quantity: 48 },
          { itemId: '-200', productName: 'מים, 6 x 1.5 ל"', unitPrice: 0.1, quantity: 3 },
        ],
      }),
      order(2, { orderItems: [] }),
      order(3, {
        orderDate: '2026-03-31T21:59:00Z',
        orderItems: [{ itemId: '300003', productName: 'קפה', unitPrice: 1234.5, quantity: 2 }],
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'מספר הזמנה,תאריך,מספר לקוח,קוד פריט,תיאור,כמות,מחיר ליחידה,"סה""כ לשורה",שעה',
      "50001,02/03/2026,1002,100001,במבה 80 גר',48,3.33,159.84,00:30",
      `50001,02/03/2026,1002,"'-200","מים, 6 x 1.5 ל""",3,0.10,0.30,00:30`,
      // 23:59 on 31 March in Israel (UTC+3 in summer time) is 1 April there.
      '50003,01/04/2026,1001,300003,קפה,2,1234.50,2469.00,00:59',
    ]);
  });
  it("gives every order's time in Israel, HH:MM on the 24-hour clock, in the 'שעה' column of both exports, with the day it falls on there", async () => {
    const placed = [
      // Winter (UTC+2), an evening order.
      order(1, { orderDate: '2026-01-15T17:05:00Z' }),
      // Summer (UTC+3), late on a UTC day that is already the next day in Israel.
      order(2, { orderDate: '2026-07-31T22:45:00Z' }),
      // The night summer time ends (25 October 2026 at 02:00 in Israel): 01:30 is still summer time.
      order(3, { orderDate: '2026-10-24T22:30:00Z' }),
    ];
    /** The day and time columns of a CSV's rows, found by their headers. */
    const dayAndTime = (csv: string) => {
      const [header, ...rows] = csv
        .slice(1)
        .split('\r\n')
        .map((line) => line.split(','));
      const [day, time] = [header!.indexOf('תאריך'), header!.indexOf('שעה')];
      return rows.map((row) => `${row[day]} ${row[time]}`);
    };
    const expected = ['15/01/2026 19:05', '01/08/2026 01:45', '25/10/2026 01:30'];
    expect(dayAndTime(await ordersCsv(placed))).toEqual(expected);
    expect(dayAndTime(await orderLinesCsv(placed))).toEqual(expected);
  });
});

describe("an order's status (the provider's capability 'order-status')", () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it('asks for the orders at a status, and for none at a status the contract does not know', async () => {
    env = testbed({ 'GET /Order/List': () => page([], 0, 0) }, ADMIN);
    const store = new AdminOrdersStore(env.root, { customer: '', from: '', to: '', status: 'shipped' });
    const stop = store.list.start();
    await responded(env, store, 1);
    store.setFilters({ customer: '', from: '', to: '', status: 'lost' });
    await responded(env, store, 2);
    stop();
    expect(asked(env)).toEqual([
      { pageNumber: '1', pageSize: '10', getAll: 'true', status: 'shipped' },
      { pageNumber: '1', pageSize: '10', getAll: 'true' },
    ]);
  });

  it('moves an order along and reads the page again; a refused move says why and changes nothing', async () => {
    let status: Order['status'] = 'received';
    env = testbed(
      {
        'GET /Order/List': () => page([order(1, { status, statusChanges: [{ status: 'received', at: '2026-03-01T22:30:00Z' }] })], 1, 1),
        'POST /Order/Status/:orderId': (req: FakeRequest) => {
          const to = (req.body as { status: NonNullable<Order['status']> }).status;
          if (to === 'confirmed' && status !== 'received') return fail(409, 'conflict', 'the status cannot go back');
          status = to;
          return ok(undefined);
        },
      },
      ADMIN,
    );
    const store = new AdminOrdersStore(env.root);
    const stop = store.list.start();
    await responded(env, store, 1);
    await store.moveStatus(store.list.items[0]!, 'shipped');
    expect(env.provider.calls('POST', '/Order/Status/1').map((r: FakeRequest) => [r.params.orderId, r.body])).toEqual([
      ['1', { status: 'shipped' }],
    ]);
    expect(store.moveMessage).toEqual({ tone: 'success', text: 'הזמנה 50001 עודכנה: נשלחה.' });
    expect(store.list.items[0]!.status).toBe('shipped');
    // Moved meanwhile by someone else: said so, and the list read again.
    const reads = asked(env).length;
    await store.moveStatus(order(1, { status: 'received' }), 'confirmed');
    stop();
    expect(store.moveMessage).toEqual({ tone: 'error', text: 'לא ניתן לעדכן את הזמנה 50001: הסטטוס שלה השתנה בינתיים. הרשימה עודכנה.' });
    expect(asked(env).length).toBe(reads + 1);
    expect(status).toBe('shipped');
    expect(store.moving).toBeNull();
  });

  it('exports the status as the last column when the orders have one', async () => {
    const csv = await ordersCsv([order(1, { status: 'preparing', statusChanges: [{ status: 'preparing', at: '2026-03-01T23:00:00Z' }] })]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header!.split(',').at(-1)).toBe('סטטוס');
    expect(row!.split(',').at(-1)).toBe('בהכנה');
    expect((await ordersCsv([order(1)])).slice(1).split('\r\n')[0]!.split(',').at(-1)).toBe('שעה');
  });
});
