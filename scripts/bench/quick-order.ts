// Quick order (issue 14): how long a pasted list of 200 and of 1,000 lines takes from the click on
// 'בדיקת הרשימה' to its checked table on screen, in headless Chromium, against the server with the
// mock provider answering every call 50 ms late (MOCK_LATENCY_MS=50, as `npm start` would run it).
// Each run is a fresh page (the catalogue is read again: Item/List in pages of 1,000). Goals: 200
// lines under 3 s, 1,000 under 10 s. Median of 3 runs each.
import { launchBrowser, startApp } from '../../e2e/support/app';

const RUNS = 3;
const GOALS: Record<number, number> = { 200: 3000, 1000: 10_000 };

async function main(): Promise<void> {
  const app = await startApp({ MOCK_LATENCY_MS: '50', ANON_RATE_LIMIT: '100000' });
  const browser = await launchBrowser();
  try {
    const login = await fetch(`${app.url}/api/Account/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer123!' }),
    });
    const token = ((await login.json()) as { payload: string }).payload;
    const list = await fetch(`${app.url}/api/Item/List?pageSize=1000`, { headers: { Authorization: `Bearer ${token}` } });
    const items = ((await list.json()) as { payload: { items: Array<{ itemId: string; catalogNumber: string }> } }).payload.items;
    for (const lines of [200, 1000]) {
      const text = Array.from({ length: lines }, (_, i) => {
        const item = items[(i * 7) % items.length]!;
        return i % 2 === 0 ? `${item.catalogNumber}\t${(i % 5) + 1}` : `${(i % 9) + 1}, ${item.itemId}`;
      }).join('\n');
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        await context.addInitScript((t) => localStorage.setItem('token', t), token);
        const page = await context.newPage();
        await page.goto(`${app.url}/quick-order`);
        const box = page.getByRole('textbox', { name: 'הדבקת רשימה' });
        await box.fill(text);
        const started = Date.now();
        await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
        await page.getByRole('status').filter({ hasText: 'תקינות' }).waitFor({ timeout: 60_000 });
        await page
          .locator('tbody tr')
          .nth(lines - 1)
          .waitFor({ state: 'attached' });
        times.push(Date.now() - started);
        await context.close();
      }
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      const goal = GOALS[lines]!;
      console.log(
        `quick order, ${lines} lines, MOCK_LATENCY_MS=50: ${median} ms to the checked table (median of ${RUNS}: ${times.join(', ')} ms); goal < ${goal} ms: ${median < goal ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
