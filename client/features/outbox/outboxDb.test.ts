/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { newEntry } from './entry';
import type { OutboxEntry } from './entry';
import { IdbOutboxDb, MemoryOutboxDb, OutboxReleased, openOutboxDb, type OutboxDb } from './outboxDb';
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

describe('IdbOutboxDb in the back/forward cache', () => {
  const saved = globalThis.indexedDB;
  const page = new EventTarget();
  /** A pagehide that keeps the page (persisted: into the back/forward cache) or ends it, and a pageshow. */
  const hide = (persisted: boolean) => page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
  const show = () => page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  /** Whether the database can be deleted at once: no connection of it is left open (else 'blocked'). */
  const nothingHeld = () =>
    new Promise<boolean>((resolve, reject) => {
      const deleting = indexedDB.deleteDatabase('order-outbox');
      deleting.onsuccess = () => resolve(true);
      deleting.onblocked = () => resolve(false);
      deleting.onerror = () => reject(deleting.error);
    });

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    // A page of the node environment: openOutboxDb listens for its pagehide and pageshow.
    Object.assign(globalThis, { document: {}, addEventListener: page.addEventListener.bind(page) });
  });
  afterEach(() => {
    globalThis.indexedDB = saved;
    const made = globalThis as { document?: unknown; addEventListener?: unknown };
    delete made.document;
    delete made.addEventListener;
  });

  it('put away, aborts the transaction still running (told as OutboxReleased, nothing written) and holds no connection; shown again, reads on a new one', async () => {
    const db = await openOutboxDb();
    await db.put(entry('a'));

    // A claim under way when the buyer leaves the page: its write never lands.
    const claim = db.update('a', (e) => {
      hide(true);
      return { ...e, status: 'sending', attempts: 1 };
    });
    await expect(claim).rejects.toBeInstanceOf(OutboxReleased);

    // A read asked while the page is away waits for it to be shown, and holds nothing meanwhile.
    let read: OutboxEntry | undefined | 'not yet' = 'not yet';
    const reading = db.get('a').then((e) => (read = e));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBe('not yet');
    show();
    await reading;
    expect(read).toMatchObject({ key: 'a', status: 'waiting', attempts: 0 });

    // Put away again, it holds no connection: nothing keeps the database from the other tabs.
    hide(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await nothingHeld()).toBe(true);
  });

  it('a page that is closed (not kept) goes on writing what it was writing', async () => {
    const db = await openOutboxDb();
    await db.put(entry('a'));
    const claim = db.update('a', (e) => {
      hide(false);
      return { ...e, status: 'sending', attempts: 1 };
    });
    await expect(claim).resolves.toMatchObject({ status: 'sending' });
    expect(await db.get('a')).toMatchObject({ status: 'sending', attempts: 1 });
  });
});
