// Builds the client (vite build) and the server's render of its first screen (vite build --ssr,
// dist/server/entry-server.cjs) when either is missing or older than any client source: client/,
// shared/ (the client imports it), vite.config.mts and the lock file. Used by `npm start`, the
// browser journeys and the benchmarks. vite.config.mts makes every build a production build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [path.join(root, 'dist', 'client', 'index.html'), path.join(root, 'dist', 'server', 'entry-server.cjs')];
const sources = ['client', 'shared', 'vite.config.mts', 'package-lock.json'].map((p) => path.join(root, p));

/** The newest modification time under a file or folder (0 when absent). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const built = Math.min(...outputs.map((output) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0)));
const changed = Math.max(...sources.map(newest));
const needed = built === 0 || changed > built;
if (process.argv.includes('--check')) {
  // Report only: exit 0 when the build is up to date, 1 when `npm start` would rebuild.
  console.log(needed ? 'client build needed' : 'client build is up to date');
  process.exit(needed ? 1 : 0);
}
if (needed) {
  console.log(built === 0 ? 'client not built yet: running vite build' : 'client sources changed since the last build: running vite build');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  let result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status === 0)
    result = spawnSync(process.execPath, [vite, 'build', '--ssr', 'entry-server.tsx'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('vite build failed: fix the client build (see above) and run npm start again');
    process.exit(result.status ?? 1);
  }
} else {
  console.log('client build is up to date (dist/client)');
}
