// The desktop header keeps its categories on one row, the rest behind an 'עוד' (more) button, at
// laptop widths, after a resize and after a rename; phone search suggestions tell items apart.
import type { Page } from 'playwright-core';
import type { Category, Item } from '@shared/contract/entities';
import { appFor, browserFor, newPage, pageErrors } from './support/app';
import { hiddenFocusables, seriousViolations, watchHiddenFocusables } from './support/axe';

const browser = browserFor();
const app = appFor();

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'קטגוריות' }).first();
const moreButton = (page: Page) => categoryNav(page).getByRole('button', { name: 'עוד' });

async function categoryNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/Category/List?getAll=true');
  return ((await res.json()).payload.items as Category[]).map((c) => c.categoryName);
}

const ROW_LINKS = '.category-nav__list > li > a, .category-nav__list > li > .category-nav__row > a';

/** The tops and names of the category links the row shows (not those inside the 'עוד' panel). */
async function rowLinks(page: Page): Promise<{ top: number; name: string }[]> {
  return categoryNav(page)
    .locator(ROW_LINKS)
    .evaluateAll((links) =>
      links
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => ({ top: Math.round(a.getBoundingClientRect().top), name: (a.textContent ?? '').trim() })),
    );
}

/** Checks the header is one compact row, and that every category is in the row or behind 'עוד'. */
async function expectOneRowReachingEveryCategory(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const links = await rowLinks(page);
  expect(links.length).toBeGreaterThan(1);
  expect(new Set(links.map((l) => l.top)).size).toBe(1);
  const more = moreButton(page);
  if (await more.isVisible()) {
    expect(Math.round((await more.boundingBox())!.y)).toBeLessThanOrEqual(links[0]!.top + 12);
  }
  const headerHeight = await page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().height);
  expect(headerHeight).toBeLessThan(100);

  const names = await categoryNames(page);
  const inRow = links.map((l) => l.name);
  const hidden = names.filter((n) => !inRow.includes(n));
  expect(inRow.length + hidden.length).toBe(names.length + 1); // and 'all products'
  if (hidden.length === 0) return;
  await more.click();
  expect(await more.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`#${await more.getAttribute('aria-controls')}`);
  for (const name of hidden) {
    expect(await panel.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
  }
  await page.keyboard.press('Escape');
  expect(await more.getAttribute('aria-expanded')).toBe('false');
  expect(await panel.isVisible()).toBe(false);
  expect(await more.evaluate((b) => b === document.activeElement)).toBe(true);
}

describe('the desktop category menu', () => {
  it('is one row at 1366x768, with the other categories behind עוד, open or closed without an axe violation', async () => {
    const { page } = await newPage(browser, 'desktop', app.url);
    await watchHiddenFocusables(page);
    await page.goto('/');
    await categoryNav(page).getByRole('link', { name: 'כל המוצרים' }).waitFor();
    await expectOneRowReachingEveryCategory(page);
    expect(await moreButton(page).isVisible()).toBe(true);
    await moreButton(page).click();
    expect(await seriousViolations(page)).toEqual([]);
    // A click elsewhere closes it.
    await page.locator('main h2').first().click();
    expect(await moreButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hiddenFocusables(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('is one row at 1280x800 and after the window narrows to 1000 px, and keyboard users reach the hidden categories', async () => {
    const { page } = await newPage(browser, 'desktop', app.url);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await categoryNav(page).getByRole('link', { name: 'כל המוצרים' }).waitFor();
    await expectOneRowReachingEveryCategory(page);
    const wide = (await rowLinks(page)).length;

    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(
      ([selector, count]) => Array.from(document.querySelectorAll(selector)).filter((a) => a.getClientRects().length > 0).length < count,
      [ROW_LINKS, wide] as const,
    );
    await expectOneRowReachingEveryCategory(page);

    // By keyboard: open עוד, Tab into its panel, follow the first hidden category.
    const inRow = (await rowLinks(page)).map((l) => l.name);
    const hidden = (await categoryNames(page)).filter((n) => !inRow.includes(n));
    await moreButton(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    expect(hidden).toContain(focused);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/categories\/\d+$/);
    await page.locator('main h1', { hasText: focused }).waitFor();
    expect(await moreButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('stays one row after the admin gives a category a much longer name', async () => {
    const { page } = await newPage(browser, 'desktop', app.url);
    const login = await page.request.post('/api/Account/Login', { data: { email: 'admin@example.com', password: 'Admin123!' } });
    const token = (await login.json()).payload as string;
    const res = await page.request.get('/api/Category/List?getAll=true');
    const first = ((await res.json()).payload.items as Category[])[0]!;
    const longName = 'משקאות קלים מוגזים ומיצים טבעיים';
    const update = await page.request.post('/api/Category/Update', {
      headers: { Authorization: `Bearer ${token}` },
      data: { id: first.id, categoryName: longName },
    });
    expect(update.status()).toBe(200);
    await page.goto('/');
    await categoryNav(page).getByRole('link', { name: longName }).waitFor();
    await expectOneRowReachingEveryCategory(page);
    await page.context().close();
  });
});

describe('search suggestions on a phone', () => {
  it('show each item with its picture and its catalogue number, so look-alike names are told apart', async () => {
    const { page } = await newPage(browser, 'phone', app.url);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill('קפה');
    const list = page.getByRole('listbox', { name: 'הצעות חיפוש' });
    await list.getByRole('option').first().waitFor();
    const res = await page.request.get(`/api/Item/List?pageNumber=1&pageSize=8&SearchTerm=${encodeURIComponent('קפה')}`);
    const items = (await res.json()).payload.items as Item[];
    const listBox = (await list.boundingBox())!;
    const visible = list.getByRole('option').filter({ visible: true });
    const count = Math.min(await visible.count(), 5);
    expect(count).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    const lines: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const option = visible.nth(i);
      const item = items[i]!;
      const number = option.getByText(item.catalogNumber);
      expect(await number.isVisible()).toBe(true);
      const box = (await number.boundingBox())!;
      // Shown whole, inside the dropdown, not cut off at its edge.
      expect(box.x).toBeGreaterThanOrEqual(listBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
      const image = option.locator('img');
      expect(await image.isVisible()).toBe(true);
      // The picture arrives after the option is drawn: read it once the browser has finished with it (loaded or failed).
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await image.elementHandle());
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      seen.push(await option.innerText());
      const name = option.getByText(item.itemDescription);
      lines.push(await name.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))));
    }
    expect(new Set(seen).size).toBe(count);
    // A long name wraps onto a second line instead of being cut to one.
    expect(Math.max(...lines)).toBe(2);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('are not read for a search page opened with its term in the box: only the results are', async () => {
    const { page } = await newPage(browser, 'phone', app.url);
    const lists: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Search/Items')) lists.push(new URL(r.url()).searchParams.get('pageSize') ?? '');
    });
    await page.goto(`/search?query=${encodeURIComponent('קפה')}`);
    await page.getByRole('button', { name: 'פרטים נוספים' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(lists.filter((size) => size === '8')).toEqual([]);
    expect(await page.getByRole('searchbox', { name: 'חיפוש' }).inputValue()).toBe('קפה');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill('קפה נמס');
    await page.getByRole('listbox', { name: 'הצעות חיפוש' }).getByRole('option').first().waitFor();
    expect(lists.filter((size) => size === '8').length).toBeGreaterThan(0);
    await page.context().close();
  });
});
