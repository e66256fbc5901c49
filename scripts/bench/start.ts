// The server's start, from the process's spawn to its "listening on" line, in mock mode (the demo
// catalogue built, about 1,200 items) and in proxy mode (nothing to build; the provider is not asked
// before listening):
//  - tsx: `tsx server/main.ts`, as `npm start` ran it before the compiled server (TypeScript compiled at
//    every start; tsx keeps what it compiled in a cache of its own, so it is timed with its cache as a
//    fresh machine or container has it, empty, and warm);
//  - node: `node dist/server-js/server/main.js`, as `npm start` runs it now (scripts/build-server.mjs).
// Goal: under 1 s on the build. Median of RUNS runs each.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { LISTENING, spawnNode, stop } from './lib/processes';

const ROOT = path.resolve(__dirname, '..', '..');
const RUNS = Number(process.env.START_RUNS ?? 5);
const GOAL_MS = 1000;
const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const MODES: Record<string, Record<string, string>> = {
  mock: {},
  proxy: { PROVIDER_URL: 'http://127.0.0.1:9/api' },
};
const WAYS: Record<string, { args: string[]; env?: Record<string, string> }> = {
  'tsx, empty cache': { args: [TSX_CLI, 'server/main.ts'], env: { TSX_DISABLE_CACHE: '1' } },
  'tsx, warm cache': { args: [TSX_CLI, 'server/main.ts'] },
  'node on the build': { args: ['dist/server-js/server/main.js'] },
};

async function startOnce(args: string[], env: Record<string, string>): Promise<number> {
  const started = process.hrtime.bigint();
  const child = spawnNode(args, { PORT: '0', LOG_LEVEL: 'silent', APP_SECRET: 'bench-secret-0123456789abcdef', ...env });
  try {
    await child.line(LISTENING, 60_000);
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores; Node ${process.version}`,
  );
  for (const [mode, modeEnv] of Object.entries(MODES)) {
    for (const [way, { args, env }] of Object.entries(WAYS)) {
      // One start first, not counted: it fills tsx's cache for the warm runs, and the disk's for all.
      await startOnce(args, { ...modeEnv, ...env });
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await startOnce(args, { ...modeEnv, ...env }));
      const ms = Math.round(median(runs));
      const goal = way === 'node on the build' ? ` (goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'met' : 'NOT met'})` : '';
      console.log(`start to listening, ${mode} mode, ${way}: ${ms} ms (runs: ${runs.map(Math.round).join(', ')} ms)${goal}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
