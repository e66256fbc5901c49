// The items the index found, as the caller sees them. A visitor sees them as the index keeps them (no
// prices: nothing to ask). A signed-in caller's prices come from the provider, asked with the caller's
// own token, one GET /Item/{itemId} an item (the seed's contract has no read of several items by code),
// a few at a time; the answer is theirs alone and is not kept. A token the provider has not accepted
// lately is tried on one item first: a forged token reaches the provider once a search, not once an item.
import { createHash } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { LRUCache } from 'lru-cache';
import type { ItemSummary } from '@shared/contract/entities';
import type { ProviderRead } from '../catalogueCache';
import type { IndexRecord } from './records';
import { summaryOf } from './records';
import { payloadOf, ReadFailed } from '../providerPages';

/** Items asked for at once for one caller: a page of results, or a list's look-up (many). */
const PER_REQUEST = { page: 8, many: 64 } as const;
/** Items asked for at once by all callers together: the provider's share of this server (of the proxy's 256 connections). */
const ALL_REQUESTS = 128;
/** How long a token the provider accepted is trusted with a whole page at once. */
const ACCEPTED_MS = 60_000;

/** The key a token is remembered by: its hash. */
const keyOf = (authorization: string) => createHash('sha256').update(authorization).digest('base64url');

/** Why the caller's view could not be read: the provider's refusal (401: the token), or its failure. */
export class ViewRefused extends ReadFailed {}

export class CallerView {
  private readonly everyone: LimitFunction = pLimit(ALL_REQUESTS);
  private readonly accepted = new LRUCache<string, true>({ max: 10_000, ttl: ACCEPTED_MS });

  constructor(private readonly read: ProviderRead) {}

  /**
   * Makes sure the provider takes this token (Account/UserInfo with it, once a minute a token): a call
   * that may cost the server much work (a list's look-up) is made for a signed-in user only. Throws
   * ViewRefused (401) when the provider refuses it.
   */
  async verify(authorization: string): Promise<void> {
    const key = keyOf(authorization);
    if (this.accepted.has(key)) return;
    const answer = await this.everyone(() => this.read('/Account/UserInfo', authorization));
    if (answer.status === 401 || answer.status === 403) throw new ViewRefused(401, 'the provider refused the token');
    payloadOf(answer, 'Account/UserInfo');
    this.accepted.set(key, true);
  }

  /**
   * The records as the caller of `authorization` sees them, in the same order; an item the provider no
   * longer has (404) is left out. Throws ViewRefused when the provider refuses the caller or fails.
   */
  async of(
    records: readonly IndexRecord[],
    authorization: string | undefined,
    size: keyof typeof PER_REQUEST = 'page',
    signal?: AbortSignal,
  ): Promise<ItemSummary[]> {
    if (authorization === undefined || records.length === 0) return records.map((r) => ({ ...r }));
    const key = keyOf(authorization);
    const views: Array<ItemSummary | null> = [];
    let from = 0;
    if (!this.accepted.has(key)) {
      views.push(await this.one(records[0]!, authorization));
      this.accepted.set(key, true);
      from = 1;
    }
    const mine = pLimit(PER_REQUEST[size]);
    // Once one item fails (or the caller has gone), the items still waiting are not asked for.
    const stop = new AbortController();
    const stopped = () => stop.signal.aborted || signal?.aborted === true;
    const ask = (r: IndexRecord) =>
      mine(() =>
        this.everyone(async () => {
          if (stopped()) throw new ReadFailed(499, 'stopped');
          return this.one(r, authorization);
        }),
      ).catch((err: unknown) => {
        stop.abort();
        throw err;
      });
    const rest = await Promise.all(records.slice(from).map(ask));
    return [...views, ...rest].filter((v): v is ItemSummary => v !== null);
  }

  /** One item as the caller sees it; null when the provider no longer has it. */
  private async one(record: IndexRecord, authorization: string): Promise<ItemSummary | null> {
    const answer = await this.read(`/Item/${encodeURIComponent(record.itemId)}`, authorization);
    if (answer.status === 404) return null;
    if (answer.status === 401 || answer.status === 403) throw new ViewRefused(answer.status, 'the provider refused the token');
    const payload = payloadOf(answer, `Item/${record.itemId}`);
    const summary = summaryOf(payload);
    if (!summary) throw new ViewRefused(502, `Item/${record.itemId}: the provider's answer is not an item`);
    return summary;
  }
}
