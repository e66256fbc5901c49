/** @jest-environment node */
import { webcrypto } from 'node:crypto';
import { randomUuid } from './randomUuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('builds a version 4 UUID from getRandomValues where randomUUID is missing (plain HTTP, not localhost)', () => {
    const insecure = { getRandomValues: (a: Uint8Array) => webcrypto.getRandomValues(a) } as unknown as Crypto;
    const keys = Array.from({ length: 50 }, () => randomUuid(insecure));
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(50);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    const ones = { getRandomValues: (a: Uint8Array) => a.fill(0xff) } as unknown as Crypto;
    expect(randomUuid(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('uses crypto.randomUUID where there is one', () => {
    const source = {
      getRandomValues: () => {
        throw new Error('not used');
      },
      randomUUID: () => 'from-randomUUID',
    };
    expect(randomUuid(source as never)).toBe('from-randomUUID');
  });
});
