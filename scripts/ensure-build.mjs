// Builds what `npm start` serves when it is missing or older than its sources: the client (vite build)
// and the server's render of its first screen (vite build --ssr, dist/server/entry-server.cjs) from
// client/, shared/, vite.config.mts and the lock file; the server itself compiled to JavaScript
// (scripts/build-server.mjs, dist/server-js) from server/, mock-provider/, shared/ and the lock file.
// Used by `npm start`, the browser journeys and the benchmarks. vite.config.mts makes every build a
// production build.
//
// A production install (`npm ci --omit=dev`) has no vite and no swc: there it builds nothing and serves
// the build as it is (made by `npm run build` before), or stops saying how to make one.
//
// `--start` (npm start) then runs the compiled server in this same process: one Node start, not two.
// npm does not pass a SIGTERM on to it (npm's shell, dash, dies and leaves the server running): a process
// manager or container runs `node dist/server-js/server/main.js` itself (README, In production).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const vite = at('node_modules', 'vite', 'bin', 'vite.js');

const parts = [
  {
    name: 'client',
    outputs: [at('dist', 'client', 'index.html'), at('dist', 'server', 'entry-server.cjs')],
    sources: ['client', 'shared', 'vite.config.mts', 'package-lock.json'],
    tool: vite,
    steps: [
      [vite, 'build'],
      [vite, 'build', '--ssr', 'entry-server.tsx'],
    ],
  },
  {
    name: 'server',
    outputs: [at('dist', 'server-js', 'server', 'main.js'), at('dist', 'server-js', 'mock-provider', 'main.js')],
    sources: ['server', 'mock-provider', 'shared', 'package-lock.json', 'scripts/build-server.mjs'],
    tool: at('node_modules', '@swc', 'core', 'package.json'),
    steps: [[at('scripts', 'build-server.mjs')]],
  },
];

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

/** 'missing', 'stale' or 'ok'. */
function stateOf(part) {
  const built = Math.min(...part.outputs.map((output) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0)));
  if (built === 0) return 'missing';
  return Math.max(...part.sources.map((p) => newest(at(p)))) > built ? 'stale' : 'ok';
}

const states = parts.map((part) => ({ part, state: stateOf(part) }));
if (process.argv.includes('--check')) {
  // Report only: exit 0 when the build is up to date, 1 when `npm start` would rebuild.
  const needed = states.filter(({ state }) => state !== 'ok').map(({ part }) => part.name);
  console.log(needed.length ? `build needed: ${needed.join(', ')}` : 'build is up to date');
  process.exit(needed.length ? 1 : 0);
}

for (const { part, state } of states) {
  if (state === 'ok') {
    console.log(`${part.name} build is up to date`);
    continue;
  }
  if (!fs.existsSync(part.tool)) {
    // A production install: the build tools are development dependencies.
    if (state === 'stale') {
      console.log(`${part.name}: production install (no build tools), serving the build in dist/ as it is`);
      continue;
    }
    console.error(
      `${part.name} is not built and this install has no build tools (npm ci --omit=dev): ` +
        'run `npm ci && npm run build` first, then `npm ci --omit=dev` (README, In production)',
    );
    process.exit(1);
  }
  console.log(
    state === 'missing' ? `${part.name} not built yet: building it` : `${part.name} sources changed since the last build: building it`,
  );
  for (const args of part.steps) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`the ${part.name} build failed: fix it (see above) and run npm start again`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv.includes('--start')) createRequire(import.meta.url)(at('dist', 'server-js', 'server', 'main.js'));
