// Every order, as the insights read them (docs/architecture.md §3.8): Order/List with getAll, read
// with the asking administrator's token a few pages at a time, kept by the server as compact facts
// (facts.ts) and shared by every administrator. Read in full at first and every FULL_EVERY_MS; in
// between, once the facts are FRESH_MS old, only the orders of the last CHANGE_WINDOW_DAYS days are
// read again (an order is placed, changed or cancelled within days; an older one is settled). One read
// at a time: callers who come during a read wait for it. A read that fails leaves the facts as they
// were, and they are answered while they are younger than STALE_MS (a provider down for a minute does
// not empty the screen); the caller's own refusal (401, 403) is never hidden.
import type { Logger } from 'pino';
import type { ProviderRead } from '../catalogueCache';
import { ProviderResponseTooLarge } from '../providerClient';
import { listPage, ReadFailed, readPages } from '../providerPages';
import { historiesOf, type CustomerHistory } from './compute';
import { dayNumberOf, dayText, israelDayNumber, OrderFacts } from './facts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const FRESH_MS = MINUTE_MS;
export const FULL_EVERY_MS = 60 * MINUTE_MS;
export const STALE_MS = 24 * 60 * MINUTE_MS;
export const CHANGE_WINDOW_DAYS = 14;
/** Pages asked for at once. */
export const PAGE_CONCURRENCY = 4;
/**
 * Orders a page at first: a page of 500 orders of ten lines is about 1 MB, well under the answers the
 * server reads (PROVIDER_MAX_ANSWER_BYTES, 4 MiB). A page larger than that halves the page size for
 * this read and the next ones, down to MIN_PAGE_SIZE.
 */
export const PAGE_SIZE = 500;
export const MIN_PAGE_SIZE = 25;
/** The most orders read (a provider with more is read to its newest MAX_ORDERS). */
export const MAX_ORDERS = 500_000;

export interface InsightsSourceOptions {
  read: ProviderRead;
  logger: Logger;
  /** The clock (tests move it by hand). */
  now?: () => number;
  /** Orders a page at first (PAGE_SIZE by default). */
  pageSize?: number;
}

/** The facts as last read, with each customer's history. */
export interface OrdersRead {
  facts: OrderFacts;
  histories: Map<number, CustomerHistory>;
  /** When they were read. */
  asOf: Date;
}

/** What the reads cost so far (tests and the bench read it). */
export interface SourceStats {
  fullReads: number;
  partialReads: number;
  requests: number;
}

export class InsightsSource {
  private facts: OrderFacts | null = null;
  private histories: { version: number; of: Map<number, CustomerHistory> } | null = null;
  private readAt = 0;
  private fullAt = 0;
  private reading: Promise<void> | null = null;
  readonly stats: SourceStats = { fullReads: 0, partialReads: 0, requests: 0 };
  private readonly now: () => number;
  private pageSize: number;

  constructor(private readonly options: InsightsSourceOptions) {
    this.now = options.now ?? Date.now;
    this.pageSize = options.pageSize ?? PAGE_SIZE;
  }

  /** The orders, read again first when they are FRESH_MS old (with `authorization`, an administrator's token). */
  async current(authorization: string): Promise<OrdersRead> {
    if (!this.facts || this.now() - this.readAt >= FRESH_MS) {
      try {
        await (this.reading ??= this.refresh(authorization).finally(() => (this.reading = null)));
      } catch (err) {
        const refused = err instanceof ReadFailed && (err.status === 401 || err.status === 403);
        if (refused || !this.facts || this.now() - this.readAt >= STALE_MS) throw err;
        this.options.logger.warn(
          { err: { message: (err as Error).message } },
          'insights: the orders could not be read again; the last read is answered',
        );
      }
    }
    const facts = this.facts!;
    if (this.histories?.version !== facts.version) this.histories = { version: facts.version, of: historiesOf(facts) };
    return { facts, histories: this.histories.of, asOf: new Date(this.readAt) };
  }

  private async refresh(authorization: string): Promise<void> {
    const started = this.now();
    if (!this.facts || started - this.fullAt >= FULL_EVERY_MS) {
      // Straight into facts of their own: 100,000 orders are never held as JSON at once.
      this.facts = await this.readOrders(authorization, undefined, () => {
        const facts = new OrderFacts();
        return { take: (entry) => facts.add(entry), result: facts };
      });
      this.fullAt = started;
      this.stats.fullReads++;
    } else {
      // Read apart first: a read that fails half way changes nothing.
      const from = dayText(israelDayNumber(this.readAt - CHANGE_WINDOW_DAYS * DAY_MS));
      const entries = await this.readOrders(authorization, from, () => {
        const read: unknown[] = [];
        return { take: (entry) => read.push(entry), result: read };
      });
      this.facts.dropFrom(dayNumberOf(from));
      for (const entry of entries) this.facts.add(entry);
      this.stats.partialReads++;
    }
    this.readAt = started;
  }

  /**
   * Every order of Order/List (from the day `fromDate` on, when given), newest first, into a sink made
   * afresh for each try: read again with pages half as large when a page is larger than the server reads.
   */
  private async readOrders<T>(
    authorization: string,
    fromDate: string | undefined,
    sink: () => { take: (entry: unknown) => void; result: T },
  ): Promise<T> {
    for (;;) {
      const { take, result } = sink();
      try {
        await this.readPagesOf(authorization, fromDate, take);
        return result;
      } catch (err) {
        if (!(err instanceof ProviderResponseTooLarge) || this.pageSize <= MIN_PAGE_SIZE) throw err;
        this.pageSize = Math.max(MIN_PAGE_SIZE, Math.floor(this.pageSize / 2));
        this.options.logger.warn({ pageSize: this.pageSize }, 'insights: a page of orders was too large; reading smaller pages');
      }
    }
  }

  private async readPagesOf(authorization: string, fromDate: string | undefined, take: (entry: unknown) => void): Promise<void> {
    const seen = new Set<number>();
    const pageSize = this.pageSize;
    const query = (pageNumber: number) =>
      new URLSearchParams({
        getAll: 'true',
        pageNumber: String(pageNumber),
        pageSize: String(pageSize),
        ...(fromDate ? { fromDate } : {}),
      });
    this.stats.requests += await readPages(
      (pageNumber) => listPage(this.options.read, `/Order/List?${query(pageNumber)}`, `Order/List page ${pageNumber}`, authorization),
      (page) => {
        let fresh = false;
        for (const entry of page.items) {
          const id = (entry as { id?: unknown } | null)?.id;
          // An order placed during the read moves the pages: one already read comes again.
          if (typeof id === 'number' && seen.has(id)) continue;
          if (typeof id === 'number') seen.add(id);
          take(entry);
          fresh = true;
        }
        return fresh && seen.size < MAX_ORDERS;
      },
      { concurrency: PAGE_CONCURRENCY, maxItems: MAX_ORDERS },
    );
  }
}
