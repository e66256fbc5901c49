// createMockProvider: the in-memory stand-in for the accounting provider, as a mountable router.
import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { errorHandler, unknownRoute } from './http/envelope';
import { refuseDeepJson, refuseForeignCharset } from './http/jsonDepth';
import { boundHashingCalls } from './http/hashing';
import { accountRoutes } from './routes/account';
import { attributeRoutes } from './routes/attribute';
import { businessCustomerRoutes } from './routes/businessCustomer';
import { categoryRoutes } from './routes/category';
import { fileRoutes, type ImageSource } from './routes/files';
import { itemRoutes } from './routes/item';
import { itemGroupRoutes } from './routes/itemGroup';
import { documentLink, orderDocumentPage, orderRoutes } from './routes/order';
import { controlRoutes, Faults } from './http/control';
import { tapResponses } from './http/tap';
import type { CheckedResponse } from '@shared/contract/responseCheck';
import { renderMissingDocument } from './documents/orderDocument';
import { priceListRoutes } from './routes/priceList';
import { productRoutes } from './routes/product';
import { websiteConfigurationRoutes } from './routes/websiteConfiguration';
import { capabilityRoutes } from './routes/capabilities';
import type { Capability } from '@shared/contract/capabilities';
import { seedCatalogue } from './demo';
import { MockStore } from './store';
import type { SeedData } from './store/types';
import type { SettingValues } from '@shared/contract/settings';
import { TokenService } from './store/tokens';
import type { SearchKind } from './store/search';

/** How a mock provider is made. Every option has a default fit for a demo. */
export interface MockProviderOptions {
  /** Items in the generated catalogue (default about 1,200; MOCK_ITEMS). */
  items?: number;
  /** Simulated latency of every call in milliseconds (MOCK_LATENCY_MS). */
  latencyMs?: number;
  /** The HS256 secret of the tokens it issues (random per instance when absent). */
  jwtSecret?: string;
  /** Where the router is mounted; uploaded files get URLs under it (default /api). */
  publicPath?: string;
  /**
   * The absolute URL the provider's calls are reached at (the server's PUBLIC_URL + /api in-process,
   * http://localhost:MOCK_PORT/api alone). Order-document links are built from it, never from a
   * request's Host header. Default http://localhost + publicPath.
   */
  baseUrl?: string | (() => string);
  /** The provider's clock. */
  now?: () => Date;
  /**
   * The test control API under /__mock/ (reset, faults, the orders received): for integration tests
   * only (MOCK_CONTROL=true); without it those paths respond 404 like any unknown call.
   */
  control?: boolean;
  /**
   * Called with every response as it goes out (tests hold each to the OpenAPI document with it:
   * mock-provider/contractNet.ts).
   */
  onResponse?: (response: CheckedResponse) => void;
  /**
   * Settings that replace the demo's (and stay after a reset): tests whose small orders are not about
   * the minimum order give `{ Delivery: { ...DEMO_DELIVERY, MinimumOrder: 0 } }`.
   */
  settings?: Partial<SettingValues>;
  /**
   * How Item/List's SearchTerm finds items (MOCK_SEARCH): the storefront's rules (default), or `plain`,
   * a substring of the description or a code, as a provider whose search knows no spelling.
   */
  search?: SearchKind;
  /**
   * The optional capabilities it offers (MOCK_CAPABILITIES): every one by default; none makes it a
   * provider of the seed's contract only (GET /Capabilities and the capabilities' calls 404).
   */
  capabilities?: readonly Capability[];
}

/** The provider's router (mount it at /api), with its store for tests and tools. */
export type MockProvider = Router & {
  store: MockStore;
  /** The page of one of its own document links (as Order/Document serves it), or null for any other link. */
  documentPage(link: URL): { status: 200 | 404; html: string } | null;
};

/** The seed with some settings' values replaced (the shared seed itself is left as it is). */
function withSettings(seed: SeedData, values: Partial<SettingValues>): SeedData {
  const replaced = new Map(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
  const settings = seed.settings.map((s) => (replaced.has(s.key) ? { key: s.key, value: replaced.get(s.key)! } : s));
  for (const [key, value] of replaced) if (!settings.some((s) => s.key === key)) settings.push({ key, value });
  return { ...seed, settings };
}

/** Creates a mock provider with its own store, seeded with the demo catalogue. */
export function createMockProvider(options: MockProviderOptions = {}): MockProvider {
  const tokens = new TokenService(options.jwtSecret ?? randomBytes(32).toString('base64url'));
  const store = new MockStore(tokens, {
    publicPath: options.publicPath ?? '/api',
    now: options.now,
    search: options.search,
    capabilities: options.capabilities,
  });
  const demo = seedCatalogue(options.items);
  const { images } = demo;
  const seed = options.settings ? withSettings(demo.seed, options.settings) : demo.seed;
  store.load(seed);
  const control = options.control === true ? { faults: new Faults(), reset: () => void store.reset(seed) } : null;
  const configured = options.baseUrl ?? `http://localhost${options.publicPath ?? '/api'}`;
  const baseUrl = typeof configured === 'function' ? configured : () => configured;
  const documentPage = (link: URL) => {
    const base = new URL(baseUrl());
    const prefix = `${base.pathname.replace(/\/+$/, '')}/Order/Document/`;
    if (link.origin !== base.origin || !link.pathname.startsWith(prefix)) return null;
    const token = link.pathname.slice(prefix.length);
    return /^[\w-]+$/.test(token) ? orderDocumentPage(store, token) : { status: 404 as const, html: renderMissingDocument() };
  };
  return Object.assign(buildRouter(store, images, options.latencyMs ?? 0, baseUrl, control, options.onResponse), { store, documentPage });
}

function buildRouter(
  store: MockStore,
  images: ImageSource,
  latencyMs: number,
  baseUrl: () => string,
  control: { faults: Faults; reset: () => void } | null,
  onResponse: ((response: CheckedResponse) => void) | undefined,
): Router {
  const router = express.Router();
  if (onResponse) router.use(tapResponses(onResponse));
  if (latencyMs > 0) router.use((_req, _res, next) => void setTimeout(next, latencyMs));
  router.use(refuseForeignCharset);
  router.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'], verify: refuseDeepJson }));
  // After the body is read: a call held by a latency fault has reached the provider whole, and is
  // handled as a provider would, even when its client goes away meanwhile.
  if (control) router.use(control.faults.middleware);
  if (control) controlRoutes(router, store, control.faults, control.reset, (o) => documentLink(baseUrl(), o));
  boundHashingCalls(router);
  accountRoutes(router, store);
  businessCustomerRoutes(router, store);
  websiteConfigurationRoutes(router, store);
  categoryRoutes(router, store);
  itemGroupRoutes(router, store);
  attributeRoutes(router, store);
  priceListRoutes(router, store);
  productRoutes(router, store);
  itemRoutes(router, store);
  orderRoutes(router, store, baseUrl);
  fileRoutes(router, store, images);
  capabilityRoutes(router, store);
  router.use(unknownRoute);
  router.use(errorHandler);
  return router;
}
