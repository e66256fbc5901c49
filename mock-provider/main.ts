// The mock provider alone: `npm run mock-provider` serves its calls under /api on MOCK_PORT (4000).
import express from 'express';
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

const port = numberFrom('MOCK_PORT', 4000);
const app = express();
app.disable('x-powered-by');
app.use('/api', createMockProvider({ items: numberFrom('MOCK_ITEMS', 1200), latencyMs: numberFrom('MOCK_LATENCY_MS', 0) }));
const server = app.listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`mock provider on http://localhost:${actual}/api`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
