// /api: the mock provider mounted in-process (mockApi.ts), or the streaming proxy to PROVIDER_URL
// (proxy/: a transport and its response steps, over Node's own HTTP client, providerClient.ts).
// The proxy runs before any body parser, so bodies (uploads included) stream through untouched.
import http from 'node:http';
import https from 'node:https';
import type { Logger } from 'pino';
import { ErrorCode } from '@shared/errors';
import type { MockProvider } from '../mock-provider/app';
import type { ProviderRead } from './catalogueCache';
import type { ServerConfig } from './config';
import { type DocumentSealer, type DocumentSource, providerDocuments } from './documents';
import { sendJson, trustOf, type Handler } from './handler';
import { mockApi, type MockApiOptions } from './mockApi';
import { forwardedPath, isMockControlPath, normalizedApiPath } from './paths';
import { providerClient, type DeadlineTimers, type SilenceTimers } from './providerClient';
import { createProviderProxy } from './proxy/providerProxy';
import { providerRead } from './proxy/transport';
import type { HeaderList } from './security';
import { catalogueCacheControl } from './visitorResponses';

/** What serves /api, and where /documents reads the documents its links name. */
export interface Provider {
  handler: Handler;
  documents: DocumentSource;
  /** A read of the provider made by the server itself: the catalogue cache's (proxy mode) and the search index's (search/). */
  read: ProviderRead;
  /** Closes the pooled connections to the provider (and in mock mode the mock's own listener). */
  close?: () => void;
  /** Mock mode: the mock's store, in this process (the demo's standing order is made from its buyer and items). */
  mockStore?: MockProvider['store'];
}

/** What the server gives the /api handler beside its configuration (tests give clocks, hooks and settings). */
export interface ApiHandlerOptions extends MockApiOptions {
  /** Headers on every response the proxy gives. */
  extraHeaders?: HeaderList;
  /** The timers the provider requests' deadlines run on (Node's when absent). */
  providerTimers?: DeadlineTimers;
  /** The timers the provider requests' silence runs on (Node's, refreshed as bytes move, when absent). */
  providerSilence?: SilenceTimers;
}

/**
 * The /api handler of a configuration; `extraHeaders` go on every response the proxy gives. The
 * document links of Order/Create and Order/List leave it sealed under `sealer` (documents.ts).
 */
export function apiHandler(
  config: ServerConfig,
  logger: Logger,
  sealer: DocumentSealer,
  { extraHeaders = [], providerTimers, providerSilence, ...mock }: ApiHandlerOptions = {},
): Provider {
  if (config.mode === 'mock') return mockApi(config, sealer, mock);
  if (!config.providerUrl) throw new Error('proxy mode without a provider URL');
  const client = providerClient(config.providerUrl, config.providerTimeoutMs, { timers: providerTimers, silence: providerSilence });
  return {
    handler: createProviderProxy(
      client,
      logger,
      extraHeaders,
      {
        visitorMaxBytes: config.providerMaxAnswerBytes,
        catalogueCacheControl: catalogueCacheControl(Math.ceil(config.catalogueTtlMs / 1000), Math.ceil(config.catalogueStaleMs / 1000)),
        trust: trustOf(config.trustProxy),
      },
      { sealer, maxBytes: config.providerMaxAnswerBytes },
    ),
    documents: providerDocuments(config.providerUrl, config.documentOrigins),
    read: providerRead(client, config.providerMaxAnswerBytes),
    close: () => client.close(),
  };
}

/** Whether the provider responds at all (any HTTP status counts), within `timeoutMs`. */
export function probeProvider(target: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const url = new URL(target.endsWith('/') ? target : `${target}/`);
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (up: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(up);
    };
    const req = client.request(url, { method: 'GET', agent: false, headers: { accept: 'application/json' } }, (res) => {
      res.resume();
      done(true);
      req.destroy();
    });
    const timer = setTimeout(() => {
      done(false);
      req.destroy();
    }, timeoutMs);
    req.on('error', () => done(false));
    req.end();
  });
}

/** The 404 envelope for a path under /api that nothing handled. */
export const apiNotFound: Handler = (req, res) => {
  const path = forwardedPath(req.url ?? '/').split('?')[0];
  sendJson(res, 404, { statusCode: 404, error: { code: ErrorCode.NotFound, message: `no such call: ${req.method} ${path}` } });
};

/**
 * Proxy mode: the mock provider's test control calls (/api/__mock/..., in any spelling the provider
 * might route) get a 404 from the server, never forwarded: a provider behind it that has them on
 * (a mock with MOCK_CONTROL=true in an integration set-up) must not be reset or read through the storefront.
 */
export const refuseMockControl: Handler = (req, res, next) =>
  isMockControlPath(normalizedApiPath(req)) ? apiNotFound(req, res, next) : next();
