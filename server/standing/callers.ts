// Who is calling a standing-order call: whom the provider says the token is (Account/UserInfo with it),
// asked once a minute a token (remembered by the token's hash, as search/view.ts remembers a token the
// provider took). The server cannot check a token itself, so a standing order is kept under the user
// id the provider gave, never one the caller names. A token changed or revoked meanwhile is trusted for
// the rest of that minute, as the search calls trust it.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { UserInfo } from '@shared/contract/entities';
import type { ProviderRead } from '../catalogueCache';
import { payloadOf, ReadFailed } from '../search/reader';
import type { Buyer } from './records';

/** How long whom the provider said a token is, is trusted. */
const KNOWN_MS = 60_000;
/** The most tokens remembered (the least used go first). */
const REMEMBERED = 10_000;

/** The caller is no business buyer: an administrator, or a user of no business customer (403). */
export class NotABuyer extends Error {}

const keyOf = (authorization: string) => createHash('sha256').update(authorization).digest('base64url');

/** The buyer a UserInfo names, or NotABuyer. */
export function buyerOf(info: unknown): Buyer {
  const user = info as Partial<UserInfo> | null;
  if (typeof user !== 'object' || user === null || !Number.isSafeInteger(user.id))
    throw new ReadFailed(502, 'Account/UserInfo: the provider sent no user');
  const customerId = user.businessCustomer?.customerId;
  if (user.userType !== 'Business' || typeof customerId !== 'number') throw new NotABuyer('the caller is not a business buyer');
  return { userId: user.id!, customerId, email: typeof user.email === 'string' ? user.email : '' };
}

export class Callers {
  private readonly known = new LRUCache<string, Buyer | NotABuyer>({ max: REMEMBERED, ttl: KNOWN_MS });

  constructor(private readonly read: ProviderRead) {}

  /**
   * The buyer whose token `authorization` carries. Throws ReadFailed(401) when the provider refuses the
   * token, NotABuyer when it is no business buyer's, ReadFailed or the read's own error when the provider fails.
   */
  async buyer(authorization: string): Promise<Buyer> {
    const key = keyOf(authorization);
    let known = this.known.get(key);
    if (!known) {
      const answer = await this.read('/Account/UserInfo', authorization);
      if (answer.status === 401 || answer.status === 403) throw new ReadFailed(401, 'the provider refused the token');
      try {
        known = buyerOf(payloadOf(answer, 'Account/UserInfo'));
      } catch (err) {
        if (!(err instanceof NotABuyer)) throw err;
        known = err;
      }
      this.known.set(key, known);
    }
    if (known instanceof NotABuyer) throw known;
    return known;
  }
}
