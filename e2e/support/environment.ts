// The journeys' test environment: Node's, plus a report of every open page when a test or hook
// fails: its address, its last console lines and navigations, and a screenshot in e2e/artifacts/.
// A journey that fails on CI can then be read from the log alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';
import { OPEN_PAGES, type WatchedPage } from './openPages';

const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

function testName(test: Circus.TestEntry | undefined, hook: Circus.Hook | undefined): string {
  if (hook) return `${hook.type} hook`;
  const names: string[] = [];
  for (
    let block: Circus.TestEntry | Circus.DescribeBlock | undefined = test;
    block && block.name !== 'ROOT_DESCRIBE_BLOCK';
    block = block.parent
  ) {
    names.unshift(block.name);
  }
  return names.join(' › ');
}

export default class JourneyEnvironment extends NodeEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const pages = (this.global as Record<string, unknown>)[OPEN_PAGES] as Set<WatchedPage> | undefined;
    if (!pages?.size) return;
    const name = testName(
      event.name === 'test_fn_failure' ? event.test : undefined,
      event.name === 'hook_failure' ? event.hook : undefined,
    );
    const lines = [`\n--- open pages when "${name}" failed ---`];
    for (const { page, viewport, trail } of pages) {
      if (page.isClosed()) continue;
      lines.push(`[${viewport}] ${page.url()}`, ...trail.slice(-15).map((line) => `  ${line}`));
      try {
        fs.mkdirSync(ARTIFACTS, { recursive: true });
        const file = path.join(ARTIFACTS, `${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${viewport}.png`);
        await page.screenshot({ path: file, timeout: 5000 });
        lines.push(`  screenshot: ${path.relative(process.cwd(), file)}`);
      } catch (err) {
        lines.push(`  no screenshot: ${String(err).split('\n')[0]}`);
      }
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}
