// The store manager's insights (docs/product.md §6.5) over the demo's year of orders: from the hub by
// keyboard, today's calls, the period's figures as the server computed them (the chart's table and the
// tables beside it), a period chosen by keyboard and one typed, refused when it is no period; on a
// phone, the screen fits its width. A failure says why in Hebrew and 'נסו שוב' reads again.
import type { Page } from 'playwright-core';
import type { InsightsSummary } from '@shared/contract/insights';
import { formatShekels } from '@shared/format';
import { dayText } from '@shared/rules/orderDays';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();
const app = appFor();

async function asAdmin(viewport: ViewportName): Promise<Page> {
  const { page } = await newPage(browser, viewport, app.url);
  await page.goto('/');
  await login(page, 'admin@example.com', 'Admin123!');
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** Presses Tab until `name`'s link has the focus (at most `tries` presses). */
async function tabTo(page: Page, name: string, tries = 40): Promise<void> {
  for (let i = 0; i < tries; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused.includes(name)) return;
  }
  throw new Error(`no focus on '${name}' after ${tries} presses of Tab`);
}

describe('the insights at 1366x768', () => {
  let page: Page;
  beforeAll(async () => (page = await asAdmin('desktop')));
  afterAll(() => page.context().close());

  it('open from the hub by keyboard, with today’s calls and the quarter’s figures as the server computed them', async () => {
    await page.goto('/admin/dashboard/1');
    await tabTo(page, 'תובנות');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/dashboard\/1\/insights\?weeks=13$/);
    await page.getByRole('heading', { level: 1, name: 'תובנות' }).waitFor();
    const calls = main(page).getByRole('region', { name: 'שיחות להיום' });
    await calls.getByText('לא הזמין 25 ימים; בדרך כלל מזמין כל 7 ימים.').waitFor();
    await calls.getByText('לא הזמין 40 ימים; בדרך כלל מזמין כל 14 ימים.').waitFor();
    await calls.getByText(/^בדרך כלל מזמין ביום .+; ההזמנה האחרונה לפני 7 ימים\.$/).waitFor();
    expect(await calls.getByRole('link', { name: /^התקשרות אל סופר השרון/ }).getAttribute('href')).toBe('tel:097553456');

    const summary = await apiGet<InsightsSummary>(page, '/api/Insights/Summary');
    await main(page).getByText(formatShekels(summary.totalInPeriod), { exact: true }).waitFor();
    // The chart is a picture; its table says each week, as the server counted it.
    const chart = main(page).getByRole('figure');
    expect(await chart.locator('svg rect.visx-bar').count()).toBe(summary.weeks.length);
    const weekRows = chart.locator('table tbody tr');
    expect(await weekRows.count()).toBe(summary.weeks.length);
    const last = summary.weeks.at(-1)!;
    expect(await weekRows.last().innerText()).toContain(dayText(last.weekStart));
    // The tops, most first, each row's figures as the server gave them.
    const topCustomers = main(page).getByRole('table', { name: 'הלקוחות המובילים' });
    const first = topCustomers.locator('tbody tr').first();
    expect(await first.innerText()).toContain(summary.topCustomers[0]!.name);
    expect(await first.innerText()).toContain(formatShekels(summary.topCustomers[0]!.total));
    const stopped = main(page).getByRole('table', { name: 'פריטים שלקוחות הפסיקו לקנות' });
    expect(await stopped.innerText()).toContain('קפה נמס');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('take a period chosen by keyboard, kept in the address, and one typed; refuse days that are no period', async () => {
    await page.goto('/admin/dashboard/1/insights');
    await main(page).getByRole('radio', { name: 'רבעון' }).waitFor();
    await main(page).getByRole('radio', { name: 'רבעון' }).focus();
    // Right to left: the next choice is to the left.
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/weeks=26$/);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/weeks=52$/);
    await main(page).locator('figure table tbody tr').nth(51).waitFor();

    await main(page).getByRole('radio', { name: 'טווח אחר' }).check();
    const from = main(page).getByRole('textbox', { name: 'מתאריך' });
    const to = main(page).getByRole('textbox', { name: 'עד תאריך' });
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/Insights/Summary')) asked++;
    });
    await from.fill('');
    await from.focus();
    await page.keyboard.type('01/10/2026', { delay: 30 });
    await to.fill('');
    await to.focus();
    await page.keyboard.type('01/09/2026', { delay: 30 });
    await page.keyboard.press('Enter');
    await main(page).getByRole('alert').getByText('תאריך ההתחלה מאוחר מתאריך הסיום.').waitFor();
    expect(asked).toBe(0);
    await to.fill('');
    await to.focus();
    await page.keyboard.type('31/10/2026', { delay: 30 });
    await main(page).getByRole('button', { name: 'הצגה' }).click();
    await page.waitForURL(/from=2026-10-01&to=2026-10-31$/);
    await main(page).getByText('01/10/2026 – 31/10/2026', { exact: true }).waitFor();
    const october = await apiGet<InsightsSummary>(page, '/api/Insights/Summary?from=2026-10-01&to=2026-10-31');
    await main(page).getByText(formatShekels(october.totalInPeriod), { exact: true }).waitFor();
    expect(asked).toBe(1);
    // A reload shows the same period.
    await page.reload();
    await main(page).getByText('01/10/2026 – 31/10/2026', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('say in Hebrew when the figures cannot be read, and read them again on “נסו שוב”', async () => {
    const pattern = '**/api/Insights/Summary**';
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 502, error: { code: 'bad_gateway' } }),
      }),
    );
    await page.goto('/admin/dashboard/1/insights');
    await main(page).getByRole('alert').waitFor();
    await page.unroute(pattern);
    await main(page).getByRole('button', { name: 'נסו שוב' }).click();
    await main(page).getByRole('region', { name: 'שיחות להיום' }).waitFor();
  });
});

describe('the insights on a phone', () => {
  it('fit the phone’s width, the calls first, each customer’s name leading to its card', async () => {
    const page = await asAdmin('phone');
    await page.goto('/admin/dashboard/1/insights');
    const calls = main(page).getByRole('region', { name: 'שיחות להיום' });
    await calls.getByText('לא הזמין 25 ימים; בדרך כלל מזמין כל 7 ימים.').waitFor();
    await main(page).getByRole('figure').locator('svg rect').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await calls.getByRole('link', { name: 'כרטיס הלקוח סופר השרון' }).click();
    await page.waitForURL(/\/customers\/1003$/);
    await main(page).getByRole('region', { name: 'תובנות' }).getByText('הזמנות ב-90 הימים האחרונים').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('are an administrator’s: a buyer is sent home', async () => {
    const { page } = await newPage(browser, 'phone', app.url);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.goto('/admin/dashboard/1/insights');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
