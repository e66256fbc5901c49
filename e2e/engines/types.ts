// The one face the cross-engine journeys see of a browser page, whichever driver is behind it:
// Playwright (Chromium), puppeteer over WebDriver BiDi (Firefox ESR) or Selenium over
// WebKitWebDriver (WebKitGTK's MiniBrowser). Targets are found as a user finds them, by role and
// accessible name; clicks are real pointer clicks at the element and typing is real key events.
import type { ViewportName } from '../support/app';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** What an element is to a user: its ARIA role and accessible name, its label, or (for what has neither) a CSS selector. */
export type Target = (
  | {
      role: string;
      name?: string;
      /** The whole name, not a part of it (a part matches by default, as getByRole's does). */ exact?: boolean;
      level?: number;
    }
  | { label: string; exact?: boolean }
  | { css: string }
) & {
  /** Only inside the first visible match of this. */
  within?: Target;
};

export type Key = 'Enter' | 'Escape';

/** A window size a page could not be given (MiniBrowser's smallest window, say). */
export class ViewportUnreachable extends Error {}

export interface EnginePage {
  readonly engine: EngineName;
  readonly viewport: ViewportName;
  /** The app's address, e.g. http://127.0.0.1:41234. */
  readonly baseURL: string;
  /** Loads an address of the app (a path) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Loads the page again, as the browser's reload does, and waits for its load event. */
  reload(): Promise<void>;
  /** Opens a new tab of the same browser profile (its storage, its service worker) on an address of the app. */
  newTab(path: string): Promise<EnginePage>;
  /** The page's address now. */
  url(): Promise<string>;
  /** A pointer click (a tap's mouse events) at the middle of the first visible match. */
  click(target: Target): Promise<void>;
  /** Types with one key press per character, delayMs apart; clicks the target first unless it has the focus. */
  typeKeys(target: Target, text: string, options?: { delayMs?: number }): Promise<void>;
  /** One key press on whatever has the focus. */
  pressKey(key: Key): Promise<void>;
  /** A form control's value. */
  value(target: Target): Promise<string>;
  /** The text a user reads in the element (innerText). */
  text(target: Target): Promise<string>;
  /** An attribute of the element, null when absent. */
  attribute(target: Target, name: string): Promise<string | null>;
  /** Whether a visible match is there now. */
  isVisible(target: Target): Promise<boolean>;
  /** Waits until a visible match is there (or, with gone, until none is). */
  waitFor(target: Target, options?: { timeoutMs?: number; gone?: boolean }): Promise<void>;
  /** Runs a self-contained function in the page (it is sent as its source) and gives its result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Gives the page's layout viewport this size (innerWidth and innerHeight); throws ViewportUnreachable when the engine cannot. */
  setViewport(size: { width: number; height: number }): Promise<void>;
  /** Uncaught errors and unhandled rejections the page has had so far. */
  pageErrors(): Promise<string[]>;
  /** Closes the page: a tab from newTab alone, the first page with its profile (every tab of it). */
  close(): Promise<void>;
}

/** How a page's profile differs from the journeys' default. */
export interface OpenOptions {
  /**
   * Let the app's service worker install and control the page. Chromium blocks it unless asked (most
   * journeys take the network away from one call with Playwright's routes, which do not see what a
   * page controlled by a worker asks for); Firefox and WebKit always have it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A launched browser: one per test file, with a page per viewport. */
export interface Engine {
  readonly name: EngineName;
  /** A page in the viewport, its size checked, with storage of its own (each app runs on its own port). */
  open(viewport: ViewportName, baseURL: string, options?: OpenOptions): Promise<EnginePage>;
  /** Ends the browser and every process started for it (driver, display server). */
  close(): Promise<void>;
}

/** A target as a person would say it, for messages. */
export function describeTarget(target: Target): string {
  const own =
    'role' in target ? `${target.role} '${target.name ?? ''}'` : 'label' in target ? `field labelled '${target.label}'` : target.css;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/** Polls until `check` gives a value other than undefined/false, or throws after timeoutMs with `what`. */
export async function poll<T>(
  check: () => Promise<T | undefined | false>,
  what: () => string,
  timeoutMs = 15_000,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const got = await check();
    if (got !== undefined && got !== false) return got;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
