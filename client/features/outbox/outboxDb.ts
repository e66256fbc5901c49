// Where the outbox keeps its orders: IndexedDB (through idb), shared by every tab of the origin and
// by the service worker; in memory where IndexedDB cannot be opened (a private window of an old
// browser), so ordering still works in that page.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
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

/** The outbox in IndexedDB. */
export class IdbOutboxDb implements OutboxDb {
  constructor(private readonly db: IDBPDatabase<OutboxSchema>) {}

  all(): Promise<OutboxEntry[]> {
    return this.db.getAll(STORE);
  }

  get(key: string): Promise<OutboxEntry | undefined> {
    return this.db.get(STORE, key);
  }

  async put(entry: OutboxEntry): Promise<void> {
    await this.db.put(STORE, entry);
  }

  async update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null | 'delete'): Promise<OutboxEntry | 'deleted' | undefined> {
    // Nothing but IndexedDB requests is awaited inside the transaction: it would commit meanwhile.
    const tx = this.db.transaction(STORE, 'readwrite');
    const found = await tx.store.get(key);
    const next = found ? change(found) : null;
    if (next === 'delete') await tx.store.delete(key);
    else if (next) await tx.store.put(next);
    await tx.done;
    return next === null ? undefined : next === 'delete' ? 'deleted' : next;
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

/** Opens the outbox in IndexedDB, or in memory when it cannot be opened. */
export async function openOutboxDb(): Promise<OutboxDb> {
  if (typeof indexedDB === 'undefined') return new MemoryOutboxDb();
  try {
    const db = await openDB<OutboxSchema>(OUTBOX_DB_NAME, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore(STORE, { keyPath: 'key' });
      },
    });
    return new IdbOutboxDb(db);
  } catch {
    return new MemoryOutboxDb();
  }
}
