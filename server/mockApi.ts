// Mock mode's /api: the mock provider (mock-provider/app.ts) mounted in this process, as a provider
// would be, with the document links of its responses sealed where they are serialised (documents.ts).
import type http from 'node:http';
import express from 'express';
import type { CheckedResponse } from '@shared/contract/responseCheck';
import type { SettingValues } from '@shared/contract/settings';
import type { MockProvider } from '../mock-provider/app';
import type { ServerConfig } from './config';
import { carriesDocumentLinks, type DocumentSealer, type DocumentSource, sealingJsonBodies } from './documents';
import type { Handler } from './handler';
import { mockRead } from './mockRead';
import { providerRead } from './proxy/transport';

/** What the server gives the mock beside its configuration (tests give hooks and settings). */
export interface MockApiOptions {
  /** Called with every response of the mock (tests hold them to the OpenAPI document). */
  onMockResponse?: (response: CheckedResponse) => void;
  /** Settings that replace the demo's (tests whose small orders are not about the minimum lift it). */
  mockSettings?: Partial<SettingValues>;
}

/**
 * The mock provider of a configuration, mounted in-process: the /api handler (the calls whose
 * responses carry document links answered by an app that seals them), its documents, the server's
 * own reads of it (mockRead.ts) and its store.
 */
export function mockApi(config: ServerConfig, sealer: DocumentSealer, { onMockResponse, mockSettings }: MockApiOptions = {}) {
  // Loaded only in mock mode: a proxy never builds (or seeds) the in-memory catalogue.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only in mock mode, synchronously (createServer is)
  const { createMockProvider } = require('../mock-provider/app') as typeof import('../mock-provider/app');
  const mock = createMockProvider({
    items: config.mockItems,
    latencyMs: config.mockLatencyMs,
    baseUrl: `${config.publicUrl}/api`,
    control: config.mockControl,
    capabilities: config.mockCapabilities,
    onResponse: onMockResponse,
    settings: mockSettings,
  });
  // The mock is an Express router (its responses use Express's): it gets an app of its own, as a provider
  // would be; the requests whose responses carry document links get one that seals them as it serialises.
  const mockApp = () => {
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    app.use(mock);
    return app;
  };
  const plain: Handler = mockApp();
  const sealing: Handler = sealingJsonBodies(mockApp(), sealer);
  const handler: Handler = (req, res, next) => (carriesDocumentLinks(req) ? sealing : plain)(req, res, next);
  const own = mockRead(mockApp() as unknown as http.RequestListener, config, (client) =>
    providerRead(client, config.providerMaxAnswerBytes),
  );
  return { handler, documents: mockDocuments(mock, config.publicUrl), read: own.read, close: own.close, mockStore: mock.store };
}

/** The mock's documents, read in-process: its links point at this server's own origin. */
function mockDocuments(mock: MockProvider, publicUrl: string): DocumentSource {
  return {
    origins: new Set([publicUrl]),
    async read(link) {
      const page = mock.documentPage(link) ?? { status: 404, html: '' };
      return { status: page.status, contentType: 'text/html; charset=utf-8', contentDisposition: null, body: Buffer.from(page.html) };
    },
  };
}
