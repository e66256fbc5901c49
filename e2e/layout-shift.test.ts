// No layout shift: on each storefront page, in both viewports, the browser's own
// layout-shift entries (those not caused by input) add up to at most 0.02: while the page and its
// late parts arrive (banner carousel, categories menu, logo, group navigator, an item's details), and
// while infinite scroll loads more products.
import type { Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { appFor, browserFor, newPage, pageErrors, type ViewportName } from './support/app';
import { requestsSettled, trackRequests } from './support/settle';

const browser = browserFor();
const app = appFor();
const LIMIT = 0.02;

/** Starts recording layout shifts before any script of the page runs. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; sources: string[] }>; __takeShifts: () => void };
    w.__shifts = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // A reading takes the entries recorded and not yet handed to the callback too.
    w.__takeShifts = () => take(observer.takeRecords());
  });
}

async function shifts(page: Page): Promise<{ total: number; sources: string[] }> {
  const list = await page.evaluate(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; sources: string[] }>; __takeShifts: () => void };
    w.__takeShifts();
    return w.__shifts;
  });
  return {
    total: list.reduce((n, s) => n + s.value, 0),
    sources: list.filter((s) => s.value > 0.001).flatMap((s) => s.sources.map((src) => `${src} (${s.value.toFixed(3)})`)),
  };
}

/** Fails naming the page, the total and what moved when the shifts add up to more than the limit. */
function expectStill(name: string, found: { total: number; sources: string[] }): void {
  const verdict = (f: { total: number; sources: string[] }) => ({
    page: name,
    total: f.total <= LIMIT ? `at most ${LIMIT}` : f.total.toFixed(3),
    moved: f.total <= LIMIT ? [] : f.sources,
  });
  expect(verdict(found)).toEqual({ page: name, total: `at most ${LIMIT}`, moved: [] });
}

/**
 * Waits until the page's late parts have all come and are drawn: every request it sent has ended
 * (data, banners and pictures, the next page of a list), the work it puts off to an idle moment has
 * begun (the carousel fetches its code so: an idle callback asked for now runs after it), its fonts
 * are loaded, and whatever that sent has ended too, two frames drawn after. The shifts are the
 * browser's own record of each frame, so what moved as they came is all in it.
 */
async function settle(page: Page): Promise<void> {
  await requestsSettled(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await requestsSettled(page);
}

describe.each<ViewportName>(['desktop', 'phone'])('layout shift on %s', (viewport) => {
  let page: Page;
  let category: { id: number; itemGroups: Array<{ id: number }> };
  let item: Item;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    trackRequests(page);
    await recordShifts(page);
    const categories = (await (await page.request.get('/api/Category/List?getAll=true')).json()).payload.items as Array<{
      id: number;
      itemGroups: Array<{ id: number }>;
    }>;
    category = categories.find((c) => c.itemGroups.length > 1)!;
    item = (await (await page.request.get('/api/Item/List?pageSize=1')).json()).payload.items[0] as Item;
  });
  afterAll(() => page.context().close());

  const pages = (): Array<[string, string]> => [
    ['home', '/'],
    ['a category', `/categories/${category.id}`],
    ['search results', `/search?query=${encodeURIComponent('במבה')}`],
    ['an item dialog opened by its link', `/?d=item&itemId=${encodeURIComponent(item.itemId)}`],
  ];

  it('stays put on the home page, a category, search results and an item dialog', async () => {
    for (const [name, path] of pages()) {
      await page.goto(path);
      await settle(page);
      expectStill(name, await shifts(page));
    }
  });

  it('stays put on a product list, while infinite scroll loads more and the group navigator arrives', async () => {
    await page.goto(`/categories/${category.id}/itemGroup/${category.itemGroups[0]!.id}`);
    await settle(page);
    // Scrolled down to the end of the list, again as each next page comes, until the whole list is there.
    const cells = page.locator('.product-grid__cell');
    const whole = page.locator('.product-list__more--done');
    let loads = 0;
    while ((await whole.count()) === 0) {
      const shown = await cells.count();
      await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
      await page.waitForFunction(
        (n) => document.querySelectorAll('.product-grid__cell').length > n || document.querySelector('.product-list__more--done') !== null,
        shown,
      );
      loads += 1;
    }
    expect(loads).toBeGreaterThan(0);
    await settle(page);
    expectStill('a product list', await shifts(page));
    await page.getByRole('navigation', { name: 'מעבר בין קבוצות מוצרים' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('draws a first visit in Heebo when the font comes late (a slow network), and nothing moves when it comes', async () => {
    const { page: first, context } = await newPage(browser, viewport, app.url);
    trackRequests(first);
    await recordShifts(first);
    // The font's files arrive 800 ms late, long after the first paint.
    await first.route(/\.woff2$/, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await first.goto('/');
    // Until both of Heebo's faces have come (or failed).
    await first.waitForFunction(() => {
      const heebo = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Heebo');
      return heebo.length === 2 && heebo.every((f) => f.status === 'loaded' || f.status === 'error');
    });
    await settle(first);
    // The text as the page draws it, against the same text in Heebo's own files loaded under another name.
    const widths = await first.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((l) => l.href);
      const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Heebo');
      for (const face of faces) {
        const url = links.find((href) => href.includes(/U\+590/i.test(face.unicodeRange) ? 'hebrew' : 'latin'))!;
        document.fonts.add(
          await new FontFace('Heebo Reference', `url(${url})`, { unicodeRange: face.unicodeRange, weight: face.weight }).load(),
        );
      }
      const width = (family: string) => {
        const span = document.createElement('span');
        span.textContent = 'מחסני השרון – סיטונאות מזון וכלי בית, 1,234.50 ₪';
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:32px;${family && `font-family:${family}`}`;
        document.body.append(span);
        const w = Math.round(span.getBoundingClientRect().width);
        span.remove();
        return w;
      };
      return { page: width(''), heebo: width("'Heebo Reference'") };
    });
    expect(widths.page).toBe(widths.heebo);
    expectStill('a first visit whose font comes late', await shifts(first));
    await context.close();
  });

  it("stays put on a business user's cart of 30 lines, its recommended items included", async () => {
    const login = await page.request.post('/api/Account/Login', { data: { email: 'buyer@example.com', password: 'Buyer123!' } });
    const token = (await login.json()).payload as string;
    const items = (
      (await (await page.request.get('/api/Item/List?pageSize=100', { headers: { Authorization: `Bearer ${token}` } })).json()).payload
        .items as Item[]
    )
      .filter((i) => i.isAvailable && typeof i.salePriceInNIS === 'number')
      .slice(0, 30);
    const owner = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string | number;
    const cart = items.map((i) => ({
      id: i.id,
      itemId: i.itemId,
      itemDescription: i.itemDescription,
      salePriceInNIS: i.salePriceInNIS,
      pictureUrl: i.pictureUrl,
      quantity: i.itemPackSize,
      itemPackSize: i.itemPackSize,
    }));
    await page.goto('/robots.txt');
    await page.evaluate(
      ({ t, c, o }) => {
        localStorage.setItem('token', t);
        localStorage.setItem(`cart:${o}`, JSON.stringify(c));
      },
      { t: token, c: cart, o: String(owner) },
    );
    // Where the first line's cells stand on every frame from the first one drawn: a line drawn later
    // (a long cart is drawn a few lines a frame) must not move the columns, however small the score.
    await page.addInitScript(() => {
      const w = window as unknown as { __cells: string[] };
      w.__cells = [];
      const watch = () => {
        const cells = document.querySelector('.cart-line')?.children;
        if (cells) {
          const at = Array.from(cells, (c) => Math.round(c.getBoundingClientRect().left)).join(',');
          if (w.__cells.at(-1) !== at) w.__cells.push(at);
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto('/shoppingCart');
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).waitFor();
    await settle(page);
    expectStill('the cart with its recommended items', await shifts(page));
    const columns = await page.evaluate(() => (window as unknown as { __cells: string[] }).__cells);
    expect(columns).toHaveLength(1);
  });
});
