// A provider that keeps the contract's shapes but not its numbers: every Item/List page says there
// are 20,000 pages and 0 items, and numbers every item 0. The storefront in front of it (proxy mode)
// asks for a bounded number of pages and shows every item it received, each once.
import type { Page, Request } from 'playwright-core';
import { browserFor, newPage, pageErrors } from './support/app';
import { proxiedAppFor } from './support/provider';

const ITEMS = 60;
// Item/List's answers with hostile numbers: 20,000 pages, a count of 0, every id 0.
const app = proxiedAppFor({ items: ITEMS }, (provider) =>
  provider.use('/api/Item/List', (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: { payload?: { items: Array<Record<string, unknown>>; totalCount?: number; totalPages?: number } }) => {
      if (body.payload)
        body.payload = { ...body.payload, totalCount: 0, totalPages: 20_000, items: body.payload.items.map((i) => ({ ...i, id: 0 })) };
      return json(body);
    };
    next();
  }),
);
const browser = browserFor();

/** Opens a page at `path`, counting its /api requests, and scrolls to the end of its list until no more arrive. */
async function scrolledToTheEnd(path: string): Promise<{ page: Page; requests: string[] }> {
  const { page } = await newPage(browser, 'phone', app.url);
  const requests: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) requests.push(url.pathname + url.search);
  });
  await page.goto(path);
  await page.locator('main article.product-card').first().waitFor();
  // Down to the end, again and again: a list that believed the 20,000 pages would ask for page after page.
  for (let round = 0, seen = -1; round < 30; round++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
    const now = requests.length;
    if (now === seen && round > 5) break;
    seen = now;
  }
  return { page, requests };
}

describe('a provider that reports 20,000 pages, a count of 0 and ids of 0', () => {
  it('all products: the list asks for a bounded number of pages and shows every item it received, each once', async () => {
    const { page, requests } = await scrolledToTheEnd('/items');
    expect(requests.length).toBeLessThan(20);
    const cards = page.locator('main article.product-card');
    expect(await cards.count()).toBe(ITEMS);
    const names = await cards.evaluateAll((all) =>
      all.map((c) => document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent),
    );
    expect(new Set(names).size).toBe(ITEMS);
    // The count says what the page shows, not the provider's 0.
    expect(await page.locator('.product-list__count').innerText()).toBe(`${ITEMS} מוצרים`);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("a search: the server's index read the items the pages held, and the page shows them", async () => {
    await app.searchReady();
    const { page, requests } = await scrolledToTheEnd(`/search?query=${encodeURIComponent('במבה')}`);
    expect(requests.length).toBeLessThan(20);
    expect(requests.filter((r) => r.startsWith('/api/Item/List'))).toEqual([]);
    const names = await page
      .locator('main article.product-card')
      .evaluateAll((all) => all.map((c) => document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('במבה'))).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
