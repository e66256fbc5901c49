// Reads the provider's public catalogue for the search index: Item/List as a visitor reads it, page
// after page, a few pages at a time, never more than the page cap; it trusts the items it receives
// over a totalPages that disagrees with them (a provider reporting 20,000 pages of which five hold
// items is read to the first empty page; one reporting a single page while its pages come full is
// read on until a page comes short). Items are kept once each, by their item code, in list order.
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import type { ProviderRead } from '../catalogueCache';
import { recordOf, type GroupTable, type IndexRecord } from './records';

/** An answer of the provider that is not the page asked for. */
export class ReadFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReadFailed';
  }
}

/** The payload of a provider's JSON answer, or a ReadFailed. */
export function payloadOf(answer: { status: number; body: Buffer }, what: string): unknown {
  let envelope: { statusCode?: unknown; payload?: unknown } | undefined;
  try {
    envelope = JSON.parse(answer.body.toString('utf8')) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (answer.status !== 200 || typeof envelope !== 'object' || envelope === null || envelope.statusCode !== 200) {
    throw new ReadFailed(answer.status === 200 ? 502 : answer.status, `${what}: the provider answered ${answer.status}`);
  }
  return envelope.payload;
}

export interface ReadOptions {
  /** Pages asked for at once. */
  concurrency: number;
  /** The most items read: the pages past them are not asked for. */
  maxItems: number;
  /** Stops the read (a newer one replaced it, the server is closing). */
  signal?: AbortSignal;
}

export interface CatalogueRead {
  records: IndexRecord[];
  /** Provider requests made. */
  requests: number;
  /** Entries left out: not shaped as an item, or an item code already read. */
  skipped: number;
}

/** One page: its entries, and what it says of the pages. */
interface Page {
  items: unknown[];
  totalPages: number;
}

async function readPage(read: ProviderRead, pageNumber: number): Promise<Page> {
  const query = new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(MAX_PAGE_SIZE) });
  const payload = payloadOf(await read(`/Item/List?${query}`), `Item/List page ${pageNumber}`) as {
    items?: unknown;
    totalPages?: unknown;
  } | null;
  const items = payload !== null && typeof payload === 'object' && Array.isArray(payload.items) ? payload.items : null;
  if (items === null) throw new ReadFailed(502, `Item/List page ${pageNumber}: no list of items`);
  const totalPages = typeof payload!.totalPages === 'number' && Number.isFinite(payload!.totalPages) ? payload!.totalPages : 1;
  return { items, totalPages };
}

/** The provider's catalogue as a visitor reads it, in list order, within the options' caps. */
export async function readCatalogue(read: ProviderRead, options: ReadOptions): Promise<CatalogueRead> {
  const groups: GroupTable = new Map();
  const byCode = new Map<string, IndexRecord>();
  let skipped = 0;
  /** Adds a page's items; whether it held any item not read before. */
  const take = (page: Page): boolean => {
    let fresh = false;
    for (const entry of page.items) {
      const record = recordOf(entry, groups);
      if (!record || byCode.has(record.itemId) || byCode.size >= options.maxItems) {
        skipped++;
        continue;
      }
      byCode.set(record.itemId, record);
      fresh = true;
    }
    return fresh;
  };
  const stopped = () => options.signal?.aborted === true;

  const first = await readPage(read, 1);
  let requests = 1;
  const perPage = first.items.length;
  if (perPage === 0 || !take(first)) return { records: [...byCode.values()], requests, skipped };
  const maxPages = Math.max(1, Math.ceil(options.maxItems / perPage));
  const claimed = Math.min(Math.max(1, Math.floor(first.totalPages)), maxPages);
  let next = 2;
  let more = true;
  // The pages the provider says it has, a few at a time; then on while pages come full.
  while (more && next <= maxPages && byCode.size < options.maxItems && !stopped()) {
    const wave = next <= claimed ? Math.min(options.concurrency, claimed - next + 1) : 1;
    const numbers = Array.from({ length: wave }, (_, i) => next + i);
    next += wave;
    const pages = await Promise.all(numbers.map((n) => readPage(read, n)));
    requests += wave;
    // In page order, so the records stay in list order.
    for (const page of pages) {
      if (!more) break;
      const fresh = take(page);
      if (page.items.length === 0 || !fresh) more = false;
      else if (numbers[numbers.length - 1]! >= claimed && page === pages[pages.length - 1] && page.items.length < perPage) more = false;
    }
  }
  return { records: [...byCode.values()], requests, skipped };
}
