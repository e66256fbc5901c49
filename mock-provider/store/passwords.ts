// scrypt password hashes with OWASP parameters (N=2^15, r=8, p=3), stored as
// 'scrypt$N$r$p$salt$hash'. Hashing and verification run on libuv's thread pool, never on the
// event loop: one hash is some 50-100 ms of CPU, and ten parallel registrations hashed in line
// stalled every other request for half a second. Verification is constant-time.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 3;
const KEY_LENGTH = 32;
// 128 * N * r bytes are needed; Node's default maxmem (32 MB) is just short of it.
const MAXMEM = 128 * 1024 * 1024;
const OPTIONS: ScryptOptions = { N, r: R, p: P, maxmem: MAXMEM };

/**
 * Hashes at once, at most: one fewer than libuv's thread pool has (UV_THREADPOOL_SIZE, 4 by default),
 * so that hashes run side by side and a burst of them still leaves a pool thread to files and
 * compression. (One core fewer than the machine has was a single hash at a time on two cores: 20
 * wrong-password logins held the administrator's login for 20 s.) Each hash holds 32 MB while it
 * runs, which this bounds too.
 */
export const HASHES_AT_ONCE = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
let running = 0;
/**
 * The hashes waiting for a slot, in one lane per caller (the address of the request, given by the
 * route): a free slot goes to the lanes in turn, so a caller with many hashes waiting holds up
 * another caller's by one hash at most, not by all of its own.
 */
const lanes = new Map<string, Array<() => void>>();

/** The first hash of the next lane in turn (a Map keeps insertion order: the served lane goes to the back). */
function nextInLine(): (() => void) | undefined {
  for (const [lane, queue] of lanes) {
    const next = queue.shift();
    lanes.delete(lane);
    if (queue.length > 0) lanes.set(lane, queue);
    return next;
  }
  return undefined;
}

async function derive(password: string, salt: Buffer, length: number, options: ScryptOptions, lane: string): Promise<Buffer> {
  // A finishing hash hands its slot straight to the next in line, so the bound always holds.
  if (running >= HASHES_AT_ONCE) {
    await new Promise<void>((resolve) => {
      const queue = lanes.get(lane);
      if (queue) queue.push(resolve);
      else lanes.set(lane, [resolve]);
    });
  } else running++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    const next = nextInLine();
    if (next) next();
    else running--;
  }
}

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Hashes a password with a fresh random salt, off the event loop; `lane` is who waits (see `lanes`). */
export async function hashPassword(password: string, lane = ''): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, KEY_LENGTH, OPTIONS, lane));
}

/** Whether a password matches a stored hash (false for a malformed hash); `lane` is who waits (see `lanes`). */
export async function verifyPassword(password: string, stored: string, lane = ''): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltB64, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    },
    lane,
  );
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
