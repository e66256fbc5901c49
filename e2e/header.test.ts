// The header keeps to one row of categories on a laptop, the rest behind 'עוד'; search suggestions
// on a phone can be told apart by picture and catalogue number (issue 12, item 16).
import type { Page } from 'playwright-core';
import type { Category } from '@shared/contract/entities';
import { appFor, browserFor, pageErrors } from './support/app';

const browser = browserFor();

describe('the header', () => {
  const app = appFor();

  it.each([
    [1366, 768],
    [1280, 800],
    [1100, 800],
  ])('keeps the categories to one row at %ix%i, the rest reachable through the more menu', async (width, height) => {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width, height }, locale: 'he-IL' });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.locator('#site-nav');
    await nav.locator('.category-nav__link').nth(3).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);

    const tops = await nav.locator('.category-nav__list:not(.category-nav__measure) > li').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const navBox = await nav.boundingBox();
    expect(navBox!.height).toBeLessThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Every category is reachable: in the row, or in the more menu.
    const categories = (await (await page.request.get('/api/Category/List?getAll=true')).json()).payload.items as Category[];
    const inRow = await nav.locator('.category-nav__list:not(.category-nav__measure) > li > .category-nav__row > a').allInnerTexts();
    const more = page.getByRole('button', { name: 'עוד' });
    let inMore: string[] = [];
    if (await more.count()) {
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      inMore = await page.locator('.category-nav__more-category').allInnerTexts();
      await page.keyboard.press('Escape');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('עוד');
    }
    expect([...inRow, ...inMore].sort()).toEqual(categories.map((c) => c.categoryName).sort());
    expect(inMore.length).toBeGreaterThan(0); // twelve categories do not fit these widths
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('shows the picture and catalogue number of each search suggestion on a phone', async () => {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'he-IL' });
    const page: Page = await context.newPage();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'חיפוש' }).fill('קפה');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < Math.min(count, 5); i++) {
      const option = options.nth(i);
      expect(await option.locator('img').count()).toBe(1);
      const sku = option.locator('.search-box__sku');
      expect(await sku.innerText()).toMatch(/מק"ט\s*\d{8,14}/);
      expect(await sku.isVisible()).toBe(true);
    }
    await context.close();
  });
});
