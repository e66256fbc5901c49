// An X server of the journeys' own for MiniBrowser: Xvfb picks a free display and says which on
// file descriptor 3 (-displayfd), so two runs at once never share one.
import { spawn } from 'node:child_process';

export interface RunningXvfb {
  /** The DISPLAY value, e.g. ':99'. */
  display: string;
  stop(): void;
}

/** Starts Xvfb with one screen of the size given (e.g. '1400x1000x24'), not listening on TCP. */
export function startXvfb(binary: string, screen: string, timeoutMs = 10_000): Promise<RunningXvfb> {
  const xvfb = spawn(binary, ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (xvfb.exitCode === null && xvfb.signalCode === null) xvfb.kill('SIGKILL');
  };
  let said = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`Xvfb gave no display within ${timeoutMs} ms: ${said}`)), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      stop();
      reject(err);
    };
    let number = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (!number.includes('\n')) return;
      clearTimeout(timer);
      resolve({ display: `:${number.trim()}`, stop });
    });
    xvfb.on('error', fail);
    xvfb.on('exit', (code) => fail(new Error(`Xvfb ended (${code}) before giving a display: ${said}`)));
  });
}
