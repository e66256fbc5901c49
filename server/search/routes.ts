// The server's own search calls under /api (shared/contract/api.ts `searchEndpoints`): answered from
// its index of the catalogue (catalogueSearch.ts) with the rules of shared/rules, in both modes, and
// from the provider's own search while the index is not built yet. They sit in the /api chain after
// the visitors' limit, the token gate and (proxy mode) the cap on calls under way, so they are limited
// as any visitor's read; their query and body are checked by the DTOs the OpenAPI document is made of.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClassConstructor } from 'class-transformer';
import type { ItemSummary, NameLookup, SearchLookup } from '@shared/contract/entities';
import { searchEndpoints, type Endpoint } from '@shared/contract/api';
import type { PagedResult } from '@shared/contract/envelope';
import { ErrorCode } from '@shared/errors';
import { oneWithCode } from '@shared/rules/itemCode';
import { itemNameIndex, matchName, type NameMatch } from '@shared/rules/quickOrderMatch';
import { closestSearches, itemOfCode, nameFinderOf, searchPage } from '@shared/search/answers';
import { STOREFRONT_PAGE_SIZE } from '@shared/contract/envelope';
import { SearchItemsQueryDto, SearchLookupDto, SearchTermQueryDto, validateDto } from '@shared/validation';
import { MAX_LOOKUP_CODE } from '@shared/validation/search';
import { forwardedApiPath, queryOf } from '../paths';
import { Msg } from '@shared/validation/messages';
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { ProviderRead } from '../catalogueCache';
import { endpointOf } from '../calls';
import { invalid, providerRefusal, Refusal, sendRefusal } from '../refusal';
import { sendJson, varyBy, type Handler } from '../handler';
import { PRIVATE } from '../visitorResponses';
import { BodyRefused, readJsonBody } from '../requestBody';
import { carriesToken } from '../tokens';
import type { CatalogueSearch } from './catalogueSearch';
import type { IndexRecord } from './records';
import { summaryOf } from './records';
import { payloadOf, ReadFailed } from '../providerPages';
import { CallerView } from './view';

/** The largest look-up body read (a thousand codes and a thousand names of 200 characters fit). */
export const MAX_LOOKUP_BYTES = 512 * 1024;
/** The longest a look-up matches names before the server's other requests get a turn. */
const MATCHING_TURN_MS = 10;
/** Provider searches at once for one look-up while the index is not built. */
const FALLBACK_CONCURRENCY = 8;

function checked<T extends object>(dto: ClassConstructor<T>, input: unknown, message: string): T {
  const result = validateDto(dto, input);
  if (!result.ok) throw invalid(result.errors, message);
  return result.value;
}

/** The code of GET /Search/Code/{code}: the resolved path's last segment (dot segments and escapes resolved, its case kept). */
function codeOf(req: IncomingMessage): string {
  const segment = (forwardedApiPath(req) ?? '').split('/').filter((part) => part !== '')[2] ?? '';
  let code: string;
  try {
    code = decodeURIComponent(segment);
  } catch {
    throw invalid({ code: [Msg.invalidValue] }, 'the code is not a valid path segment');
  }
  if (code.trim() === '' || code.length > MAX_LOOKUP_CODE)
    throw invalid({ code: [code.trim() === '' ? Msg.required : Msg.tooLong] }, 'the code is not valid');
  return code;
}

/** The JSON body of a look-up: UTF-8, at most MAX_LOOKUP_BYTES, nested no deeper than the API allows. */
async function bodyOf(req: IncomingMessage): Promise<unknown> {
  try {
    return await readJsonBody(req, MAX_LOOKUP_BYTES);
  } catch (err) {
    if (err instanceof BodyRefused) throw new Refusal(err.status, err.code, err.message);
    throw err;
  }
}

/** The search calls' handler in the /api chain: the server's own calls answered, every other request passed on. */
export function searchHandler(search: CatalogueSearch, read: ProviderRead, logger: Logger): Handler {
  const view = new CallerView(read);
  const handlers = new Map<Endpoint, (req: IncomingMessage, auth: string | undefined, signal: AbortSignal) => Promise<unknown>>([
    [
      searchEndpoints.items,
      (req, auth, signal) => items(checked(SearchItemsQueryDto, queryOf(req), 'the query is not valid'), auth, signal),
    ],
    [searchEndpoints.closest, async (req) => closest(checked(SearchTermQueryDto, queryOf(req), 'the query is not valid').term)],
    [searchEndpoints.code, (req, auth, signal) => (noQuery(req), code(codeOf(req), auth, signal))],
    [
      searchEndpoints.lookup,
      async (req, auth, signal) => (
        noQuery(req),
        lookup(checked(SearchLookupDto, await bodyOf(req), 'the body is not valid'), auth, signal)
      ),
    ],
  ]);

  function noQuery(req: IncomingMessage): void {
    const unknown = Object.keys(queryOf(req));
    if (unknown.length > 0)
      throw invalid(Object.fromEntries(unknown.map((k) => [k, [Msg.unknownField]])), 'this call takes no query parameters');
  }

  /** A provider GET as the caller, its payload (the provider's own search, while the index is not built). */
  async function providerPayload(pathAndQuery: string, auth: string | undefined): Promise<unknown> {
    return payloadOf(await read(pathAndQuery, auth), pathAndQuery.split('?')[0]!);
  }

  /** The summaries of a provider's item list as the caller sees it (a visitor's without prices, whatever the provider sent). */
  function summaries(payload: unknown, auth: string | undefined): ItemSummary[] {
    const list = (payload as { items?: unknown } | null)?.items;
    if (!Array.isArray(list)) throw new ReadFailed(502, 'the provider sent no list of items');
    return list.flatMap((entry) => {
      const summary = summaryOf(entry);
      if (!summary) return [];
      if (auth === undefined) {
        delete summary.salePriceInNIS;
        delete summary.isPriceOnRequest;
      }
      return [summary];
    });
  }

  async function items(query: SearchItemsQueryDto, auth: string | undefined, signal: AbortSignal): Promise<PagedResult<ItemSummary>> {
    const pageNumber = query.pageNumber ?? 1;
    const pageSize = query.pageSize ?? STOREFRONT_PAGE_SIZE;
    const index = search.index;
    if (!index) {
      const params = new URLSearchParams({ SearchTerm: query.term, pageNumber: String(pageNumber), pageSize: String(pageSize) });
      if (query.categoryId !== undefined) params.set('categoryId', String(query.categoryId));
      if (query.itemGroupId !== undefined) params.set('itemGroupId', String(query.itemGroupId));
      const payload = (await providerPayload(`/Item/List?${params}`, auth)) as Record<string, unknown>;
      const found = summaries(payload, auth);
      const count = (v: unknown, least: number) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= least ? v : least);
      return {
        items: found,
        totalCount: count(payload.totalCount, found.length),
        totalPages: count(payload.totalPages, found.length > 0 ? pageNumber : 0),
        currentPage: pageNumber,
      };
    }
    const page = searchPage(index, query.term, query, pageNumber, pageSize);
    return { ...page, items: await view.of(page.items, auth, 'page', signal) };
  }

  function closest(term: string): { terms: string[] } {
    const index = search.index;
    if (!index) return { terms: [] };
    return { terms: closestSearches(index, term) };
  }

  async function code(wanted: string, auth: string | undefined, signal: AbortSignal): Promise<ItemSummary> {
    const index = search.index;
    let found: ItemSummary | null;
    if (index) {
      const record = itemOfCode(index, wanted);
      found = record ? ((await view.of([record], auth, 'page', signal))[0] ?? null) : null;
    } else {
      found = await providerCode(wanted, auth);
    }
    if (!found) throw new Refusal(404, ErrorCode.NotFound, 'no item has this code');
    return found;
  }

  /** The one item of a code by the provider's own search (its exact code matches), as the caller sees it. */
  async function providerCode(wanted: string, auth: string | undefined): Promise<ItemSummary | null> {
    const params = new URLSearchParams({ SearchTerm: wanted, pageNumber: '1', pageSize: '5' });
    return oneWithCode(summaries(await providerPayload(`/Item/List?${params}`, auth), auth), wanted);
  }

  async function lookup(body: SearchLookupDto, auth: string | undefined, signal: AbortSignal): Promise<SearchLookup> {
    // A list's look-up may cost the server much work: a signed-in user's (whose token the provider took).
    if (auth === undefined) throw new Refusal(401, ErrorCode.Unauthorized, 'a valid token is required');
    const codes = [...new Set(body.codes ?? [])];
    const names = [...new Set(body.names ?? [])];
    const index = search.index;
    if (!index) return providerLookup(codes, names, auth);
    const byCode = new Map(codes.map((c) => [c, itemOfCode(index, c)]));
    const finder = nameFinderOf(index);
    // A thousand names are matched a few milliseconds at a time, giving the server's other requests a turn between.
    const byName = new Map<string, NameMatch<IndexRecord>>();
    let turn = performance.now();
    for (const n of names) {
      if (performance.now() - turn > MATCHING_TURN_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        if (signal.aborted) throw new ReadFailed(499, 'the caller has gone');
        turn = performance.now();
      }
      byName.set(n, matchName(finder, n));
    }
    // Each item found once, as the caller sees it; the choices as anyone sees them.
    const wanted = new Map<string, IndexRecord>();
    for (const record of byCode.values()) if (record) wanted.set(record.itemId, record);
    for (const match of byName.values()) if (match.item) wanted.set(match.item.itemId, match.item);
    const seen = new Map((await view.of([...wanted.values()], auth, 'many', signal)).map((s) => [s.itemId, s]));
    return {
      codes: codes.map((c) => ({ code: c, item: seen.get(byCode.get(c)?.itemId ?? '') ?? null })),
      names: names.map((n) => nameLookup(n, byName.get(n)!, (r) => seen.get(r.itemId) ?? null)),
    };
  }

  function nameLookup<T extends { itemId: string }>(name: string, match: NameMatch<T>, seen: (item: T) => ItemSummary | null): NameLookup {
    return {
      name,
      item: match.item ? seen(match.item) : null,
      choices: match.choices.map((c) => publicOf(c as unknown as ItemSummary)),
      total: match.total,
    };
  }

  /** A look-up by the provider's own search, one search a code or a name, a few at a time (the index is not built yet). */
  async function providerLookup(codes: string[], names: string[], auth: string | undefined): Promise<SearchLookup> {
    const limit = pLimit(FALLBACK_CONCURRENCY);
    const codeItems = await Promise.all(codes.map((c) => limit(() => providerCode(c, auth))));
    const nameMatches = await Promise.all(
      names.map((n) =>
        limit(async () => {
          const params = new URLSearchParams({ SearchTerm: n, pageNumber: '1', pageSize: '20' });
          const found = summaries(await providerPayload(`/Item/List?${params}`, auth), auth);
          return matchName(itemNameIndex(found), n);
        }),
      ),
    );
    return {
      codes: codes.map((c, i) => ({ code: c, item: codeItems[i] ?? null })),
      names: names.map((n, i) => nameLookup(n, nameMatches[i]!, (item) => item)),
    };
  }

  return async (req: IncomingMessage, res: ServerResponse, next) => {
    const endpoint = endpointOf(req);
    if (!endpoint?.facts?.host) return next();
    const handle = handlers.get(endpoint);
    if (!handle) return next();
    // A server that was not started (tests) builds its index at its first search.
    search.start();
    const auth = req.headers.authorization;
    const signedIn = auth !== undefined && carriesToken(auth);
    varyBy(res, 'Authorization');
    res.setHeader('Cache-Control', signedIn ? PRIVATE : 'no-cache');
    // The work stops when the caller goes: no more of its items are asked of the provider.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    try {
      // A header that is no usable token is refused, as the provider would; a token is the provider's
      // to accept (once a minute a token) before any work is done for it, so a made-up one gets no
      // more of this server than a visitor (whose calls the visitors' limit counts) and is counted refused.
      if (auth !== undefined && !signedIn) throw new Refusal(401, ErrorCode.Unauthorized, 'a valid token is required');
      if (signedIn) await view.verify(auth);
      const payload = await handle(req, signedIn ? auth : undefined, gone.signal);
      if (!res.headersSent && !res.destroyed) sendJson(res, 200, { statusCode: 200, payload });
    } catch (err) {
      if (res.headersSent || res.destroyed) return;
      const refusal = refusalOf(err);
      if (!(err instanceof Refusal || err instanceof ReadFailed))
        logger.warn({ err: { message: (err as Error)?.message, name: (err as Error)?.name } }, 'search: provider read failed');
      sendRefusal(res, refusal);
    }
  };
}

/** An item of a choice list as anyone sees it: no price, whoever asked. */
function publicOf(item: ItemSummary): ItemSummary {
  const { salePriceInNIS: _price, isPriceOnRequest: _onRequest, ...rest } = item;
  return rest;
}

/** The envelope's status and code for what went wrong. */
function refusalOf(err: unknown): Refusal {
  if (err instanceof Refusal) return err;
  return providerRefusal(err) ?? new Refusal(502, ErrorCode.BadGateway, 'the provider could not be reached');
}
