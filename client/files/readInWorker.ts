// Reading an uploaded spreadsheet in a Web Worker (spreadsheet.worker.ts), so that a hostile or huge
// file never freezes the page: the reading can be cancelled, and is stopped after READ_TIMEOUT_MS.
// Either way the worker is terminated, which frees whatever it was inflating.
import type { SpreadsheetProblem, SpreadsheetResult } from './readSpreadsheet';

/** How long a file may take to read: a 2 MB file within the limits takes about a second on a phone. */
export const READ_TIMEOUT_MS = 15_000;

/** Why a file read in a worker gave no rows: the reader's own reasons, or it was stopped. */
export type ReadProblem = SpreadsheetProblem | 'tooSlow' | 'cancelled';
export type ReadResult = { rows: string[][] } | { problem: ReadProblem };

/** The part of a Worker used here (a test gives a fake). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<SpreadsheetResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: { file: File }): void;
  terminate(): void;
}

/** A reading under way: its result (never rejected), and a way to stop it. */
export interface ReadJob {
  result: Promise<ReadResult>;
  cancel(): void;
}

/** Starts the spreadsheet worker (Vite bundles it as a file of its own). */
export function startSpreadsheetWorker(): WorkerLike {
  return new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
}

/** Reads a file in a worker; `start` makes the worker (it may be loaded on demand). */
export function readInWorker(file: File, start: () => WorkerLike | Promise<WorkerLike>, timeoutMs = READ_TIMEOUT_MS): ReadJob {
  let finish: (result: ReadResult) => void = () => {};
  let worker: WorkerLike | null = null;
  let done = false;
  const result = new Promise<ReadResult>((resolve) => {
    finish = (outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker?.terminate();
      resolve(outcome);
    };
  });
  const timer = setTimeout(() => finish({ problem: 'tooSlow' }), timeoutMs);
  Promise.resolve()
    .then(() => (done ? null : start()))
    .then(
      (started) => {
        if (!started) return;
        worker = started;
        if (done) {
          started.terminate();
          return;
        }
        started.onmessage = (event) => finish(event.data);
        started.onerror = () => finish({ problem: 'unreadable' });
        started.postMessage({ file });
      },
      () => finish({ problem: 'unreadable' }),
    );
  return { result, cancel: () => finish({ problem: 'cancelled' }) };
}
