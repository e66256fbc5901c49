// An action held at the provider: its requests wait at the network until released, so a journey can
// look at the page while the action is under way (a busy button, a second press).
import type { Locator, Page } from 'playwright-core';
import { afterNextFrames } from './app';

export interface HeldRequests {
  /** How many requests to the address were sent so far. */
  readonly sent: number;
  /** Lets the held requests (and any later ones) go on, and stops holding. */
  release(): Promise<void>;
}

/** Holds every request the page sends to `url` (a glob, as page.route takes) until released. */
export async function holdRequests(page: Page, url: string): Promise<HeldRequests> {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (open = resolve));
  let sent = 0;
  const going: Array<Promise<void>> = [];
  await page.route(url, (route) => {
    sent += 1;
    const go = released.then(() => route.continue());
    going.push(go);
    return go;
  });
  return {
    get sent() {
      return sent;
    },
    async release() {
      open();
      // Unrouted once every held request went on (unrouting first would answer them itself).
      await Promise.all(going);
      await page.unroute(url);
    },
  };
}

/**
 * Presses Enter where the focus is while an action is held, and says what a keyboard user then
 * has: whether the button still has the focus, its aria-busy, and how many requests were sent.
 */
export async function pressedAgainWhileHeld(page: Page, button: Locator, held: HeldRequests) {
  await page.keyboard.press('Enter');
  await afterNextFrames(page);
  return {
    focused: await button.evaluate((b) => b === document.activeElement),
    busy: await button.getAttribute('aria-busy'),
    sent: held.sent,
  };
}
