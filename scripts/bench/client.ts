// Benchmarks of the storefront in headless Chromium on localhost:
//  - JavaScript downloaded for the home page, gzip (goal: under 130 KB), split into what the
//    browser asks for up to the page's load event and what after it (the carousel);
//  - home page load: time to the banner and the category cards shown (median of 5 cold loads).
//  - how much of that JavaScript is the libraries the stack names (React, ReactDOM, react-router,
//    MobX, ky, swiper, and @tanstack/query-core for the cache, docs/decisions/0009-query-core-under-mobx.md), from a build
//    with source maps: the floor no work on the storefront's own code can go under.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser, startApp } from '../../e2e/support/app';

const root = path.resolve(__dirname, '..', '..');

/** The packages of the named stack (and what they pull in: React's scheduler, MobX's React binding). */
const STACK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'ky',
  'swiper',
  '@tanstack/query-core',
];

/** The package a source file of a bundle belongs to, or null for the storefront's own code. */
function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1]! : null;
}

/**
 * Builds the client again with source maps (into a temporary folder) and returns, per chunk name
 * (the file name before its hash), the minified text that came from each package.
 */
function textByPackage(): Map<string, Map<string, string>> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-build-'));
  try {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const run = spawnSync(process.execPath, [vite, 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('source-map build failed');
    const chunks = new Map<string, Map<string, string>>();
    const assets = path.join(outDir, 'assets');
    for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      const map = path.join(assets, `${file}.map`);
      // The bundler's own runtime chunk comes from no source and has no map.
      if (!fs.existsSync(map)) {
        chunks.set(chunkName(file), new Map([['(bundler runtime)', code]]));
        continue;
      }
      const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')));
      const lines = code.split('\n');
      const pieces = new Map<string, string[]>();
      let previous: { line: number; column: number; source: string | null } | null = null;
      const flush = (line: number, column: number) => {
        if (!previous) return;
        const text = lines[previous.line - 1] ?? '';
        const piece = text.slice(previous.column, line === previous.line ? column : text.length);
        const key = (previous.source && packageOf(previous.source)) ?? '(storefront)';
        const list = pieces.get(key);
        if (list) list.push(piece);
        else pieces.set(key, [piece]);
      };
      consumer.eachMapping((m) => {
        flush(m.generatedLine, m.generatedColumn);
        previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
      });
      flush(Number.MAX_SAFE_INTEGER, 0);
      chunks.set(chunkName(file), new Map([...pieces].map(([k, v]) => [k, v.join('')])));
    }
    return chunks;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** 'index-B3I0GQN6.js' -> 'index'. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('client build failed');
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const loads: number[] = [];
    let scripts: Array<{ url: string; gzip: number }> = [];
    let beforeLoad = new Set<string>();
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const seen: Array<Promise<{ url: string; gzip: number }>> = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script')
          seen.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 9 }).length })));
      });
      const start = Date.now();
      await page.goto(app.url + '/');
      await page.locator('main img[src*="banner"]').first().waitFor({ state: 'visible' });
      await page.locator('main a[href^="/categories/"]').first().waitFor({ state: 'visible' });
      loads.push(Date.now() - start);
      await page.waitForLoadState('networkidle');
      scripts = await Promise.all(seen);
      // Which scripts the browser asked for before the page's load event (the first render's), and which after.
      beforeLoad = new Set(
        await page.evaluate(() => {
          const loadAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('.js') && e.startTime < loadAt)
            .map((e) => e.name);
        }),
      );
      await context.close();
    }
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const first = scripts.filter((s) => beforeLoad.has(s.url)).reduce((sum, s) => sum + s.gzip, 0);
    loads.sort((a, b) => a - b);
    for (const s of scripts)
      console.log(
        `  ${path.basename(new URL(s.url).pathname)}: ${kb(s.gzip)} gzip${beforeLoad.has(s.url) ? '' : ' (asked for after the page load event, when the browser is idle)'}`,
      );
    console.log(
      `home page JavaScript up to the page load event: ${kb(first)} gzip (goal < 130 KB: ${first < 130 * 1024 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `home page JavaScript in all, the carousel included: ${kb(total)} gzip in ${scripts.length} files (goal < 130 KB: ${total < 130 * 1024 ? 'met' : 'NOT met'})`,
    );

    // The floor: the named libraries' share of the home page's chunks, gzipped together.
    const byChunk = textByPackage();
    const stackText: string[] = [];
    const perPackage = new Map<string, number>();
    for (const s of scripts) {
      const packages = byChunk.get(chunkName(path.basename(new URL(s.url).pathname)));
      if (!packages) continue;
      for (const [name, text] of packages) {
        if (!STACK.includes(name)) continue;
        stackText.push(text);
        perPackage.set(name, (perPackage.get(name) ?? 0) + gzipSync(text, { level: 9 }).length);
      }
    }
    const floor = gzipSync(stackText.join('\n'), { level: 9 }).length;
    const listed = [...perPackage]
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => `${name} ${kb(size)}`)
      .join(', ');
    console.log(`of which the named stack's libraries: ${kb(floor)} gzip together (${listed}, each alone)`);
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
