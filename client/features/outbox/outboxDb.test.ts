/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { newEntry } from './entry';
import { IdbOutboxDb, MemoryOutboxDb, openOutboxDb, type OutboxDb } from './outboxDb';
import { DB_KINDS, orderBody } from './testSupport';

const entry = (key: string) => newEntry({ key, owner: '7', body: orderBody(key), token: 'tok', now: 1 });

describe.each(DB_KINDS)('%s', (_name, openDb) => {
  let db: OutboxDb;
  beforeEach(async () => {
    db = await openDb();
  });

  it('keeps what is put, by key, as a copy the caller cannot change afterwards', async () => {
    const written = entry('a');
    await db.put(written);
    written.body.comment = 'changed after';
    const read = await db.get('a');
    expect(read).toEqual(entry('a'));
    read!.status = 'placed';
    expect(await db.get('a')).toMatchObject({ status: 'waiting' });
    expect(await db.get('missing')).toBeUndefined();
    await db.put(entry('b'));
    expect((await db.all()).map((e) => e.key).sort()).toEqual(['a', 'b']);
  });

  it('updates in one step: gives what it wrote, undefined when it left the entry or found none, deleted when it deleted', async () => {
    await db.put(entry('a'));
    expect(await db.update('a', (e) => ({ ...e, status: 'sending', attempts: 1 }))).toMatchObject({
      key: 'a',
      status: 'sending',
      attempts: 1,
    });
    expect(await db.get('a')).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await db.update('a', () => null)).toBeUndefined();
    expect(await db.get('a')).toMatchObject({ status: 'sending' });
    const change = jest.fn(() => null);
    expect(await db.update('missing', change)).toBeUndefined();
    expect(change).not.toHaveBeenCalled();
    expect(await db.update('a', () => 'delete')).toBe('deleted');
    expect(await db.get('a')).toBeUndefined();
  });

  it('lets one of two updates racing for the same entry see the other’s write', async () => {
    await db.put(entry('a'));
    const claim = () => db.update('a', (e) => (e.status === 'waiting' ? { ...e, status: 'sending' } : null));
    const results = await Promise.all([claim(), claim()]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
  });
});

describe('openOutboxDb', () => {
  const saved = globalThis.indexedDB;
  afterEach(() => {
    globalThis.indexedDB = saved;
  });

  it('opens the outbox in IndexedDB, which a reload finds again', async () => {
    globalThis.indexedDB = new IDBFactory();
    const first = await openOutboxDb();
    expect(first).toBeInstanceOf(IdbOutboxDb);
    await first.put(entry('a'));
    const reopened = await openOutboxDb();
    expect(await reopened.get('a')).toEqual(entry('a'));
  });

  it('keeps the outbox in memory where there is no IndexedDB', async () => {
    // @ts-expect-error a browser without IndexedDB
    delete globalThis.indexedDB;
    expect(await openOutboxDb()).toBeInstanceOf(MemoryOutboxDb);
  });
});

describe('IdbOutboxDb on pagehide', () => {
  const saved = globalThis.indexedDB;
  const page = new EventTarget();
  beforeEach(() => {
    // A page of the node environment: openOutboxDb listens for its pagehide.
    Object.assign(globalThis, { document: {}, addEventListener: page.addEventListener.bind(page) });
  });
  afterEach(() => {
    globalThis.indexedDB = saved;
    const made = globalThis as { document?: unknown; addEventListener?: unknown };
    delete made.document;
    delete made.addEventListener;
  });

  it('aborts the transaction still running and lets the connection go, so a page kept in the back/forward cache holds nothing; the next read opens it again', async () => {
    globalThis.indexedDB = new IDBFactory();
    const db = await openOutboxDb();
    await db.put(entry('a'));

    // A claim under way when the buyer leaves the page: its write never lands.
    const claim = db.update('a', (e) => {
      page.dispatchEvent(new Event('pagehide'));
      return { ...e, status: 'sending', attempts: 1 };
    });
    await expect(claim).rejects.toThrow();

    // The page shown again (from the cache): a read opens a connection of its own, and finds the order
    // as it was before the claim.
    expect(await db.get('a')).toMatchObject({ key: 'a', status: 'waiting', attempts: 0 });

    // Hidden again, it holds no connection: a version change, which waits for every connection of the
    // database to close, goes through.
    page.dispatchEvent(new Event('pagehide'));
    const other = indexedDB.open('order-outbox', 2);
    await new Promise<void>((resolve, reject) => {
      other.onsuccess = () => {
        other.result.close();
        resolve();
      };
      other.onblocked = () => reject(new Error('blocked by the connection the hidden page kept'));
      other.onerror = () => reject(other.error);
    });
  });

  it('lets a read begun as the page is hidden finish on a connection of its own', async () => {
    globalThis.indexedDB = new IDBFactory();
    const db = await openOutboxDb();
    await db.put(entry('a'));
    const read = db.all();
    page.dispatchEvent(new Event('pagehide'));
    expect(await read).toEqual([entry('a')]);
  });
});
