// `npm run dev`: the server (mock mode unless PROVIDER_URL is set) and the Vite dev server with hot
// reload side by side; Vite forwards /api and /documents to the server (vite.config.mts). Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port };

const children: ChildProcess[] = [
  // tsx watch restarts the server when its sources change; Vite reloads the client by itself.
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', path.join(root, 'server/main.ts')],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  void Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
for (const child of children) child.once('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
