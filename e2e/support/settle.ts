// Waiting for what a page is doing rather than for a time: the requests it has sent have all
// finished, and the frames after them are drawn. A journey that asserts something did not happen
// (no dialog opened, no order sent again, nothing moved) waits for this first.
import type { Page, Request } from 'playwright-core';
import { afterNextFrames } from './app';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts keeping the page's requests in flight (before it sends the ones a journey waits for). */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  page.on('close', () => open.clear());
}

/**
 * Waits until the page has no request in flight over two drawn frames (afterNextFrames): what the
 * responses made it do has been done, and whatever that sent has finished too. Fails after
 * `timeoutMs`, naming the requests still open.
 */
export async function requestsSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('requestsSettled needs trackRequests(page) before the requests it waits for');
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (open.size === 0) {
      await afterNextFrames(page);
      if (open.size === 0) return;
    }
    const left = end - Date.now();
    if (left <= 0) throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
    // The next request to end (or the deadline), then look again.
    await new Promise<void>((resolve) => {
      const ended = () => {
        clearTimeout(deadline);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
        resolve();
      };
      const deadline = setTimeout(ended, left);
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
    });
  }
}
