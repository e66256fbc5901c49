// A benchmark's server in a child process (as `npm start` runs it, apart from the load it measures):
// the script runs itself again with `args`; the child reports its port, then replies to messages.
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `file` again in a child with `args`; resolves once the child has sent its `{ port }`. */
export function startChild(file: string, args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    proc.once('message', (m: { port: number }) => resolve({ proc, port: m.port }));
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Sends the child a message and resolves with its reply. */
export function ask<T>(proc: ChildProcess, msg: string): Promise<T> {
  return new Promise((resolve) => {
    proc.once('message', (m: T) => resolve(m));
    proc.send(msg);
  });
}
