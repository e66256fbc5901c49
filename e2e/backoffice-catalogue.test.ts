// An administrator runs the catalogue: creates a category with an image, connects two item
// groups, reorders them and the category, and the storefront menu follows at once; deletes a
// category behind the irreversible confirmation. A business user never gets into the back office.
// In both viewports.
import type { Locator, Page } from 'playwright-core';
import type { ItemGroup } from '@shared/contract/entities';
import { PNG_1X1 } from '../mock-provider/testing';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';

// jest ignores a project's testTimeout (it is a global option), so the journey sets its own.
jest.setTimeout(120_000);

const browser = browserFor();

const CATEGORY = 'מבצעים מיוחדים';
const GIFTS = 'מארזי שי לחג';
const SEASON = 'מבצעי עונה';

/** The storefront header menu's entry of a category, opened as a user would on this viewport. */
async function menuGroups(page: Page, viewport: ViewportName, category: string): Promise<string[]> {
  const nav = page.locator('#site-nav');
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'פתיחת תפריט' }).click();
    await nav.getByRole('button', { name: `הצגת קבוצות ${category}` }).click();
  }
  const item = nav
    .locator('li.category-nav__item:not(.category-nav__more)')
    .filter({ has: page.getByRole('link', { name: category, exact: true, includeHidden: true }) });
  // On a laptop a category that does not fit the one-row menu is behind 'עוד', with its groups.
  if (viewport === 'desktop' && (await item.getAttribute('class'))?.includes('category-nav__item--overflow')) {
    await nav.getByRole('button', { name: 'עוד' }).click();
    const entry = nav.locator('.category-nav__more-panel li').filter({ has: page.getByRole('link', { name: category, exact: true }) });
    const names = await entry.locator('.category-nav__more-groups').getByRole('link').allInnerTexts();
    await page.keyboard.press('Escape');
    return names;
  }
  if (viewport === 'desktop') await item.hover();
  const submenu = item.locator('.category-nav__submenu');
  await submenu.getByRole('link').first().waitFor();
  const names = await submenu.getByRole('link').allInnerTexts();
  if (viewport === 'phone') await page.getByRole('button', { name: 'סגירת תפריט' }).click();
  else await page.mouse.move(0, 700);
  return names;
}

/** The names of the connected groups, in the order the connect dialog lists them. */
const connectedNames = (dialog: Locator) => dialog.locator('tbody tr td:first-child').allInnerTexts();

describe.each<ViewportName>(['desktop', 'phone'])('an administrator managing the catalogue on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let categoryId: number;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
  });
  afterAll(() => page.context().close());

  it('reaches the hub from the personal area, with a card for each area and no serious axe violation', async () => {
    await page.getByRole('link', { name: 'האזור האישי' }).click();
    await page.waitForURL(/\/admin\/dashboard\/1$/);
    await page.getByRole('heading', { level: 1, name: 'ניהול האתר' }).waitFor();
    for (const name of [
      'תובנות',
      'ניהול קטגוריות',
      'לקוחות',
      'ניהול משתמשים',
      'הגדרות האתר',
      'ניהול פריטים',
      'טבלת מחירים',
      'רשימת הזמנות',
    ]) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'ניהול פריטים' }).getAttribute('href')).toBe('/admin/dashboard/1/items');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the categories page by page, with search, and no serious axe violation', async () => {
    await page.getByRole('link', { name: 'ניהול קטגוריות' }).click();
    await page.waitForURL(/\/categories$/);
    await page.getByRole('button', { name: 'עריכה: משקאות' }).waitFor();
    expect(await page.locator('main tbody tr').count()).toBe(10);
    expect(await page.getByText('עמוד 1 מתוך 2').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'הבא' }).click();
    await page.getByRole('button', { name: 'עריכה: טיפוח אישי' }).waitFor();
    expect(await page.getByRole('button', { name: 'הבא' }).isDisabled()).toBe(true);
    await page.getByRole('searchbox', { name: 'חיפוש: קטגוריות' }).fill('קפה');
    await page.getByText('עמוד 1 מתוך 1').waitFor();
    await page.getByRole('button', { name: 'עריכה: קפה ותה' }).waitFor();
  });

  it('refuses a name that is not letters only, then creates the category and goes on to its item groups', async () => {
    await page.getByRole('link', { name: 'הוספת קטגוריה' }).click();
    await page.waitForURL(/\/add-category$/);
    const name = page.getByRole('textbox', { name: 'שם הקטגוריה' });
    await page.getByRole('button', { name: 'יצירת קטגוריה' }).click();
    await page.getByText('שדה חובה').waitFor();
    await name.fill('מבצעים 2025');
    await page.getByRole('button', { name: 'יצירת קטגוריה' }).click();
    await page.getByText('יש להזין אותיות בלבד').waitFor();
    await name.fill(CATEGORY);
    await page.getByRole('textbox', { name: 'תיאור (לא חובה)' }).fill('מבצעי העונה ומארזים לחגים.');
    await page.getByRole('button', { name: 'יצירת קטגוריה' }).click();
    await page.waitForURL(/\/categories\/edit\/\d+\?d=category&action=connect&id=\d+/);
    categoryId = Number(new URL(page.url()).searchParams.get('id'));
    expect(page.url()).toContain(`/categories/edit/${categoryId}?`);
    await page.getByRole('dialog', { name: `קבוצות הפריטים של ${CATEGORY}` }).waitFor();
  });

  it('connects two item groups (both fields required) and reorders them', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText('אין עדיין קבוצות פריטים בקטגוריה זו.').waitFor();
    await dialog.getByRole('button', { name: 'קישור', exact: true }).click();
    await dialog.getByText('יש לבחור קבוצת פריטים').waitFor();
    for (const group of [GIFTS, SEASON]) {
      await dialog.getByRole('combobox', { name: 'קבוצת פריטים', exact: true }).selectOption({ label: group });
      await dialog.getByRole('button', { name: 'קישור', exact: true }).click();
      await dialog.getByText(`הקבוצה "${group}" קושרה.`).waitFor();
    }
    expect(await connectedNames(dialog)).toEqual([GIFTS, SEASON]);
    await dialog.getByRole('spinbutton', { name: `סדר תצוגה: ${GIFTS}` }).fill('5');
    await dialog.getByRole('spinbutton', { name: `סדר תצוגה: ${SEASON}` }).fill('1');
    await dialog.getByRole('button', { name: 'עדכון סדר' }).click();
    await dialog.getByText('סדר התצוגה עודכן.').waitFor();
    expect(await connectedNames(dialog)).toEqual([SEASON, GIFTS]);
    const groups = await (await page.request.get(`/api/ItemGroup/List?getAll=true&categoryId=${categoryId}`)).json();
    expect((groups.payload.items as ItemGroup[]).map((g) => [g.itemGroupName, g.displayOrder])).toEqual([
      [SEASON, 1],
      [GIFTS, 5],
    ]);
    await dialog.getByRole('button', { name: 'סיום' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the groups in the storefront menu in their new order, without a reload', async () => {
    expect(await menuGroups(page, viewport, CATEGORY)).toEqual([SEASON, GIFTS]);
  });

  it('uploads the category image: asks for one first, then says it was updated', async () => {
    await page.getByRole('heading', { level: 1, name: `עריכת קטגוריה: ${CATEGORY}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'תמונה' }).click();
    await page.getByRole('button', { name: 'עדכון תמונה' }).click();
    await page.getByRole('alert').filter({ hasText: 'נא לבחור תמונה להעלאה.' }).waitFor();
    await page.getByLabel('קובץ תמונה').setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'עדכון תמונה' }).click();
    await page.getByRole('status').filter({ hasText: 'התמונה עודכנה בהצלחה.' }).waitFor();
    const preview = page.getByRole('img', { name: `תמונת הקטגוריה ${CATEGORY}` });
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/files\//);
    const category = (await (await page.request.get(`/api/Category/${categoryId}`)).json()).payload;
    expect(category.imageURL).toBe(await preview.getAttribute('src'));
  });

  it('updates the details (both required) and returns to the list', async () => {
    await page.getByRole('tab', { name: 'פרטים' }).click();
    const description = page.getByRole('textbox', { name: 'תיאור' });
    await description.fill('');
    await page.getByRole('button', { name: 'עדכון', exact: true }).click();
    await page.getByText('שדה חובה').waitFor();
    await description.fill('מבצעים מתחלפים ומארזי שי.');
    // A save that fails says why, as the product screens do, with the focus on the line.
    await page.route('**/api/Category/Update', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'עדכון', exact: true }).click();
    const failed = 'הוספת או עדכון הקטגוריה נכשלו. נסו שוב. אין חיבור לשרת. בדקו את החיבור ונסו שוב.';
    await page.getByRole('alert').filter({ hasText: failed }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(failed);
    await page.unroute('**/api/Category/Update');
    await page.getByRole('button', { name: 'עדכון', exact: true }).click();
    await page.waitForURL(/\/categories$/);
    // The list says the save worked.
    await page.getByRole('status').filter({ hasText: 'פרטי הקטגוריה עודכנו.' }).waitFor();
  });

  it('moves the category first with its display order, and the menu follows', async () => {
    await page.getByRole('searchbox', { name: 'חיפוש: קטגוריות' }).fill('מבצעים');
    const order = page.getByRole('spinbutton', { name: `סדר תצוגה: ${CATEGORY}` });
    await order.waitFor();
    expect(await order.inputValue()).toBe('999');
    await order.fill('0');
    await page.getByRole('button', { name: 'עדכון סדר' }).click();
    await page.getByText('סדר התצוגה עודכן.').waitFor();
    // The menu refetches the categories: the first after 'all products' becomes the new one.
    const first = page.locator('#site-nav .category-nav__item').nth(1).locator('.category-nav__link');
    await first.filter({ hasText: CATEGORY }).waitFor({ state: 'attached' });
    expect(await first.textContent()).toBe(CATEGORY);
  });

  it('adds a category from the dialog, which switches to its item groups; deletes it behind the confirmation', async () => {
    await page.goto('/?d=category&action=manage');
    const dialog = page.getByRole('dialog', { name: 'ניהול קטגוריות' });
    await dialog.getByRole('button', { name: 'הוספת קטגוריה' }).click();
    await page.getByRole('dialog', { name: 'הוספת קטגוריה' }).getByRole('textbox', { name: 'שם הקטגוריה' }).fill('Organic');
    await page.getByRole('button', { name: 'יצירת קטגוריה' }).click();
    await page.waitForURL(/\?d=category&action=connect&id=\d+$/);
    await page.getByRole('dialog', { name: 'קבוצות הפריטים של Organic' }).waitFor();

    await page.goto('/?d=category&action=manage');
    await dialog.getByRole('searchbox', { name: 'חיפוש: קטגוריות' }).fill('Organic');
    await dialog.getByRole('button', { name: 'מחיקה: Organic' }).click();
    const confirm = page.getByRole('dialog', { name: 'אישור פעולה' });
    await confirm.getByText('פעולה זו אינה הפיכה.').waitFor();
    await confirm.getByRole('button', { name: 'ביטול' }).click();
    // The focus is back on the row's Delete, inside the dialog under the question.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('מחיקה: Organic');
    await dialog.getByRole('button', { name: 'מחיקה: Organic' }).click();
    await confirm.getByRole('button', { name: 'כן, למחוק' }).click();
    await dialog.getByText('הקטגוריה "Organic" נמחקה.').waitFor();
    await dialog.getByText('אין נתונים להצגה.').waitFor();
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a business user', () => {
  const app = appFor();

  it('opening an admin route lands on the home page', async () => {
    const { page, context } = await newPage(browser, 'phone', app.url);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    for (const route of ['/admin/dashboard/1', '/categories', '/categories/edit/1', '/add-category', '/admin/dashboard/1/orders']) {
      await page.goto(route);
      await page.waitForURL(`${app.url}/`);
    }
    await page.goto('/?d=category&action=manage');
    await page.getByRole('dialog').getByText('ניהול הקטגוריות זמין למנהלים בלבד.').waitFor();
    await context.close();
  });
});
