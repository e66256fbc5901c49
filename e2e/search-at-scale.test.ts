// A real supplier's catalogue in front of a weak provider: the server in proxy mode before a provider
// of 20,000 items whose own Item/List search is a plain substring (MOCK_SEARCH=plain: no spelling
// forgiven). A buyer on a phone searches as shopkeepers type (a defective spelling, a plural, a Latin
// brand, a typo, a word that matches nothing, a barcode at a scanner's speed) in Chromium, Firefox ESR
// and WebKitGTK: each finds its items (or says nothing matched) within a few small requests, and the
// page never reads the catalogue as a whole. The page's requests are read from its own Resource Timing
// entries, the same way in every engine.
import type { Item } from '@shared/contract/entities';
import { proxiedAppFor } from './support/provider';
import { ENGINES, engineFor } from './engines';
import { poll, ViewportUnreachable, type EnginePage, type Target } from './engines/types';

/**
 * What a search may ask of /api, whatever the catalogue's size: for the term and for what was typed
 * of it at each pause in the typing, at most one round of suggestions, one page of results and one
 * 'did you mean' each; one page of the term's own results; at most one look-up of a code; nothing
 * else (no page of Item/List, the catalogue's read). Its cost is bounded by the typing, not the catalogue.
 */
function withinBudget(requests: readonly string[], term: string): 'within' | { over: readonly string[] } {
  const typed = (r: string) => {
    const asked = new URL(r, 'http://x').searchParams.get('term') ?? '';
    return asked !== '' && term.startsWith(asked);
  };
  const seen = new Set<string>();
  let own = 0;
  let closest = 0;
  let code = 0;
  // The app's frame reads, once a visit, what the provider offers and (for a buyer, when it keeps a
  // status) the latest orders' news: not the search's cost, but never more than once each.
  const frame = new Map([
    ['/api/Capabilities', 0],
    ['/api/Order/List', 0],
  ]);
  for (const r of requests) {
    const url = new URL(r, 'http://x');
    const once = frame.get(url.pathname);
    if (once !== undefined) {
      if (once > 0) return { over: requests };
      frame.set(url.pathname, 1);
    } else if (url.pathname === '/api/Search/Items' && typed(r) && ['8', '24'].includes(url.searchParams.get('pageSize') ?? '')) {
      const key = `${url.searchParams.get('term')}|${url.searchParams.get('pageSize')}`;
      if (seen.has(key)) return { over: requests };
      seen.add(key);
      if (url.searchParams.get('term') === term && url.searchParams.get('pageSize') === '24') own++;
    } else if (url.pathname === '/api/Search/Closest' && typed(r)) {
      const key = `${url.searchParams.get('term')}|closest`;
      if (seen.has(key)) return { over: requests };
      seen.add(key);
      if (url.searchParams.get('term') === term) closest++;
    } else if (url.pathname.startsWith('/api/Search/Code/')) code++;
    else return { over: requests };
  }
  return own === 1 && closest <= 1 && code <= 1 ? 'within' : { over: requests };
}
const ITEMS = 20_000;

const app = proxiedAppFor({ items: ITEMS, search: 'plain' });
let catalogue: Array<Pick<Item, 'itemDescription' | 'catalogNumber'>> = [];
beforeAll(() => {
  catalogue = [...app.mock.store.db.items.values()];
});

const searchBox: Target = { role: 'searchbox', name: 'חיפוש' };
const main: Target = { css: 'main' };
const loginButton: Target = { role: 'button', name: 'התחברות', exact: true };
const logoutButton: Target = { role: 'button', name: 'התנתקות', exact: true };

/** The names of the product cards the page shows. */
const cardNames = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main article.product-card')].map(
      (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
    ),
  );

/** The /api requests the page made since the timings were last cleared: their paths and queries. */
const apiRequests = (page: EnginePage) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.pathname.startsWith('/api/') && !u.pathname.startsWith('/api/files/'))
      .map((u) => u.pathname + u.search),
  );

async function signIn(page: EnginePage): Promise<void> {
  await page.goto('/');
  await page.click(loginButton);
  const dialog: Target = { role: 'dialog' };
  await page.typeKeys({ role: 'textbox', name: 'אימייל', within: dialog }, 'buyer@example.com');
  await page.typeKeys({ label: 'סיסמה', within: dialog }, 'Buyer123!');
  await page.click({ role: 'button', name: 'כניסה', exact: true, within: dialog });
  await page.waitFor(logoutButton);
}

/**
 * Types a search into the header's box on the home page (a person's keys, or a scanner's), waits for
 * its results or its empty state, and gives the names shown and the /api requests the search made.
 */
async function search(page: EnginePage, term: string, delayMs: number): Promise<{ names: string[]; requests: string[]; empty: boolean }> {
  await page.goto('/');
  await page.waitFor(searchBox);
  // The page's own reads as it loads are not the search's: they end first.
  await poll(
    () =>
      page.evaluate(async () => {
        performance.setResourceTimingBufferSize(10_000);
        const before = performance.getEntriesByType('resource').length;
        await new Promise((r) => setTimeout(r, 400));
        return performance.getEntriesByType('resource').length === before;
      }),
    () => 'the home page to end its requests',
  );
  await page.evaluate(() => performance.clearResourceTimings());
  await page.typeKeys(searchBox, term, { delayMs });
  await page.waitFor({ role: 'heading', level: 1, name: `תוצאות חיפוש עבור: ${term}`, exact: true, within: main });
  const settled = await poll(
    async () => {
      const names = await cardNames(page);
      if (names.length > 0) return { names, empty: false };
      const empty = await page.isVisible({ role: 'heading', name: 'לא נמצאו מוצרים', within: main });
      return empty ? { names, empty: true } : undefined;
    },
    () => `the results or the empty state of '${term}'`,
    15_000,
  );
  // What a search still sets off once shown ('did you mean' after an empty page) has its chance.
  await new Promise((r) => setTimeout(r, 500));
  return { ...settled, requests: await apiRequests(page) };
}

describe.each(ENGINES)('searching 20,000 items through a provider whose search knows no spelling, in %s', (engineName) => {
  const engine = engineFor(engineName);
  // Nested, so the page is closed before its engine is.
  describe('as a buyer', () => journeyIn(engine));
});

function journeyIn(engine: ReturnType<typeof engineFor>): void {
  let page: EnginePage | undefined;
  let unreachable: string | undefined;

  beforeAll(async () => {
    await app.searchReady();
    for (const viewport of ['phone', 'desktop'] as const) {
      try {
        page = await engine.open(viewport, app.url);
        break;
      } catch (err) {
        if (!(err instanceof ViewportUnreachable)) throw err;
        unreachable = err.message;
      }
    }
    if (!page) throw new Error(`no viewport could be had: ${unreachable}`);
    await signIn(page);
  }, 120_000);
  afterAll(() => page?.close());

  const find = (name: string) => catalogue.find((i) => i.itemDescription.startsWith(name) && /^\d{13}$/.test(i.catalogNumber))!;

  it.each([
    ['a defective spelling', 'ניר טואלט', 'נייר טואלט'],
    ['a plural', 'במבות', 'במבה'],
    ['a brand in Latin letters', 'bamba', 'במבה'],
    ['a typo', 'במבע', 'במבה'],
  ])('finds %s (%s) that the provider alone does not, within the budget', async (_what, term, expected) => {
    const own = await fetch(`${app.providerUrl}/api/Item/List?pageSize=5&SearchTerm=${encodeURIComponent(term)}`);
    expect(((await own.json()) as { payload: { items: Item[] } }).payload.items).toEqual([]);
    const found = await search(page!, term, 60);
    expect(found.names.length).toBeGreaterThan(0);
    expect(found.names.filter((n) => !n.startsWith(expected))).toEqual([]);
    expect({ term, requests: withinBudget(found.requests, term) }).toEqual({ term, requests: 'within' });
  });

  it('says nothing matched a word that matches nothing, offering what is close, within the budget and reading no catalogue', async () => {
    const found = await search(page!, 'קסילופון', 60);
    expect(found).toMatchObject({ empty: true, names: [] });
    expect(withinBudget(found.requests, 'קסילופון')).toBe('within');
    // 'Did you mean' for the word once (a pause while typing may have asked for a prefix too: the budget allows one each).
    expect(found.requests.filter((r) => r === `/api/Search/Closest?term=${encodeURIComponent('קסילופון')}`)).toHaveLength(1);
  });

  it("finds the item of a barcode typed at a scanner's speed, within the budget", async () => {
    const item = find('שוקולד');
    const found = await search(page!, item.catalogNumber, 15);
    expect(found.names).toEqual([item.itemDescription]);
    expect(withinBudget(found.requests, item.catalogNumber)).toBe('within');
    expect(await page!.pageErrors()).toEqual([]);
  });
}
