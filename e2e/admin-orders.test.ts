// A store manager finds orders (issue 17): the all-orders list filtered by customer and by a range
// of days, the filters kept in the URL (a reload or a shared link shows the same orders), and the
// filtered orders exported to CSV, every page of them. In both viewports.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Order } from '@shared/contract/entities';
import { dayOf } from '@shared/rules/orderDays';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet } from './support/shop';

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
    expect(await filters().getByLabel('לקוח').inputValue()).toBe(String(customer.customerId));
    expect(await orderNumbers()).toEqual(theirs.slice(0, 10).map((o) => String(o.orderNumber)));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('filters by days, says when none match, refuses a range that ends before it starts, and clears', async () => {
    await page.goto('/admin/dashboard/1/orders');
    const day = dayOf(orders[0]!.orderDate);
    const thatDay = orders.filter((o) => dayOf(o.orderDate) === day);
    // Both dates in one task, as a fast hand or a slow phone gives them: the second builds on the first.
    await filters().evaluate((form, value) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type=date]')) {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }, day);
    await page.waitForURL(new RegExp(`from=${day}&to=${day}`));
    await page.getByText(thatDay.length === 1 ? 'הזמנה אחת' : `${thatDay.length} הזמנות`, { exact: true }).waitFor();
    expect(await orderNumbers()).toEqual(thatDay.slice(0, 10).map((o) => String(o.orderNumber)));

    await page.goto(`/admin/dashboard/1/orders?from=2099-01-01`);
    await page.getByText('אין הזמנות שמתאימות לסינון.').waitFor();

    await page.goto(`/admin/dashboard/1/orders?from=2026-05-01&to=2026-04-01`);
    await page.getByRole('alert').getByText('תאריך ההתחלה מאוחר מתאריך הסיום.').waitFor();
    expect(await rows().count()).toBe(0);
    expect(await filters().getByRole('button', { name: 'ייצוא ל-CSV' }).isDisabled()).toBe(true);

    await filters().getByRole('button', { name: 'ניקוי הסינון' }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByText(`${orders.length} הזמנות`, { exact: true }).waitFor();
  });

  it('exports the filtered orders to CSV, one row each with its number, customer and total', async () => {
    const customer = orders[0]!;
    const theirs = orders.filter((o) => o.customerId === customer.customerId);
    await page.goto(`/admin/dashboard/1/orders?customer=${customer.customerId}`);
    await rows().first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), filters().getByRole('button', { name: 'ייצוא ל-CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('orders.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('מספר הזמנה,תאריך,לקוח,טלפון,אימייל,"סה""כ לפני מע""מ","מע""מ","סה""כ כולל מע""מ",מספר שורות,הערה');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(theirs.map((o) => String(o.orderNumber)));
    expect(lines[1]).toContain(customer.totalPrice.toFixed(2));
    expect(pageErrors(page)).toEqual([]);
  });
});
