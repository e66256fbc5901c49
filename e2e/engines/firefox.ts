// Firefox ESR from Debian through puppeteer-core over WebDriver BiDi (Debian has no geckodriver),
// headless, in Hebrew. One browser for the file; each viewport gets a browser context of its own.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { VIEWPORTS } from '../support/app';
import { finderScript } from './finder';
import { FIREFOX_PATH } from './install';
import { ScriptedPage } from './scripted';
import { ViewportUnreachable, type Engine, type Key, type Target } from './types';

type Script = (...args: unknown[]) => unknown;

/**
 * Firefox reports a load its service worker could not answer (the server down, nothing kept for it)
 * as a script error of the page: a picture never seen (the app's pictures are under /api/files/), or a
 * read of the API the app makes by itself and whose failure it handles (the order news when the app
 * opens or comes to the front). It is a failed load, as a failed fetch or a broken image is in the
 * other engines, not an uncaught error of the app's code; what the page shows is the journey's own
 * check. Firefox words it two ways (the worker's error, or its rejected respondWith() with Workbox's
 * 'no-response': neither the network nor a cache had it). Any other address is an error.
 */
const SW_LOAD_FAILED =
  /^Error: Failed to load ‘[^’]*\/api\/[^’]+’\. A ServiceWorker (intercepted the request and encountered an unexpected error|passed a promise to FetchEvent\.respondWith\(\) that rejected with ‘Error: no-response :: [^’]*’)\.$/;

/**
 * Firefox says the same of a load the page gave up while its service worker was answering it from the
 * precache: a journey goes to the next page as soon as one has loaded, and leaving the home page
 * cancels the carousel's swiper chunk, imported once the page is idle (the app's import catches it),
 * or the icons the page's head names. A genuine miss says otherwise (the worker's respondWith
 * rejected). So the message is accepted for a file on the page's origin only when the worker's
 * precache holds it, asked when the errors are read: a file missing from the precache, or a page (the
 * precache holds none), is still an error.
 */
const SW_INTERCEPTION_FAILED =
  /^Error: Failed to load ‘([^’]+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/**
 * The same message naming no address at all (‘’): Firefox gives it for an intercepted load the page
 * gave up as it navigated on (seen in 2 of 4 CI runs of the offline journey, on the phone). Having no
 * address, it can be checked against nothing; a page or a file the worker truly failed to give shows in
 * the journey's own checks, each of which waits for what the page shows. So it is not a page error.
 */
const SW_NAMELESS_LOAD_FAILED =
  /^Error: Failed to load ‘’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** The addresses among `urls` that the service worker's precache (Workbox's) answers with a success. */
async function inPrecache(urls: string[]): Promise<string[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
  const held: string[] = [];
  for (const url of urls)
    for (const name of names) {
      if ((await (await caches.open(name)).match(url))?.ok) {
        held.push(url);
        break;
      }
    }
  return held;
}

class FirefoxPage extends ScriptedPage {
  readonly engine = 'firefox' as const;
  private readonly errors: string[] = [];

  constructor(
    private readonly page: Page,
    viewport: 'desktop' | 'phone',
    baseURL: string,
    /** A tab newTab opened: closing it leaves the browser context (and the first page) open. */
    private readonly tab = false,
  ) {
    super(viewport, baseURL);
    page.on('pageerror', (err) => {
      const said = String(err);
      if (!SW_LOAD_FAILED.test(said) && !SW_NAMELESS_LOAD_FAILED.test(said)) this.errors.push(said);
    });
    page.setDefaultTimeout(15_000);
  }

  protected script<T>(body: string, arg?: unknown): Promise<T> {
    return this.page.evaluate(new Function(body) as Script, arg) as Promise<T>;
  }
  protected async clickFound(target: Target) {
    const handle = await this.page.evaluateHandle(new Function(finderScript('el')) as Script, target);
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) throw new Error('the element was detached');
    try {
      await el.click();
    } finally {
      await handle.dispose();
    }
  }
  protected async keys(text: string, delayMs: number) {
    await this.page.keyboard.type(text, { delay: delayMs });
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async newTab(path: string) {
    const tab = new FirefoxPage(await this.page.browserContext().newPage(), this.viewport, this.baseURL, true);
    await tab.setViewport(VIEWPORTS[this.viewport]);
    await tab.goto(path);
    return tab;
  }
  /**
   * The page's own address. Puppeteer's copy follows BiDi's history events and can miss a History API
   * change (puppeteer#10405; the thank-you page is reached by one), so the page is asked; while a load
   * replaces it, puppeteer's copy is the answer.
   */
  async url() {
    return this.page.evaluate(() => location.href).catch(() => this.page.url());
  }
  async pressKey(key: Key) {
    await this.page.keyboard.press(key);
  }
  async evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.page.evaluate(fn as Script, arg) as Promise<T>;
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }
  async setViewport(size: { width: number; height: number }) {
    await this.page.setViewport(size);
    const inner = await this.page.evaluate(() => innerWidth);
    if (inner !== size.width) throw new ViewportUnreachable(`firefox: innerWidth is ${inner}, not ${size.width}`);
  }
  /**
   * A file of the app's build that the message says the service worker failed to load, if it is one: on
   * the page's origin, with no query (a chunk under /assets/, or an icon at the root such as favicon.svg,
   * which a page left as it loads gives up the same way). Whether the precache holds it is asked after.
   */
  private buildFileOf(error: string): string | undefined {
    const url = URL.parse(SW_INTERCEPTION_FAILED.exec(error)?.[1] ?? '');
    const own = url !== null && url.origin === new URL(this.baseURL).origin && url.search === '';
    return own ? url.href : undefined;
  }
  async pageErrors() {
    const files = [...new Set(this.errors.map((e) => this.buildFileOf(e)).filter((f) => f !== undefined))];
    // A page that cannot be asked (closed, or elsewhere) accepts none of them.
    const precached = files.length ? await this.page.evaluate(inPrecache, files).catch(() => [] as string[]) : [];
    return this.errors.filter((e) => !precached.includes(this.buildFileOf(e) ?? ''));
  }
  async close() {
    await (this.tab ? this.page.close() : this.page.browserContext().close());
  }
}

/** Launches headless Firefox ESR over BiDi, asking for Hebrew pages. */
export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'he-IL, he', 'intl.locale.requested': 'he-IL' },
  });
  return {
    name: 'firefox',
    async open(viewport, baseURL) {
      const context = await browser.createBrowserContext();
      const page = new FirefoxPage(await context.newPage(), viewport, baseURL);
      await page.setViewport(VIEWPORTS[viewport]);
      return page;
    },
    close: () => browser.close(),
  };
}
