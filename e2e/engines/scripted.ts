// What the Firefox and WebKit pages share: they find targets with the in-page finder (finder.ts)
// and read them by script; each driver supplies running a script, a pointer click on the found
// element and key presses.
import type { ViewportName } from '../support/app';
import { finderScript } from './finder';
import { describeTarget, poll, type EngineName, type EnginePage, type Key, type Target } from './types';

/** Whether the found element has the same box after two animation frames. */
const STILL = `el !== null && new Promise((resolve) => {
  const box = () => JSON.stringify(el.getBoundingClientRect());
  const before = box();
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.isConnected && box() === before)));
})`;

export abstract class ScriptedPage implements EnginePage {
  abstract readonly engine: EngineName;
  constructor(
    readonly viewport: ViewportName,
    readonly baseURL: string,
  ) {}

  /** Runs a script body in the page with `arg` as arguments[0]; gives what it returns. */
  protected abstract script<T>(body: string, arg?: unknown): Promise<T>;
  /** A real pointer click at the middle of the first visible match (it is there: click waited for it). */
  protected abstract clickFound(target: Target): Promise<void>;
  /** Key presses on whatever has the focus, one a character, delayMs apart. */
  protected abstract keys(text: string, delayMs: number): Promise<void>;

  abstract goto(path: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract newTab(path: string): Promise<EnginePage>;
  abstract url(): Promise<string>;
  abstract pressKey(key: Key): Promise<void>;
  abstract evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  abstract screenshot(file: string): Promise<void>;
  abstract setViewport(size: { width: number; height: number }): Promise<void>;
  abstract pageErrors(): Promise<string[]>;
  abstract close(): Promise<void>;

  async click(target: Target) {
    await this.waitFor(target);
    // As Playwright does before a click: the element keeps its box for two frames (it is not moving).
    await poll(
      () => this.script<boolean>(finderScript(STILL), target),
      () => `${describeTarget(target)} to stop moving`,
    );
    try {
      await this.clickFound(target);
    } catch (err) {
      // A render between finding and clicking can replace the element: find it again, once.
      if (!/stale|detached|no longer|not attached/i.test(String(err))) throw err;
      await this.waitFor(target);
      await this.clickFound(target);
    }
  }

  async typeKeys(target: Target, text: string, { delayMs = 0 } = {}) {
    const focused = await this.script<boolean>(finderScript('el !== null && el === document.activeElement'), target);
    if (!focused) await this.click(target);
    await this.keys(text, delayMs);
  }

  value(target: Target) {
    return this.read<string>(target, 'el.value');
  }
  text(target: Target) {
    return this.read<string>(target, 'el.innerText');
  }
  attribute(target: Target, name: string) {
    return this.read<string | null>(target, `el.getAttribute(${JSON.stringify(name)})`);
  }
  isVisible(target: Target) {
    return this.script<boolean>(finderScript('el !== null'), target);
  }

  async waitFor(target: Target, { timeoutMs = 15_000, gone = false } = {}) {
    await poll(
      async () => (await this.isVisible(target)) !== gone,
      () => `${describeTarget(target)}${gone ? ' to go' : ''}`,
      timeoutMs,
    );
  }

  /** Waits for the target as Playwright's reads do, then gives an expression of it. */
  private async read<T>(target: Target, expression: string): Promise<T> {
    const found = await poll(
      async () => (await this.script<{ v: T } | null>(finderScript(`el === null ? null : { v: ${expression} }`), target)) ?? undefined,
      () => describeTarget(target),
    );
    return found.v;
  }
}
