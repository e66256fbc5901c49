// The storefront in front of an independent implementation of its own contract: Prism's mock of the
// OpenAPI document, in dynamic mode (e2e/support/prism.ts), which keeps the letter of the document and
// none of the demo's data: ids in the tens of millions, pack sizes in the millions, pages past counting,
// Latin filler for Hebrew names, pictures at addresses that are no pictures. As a visitor, a buyer and
// an administrator, at a phone's and a laptop's size, every page the product has stays a page: no
// uncaught error, never blank nor a screen that failed to draw, no tab over 500 MB, no more than 50
// requests besides the app's code (and no more than 60 files of it on a full load); and nothing the
// storefront (its browser side or its server) sends breaks the document as Prism reads it.
import type { Page } from 'playwright-core';
import type { UserType } from '@shared/contract/entities';
import { appFor, browserFor, login, newPage, pageErrors, VIEWPORTS, type ViewportName } from './support/app';
import { common } from '../client/i18n/common';
import { startIdentity, startPrism, type IdentityFront, type PrismProvider } from './support/prism';

let prism: PrismProvider;
let front: IdentityFront;
beforeAll(async () => {
  prism = await startPrism('47');
  front = await startIdentity(prism.url, 'Business');
}, 90_000);
afterAll(async () => {
  await front?.close();
  await prism?.close();
});
const app = appFor(() => ({ PROVIDER_URL: front.url }), { checkResponses: false });
const browser = browserFor();

/** The user id the front signs everyone in as (its token's `sub`, UserInfo's `id`). */
const USER = 7;

const PAGES: Record<'visitor' | UserType, string[]> = {
  visitor: [
    '/',
    '/items',
    '/search?q=' + encodeURIComponent('חלב'),
    '/categories/1',
    '/categories/1/itemGroup/1',
    '/shoppingCart',
    '/quick-order',
    '/accessibility',
    '/register',
    '/no-such-page',
  ],
  Business: [
    '/',
    '/items',
    '/shoppingCart',
    '/quick-order',
    `/business/dashboard/${USER}`,
    `/business/dashboard/${USER}/orders`,
    '/standing-orders',
    '/change-password',
  ],
  Administrator: [
    `/admin/dashboard/${USER}`,
    `/admin/dashboard/${USER}/items`,
    `/admin/dashboard/${USER}/orders`,
    `/admin/dashboard/${USER}/prices`,
    `/admin/dashboard/${USER}/insights`,
    '/customers',
    '/customers/1',
    '/categories',
    '/categories/edit/1',
    '/attributes',
    '/attributes/1/values',
    '/priceLists',
    '/add-product',
    '/products/edit/1',
    '/products/1/price',
    '/products/1/images',
  ],
};

const MEGABYTE = 1024 * 1024;

interface Visit {
  path: string;
  /** The requests the page sent but for the app's code: its calls, pictures, fonts and the page itself. */
  requests: number;
  /** The app's code files it loaded (a full load: the shell's and the page's chunks). */
  code: number;
  /** Where most requests went, for a failure's message. */
  most: string;
  heapMb: number;
  text: string;
  errors: string[];
}

/** Opens `path` as a person would (a full load), waits until the page settles, and reads what it cost and shows. */
async function visit(page: Page, path: string): Promise<Visit> {
  let requests = 0;
  let code = 0;
  const seen = new Map<string, number>();
  const count = (r: import('playwright-core').Request) => {
    // The app's own code (its hashed scripts and stylesheets) is counted apart from what the page asks for.
    if (/\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/.test(r.url())) {
      code++;
      return;
    }
    requests++;
    const key = r
      .url()
      .replace(/[?].*/, '')
      .replace(/\/[^/]*$/, '/*');
    seen.set(key, (seen.get(key) ?? 0) + 1);
  };
  page.on('request', count);
  const before = pageErrors(page).length;
  await page.goto(path);
  // Prism makes up every answer anew: a page settles when the network does (bounded, as a person waits).
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  page.off('request', count);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const heap = metrics.find((m) => m.name === 'JSHeapTotalSize')?.value ?? 0;
  const text = (
    await page
      .locator('main')
      .innerText({ timeout: 5_000 })
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .trim();
  const most = [...seen].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return {
    path,
    requests,
    code,
    most: most.map(([where, n]) => `${n}× ${new URL(where).pathname}`).join(', '),
    heapMb: Math.round(heap / MEGABYTE),
    text,
    errors: pageErrors(page).slice(before),
  };
}

/** The pages a role may open, each checked; what broke, page by page, for one readable failure. */
async function walk(page: Page, role: 'visitor' | UserType): Promise<void> {
  const visits: Visit[] = [];
  for (const path of PAGES[role]) visits.push(await visit(page, path));
  const broken = visits
    .filter(
      (v) =>
        v.errors.length > 0 || v.text === '' || v.text.includes(common.screenFailed) || v.requests > 50 || v.code > 60 || v.heapMb > 500,
    )
    .map(
      (v) =>
        `${v.path}: ${v.requests} requests (${v.most}) and ${v.code} code files, ${v.heapMb} MB, text '${v.text.slice(0, 80)}', errors ${v.errors.join(' | ')}`,
    );
  expect(broken).toEqual([]);
  // Every request the pages sent (through the storefront's server) kept to the document.
  expect(prism.violations).toEqual([]);
  // Each page shows something of its own, not only a frame around nothing.
  for (const v of visits) expect(v.text.length).toBeGreaterThan(10);
}

const ROLES: Array<{ role: 'visitor' | UserType; who: string; email?: string }> = [
  { role: 'visitor', who: 'a visitor opens every public page' },
  { role: 'Business', who: 'a buyer signs in and opens every page of theirs', email: 'buyer@example.com' },
  { role: 'Administrator', who: 'an administrator signs in and opens every back-office screen', email: 'admin@example.com' },
];

describe('in front of Prism (dynamic)', () => {
  // At a phone's and a laptop's size at once: two people, each in a browser context of their own.
  it.each(ROLES)('$who at both sizes: no error, never blank, no more than 50 requests, under 500 MB', async ({ role, email }) => {
    if (role !== 'visitor') front.role = role;
    await Promise.all(
      (Object.keys(VIEWPORTS) as ViewportName[]).map(async (viewport) => {
        const { context, page } = await newPage(browser, viewport, app.url);
        if (email) {
          // The front signs anyone in as this role (Prism itself answers Login with no readable token).
          await page.goto('/');
          await login(page, email, 'Passw0rd!');
        }
        await walk(page, role);
        await context.close();
      }),
    );
  });
});
