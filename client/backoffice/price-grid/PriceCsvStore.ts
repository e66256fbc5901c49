// The price grid's CSV: the rows shown exported with their saved prices, and an edited file read back,
// checked against the whole catalogue in a worker, previewed with its changes to choose from, and the
// chosen ones saved as cells of the grid.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PriceList } from '@shared/contract/entities';
import { isAborted } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import type { WorkerJob } from '../../files/readInWorker';
import { loadRows, type GridRow } from './loadGrid';
import { cellKey, type PriceEditsStore } from './PriceEditsStore';
import { exportPricesCsv, type CsvImport, type CsvRow } from './csv/priceCsv';
import { CsvSelection } from './csv/CsvSelection';
import { parseInWorker, type CsvParser, type CsvParseResult } from './csv/parseInWorker';

/** What the CSV reads of the grid (PriceGridStore is one). */
export interface CsvGrid {
  readonly lists: PriceList[];
  readonly rows: readonly GridRow[];
  /** Whether a filter or a search hides some of the catalogue's rows. */
  readonly filtered: boolean;
  readonly edits: PriceEditsStore;
  message: Message | null;
}

export class PriceCsvStore {
  /** A CSV file read and checked, waiting in its preview to be applied. */
  preview: CsvImport | null = null;
  /** Which of the previewed changes the manager chose to apply (flagged ones start unchecked). */
  selection: CsvSelection | null = null;
  applying = false;
  /** A CSV file being checked: against the whole catalogue, read first when the grid is filtered (its rows are not all), in a worker. */
  reading = false;
  /** The catalogue is read for the check (reading is true meanwhile): it may take a while. */
  readingCatalogue = false;
  private abort: AbortController | null = null;
  /** The file's check under way in a worker, to cancel it. */
  private job: WorkerJob<CsvParseResult> | null = null;

  constructor(
    private readonly deps: BackOfficeDeps,
    private readonly grid: CsvGrid,
    private readonly parseCsv: CsvParser = parseInWorker,
  ) {
    makeAutoObservable<PriceCsvStore, 'deps' | 'grid' | 'parseCsv' | 'abort' | 'job' | 'stop'>(this, {
      deps: false,
      grid: false,
      parseCsv: false,
      abort: false,
      job: false,
      stop: false,
      selection: observableRef,
    });
  }

  /** The rows as saved (the CSV holds saved prices, and an import is checked against them). */
  get rows(): CsvRow[] {
    return this.asSaved(this.grid.rows);
  }

  private asSaved(rows: readonly GridRow[]): CsvRow[] {
    return rows.map((row) => {
      const prices: Record<number, number | undefined> = {};
      for (const list of this.grid.lists) prices[list.id] = this.grid.edits.savedPrice(row, list.id);
      return { ...row, prices };
    });
  }

  /** The rows shown as a CSV file's text (the lists as columns, saved prices). */
  export(): string {
    return exportPricesCsv(this.grid.lists, this.rows);
  }

  /** Stops checking a file (the manager pressed cancel): nothing changes, and the message says so. */
  stopReading(): void {
    if (!this.reading) return;
    this.stop();
    this.grid.message = { tone: 'success', text: he.importCancelled };
  }

  /** Stops a file's check under way, whichever step it is at (the catalogue's read, the worker). */
  private stop(): void {
    this.abort?.abort();
    this.job?.cancel();
  }

  /**
   * Reads an edited CSV against the whole catalogue: its changes and refused rows wait in the preview.
   * A filtered grid shows only some of the items, so the catalogue's rows are read for the check (an
   * item the filter hides is then no 'unknown code', and a code is matched without its leading zeros
   * only when no item has it exactly).
   */
  async read(text: string): Promise<void> {
    this.stop();
    this.grid.message = null;
    const abort = new AbortController();
    this.abort = abort;
    this.reading = true;
    try {
      let rows = this.rows;
      if (this.grid.filtered) {
        this.readingCatalogue = true;
        const all = await loadRows(this.deps.api, this.grid.lists, {}, abort.signal);
        if (abort.signal.aborted) return;
        rows = runInAction(() => {
          this.readingCatalogue = false;
          return this.asSaved(all);
        });
      }
      // Checked in a worker: the largest file takes seconds, and the grid stays usable meanwhile.
      const job = this.parseCsv(text, this.grid.lists, rows);
      this.job = job;
      const outcome = await job.result;
      if (abort.signal.aborted) return;
      runInAction(() => {
        if ('csvImport' in outcome) this.show(outcome.csvImport);
        else
          this.grid.message = {
            tone: 'error',
            text: outcome.problem === 'tooSlow' ? he.importTooSlow : he.importFailed,
          };
      });
    } catch (err) {
      if (!isAborted(err) && !abort.signal.aborted)
        runInAction(() => (this.grid.message = { tone: 'error', text: he.catalogueFailed(errorText(err)) }));
    } finally {
      if (this.abort === abort)
        runInAction(() => {
          this.reading = false;
          this.readingCatalogue = false;
          this.abort = null;
          this.job = null;
        });
    }
  }

  private show(result: CsvImport | null): void {
    this.preview = result;
    this.selection = result && new CsvSelection(result.changes);
  }

  cancel(): void {
    if (!this.applying) this.show(null);
  }

  /**
   * Saves the previewed changes the manager checked, and only those (each as a cell of the grid: one
   * refused stays on its cell with the reason); the unchecked ones are dropped with the preview.
   */
  async apply(): Promise<void> {
    const chosen = this.selection?.checkedChanges ?? [];
    const { edits } = this.grid;
    if (chosen.length === 0 || this.applying || edits.saving) return;
    this.applying = true;
    const keys = chosen.map((change) => {
      const key = cellKey(change.productId, change.listId);
      edits.put(key, { text: String(change.to), value: change.to, before: change.from });
      return key;
    });
    const { saved, refused } = await edits.saveCells(keys);
    runInAction(() => {
      this.applying = false;
      this.show(null);
      this.grid.message =
        refused === 0 ? { tone: 'success', text: he.importApplied(saved) } : { tone: 'error', text: he.savedSome(saved, refused) };
    });
  }

  /** The screen is left: a file's check under way stops. */
  dispose(): void {
    this.stop();
    this.abort = null;
  }
}
