// Builds the client (vite build) when dist/client/index.html is missing or older than any client
// source: client/, shared/ (the client imports it), vite.config.mts and the lock file, or was not a
// production build. Used by `npm start`, the browser journeys and the benchmarks; `npm run build`
// runs it with --force (always build).
//
// The build always runs with NODE_ENV=production. Vite takes NODE_ENV from the environment, and
// jest sets it to 'test': a build started from the journeys would otherwise bundle React's and
// MobX's development builds (about 65 KB gzip more, and slower), and `npm start` would then
// serve that build as up to date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'dist', 'client', 'index.html');
/** Written beside the served folder after a build: the NODE_ENV the build ran with. */
const stamp = path.join(root, 'dist', 'client-build.json');
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

/** The NODE_ENV the last build ran with, or null when unknown. */
function builtFor() {
  try {
    return JSON.parse(fs.readFileSync(stamp, 'utf8')).nodeEnv ?? null;
  } catch {
    return null;
  }
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
const production = builtFor() === 'production';
const forced = process.argv.includes('--force');
const needed = forced || built === 0 || changed > built || !production;
if (process.argv.includes('--check')) {
  // Report only: exit 0 when the build is up to date, 1 when `npm start` would rebuild.
  console.log(needed ? 'client build needed' : 'client build is up to date');
  process.exit(needed ? 1 : 0);
}
if (needed) {
  const why = forced
    ? 'a build was asked for'
    : built === 0
      ? 'client not built yet'
      : changed > built
        ? 'client sources changed since the last build'
        : 'the last client build was not a production build';
  console.log(`${why}: running vite build`);
  fs.rmSync(stamp, { force: true });
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('vite build failed: fix the client build (see above) and run npm start again');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, JSON.stringify({ nodeEnv: 'production' }) + '\n');
} else {
  console.log('client build is up to date (dist/client)');
}
