// A buyer's standing orders (docs/product.md §5.12), kept by the storefront's server: read when the app
// opens and each time it comes to the foreground. Each one's next delivery day is worked out here, by
// the store's delivery rules (the holiday calendar too) and this device's clock; once its reminder has
// come it is due, and the reminder under the header offers its ready cart. The ready cart is the
// standing order's lines held apart in the cart (as a change of an order is), checked against today's
// items (prices, packs, what is out, with substitutes), for the buyer to place with one press; nothing
// is ordered without it. A day placed on this device is said to the server (and kept in local storage
// until it has heard), so neither this device nor another reminds of it again.
import { makeAutoObservable, runInAction } from 'mobx';
import { standingEndpoints } from '@shared/contract/api';
import type { CartItem, StandingOrder, UserInfo } from '@shared/contract/entities';
import { deliveryRulesOf, type DeliveryRules } from '@shared/rules/delivery';
import { nextOccurrence, type Occurrence } from '@shared/rules/standingOrder';
import type { StandingLineDto, StandingOrderInputDto } from '@shared/validation';
import type { Api } from '../../api/api';
import { readStandingPlaced, type StandingPlaced, type StandingReady } from '../cart';
import { standingPlacedKey, type KeyValueStorage } from '../../stores/storage';

/** What preparing a ready cart came to: open in the cart, another held cart open there, or an order waiting to go out first. */
export type PrepareResult = 'open' | 'otherOpen' | 'waiting';

/** A standing order with its next delivery day (null when the store names none on its weekday). */
export interface StandingView {
  order: StandingOrder;
  next: Occurrence | null;
}

export interface StandingStoreDeps {
  readonly api: Api;
  readonly storage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  readonly now: () => number;
  readonly session: { readonly canOrder: boolean; readonly userInfo: UserInfo | null };
  readonly settings: { readonly settings: Readonly<Record<string, unknown>> | null | undefined };
  readonly cart: {
    readonly owner: string | null;
    readonly held: boolean;
    readonly heldKey: string | null;
    readonly items: readonly CartItem[];
    readonly comment: string;
    startStanding(ready: StandingReady, lines: CartItem[], comment: string): void;
    check(signal?: AbortSignal): Promise<'unchanged' | 'changed'>;
  };
  readonly outbox: { readonly pending: unknown };
}

/** The session-storage key of the reminders a user closed this visit ('<id>:<day>'). */
const dismissedKey = (owner: string) => `standingDismissed:${owner}`;

export class StandingStore {
  /** The standing orders as last read, and whose they are (another user signed in never sees them). */
  private read: { owner: string; orders: StandingOrder[] } | null = null;
  /** The last read failed (no network, the server's store down): the page says so. */
  failed = false;
  loading = false;
  /** The moment the next days were worked out at: moved on by every read (a foreground), and each minute while shown. */
  clock: number;
  /** The reminders closed this visit, by '<id>:<day>'. */
  private dismissed = new Set<string>();
  /** The standing order whose ready cart is being made. */
  preparing: string | null = null;
  /** The lines a new standing order starts from (the cart, a past order, the usual items), until the form is left. */
  draft: { lines: CartItem[]; comment: string } | null = null;

  constructor(private readonly deps: StandingStoreDeps) {
    this.clock = deps.now();
    makeAutoObservable<StandingStore, 'deps'>(this, { deps: false });
  }

  private get owner(): string | null {
    const { session, cart } = this.deps;
    return session.canOrder ? cart.owner : null;
  }

  /** The store's delivery rules, as the settings say now. */
  get rules(): DeliveryRules {
    return deliveryRulesOf(this.deps.settings.settings?.Delivery);
  }

  /** Whether the read for the signed-in buyer has come. */
  get loaded(): boolean {
    return this.read !== null && this.read.owner === this.owner;
  }

  /** The signed-in buyer's standing orders, each with its next delivery day, oldest first. */
  get views(): StandingView[] {
    const read = this.read;
    if (!read || read.owner !== this.owner) return [];
    const placed = this.placedHere();
    const now = new Date(this.clock);
    return read.orders.map((order) => ({
      order,
      next: nextOccurrence(order, this.rules, now, [
        ...order.outcomes,
        ...placed.filter((p) => p.standingId === order.id).map((p) => ({ deliveryDate: p.deliveryDate, outcome: 'placed' as const })),
      ]),
    }));
  }

  /** The standing orders whose reminder has come and whose day waits for the buyer's press (not closed this visit, not open in the cart). */
  get due(): StandingView[] {
    const heldKey = this.deps.cart.heldKey;
    return this.views.filter(
      (v) =>
        v.next?.state === 'due' &&
        !this.dismissed.has(`${v.order.id}:${v.next.deliveryDate}`) &&
        heldKey !== `standing:${v.order.id}:${v.next.deliveryDate}`,
    );
  }

  /**
   * Reads the buyer's standing orders (the app opened or came to the foreground), first telling the
   * server of days placed here that it has not heard of. Nothing for a visitor or an administrator.
   */
  async refresh(): Promise<void> {
    const owner = this.owner;
    this.clock = this.deps.now();
    if (owner === null || this.loading) return;
    this.dismissed = new Set(readList(this.deps.sessionStorage.getItem(dismissedKey(owner))));
    this.loading = true;
    try {
      await this.sayPlaced(owner);
      const orders = await this.deps.api.call(standingEndpoints.list);
      runInAction(() => {
        if (this.owner !== owner) return;
        this.read = { owner, orders };
        this.failed = false;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => {
        this.loading = false;
        this.clock = this.deps.now();
      });
    }
  }

  /** Moves the clock the next days are worked out at to now (a minute passed while a screen shows them). */
  tick(): void {
    this.clock = this.deps.now();
  }

  /** Keeps a new standing order; gives it as kept. Throws the server's refusal (ApiError) for the form. */
  async create(input: StandingOrderInputDto): Promise<StandingOrder> {
    const kept = await this.deps.api.call(standingEndpoints.create, { body: input });
    this.take(kept);
    return kept;
  }

  /** Changes a standing order (its lines, name or days). */
  async update(id: string, input: StandingOrderInputDto): Promise<StandingOrder> {
    const kept = await this.deps.api.call(standingEndpoints.update, { params: { id }, body: input });
    this.take(kept);
    return kept;
  }

  /** Deletes a standing order. */
  async remove(id: string): Promise<void> {
    await this.deps.api.call(standingEndpoints.delete, { params: { id } });
    runInAction(() => {
      if (this.read) this.read = { ...this.read, orders: this.read.orders.filter((o) => o.id !== id) };
    });
  }

  /** Skips one delivery day of a standing order (nothing is ordered for it; the next one comes as usual). */
  async skip(id: string, deliveryDate: string): Promise<void> {
    this.take(await this.deps.api.call(standingEndpoints.outcome, { params: { id }, body: { deliveryDate, outcome: 'skipped' } }));
  }

  /** Closes a reminder for this visit (it comes again on the next visit while the day still waits). */
  dismiss(view: StandingView): void {
    const owner = this.owner;
    if (!owner || !view.next) return;
    this.dismissed.add(`${view.order.id}:${view.next.deliveryDate}`);
    this.deps.sessionStorage.setItem(dismissedKey(owner), JSON.stringify([...this.dismissed]));
  }

  /**
   * Makes the ready cart of a standing order's next day: its lines held apart in the cart (the buyer's
   * own cart waits untouched), then checked against today's items, so what changed or is out is marked
   * (with substitutes) before the buyer presses. Nothing starts while another held cart is open or an
   * order waits in the outbox.
   */
  async prepare(view: StandingView): Promise<PrepareResult> {
    const { cart, outbox } = this.deps;
    const next = view.next;
    if (!next) return 'waiting';
    const key = `standing:${view.order.id}:${next.deliveryDate}`;
    if (cart.heldKey === key) return 'open';
    if (cart.held) return 'otherOpen';
    if (outbox.pending || this.preparing) return 'waiting';
    this.preparing = view.order.id;
    try {
      cart.startStanding(
        { standingId: view.order.id, name: view.order.name, deliveryDate: next.deliveryDate, orderBy: next.orderBy.toISOString() },
        view.order.lines.map(toCartItem),
        view.order.comment,
      );
      // Offline the check fails: the ready cart shows the lines as they were kept, and the provider checks the order.
      await cart.check().catch(() => undefined);
      return 'open';
    } finally {
      runInAction(() => (this.preparing = null));
    }
  }

  /** The lines of a standing order as the buyer keeps them (from the cart, a past order or the usual items). */
  linesOf(lines: readonly CartItem[]): StandingLineDto[] {
    return lines.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      itemDescription: l.itemDescription,
      salePriceInNIS: l.salePriceInNIS,
      quantity: l.quantity,
      itemPackSize: l.itemPackSize,
      ...(l.pictureUrl ? { pictureUrl: l.pictureUrl } : {}),
    }));
  }

  /** Starts a new standing order from these lines (the form then shows them). */
  startDraft(lines: readonly CartItem[], comment = ''): void {
    this.draft = { lines: lines.map((l) => ({ ...l })), comment };
  }

  dropDraft(): void {
    this.draft = null;
  }

  /** Forgets the signed-in user's standing orders (logout). */
  clear(): void {
    this.read = null;
    this.failed = false;
    this.dismissed = new Set();
  }

  /** A standing order as the server kept it replaces the one read before (or joins them). */
  private take(kept: StandingOrder): void {
    const owner = this.owner;
    if (!owner) return;
    const orders = this.read?.owner === owner ? this.read.orders : [];
    this.read = {
      owner,
      orders: orders.some((o) => o.id === kept.id) ? orders.map((o) => (o.id === kept.id ? kept : o)) : [...orders, kept],
    };
  }

  /** The days placed here that the server has not heard of yet. */
  private placedHere(): StandingPlaced[] {
    const owner = this.owner;
    return owner ? readStandingPlaced(this.deps.storage.getItem(standingPlacedKey(owner))) : [];
  }

  /** Tells the server of the days placed here; each it took (or no longer knows: a deleted standing order) is forgotten. */
  private async sayPlaced(owner: string): Promise<void> {
    const key = standingPlacedKey(owner);
    const notes = readStandingPlaced(this.deps.storage.getItem(key));
    if (notes.length === 0) return;
    const told = new Set<StandingPlaced>();
    for (const note of notes) {
      try {
        await this.deps.api.call(standingEndpoints.outcome, {
          params: { id: note.standingId },
          body: { deliveryDate: note.deliveryDate, outcome: 'placed', ...(note.orderNumber ? { orderNumber: note.orderNumber } : {}) },
        });
        told.add(note);
      } catch (err) {
        if ((err as { status?: number }).status === 404 || (err as { status?: number }).status === 400) told.add(note);
        else break;
      }
    }
    // Notes written meanwhile (another tab placed one) stay.
    const left = readStandingPlaced(this.deps.storage.getItem(key)).filter(
      (n) => ![...told].some((t) => t.standingId === n.standingId && t.deliveryDate === n.deliveryDate),
    );
    if (left.length === 0) this.deps.storage.removeItem(key);
    else this.deps.storage.setItem(key, JSON.stringify(left));
  }
}

/** A standing order's line as a cart line (its price as kept: the check then gives today's). */
function toCartItem(line: StandingOrder['lines'][number]): CartItem {
  return {
    id: line.id,
    itemId: line.itemId,
    itemDescription: line.itemDescription,
    salePriceInNIS: line.salePriceInNIS,
    pictureUrl: line.pictureUrl ?? '',
    quantity: line.quantity,
    itemPackSize: line.itemPackSize,
  };
}

/** A stored list of strings (anything unreadable is none). */
function readList(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
