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

describe('MOCK_CONTROL', () => {
  it("turns the mock's test control API on only when asked, and only in mock mode", () => {
    expect(loadConfig({ MOCK_CONTROL: 'true' }).mockControl).toBe(true);
    expect(loadConfig({ MOCK_CONTROL: 'false' }).mockControl).toBe(false);
    expect(() => loadConfig({ MOCK_CONTROL: 'maybe' })).toThrow(/MOCK_CONTROL: must be true or false/);
    expect(() => loadConfig({ MOCK_CONTROL: 'true', PROVIDER_URL: 'https://erp.example/api', APP_SECRET: 'x'.repeat(32) })).toThrow(
      /MOCK_CONTROL: works only with the mock provider/,
    );
  });
});

describe('MOCK_CAPABILITIES', () => {
  it("offers every capability by default, none with 'none', the ones named, and refuses a name it does not know", () => {
    expect(loadConfig({}).mockCapabilities).toEqual(['order-status', 'order-change']);
    expect(loadConfig({ MOCK_CAPABILITIES: 'none' }).mockCapabilities).toEqual([]);
    expect(loadConfig({ MOCK_CAPABILITIES: ' Order-Status ' }).mockCapabilities).toEqual(['order-status']);
    expect(() => loadConfig({ MOCK_CAPABILITIES: 'order-status,teleport' })).toThrow(
      /MOCK_CAPABILITIES: must be 'all', 'none' or a list of order-status, order-change; got 'order-status,teleport'/,
    );
    expect(() => loadConfig({ MOCK_CAPABILITIES: 'order-status,' })).toThrow(/MOCK_CAPABILITIES: must be/);
  });
});

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
      mockControl: false,
      logLevel: 'info',
      trustProxy: false,
      staticDir: path.join(REPO_ROOT, 'dist/client'),
      authRateLimit: 10,
      authRateWindowMs: 60_000,
      tokenFailureLimit: 30,
      tokenFailureWindowMs: 60_000,
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).appSecret).not.toBe(config.appSecret);
  });

  it('switches to proxy mode when PROVIDER_URL is set, trimming the trailing slash', () => {
    const config = loadConfig({ PROVIDER_URL: 'https://provider.example.com/api/', APP_SECRET: SECRET, PROVIDER_TIMEOUT_MS: '5000' });
    expect(config).toMatchObject({
      mode: 'proxy',
      providerUrl: 'https://provider.example.com/api',
      providerTimeoutMs: 5000,
      appSecret: SECRET,
      appSecretGenerated: false,
    });
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      PORT: '8080',
      MOCK_ITEMS: '300',
      MOCK_LATENCY_MS: '20',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '1',
      STATIC_DIR: '/tmp/x',
      AUTH_RATE_LIMIT: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      mockItems: 300,
      mockLatencyMs: 20,
      logLevel: 'warn',
      trustProxy: 1,
      staticDir: '/tmp/x',
      authRateLimit: 3,
    });
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
    ['TOKEN_FAILURE_LIMIT', { TOKEN_FAILURE_LIMIT: '0' }],
  ])('refuses a bad %s with one line naming it', (variable, env) => {
    const err = errorOf(env);
    expect(err.variable).toBe(variable);
    expect(err.message.startsWith(`${variable}: `)).toBe(true);
    expect(err.message).not.toContain('\n');
  });
});

describe('TRUST_PROXY', () => {
  it("takes a hop count or the proxies' addresses and subnets, as Express does", () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7',
    );
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
  });

  it.each(['true', 'TRUE', 'yes'])(
    'refuses %s (every hop trusted: any client could name any address and pass every per-address limit) with one line that says what to set',
    (value) => {
      const err = errorOf({ TRUST_PROXY: value });
      expect(err.variable).toBe('TRUST_PROXY');
      expect(err.message).toMatch(/^TRUST_PROXY: .*hop count.*TRUST_PROXY_ANY=yes/);
      expect(err.message).not.toContain('\n');
    },
  );

  it('takes true only with TRUST_PROXY_ANY=yes, said in so many words', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_ANY: 'yes' }).trustProxy).toBe(true);
    expect(errorOf({ TRUST_PROXY: 'true', TRUST_PROXY_ANY: 'true' }).variable).toBe('TRUST_PROXY_ANY');
    expect(errorOf({ TRUST_PROXY: 'true', TRUST_PROXY_ANY: 'no' }).variable).toBe('TRUST_PROXY');
    // Without TRUST_PROXY=true it means nothing, and saying it is a mistake worth naming.
    expect(errorOf({ TRUST_PROXY: '1', TRUST_PROXY_ANY: 'yes' }).variable).toBe('TRUST_PROXY_ANY');
  });

  it.each(['10.0.0.0/99', 'loopback, 300.1.1.1', 'localhost'])('refuses an address list proxy-addr cannot read (%s) at start', (value) => {
    expect(errorOf({ TRUST_PROXY: value }).variable).toBe('TRUST_PROXY');
  });
});

describe('loadConfig: the security settings', () => {
  it('defaults: PUBLIC_URL from the port, 300 visitor calls a minute, 4 MiB provider responses, 10 s for a request head', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      anonRateLimit: 300,
      anonRateWindowMs: 60_000,
      providerMaxAnswerBytes: 4 * 1024 * 1024,
      documentOrigins: [],
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
    });
  });

  it('reads PUBLIC_URL and DOCUMENT_ORIGINS as origins', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://Shop.Example/', DOCUMENT_ORIGINS: 'https://docs.example, http://files.example:8080' });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.documentOrigins).toEqual(['https://docs.example', 'http://files.example:8080']);
  });

  it.each([
    [{ PUBLIC_URL: 'shop.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://shop.example/store' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://user:pw@shop.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
    [{ DOCUMENT_ORIGINS: 'https://docs.example/path' }, 'DOCUMENT_ORIGINS'],
    [{ ANON_RATE_LIMIT: '0' }, 'ANON_RATE_LIMIT'],
    [{ PROVIDER_MAX_ANSWER_BYTES: '12' }, 'PROVIDER_MAX_ANSWER_BYTES'],
    [{ HEADERS_TIMEOUT_MS: 'soon' }, 'HEADERS_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '5000' }, 'REQUEST_TIMEOUT_MS'],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(errorOf(env).variable).toBe(variable);
  });
});

describe('loadConfig: the standing orders', () => {
  const proxy = { PROVIDER_URL: 'https://erp.example/api', APP_SECRET: SECRET };

  it('keeps them in memory in mock mode (its own data is in memory), in .data/standing-orders.json under the working directory in proxy mode', () => {
    expect(loadConfig({}).standingOrdersFile).toBeNull();
    expect(loadConfig(proxy).standingOrdersFile).toBe(path.resolve(process.cwd(), '.data/standing-orders.json'));
    expect(loadConfig({ ...proxy, STANDING_ORDERS_FILE: '/var/lib/shop/standing.json' }).standingOrdersFile).toBe(
      '/var/lib/shop/standing.json',
    );
    expect(loadConfig({ STANDING_ORDERS_FILE: 'kept/standing.json' }).standingOrdersFile).toBe(
      path.resolve(process.cwd(), 'kept/standing.json'),
    );
    expect(loadConfig({ ...proxy, STANDING_ORDERS_FILE: ':memory:' }).standingOrdersFile).toBeNull();
  });

  it('gives the demo buyer a standing order in mock mode unless told not to, and refuses the demo in proxy mode', () => {
    expect(loadConfig({}).standingOrdersDemo).toBe(true);
    expect(loadConfig({ STANDING_ORDERS_DEMO: 'false' }).standingOrdersDemo).toBe(false);
    expect(loadConfig(proxy).standingOrdersDemo).toBe(false);
    expect(() => loadConfig({ STANDING_ORDERS_DEMO: 'sometimes' })).toThrow(/STANDING_ORDERS_DEMO: must be true or false/);
    expect(errorOf({ ...proxy, STANDING_ORDERS_DEMO: 'true' }).message).toBe(
      'STANDING_ORDERS_DEMO: works only with the mock provider (PROVIDER=mock)',
    );
  });

  it("sends reminders only with an smtp:// or smtps:// SMTP_URL, from SMTP_FROM or no-reply at PUBLIC_URL's host", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, smtpFrom: '"Storefront" <no-reply@localhost>' });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', SMTP_URL: 'smtps://u:p@mail.example:465' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example:465',
      smtpFrom: '"Storefront" <no-reply@shop.example>',
    });
    expect(loadConfig({ SMTP_FROM: '"מחסני השרון" <orders@shop.example>' }).smtpFrom).toBe('"מחסני השרון" <orders@shop.example>');
    for (const bad of ['http://mail.example', 'mail.example:25', 'smtp://']) expect(errorOf({ SMTP_URL: bad }).variable).toBe('SMTP_URL');
    // The URL may carry a password: it is never echoed.
    expect(errorOf({ SMTP_URL: 'ftp://u:secret@mail.example' }).message).not.toContain('secret');
    for (const bad of ['no address', 'a@b.example\r\nBcc: everyone@example.com'])
      expect(errorOf({ SMTP_FROM: bad }).variable).toBe('SMTP_FROM');
  });
});
