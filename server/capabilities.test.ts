// The provider's optional capabilities as the server reads them: kept five minutes, half a minute
// after a failure, a 404 an answer of none; served at GET /api/Capabilities in both modes.
import express from 'express';
import pino from 'pino';
import { createMockProvider } from '../mock-provider/app';
import { createServer } from './app';
import { CAPABILITIES_RETRY_MS, CAPABILITIES_TTL_MS, CapabilitiesReader } from './capabilities';
import { listen, makeStaticFixture, testConfig, type Listening } from './testing';

const silent = pino({ level: 'silent' });
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

type Answer = { status: number; body: unknown } | Error;

/** A reader in front of a provider that gives the answers in turn (the last one again), on a clock the test moves. */
function readerOf(...answers: Answer[]) {
  let clock = 1_000;
  const asked: string[] = [];
  const reader = new CapabilitiesReader(
    async (path) => {
      asked.push(path);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return { status: answer.status, contentType: 'application/json', body: Buffer.from(JSON.stringify(answer.body)) };
    },
    { logger: silent, now: () => clock },
  );
  return { reader, asked, later: (ms: number) => (clock += ms) };
}

/** Lets a read begun in the background finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const offering = (capabilities: unknown) => ({ status: 200, body: { statusCode: 200, payload: { capabilities } } });

describe('the capabilities reader', () => {
  it('reads GET /Capabilities once for everyone asking at once, keeps it five minutes, and knows only the capabilities it knows', async () => {
    const { reader, asked, later } = readerOf(offering(['teleport', 'order-status']), offering(['teleport']));
    expect(await Promise.all([reader.offered(), reader.offered(), reader.offers('order-status')])).toEqual([
      ['order-status'],
      ['order-status'],
      true,
    ]);
    expect(asked).toEqual(['/Capabilities']);
    later(CAPABILITIES_TTL_MS - 1);
    expect(await reader.offered()).toEqual(['order-status']);
    expect(asked).toHaveLength(1);
    // Aged: the answer kept is given at once while the provider is asked again; the new one after.
    later(2);
    expect(await reader.offered()).toEqual(['order-status']);
    await settled();
    expect(await reader.offered()).toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('takes a 404 for a provider that offers none', async () => {
    const { reader } = readerOf({ status: 404, body: { statusCode: 404, error: { code: 'not_found', message: 'no such call' } } });
    expect(await reader.offered()).toEqual([]);
    expect(await reader.offers('order-status')).toBe(false);
  });

  it('after a failure offers what it last read (none at first) and asks again half a minute later', async () => {
    const { reader, asked, later } = readerOf(
      new Error('ECONNREFUSED'),
      offering(['order-status']),
      { status: 502, body: { statusCode: 502 } },
      { status: 200, body: 'not an envelope' },
      { status: 404, body: { statusCode: 404 } },
    );
    expect(await reader.offered()).toEqual([]);
    later(CAPABILITIES_RETRY_MS - 1);
    expect(await reader.offered()).toEqual([]);
    expect(asked).toHaveLength(1);
    later(2);
    expect(await reader.offered()).toEqual([]);
    await settled();
    expect(await reader.offered()).toEqual(['order-status']);
    // Down, then answering nonsense: what it offered stands, asked again every half minute.
    later(CAPABILITIES_TTL_MS + 1);
    expect(await reader.offered()).toEqual(['order-status']);
    await settled();
    expect(await reader.offered()).toEqual(['order-status']);
    expect(asked).toHaveLength(3);
    later(CAPABILITIES_RETRY_MS - 1);
    expect(await reader.offered()).toEqual(['order-status']);
    expect(asked).toHaveLength(3);
    later(2);
    expect(await reader.offered()).toEqual(['order-status']);
    await settled();
    expect(asked).toHaveLength(4);
    later(CAPABILITIES_RETRY_MS + 1);
    expect(await reader.offered()).toEqual(['order-status']);
    await settled();
    expect(await reader.offered()).toEqual([]);
    expect(asked).toHaveLength(5);
  });
});

describe('GET /api/Capabilities', () => {
  let running: Listening[] = [];
  afterEach(async () => {
    await Promise.all(running.map((r) => r.close()));
    running = [];
  });

  async function capabilitiesAt(url: string): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
    const res = await fetch(`${url}/api/Capabilities`);
    return { status: res.status, body: await res.json(), cacheControl: res.headers.get('cache-control') };
  }

  it('in mock mode: every capability by default, none with MOCK_CAPABILITIES=none, always 200', async () => {
    for (const [env, capabilities] of [
      [{}, ['order-status', 'order-change']],
      [{ MOCK_CAPABILITIES: 'none' }, []],
      [{ MOCK_CAPABILITIES: 'order-status' }, ['order-status']],
    ] as const) {
      const server = await listen(createServer(testConfig({ STATIC_DIR: fixture.dir, ...env })));
      running.push(server);
      expect(await capabilitiesAt(server.url)).toEqual({
        status: 200,
        body: { statusCode: 200, payload: { capabilities } },
        cacheControl: 'public, max-age=60',
      });
    }
  });

  it('in proxy mode: what the provider offers, asked once; none from a provider without GET /Capabilities', async () => {
    for (const capabilities of [['order-status'], []] as const) {
      let asked = 0;
      const app = express();
      app.use((req, _res, next) => {
        if (req.url === '/api/Capabilities') asked++;
        next();
      });
      app.use('/api', createMockProvider({ capabilities }));
      const provider = await listen(app);
      const server = await listen(createServer(testConfig({ STATIC_DIR: fixture.dir, PROVIDER_URL: `${provider.url}/api` })));
      running.push(provider, server);
      for (let i = 0; i < 3; i++) expect((await capabilitiesAt(server.url)).body).toEqual({ statusCode: 200, payload: { capabilities } });
      expect(asked).toBe(1);
    }
  });
});
