// Who is calling one of the server's own calls (standing orders, insights): whom the provider says the
// token is (Account/UserInfo with it), asked once a minute a token (remembered by the token's hash, as
// search/view.ts remembers a token the provider took). The server cannot check a token itself, so what
// a call keeps or shows is decided by the user the provider gave, never one the caller names. A token
// changed or revoked meanwhile is trusted for the rest of that minute, as the search calls trust it.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ProviderRead } from './catalogueCache';
import { payloadOf, ReadFailed } from './providerPages';

/** How long whom the provider said a token is, is trusted. */
const KNOWN_MS = 60_000;
/** The most tokens remembered (the least used go first). */
const REMEMBERED = 10_000;

/** The caller may not make the call: its user is not of the kind the call is for (403). */
export class NotAllowed extends Error {}

const keyOf = (authorization: string) => createHash('sha256').update(authorization).digest('base64url');

/** The callers of one kind: `whoOf` reads a UserInfo payload as one, or throws NotAllowed (or ReadFailed for no user). */
export class Callers<T extends object> {
  private readonly known = new LRUCache<string, T | NotAllowed>({ max: REMEMBERED, ttl: KNOWN_MS });

  constructor(
    private readonly read: ProviderRead,
    private readonly whoOf: (info: unknown) => T,
  ) {}

  /**
   * The caller whose token `authorization` carries. Throws ReadFailed(401) when the provider refuses the
   * token, NotAllowed when it is not of this kind, ReadFailed or the read's own error when the provider fails.
   */
  async caller(authorization: string): Promise<T> {
    const key = keyOf(authorization);
    let known = this.known.get(key);
    if (!known) {
      const answer = await this.read('/Account/UserInfo', authorization);
      if (answer.status === 401 || answer.status === 403) throw new ReadFailed(401, 'the provider refused the token');
      try {
        known = this.whoOf(payloadOf(answer, 'Account/UserInfo'));
      } catch (err) {
        if (!(err instanceof NotAllowed)) throw err;
        known = err;
      }
      this.known.set(key, known);
    }
    if (known instanceof NotAllowed) throw known;
    return known;
  }
}

/** A UserInfo payload's user, or ReadFailed(502) when the provider sent none. */
export function userOf(info: unknown): {
  id: number;
  userType?: unknown;
  email?: unknown;
  businessCustomer?: { customerId?: unknown } | null;
} {
  const user = info as { id?: unknown } | null;
  if (typeof user !== 'object' || user === null || !Number.isSafeInteger(user.id))
    throw new ReadFailed(502, 'Account/UserInfo: the provider sent no user');
  return user as ReturnType<typeof userOf>;
}
