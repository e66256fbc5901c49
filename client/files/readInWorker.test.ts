/** @jest-environment node */
// The worker wrapper: the worker's reply comes back; cancelling, a timeout, a worker that
// fails or cannot start all end in a reason, and the worker is terminated every time.
import { readInWorker, type WorkerLike } from './readInWorker';
import type { SpreadsheetResult } from './readSpreadsheet';

class FakeWorker implements WorkerLike<{ file: File }, SpreadsheetResult> {
  onmessage: ((event: MessageEvent<SpreadsheetResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: { file: File }[] = [];
  terminated = false;
  postMessage(message: { file: File }): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(result: SpreadsheetResult): void {
    this.onmessage?.({ data: result } as MessageEvent<SpreadsheetResult>);
  }
}

const file = new File(['100001,2'], 'order.csv', { type: 'text/csv' });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readInWorker', () => {
  it('sends the file to the worker and gives back its reply, then ends the worker', async () => {
    const worker = new FakeWorker();
    const job = readInWorker(file, () => worker);
    await settle();
    expect(worker.sent).toEqual([{ file }]);
    worker.reply({ rows: [['100001', '2']] });
    await expect(job.result).resolves.toEqual({ rows: [['100001', '2']] });
    expect(worker.terminated).toBe(true);
  });

  it('ends the worker when cancelled, and a reply after that changes nothing', async () => {
    const worker = new FakeWorker();
    const job = readInWorker(file, async () => worker);
    await settle();
    job.cancel();
    expect(worker.terminated).toBe(true);
    worker.reply({ rows: [['late']] });
    await expect(job.result).resolves.toEqual({ problem: 'cancelled' });
  });

  it('ends a worker that has not started yet when cancelled before it does', async () => {
    const worker = new FakeWorker();
    let started: (w: FakeWorker) => void = () => {};
    const job = readInWorker(file, () => new Promise<FakeWorker>((resolve) => (started = resolve)));
    await settle();
    job.cancel();
    started(worker);
    await settle();
    expect(worker.terminated).toBe(true);
    expect(worker.sent).toEqual([]);
    await expect(job.result).resolves.toEqual({ problem: 'cancelled' });
  });

  it('stops a worker that takes too long', async () => {
    jest.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const job = readInWorker(file, () => worker, 15_000);
      await Promise.resolve();
      jest.advanceTimersByTime(14_999);
      expect(worker.terminated).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(job.result).resolves.toEqual({ problem: 'tooSlow' });
      expect(worker.terminated).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a file is unreadable when the worker fails or cannot start', async () => {
    const worker = new FakeWorker();
    const job = readInWorker(file, () => worker);
    await settle();
    worker.onerror?.({} as ErrorEvent);
    await expect(job.result).resolves.toEqual({ problem: 'unreadable' });
    expect(worker.terminated).toBe(true);
    await expect(
      readInWorker(file, () => {
        throw new Error('no workers here');
      }).result,
    ).resolves.toEqual({ problem: 'unreadable' });
  });

  it('starts no worker for a reading cancelled at once', async () => {
    const start = jest.fn(() => new FakeWorker());
    const job = readInWorker(file, start);
    job.cancel();
    await expect(job.result).resolves.toEqual({ problem: 'cancelled' });
    await settle();
    expect(start).not.toHaveBeenCalled();
  });
});
