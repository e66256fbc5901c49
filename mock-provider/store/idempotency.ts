// Idempotency keys of Order/Create (IETF httpapi idempotency-key draft): the first successful response
// under a key is kept for 24 hours and given again to a repeat of the same request; the same key with
// another body is refused. Keys belong to the user who sent them. No HTTP in here.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@shared/errors';
import { ProviderError } from '../errors';

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Remembered<T> {
  fingerprint: string;
  response: T;
  expiresAt: number;
}

/** A fingerprint of a JSON body that does not depend on the order of its keys. */
export function fingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export class IdempotencyKeys<T> {
  private readonly entries = new Map<string, Remembered<T>>();

  /** Forgets every key (the test control API's reset). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The response remembered for this user's key, or undefined when the key is new (or expired). 422 when
   * the key was used with another body.
   */
  replay(userId: number, key: string, print: string, now: number): T | undefined {
    this.sweep(now);
    const found = this.entries.get(`${userId}\u0000${key}`);
    if (!found) return undefined;
    if (found.fingerprint !== print) {
      throw new ProviderError(422, ErrorCode.IdempotencyKeyReused, 'this Idempotency-Key was used with a different request body');
    }
    return found.response;
  }

  /** Keeps a successful response under the user's key. */
  remember(userId: number, key: string, print: string, response: T, now: number): void {
    this.entries.set(`${userId}\u0000${key}`, { fingerprint: print, response, expiresAt: now + IDEMPOTENCY_KEY_LIFETIME_MS });
  }

  /** Drops expired keys (they were stored in time order, so the oldest come first). */
  private sweep(now: number): void {
    for (const [k, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(k);
    }
  }
}
