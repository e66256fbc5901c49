// Before the browser journeys: finds (or installs) Chromium, then builds the client once (only
// when its sources changed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './browser';

export default function globalSetup(): void {
  ensureChromium();
  const root = path.resolve(__dirname, '..', '..');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the client build failed');
}
