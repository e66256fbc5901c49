// A benchmark's servers as child processes (`node <args>` in the repository, their output read line by
// line), stopped on exit; their resident set from /proc and their heap from lib/memoryProbe.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Preloaded into a server child (with --expose-gc) so that heapOf can ask its heap. */
export const PROBE = path.join(__dirname, 'memoryProbe.ts');

export interface Child {
  proc: ChildProcess;
  lines: string[];
  /** The first output line matching `re` (already printed or to come). */
  line(re: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const proc of children) proc.kill('SIGKILL');
});

/** `node <args>` in the repository, with only `env` (and PATH, HOME) in its environment. */
export function spawnNode(args: string[], env: Record<string, string>, ipc = false): Child {
  const base: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key] !== undefined) base[key] = process.env[key]!;
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  for (const stream of [proc.stdout!, proc.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const listener of listeners) listener(line);
    });
  }
  return {
    proc,
    lines,
    line: (re, timeoutMs) =>
      new Promise((resolve, reject) => {
        const seen = lines.map((l) => l.match(re)).find(Boolean);
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => fail(new Error(`no line matching ${re} in ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`)),
          timeoutMs,
        );
        const onExit = (code: number | null) => fail(new Error(`node ${args.join(' ')} exited (${code}):\n${lines.slice(-20).join('\n')}`));
        const listener = (line: string) => {
          const match = line.match(re);
          if (!match) return;
          cleanUp();
          resolve(match);
        };
        const cleanUp = () => {
          clearTimeout(timer);
          listeners.delete(listener);
          proc.off('exit', onExit);
        };
        const fail = (err: Error) => {
          cleanUp();
          reject(err);
        };
        listeners.add(listener);
        proc.once('exit', onExit);
      }),
  };
}

/** SIGTERM, then SIGKILL if the child has not exited in 5 s. */
export async function stop(child: Child | undefined): Promise<void> {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.proc.once('exit', () => resolve()));
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** VmRSS and VmHWM (the peak) of a process, in bytes. */
export function residentSet(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The heap (used + external, array buffers included) of a server child after full garbage collections. */
export function heapOf(child: Child): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
    child.proc.once('message', (m: NodeJS.MemoryUsage & { collected: boolean }) => {
      clearTimeout(timer);
      if (!m.collected) return reject(new Error('the memory probe has no gc (--expose-gc)'));
      resolve(m.heapUsed + m.external);
    });
    child.proc.send('memory');
  });
}

export const LISTENING = /listening on http:\/\/localhost:(\d+)/;
