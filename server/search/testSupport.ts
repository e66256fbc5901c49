// What the tests of the server's own search calls (server/search/*.test.ts) share: a storefront in
// front of a provider, and a call whose answer is held to the OpenAPI document.
import { ResponseChecker } from '@shared/contract/responseCheck';
import { createServer, type StorefrontApp } from '../app';
import { listenApp, makeStaticFixture, testConfig, type Listening } from '../testing';

/** The built client's stand-in the storefronts of a test file serve (removed after it). */
export const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

const checker = new ResponseChecker({ strict: true });

/** A storefront in front of `providerUrl` (proxy mode), listening, with its app at hand. */
export function storefront(providerUrl: string, env: Record<string, string> = {}): Promise<Listening & { app: StorefrontApp }> {
  const app = createServer(testConfig({ PROVIDER_URL: providerUrl, STATIC_DIR: fixture.dir, ...env }));
  return listenApp(app);
}

/** An envelope of any of the search calls, read loosely (each test reads the shape its call answers with; the document checks it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payloads of four calls, checked against the OpenAPI document
type Loose = any;

/** GETs or POSTs a search call, holds its answer to the OpenAPI document, and gives its status and envelope. */
export async function call(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { payload?: Loose; error?: Loose } }> {
  const res = await fetch(`${base}/api${path}`, init);
  const body = (await res.json()) as { payload?: Loose; error?: Loose };
  const problems = checker.check({
    method: init.method ?? 'GET',
    path: path.split('?')[0]!,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body,
  });
  expect({ path, problems }).toEqual({ path, problems: [] });
  return { status: res.status, body };
}

export const names = (body: { payload?: { items: Array<{ itemDescription: string }> } }) =>
  body.payload!.items.map((i) => i.itemDescription);
