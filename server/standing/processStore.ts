// The standing orders kept in this process: in memory alone (tests, mock mode), or in memory with every
// change written to a file first (fileStore.ts). Changes run one at a time, each on a copy of the
// buyers' records that takes the place of the kept one only once it is written, so a write that fails
// changes nothing and a change never sees another's half-done.
import type { StandingOrder } from '@shared/contract/entities';
import { MAX_STANDING_ORDERS } from '@shared/rules/standingOrder';
import { byCreation, fingerprintOf, inputOf, type Buyer, type BuyerRecord } from './records';
import { StandingLimitReached, type Change, type StandingStore, type StoreKind } from './store';

/** Every buyer's record, changed in place by the operations of one change (ProcessStore copies it first). */
export class Book {
  private readonly byUser: Map<number, BuyerRecord>;

  constructor(records: readonly BuyerRecord[] = []) {
    this.byUser = new Map(records.map((r) => [r.userId, r]));
  }

  /** A copy to change, sharing nothing with this one. */
  copy(): Book {
    return new Book(structuredClone(this.records()));
  }

  /** The buyers who keep standing orders. */
  records(): BuyerRecord[] {
    return [...this.byUser.values()].filter((r) => r.orders.length > 0);
  }

  list(userId: number): StandingOrder[] {
    return [...(this.byUser.get(userId)?.orders ?? [])].sort(byCreation);
  }

  get(userId: number, id: string): StandingOrder | null {
    return this.byUser.get(userId)?.orders.find((o) => o.id === id) ?? null;
  }

  /** The buyer's record, with who they are now (their business customer and e-mail at this write). */
  private recordOf(buyer: Buyer): BuyerRecord {
    const record = this.byUser.get(buyer.userId) ?? { ...buyer, orders: [] };
    record.customerId = buyer.customerId;
    record.email = buyer.email;
    this.byUser.set(buyer.userId, record);
    return record;
  }

  create(buyer: Buyer, order: StandingOrder, limit: number): StandingOrder {
    const wanted = fingerprintOf(inputOf(order));
    const same = this.list(buyer.userId).find((kept) => fingerprintOf(inputOf(kept)) === wanted);
    if (same) return same;
    const record = this.recordOf(buyer);
    if (record.orders.length >= limit) throw new StandingLimitReached(limit);
    record.orders.push(order);
    return order;
  }

  change(buyer: Buyer, id: string, change: Change): StandingOrder | null {
    const kept = this.get(buyer.userId, id);
    if (!kept) return null;
    const changed = change(kept);
    const record = this.recordOf(buyer);
    record.orders = record.orders.map((o) => (o.id === id ? changed : o));
    return changed;
  }

  remove(buyer: Buyer, id: string): boolean {
    if (!this.get(buyer.userId, id)) return false;
    const record = this.recordOf(buyer);
    record.orders = record.orders.filter((o) => o.id !== id);
    if (record.orders.length === 0) this.byUser.delete(buyer.userId);
    return true;
  }
}

/** How a process store keeps its book beyond memory: nothing (memory), or a file. */
export interface Keeper {
  /** The book as last kept (throws StoreUnavailable when it cannot be read). */
  load(): Promise<BuyerRecord[]>;
  /** Keeps the book (throws StoreUnavailable when it cannot be written). */
  save(records: BuyerRecord[]): Promise<void>;
}

const NOWHERE: Keeper = { load: async () => [], save: async () => undefined };

/** A store in this process: its book in memory, each change kept by its keeper before it counts. */
export class ProcessStore implements StandingStore {
  private book: Book | null = null;
  /** The changes, one after another (each waits for the one before it to be kept). */
  private queue: Promise<unknown> = Promise.resolve();
  /** The reminders claimed, until when (epoch ms). */
  private readonly claims = new Map<string, number>();

  constructor(
    readonly kind: StoreKind,
    private readonly keeper: Keeper = NOWHERE,
    private readonly limit = MAX_STANDING_ORDERS,
  ) {}

  private loading: Promise<Book> | null = null;

  /** The book, read by the keeper the first time (once for the calls that come meanwhile; again after a read that failed). */
  private loaded(): Promise<Book> {
    if (this.book) return Promise.resolve(this.book);
    this.loading ??= this.keeper
      .load()
      .then((records) => (this.book ??= new Book(records)))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Runs `apply` on a copy of the book after every change before it; the copy is kept, and takes the book's place, only when it was written. */
  private mutate<T>(apply: (draft: Book) => T, changed: (result: T) => boolean): Promise<T> {
    const run = this.queue.then(async () => {
      const draft = (await this.loaded()).copy();
      const result = apply(draft);
      if (changed(result)) {
        await this.keeper.save(draft.records());
        this.book = draft;
      }
      return result;
    });
    // A failed change (not written, or refused by `apply`) does not stop the ones after it.
    this.queue = run.catch(() => undefined);
    return run;
  }

  async list(userId: number): Promise<StandingOrder[]> {
    return (await this.loaded()).list(userId);
  }

  async get(userId: number, id: string): Promise<StandingOrder | null> {
    return (await this.loaded()).get(userId, id);
  }

  create(buyer: Buyer, order: StandingOrder): Promise<StandingOrder> {
    return this.mutate(
      (draft) => draft.create(buyer, order, this.limit),
      (kept) => kept === order,
    );
  }

  change(buyer: Buyer, id: string, change: Change): Promise<StandingOrder | null> {
    return this.mutate(
      (draft) => draft.change(buyer, id, change),
      (changed) => changed !== null,
    );
  }

  remove(buyer: Buyer, id: string): Promise<boolean> {
    return this.mutate(
      (draft) => draft.remove(buyer, id),
      (removed) => removed,
    );
  }

  async buyers(): Promise<BuyerRecord[]> {
    return structuredClone((await this.loaded()).records());
  }

  async claimReminder(userId: number, id: string, deliveryDate: string, until: Date): Promise<boolean> {
    const now = Date.now();
    for (const [key, expires] of this.claims) if (expires <= now) this.claims.delete(key);
    const key = `${userId}:${id}:${deliveryDate}`;
    if (this.claims.has(key)) return false;
    this.claims.set(key, Math.max(until.getTime(), now + 1));
    return true;
  }

  async releaseReminder(userId: number, id: string, deliveryDate: string): Promise<void> {
    this.claims.delete(`${userId}:${id}:${deliveryDate}`);
  }

  async close(): Promise<void> {
    await this.queue;
  }
}

/** The standing orders in memory alone: gone when the process ends (tests; mock mode, whose own data is in memory too). */
export class MemoryStandingStore extends ProcessStore {
  constructor(limit = MAX_STANDING_ORDERS) {
    super('memory', NOWHERE, limit);
  }
}
