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
 * A read or write given up because the page went into the back/forward cache meanwhile (its
 * transaction aborted, nothing of it written): the order stands as it was before it.
 */
export class OutboxReleased extends Error {
  constructor() {
    super('the outbox was let go: the page was put away');
    this.name = 'OutboxReleased';
  }
}

/**
 * The outbox in IndexedDB. When the page is put into the back/forward cache (`hide`, on a pagehide
 * that keeps it) its running transactions are aborted and its connection closed, and reads and writes
 * wait until it is shown again (`show`, on pageshow) to open a new one: a frozen page holds no
 * connection, so no transaction of it can hold the database from the other tabs and the service worker
 * (WebKit left every later transaction on the outbox waiting behind one, across reloads; a fresh
 * database of the same origin kept working). A page that is closed keeps its connection to the end,
 * so what it was writing is written.
 */
export class IdbOutboxDb implements OutboxDb {
  private connection: Promise<IDBPDatabase<OutboxSchema>> | null;
  /** The transactions not yet ended: `hide` aborts them. */
  private readonly running = new Set<{ abort(): void }>();
  /** Those `hide` aborted: their failure is told as OutboxReleased. */
  private readonly released = new WeakSet<object>();
  /** While the page is put away: resolves when it is shown again. */
  private hidden: { shown: Promise<void>; show: () => void } | null = null;

  constructor(
    db: IDBPDatabase<OutboxSchema>,
    private readonly reopen: () => Promise<IDBPDatabase<OutboxSchema>> = connect,
  ) {
    this.connection = Promise.resolve(db);
  }

  private db(): Promise<IDBPDatabase<OutboxSchema>> {
    if (this.connection) return this.connection;
    const opening: Promise<IDBPDatabase<OutboxSchema>> = this.reopen().catch((err: unknown) => {
      if (this.connection === opening) this.connection = null;
      throw err;
    });
    return (this.connection = opening);
  }

  /**
   * The page is put away: aborts the transactions still running (a claim or an outcome not written
   * stays as it was: the order is claimed again, under its own key), closes the connection, and holds
   * every later read and write until `show`.
   */
  hide(): void {
    if (!this.hidden) {
      let show = () => undefined as void;
      const shown = new Promise<void>((resolve) => (show = resolve));
      this.hidden = { shown, show };
    }
    for (const tx of this.running) {
      this.released.add(tx);
      try {
        tx.abort();
      } catch {
        /* it ended meanwhile */
      }
    }
    this.running.clear();
    this.close();
  }

  /** Closes the connection once its transactions end (the service worker's send is over); a later read opens one again. */
  close(): void {
    const was = this.connection;
    this.connection = null;
    void was?.then(
      (db) => db.close(),
      () => undefined,
    );
  }

  /** The page is shown again: the reads and writes held go on, on a new connection. */
  show(): void {
    const was = this.hidden;
    this.hidden = null;
    was?.show();
  }

  /** Runs `work` in a transaction of its own, tracked until it ends. */
  private async within<T, M extends IDBTransactionMode>(
    mode: M,
    work: (tx: IDBPTransaction<OutboxSchema, [typeof STORE], M>) => Promise<T>,
  ): Promise<T> {
    let connection: Promise<IDBPDatabase<OutboxSchema>>;
    let db: IDBPDatabase<OutboxSchema>;
    // Put away meanwhile (while waiting or while it was being opened): wait to be shown, then open anew.
    do {
      while (this.hidden) await this.hidden.shown;
      db = await (connection = this.db());
    } while (this.connection !== connection);
    const tx = db.transaction(STORE, mode);
    // An aborted transaction rejects both its request and `done`: the work's failure is the one told.
    tx.done.catch(() => undefined);
    this.running.add(tx);
    try {
      const result = await work(tx);
      await tx.done;
      return result;
    } catch (err) {
      throw this.released.has(tx) ? new OutboxReleased() : err;
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
 * let go while the page is in the back/forward cache (IdbOutboxDb.hide and show).
 */
export async function openOutboxDb(): Promise<OutboxDb> {
  if (typeof indexedDB === 'undefined') return new MemoryOutboxDb();
  let db: IdbOutboxDb;
  try {
    db = new IdbOutboxDb(await connect());
  } catch {
    return new MemoryOutboxDb();
  }
  // A page's (a worker has none): put away into the back/forward cache, and shown from it.
  if ('document' in globalThis && typeof globalThis.addEventListener === 'function') {
    globalThis.addEventListener('pagehide', (event) => {
      if ((event as Event & { persisted?: boolean }).persisted) db.hide();
    });
    globalThis.addEventListener('pageshow', () => db.show());
  }
  return db;
}
