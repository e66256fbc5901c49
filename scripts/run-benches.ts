// `npm run bench`: runs every benchmark script in scripts/bench/ (each *.ts file, tests excluded) in
// turn with tsx, printing their figures; exits non-zero when any of them failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(__dirname, 'bench');
const only = process.argv.slice(2);
const scripts = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const failed: string[] = [];
for (const file of scripts) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(file);
  console.log(`--- ${file}: ${result.status === 0 ? 'done' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
}
console.log(
  `\n${scripts.length - failed.length} of ${scripts.length} benchmark scripts ran${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
