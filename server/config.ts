// Every environment variable the server reads, validated once at start (README.md, Configuration).
// A wrong value stops the server with one line naming the variable, never a stack trace.
import { parseCapabilityList, type Capability } from '@shared/contract/capabilities';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { absoluteHttpUrl, clip, ConfigError, flag, integer, isSmtpUrl, origin, parseTrustProxy } from './configValues';

export { ConfigError } from './configValues';

/** How /api is served: the mock mounted in-process, or a streaming proxy to PROVIDER_URL. */
export type ProviderMode = 'mock' | 'proxy';

/** pino's levels, plus 'silent'. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The validated configuration of one server. */
export interface ServerConfig {
  /** PORT (3000); 0 picks a free port. */
  port: number;
  /** PROVIDER (mock | proxy); proxy when PROVIDER_URL is set. */
  mode: ProviderMode;
  /** PROVIDER_URL: the provider's /api base, absolute http(s), without a trailing slash (proxy mode only). */
  providerUrl: string | null;
  /** PROVIDER_TIMEOUT_MS (30000): how long the proxy waits for the provider's response. */
  providerTimeoutMs: number;
  /** APP_SECRET: seals order-document links. */
  appSecret: string;
  /** True when APP_SECRET was unset and a random one is used (mock mode only; links die with the process). */
  appSecretGenerated: boolean;
  /** MOCK_ITEMS: size of the mock's generated catalogue (undefined: the mock's default). */
  mockItems: number | undefined;
  /** MOCK_LATENCY_MS (0): simulated latency of every mock response. */
  mockLatencyMs: number;
  /** MOCK_CONTROL (false): the mock's test control API under /api/__mock/ (integration tests only). */
  mockControl: boolean;
  /** MOCK_CAPABILITIES (all): the optional capabilities the mock offers ('none': the seed's contract only). */
  mockCapabilities: Capability[];
  /** LOG_LEVEL (info). */
  logLevel: LogLevel;
  /** TRUST_PROXY (false): express's 'trust proxy' setting: a hop count, or addresses / subnets; true (every hop) only with TRUST_PROXY_ANY=yes. */
  trustProxy: boolean | number | string;
  /** STATIC_DIR (dist/client): the built client. */
  staticDir: string;
  /** AUTH_RATE_LIMIT (10): login and reset-password requests a minute per address. */
  authRateLimit: number;
  /** AUTH_RATE_WINDOW_MS (60000): the window of that limit. */
  authRateWindowMs: number;
  /** PUBLIC_URL (http://localhost:PORT): the server's own address, origin only, no trailing slash. Links are built from it, never from the Host header. */
  publicUrl: string;
  /** ANON_RATE_LIMIT (300): /api requests without a token allowed per address and window (served pictures under /api/files not counted). */
  anonRateLimit: number;
  /** ANON_RATE_WINDOW_MS (60000): the window of that limit. */
  anonRateWindowMs: number;
  /** PAGE_RATE_LIMIT (120): HTML pages (navigations: the first screen, drawn on the server) allowed per address and window; then a 429 page. */
  pageRateLimit: number;
  /** PAGE_RATE_WINDOW_MS (60000): the window of that limit. */
  pageRateWindowMs: number;
  /** TOKEN_FAILURE_LIMIT (30): /api requests per address and window whose token was refused (401) before that address's requests with a token get 429. */
  tokenFailureLimit: number;
  /** TOKEN_FAILURE_WINDOW_MS (60000): the window of that limit. */
  tokenFailureWindowMs: number;
  /** CLIENT_MAX_CALLS (32): proxy mode, the most /api requests one address may have under way at once (each holds a connection to the provider). */
  clientMaxCalls: number;
  /** PROVIDER_MAX_ANSWER_BYTES (4 MiB): the most the server reads of a provider response it must open (Order/List, Order/Create), before and after decompression. */
  providerMaxAnswerBytes: number;
  /** Proxy mode: how long a visitor's catalogue read is fresh, and how long after that it may still be served while it is read again. */
  catalogueTtlMs: number;
  catalogueStaleMs: number;
  /** SEARCH_INDEX_REFRESH_MS (900000): how often the search index of the catalogue is built again (server/search). */
  searchRefreshMs: number;
  /** SEARCH_INDEX_MAX_ITEMS (200000): the most items the search index reads. */
  searchMaxItems: number;
  /** Where the instances share the rate limits and the catalogue cache (sharedState.ts); this process alone when absent. */
  redisUrl: string | undefined;
  /** DOCUMENT_ORIGINS (none): origins besides PROVIDER_URL's that the provider's document links may point to (comma-separated). */
  documentOrigins: string[];
  /** HEADERS_TIMEOUT_MS (10000): a connection that has not sent its whole request head by then is closed. */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS (120000): a request (head and body) not received in full by then gets a 408 and is closed. */
  requestTimeoutMs: number;
  /**
   * STANDING_ORDERS_FILE: where the standing orders are kept without REDIS_URL (server/standing): an
   * absolute path, or one under the working directory; null keeps them in memory (`:memory:`, and mock
   * mode's default: the mock's own users and orders live in memory too). Proxy mode's default is
   * `.data/standing-orders.json`.
   */
  standingOrdersFile: string | null;
  /** STANDING_ORDERS_DEMO (true in mock mode): the demo buyer gets a standing order at start (mock mode only). */
  standingOrdersDemo: boolean;
  /** SMTP_URL: smtp:// or smtps://, where the standing orders' reminders are sent from; none are sent without it. */
  smtpUrl: string | undefined;
  /** SMTP_FROM ("Storefront" <no-reply@PUBLIC_URL's host>): the reminders' sender. */
  smtpFrom: string;
}

/**
 * The repository root: the nearest folder above this file with a package.json (server/.. when run from
 * the source, dist/server-js/server/../../.. when run compiled: scripts/build-server.mjs).
 */
export const REPO_ROOT = repositoryRoot(__dirname);

function repositoryRoot(from: string): string {
  for (let dir = path.resolve(from, '..'); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}
/** The shortest APP_SECRET accepted. */
export const MIN_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration from environment variables; throws ConfigError on the first bad one. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const value: Read = (name) => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  // Read in this order, so the first bad variable named is the same whatever else is wrong.
  const port = integer(value('PORT'), 'PORT', 3000, { min: 0, max: 65535 });
  const provider = providerSettings(value);
  const secrets = secretSettings(value, provider.mode);
  const mock = mockSettings(value, provider.mode);
  const logLevel = logLevelOf(value('LOG_LEVEL'));
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), value('TRUST_PROXY_ANY'));
  const staticDir = path.resolve(REPO_ROOT, value('STATIC_DIR') ?? 'dist/client');
  const limits = limitSettings(value, port);
  return {
    port,
    ...provider,
    ...secrets,
    ...mock,
    logLevel,
    trustProxy,
    staticDir,
    ...limits,
    ...cacheSettings(value),
    ...searchSettings(value),
    documentOrigins: (value('DOCUMENT_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => origin(o, 'DOCUMENT_ORIGINS')),
    ...timeoutSettings(value),
    ...standingSettings(value, provider.mode),
    ...mailSettings(value, limits.publicUrl),
  };
}

/** A variable's value, trimmed; undefined when unset or blank. */
type Read = (name: string) => string | undefined;

/** PROVIDER, PROVIDER_URL and PROVIDER_TIMEOUT_MS: the mode (proxy when a URL is given) and where and how long to ask. */
function providerSettings(value: Read): Pick<ServerConfig, 'mode' | 'providerUrl' | 'providerTimeoutMs'> {
  const providerUrlRaw = value('PROVIDER_URL');
  const providerRaw = value('PROVIDER')?.toLowerCase();
  if (providerRaw !== undefined && providerRaw !== 'mock' && providerRaw !== 'proxy') {
    throw new ConfigError('PROVIDER', `must be 'mock' or 'proxy', got '${clip(providerRaw)}'`);
  }
  const mode: ProviderMode = (providerRaw as ProviderMode | undefined) ?? (providerUrlRaw ? 'proxy' : 'mock');

  let providerUrl: string | null = null;
  if (mode === 'proxy') {
    if (!providerUrlRaw) throw new ConfigError('PROVIDER_URL', 'is required in proxy mode (e.g. https://provider.example/api)');
    providerUrl = absoluteHttpUrl(providerUrlRaw);
  } else if (providerUrlRaw) {
    // PROVIDER=mock with a PROVIDER_URL: the URL is unused, but a malformed one is still a mistake worth naming.
    absoluteHttpUrl(providerUrlRaw);
  }
  const providerTimeoutMs = integer(value('PROVIDER_TIMEOUT_MS'), 'PROVIDER_TIMEOUT_MS', 30_000, { min: 1, max: 600_000 });
  return { mode, providerUrl, providerTimeoutMs };
}

/** APP_SECRET: required in proxy mode; in mock mode a random one when unset. */
function secretSettings(value: Read, mode: ProviderMode): Pick<ServerConfig, 'appSecret' | 'appSecretGenerated'> {
  const secretRaw = value('APP_SECRET');
  if (secretRaw !== undefined && secretRaw.length < MIN_SECRET_LENGTH) {
    throw new ConfigError('APP_SECRET', `must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  if (secretRaw === undefined && mode === 'proxy') {
    throw new ConfigError(
      'APP_SECRET',
      `is required in proxy mode (at least ${MIN_SECRET_LENGTH} characters; it seals order-document links)`,
    );
  }
  return { appSecret: secretRaw ?? randomBytes(32).toString('base64url'), appSecretGenerated: secretRaw === undefined };
}

/** MOCK_ITEMS, MOCK_LATENCY_MS, MOCK_CONTROL (in mock mode only) and MOCK_CAPABILITIES. */
function mockSettings(
  value: Read,
  mode: ProviderMode,
): Pick<ServerConfig, 'mockItems' | 'mockLatencyMs' | 'mockControl' | 'mockCapabilities'> {
  const mockItemsRaw = value('MOCK_ITEMS');
  const mockItems = mockItemsRaw === undefined ? undefined : integer(mockItemsRaw, 'MOCK_ITEMS', 0, { min: 1, max: 1_000_000 });
  const mockLatencyMs = integer(value('MOCK_LATENCY_MS'), 'MOCK_LATENCY_MS', 0, { min: 0, max: 60_000 });
  const mockControl = flag(value('MOCK_CONTROL'), 'MOCK_CONTROL');
  if (mockControl && mode !== 'mock') throw new ConfigError('MOCK_CONTROL', 'works only with the mock provider (PROVIDER=mock)');
  let mockCapabilities: Capability[];
  try {
    mockCapabilities = parseCapabilityList(value('MOCK_CAPABILITIES'));
  } catch (err) {
    throw new ConfigError('MOCK_CAPABILITIES', (err as Error).message);
  }
  return { mockItems, mockLatencyMs, mockControl, mockCapabilities };
}

function logLevelOf(raw: string | undefined): LogLevel {
  const logLevel = (raw?.toLowerCase() ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got '${clip(logLevel)}'`);
  }
  return logLevel;
}

type LimitSettings = Pick<
  ServerConfig,
  | 'authRateLimit'
  | 'authRateWindowMs'
  | 'publicUrl'
  | 'anonRateLimit'
  | 'anonRateWindowMs'
  | 'pageRateLimit'
  | 'pageRateWindowMs'
  | 'tokenFailureLimit'
  | 'tokenFailureWindowMs'
  | 'clientMaxCalls'
  | 'providerMaxAnswerBytes'
>;

/** The per-address limits (and PUBLIC_URL, read among them), the requests a client may have under way, the most read of a response. */
function limitSettings(value: Read, port: number): LimitSettings {
  const authRateLimit = integer(value('AUTH_RATE_LIMIT'), 'AUTH_RATE_LIMIT', 10, { min: 1, max: 1_000_000 });
  const authRateWindowMs = integer(value('AUTH_RATE_WINDOW_MS'), 'AUTH_RATE_WINDOW_MS', 60_000, { min: 1, max: 86_400_000 });
  const publicUrl = value('PUBLIC_URL') === undefined ? `http://localhost:${port}` : origin(value('PUBLIC_URL')!, 'PUBLIC_URL');
  const anonRateLimit = integer(value('ANON_RATE_LIMIT'), 'ANON_RATE_LIMIT', 300, { min: 1, max: 1_000_000 });
  const anonRateWindowMs = integer(value('ANON_RATE_WINDOW_MS'), 'ANON_RATE_WINDOW_MS', 60_000, { min: 1, max: 86_400_000 });
  const pageRateLimit = integer(value('PAGE_RATE_LIMIT'), 'PAGE_RATE_LIMIT', 120, { min: 1, max: 1_000_000 });
  const pageRateWindowMs = integer(value('PAGE_RATE_WINDOW_MS'), 'PAGE_RATE_WINDOW_MS', 60_000, { min: 1, max: 86_400_000 });
  const tokenFailureLimit = integer(value('TOKEN_FAILURE_LIMIT'), 'TOKEN_FAILURE_LIMIT', 30, { min: 1, max: 1_000_000 });
  const tokenFailureWindowMs = integer(value('TOKEN_FAILURE_WINDOW_MS'), 'TOKEN_FAILURE_WINDOW_MS', 60_000, { min: 1, max: 86_400_000 });
  const clientMaxCalls = integer(value('CLIENT_MAX_CALLS'), 'CLIENT_MAX_CALLS', 32, { min: 1, max: 100_000 });
  const providerMaxAnswerBytes = integer(value('PROVIDER_MAX_ANSWER_BYTES'), 'PROVIDER_MAX_ANSWER_BYTES', 4 * 1024 * 1024, {
    min: 1024,
    max: 1024 * 1024 * 1024,
  });
  return {
    authRateLimit,
    authRateWindowMs,
    publicUrl,
    anonRateLimit,
    anonRateWindowMs,
    pageRateLimit,
    pageRateWindowMs,
    tokenFailureLimit,
    tokenFailureWindowMs,
    clientMaxCalls,
    providerMaxAnswerBytes,
  };
}

/** SEARCH_INDEX_REFRESH_MS and SEARCH_INDEX_MAX_ITEMS: the search index of the catalogue (server/search). */
function searchSettings(value: Read): Pick<ServerConfig, 'searchRefreshMs' | 'searchMaxItems'> {
  return {
    searchRefreshMs: integer(value('SEARCH_INDEX_REFRESH_MS'), 'SEARCH_INDEX_REFRESH_MS', 900_000, { min: 10_000, max: 86_400_000 }),
    searchMaxItems: integer(value('SEARCH_INDEX_MAX_ITEMS'), 'SEARCH_INDEX_MAX_ITEMS', 200_000, { min: 1, max: 1_000_000 }),
  };
}

/** CATALOGUE_TTL_MS, CATALOGUE_STALE_MS and REDIS_URL: the visitors' catalogue cache and where shared state lives. */
function cacheSettings(value: Read): Pick<ServerConfig, 'catalogueTtlMs' | 'catalogueStaleMs' | 'redisUrl'> {
  const catalogueTtlMs = integer(value('CATALOGUE_TTL_MS'), 'CATALOGUE_TTL_MS', 5_000, { min: 0, max: 86_400_000 });
  const catalogueStaleMs = integer(value('CATALOGUE_STALE_MS'), 'CATALOGUE_STALE_MS', 60_000, { min: 0, max: 86_400_000 });
  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL');
  return { catalogueTtlMs, catalogueStaleMs, redisUrl };
}

/** HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS (none, or no shorter than the first). */
function timeoutSettings(value: Read): Pick<ServerConfig, 'headersTimeoutMs' | 'requestTimeoutMs'> {
  const headersTimeoutMs = integer(value('HEADERS_TIMEOUT_MS'), 'HEADERS_TIMEOUT_MS', 10_000, { min: 100, max: 600_000 });
  const requestTimeoutMs = integer(value('REQUEST_TIMEOUT_MS'), 'REQUEST_TIMEOUT_MS', 120_000, { min: 0, max: 3_600_000 });
  if (requestTimeoutMs !== 0 && requestTimeoutMs < headersTimeoutMs) {
    throw new ConfigError('REQUEST_TIMEOUT_MS', `must be 0 (none) or at least HEADERS_TIMEOUT_MS (${headersTimeoutMs})`);
  }
  return { headersTimeoutMs, requestTimeoutMs };
}

/** Proxy mode's file of standing orders, under the working directory (.gitignore leaves `.data/` out). */
export const DEFAULT_STANDING_ORDERS_FILE = '.data/standing-orders.json';
/** The value of STANDING_ORDERS_FILE that keeps the standing orders in memory. */
export const IN_MEMORY = ':memory:';

/** STANDING_ORDERS_FILE and STANDING_ORDERS_DEMO: where the standing orders are kept without Redis, and the demo buyer's. */
function standingSettings(value: Read, mode: ProviderMode): Pick<ServerConfig, 'standingOrdersFile' | 'standingOrdersDemo'> {
  const raw = value('STANDING_ORDERS_FILE');
  // Mock mode's users, items and orders are new at every start: its standing orders live as long as they do.
  const file = raw ?? (mode === 'mock' ? IN_MEMORY : DEFAULT_STANDING_ORDERS_FILE);
  const demoRaw = value('STANDING_ORDERS_DEMO');
  const standingOrdersDemo = demoRaw === undefined ? mode === 'mock' : flag(demoRaw, 'STANDING_ORDERS_DEMO');
  if (standingOrdersDemo && mode !== 'mock')
    throw new ConfigError('STANDING_ORDERS_DEMO', 'works only with the mock provider (PROVIDER=mock)');
  return { standingOrdersFile: file === IN_MEMORY ? null : path.resolve(process.cwd(), file), standingOrdersDemo };
}

/** SMTP_URL and SMTP_FROM: where the standing orders' reminders go out, and from whom. */
function mailSettings(value: Read, publicUrl: string): Pick<ServerConfig, 'smtpUrl' | 'smtpFrom'> {
  const smtpUrl = value('SMTP_URL');
  // Never echoed: it may carry the mail account's password.
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl))
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465');
  const from = value('SMTP_FROM');
  // A header's value: a line break in it would start another header of the message.
  if (from !== undefined && (/[\r\n\0]/.test(from) || !/@[^\s@>]+/.test(from)))
    throw new ConfigError('SMTP_FROM', `must be one address, such as "Storefront" <no-reply@shop.example>, got '${clip(from)}'`);
  return { smtpUrl, smtpFrom: from ?? `"Storefront" <no-reply@${new URL(publicUrl).hostname}>` };
}
