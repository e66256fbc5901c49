// Staging as a store runs it: the server in proxy mode in front of a provider of its own (the mock,
// in this process, on another port). A buyer browses, orders and opens the order's document, and
// every call, picture and the document link go through the proxy.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import type { Page } from 'playwright-core';
import { createMockProvider } from '../mock-provider/app';
import { NO_MINIMUM } from '../mock-provider/testing';
import { appFor, browserFor, login, newPage, pageErrors } from './support/app';
import { orderOneItem } from './support/shop';

let provider: http.Server;
let providerUrl: string;
let page: Page;

beforeAll(async () => {
  const providerApp = express();
  providerApp.disable('x-powered-by');
  // Its document links are built from its own address, known once it listens.
  providerApp.use('/api', createMockProvider({ items: 300, baseUrl: () => `${providerUrl}/api`, settings: NO_MINIMUM }));
  provider = await new Promise((resolve) => {
    const s = providerApp.listen(0, '127.0.0.1', () => resolve(s));
  });
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
const app = appFor(() => ({ PROVIDER_URL: `${providerUrl}/api` }));
const browser = browserFor();
beforeAll(async () => {
  ({ page } = await newPage(browser, 'desktop', app.url));
});
afterAll(async () => {
  await page?.context().close();
  await new Promise<void>((done) => {
    provider.close(() => done());
    provider.closeAllConnections();
  });
});

describe('proxy mode in the browser', () => {
  it('shows the home page with its pictures, served through the proxy', async () => {
    const health = await (await page.request.get('/healthz')).json();
    expect(health).toEqual({
      status: 'ok',
      mode: 'proxy',
      provider: 'up',
      search: expect.objectContaining({ state: expect.any(String) }),
      standing: 'memory',
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    const banner = page.locator('main img[src*="banner"]').first();
    await banner.waitFor();
    await page.locator('main a[href^="/categories/"]').first().waitFor();
    // The pictures are the provider's files, fetched through /api: they must really load.
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].some((img) => (img as HTMLImageElement).naturalWidth > 0));
    const api = await page.request.get('/api/WebsiteConfiguration/List');
    expect(api.status()).toBe(200);
    expect(api.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('lets a buyer order, and opens the document through its sealed link at the provider', async () => {
    await login(page, 'buyer@example.com', 'Buyer123!');
    const orderNumber = await orderOneItem(page);
    expect(page.url()).not.toContain(encodeURIComponent(providerUrl));
    const href = await page.locator('main a[href^="/documents/"]').getAttribute('href');
    // The document is streamed through the server: the provider's link never reaches the browser.
    const documentAnswer = await page.request.get(href!, { maxRedirects: 0 });
    expect(documentAnswer.status()).toBe(200);
    expect(documentAnswer.headers().location).toBeUndefined();
    expect(await documentAnswer.text()).toContain(`הזמנה מס' ${orderNumber}`);
    const [documentTab] = await Promise.all([page.context().waitForEvent('page'), page.locator('main a[href^="/documents/"]').click()]);
    await documentTab.waitForLoadState();
    expect(documentTab.url()).toBe(new URL(href!, app.url).href);
    await expect(documentTab.locator('h1').first().textContent()).resolves.toContain(String(orderNumber));
    await documentTab.close();
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
