// What the proxy's tests (server/proxy/*.test.ts) share: a server in proxy mode in front of a fake
// provider, clocks moved by hand, fake providers that record or check what they are sent, raw requests.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { createServer } from '../app';
import { silenceOn } from '../providerClient';
import { handTimers, listen, makeStaticFixture, testConfig, type Listening } from '../testing';

/** The built client's stand-in the servers of a test file serve (removed after it). */
export const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

/** A server in proxy mode in front of `providerUrl` (the provider's /api base), listening on an ephemeral port. */
export function proxyServer(
  providerUrl: string,
  env: Record<string, string> = {},
  deps: Parameters<typeof createServer>[1] = {},
): Promise<Listening> {
  return listen(createServer(testConfig({ PROVIDER_URL: providerUrl, STATIC_DIR: fixture.dir, ...env }), deps));
}

/**
 * Timers moved by hand for a server's requests to the provider: their deadlines on `deadlines`, their silences on
 * `quiet`; `begun` counts the silences begun (again, as bytes move). `deps` gives them to createServer.
 */
export function handClock() {
  const deadlines = handTimers();
  const quiet = handTimers();
  const counts = { begun: 0 };
  const counted = {
    ...quiet,
    setTimeout: (expire: () => void, ms: number): unknown => {
      counts.begun++;
      return quiet.setTimeout(expire, ms);
    },
  };
  return {
    deadlines,
    quiet,
    get begun() {
      return counts.begun;
    },
    deps: { providerTimers: deadlines, providerSilence: silenceOn(counted) },
  };
}

/** A fake provider that hashes what it receives and responds with what it saw. */
export function recordingProvider(): Promise<Listening & { bytesSoFar: () => number }> {
  let bytes = 0;
  return listen((req, res) => {
    const hash = createHash('sha256');
    let size = 0;
    bytes = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      bytes = size;
    });
    req.on('end', () => {
      const body = JSON.stringify({ statusCode: 200, payload: { size, sha256: hash.digest('hex'), url: req.url, headers: req.headers } });
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-response-hop',
        'x-response-hop': 'must-not-pass',
        'keep-alive': 'timeout=97, max=3',
        'x-end-to-end': 'passes',
        'x-powered-by': 'SomeFramework',
      });
      res.end(body);
    });
  }).then((l) => Object.assign(l, { bytesSoFar: () => bytes }));
}

/** Sends a raw request and collects the response. */
export function send(
  url: string,
  options: http.RequestOptions,
  write: (req: http.ClientRequest) => Promise<void> | void,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    Promise.resolve(write(req)).catch(reject);
  });
}

/** A JWT-shaped token (unsigned: the server cannot check signatures, the provider does) with these claims. */
export const jwtWith = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'forged-signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/**
 * A provider that responds with 401 to a token it does not know (in the Authorization header, or Account/UserInfo's
 * `?token=`, as a real one does), anything else with prices; it records what it was asked. With `hold`, it answers
 * nothing until `release()`.
 */
export async function checkingProvider(
  known: string[],
  { hold = false } = {},
): Promise<Listening & { seen: Array<{ url: string; authorization?: string }>; release: () => void }> {
  const seen: Array<{ url: string; authorization?: string }> = [];
  const held: Array<() => void> = [];
  let holding = hold;
  const provider = await listen((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => (holding ? held.push(answer) : answer()));
    function answer() {
      const query = [...new URL(req.url ?? '/', 'http://x').searchParams].find(([name]) => name.toLowerCase() === 'token');
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? query?.[1];
      const refused = token !== undefined && !known.includes(token);
      res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify(
          refused
            ? { statusCode: 401, error: { code: 'unauthorized', message: 'a valid token is required' } }
            : { statusCode: 200, payload: { items: [{ id: 1, itemId: '100', salePriceInNIS: 4.9 }], totalCount: 1 } },
        ),
      );
    }
  });
  const release = () => {
    holding = false;
    for (const answer of held.splice(0)) answer();
  };
  return Object.assign(provider, { seen, release });
}
