// Builds the client once before the browser journeys (only when its sources changed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..', '..');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the client build failed');
}
