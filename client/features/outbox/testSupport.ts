// What the outbox's tests share (never imported by the app): the two databases the outbox runs over
// (fake-indexeddb gives IndexedDB and its classes, which idb needs, to node), and an order body.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { OrderCreateDto } from '@shared/validation';
import { IdbOutboxDb, MemoryOutboxDb, openOutboxDb, type OutboxDb } from './outboxDb';

/** Each kind of outbox database, fresh: IndexedDB (fake-indexeddb, through the app's own opener) and memory. */
export const DB_KINDS: Array<[string, () => Promise<OutboxDb>]> = [
  ['MemoryOutboxDb', async () => new MemoryOutboxDb()],
  [
    'IdbOutboxDb',
    async () => {
      globalThis.indexedDB = new IDBFactory();
      const db = await openOutboxDb();
      // openOutboxDb falls back to memory when IndexedDB fails: these cases are meant for IndexedDB.
      if (!(db instanceof IdbOutboxDb)) throw new Error('IndexedDB did not open');
      return db;
    },
  ],
];

/** An order body; `comment` tells orders apart. */
export function orderBody(comment = 'order 1'): OrderCreateDto {
  return {
    userId: 7,
    comment,
    customerId: 70,
    totalPriceBeforeVat: 100,
    totalPrice: 118,
    vatSum: 18,
    vatPercent: 18,
    cartItems: [{ id: 1, itemId: 'A-100', itemDescription: 'כוסות נייר', salePriceInNIS: 10, quantity: 10 }],
  };
}
