// The outbox sent by the service worker (Background Sync, Chromium): the browser wakes the worker when
// the connection is back, even with every tab of the app closed, and it sends every user's waiting
// orders as the pages would: the same IndexedDB, the same Web Lock per user (a page sending at the
// same moment waits, or gives up), each order's own key and the token of the session that placed it.
// The tabs hear of it on the outbox's BroadcastChannel and take each outcome into their cart.
import { Api } from '../../api/api';
import { isUnsettled } from './entry';
import { inPageLock, Outbox, OUTBOX_CHANNEL, webLocks } from './Outbox';
import { IdbOutboxDb, openOutboxDb } from './outboxDb';
import { transmitOrder } from './outcome';

/**
 * Sends whatever waits. Rejects while orders still wait for the network, so that the browser tries
 * the sync again later (its own backoff); an order held for a sign-in waits for its user instead.
 */
export async function sendOutboxFromWorker(): Promise<void> {
  const db = await openOutboxDb();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : undefined;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const outbox = new Outbox({
    db,
    transmit: (entry, signal) => transmitOrder(new Api({ getToken: () => entry.token }), entry, signal),
    lock: locks ? webLocks(locks) : inPageLock(),
    exclusive: locks !== undefined,
    now: Date.now,
    changed: () => channel?.postMessage('changed'),
  });
  try {
    await outbox.sendDue(null, true);
    const left = (await db.all()).filter((e) => isUnsettled(e) && !e.needsLogin);
    if (left.length > 0) throw new Error(`${left.length} order(s) still waiting for the network`);
  } finally {
    channel?.close();
    if (db instanceof IdbOutboxDb) db.close();
  }
}
