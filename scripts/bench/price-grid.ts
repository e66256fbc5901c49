// The price grid: how long admin/dashboard/{id}/prices takes to open (from the address
// to every row's prices loaded and the first rows drawn) with the default catalogue (about 1,200
// items × the mock's three price lists) and with MOCK_ITEMS=20000 and two more price lists added
// through the API (× 5); and how long 1,000 changed prices take to apply (a CSV import of 1,000
// changes, from 'החלת השינויים' to its message: every price sent, 6 at a time). Headless Chromium,
// the mock provider responding to every request 50 ms late (MOCK_LATENCY_MS=50, as the quick-order bench
// runs). Median of 3 runs each.
import type { Browser } from 'playwright-core';
import { launchBrowser, startApp as startServer, type RunningApp } from '../../e2e/support/app';

const RUNS = 3;
const LATENCY = { MOCK_LATENCY_MS: '50', ANON_RATE_LIMIT: '100000', PAGE_RATE_LIMIT: '100000' };

async function adminToken(app: RunningApp): Promise<string> {
  const login = await fetch(`${app.url}/api/Account/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
  });
  return ((await login.json()) as { payload: string }).payload;
}

async function listCount(app: RunningApp, token: string): Promise<number> {
  const res = await fetch(`${app.url}/api/PriceList/GetAll?pageSize=1000`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { payload: { totalCount: number } }).payload.totalCount;
}

/** Adds price lists through the API until there are `want`. */
async function listsUpTo(app: RunningApp, token: string, want: number): Promise<void> {
  for (let n = await listCount(app, token); n < want; n++) {
    await fetch(`${app.url}/api/PriceList/Add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `מחירון נוסף ${n + 1}` }),
    });
  }
}

/** The server as `npm start` runs it: without the journeys' check of every response against the contract, which would be timed too. */
const startApp = (env: Record<string, string>) => startServer(env, { checkResponses: false });

/** How many items and price lists the catalogue holds. */
async function catalogueSize(app: RunningApp, token: string): Promise<{ rows: number; lists: number }> {
  const res = await fetch(`${app.url}/api/Item/List?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
  const rows = ((await res.json()) as { payload: { totalCount: number } }).payload.totalCount;
  return { rows, lists: await listCount(app, token) };
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** Opens the grid in a fresh page; the time to its rows' count and the first row's prices on screen. */
async function openGrid(browser: Browser, app: RunningApp, token: string, rows: number, lists: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'he-IL' });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${app.url}/admin/dashboard/1/prices`);
  await page.getByText(`${rows.toLocaleString('en-US')} פריטים × ${lists} מחירונים`).waitFor({ timeout: 120_000 });
  await page.locator('[role=row][aria-rowindex="2"] [role=gridcell]').first().waitFor();
  return { page, context, ms: Date.now() - started };
}

async function measureOpen(browser: Browser, app: RunningApp, token: string, label: string): Promise<void> {
  const { rows, lists } = await catalogueSize(app, token);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, ms } = await openGrid(browser, app, token, rows, lists);
    times.push(ms);
    await context.close();
  }
  console.log(
    `price grid, ${label} (${rows} items × ${lists} lists): ${median(times)} ms to open (median of ${RUNS}: ${times.join(', ')} ms)`,
  );
}

/** Imports a CSV that changes the first list's price of 1,000 items, and times the apply. */
async function measureApply(browser: Browser, app: RunningApp, token: string): Promise<void> {
  const { rows, lists } = await catalogueSize(app, token);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, context } = await openGrid(browser, app, token, rows, lists);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ייצוא CSV' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    // Every data line's first price, moved by a few agorot (a different amount each run).
    let changed = 0;
    for (let i = 1; i < lines.length && changed < 1000; i++) {
      const cells = lines[i]!.split(',');
      const price = Number(cells[3]);
      if (!cells[3] || !Number.isFinite(price) || price <= 0) continue;
      cells[3] = (price + 0.01 * (run + 1)).toFixed(2);
      lines[i] = cells.join(',');
      changed++;
    }
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'ייבוא CSV' }).click()]);
    await chooser.setFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
    const apply = page.getByRole('button', { name: 'החלת השינויים' });
    await apply.waitFor();
    const started = Date.now();
    await apply.click();
    await page.getByText(`${changed.toLocaleString('en-US')} מחירים מהקובץ נשמרו.`).waitFor({ timeout: 300_000 });
    times.push(Date.now() - started);
    await context.close();
  }
  console.log(`price grid, applying 1,000 changes: ${median(times)} ms (median of ${RUNS}: ${times.join(', ')} ms)`);
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const small = await startApp(LATENCY);
    try {
      const token = await adminToken(small);
      const lists = await listCount(small, token);
      if (lists < 3) {
        console.log(`the default mock has ${lists} price lists: adding ${3 - lists} through the API`);
        await listsUpTo(small, token, 3);
      }
      await measureOpen(browser, small, token, 'the default mock');
      await measureApply(browser, small, token);
    } finally {
      await small.close();
    }
    const large = await startApp({ ...LATENCY, MOCK_ITEMS: '20000' });
    try {
      const token = await adminToken(large);
      await listsUpTo(large, token, (await listCount(large, token)) + 2);
      await measureOpen(browser, large, token, 'MOCK_ITEMS=20000 and two more price lists');
    } finally {
      await large.close();
    }
  } finally {
    await browser.close();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
