// The home banner carousel (docs/product.md §2.4): autoplay every 3 s, clickable bullets, a pause
// control, and at no moment a focusable control inside a part hidden from assistive technology.
import type { Page } from 'playwright-core';
import { hiddenFocusables, seriousViolations, watchHiddenFocusables } from './support/axe';
import { afterNextFrames, appFor, browserFor, newPage, pageErrors, type ViewportName } from './support/app';

const browser = browserFor();
const app = appFor();

/** The banner number (1-based) of the slide swiper shows now. */
async function activeBanner(page: Page): Promise<number> {
  const alt = await page.locator('.banner-carousel .swiper-slide-active img').getAttribute('alt');
  return Number(/באנר (\d+)/.exec(alt ?? '')?.[1]);
}

/** Waits until swiper's slide change under way (if any) has ended: the autoplay's next delay begins then. */
async function afterTransition(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const swiper = (document.querySelector('.banner-carousel__swiper') as (Element & { swiper?: SwiperLike }) | null)?.swiper;
        if (!swiper?.animating) return resolve();
        swiper.once('transitionEnd', () => resolve());
      }),
  );
}
interface SwiperLike {
  animating: boolean;
  once(event: string, handler: () => void): void;
}

/** Waits until swiper shows banner `n` (of 3). */
async function waitForBanner(page: Page, n: number, timeout = 2000): Promise<void> {
  await page.locator(`.banner-carousel .swiper-slide-active img[alt="באנר ${n} מתוך 3"]`).waitFor({ state: 'attached', timeout });
}

describe.each<ViewportName>(['desktop', 'phone'])('the home banner carousel on %s', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    // The page's clock (timers, frames, Date) runs as usual, and the test moves it ahead by hand
    // instead of waiting for the autoplay's delay.
    await page.clock.install();
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
    // Paused in the test before: well past one autoplay delay (its timer, had it one, set as the slide
    // change ended, has come), the banner has not changed.
    await afterTransition(page);
    await page.clock.runFor(3500);
    await afterNextFrames(page);
    expect(await activeBanner(page)).toBe(2);
    const play = page.getByRole('button', { name: 'הפעלת החלפת הבאנרים' });
    await play.click();
    await page.getByRole('button', { name: 'עצירת החלפת הבאנרים' }).waitFor();
    // One autoplay delay (its clock moved by hand) and it moves on; after the last banner comes the first (looping).
    for (const next of [3, 1]) {
      await afterTransition(page);
      await page.clock.runFor(3000);
      await waitForBanner(page, next);
    }
    expect(pageErrors(page)).toEqual([]);
  });
});
