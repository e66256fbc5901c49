// Where the outbox keeps its orders: IndexedDB (through idb), shared by every tab of the origin and
// by the service worker; in memory where IndexedDB cannot be opened (a private window of an old
// browser), so ordering still works in that page.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { OutboxEntry } from './entry';

export interface OutboxDb {
  all(): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  /**
   * Reads one entry, changes it and writes it back in one transaction, so no other tab or the
   * service worker can come between (a claim to send, a cancel). `change` returns the new entry, null
   * to leave it as it is, or 'delete'. Gives what was written (undefined when nothing was).
   */
  update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null | 'delete'): Promise<OutboxEntry | 'deleted' | undefined>;
}

interface OutboxSchema extends DBSchema {
  orders: { key: string; value: OutboxEntry };
}

export const OUTBOX_DB_NAME = 'order-outbox';
const STORE = 'orders';

/**
 * The outbox in IndexedDB. The connection is closed when the page is hidden for a navigation or a
 * close (`release`, on pagehide) and opened again by the next read or write: a page kept in the
 * back/forward cache holds no connection, so no transaction of a frozen page can hold the database
 * from the other tabs and the service worker (WebKit left every later transaction on the outbox
 * waiting behind one, across reloads; a fresh database of the same origin kept working).
 */
export class IdbOutboxDb implements OutboxDb {
  private connection: Promise<IDBPDatabase<OutboxSchema>> | null;
  /** The transactions not yet ended: `release` aborts them. */
  private readonly running = new Set<{ abort(): void }>();

  constructor(
    db: IDBPDatabase<OutboxSchema>,
    private readonly reopen: () => Promise<IDBPDatabase<OutboxSchema>> = connect,
  ) {
    this.connection = Promise.resolve(db);
  }

  private db(): Promise<IDBPDatabase<OutboxSchema>> {
    this.connection ??= this.reopen().catch((err: unknown) => {
      this.connection = null;
      throw err;
    });
    return this.connection;
  }

  /**
   * Aborts the transactions still running (a claim or an outcome not written stays as it was: the
   * order is claimed again, under its own key) and closes the connection; the next read or write
   * opens it again.
   */
  release(): void {
    for (const tx of this.running) {
      try {
        tx.abort();
      } catch {
        /* it ended meanwhile */
      }
    }
    this.running.clear();
    const was = this.connection;
    this.connection = null;
    void was?.then(
      (db) => db.close(),
      () => undefined,
    );
  }

  /** Runs `work` in a transaction of its own, tracked until it ends. */
  private async within<T, M extends IDBTransactionMode>(
    mode: M,
    work: (tx: IDBPTransaction<OutboxSchema, [typeof STORE], M>) => Promise<T>,
  ): Promise<T> {
    let connection = this.db();
    let db = await connection;
    // Let go while it was being opened: the connection is closing, a new one takes the work.
    while (this.connection !== connection) db = await (connection = this.db());
    const tx = db.transaction(STORE, mode);
    // An aborted transaction rejects both its request and `done`: the work's failure is the one told.
    tx.done.catch(() => undefined);
    this.running.add(tx);
    try {
      const result = await work(tx);
      await tx.done;
      return result;
    } finally {
      this.running.delete(tx);
    }
  }

  all(): Promise<OutboxEntry[]> {
    return this.within('readonly', (tx) => tx.store.getAll());
  }

  get(key: string): Promise<OutboxEntry | undefined> {
    return this.within('readonly', (tx) => tx.store.get(key));
  }

  async put(entry: OutboxEntry): Promise<void> {
    await this.within('readwrite', (tx) => tx.store.put(entry));
  }

  async update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null | 'delete'): Promise<OutboxEntry | 'deleted' | undefined> {
    // Nothing but IndexedDB requests is awaited inside the transaction: it would commit meanwhile.
    return this.within('readwrite', async (tx) => {
      const found = await tx.store.get(key);
      const next = found ? change(found) : null;
      if (next === 'delete') await tx.store.delete(key);
      else if (next) await tx.store.put(next);
      return next === null ? undefined : next === 'delete' ? 'deleted' : next;
    });
  }
}

/** The outbox in this page's memory (tests; a browser without IndexedDB). */
export class MemoryOutboxDb implements OutboxDb {
  private readonly entries = new Map<string, OutboxEntry>();

  async all(): Promise<OutboxEntry[]> {
    return [...this.entries.values()].map(copy);
  }

  async get(key: string): Promise<OutboxEntry | undefined> {
    const found = this.entries.get(key);
    return found && copy(found);
  }

  async put(entry: OutboxEntry): Promise<void> {
    this.entries.set(entry.key, copy(entry));
  }

  async update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null | 'delete'): Promise<OutboxEntry | 'deleted' | undefined> {
    const found = this.entries.get(key);
    const next = found ? change(copy(found)) : null;
    if (next === 'delete') this.entries.delete(key);
    else if (next) this.entries.set(key, copy(next));
    return next === null ? undefined : next === 'delete' ? 'deleted' : next;
  }
}

/** Entries are plain data (structured-clone in IndexedDB): a copy keeps callers from sharing one. */
function copy(entry: OutboxEntry): OutboxEntry {
  return structuredClone(entry);
}

function connect(): Promise<IDBPDatabase<OutboxSchema>> {
  return openDB<OutboxSchema>(OUTBOX_DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
}

/**
 * Opens the outbox in IndexedDB, or in memory when it cannot be opened. In a page, the connection is
 * let go on each pagehide (IdbOutboxDb.release).
 */
export async function openOutboxDb(): Promise<OutboxDb> {
  if (typeof indexedDB === 'undefined') return new MemoryOutboxDb();
  let db: IdbOutboxDb;
  try {
    db = new IdbOutboxDb(await connect());
  } catch {
    return new MemoryOutboxDb();
  }
  // A page's (a worker has no pagehide).
  if ('document' in globalThis && typeof globalThis.addEventListener === 'function')
    globalThis.addEventListener('pagehide', () => db.release());
  return db;
}
