// The signed-in user's outbox on screen (docs/product.md §5.4): the orders written to IndexedDB and
// not yet seen through, kept in step with the other tabs (BroadcastChannel) and sent again when the
// connection comes back (the browser's `online` event, or the network store finding the server again
// while the browser said online all along), when the app is opened or brought to the front, and on a
// backoff meanwhile;
// Background Sync asks the service worker to send them where the browser has it.
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { OrderLineChange } from '@shared/contract/entities';
import type { OrderCreateDto } from '@shared/validation';
import { isUnsettled, type HeldOrder, type OutboxEntry } from './entry';
import { inPageLock, Outbox, OUTBOX_SYNC_TAG, releasedAs, webLocks } from './Outbox';
import { openOutboxDb, type OutboxDb } from './outboxDb';
import { transmitOrder } from './outcome';
import { randomUuid } from './randomUuid';
import { orderKeys } from '../../stores/queryKeys';
import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../../api/api';

export { OUTBOX_CHANNEL } from './Outbox';

/** What the outbox takes from the browser (nothing in tests: memory, no events, an in-page lock). */
export interface OutboxEnvironment {
  db?: Promise<OutboxDb>;
  /** The window whose online, focus and visibility events send the outbox again. */
  window?: Window;
  locks?: LockManager;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;
  /** Asks for Background Sync (the service worker's registration), where the browser has it. */
  requestSync?: () => Promise<void>;
  isOnline?: () => boolean;
}

/** What the outbox reads of the app (the RootStore is one). */
export interface OutboxStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
  readonly now: () => number;
  readonly session: { readonly token: string | null; readonly isLoggedIn: boolean };
  /** How many times the network was found again (NetworkStore.returns): each sends what waits. */
  readonly network?: { readonly returns: number };
  readonly cart: {
    readonly owner: string | null;
    readonly isEmpty: boolean;
    /** Which held cart is open ('order:<id>', 'standing:<id>:<day>'), or null for the user's own. */
    readonly heldKey: string | null;
    removeOrdered(ordered: ReadonlyArray<{ id: number; quantity: number }>): void;
    endChangeOf(orderId: number, sent: ReadonlyArray<{ id: number; quantity: number }>): void;
    endStandingOf(
      placed: { standingId: string; deliveryDate: string; orderNumber?: number },
      sent: ReadonlyArray<{ id: number; quantity: number }>,
    ): void;
    applyRefusal(changes: readonly OrderLineChange[]): boolean;
    check(signal?: AbortSignal): Promise<'unchanged' | 'changed'>;
  };
}

export class OutboxStore {
  /** The signed-in user's orders in the outbox, oldest first. */
  entries: OutboxEntry[] = [];
  /** The outbox has been read once for this user. */
  loaded = false;

  private readonly outbox: Promise<Outbox>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly disposers: Array<() => void> = [];
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  /** The outcomes this tab has taken into its cart (and its orders' history), each once. */
  private readonly applied = new Set<string>();

  constructor(
    private readonly root: OutboxStoreDeps,
    private readonly env: OutboxEnvironment = {},
  ) {
    makeAutoObservable<OutboxStore, 'root' | 'env' | 'outbox' | 'timer' | 'disposers' | 'refreshing' | 'refreshAgain' | 'applied'>(this, {
      // Read from the browser each time, never cached as a computed value.
      online: false,
      root: false,
      env: false,
      outbox: false,
      timer: false,
      disposers: false,
      refreshing: false,
      refreshAgain: false,
      applied: false,
    });
    const locks = env.locks;
    this.outbox = (env.db ?? openOutboxDb()).then(
      (db) =>
        new Outbox({
          db,
          transmit: (entry, signal) => transmitOrder(this.root.api, entry, signal),
          lock: locks ? webLocks(locks) : inPageLock(),
          exclusive: locks !== undefined,
          now: root.now,
          isOnline: env.isOnline,
          changed: () => this.changed(),
        }),
    );
  }

  /** Whether the device has a network at all (navigator.onLine; always, where it cannot tell). */
  get online(): boolean {
    return this.env.isOnline?.() ?? true;
  }

  /** The order waiting to go out (or going out) for this user, if any. */
  get pending(): OutboxEntry | undefined {
    return this.entries.find(isUnsettled);
  }

  /** Orders that went out or came back while the buyer was elsewhere: said until the buyer has seen them. */
  get outcomes(): OutboxEntry[] {
    return this.entries.filter((e) => !isUnsettled(e));
  }

  /** Whose outbox is shown: the cart's owner while signed in. */
  private get owner(): string | null {
    return this.root.session.isLoggedIn ? this.root.cart.owner : null;
  }

  /** Starts listening: the user (and token) changing, the other tabs, the connection and the page's focus. */
  start(): void {
    this.disposers.push(
      reaction(
        () => ({ owner: this.owner, token: this.root.session.token }),
        ({ owner, token }) => {
          this.setEntries([], false);
          if (owner === null || token === null) return;
          // The same user signed in again: orders held for the sign-in go with the new token.
          void this.outbox.then((o) => o.resume(owner, token)).then(() => this.sendDue(true));
        },
        { fireImmediately: true },
      ),
    );
    // Cut off with the browser online (a server down, a Wi-Fi with no way out), no `online` event
    // comes: the network store's probe or the worker says when the server answers again. Without
    // this, the order waited for its own backoff, up to a minute and more after the server was back.
    this.disposers.push(
      reaction(
        () => this.root.network?.returns ?? 0,
        () => void this.sendDue(true),
      ),
    );
    const { channel, window: win } = this.env;
    if (channel) {
      const onMessage = () => void this.refresh();
      channel.addEventListener('message', onMessage);
      this.disposers.push(() => channel.close());
    }
    if (win) {
      const onOnline = () => void this.sendDue(true);
      const onVisible = () => {
        if (win.document.visibilityState === 'visible') void this.sendDue(true);
      };
      // Shown again from the back/forward cache: what was let go as it was put away is read and sent.
      const onShown = (event: Event) => {
        if ((event as Event & { persisted?: boolean }).persisted) void this.sendDue(true);
      };
      win.addEventListener('online', onOnline);
      win.addEventListener('pageshow', onShown);
      win.document.addEventListener('visibilitychange', onVisible);
      this.disposers.push(() => {
        win.removeEventListener('online', onOnline);
        win.document.removeEventListener('visibilitychange', onVisible);
        win.removeEventListener('pageshow', onShown);
      });
    }
  }

  /** Stops every listener and timer (tests; a page going away needs nothing). */
  dispose(): void {
    for (const stop of this.disposers.splice(0)) stop();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Writes the order (or the change of a placed order, or a standing order's day) to the outbox (before anything is sent), then sends it. Gives the entry as it
   * stands after that first attempt: placed, returned, or waiting (offline, no response, a 401).
   */
  async place(body: OrderCreateDto, { change, standing }: HeldOrder = {}): Promise<OutboxEntry | undefined> {
    const owner = this.owner;
    const token = this.root.session.token;
    if (owner === null || token === null) return undefined;
    const outbox = await this.outbox;
    // Not written when the page was put away as it was (nothing sent, the cart as it was).
    const entry = await releasedAs(undefined, outbox.enqueue({ key: randomUuid(), owner, body, change, standing, token }));
    return entry && this.sendNow(entry.key);
  }

  /** Sends a waiting order now (the buyer asked), with its own key; gives it as it then stands. */
  async sendNow(key: string): Promise<OutboxEntry | undefined> {
    const outbox = await this.outbox;
    const entry = await outbox.sendNow(key);
    await this.refresh();
    if (entry && isUnsettled(entry)) void this.requestSync();
    return entry;
  }

  /** Cancels a waiting order (it stays in the cart). False when it is in flight or already has its response. */
  async cancel(key: string): Promise<boolean> {
    const cancelled = await (await this.outbox).cancel(key);
    await this.refresh();
    return cancelled;
  }

  /** The buyer has seen what came of an order: it leaves the outbox. */
  async acknowledge(key: string): Promise<void> {
    await (await this.outbox).acknowledge(key);
    await this.refresh();
  }

  /**
   * Takes an order's outcome into the cart, once over all tabs: a placed order's lines leave the
   * cart (with the comment, once the cart is empty) and the orders' history is read again; a returned
   * order's lines are marked as the provider said. True for the caller that applied it.
   */
  async takeOutcome(entry: OutboxEntry): Promise<boolean> {
    const { cart } = this.root;
    if (entry.owner !== cart.owner) return false;
    if (!(await (await this.outbox).settleCart(entry.key))) return false;
    this.applied.add(entry.key);
    if (entry.status === 'placed') this.takePlacedHere(entry, takePlaced);
    else if (entry.refusal && !isOtherChange(cart, entry)) {
      const refusal = entry.refusal;
      const needsCheck = runInAction(() => cart.applyRefusal(refusal.changes));
      if (needsCheck || (refusal.status === 400 && refusal.fields.some((f) => f.startsWith('cartItems'))))
        await cart.check().catch(() => undefined);
    }
    return true;
  }

  /**
   * The outcome of an order this tab sent, as the buyer's attempt ends (the cart page's `place`): taken
   * as `takeOutcome` takes it, and when another tab took it first, a placed order's lines leave this
   * tab's cart too. Either way, once in this tab.
   */
  async settle(entry: OutboxEntry): Promise<void> {
    if (this.applied.has(entry.key) || (await this.takeOutcome(entry))) return;
    // A read of this tab (a refresh) may have taken it meanwhile: once in this tab still.
    if (this.applied.has(entry.key) || entry.status !== 'placed' || entry.owner !== this.root.cart.owner) return;
    this.applied.add(entry.key);
    // An empty own cart has nothing of the order left (and keeps what the buyer has written since).
    this.takePlacedHere(entry, (cart) => {
      if (entry.change || entry.standing || !cart.isEmpty) takePlaced(cart, entry);
    });
  }

  /** A placed order in this tab: its lines leave what the cart holds of it, and the orders' history is read again. */
  private takePlacedHere(entry: OutboxEntry, take: (cart: OutboxStoreDeps['cart'], entry: OutboxEntry) => void): void {
    runInAction(() => take(this.root.cart, entry));
    void this.root.queryClient.invalidateQueries({ queryKey: orderKeys.all() });
  }

  /** Sends what is due (everything when `force`: the connection came back, the page came to the front). */
  async sendDue(force = false): Promise<void> {
    const owner = this.owner;
    if (owner === null) return;
    // Put away meanwhile: the page sends again when it is shown (pageshow).
    await releasedAs(undefined, (await this.outbox).sendDue(owner, force));
    await this.refresh();
  }

  /** Reads the user's outbox again (a change here or in another tab), takes outcomes, plans the next attempt. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        // Put away meanwhile: read again when the page is shown.
        await releasedAs(undefined, this.readOnce());
      } while (this.refreshAgain);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async readOnce(): Promise<void> {
    const owner = this.owner;
    if (owner === null) {
      this.setEntries([], false);
      return;
    }
    const outbox = await this.outbox;
    const entries = await outbox.list(owner);
    if (this.owner !== owner) return;
    this.setEntries(entries, true);
    for (const entry of entries) if (!isUnsettled(entry) && !entry.cartSettled) await this.takeOutcome(entry);
    this.plan(await outbox.nextDue(owner));
  }

  private setEntries(entries: OutboxEntry[], loaded: boolean): void {
    this.entries = entries;
    this.loaded = loaded;
  }

  /** The next automatic attempt, on the backoff the entries carry. */
  private plan(due: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (due === null || !this.env.window) return;
    this.timer = setTimeout(() => void this.sendDue(), Math.max(0, due - this.root.now()));
  }

  /** Something changed in the outbox: the other tabs hear of it, this one reads it again. */
  private changed(): void {
    this.env.channel?.postMessage('changed');
    void this.refresh();
  }

  private async requestSync(): Promise<void> {
    try {
      await this.env.requestSync?.();
    } catch {
      /* Background Sync is a help, never relied on: the page sends on its own triggers */
    }
  }
}

/**
 * A placed order's lines leave the own cart (kept aside in storage while a change is open); a change
 * the provider took ends, wherever it is kept, its unsent lines moving to the own cart.
 */
function takePlaced(cart: Pick<OutboxStoreDeps['cart'], 'removeOrdered' | 'endChangeOf' | 'endStandingOf'>, entry: OutboxEntry): void {
  if (entry.change) cart.endChangeOf(entry.change.orderId, entry.body.cartItems);
  else if (entry.standing)
    cart.endStandingOf(
      {
        standingId: entry.standing.standingId,
        deliveryDate: entry.standing.deliveryDate,
        ...(entry.result?.orderNumber ? { orderNumber: entry.result.orderNumber } : {}),
      },
      entry.body.cartItems,
    );
  else cart.removeOrdered(entry.body.cartItems);
}

/** Which held cart an entry's lines are: 'order:<id>' for a change, 'standing:<id>:<day>' for a standing order's day, null for the own cart. */
const heldKeyOfEntry = (entry: OutboxEntry): string | null =>
  entry.change
    ? `order:${entry.change.orderId}`
    : entry.standing
      ? `standing:${entry.standing.standingId}:${entry.standing.deliveryDate}`
      : null;

/**
 * Whether a refused entry's lines are not the ones on screen, so its refusal marks nothing: a change
 * of an order (or a standing order's day) the cart does not hold now, or a new order while a cart is
 * held apart (its lines wait aside, and are checked when the cart is theirs again).
 */
const isOtherChange = (cart: OutboxStoreDeps['cart'], entry: OutboxEntry): boolean => heldKeyOfEntry(entry) !== cart.heldKey;

/** The part of a service worker registration that Background Sync adds (Chromium only). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to send the outbox when the connection is back, even with the page closed
 * (Background Sync, Chromium); nothing where the browser has no service worker or no sync.
 */
export async function requestOutboxSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG);
}
