// Checking an imported price file in a Web Worker (priceCsv.worker.ts), with a way to cancel and a
// time limit, so that the largest file (or a hostile one) never freezes the grid.
import { runInWorker, type WorkerJob, type WorkerLike } from '../../../files/readInWorker';
import type { CsvImport, CsvList, CsvRow } from './priceCsv';
import type { PriceCsvRequest } from './priceCsv.worker';

/** How long a file may take to check: the largest (5 MB, 50,000 rows) takes a few seconds. */
export const PARSE_TIMEOUT_MS = 30_000;

/** The file's changes and refused rows, or why there are none. */
export type CsvParseResult = { csvImport: CsvImport } | { problem: 'failed' | 'tooSlow' | 'cancelled' };

/** Checks a file's text against the lists and rows; the store is given one (a test checks in place). */
export type CsvParser = (text: string, lists: CsvList[], rows: CsvRow[]) => WorkerJob<CsvParseResult>;

/** Checks the file in a worker of its own. */
export const parseInWorker: CsvParser = (text, lists, rows) =>
  runInWorker<PriceCsvRequest, CsvImport, CsvParseResult>(
    { text, lists, rows },
    (): WorkerLike<PriceCsvRequest, CsvImport> => new Worker(new URL('./priceCsv.worker.ts', import.meta.url), { type: 'module' }),
    PARSE_TIMEOUT_MS,
    { failed: { problem: 'failed' }, tooSlow: { problem: 'tooSlow' }, cancelled: { problem: 'cancelled' } },
    (csvImport) => ({ csvImport }),
  );
