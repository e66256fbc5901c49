// The mock provider alone: `npm run mock-provider` serves its calls under /api on MOCK_PORT (4000).
import express from 'express';
import { parseCapabilityList, type Capability } from '@shared/contract/capabilities';
import { createMockProvider } from './app';

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`${name} must be a non-negative integer, got '${raw}'`);
    process.exit(1);
  }
  return Number(raw);
}

/** MOCK_PUBLIC_URL: where the provider is reached from outside (its document links start with it); http://localhost:PORT by default. */
function publicUrl(): string | undefined {
  const raw = process.env.MOCK_PUBLIC_URL?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    console.error(`MOCK_PUBLIC_URL must be an absolute http(s) URL, got '${raw}'`);
    process.exit(1);
  }
}

/** MOCK_SEARCH: how Item/List's SearchTerm finds items ('rules', the default, or 'plain': a substring, as a provider whose search knows no spelling). */
function searchKind(): 'rules' | 'plain' {
  const raw = process.env.MOCK_SEARCH?.trim() || 'rules';
  if (raw !== 'rules' && raw !== 'plain') {
    console.error(`MOCK_SEARCH must be 'rules' or 'plain', got '${raw}'`);
    process.exit(1);
  }
  return raw;
}

/** MOCK_CAPABILITIES: the optional capabilities offered ('all', the default; 'none'; or names parted by commas). */
function capabilities(): Capability[] {
  try {
    return parseCapabilityList(process.env.MOCK_CAPABILITIES);
  } catch (err) {
    console.error(`MOCK_CAPABILITIES ${(err as Error).message}`);
    process.exit(1);
  }
}

const port = numberFrom('MOCK_PORT', 4000);
const configuredUrl = publicUrl();
let actualPort = port;
const app = express();
app.disable('x-powered-by');
// Behind the storefront on the same machine, every call comes from its address: the client's is the
// one it adds to X-Forwarded-For (the bound on password calls per address reads it, http/hashing.ts).
app.set('trust proxy', 'loopback');
app.use(
  '/api',
  createMockProvider({
    items: numberFrom('MOCK_ITEMS', 1200),
    latencyMs: numberFrom('MOCK_LATENCY_MS', 0),
    // The test control API (/api/__mock/...): only when asked for, never in a demo or on staging.
    control: process.env.MOCK_CONTROL === 'true',
    search: searchKind(),
    capabilities: capabilities(),
    baseUrl: () => `${configuredUrl ?? `http://localhost:${actualPort}`}/api`,
  }),
);
const server = app.listen(port, () => {
  const address = server.address();
  actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`mock provider on http://localhost:${actualPort}/api`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
