// Density: a store manager at a 1366x768 laptop sees a spreadsheet's worth of the
// price grid at once (at least 15 whole rows above the fold, none of the page's tools lost), and on a
// phone the grid keeps rows tall enough for a finger.
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, VIEWPORTS, type ViewportName } from './support/app';

jest.setTimeout(120_000);

const browser = browserFor();
const app = appFor();

/** The grid's body rows whose box lies wholly inside both the viewport and the grid's own scrolling box. */
function wholeRowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>('main [role="grid"]')!.getBoundingClientRect();
    const top = Math.max(0, grid.top);
    const bottom = Math.min(window.innerHeight, grid.bottom);
    const head = document.querySelector<HTMLElement>('main [role="grid"] [aria-rowindex="1"]')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('main [role="grid"] [role="row"]:not([aria-rowindex="1"])')].filter((row) => {
      const box = row.getBoundingClientRect();
      // Under the sticky header row, not hidden by it.
      return box.height > 0 && box.top >= Math.max(top, head.bottom) - 0.5 && box.bottom <= bottom + 0.5;
    }).length;
  });
}

/** Opens the price grid as an administrator and waits for its first row. */
async function openGrid(viewport: ViewportName): Promise<Page> {
  const { page } = await newPage(browser, viewport, app.url);
  await page.goto('/');
  await login(page, 'admin@example.com', 'Admin123!');
  await page.goto('/admin/dashboard/1/prices');
  await page.locator('main [role="grid"] [aria-rowindex="2"]').waitFor();
  return page;
}

describe('the price grid at 1366x768', () => {
  let page: Page;
  beforeAll(async () => (page = await openGrid('desktop')));
  afterAll(() => page.context().close());

  it('shows at least 15 whole rows without scrolling, its tools and its keys still on the page', async () => {
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(page.viewportSize()).toEqual(VIEWPORTS.desktop);
    expect(await wholeRowsInView(page)).toBeGreaterThanOrEqual(15);
    // Nothing lost: the search, the filters, the bulk changes, the CSV buttons and save, and the keys' help.
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'חיפוש פריט' }).waitFor();
    await main.getByRole('search', { name: 'סינון פריטים' }).waitFor();
    await main.getByText('שינוי מחירים בבת אחת').waitFor();
    await main.getByRole('button', { name: 'ייצוא CSV' }).waitFor();
    await main.getByRole('button', { name: 'שמירת השינויים' }).waitFor();
    expect(await main.getByText('Enter שומר בתא ויורד שורה', { exact: false }).isVisible()).toBe(true);
    // The keys still move through the compact rows: Page Down moves by a screen of them.
    await page.locator('main [data-cell="0:1"]').click();
    await page.keyboard.press('PageDown');
    const active = await page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
    expect(Number(active!.split(':')[0])).toBeGreaterThanOrEqual(14);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('the price grid on a phone', () => {
  it('keeps rows a finger can press (44px or more), right to left', async () => {
    const page = await openGrid('phone');
    const cell = page.locator('main [data-cell="0:1"]');
    expect((await cell.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.locator('main [role="grid"]').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
