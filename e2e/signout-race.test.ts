// A buyer's read still under way when they sign out is never kept by the service worker: the sign-out
// wiped the buyer's kept responses, and the answer that arrives after it (their prices) must not be
// written back for whoever opens the app next offline (client/sw/sessionGuard.ts). The network
// holds the read until the sign-out is done, as a slow line would.
import type { Page } from 'playwright-core';
import { appFor, browserFor, login, newPage, pageErrors } from './support/app';
import { closeRecommendedIfOpen } from './support/shop';

/** The page number that marks the read the provider holds. */
const HELD_PAGE = 4242;
let heldSeen = 0;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));

const app = appFor(
  {},
  {
    before: (req, _res, next) => {
      if (!req.path.startsWith('/api/Item/List') || req.query.pageNumber !== String(HELD_PAGE)) return next();
      heldSeen += 1;
      void released.then(() => next());
    },
  },
);
afterAll(() => release());
const browser = browserFor();

/** The names of the users' caches the page's origin holds. */
const userCaches = (page: Page) => page.evaluate(() => caches.keys().then((names) => names.filter((n) => n.startsWith('user-answers-'))));

/** A catalogue read with the signed-in user's token, through the worker; resolves to its status. */
const readAsUser = (page: Page, pageNumber: number) =>
  page.evaluate(
    (n) =>
      fetch(`/api/Item/List?pageSize=1&pageNumber=${n}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then(
        (r) => r.status,
        () => 'failed',
      ),
    pageNumber,
  );

it("drops a buyer's read that was under way at sign-out instead of keeping it in the wiped cache", async () => {
  const { context, page } = await newPage(browser, 'phone', app.url, { serviceWorkers: 'allow' });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await login(page, 'shop@example.com', 'Shop1234!');
  await closeRecommendedIfOpen(page);
  expect(await readAsUser(page, 1)).toBe(200);
  await page.waitForFunction(() => caches.keys().then((names) => names.some((n) => n.startsWith('user-answers-'))));

  // The read leaves; the provider holds it; the buyer signs out meanwhile, and their cache is wiped.
  await page.evaluate((n) => {
    const token = localStorage.getItem('token');
    (window as unknown as { held: Promise<unknown> }).held = fetch(`/api/Item/List?pageSize=1&pageNumber=${n}`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then(
      (r) => r.status,
      () => 'failed',
    );
  }, HELD_PAGE);
  while (heldSeen === 0) await page.waitForTimeout(50);
  await page.getByRole('button', { name: 'התנתקות' }).click();
  await page.getByRole('button', { name: 'התחברות' }).waitFor();
  await page.waitForFunction(() => caches.keys().then((names) => !names.some((n) => n.startsWith('user-answers-'))));

  // The answer arrives after the wipe: the page may have it, the cache does not keep it.
  release();
  await page.evaluate(() => (window as unknown as { held: Promise<unknown> }).held);
  // The worker writes a response after handing it to the page: given time to, as a cache write takes.
  await page.waitForTimeout(1000);
  expect(await userCaches(page)).toEqual([]);
  const kept = await page.evaluate(async (n) => {
    const found = await caches.match(`/api/Item/List?pageSize=1&pageNumber=${n}`, { ignoreVary: true, ignoreSearch: false });
    return found ? await found.text() : null;
  }, HELD_PAGE);
  expect(kept).toBeNull();
  expect(pageErrors(page)).toEqual([]);
  await context.close();
});
