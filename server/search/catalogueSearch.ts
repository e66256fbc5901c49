// The server's index of the provider's public catalogue (docs/architecture.md §3.6): read from the
// provider as a visitor reads it (reader.ts), built in slices while the server serves, and built again
// on a schedule and soon after a catalogue write this server sees. Until the first build ends (a newly
// started server, or a provider that cannot be read), `index` is null and the search calls are
// answered from the provider's own search (routes.ts); /healthz says which. Each instance keeps its
// own: the catalogue is public data, read the same by all.
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { endpoints, type Endpoint } from '@shared/contract/api';
import { endpointOf } from '../calls';
import { CatalogueIndex } from '@shared/search/catalogueIndex';
import type { ProviderRead } from '../catalogueCache';
import { readCatalogue } from './reader';
import type { IndexRecord } from './records';

/** Provider pages read at once while building (a visitor's pages may hold only 100 items: 1,000 reads at 100,000). */
const PAGE_CONCURRENCY = 8;
/** How soon after a catalogue write the index is built again (writes in a burst build it once). */
const AFTER_WRITE_MS = 2_000;
/** The least time between the end of a build and a build a write asks for (an administrator saving every second rebuilds it every few). */
const WRITE_GAP_MS = 5_000;
/** How soon a failed build is tried again. */
const RETRY_MS = 30_000;

export interface CatalogueSearchOptions {
  /** SEARCH_INDEX_REFRESH_MS: how often the index is built again. */
  refreshMs: number;
  /** SEARCH_INDEX_MAX_ITEMS: the most items indexed. */
  maxItems: number;
  logger: Logger;
  /** Gives other requests a turn between the build's slices (setImmediate by default). */
  pause?: () => Promise<void>;
  /** The clock of builtAt (Date.now by default). */
  now?: () => number;
}

/** What /healthz says of the index. */
export interface SearchHealth {
  /**
   * building: no index yet (the provider's own search serves); ready: the index serves; refreshing: it
   * is built again after a write through this server that it does not hold yet (the provider's own
   * search serves meanwhile); failed: the first build failed, no index to serve.
   */
  state: 'building' | 'ready' | 'refreshing' | 'failed';
  items: number;
  builtAt: string | null;
  buildMs: number | null;
  /** Provider requests the last build made. */
  requests: number | null;
  /** Why the last build failed, while it has not been built since (the index built before still serves). */
  lastError: string | null;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The writes that change what the index holds: items, products, item groups and categories, and a
 * product's price (a first price makes a product added as a draft public: docs/product.md §6.1); not
 * settings, accounts or price lists.
 */
const INDEX_WRITES = new Set<Endpoint>([
  ...[endpoints.item, endpoints.product, endpoints.itemGroup, endpoints.category].flatMap((group) =>
    Object.values(group as Record<string, Endpoint>).filter((e) => e.facts?.changesCatalogue),
  ),
  endpoints.priceList.addPrice,
  endpoints.priceList.updatePrice,
]);

/** Whether a catalogue write changes what the search index holds. */
export function changesIndex(req: IncomingMessage): boolean {
  const endpoint = endpointOf(req);
  return endpoint !== null && INDEX_WRITES.has(endpoint);
}

export class CatalogueSearch {
  private current: { index: CatalogueIndex<IndexRecord>; builtAt: number; buildMs: number; requests: number } | null = null;
  private failed = false;
  /** The first build was asked for: later ones come by the schedule (a failed build is tried again by it, not by traffic). */
  private started = false;
  private lastEnded = 0;
  private building: Promise<void> | null = null;
  /** A write came while a build was under way: build again when it ends. */
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = new AbortController();
  private lastError: string | null = null;

  constructor(
    private readonly read: ProviderRead,
    private readonly options: CatalogueSearchOptions,
  ) {}

  /** The index, or null until the first build has ended. */
  get index(): CatalogueIndex<IndexRecord> | null {
    // After a write it does not hold yet, the provider's own search answers (it has the write) until it is built again.
    return this.stale ? null : (this.current?.index ?? null);
  }

  /** Writes through this server that changed what the index holds: a build begun before the last of them does not hold it. */
  private writes = 0;
  private builtWrites = 0;

  /** The index does not hold a write made through this server yet. */
  private get stale(): boolean {
    return this.builtWrites < this.writes;
  }

  /** Starts the first build (and with it the schedule); once started, it does nothing. */
  start(): void {
    if (this.started || this.closed.signal.aborted) return;
    this.started = true;
    void this.build();
  }

  /**
   * A write that changes what the index holds (an item, a product, a group or a category) succeeded
   * through this server: build again soon, once for a burst of writes, and not sooner than a few
   * seconds after the last build ended.
   */
  changed(): void {
    if (this.closed.signal.aborted || !this.started) return;
    this.writes++;
    if (this.building) {
      this.again = true;
      return;
    }
    if (this.timer && this.pendingForWrite) return;
    const now = (this.options.now ?? Date.now)();
    this.schedule(Math.max(AFTER_WRITE_MS, this.lastEnded + WRITE_GAP_MS - now), true);
  }

  /** The timer waiting is a write's (kept, not pushed back, by the writes after it). */
  private pendingForWrite = false;

  health(): SearchHealth {
    const c = this.current;
    return {
      state: c ? (this.stale ? 'refreshing' : 'ready') : this.failed ? 'failed' : 'building',
      items: c?.index.size ?? 0,
      builtAt: c ? new Date(c.builtAt).toISOString() : null,
      buildMs: c?.buildMs ?? null,
      requests: c?.requests ?? null,
      lastError: this.lastError,
    };
  }

  /** Stops the schedule and any build under way. */
  close(): void {
    this.closed.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves when the build under way (if any) has ended: tests and benchmarks wait for the index with it. */
  async settled(): Promise<void> {
    while (this.building) await this.building;
  }

  private schedule(ms: number, forWrite = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.pendingForWrite = forWrite;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pendingForWrite = false;
      void this.build();
    }, ms);
    this.timer.unref();
  }

  private build(): Promise<void> {
    if (this.building) return this.building;
    const { logger, maxItems, refreshMs } = this.options;
    const now = this.options.now ?? Date.now;
    const started = now();
    const writes = this.writes;
    this.building = (async () => {
      try {
        const read = await readCatalogue(this.read, { concurrency: PAGE_CONCURRENCY, maxItems, signal: this.closed.signal });
        if (this.closed.signal.aborted) return;
        const index = await CatalogueIndex.build(read.records, this.options.pause ?? yieldToOthers);
        if (this.closed.signal.aborted) return;
        const buildMs = now() - started;
        this.current = { index, builtAt: now(), buildMs, requests: read.requests };
        this.builtWrites = writes;
        this.failed = false;
        this.lastError = null;
        logger.info({ items: index.size, skipped: read.skipped, requests: read.requests, buildMs }, 'search index built');
        this.schedule(refreshMs);
      } catch (err) {
        this.failed = this.current === null;
        this.lastError = (err as Error).message;
        logger.warn({ err: { message: (err as Error).message, name: (err as Error).name } }, 'search index not built');
        // Tried again by the timer (a write during the build waits for it too).
        this.again = false;
        if (!this.closed.signal.aborted) this.schedule(Math.min(RETRY_MS, refreshMs));
      }
    })().finally(() => {
      this.building = null;
      this.lastEnded = now();
      if (this.again && !this.closed.signal.aborted) {
        this.again = false;
        this.schedule(WRITE_GAP_MS, true);
      }
    });
    return this.building;
  }
}
