// Work on an uploaded file in a Web Worker, so that a hostile or huge file never freezes the page:
// the work can be cancelled, and is stopped after a while. Either way the worker is terminated, which
// frees whatever it was inflating or parsing. Quick order reads spreadsheets this way
// (spreadsheet.worker.ts); the price grid reads its CSV import the same way.
import type { SpreadsheetProblem, SpreadsheetResult } from './readSpreadsheet';

/** How long a file may take to read: a 2 MB file within the limits takes about a second on a phone. */
export const READ_TIMEOUT_MS = 15_000;

/** The part of a Worker used here (a test gives a fake). */
export interface WorkerLike<Request = unknown, Reply = unknown> {
  onmessage: ((event: MessageEvent<Reply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: Request): void;
  terminate(): void;
}

/** Work under way: its result (never rejected), and a way to stop it. */
export interface WorkerJob<Result> {
  result: Promise<Result>;
  cancel(): void;
}

/** What a job ends in when it did not get the worker's reply. */
export interface WorkerEndings<Result> {
  /** The worker failed, or could not be started. */
  failed: Result;
  tooSlow: Result;
  cancelled: Result;
}

/** Sends one message to a worker that `start` makes (it may be loaded on demand) and gives back its one reply. */
export function runInWorker<Request, Reply, Result>(
  message: Request,
  start: () => WorkerLike<Request, Reply> | Promise<WorkerLike<Request, Reply>>,
  timeoutMs: number,
  endings: WorkerEndings<Result>,
  replied: (reply: Reply) => Result,
): WorkerJob<Result> {
  let finish: (result: Result) => void = () => {};
  let worker: WorkerLike<Request, Reply> | null = null;
  let done = false;
  const result = new Promise<Result>((resolve) => {
    finish = (outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker?.terminate();
      resolve(outcome);
    };
  });
  const timer = setTimeout(() => finish(endings.tooSlow), timeoutMs);
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
        started.onmessage = (event) => finish(replied(event.data));
        started.onerror = () => finish(endings.failed);
        started.postMessage(message);
      },
      () => finish(endings.failed),
    );
  return { result, cancel: () => finish(endings.cancelled) };
}

/** Why a spreadsheet read in a worker gave no rows: the reader's own reasons, or it was stopped. */
export type ReadProblem = SpreadsheetProblem | 'tooSlow' | 'cancelled';
export type ReadResult = { rows: string[][] } | { problem: ReadProblem };
export type ReadJob = WorkerJob<ReadResult>;
type SpreadsheetWorker = WorkerLike<{ file: File }, SpreadsheetResult>;

/** Starts the spreadsheet worker (Vite bundles it as a file of its own). */
export function startSpreadsheetWorker(): SpreadsheetWorker {
  return new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
}

/** Reads a spreadsheet's rows in a worker (readSpreadsheet's limits); `start` makes the worker. */
export function readInWorker(
  file: File,
  start: () => SpreadsheetWorker | Promise<SpreadsheetWorker>,
  timeoutMs = READ_TIMEOUT_MS,
): ReadJob {
  return runInWorker<{ file: File }, SpreadsheetResult, ReadResult>(
    { file },
    start,
    timeoutMs,
    { failed: { problem: 'unreadable' }, tooSlow: { problem: 'tooSlow' }, cancelled: { problem: 'cancelled' } },
    (reply) => reply,
  );
}
