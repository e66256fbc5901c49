// The order outbox as the other features see it: the store (created by the RootStore) and the
// entry it keeps. Its insides (the machine, IndexedDB, the worker's side) are its own.
export { OutboxStore, OUTBOX_CHANNEL, requestOutboxSync, type OutboxEnvironment } from './OutboxStore';
export type { OutboxEntry, StandingDay } from './entry';
