// Reading the provider's answers on the server's own account (the search index's catalogue, the
// insights' orders, whom a token is): an answer's payload, and a paged list read a few pages at a time.
// A list read trusts the items it receives over a totalPages that disagrees with them: a provider
// reporting 20,000 pages of which five hold items is read to the first empty page; one reporting a single
// page while its pages come full is read on until a page comes short.
import type { ProviderRead } from './catalogueCache';

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

/** One page of a list: its entries, and what it says of the pages. */
export interface ListPage {
  items: unknown[];
  totalPages: number;
}

/** A page of a paged list at `pathAndQuery` (as `authorization`'s holder, or a visitor), or a ReadFailed. */
export async function listPage(read: ProviderRead, pathAndQuery: string, what: string, authorization?: string): Promise<ListPage> {
  const payload = payloadOf(await read(pathAndQuery, authorization), what) as { items?: unknown; totalPages?: unknown } | null;
  const items = payload !== null && typeof payload === 'object' && Array.isArray(payload.items) ? payload.items : null;
  if (items === null) throw new ReadFailed(502, `${what}: no list of items`);
  const totalPages = typeof payload!.totalPages === 'number' && Number.isFinite(payload!.totalPages) ? payload!.totalPages : 1;
  return { items, totalPages };
}

export interface PagedReadOptions {
  /** Pages asked for at once. */
  concurrency: number;
  /** The most entries read: the pages past them are not asked for. */
  maxItems: number;
  /** Stops the read. */
  signal?: AbortSignal;
}

/**
 * Reads a list's pages from the first: those it says it has, `concurrency` at a time, then one by one
 * while pages come full. `take` gets each page in page order and says whether to go on (false when the
 * page held nothing new, or enough has been read). Returns the requests made.
 */
export async function readPages(
  readPage: (pageNumber: number) => Promise<ListPage>,
  take: (page: ListPage) => boolean,
  options: PagedReadOptions,
): Promise<number> {
  const stopped = () => options.signal?.aborted === true;
  const first = await readPage(1);
  let requests = 1;
  const perPage = first.items.length;
  if (perPage === 0 || !take(first)) return requests;
  const maxPages = Math.max(1, Math.ceil(options.maxItems / perPage));
  const claimed = Math.min(Math.max(1, Math.floor(first.totalPages)), maxPages);
  let next = 2;
  let more = true;
  while (more && next <= maxPages && !stopped()) {
    const wave = next <= claimed ? Math.min(options.concurrency, claimed - next + 1) : 1;
    const numbers = Array.from({ length: wave }, (_, i) => next + i);
    next += wave;
    const pages = await Promise.all(numbers.map((n) => readPage(n)));
    requests += wave;
    // In page order, so what is taken stays in list order.
    for (const page of pages) {
      if (!more) break;
      if (page.items.length === 0 || !take(page)) more = false;
      else if (numbers[numbers.length - 1]! >= claimed && page === pages[pages.length - 1] && page.items.length < perPage) more = false;
    }
  }
  return requests;
}
