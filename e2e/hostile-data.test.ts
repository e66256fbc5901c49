// A provider that keeps the letter of the contract but not the demo's data: every
// item's name starts with one unbroken word of 200 letters, every picture address is broken, and the
// prices change under a cart. The storefront in front of it (proxy mode) stays usable at a phone's and
// a laptop's size: pictures the server drew and those the app draws show the placeholder, never the
// browser's broken icon, and no text (a name, a cart notice) is wider than the screen.
import type { Page } from 'playwright-core';
import { browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { proxiedAppFor } from './support/provider';
import { closeRecommendedIfOpen } from './support/shop';

const LONG_WORD = 'ש'.repeat(200);
/** Prices go up by this many shekels once a test says so (the cart then has notices to show). */
let priceRise = 0;

/** Every item in a payload as the hostile provider sends it. */
function hostile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hostile);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) out[key] = hostile(v);
  if (typeof record.itemId === 'string' && typeof record.itemDescription === 'string') {
    out.itemDescription = `${LONG_WORD}${record.itemDescription}`;
    out.pictureUrl = `/api/files/missing-${record.itemId}`;
    if (typeof record.salePriceInNIS === 'number') out.salePriceInNIS = record.salePriceInNIS + priceRise;
  }
  return out;
}

const app = proxiedAppFor({ items: 60 }, (provider) =>
  provider.use(['/api/Item', '/api/Search'], (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(hostile(body));
    next();
  }),
);
const browser = browserFor();
afterEach(() => (priceRise = 0));

/** The page's first pictures (a dozen) once the browser finished them: their addresses, and whether each shows something. */
async function pictures(page: Page): Promise<Array<{ src: string; shown: boolean }>> {
  await page.waitForLoadState('networkidle');
  const images = (await page.locator('main img').all()).slice(0, 12);
  const seen: Array<{ src: string; shown: boolean }> = [];
  // Each brought into view as a person scrolls, so that a lazy picture is asked for.
  for (const img of images) {
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((el: HTMLImageElement) =>
      el.complete ? undefined : new Promise((done) => el.addEventListener('loadend' in el ? 'loadend' : 'load', done, { once: true })),
    );
    // A failed picture's placeholder is drawn after its error: given a moment, as the eye is.
    await page.waitForTimeout(50);
    seen.push(
      await img.evaluate((el: HTMLImageElement) => ({ src: el.getAttribute('src') ?? '', shown: el.complete && el.naturalWidth > 0 })),
    );
  }
  return seen;
}

/** The elements wider than the screen (their text runs past it), and how wide the page is. */
async function overflow(page: Page): Promise<{ pageWidth: number; screen: number; wide: string[] }> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('main *, [role="status"], [role="alert"]')]
      // A text for screen readers only is clipped to a pixel by design.
      .filter((el) => !el.closest('.visually-hidden'))
      .filter((el) => el.getBoundingClientRect().width > screen + 1 || el.scrollWidth > screen + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().width)}px`);
    return { pageWidth: document.documentElement.scrollWidth, screen, wide };
  });
}

describe.each<ViewportName>(['phone', 'desktop'])('in front of a provider with broken pictures and unbroken words (%s)', (viewport) => {
  it('a visitor: the list the server drew shows placeholders for broken pictures, and every name wraps', async () => {
    const { page, context } = await newPage(browser, viewport, app.url);
    await page.goto('/items');
    await page.locator('main article.product-card').first().waitFor();
    const shown = await pictures(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((p) => !p.shown || p.src.includes('missing-'))).toEqual([]);
    const { pageWidth, screen, wide } = await overflow(page);
    expect(wide).toEqual([]);
    expect(pageWidth).toBeLessThanOrEqual(screen);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('a buyer: a pasted list of one line of a megabyte is refused at once with a message naming the line, the page responsive', async () => {
    const { page, context } = await newPage(browser, viewport, app.url);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.goto('/quick-order');
    const list = page.getByRole('textbox', { name: 'הדבקת רשימה' });
    // A paste, as a person pastes: the whole text at once, then a few letters typed after it.
    await list.fill(`7290000000011 6\n${'1,'.repeat(500_000)}`);
    await list.press('End');
    await page.keyboard.type(' 12', { delay: 30 });
    const started = Date.now();
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    await page.getByRole('alert').filter({ hasText: 'שורה 2 ארוכה מ-2,000 תווים' }).waitFor({ timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
    // The next frames are drawn at once: nothing holds the page's thread.
    const frame = await page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame((t0) => requestAnimationFrame((t1) => done(t1 - t0)))),
    );
    expect(frame).toBeLessThan(500);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('a buyer: the cart with a long name and the notice of a changed price fits the screen, its pictures placeholders', async () => {
    const { page, context } = await newPage(browser, viewport, app.url);
    await page.goto('/items');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await closeRecommendedIfOpen(page);
    const card = page
      .locator('main article.product-card')
      .filter({ has: page.getByRole('button', { name: 'הוספה לסל' }) })
      .first();
    await card.getByRole('button', { name: 'הוספה לסל' }).click();
    await closeRecommendedIfOpen(page);
    // Meanwhile the provider changed every price: the cart says so, line by line.
    priceRise = 1;
    await page.goto('/shoppingCart');
    await page.getByRole('heading', { level: 1, name: 'סל הקניות' }).waitFor();
    await closeRecommendedIfOpen(page);
    const notice = page.locator('main .cart-line__notice').first();
    await notice.waitFor();
    const noticeWidth = await notice.evaluate((el) => el.getBoundingClientRect().width);
    const { pageWidth, screen, wide } = await overflow(page);
    expect(noticeWidth).toBeLessThanOrEqual(screen);
    expect(wide).toEqual([]);
    expect(pageWidth).toBeLessThanOrEqual(screen);
    const shown = await pictures(page);
    expect(shown.filter((p) => !p.shown || p.src.includes('missing-'))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
