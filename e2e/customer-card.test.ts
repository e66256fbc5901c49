// A store manager's customer card (docs/product.md §6.4): from the hub's customer list, found by
// typing its name, opened from the keyboard; its orders with their day, time and total; its price
// list changed in place (and the customer's buyer then sees the new list's price); a user added to
// it, who signs in; a password reset; a failed orders read retried; the card reached from the
// all-orders list too. Axe-clean, in both viewports.
import type { Page } from 'playwright-core';
import type { Item, Order } from '@shared/contract/entities';
import { formatDate, formatShekels, formatTime } from '@shared/format';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, VIEWPORTS, type ViewportName } from './support/app';
import { apiGet } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();

describe.each<ViewportName>(['desktop', 'phone'])('a customer card on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let orders: Order[];
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
    ({ items: orders } = await apiGet<{ items: Order[] }>(page, '/api/Order/List?getAll=true&customerId=1001&pageSize=1000'));
  });
  afterAll(() => page.context().close());

  it('finds the customer by typing in the customer list, and opens its card from the keyboard', async () => {
    await page.goto('/admin/dashboard/1');
    await main()
      .getByRole('link', { name: /^לקוחות/ })
      .click();
    await page.waitForURL(/\/customers$/);
    await page.getByRole('heading', { level: 1, name: 'לקוחות' }).waitFor();
    const search = main().getByRole('searchbox', { name: 'חיפוש: לקוחות עסקיים' });
    await search.focus();
    await page.keyboard.type('מכולת', { delay: 40 });
    const card = main().getByRole('link', { name: 'כרטיס הלקוח מכולת השכונה' });
    await card.waitFor();
    await main()
      .getByRole('link', { name: /^כרטיס הלקוח/ })
      .nth(1)
      .waitFor({ state: 'detached' });
    // Tab from the search box to the customer's name, then Enter.
    for (let i = 0; i < 5 && !(await card.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/customers\/1001$/);
    await page.getByRole('heading', { level: 1, name: 'כרטיס לקוח: מכולת השכונה' }).waitFor();
    await main().getByText('yossi@makolet-hashchuna.example').waitFor();
  });

  it('shows its newest orders with day, time (Israel) and total with VAT, each with its document, and links to all of them', async () => {
    await page.goto('/customers/1001');
    const table = main().getByRole('table', { name: 'הזמנות הלקוח' });
    await table.waitFor();
    expect(orders.length).toBeGreaterThan(0);
    const rows = table.locator('tbody > tr');
    expect(await rows.count()).toBe(Math.min(orders.length, 10));
    for (const [n, order] of orders.slice(0, 10).entries()) {
      const row = rows.nth(n);
      await row.getByText(String(order.orderNumber), { exact: true }).waitFor();
      await row.getByText(`${formatDate(order.orderDate)} ${formatTime(order.orderDate)}`, { exact: true }).waitFor();
      await row.getByText(formatShekels(order.totalPrice), { exact: true }).waitFor();
      await row.getByRole('link', { name: `מסמך ההזמנה מס' ${order.orderNumber} (נפתח בלשונית חדשה)` }).waitFor();
    }
    // Its insights, the server's from every order: the day of its latest.
    const insights = main().getByRole('region', { name: 'תובנות' });
    await insights.getByText(formatDate(orders[0]!.orderDate), { exact: true }).waitFor();
    const all = main().getByRole('link', {
      name: orders.length === 1 ? 'להזמנה היחידה של הלקוח' : `לכל ${orders.length} ההזמנות של הלקוח`,
    });
    await all.click();
    await page.waitForURL(/\/admin\/dashboard\/1\/orders\?customer=1001$/);
    await page.getByText(orders.length === 1 ? 'הזמנה אחת' : `${orders.length} הזמנות`, { exact: true }).waitFor();
    // And back to the card from a customer's name in the all-orders list.
    await main().getByRole('link', { name: 'כרטיס הלקוח מכולת השכונה' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'כרטיס לקוח: מכולת השכונה' }).waitFor();
  });

  it("changes the customer's price list, says so where it was saved, keeps it, and its users then see that list's prices", async () => {
    // An item whose price in סיטונאי ב (list 2) differs from its price in סיטונאי א (list 1, the customer's).
    const inList = async (id: number) => (await apiGet<{ items: Item[] }>(page, `/api/Item/List?priceListId=${id}&pageSize=100`)).items;
    const [one, two] = await Promise.all([inList(1), inList(2)]);
    const item = one.find((i) => {
      const other = two.find((o) => o.itemId === i.itemId);
      return (
        i.isAvailable && i.salePriceInNIS !== undefined && other?.salePriceInNIS !== undefined && other.salePriceInNIS !== i.salePriceInNIS
      );
    })!;
    const newPrice = two.find((o) => o.itemId === item.itemId)!.salePriceInNIS!;

    await page.goto('/customers/1001');
    const select = main().getByRole('combobox', { name: 'המחירון של הלקוח' });
    await select.waitFor();
    expect(await select.locator('option:checked').textContent()).toBe('סיטונאי א');
    await select.selectOption({ label: 'סיטונאי ב' });
    await main().getByRole('button', { name: 'שמירת המחירון' }).click();
    const saved = main().getByRole('status').filter({ hasText: 'המחירון נשמר: הלקוח קונה עכשיו לפי "סיטונאי ב".' });
    await saved.waitFor();
    // The outcome takes the focus, so a keyboard or screen-reader user lands on it.
    expect(await saved.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await main().getByRole('combobox', { name: 'המחירון של הלקוח' }).waitFor();
    expect(await main().getByRole('combobox', { name: 'המחירון של הלקוח' }).locator('option:checked').textContent()).toBe('סיטונאי ב');

    // The customer's buyer, signed in afresh, sees the item at list 2's price.
    const { page: buyer } = await newPage(browser, viewport, app.url);
    try {
      await buyer.goto('/');
      await login(buyer, 'buyer@example.com', 'Buyer123!');
      await buyer.goto(`/?d=item&itemId=${encodeURIComponent(item.itemId)}`);
      await buyer.getByRole('dialog').getByText(formatShekels(newPrice)).first().waitFor();
      expect(await buyer.getByRole('dialog').getByText(formatShekels(item.salePriceInNIS!), { exact: true }).count()).toBe(0);
    } finally {
      await buyer.context().close();
    }
  });

  it('adds a user to the customer (who can then sign in), and resets a user’s password', async () => {
    await page.goto('/customers/1001');
    const users = main().getByRole('region', { name: 'משתמשים' });
    await users.getByRole('table', { name: 'משתמשי הלקוח' }).waitFor();
    await users.getByRole('button', { name: 'הוספת משתמש' }).click();
    const email = users.getByRole('textbox', { name: 'אימייל' });
    // Opening the form puts the cursor in its first field.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'email');
    const address = `card-${viewport}@example.com`;
    await page.keyboard.type(address, { delay: 10 });
    expect(await email.inputValue()).toBe(address);
    await users.getByText('המשתמש יצורף ללקוח מכולת השכונה (מספר 1001).').waitFor();
    await users.getByLabel('סיסמה', { exact: true }).fill('Secret12');
    await users.getByRole('button', { name: 'יצירת משתמש' }).click();
    await users.getByText(`המשתמש ${address} נוצר ויכול להתחבר עכשיו.`).waitFor();
    await users.getByRole('table', { name: 'משתמשי הלקוח' }).getByText(address, { exact: true }).waitFor();

    await users.getByRole('button', { name: 'איפוס סיסמה: buyer@example.com' }).click();
    const sent = users.getByRole('status').filter({ hasText: 'נשלחו הנחיות לאיפוס הסיסמה אל buyer@example.com.' });
    await sent.waitFor();
    expect(await sent.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

    const { page: added } = await newPage(browser, viewport, app.url);
    try {
      await added.goto('/');
      await login(added, address, 'Secret12');
      const info = await apiGet<{ businessCustomer: { customerId: number } }>(added, '/api/Account/UserInfo');
      expect(info.businessCustomer.customerId).toBe(1001);
    } finally {
      await added.context().close();
    }
  });

  it('says in Hebrew when the orders could not be read, and reads just them again on "נסו שוב"', async () => {
    const pattern = '**/api/Order/List**';
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 502, error: { code: 'bad_gateway' } }),
      }),
    );
    await page.goto('/customers/1001');
    await main().getByText('לא הצלחנו לטעון את הזמנות הלקוח. השרת אינו זמין כעת.').waitFor();
    // The rest of the card is there.
    await main().getByRole('combobox', { name: 'המחירון של הלקוח' }).waitFor();
    // The insights are the server's own figures: there all the same.
    await main().getByRole('region', { name: 'תובנות' }).getByText('הזמנות ב-90 הימים האחרונים').waitFor();
    await page.unroute(pattern);
    await main().getByRole('region', { name: 'הזמנות אחרונות' }).getByRole('button', { name: 'נסו שוב' }).click();
    await main().getByRole('table', { name: 'הזמנות הלקוח' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says when a customer has no orders and no users yet, and "not found" for one that is not', async () => {
    await page.goto('/customers/1006');
    await main().getByText('ללקוח אין הזמנות עדיין.').waitFor();
    await main().getByText('ללקוח אין משתמשים עדיין. הוסיפו משתמש כדי שיוכל להתחבר ולהזמין.').waitFor();
    await main().getByText('אין עדיין הזמנות לחשב מהן תובנות.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/customers/999999');
    await main().getByText('הלקוח לא נמצא.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
