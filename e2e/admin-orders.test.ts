// A store manager finds orders: the all-orders list filtered by customer and by a range
// of days (typed dd/mm/yyyy, also in an English-language browser), the filters kept in the URL (a
// reload or a shared link shows the same orders), the buyers' comments on screen, and the filtered
// orders exported to CSV, every page of them, by order and by order line. In both viewports.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Order } from '@shared/contract/entities';
import { formatDate, formatTime } from '@shared/format';
import { dayOf } from '@shared/rules/orderDays';
import { seriousViolations } from './support/axe';
import { afterNextFrames, appFor, browserFor, login, newPage, pageErrors, VIEWPORTS, type ViewportName } from './support/app';
import { apiGet, orderLinesAsRead } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();

describe.each<ViewportName>(['desktop', 'phone'])('an administrator finding orders on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let orders: Order[];

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
    ({ items: orders } = await apiGet<{ items: Order[] }>(page, '/api/Order/List?getAll=true&pageSize=1000'));
  });
  afterAll(() => page.context().close());

  const rows = () => page.locator('main table.data-table > tbody > tr');
  const orderNumbers = async () => (await rows().locator(':scope > td:first-child').allTextContents()).map((text) => text.trim());
  const filters = () => page.getByRole('search', { name: 'סינון הזמנות' });

  it("filters by customer: only that customer's orders, the filter in the URL and kept by a reload", async () => {
    await page.goto('/admin/dashboard/1/orders');
    await rows().first().waitFor();
    const customer = orders[orders.length - 1]!;
    const theirs = orders.filter((o) => o.customerId === customer.customerId);
    expect(theirs.length).toBeLessThan(orders.length);
    await filters().getByLabel('לקוח').selectOption({ label: customer.customer.lastName });
    await page.waitForURL(new RegExp(`customer=${customer.customerId}`));
    await page.getByText(theirs.length === 1 ? 'הזמנה אחת' : `${theirs.length} הזמנות`, { exact: true }).waitFor();
    expect(await orderNumbers()).toEqual(theirs.slice(0, 10).map((o) => String(o.orderNumber)));

    await page.reload();
    await page.getByText(theirs.length === 1 ? 'הזמנה אחת' : `${theirs.length} הזמנות`, { exact: true }).waitFor();
    // The filter's customers are read by a request of their own, which may end after the orders': the
    // select can show the customer only once its option is there.
    const customerFilter = filters().getByLabel('לקוח');
    await customerFilter.locator(`option[value="${customer.customerId}"]`).waitFor({ state: 'attached' });
    expect(await customerFilter.inputValue()).toBe(String(customer.customerId));
    expect(await orderNumbers()).toEqual(theirs.slice(0, 10).map((o) => String(o.orderNumber)));
    expect(await seriousViolations(page)).toEqual([]);
    // An order's lines, opened in place, read whole: each quantity on one line, nothing wider than its cell.
    await rows().first().locator('details summary').click();
    const { quantities, overflowing } = await orderLinesAsRead(rows().locator('details[open] table'));
    expect(quantities.some((q) => q.quantity.length >= 2)).toBe(true);
    expect(quantities.filter((q) => q.lines !== 1)).toEqual([]);
    expect(overflowing).toBe(0);
  });

  it('filters by days, says when none match, refuses a range that ends before it starts, and clears', async () => {
    await page.goto('/admin/dashboard/1/orders');
    const day = dayOf(orders[0]!.orderDate);
    const thatDay = orders.filter((o) => dayOf(o.orderDate) === day);
    // Both dates typed dd/mm/yyyy one after the other, as a fast hand gives them: the second builds on the first.
    const [y, m, d] = day.split('-');
    await filters().getByRole('textbox', { name: 'מתאריך' }).fill(`${d}/${m}/${y}`);
    await filters().getByRole('textbox', { name: 'עד תאריך' }).fill(`${d}/${m}/${y}`);
    await page.waitForURL(new RegExp(`from=${day}&to=${day}`));
    await page.getByText(thatDay.length === 1 ? 'הזמנה אחת' : `${thatDay.length} הזמנות`, { exact: true }).waitFor();
    expect(await orderNumbers()).toEqual(thatDay.slice(0, 10).map((o) => String(o.orderNumber)));

    await page.goto(`/admin/dashboard/1/orders?from=2099-01-01`);
    await page.getByText('אין הזמנות שמתאימות לסינון.').waitFor();

    // A range that ends before it starts is not asked for at all: no list read, no rows.
    const listReads: string[] = [];
    const onRequest = (request: { url(): string }) => void (request.url().includes('/api/Order/List') && listReads.push(request.url()));
    page.on('request', onRequest);
    await page.goto(`/admin/dashboard/1/orders?from=2026-05-01&to=2026-04-01`);
    await page.getByRole('alert').getByText('תאריך ההתחלה מאוחר מתאריך הסיום.').waitFor();
    await afterNextFrames(page);
    page.off('request', onRequest);
    expect(listReads).toEqual([]);
    expect(await rows().count()).toBe(0);
    expect(await filters().getByRole('button', { name: 'ייצוא הזמנות ל-CSV' }).isDisabled()).toBe(true);
    // A day that is not in the calendar is said on its field and asks nothing.
    await filters().getByRole('textbox', { name: 'מתאריך' }).fill('31/02/2026');
    await filters().getByText('אין תאריך כזה: 31/02/2026.').waitFor();
    expect(page.url()).toContain('from=2026-05-01');

    await filters().getByRole('button', { name: 'ניקוי הסינון' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByText(`${orders.length} הזמנות`, { exact: true }).waitFor();
    // While a field shows a date that is not one, the list keeps its last day: nothing is exported by it.
    const exportOrders = (disabled: boolean) => filters().getByRole('button', { name: 'ייצוא הזמנות ל-CSV', disabled });
    await filters().getByRole('textbox', { name: 'עד תאריך' }).fill('31/02/2026');
    await filters().getByText('אין תאריך כזה: 31/02/2026.').waitFor();
    await exportOrders(true).waitFor();
    await filters().getByRole('textbox', { name: 'עד תאריך' }).fill('');
    await exportOrders(false).waitFor();
  });

  it('shows the buyers’ comments, and exports the filtered orders to CSV: a row per order, and a row per order line', async () => {
    const customer = orders[0]!;
    const theirs = orders.filter((o) => o.customerId === customer.customerId);
    await page.goto(`/admin/dashboard/1/orders?customer=${customer.customerId}`);
    await rows().first().waitFor();
    // Delivery instructions, on the order's row, as the buyer wrote them.
    const commented = theirs.slice(0, 10).find((o) => o.comment)!;
    const row = rows().filter({ has: page.getByText(String(commented.orderNumber), { exact: true }) });
    await row.getByText(commented.comment, { exact: true }).waitFor();
    // The day and the time it came in.
    await row.getByText(`${formatDate(commented.orderDate)} ${formatTime(commented.orderDate)}`, { exact: true }).waitFor();

    const exported = async (button: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), filters().getByRole('button', { name: button }).click()]);
      const text = readFileSync((await download.path())!, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      return { name: download.suggestedFilename(), lines: text.slice(1).trim().split('\r\n') };
    };
    const byOrder = await exported('ייצוא הזמנות ל-CSV');
    expect(byOrder.name).toBe('orders.csv');
    expect(byOrder.lines[0]).toBe(
      // The status last, after the time: the mock keeps one (capability 'order-status'); the seed's past orders are delivered.
      'מספר הזמנה,תאריך,מספר לקוח,לקוח,טלפון,אימייל,"סה""כ לפני מע""מ","אחוז מע""מ","מע""מ","סה""כ כולל מע""מ",מספר שורות,הערה,שעה,סטטוס',
    );
    expect(byOrder.lines.slice(1).map((line) => line.split(',')[0])).toEqual(theirs.map((o) => String(o.orderNumber)));
    expect(byOrder.lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(theirs.map(() => 'סופקה'));
    expect(byOrder.lines[1]).toContain(
      `,${customer.customerId},${customer.customer.lastName},${customer.customer.phone},${customer.customer.email},${customer.totalPriceBeforeVat.toFixed(2)},${customer.vatPercent},${customer.vatSum.toFixed(2)},${customer.totalPrice.toFixed(2)},`,
    );

    const byLine = await exported('ייצוא שורות הזמנה ל-CSV');
    expect(byLine.name).toBe('order-lines.csv');
    expect(byLine.lines[0]).toBe('מספר הזמנה,תאריך,מספר לקוח,קוד פריט,תיאור,כמות,מחיר ליחידה,"סה""כ לשורה",שעה');
    expect(byLine.lines).toHaveLength(1 + theirs.reduce((n, o) => n + o.orderItems.length, 0));
    const [first] = customer.orderItems;
    expect(byLine.lines[1]).toBe(
      [
        customer.orderNumber,
        formatDate(customer.orderDate),
        customer.customerId,
        first!.itemId,
        /[",]/.test(first!.productName) ? `"${first!.productName.replace(/"/g, '""')}"` : first!.productName,
        first!.quantity,
        first!.unitPrice.toFixed(2),
        ((Math.round(first!.unitPrice * 100) * first!.quantity) / 100).toFixed(2),
        formatTime(customer.orderDate),
      ].join(','),
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('reads and writes the date filters dd/mm/yyyy in an English-language browser too', async () => {
    // The same administrator in a browser whose language is American English (a native date field there reads mm/dd/yyyy).
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: VIEWPORTS[viewport],
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
      locale: 'en-US',
      timezoneId: 'Asia/Jerusalem',
      storageState: await page.context().storageState(),
    });
    const english = await context.newPage();
    const errors: string[] = [];
    english.on('pageerror', (err) => errors.push(String(err)));
    expect(await english.evaluate(() => navigator.language)).toBe('en-US');
    await english.goto(`${app.url}/admin/dashboard/1/orders?from=2026-03-05`);
    const from = english.getByRole('search', { name: 'סינון הזמנות' }).getByRole('textbox', { name: 'מתאריך' });
    const to = english.getByRole('search', { name: 'סינון הזמנות' }).getByRole('textbox', { name: 'עד תאריך' });
    await from.waitFor();
    expect([await from.inputValue(), await to.getAttribute('placeholder')]).toEqual(['05/03/2026', 'dd/mm/yyyy']);
    // 4 March, typed day first: an American reading would make it 3 April.
    await to.pressSequentially('04/03/2026', { delay: 30 });
    await english.waitForURL(/to=2026-03-04/);
    await english.getByRole('alert').getByText('תאריך ההתחלה מאוחר מתאריך הסיום.').waitFor();
    await to.blur();
    expect(await to.inputValue()).toBe('04/03/2026');
    expect(errors).toEqual([]);
    await context.close();
  });
});
