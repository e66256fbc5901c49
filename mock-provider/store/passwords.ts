// scrypt password hashes with OWASP parameters (N=2^15, r=8, p=3), stored as
// 'scrypt$N$r$p$salt$hash'. Verification is constant-time and runs off the event loop.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 3;
const KEY_LENGTH = 32;
// 128 * N * r bytes are needed; Node's default maxmem (32 MB) is just short of it.
const MAXMEM = 128 * 1024 * 1024;

/** Hashes a password with a fresh random salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Whether a password matches a stored hash (false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const seedHashes = new Map<string, string>();

/** A hash for a seeded account, computed once per process (every mock provider of a test run shares it). */
export function seedPasswordHash(email: string, password: string): string {
  const key = `${email}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(password);
    seedHashes.set(key, hash);
  }
  return hash;
}
