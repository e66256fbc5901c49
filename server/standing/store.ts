// Where the standing orders are kept (docs/architecture.md §3.7): per buyer, by the storefront's server
// itself, never in a website setting (which every visitor reads). Redis when REDIS_URL is set, shared by
// every instance; else a file, for one instance; memory for tests and mock mode. Each store keeps the
// same records (records.ts) and answers the same calls; a store that cannot answer says so
// (StoreUnavailable: the calls answer 503), it never falls back to another one.
import type { StandingOrder } from '@shared/contract/entities';
import { MAX_STANDING_ORDERS } from '@shared/rules/standingOrder';
import type { Buyer, BuyerRecord } from './records';

/** Which kind of store keeps the standing orders (/healthz says it). */
export type StoreKind = 'redis' | 'file' | 'memory';

/** A change of one standing order, worked out from the one kept (it may be asked more than once: it must not do anything else). */
export type Change = (kept: StandingOrder) => StandingOrder;

export interface StandingStore {
  readonly kind: StoreKind;
  /** A buyer's standing orders, oldest first. */
  list(userId: number): Promise<StandingOrder[]>;
  /** One of a buyer's standing orders, or null when they keep none of that id. */
  get(userId: number, id: string): Promise<StandingOrder | null>;
  /**
   * Keeps a new standing order, or gives back the one the buyer already keeps that is the same (the
   * same name, schedule, comment and lines: a Create sent twice is kept once). Throws
   * StandingLimitReached, keeping nothing, when the buyer keeps MAX_STANDING_ORDERS.
   */
  create(buyer: Buyer, order: StandingOrder): Promise<StandingOrder>;
  /** Changes one of the buyer's standing orders by `change` (atomically); null when they keep none of that id. An error `change` throws is thrown. */
  change(buyer: Buyer, id: string, change: Change): Promise<StandingOrder | null>;
  /** Deletes one of the buyer's standing orders; false when they keep none of that id. */
  remove(buyer: Buyer, id: string): Promise<boolean>;
  /** Every buyer who keeps standing orders (the reminders go through them). */
  buyers(): Promise<BuyerRecord[]>;
  /**
   * Whether this caller is the first to claim the reminder of a standing order's delivery day: true
   * once for a day, across every instance sharing the store, until `until` (its cutoff).
   */
  claimReminder(userId: number, id: string, deliveryDate: string, until: Date): Promise<boolean>;
  /** Gives a claim up (its e-mail could not be sent): the next claim of that day is granted. */
  releaseReminder(userId: number, id: string, deliveryDate: string): Promise<void>;
  close(): Promise<void>;
}

/** The buyer keeps the most standing orders there may be: nothing was kept (409 standing_limit). */
export class StandingLimitReached extends Error {
  constructor(readonly limit: number = MAX_STANDING_ORDERS) {
    super(`a buyer keeps at most ${limit} standing orders`);
    this.name = 'StandingLimitReached';
  }
}

/** The store does not answer now (Redis away, the file unreadable or not written): the calls answer 503. */
export class StoreUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailable';
  }
}
