// Benchmarks of the storefront in headless Chromium on localhost:
//  - JavaScript downloaded for the home page, gzip (goal: under 130 KB), split into what the
//    first render needs and what arrives after it (the carousel);
//  - home page load: time to the banner and the category cards shown (median of 5 cold loads).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startApp } from '../../e2e/support/app';

const root = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('client build failed');
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const loads: number[] = [];
    let scripts: Array<{ url: string; gzip: number }> = [];
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const seen: Array<Promise<{ url: string; gzip: number }>> = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') seen.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 9 }).length })));
      });
      const start = Date.now();
      await page.goto(app.url + '/');
      await page.locator('main img[src*="banner"]').first().waitFor({ state: 'visible' });
      await page.locator('main a[href^="/categories/"]').first().waitFor({ state: 'visible' });
      loads.push(Date.now() - start);
      await page.waitForLoadState('networkidle');
      scripts = await Promise.all(seen);
      await context.close();
    }
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    loads.sort((a, b) => a - b);
    for (const s of scripts) console.log(`  ${path.basename(new URL(s.url).pathname)}: ${(s.gzip / 1024).toFixed(1)} KB gzip`);
    console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (goal < 130 KB)`);
    console.log(`home page load to banner and category cards: median ${loads[2]} ms (runs ${loads.join(', ')} ms)`);
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
