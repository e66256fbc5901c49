// The outbox's Idempotency-Keys (docs/product.md §5.3, the IETF httpapi draft): one random UUID per
// order, written with the order before it is first sent (client/features/outbox/Outbox.ts).

type UuidSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A random (version 4) UUID. Browsers give `crypto.randomUUID` only in a secure context (HTTPS or
 * localhost); the store opened over plain HTTP at another address (a phone on the office network)
 * must still be able to order, so the UUID is then built from `getRandomValues`, which every
 * context has.
 */
export function randomUuid(source: UuidSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
