// A journey's own provider: the mock provider in this process at an address of its own, with what a
// journey changes in front of it (answers rewritten, a weaker search), and the app in proxy mode in
// front of that. Started before the file's tests; after them the app closes first, then its provider.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express, { type Express } from 'express';
import { createMockProvider, type MockProvider, type MockProviderOptions } from '../../mock-provider/app';
import { NO_MINIMUM } from '../../mock-provider/testing';
import { startApp, type RunningApp } from './app';

export interface ProxiedApp {
  /** The app's address (proxy mode). */
  readonly url: string;
  /** The provider's own address (its calls under /api), for a journey that asks it directly. */
  readonly providerUrl: string;
  /** Resolves when the app's search index is built. */
  searchReady(): Promise<void>;
  /** The provider the app forwards to: its store is the journey's to read. */
  readonly mock: MockProvider;
}

/**
 * The app in proxy mode for the file, in front of a mock provider of its own. `front` mounts what the
 * journey puts before the provider's routes (`/api` is theirs); `options` are the mock's (the demo's
 * minimum order lifted, as in every journey's app).
 */
export function proxiedAppFor(
  options: Omit<MockProviderOptions, 'baseUrl'>,
  front: (provider: Express) => void = () => undefined,
): ProxiedApp {
  let provider: http.Server | undefined;
  let mock: MockProvider | undefined;
  let app: RunningApp | undefined;
  let providerUrl = '';
  beforeAll(async () => {
    const providerApp = express();
    providerApp.disable('x-powered-by');
    front(providerApp);
    mock = createMockProvider({ settings: NO_MINIMUM, ...options, baseUrl: () => `${providerUrl}/api` });
    providerApp.use('/api', mock);
    const server = await new Promise<http.Server>((resolve) => {
      const s = providerApp.listen(0, '127.0.0.1', () => resolve(s));
    });
    provider = server;
    providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Its answers are the journey's own, on purpose outside the demo's data: not held to the contract here.
    app = await startApp({ PROVIDER_URL: `${providerUrl}/api` }, { checkResponses: false });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    const server = provider;
    if (server)
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
  });
  return {
    get url() {
      if (!app) throw new Error('the app is not started yet (read its url inside a hook or a test)');
      return app.url;
    },
    get providerUrl() {
      if (!providerUrl) throw new Error('the provider is not started yet (read its url inside a hook or a test)');
      return providerUrl;
    },
    searchReady: () => app?.searchReady() ?? Promise.resolve(),
    get mock() {
      if (!mock) throw new Error('the provider is not started yet (read it inside a hook or a test)');
      return mock;
    },
  };
}
