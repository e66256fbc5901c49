// Chromium through playwright-core, launched as every other journey launches it (support/app.ts):
// a context per viewport (a phone is isMobile with touch), targets found by getByRole.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, VIEWPORTS, type ViewportName } from '../support/app';
import { describeTarget, ViewportUnreachable, type Engine, type EnginePage, type Key, type Target } from './types';

function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within) : page;
  let found: Locator;
  if ('role' in target) {
    found = scope.getByRole(target.role as Parameters<Page['getByRole']>[0], {
      name: target.name,
      exact: target.exact,
      level: target.level,
    });
  } else if ('label' in target) {
    found = scope.getByLabel(target.label, { exact: target.exact });
  } else {
    found = scope.locator(target.css);
  }
  return found.filter({ visible: true }).first();
}

class ChromiumPage implements EnginePage {
  readonly engine = 'chromium' as const;
  private readonly errors: string[] = [];

  constructor(
    private readonly page: Page,
    readonly viewport: ViewportName,
    readonly baseURL: string,
    /** A tab newTab opened: closing it leaves the context (and the first page) open. */
    private readonly tab = false,
  ) {
    page.on('pageerror', (err) => this.errors.push(String(err)));
  }

  async goto(path: string) {
    await this.page.goto(path);
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async newTab(path: string) {
    const tab = new ChromiumPage(await this.page.context().newPage(), this.viewport, this.baseURL, true);
    await tab.goto(path);
    return tab;
  }
  async url() {
    return this.page.url();
  }
  async click(target: Target) {
    await locate(this.page, target).click();
  }
  async typeKeys(target: Target, text: string, { delayMs = 0 } = {}) {
    const el = locate(this.page, target);
    if (!(await el.evaluate((node) => node === document.activeElement))) await el.click();
    await this.page.keyboard.type(text, { delay: delayMs });
  }
  async pressKey(key: Key) {
    await this.page.keyboard.press(key);
  }
  async value(target: Target) {
    return locate(this.page, target).inputValue();
  }
  async text(target: Target) {
    return locate(this.page, target).innerText();
  }
  async attribute(target: Target, name: string) {
    return locate(this.page, target).getAttribute(name);
  }
  async isVisible(target: Target) {
    return locate(this.page, target).isVisible();
  }
  async waitFor(target: Target, { timeoutMs = 15_000, gone = false } = {}) {
    await locate(this.page, target)
      .waitFor({ state: gone ? 'hidden' : 'visible', timeout: timeoutMs })
      .catch((err: Error) => {
        throw new Error(
          `timed out after ${timeoutMs} ms waiting for ${describeTarget(target)}${gone ? ' to go' : ''} (${err.message.split('\n')[0]})`,
        );
      });
  }
  async evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.page.evaluate(fn as (arg: unknown) => T, arg as unknown) as Promise<T>;
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file });
  }
  async setViewport(size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
    const inner = await this.page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    if (inner.width !== size.width) throw new ViewportUnreachable(`chromium: innerWidth is ${inner.width}, not ${size.width}`);
  }
  async pageErrors() {
    return [...this.errors];
  }
  async close() {
    await (this.tab ? this.page.close() : this.page.context().close());
  }
}

/** Launches Debian's Chromium with the journeys' flags. */
export async function launchChromium(): Promise<Engine> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    async open(viewport, baseURL, { serviceWorkers = 'block' } = {}) {
      const { page } = await newPage(browser, viewport, baseURL, { serviceWorkers });
      const chromiumPage = new ChromiumPage(page, viewport, baseURL);
      // A phone lays a page out at 980 px unless the page says otherwise: measure on the app's own page.
      await chromiumPage.goto('/');
      await chromiumPage.setViewport(VIEWPORTS[viewport]);
      return chromiumPage;
    },
    close: () => browser.close(),
  };
}
