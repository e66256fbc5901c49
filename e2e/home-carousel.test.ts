// The home banner carousel (docs/product.md §2.4): autoplay every 3 s, clickable bullets, a pause
// control, and at no moment a focusable control inside a part hidden from assistive technology.
import type { Page } from 'playwright-core';
import { hiddenFocusables, seriousViolations, watchHiddenFocusables } from './support/axe';
import { appFor, browserFor, newPage, pageErrors, type ViewportName } from './support/app';

const browser = browserFor();
const app = appFor();

/** The banner number (1-based) of the slide swiper shows now. */
async function activeBanner(page: Page): Promise<number> {
  const alt = await page.locator('.banner-carousel .swiper-slide-active img').getAttribute('alt');
  return Number(/באנר (\d+)/.exec(alt ?? '')?.[1]);
}

/** Waits until swiper shows banner `n` (of 3). */
async function waitForBanner(page: Page, n: number, timeout = 2000): Promise<void> {
  await page.locator(`.banner-carousel .swiper-slide-active img[alt="באנר ${n} מתוך 3"]`).waitFor({ state: 'attached', timeout });
}

describe.each<ViewportName>(['desktop', 'phone'])('the home banner carousel on %s', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await watchHiddenFocusables(page);
    await page.goto('/');
  });
  afterAll(() => page.context().close());

  it('shows the first banner at once and then becomes a carousel with a bullet per banner and a pause button', async () => {
    await page.getByRole('img', { name: 'באנר 1 מתוך 3' }).first().waitFor();
    const pause = page.getByRole('button', { name: 'עצירת החלפת הבאנרים' });
    await pause.waitFor();
    for (const n of [1, 2, 3]) await page.getByRole('button', { name: `מעבר לבאנר ${n}` }).waitFor();
    // Only the carousel's slides are announced now; the first picture under them is hidden.
    expect(await page.locator('.banner-carousel__first').getAttribute('aria-hidden')).toBe('true');
  });

  it('never had a focusable control inside a hidden part, and axe finds no serious violation', async () => {
    expect(await hiddenFocusables(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('moves to a banner when its bullet is pressed', async () => {
    await page.getByRole('button', { name: 'עצירת החלפת הבאנרים' }).click();
    await page.getByRole('button', { name: 'מעבר לבאנר 3' }).click();
    await waitForBanner(page, 3);
    await page.getByRole('button', { name: 'מעבר לבאנר 2' }).click();
    await waitForBanner(page, 2);
  });

  it('stays on its banner while paused, and moves on by itself every 3 seconds when played again', async () => {
    // Paused in the test before: well past one autoplay delay, the banner has not changed.
    await page.waitForTimeout(3500);
    expect(await activeBanner(page)).toBe(2);
    const play = page.getByRole('button', { name: 'הפעלת החלפת הבאנרים' });
    await play.click();
    await page.getByRole('button', { name: 'עצירת החלפת הבאנרים' }).waitFor();
    await waitForBanner(page, 3, 5000);
    // Looping: after the last banner comes the first.
    await waitForBanner(page, 1, 5000);
    expect(pageErrors(page)).toEqual([]);
  });
});
