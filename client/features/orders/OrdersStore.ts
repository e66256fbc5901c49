// Orders: placing the cart as an order, the order history, and re-ordering a past order.
import { orderKeys } from '../../stores/queryKeys';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Order, OrderCreated, OrderLineChange } from '@shared/contract/entities';
import { DEFAULT_PAGE_SIZE, type PagedResult } from '@shared/contract/envelope';
import { readRequestedDate, withRequestedDate } from '@shared/rules/delivery';
import type { Capability } from '@shared/contract/capabilities';
import type { OrderChange, StandingReady } from '../cart';
import { reconcileReorder, reorderHasNews, type ReorderResult } from '@shared/rules/reorder';
import { toAgorot, toShekelTotals, type Totals } from '@shared/rules/totals';
import { documentStatus, type DocumentStatus } from '../../api/documents';
import type { OutboxEntry, OutboxStore } from '../outbox';
import { fetchCurrentItems } from '../../stores/currentItems';
import { QueryStore } from '../../stores/QueryStore';
import type { QueryClient } from '@tanstack/query-core';
import type { CartItem, UserInfo } from '@shared/contract/entities';
import type { Api } from '../../api/api';

/** What pressing 'שינוי ההזמנה' came to: the change open in the cart, another order's change open there, or an order waiting to go out first. */
export type StartChange = 'open' | 'otherOpen' | 'waiting';

/** Why placing an order failed, for the cart page. */
export interface OrderFailure {
  /**
   * 'review': nothing was sent, because the check against today's items changed the cart or some
   * line must be fixed first; 'refused': the provider refused the order (its lines are marked);
   * 'sessionEnded': the session ended (the provider refused the token): the cart waits, and the
   * order is placed once the same user signs in again; 'waiting': no final response (offline, a drop, a
   * gateway's 5xx): the order waits in the outbox; 'failed': anything else.
   */
  kind: 'review' | 'refused' | 'failed' | 'sessionEnded' | 'waiting';
  /** The HTTP status; 0 when the server could not be reached or nothing was sent. */
  status: number;
  message: string;
  /** The lines the provider refused (changed price, unavailable, on request, pack size), when it said so. */
  changes: OrderLineChange[];
  /** The provider's error code of a refusal ('below_minimum': below the store's minimum order). */
  code?: string;
}

/**
 * The store's VAT rate changed under a cart the buyer was looking at (docs/product.md §4.6: money the
 * buyer did not see is never charged): the rate and the total to pay the cart showed, and now.
 * Totals in agorot.
 */
export interface VatChange {
  from: number;
  to: number;
  totalBefore: number;
  totalAfter: number;
}

/** What the orders read of the app (the RootStore is one). */
export interface OrdersStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
  readonly session: { readonly userInfo: UserInfo | null; readonly canOrder: boolean; readonly ended: { owner: string | null } | null };
  readonly cart: {
    readonly items: readonly CartItem[];
    readonly owner: string | null;
    readonly isEmpty: boolean;
    readonly vatPercent: number;
    readonly totals: Totals;
    readonly hasLockedLines: boolean;
    check(signal?: AbortSignal): Promise<'unchanged' | 'changed'>;
    readonly changing: OrderChange | null;
    readonly standing: StandingReady | null;
    readonly held: boolean;
    add(...lines: CartItem[]): void;
    startChange(order: OrderChange, lines: CartItem[], comment: string): void;
    endChange(): void;
  };
  /** The one owner of a sent order's outcome: the cart's lines and the orders' history are its to settle. */
  readonly outbox: Pick<OutboxStore, 'pending' | 'online' | 'place' | 'sendNow' | 'acknowledge' | 'settle'>;
  /** What the provider offers beyond the seed's contract: with 'order-status' an order carries the day it asks for as a field too. */
  readonly capabilities: { offers(capability: Capability): boolean };
  readonly settings: { refresh(): Promise<void> };
}

export class OrdersStore {
  /** True while an order is being created (the loading view; a second click does nothing). */
  placing = false;
  failure: OrderFailure | null = null;
  /** The VAT rate changed under the cart: shown until the next order attempt or visit of the cart. */
  vatChange: VatChange | null = null;
  /** The order just placed, until the cart page has moved on to /thank-you (no empty-cart flash meanwhile). */
  placed: OrderCreated | null = null;
  /** Whether what was just placed is a change of an order placed before (its thank-you page says so). */
  placedChange = false;
  /** The standing order whose day was just placed (its thank-you page says so), or null. */
  placedStanding: string | null = null;
  /** The lines of an order being changed that could not go back into the cart (gone, unavailable, on request), and those whose price or pack changed. */
  changeNotice: ReorderResult | null = null;
  /** True while an order's lines are read to start changing it. */
  startingChange = false;
  /** An order the session's end interrupted: placed once its user signs in again. */
  pendingAfterLogin: { owner: string | null; comment: string } | null = null;
  /** The outcome of the last re-order, for its result dialog. */
  reorderResult: ReorderResult | null = null;
  reordering = false;

  constructor(private readonly root: OrdersStoreDeps) {
    makeAutoObservable<OrdersStore, 'root'>(this, { root: false });
  }

  /** One page of order history: the user's own, or every order for an administrator (getAll). */
  history(pageNumber: number, all = false): QueryStore<PagedResult<Order>> {
    const { api, queryClient, session } = this.root;
    const userId = session.userInfo?.id;
    return new QueryStore(queryClient, {
      queryKey: orderKeys.history(userId, all, pageNumber),
      queryFn: ({ signal }) =>
        api.call(endpoints.order.list, {
          query: all ? { pageNumber, pageSize: DEFAULT_PAGE_SIZE, getAll: true } : { pageNumber, pageSize: DEFAULT_PAGE_SIZE, userId },
          signal,
        }),
      enabled: userId !== undefined,
    });
  }

  /**
   * Places the cart as an order. The cart is first checked against today's items: when that changes
   * anything, or a line must be fixed, nothing is sent and the buyer reviews the marked lines. The
   * order is then written to the outbox (with its Idempotency-Key) and sent: placed, the cart is
   * emptied of its lines; refused, the refused lines are marked (locked until fixed); with no final
   * response (offline, a drop, a 5xx) it waits in the outbox and goes again under the same key. An order
   * already waiting is sent as it was written, never as a second order. A second call while one runs
   * does nothing.
   */
  async place(comment: string): Promise<OrderCreated | null> {
    const { session, cart, outbox } = this.root;
    const waiting = outbox.pending;
    if (this.placing || (cart.isEmpty && !waiting) || !session.canOrder || !session.userInfo?.businessCustomer) return null;
    // What the buyer is looking at as the button is pressed: the rate and the total to pay.
    const shown = { vat: cart.vatPercent, total: cart.totals.total };
    this.placing = true;
    this.failure = null;
    this.vatChange = null;
    this.pendingAfterLogin = null;
    this.placed = null;
    try {
      const ordering = session.userInfo;
      // The order the outbox holds goes out as the buyer saw it when it was pressed, with its key.
      if (waiting) return await this.settle(await outbox.sendNow(waiting.key), String(ordering.id), comment);
      // Inside the try: whatever goes wrong here must still clear `placing` (the loading view).
      // Today's items and today's VAT rate, read afresh: a change of either stops the order for the
      // buyer's review (the cart then shows the new figures); nothing goes out at figures not shown.
      // Offline the reads fail, the cart stays as it was shown, and the order waits in the outbox
      // (the provider checks it when it arrives).
      // (A settings read offline would wait for the connection: the query cache pauses it.)
      const settingsRead = outbox.online ? this.root.settings.refresh().catch(() => undefined) : undefined;
      const [checked] = await Promise.all([cart.check(), settingsRead]);
      if (!session.canOrder) {
        // The session ended during the check (the provider refused the token): the order waits.
        runInAction(() => this.interrupted(String(ordering.id), comment));
        return null;
      }
      const vatChanged = cart.vatPercent !== shown.vat;
      if (checked === 'changed' || cart.hasLockedLines || vatChanged) {
        runInAction(() => {
          this.failure = { kind: 'review', status: 0, message: '', changes: [] };
          if (vatChanged)
            this.vatChange = { from: shown.vat, to: cart.vatPercent, totalBefore: shown.total, totalAfter: cart.totals.total };
        });
        return null;
      }
      return await this.send(String(ordering.id), comment);
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }

  /** Writes the cart to the outbox as an Order/Create body and sends it. */
  private async send(userId: string, comment: string): Promise<OrderCreated | null> {
    const { session, cart, outbox, capabilities } = this.root;
    const user = session.userInfo;
    if (!user?.businessCustomer) return null;
    // The day asked for is a line of the comment for every provider; one that keeps a status keeps it as a field too.
    // A change keeps the order's day: its comment keeps the order's own line for it, and no field is sent.
    // A standing order's ready cart is for its day.
    const changing = cart.changing;
    const standing = cart.standing;
    const text = changing
      ? withRequestedDate(comment, changing.requestedDay)
      : standing
        ? withRequestedDate(comment, standing.deliveryDate)
        : comment;
    const deliveryDate = capabilities.offers('order-status') && !changing ? readRequestedDate(text) : null;
    const body = {
      userId: user.id,
      customerId: user.businessCustomer.customerId,
      comment: text.trim(),
      ...toShekelTotals(cart.totals, cart.vatPercent),
      cartItems: cart.items.map((l) => ({
        id: l.id,
        itemId: l.itemId,
        itemDescription: l.itemDescription,
        salePriceInNIS: l.salePriceInNIS,
        quantity: l.quantity,
      })),
      ...(deliveryDate ? { deliveryDate } : {}),
    };
    const held = changing
      ? { change: { orderId: changing.orderId, orderNumber: changing.orderNumber } }
      : standing
        ? { standing: { standingId: standing.standingId, deliveryDate: standing.deliveryDate, name: standing.name } }
        : {};
    return this.settle(await outbox.place(body, held), userId, comment);
  }

  /** Whether a placed order can be changed here now: the provider offers changes and says this one may be, and the buyer can order. */
  canChange(order: Order, now: number): boolean {
    const { capabilities, session } = this.root;
    if (!capabilities.offers('order-change') || order.changeable !== true || !session.canOrder) return false;
    const until = order.changeableUntil ? Date.parse(order.changeableUntil) : Number.NaN;
    return Number.isNaN(until) || until > now;
  }

  /**
   * Starts changing a placed order in the cart: each line as it can be ordered today (the price and
   * pack of today, as a re-order takes them); what cannot come back is kept for the cart to say. The
   * buyer's own cart waits meanwhile. Nothing starts while an order waits in the outbox (it goes first).
   */
  async startChange(order: Order): Promise<StartChange> {
    const { cart, outbox, session } = this.root;
    // The same order's change is already open: the cart shows it as the buyer left it.
    if (cart.changing?.orderId === order.id) return 'open';
    // Another order's change (or a standing order's ready cart) is open, or an order waits to go out: that is seen through first.
    if (cart.held) return 'otherOpen';
    if (this.startingChange || outbox.pending) return 'waiting';
    this.startingChange = true;
    const owner = cart.owner;
    try {
      const result = await this.todaysLines(order);
      // Signed out, or another user signed in, while the lines were read: their cart is not this order's.
      if (cart.owner !== owner || !session.canOrder || cart.held) return 'waiting';
      runInAction(() => {
        const requestedDay = readRequestedDate(order.comment);
        cart.startChange(
          {
            orderId: order.id,
            orderNumber: order.orderNumber,
            until: order.changeableUntil ?? null,
            requestedDay,
            deliveryDay: order.deliveryDate ?? requestedDay,
            orderDate: order.orderDate,
          },
          result.kind === 'reconciled' ? result.toAdd : [],
          withRequestedDate(order.comment, null),
        );
        this.changeNotice = result.kind === 'reconciled' && reorderHasNews(result) ? result : null;
        this.failure = null;
        this.vatChange = null;
      });
      return 'open';
    } finally {
      runInAction(() => {
        this.startingChange = false;
      });
    }
  }

  /** The buyer drops the change under way: nothing is sent, the cart is theirs again. */
  dropChange(): void {
    this.root.cart.endChange();
    this.changeNotice = null;
    this.failure = null;
  }

  /** What the page shows of an outbox order after the buyer's attempt: placed, refused, or waiting. */
  private async settle(entry: OutboxEntry | undefined, userId: string, comment: string): Promise<OrderCreated | null> {
    const { cart, outbox } = this.root;
    if (!entry) {
      runInAction(() => (this.failure = { kind: 'failed', status: 0, message: '', changes: [] }));
      return null;
    }
    if (entry.status === 'placed' && entry.result) {
      const created = entry.result;
      // Whatever of the cart was this order is gone, and the history read again: the outbox's to do.
      await outbox.settle(entry);
      runInAction(() => {
        this.placed = created;
        this.placedChange = entry.change !== undefined;
        this.placedStanding = entry.standing?.name ?? null;
        if (entry.change) this.changeNotice = null;
      });
      void outbox.acknowledge(entry.key);
      return created;
    }
    if (entry.status === 'returned' && entry.refusal) {
      const refusal = entry.refusal;
      await outbox.settle(entry);
      void outbox.acknowledge(entry.key);
      // A 409 may be the store's settings changing under the order (its VAT rate, its discount): read
      // them again, so the cart shows, and the next attempt sends, the figures in force.
      if (refusal.status === 409) await this.root.settings.refresh().catch(() => undefined);
      runInAction(() => {
        const sent = entry.body;
        const vatChanged = cart.vatPercent !== sent.vatPercent;
        if (vatChanged)
          this.vatChange = {
            from: sent.vatPercent,
            to: cart.vatPercent,
            totalBefore: toAgorot(sent.totalPrice),
            totalAfter: cart.totals.total,
          };
        const refused = refusal.changes.length > 0 || cart.hasLockedLines || vatChanged;
        this.failure = {
          kind: refused ? 'refused' : 'failed',
          status: refusal.status,
          message: refusal.message,
          changes: refusal.changes,
          ...(refusal.code ? { code: refusal.code } : {}),
        };
      });
      return null;
    }
    if (entry.needsLogin) {
      // The api layer has ended the session (and put the cart away for its owner): the order waits in
      // the outbox for that user to sign in again.
      runInAction(() => this.interrupted(userId, comment));
      return null;
    }
    // No final response (offline, a drop, a gateway's 5xx): the order waits in the outbox, which the
    // cart page shows, and goes out by itself under the same key.
    runInAction(() => (this.failure = { kind: 'waiting', status: entry.lastFailure ?? 0, message: '', changes: [] }));
    return null;
  }

  /**
   * Re-orders a past order: each line's current item is fetched; found lines go into the cart
   * with the old quantity at the current price and pack size; the result is kept for its dialog.
   */
  async reorder(order: Order): Promise<ReorderResult> {
    this.reordering = true;
    try {
      const result = await this.todaysLines(order);
      runInAction(() => {
        if (result.kind === 'reconciled') this.root.cart.add(...result.toAdd);
        this.reorderResult = result;
      });
      return result;
    } finally {
      runInAction(() => {
        this.reordering = false;
      });
    }
  }

  /**
   * A past order's lines as they can be ordered today (re-order, and the change of a placed order):
   * each line's item read now, the old quantity at today's price and pack size, and what could not
   * come back or changed. Throws when an item could not be read.
   */
  private async todaysLines(order: Order): Promise<ReorderResult> {
    const { items, failures } = await fetchCurrentItems(
      this.root.api,
      order.orderItems.map((l) => l.itemId),
    );
    if (failures.length > 0) throw failures[0];
    return reconcileReorder(order.orderItems, items);
  }

  /** A past order's lines as they can be ordered today, for a standing order made of it (what cannot come back is left out). */
  async linesForStanding(order: Order): Promise<CartItem[]> {
    const result = await this.todaysLines(order);
    return result.kind === 'reconciled' ? result.toAdd : [];
  }

  /** Forgets the last failure and the order just placed (a new visit of the cart page). */
  dismissFailure(): void {
    this.failure = null;
    this.vatChange = null;
    this.placed = null;
  }

  /** The rate changed while the buyer looked at the cart (a settings read on returning to the tab): say so. */
  noteVatChange(change: VatChange): void {
    if (change.from !== change.to) this.vatChange = change;
  }

  /** The session ended under an order: it waits for its user (the cart's owner) to sign in again. */
  private interrupted(userId: string, comment: string): void {
    this.pendingAfterLogin = { owner: this.root.session.ended?.owner ?? userId, comment };
    this.failure = { kind: 'sessionEnded', status: 401, message: '', changes: [] };
  }

  /** The order just placed has reached its thank-you page. */
  dismissPlaced(): void {
    this.placed = null;
    this.placedChange = false;
    this.placedStanding = null;
  }

  /** Whether an interrupted order waits for the user now signed in (the cart page then places it). */
  get resumable(): boolean {
    const pending = this.pendingAfterLogin;
    const { session, cart } = this.root;
    return pending !== null && session.canOrder && cart.owner !== null && cart.owner === pending.owner && !cart.isEmpty;
  }

  /** Drops the interrupted order (the user signed in as someone else, or chose not to). */
  forgetPending(): void {
    this.pendingAfterLogin = null;
  }

  /** Whether the server can open a sealed order-document token (the thank-you page's check). */
  documentStatus(token: string, signal?: AbortSignal): Promise<DocumentStatus> {
    return documentStatus(token, fetch, signal);
  }

  dismissReorder(): void {
    this.reorderResult = null;
  }

  /** Forgets everything of the signed-in user's orders (logout). */
  clear(): void {
    this.changeNotice = null;
    this.placedChange = false;
    this.failure = null;
    this.vatChange = null;
    this.reorderResult = null;
    this.placed = null;
  }
}
