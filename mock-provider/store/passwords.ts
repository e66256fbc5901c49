// scrypt password hashes with OWASP parameters (N=2^15, r=8, p=3), stored as
// 'scrypt$N$r$p$salt$hash'. Hashing and verification run on libuv's thread pool, never on the
// event loop: one hash is some 50-100 ms of CPU, and ten parallel registrations hashed in line
// stalled every other request for half a second. Verification is constant-time.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const N = 2 ** 15;
const R = 8;
const P = 3;
const KEY_LENGTH = 32;
// 128 * N * r bytes are needed; Node's default maxmem (32 MB) is just short of it.
const MAXMEM = 128 * 1024 * 1024;
const OPTIONS: ScryptOptions = { N, r: R, p: P, maxmem: MAXMEM };

/**
 * Hashes at once, at most: one core fewer than the machine has (at least one), so that a burst of
 * logins or registrations leaves a core to the event loop (and the thread pool's other work, files
 * and compression, a thread) instead of all four pool threads spinning on scrypt. The rest wait in
 * order. Each hash also holds 32 MB while it runs, which this bounds too.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // A finishing hash hands its slot straight to the next in line, so the bound always holds.
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Hashes a password with a fresh random salt, off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, KEY_LENGTH, OPTIONS));
}

/** Whether a password matches a stored hash (false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const seedHashes = new Map<string, string>();

/**
 * A hash for a seeded account, computed once per process (every mock provider of a test run shares
 * it). Synchronous: it runs while a provider is built, before it serves anything.
 */
export function seedPasswordHash(email: string, password: string): string {
  const key = `${email}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    const salt = randomBytes(16);
    hash = format(salt, scryptSync(password, salt, KEY_LENGTH, OPTIONS));
    seedHashes.set(key, hash);
  }
  return hash;
}
