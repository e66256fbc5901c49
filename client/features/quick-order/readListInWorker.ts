// Reading quick order's list (a paste, or a file's rows as text) into its lines in a Web Worker
// (quickList.worker.ts), as the price import checks its file (parseInWorker.ts), on the one
// runInWorker: a list's rules look at every token of every line, and a hostile list (one line of
// 2 MB) froze the tab for seconds. The limits checked before it is read are quickListRead.ts's.
import type { QuickList } from '@shared/rules/quickOrder';
import { runInWorker, READ_TIMEOUT_MS, type WorkerJob, type WorkerLike } from '../../files/readInWorker';
import { listWithCodes, type QuickListRequest } from './quickListRead';

export { MAX_QUICK_LINE_CHARS, MAX_QUICK_TEXT_CHARS, listOverLimits, type ListProblem } from './quickListRead';

export type ListReadResult = { list: QuickList } | { problem: 'failed' | 'tooSlow' | 'cancelled' };

/** Reads a list's lines, the known codes handed over (a Web Worker in the browser; a test reads in place). */
export type QuickListReader = (text: string, codes?: readonly string[]) => WorkerJob<ListReadResult>;

/** Reads the list in a worker of its own. */
export const readListInWorker: QuickListReader = (text, codes) =>
  runInWorker<QuickListRequest, QuickList, ListReadResult>(
    { text, codes },
    (): WorkerLike<QuickListRequest, QuickList> => new Worker(new URL('./quickList.worker.ts', import.meta.url), { type: 'module' }),
    READ_TIMEOUT_MS,
    { failed: { problem: 'failed' }, tooSlow: { problem: 'tooSlow' }, cancelled: { problem: 'cancelled' } },
    (list) => ({ list }),
  );

/** Reads the list in place: where there are no workers (the unit tests), within the same limits. */
export const readListInPlace: QuickListReader = (text, codes) => ({
  result: Promise.resolve({ list: listWithCodes(text, codes) }),
  cancel: () => {},
});

/** A worker where the browser has them, in place elsewhere. */
export const readList: QuickListReader = (text, codes) => (typeof Worker === 'function' ? readListInWorker : readListInPlace)(text, codes);
