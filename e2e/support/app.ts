// The whole product for a journey: the server with the mock provider in-process, on an ephemeral
// port, with its own fresh demo data; and Chromium from Debian, driven by playwright-core.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express, { type RequestHandler } from 'express';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { recordResponse } from '../../mock-provider/contractNet';
import { NO_MINIMUM } from '../../mock-provider/testing';
import type { SettingValues } from '@shared/contract/settings';
import { OPEN_PAGES, type WatchedPage } from './openPages';
import { CHROMIUM_PATH } from './browser';

/** The viewports every journey runs in. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface RunningApp {
  url: string;
  /** Resolves when the server's search index is built (started with the app, as `npm start` does). */
  searchReady(): Promise<void>;
  close(): Promise<void>;
}

/** How a journey's app differs from the demo, beyond its environment. */
export interface AppOptions {
  /** Hold every response of the mock to the contract (default true; a benchmark timing the server says false). */
  checkResponses?: boolean;
  /**
   * Settings that replace the demo's. By default the demo's minimum order is lifted (NO_MINIMUM):
   * journeys place small orders, and only those about the minimum keep it (`mockSettings: {}`).
   */
  mockSettings?: Partial<SettingValues>;
  /** A handler every request meets before the app (a journey that holds one request at the network, as a slow line would). */
  before?: RequestHandler;
}

/** Starts the server (mock mode) on an ephemeral port. */
export async function startApp(
  env: Record<string, string> = {},
  { checkResponses = true, mockSettings = NO_MINIMUM, before }: AppOptions = {},
): Promise<RunningApp> {
  const config = loadConfig({
    PATH: process.env.PATH,
    PORT: '0',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'e2e-secret-0123456789abcdef',
    // A journey clicks through the shop far faster than a person: the visitors' limit (300 a minute
    // per address by default) would stop it; server/security.test.ts checks that limit.
    ANON_RATE_LIMIT: '5000',
    PAGE_RATE_LIMIT: '5000',
    // So do its sign-ins: a file's journeys each sign in afresh, ten and more in a minute on a fast
    // machine (10 a minute per address by default, which server/security.test.ts checks).
    AUTH_RATE_LIMIT: '1000',
    // Each server keeps its own standing orders, and the demo buyer starts with none: a journey about
    // standing orders turns the demo's on (STANDING_ORDERS_DEMO: 'true').
    STANDING_ORDERS_FILE: ':memory:',
    STANDING_ORDERS_DEMO: 'false',
    ...env,
  });
  // Every response the mock gives is checked against the contract, unless a benchmark times the server.
  const app = createServer(config, checkResponses ? { onMockResponse: recordResponse, mockSettings } : { mockSettings });
  const front = before ? express().use(before, app) : app;
  const server: http.Server = await new Promise((resolve) => {
    const s = front.listen(0, '127.0.0.1', () => resolve(s));
  });
  // Playwright's request context keeps idle sockets longer than Node's 5 s default: a request sent on
  // one the server is just closing fails with ECONNRESET, a race of the harness, not of the product.
  server.keepAliveTimeout = 60_000;
  // As server/main.ts does once it listens: the search index's first build.
  app.start();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    searchReady: () => app.search.settled(),
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await app.close();
    },
  };
}

/**
 * The app for the enclosing describe block (or the whole file): started before its tests with its
 * own fresh demo data, closed after them. `env` may be a function, read when the app starts (for a
 * value another beforeAll sets, such as a provider's address).
 */
export function appFor(env: Record<string, string> | (() => Record<string, string>) = {}, options: AppOptions = {}): RunningApp {
  let running: RunningApp | undefined;
  beforeAll(async () => {
    running = await startApp(typeof env === 'function' ? env() : env, options);
  });
  afterAll(() => running?.close());
  return {
    get url() {
      if (!running) throw new Error('the app is not started yet (read app.url inside a hook or a test)');
      return running.url;
    },
    searchReady: () => running?.searchReady() ?? Promise.resolve(),
    close: () => running?.close() ?? Promise.resolve(),
  };
}

/** One browser for the test file: launched before its tests, closed after them. */
export function browserFor(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(() => launched?.close());
  return new Proxy({} as Browser, {
    get(_target, property) {
      if (!launched) throw new Error('the browser is not launched yet (use it inside a hook or a test)');
      const value = Reflect.get(launched, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(launched) : value;
    },
  });
}

const CHROMIUM = CHROMIUM_PATH;

/** Launches headless Chromium as this machine allows (no sandbox as root, no background traffic). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * A fresh browser context (own local storage) in a viewport, Hebrew locale, with a page.
 * No service worker by default: a first visit before the worker installed, or a browser without one.
 * Playwright's routes do not see what a page controlled by a service worker asks for, and many
 * journeys take the network away from one call that way; the journeys whose subject is the worker
 * (e2e/offline-app.test.ts, the outbox's reload) ask for it with `serviceWorkers: 'allow'`.
 */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  (page as Page & { jsErrors?: string[] }).jsErrors = errors;
  watch(page, viewport);
  return { context, page };
}

/**
 * Keeps a short trail of what the page did (console lines, navigations, failed requests, errors)
 * and lists the page where the journeys' environment reports open pages when a test fails.
 */
function watch(page: Page, viewport: string): void {
  const registry = globalThis as unknown as Record<string, Set<WatchedPage> | undefined>;
  const pages = (registry[OPEN_PAGES] ??= new Set<WatchedPage>());
  const opened = Date.now();
  const watched: WatchedPage = { page, viewport, trail: [] };
  const note = (line: string) => {
    watched.trail.push(`+${Date.now() - opened} ms ${line.slice(0, 300)}`);
    if (watched.trail.length > 50) watched.trail.shift();
  };
  page.on('console', (m) => note(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (err) => note(`page error: ${String(err)}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
  pages.add(watched);
  page.on('close', () => pages.delete(watched));
}

/** Uncaught page errors seen so far (a journey asserts there were none). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

/**
 * Waits for what the page does after what it has shown: React's effects of the last render (they run
 * before the next frame) and the tasks they queue, then two frames drawn. A test that asserts something
 * did not happen waits for this first: whatever the page was going to do on that render, it has done.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))))),
  );
}

/** Signs in through the login dialog as a user would. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'התחברות' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'אימייל' }).fill(email);
  await dialog.getByLabel('סיסמה').fill(password);
  await dialog.getByRole('button', { name: 'כניסה' }).click();
  await page.getByRole('button', { name: 'התנתקות' }).waitFor();
}
