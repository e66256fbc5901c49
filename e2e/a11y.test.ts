// axe-core finds no serious or critical violation on the main storefront screens, and no screen
// ever had a focusable control inside a part hidden from assistive technology.
import type { Page } from 'playwright-core';
import { hiddenFocusables, seriousViolations, watchHiddenFocusables } from './support/axe';
import { appFor, browserFor, login, newPage } from './support/app';
import { holdRequests, pressedAgainWhileHeld } from './support/held';

const browser = browserFor();
const app = appFor();

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await hiddenFocusables(page)).toEqual([]);
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('home, the accessibility statement, product list, cart, thank-you page and order history have no serious violation', async () => {
    const { page } = await newPage(browser, 'desktop', app.url);
    await watchHiddenFocusables(page);
    await page.goto('/');
    await page.locator('main a[href^="/categories/"]').first().waitFor();
    await expectAccessible(page);

    // Tab from the search box reaches the page's first card past the menu's categories, not through
    // every group of every category (it once took 57 presses); the down arrow opens a category's
    // groups, and Escape closes them again.
    await page.getByRole('searchbox', { name: 'חיפוש' }).focus();
    let presses = 0;
    while (presses < 80 && !(await page.evaluate(() => !!document.activeElement?.closest('main .tile')))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeLessThanOrEqual(20);
    const nav = page.getByRole('navigation', { name: 'קטגוריות' });
    await nav.getByRole('link').nth(1).focus();
    await page.keyboard.press('ArrowDown');
    const group = nav.locator('.category-nav__submenu a').first();
    expect(await group.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await group.waitFor({ state: 'hidden' });

    await page.goto('/accessibility');
    await page.getByRole('heading', { level: 1, name: 'הצהרת נגישות' }).waitFor();
    await expectAccessible(page);

    await page.goto('/search?query=%D7%91%D7%9E%D7%91%D7%94');
    await page.getByRole('button', { name: 'פרטים נוספים' }).first().waitFor();
    await expectAccessible(page);

    // Signing in, held at the provider: the pressed button keeps the focus (never dropped to the
    // body), says it is busy, and pressing it again (Enter, where the focus is) sends nothing.
    const held = await holdRequests(page, '**/api/Account/Login');
    await page.getByRole('button', { name: 'התחברות' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'אימייל' }).fill('buyer@example.com');
    await dialog.getByLabel('סיסמה').fill('Buyer123!');
    await dialog.getByRole('button', { name: 'כניסה' }).click();
    const busy = dialog.getByRole('button', { name: 'מתחבר...' });
    await busy.waitFor();
    expect(await pressedAgainWhileHeld(page, busy, held)).toEqual({ focused: true, busy: 'true', sent: 1 });
    await held.release();
    await page.getByRole('button', { name: 'התנתקות' }).waitFor();
    // Signed in: once the dialog has closed, the focus is on the page's heading, not left on the body.
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement !== document.body);
    expect(await page.evaluate(() => document.activeElement?.matches('main h1'))).toBe(true);
    await page.getByRole('button', { name: 'הוספה לסל' }).first().click();
    await page.goto('/shoppingCart');
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).waitFor();
    // The recommended-items dialog opens once on entry: check it too, then close it.
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible(page);
    // A skip link takes the keyboard past the lines to the summary and its order button.
    await page.getByRole('link', { name: 'דילוג לסיכום ההזמנה' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.matches('aside.cart-summary'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('aside.cart-summary'))).toBe(true);

    // The thank-you page, with its buttons that send the order on.
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).first().click();
    await page.getByRole('group', { name: /^שיתוף הזמנה \d+$/ }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'האזור האישי' }).click();
    await page.getByRole('button', { name: 'הזמנה חוזרת' }).first().waitFor();
    // The usual items are on the dashboard too.
    await page.getByRole('button', { name: 'הוספת הכול לסל' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('quick order, with its checked list and the substitutes of a line that cannot be ordered, has no serious violation on a phone', async () => {
    const { page } = await newPage(browser, 'phone', app.url);
    await watchHiddenFocusables(page);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.goto('/quick-order');
    // The last line is the demo's unavailable dark chocolate: its substitutes are offered under it.
    await page.getByRole('textbox', { name: 'הדבקת רשימה' }).fill('7294521364052 30\n999999999 3\n100004 2.5\n7292601760008 5');
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    await page.getByRole('table').waitFor();
    await page.getByRole('group', { name: 'תחליפים מומלצים' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
});
