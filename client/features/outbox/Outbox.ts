// The outbox's state machine (docs/decisions/0006-order-outbox.md), with no page in it: the tabs' OutboxStore and the
// service worker's Background Sync both run it over the same IndexedDB. Every step that could race
// another tab is one IndexedDB transaction (a claim to send, a cancel, taking an outcome), and
// sending runs under one lock per outbox (Web Locks), so an order is never in flight twice and never
// sent under two keys.
import { isUnsettled, newEntry, type OutboxEntry } from './entry';
import { OutboxReleased, type OutboxDb } from './outboxDb';
import type { SendOutcome } from './outcome';

/** The BroadcastChannel the tabs (and the service worker) tell each other of outbox changes on. */
export const OUTBOX_CHANNEL = 'order-outbox';
/** The Background Sync tag on which the service worker sends the outbox (client/features/outbox/worker.ts). */
export const OUTBOX_SYNC_TAG = 'order-outbox';

/** How long one attempt may take before it counts as 'no response' (the same key goes again later). */
export const SEND_TIMEOUT_MS = 30_000;
/** Without Web Locks, a 'sending' entry older than this is taken as its sender's death (a closed tab). */
export const SENDING_LEASE_MS = 45_000;
/** The waits between automatic attempts: 2 s doubling up to a minute, each with ±25% jitter. */
export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 60_000;

/** The lock every sender takes; `wait` false gives up at once when another holds it. */
export type LockRunner = <T>(name: string, wait: boolean, fn: () => Promise<T>) => Promise<T | undefined>;

export interface OutboxDeps {
  db: OutboxDb;
  /** Sends one entry (its body under its key) and says what came of it. */
  transmit: (entry: OutboxEntry, signal: AbortSignal) => Promise<SendOutcome>;
  /** Web Locks where the browser has them; otherwise `inPageLock` (and the lease covers other tabs). */
  lock: LockRunner;
  /** Whether `lock` excludes other tabs and the worker (Web Locks), not only this page. */
  exclusive: boolean;
  now: () => number;
  /** Whether the device has a network at all: an attempt offline is not made (and not counted). */
  isOnline?: () => boolean;
  random?: () => number;
  /** Called after every change this outbox made (the page tells its other tabs). */
  changed?: () => void;
  timeoutMs?: number;
}

/** The lock name of one user's outbox. */
export const lockName = (owner: string) => `order-outbox:${owner}`;

export class Outbox {
  constructor(private readonly deps: OutboxDeps) {}

  /** One user's orders, oldest first. */
  async list(owner: string): Promise<OutboxEntry[]> {
    const all = await this.deps.db.all();
    return all.filter((e) => e.owner === owner).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Writes a new order (before anything is sent): from here on it cannot be lost. */
  async enqueue(fields: Omit<Parameters<typeof newEntry>[0], 'now'>): Promise<OutboxEntry> {
    const entry = newEntry({ ...fields, now: this.deps.now() });
    await this.deps.db.put(entry);
    this.deps.changed?.();
    return entry;
  }

  /**
   * Sends one order now (the buyer pressed the button), waiting for a sender in another tab to finish
   * first; gives the entry as it then stands (placed, returned, or still waiting).
   */
  async sendNow(key: string): Promise<OutboxEntry | undefined> {
    const entry = await this.deps.db.get(key);
    if (!entry) return undefined;
    await this.deps.lock(lockName(entry.owner), true, () => this.attempt(key, true));
    return this.deps.db.get(key);
  }

  /**
   * Sends every order of `owner` (of everyone when null: the service worker) that is due, one at a
   * time, unless another sender is at it. `force` sends those whose backoff has not run out too (the
   * connection came back, the app was opened).
   */
  async sendDue(owner: string | null, force = false): Promise<void> {
    const owners = owner !== null ? [owner] : [...new Set((await this.deps.db.all()).map((e) => e.owner))];
    for (const who of owners) {
      await this.deps.lock(lockName(who), false, async () => {
        for (const entry of await this.list(who)) {
          if (isUnsettled(entry) && !entry.needsLogin && (force || entry.nextAttemptAt <= this.deps.now()))
            await this.attempt(entry.key, false);
        }
      });
    }
  }

  /**
   * Cancels an order that has not been sent: it is dropped and never sent. False when it is in flight,
   * already placed or returned, or went out before without a final response (no response, a drop, a 5xx:
   * the provider may have created it, and only sending it again under its key can tell).
   */
  async cancel(key: string): Promise<boolean> {
    const result = await this.deps.db.update(key, (e) => (e.status === 'waiting' && e.attempts === 0 ? 'delete' : null));
    if (result === 'deleted') this.deps.changed?.();
    return result === 'deleted';
  }

  /** The buyer has seen a placed or returned order: it leaves the outbox. */
  async acknowledge(key: string): Promise<void> {
    const result = await this.deps.db.update(key, (e) => (e.status === 'placed' || e.status === 'returned' ? 'delete' : null));
    if (result === 'deleted') this.deps.changed?.();
  }

  /**
   * Takes a placed or returned order's outcome into the cart once, whichever tab gets to it first:
   * true for the one caller that should apply it.
   */
  async settleCart(key: string): Promise<boolean> {
    const result = await this.deps.db.update(key, (e) =>
      (e.status === 'placed' || e.status === 'returned') && !e.cartSettled ? { ...e, cartSettled: true } : null,
    );
    if (result !== undefined) this.deps.changed?.();
    return result !== undefined;
  }

  /** The user signed in again: their orders held for a sign-in go with the new session's token. */
  async resume(owner: string, token: string): Promise<void> {
    let any = false;
    for (const entry of await this.list(owner)) {
      const next = await this.deps.db.update(entry.key, (e) =>
        e.needsLogin || (isUnsettled(e) && e.token !== token) ? { ...e, needsLogin: false, token, nextAttemptAt: this.deps.now() } : null,
      );
      any ||= next !== undefined;
    }
    if (any) this.deps.changed?.();
  }

  /**
   * When the earliest automatic attempt of `owner` is due, or null when none is. An order being sent
   * is due only once its sender's lease has run out (its sender died): counted by its own due time,
   * every tab would read the outbox again and again for as long as the send lasts.
   */
  async nextDue(owner: string): Promise<number | null> {
    const due = (await this.list(owner))
      .filter((e) => isUnsettled(e) && !e.needsLogin)
      .map((e) => (e.status === 'sending' ? Math.max(e.nextAttemptAt, e.sendingSince + SENDING_LEASE_MS) : e.nextAttemptAt));
    return due.length === 0 ? null : Math.min(...due);
  }

  /** One attempt at one entry, under its owner's lock: claim it, send it, write what came of it. */
  private async attempt(key: string, byBuyer: boolean): Promise<void> {
    const { db, now } = this.deps;
    if (this.deps.isOnline && !this.deps.isOnline()) return;
    // Holding Web Locks' exclusive lock, an entry left 'sending' is one whose sender died (a reload,
    // a closed tab); without it, only one whose lease ran out.
    const lease = this.deps.exclusive ? 0 : SENDING_LEASE_MS;
    const claimed = await releasedAs(
      undefined,
      db.update(key, (e) => {
        const free = e.status === 'waiting' || (e.status === 'sending' && now() - e.sendingSince >= lease);
        if (!free || (e.needsLogin && !byBuyer)) return null;
        // needsLogin is what the last response said of a waiting order: a 401 says it again. Kept on a
        // claim, a sender dying in flight would leave it 'sending' for good (sendDue skips it).
        return { ...e, status: 'sending', sendingSince: now(), attempts: e.attempts + 1, needsLogin: false };
      }),
    );
    if (claimed === undefined || claimed === 'deleted') return;
    this.deps.changed?.();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.deps.timeoutMs ?? SEND_TIMEOUT_MS);
    let outcome: SendOutcome;
    try {
      outcome = await this.deps.transmit(claimed, controller.signal);
    } catch {
      outcome = { kind: 'retry', status: 0 };
    } finally {
      clearTimeout(timer);
    }
    // Only over its own claim: a sender that outlived its lease (no Web Locks) does not undo the claim
    // of the tab that took the order over, which would free it for a third sender meanwhile.
    // Not written when the page was put away meanwhile: the order stays 'sending', taken again later
    // under the same key (the provider answers it once).
    await releasedAs(
      undefined,
      db.update(key, (e) => (e.status === 'sending' && e.attempts === claimed.attempts ? this.after(e, outcome) : null)),
    );
    this.deps.changed?.();
  }

  /** The entry after an attempt's outcome. */
  private after(entry: OutboxEntry, outcome: SendOutcome): OutboxEntry {
    switch (outcome.kind) {
      case 'placed':
        return { ...entry, status: 'placed', result: outcome.created, lastFailure: null };
      case 'refused':
        return { ...entry, status: 'returned', refusal: outcome.refusal };
      case 'login':
        return { ...entry, status: 'waiting', needsLogin: true };
      case 'retry': {
        const random = this.deps.random ?? Math.random;
        const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, entry.attempts - 1)) * (0.75 + random() * 0.5);
        return { ...entry, status: 'waiting', lastFailure: outcome.status, nextAttemptAt: this.deps.now() + Math.round(wait) };
      }
    }
  }
}

/**
 * A lock within this page only (a browser without Web Locks: Safari before 15.4): one sender per
 * outbox in this page; other tabs are kept out by the entries' lease.
 */
export function inPageLock(): LockRunner {
  const held = new Set<string>();
  const queues = new Map<string, Promise<unknown>>();
  return async (name, wait, fn) => {
    if (!wait && held.has(name)) return undefined;
    const before = queues.get(name) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    queues.set(
      name,
      before.then(() => mine),
    );
    await before;
    held.add(name);
    try {
      return await fn();
    } finally {
      held.delete(name);
      release();
    }
  };
}

/** Web Locks, the browser's lock across tabs and workers of one origin. */
export function webLocks(locks: LockManager): LockRunner {
  return (name, wait, fn) =>
    locks.request(name, wait ? {} : { ifAvailable: true }, async (lock) => (lock === null ? undefined : fn())) as Promise<
      Awaited<ReturnType<typeof fn>> | undefined
    >;
}

/** What a read or write gives, or `instead` when the page was put away meanwhile (nothing of it written). */
export async function releasedAs<T, U>(instead: U, work: Promise<T>): Promise<T | U> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof OutboxReleased) return instead;
    throw err;
  }
}
