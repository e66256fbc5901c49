import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

const SECRET = 'a-long-enough-secret-123';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('no ConfigError');
}

describe('loadConfig', () => {
  it('defaults to mock mode on port 3000 with a random secret flagged as generated', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      mode: 'mock',
      providerUrl: null,
      providerTimeoutMs: 30_000,
      appSecretGenerated: true,
      mockItems: undefined,
      mockLatencyMs: 0,
      logLevel: 'info',
      trustProxy: false,
      staticDir: path.join(REPO_ROOT, 'dist/client'),
      authRateLimit: 10,
      authRateWindowMs: 60_000,
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).appSecret).not.toBe(config.appSecret);
  });

  it('switches to proxy mode when PROVIDER_URL is set, trimming the trailing slash', () => {
    const config = loadConfig({ PROVIDER_URL: 'https://provider.example.com/api/', APP_SECRET: SECRET, PROVIDER_TIMEOUT_MS: '5000' });
    expect(config).toMatchObject({ mode: 'proxy', providerUrl: 'https://provider.example.com/api', providerTimeoutMs: 5000, appSecret: SECRET, appSecretGenerated: false });
  });

  it('reads the other variables', () => {
    const config = loadConfig({ PORT: '8080', MOCK_ITEMS: '300', MOCK_LATENCY_MS: '20', LOG_LEVEL: 'WARN', TRUST_PROXY: '1', STATIC_DIR: '/tmp/x', AUTH_RATE_LIMIT: '3' });
    expect(config).toMatchObject({ port: 8080, mockItems: 300, mockLatencyMs: 20, logLevel: 'warn', trustProxy: 1, staticDir: '/tmp/x', authRateLimit: 3 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '3000.5' }],
    ['PROVIDER', { PROVIDER: 'remote' }],
    ['PROVIDER_URL', { PROVIDER_URL: 'not-a-url', APP_SECRET: SECRET }],
    ['PROVIDER_URL', { PROVIDER_URL: 'ftp://provider.example.com/api', APP_SECRET: SECRET }],
    ['PROVIDER_URL', { PROVIDER: 'proxy', APP_SECRET: SECRET }],
    ['APP_SECRET', { PROVIDER_URL: 'https://provider.example.com/api' }],
    ['APP_SECRET', { APP_SECRET: 'short' }],
    ['PROVIDER_TIMEOUT_MS', { PROVIDER_TIMEOUT_MS: '0' }],
    ['PROVIDER_TIMEOUT_MS', { PROVIDER_TIMEOUT_MS: 'soon' }],
    ['MOCK_ITEMS', { MOCK_ITEMS: 'many' }],
    ['MOCK_LATENCY_MS', { MOCK_LATENCY_MS: '-1' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes please!' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
  ])('refuses a bad %s with one line naming it', (variable, env) => {
    const err = errorOf(env);
    expect(err.variable).toBe(variable);
    expect(err.message.startsWith(`${variable}: `)).toBe(true);
    expect(err.message).not.toContain('\n');
  });
});
