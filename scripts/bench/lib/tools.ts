// The benchmarks' own tools (scripts/bench/package.json: Lighthouse and its Chrome launcher), kept out of
// the project's install, as benchmark-only tools usually are: 150 MB that neither the product, its
// tests nor its build use. The first benchmark that needs them installs them with `npm ci` into
// scripts/bench/node_modules, and installs them again when scripts/bench/package-lock.json changed
// (docs/decisions/0010-a-lean-install.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const BENCH_DIR = path.resolve(__dirname, '..');
/** Written after an install: the hash of the lockfile it installed. */
const STAMP = path.join(BENCH_DIR, 'node_modules', '.installed-lockfile');

/** Installs the benchmarks' tools unless those of the current lockfile are there already. */
export function ensureBenchTools(): void {
  const lock = createHash('sha256')
    .update(fs.readFileSync(path.join(BENCH_DIR, 'package-lock.json')))
    .digest('hex');
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === lock) return;
  console.log('installing the benchmarks’ tools (scripts/bench/package.json) into scripts/bench/node_modules');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: BENCH_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci in ${BENCH_DIR} failed (exit ${result.status ?? result.signal})`);
  fs.writeFileSync(STAMP, lock);
}

/**
 * Imports one of the benchmarks' tools by name, after installing them when missing. The name is a
 * variable, so the project's type check, run without them installed, does not look for it: each
 * caller states the little of the module's types it uses.
 */
export async function importBenchTool<T>(specifier: string): Promise<T> {
  ensureBenchTools();
  return (await import(specifier)) as T;
}
