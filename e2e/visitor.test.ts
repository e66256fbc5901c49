// A visitor browses and searches, in both viewports, and never sees a price or an add control.
import type { Page } from 'playwright-core';
import { appFor, browserFor, newPage, pageErrors, type ViewportName } from './support/app';

const browser = browserFor();
const app = appFor();

/** Nothing priced and nothing to add, anywhere on the page (dialogs included). */
async function expectNoPricesOrCartControls(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toContain('₪');
  expect(await page.getByRole('button', { name: 'הוספה לסל' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'סל הקניות' }).count()).toBe(0);
}

describe.each<ViewportName>(['desktop', 'phone'])('a visitor on %s', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
  });
  afterAll(() => page.context().close());

  it('sees the home page: banners, the category cards and the about-us block', async () => {
    await page.goto('/');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    const categoryCards = page.locator('main a[href^="/categories/"]');
    await categoryCards.first().waitFor();
    expect(await categoryCards.count()).toBeGreaterThanOrEqual(10);
    await page.locator('main img[src*="g-banner-1"]').first().waitFor();
    await expectNoPricesOrCartControls(page);
  });

  it('goes from a category card to the category and on to an item group', async () => {
    const card = page.locator('main a[href^="/categories/"]').first();
    const href = (await card.getAttribute('href'))!;
    const categories = (await (await page.request.get('/api/Category/List?getAll=true')).json()).payload.items;
    const category = categories.find((c: { id: number }) => `/categories/${c.id}` === href);
    await card.click();
    await page.waitForURL(/\/categories\/\d+$/);
    await page.locator('main h1', { hasText: category.categoryName }).waitFor();
    const group = page.locator('main a[href*="/itemGroup/"]').first();
    const groupName = category.itemGroups[0].itemGroupName;
    await group.click();
    await page.waitForURL(/\/categories\/\d+\/itemGroup\/\d+$/);
    await page.locator('main h1', { hasText: `${category.categoryName} - ${groupName}` }).waitFor();
    await page.getByRole('button', { name: 'פרטים נוספים' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'פרטים נוספים' }).count()).toBeGreaterThan(0);
    await expectNoPricesOrCartControls(page);
  });

  it('opens the item dialog from a card, without a price, and closes it with Escape', async () => {
    const card = page.locator('main article').first();
    const description = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('button', { name: 'פרטים נוספים' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: description }).first().waitFor();
    expect(page.url()).toMatch(/[?&]d=item&itemId=\w+/);
    await expectNoPricesOrCartControls(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('d=item');
  });

  it('searches by text: the list is titled with the term and shows matching items', async () => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill('במבה');
    await page.waitForURL(/\/search\?query=/);
    await page.getByRole('heading', { level: 1, name: 'תוצאות חיפוש עבור: במבה' }).waitFor();
    await page.getByRole('button', { name: 'פרטים נוספים' }).first().waitFor();
    expect(await page.locator('main').innerText()).toContain('במבה');
    await expectNoPricesOrCartControls(page);
  });

  it('searches by an EAN barcode and finds that item first', async () => {
    const list = await page.request.get('/api/Item/List?pageSize=1&pageNumber=3');
    const item = (await list.json()).payload.items[0];
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill(item.catalogNumber);
    await page.getByRole('heading', { level: 1, name: `תוצאות חיפוש עבור: ${item.catalogNumber}` }).waitFor();
    const firstCard = page.getByRole('button', { name: 'פרטים נוספים' }).first();
    await firstCard.waitFor();
    expect(await page.locator('main').innerText()).toContain(item.itemDescription);
    await expectNoPricesOrCartControls(page);
  });

  it('shows the empty state for a search that finds nothing, with a way home', async () => {
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill('זזזזזזז');
    await page.getByText('לא נמצאו מוצרים').waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: /לדף הבית/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('finds what a typo meant, in the suggestions and the results, and offers the closest names when nothing is found', async () => {
    const box = page.getByRole('searchbox', { name: 'חיפוש' });
    await box.fill('במבע');
    await page
      .getByRole('listbox', { name: 'הצעות חיפוש' })
      .getByRole('option', { name: /במבה בוטנים/ })
      .first()
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'תוצאות חיפוש עבור: במבע' }).waitFor();
    await page
      .getByRole('main')
      .getByRole('heading', { name: /במבה בוטנים/ })
      .first()
      .waitFor();

    await box.fill('שקולאט');
    await page.getByText('לא נמצאו מוצרים').waitFor();
    const closest = page.getByRole('navigation', { name: 'התכוונתם ל…' });
    await closest.getByRole('link', { name: 'שוקולד', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'תוצאות חיפוש עבור: שוקולד' }).waitFor();
    await page
      .getByRole('main')
      .getByRole('heading', { name: /שוקולד/ })
      .first()
      .waitFor();
    // The box follows the address in an effect of the render that drew the results: wait for it.
    await page.waitForFunction((el) => (el as HTMLInputElement).value === 'שוקולד', await box.elementHandle(), { timeout: 5000 });
    expect(await box.inputValue()).toBe('שוקולד');
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
