// WebKitGTK's MiniBrowser through Selenium and WebKitWebDriver (both from Debian), on an X server
// of its own (Xvfb). One Xvfb and one driver for the file; each viewport gets a session (a fresh
// MiniBrowser: the apps of two viewports share 127.0.0.1, so cookies would carry over otherwise).
// WebKitWebDriver's clicks and keys go through WebKit's automation as platform events, so a page
// sees a click's mousedown, focus and mouseup in the order Safari gives them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Builder, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import { VIEWPORTS } from '../support/app';
import { finderScript } from './finder';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from './install';
import { ScriptedPage } from './scripted';
import { poll, ViewportUnreachable, type Engine, type Key, type Target } from './types';
import { startXvfb } from './xvfb';

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide: smaller buttons and entry, no
 * paddings, half-size icons let it go down to a phone's 390 (the toolbar then takes ~20 px).
 */
export const MINIBROWSER_GTK_CSS = `button, entry { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 6px; }
box { margin: 0; padding: 0; }
image { -gtk-icon-transform: scale(0.5); }
`;

/** Collects uncaught errors in the page (WebKitWebDriver has no log of them): installed after each load. */
const COLLECT_ERRORS = `if (!window.__journeyErrors) {
  const list = (window.__journeyErrors = []);
  addEventListener('error', (e) => list.push(e.error ? String(e.error) : String(e.message)));
  addEventListener('unhandledrejection', (e) => list.push('Unhandled rejection: ' + String(e.reason)));
}`;

const KEYS: Record<Key, string> = { Enter: Keys.ENTER, Escape: Keys.ESCAPE };

/** The window a session's commands go to now (one session drives every tab of its MiniBrowser). */
interface Session {
  current: string;
}

class WebKitPage extends ScriptedPage {
  readonly engine = 'webkit' as const;
  private readonly errors: string[] = [];

  constructor(
    private readonly driver: WebDriver,
    viewport: 'desktop' | 'phone',
    baseURL: string,
    /** This page's window handle, and the session's current one: each command goes to its own tab. */
    private readonly handle: string,
    private readonly session: Session,
    /** A tab newTab opened: closing it leaves the session (and the first page) open. */
    private readonly tab = false,
  ) {
    super(viewport, baseURL);
  }

  /** Sends the session's next commands to this page's tab. */
  private async here(): Promise<WebDriver> {
    if (this.session.current !== this.handle) {
      await this.driver.switchTo().window(this.handle);
      this.session.current = this.handle;
    }
    return this.driver;
  }

  protected async script<T>(body: string, arg?: unknown): Promise<T> {
    return (await this.here()).executeScript<T>(body, arg);
  }
  protected async clickFound(target: Target) {
    await this.here();
    const el = await this.driver.executeScript<WebElement | null>(finderScript('el'), target);
    if (!el) throw new Error('the element was detached');
    // WebDriver's Element Click first scrolls the element into view in every scrolling ancestor
    // (scrollIntoView, block 'end', inline 'nearest'); WebKitWebDriver scrolls only the page, so a tab
    // of a sideways-scrolled strip would be clicked where the strip hides it. Done as the spec says.
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'end', inline: 'nearest' })", el);
    await el.click();
  }
  protected async keys(text: string, delayMs: number) {
    let actions = (await this.here()).actions();
    for (const char of text) actions = delayMs > 0 ? actions.sendKeys(char).pause(delayMs) : actions.sendKeys(char);
    await actions.perform();
  }

  /** Takes the errors the page collected, and collects again on a page loaded since. */
  private async harvest() {
    await this.here();
    const got = await this.driver.executeScript<string[] | null>('const l = window.__journeyErrors; return l ? l.splice(0) : null;');
    if (got) this.errors.push(...got);
    else await this.driver.executeScript(COLLECT_ERRORS);
  }

  async goto(address: string) {
    await this.here();
    await this.harvest().catch(() => undefined);
    await this.driver.get(new URL(address, this.baseURL).href);
    await this.driver.executeScript(COLLECT_ERRORS);
  }
  async reload() {
    await this.here();
    await this.harvest().catch(() => undefined);
    await this.driver.navigate().refresh();
    await this.driver.executeScript(COLLECT_ERRORS);
  }
  async newTab(address: string) {
    await this.here();
    await this.driver.switchTo().newWindow('tab');
    const handle = await this.driver.getWindowHandle();
    this.session.current = handle;
    const tab = new WebKitPage(this.driver, this.viewport, this.baseURL, handle, this.session, true);
    await tab.setViewport(VIEWPORTS[this.viewport]);
    await tab.goto(address);
    return tab;
  }
  async url() {
    return (await this.here()).getCurrentUrl();
  }
  async pressKey(key: Key) {
    await (await this.here()).actions().sendKeys(KEYS[key]).perform();
  }
  async evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return (await this.here()).executeScript<T>(`return (${fn.toString()})(arguments[0]);`, arg);
  }
  async screenshot(file: string) {
    fs.writeFileSync(file, Buffer.from(await (await this.here()).takeScreenshot(), 'base64'));
  }
  /** Sizes the window so that the page (below the toolbar) gets the size, and waits for the page to see it. */
  async setViewport(size: { width: number; height: number }) {
    await this.here();
    const inner = () => this.driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight };');
    const window = this.driver.manage().window();
    let chrome = 0;
    // Three tries: a second tab brings MiniBrowser's tab bar, which takes its height a moment later.
    for (let attempt = 0; attempt < 3; attempt++) {
      await window.setRect({ x: 0, y: 0, width: size.width, height: size.height + chrome });
      const rect = await window.getRect();
      // The page learns its new size a moment after the window has it: its width, and then whether
      // the height left under the window's own bars is the one asked for.
      const seen = await poll(
        async () => {
          const now = await inner();
          return now.width === rect.width && now.height === size.height && now;
        },
        () => `the page to be ${rect.width}x${size.height}`,
        1500,
      ).catch(() => inner());
      if (seen.width !== size.width)
        throw new ViewportUnreachable(`webkit: the page is ${seen.width} px wide, not ${size.width} (MiniBrowser's window stays wider)`);
      if (seen.height === size.height) return;
      chrome = rect.height - seen.height;
    }
    const seen = await inner();
    throw new ViewportUnreachable(`webkit: the page is ${seen.width}x${seen.height}, not ${size.width}x${size.height}`);
  }
  async pageErrors() {
    await this.harvest();
    return [...this.errors];
  }
  async close() {
    if (!this.tab) return this.driver.quit();
    await this.here();
    await this.driver.close();
    // The session has no current window now: the next command of any page switches to its own.
    this.session.current = '';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Kills a process group started detached (the driver, its MiniBrowser and WebKit's processes). */
function killGroup(child: ChildProcess | undefined): void {
  if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Starts Xvfb and WebKitWebDriver; sessions (MiniBrowser windows) are opened per viewport. */
export async function launchWebKit(): Promise<Engine> {
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-journeys-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), MINIBROWSER_GTK_CSS);
  let driverProcess: ChildProcess | undefined;
  const xvfb = await startXvfb(XVFB_PATH, '1400x1000x24');
  const stop = () => {
    killGroup(driverProcess);
    xvfb.stop();
  };
  // Should the test process end without afterAll, no driver, browser or X server is left behind.
  process.once('exit', stop);
  try {
    const port = await freePort();
    driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
      stdio: 'ignore',
      detached: true,
    });
    const server = `http://127.0.0.1:${port}`;
    await poll(
      () =>
        fetch(`${server}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      () => 'WebKitWebDriver to respond',
      10_000,
    );
    return {
      name: 'webkit',
      async open(viewport, baseURL) {
        // Service workers are always on (OpenOptions): WebKitGTK keeps them under automation too.
        const driver = await new Builder()
          .usingServer(server)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          })
          .build();
        const handle = await driver.getWindowHandle();
        const page = new WebKitPage(driver, viewport, baseURL, handle, { current: handle });
        try {
          await driver.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 });
          await page.setViewport(VIEWPORTS[viewport]);
        } catch (err) {
          await driver.quit().catch(() => undefined);
          throw err;
        }
        return page;
      },
      async close() {
        process.removeListener('exit', stop);
        stop();
        fs.rmSync(config, { recursive: true, force: true });
      },
    };
  } catch (err) {
    stop();
    process.removeListener('exit', stop);
    fs.rmSync(config, { recursive: true, force: true });
    throw err;
  }
}
