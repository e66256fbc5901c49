// The buyer's usual items on the dashboard: the items of its last orders, most
// often ordered first, each with today's price and availability (one GET /Item/{itemId} per item,
// as the cart's check reads them), ready to add at the last quantity, one by one or all at once
// ('add all' sets the cart's lines to the usual quantities: pressed twice, it changes nothing).
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import { toCartItem } from '@shared/rules/cart';
import { roundUpToPacks } from '@shared/rules/packSize';
import { usualItems, type UsualItem } from '@shared/rules/usualItems';
import { fetchCurrentItems } from '../../stores/currentItems';
import type { CartItem } from '@shared/contract/entities';
import type { Api } from '../../api/api';
import { isAborted } from '../../api/ApiError';
import { hasPrice } from '@shared/rules/price';

/** How many of the latest orders are read. */
const ORDERS_READ = 100;
/** How many usual items are shown. */
const SHOWN = 12;

export interface UsualLine extends UsualItem {
  /** Today's item; null when the catalogue no longer has it, undefined when it could not be read. */
  item: Item | null | undefined;
  /** The quantity the add control starts at: the last one, in whole packs of today. */
  quantity: number;
}

/** What the usual items read of the app (the RootStore is one). */
export interface UsualItemsStoreDeps {
  readonly api: Api;
  readonly session: { readonly userInfo: { readonly id: number } | null };
  readonly cart: {
    add(...lines: CartItem[]): void;
    quantityOf(id: number): number;
    isQuantityLocked(itemId: string): boolean;
    update(id: number, quantity: number): void;
  };
}

export class UsualItemsStore {
  lines: UsualLine[] | null = null;
  loading = false;
  failed = false;
  /** What the last 'add' of one line added. */
  added: { lines: number; units: number } | null = null;
  /** What the last 'add all' did: lines added, lines already in the cart set to their usual quantity, lines already at it. */
  allSet: { added: number; updated: number; same: number } | null = null;

  constructor(private readonly root: UsualItemsStoreDeps) {
    makeAutoObservable<UsualItemsStore, 'root'>(this, { root: false });
  }

  async load(signal?: AbortSignal): Promise<void> {
    const userId = this.root.session.userInfo?.id;
    if (userId === undefined) return;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.root.api.call(endpoints.order.list, { query: { pageNumber: 1, pageSize: ORDERS_READ, userId }, signal });
      const usual = usualItems(page.items, SHOWN);
      const { items } = await fetchCurrentItems(
        this.root.api,
        usual.map((u) => u.itemId),
        signal,
      );
      runInAction(() => {
        this.lines = usual.map((u) => {
          const item = items.get(u.itemId);
          return { ...u, item, quantity: item ? roundUpToPacks(u.lastQuantity, item.itemPackSize) : u.lastQuantity };
        });
      });
    } catch (err) {
      if (isAborted(err)) return;
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Whether a line can go to the cart now: in the catalogue, available and priced. */
  canAdd(line: UsualLine): boolean {
    const item = line.item;
    return !!item && item.isAvailable && hasPrice(item);
  }

  setQuantity(itemId: string, quantity: number): void {
    const line = this.lines?.find((l) => l.itemId === itemId);
    if (line?.item) line.quantity = roundUpToPacks(quantity, line.item.itemPackSize);
  }

  /** Adds lines to the cart at their quantities (merged with what is there). */
  add(lines: readonly UsualLine[]): void {
    const addable = lines.filter((l) => this.canAdd(l) && l.quantity > 0);
    this.root.cart.add(...addable.map((l) => toCartItem({ ...l.item!, salePriceInNIS: l.item!.salePriceInNIS! }, l.quantity)));
    this.added = { lines: addable.length, units: addable.reduce((n, l) => n + l.quantity, 0) };
    this.allSet = null;
  }

  /**
   * 'Add all': the cart holds each usual line at its quantity. A line already in the cart is set to
   * it, not added to (a second press, or lines added one by one first, never double the basket).
   */
  setAll(): void {
    const { cart } = this.root;
    const result = { added: 0, updated: 0, same: 0 };
    for (const line of this.addableLines) {
      if (line.quantity <= 0) continue;
      const item = line.item!;
      const inCart = cart.quantityOf(item.id);
      if (inCart === 0) {
        cart.add(toCartItem({ ...item, salePriceInNIS: item.salePriceInNIS! }, line.quantity));
        result.added += 1;
      } else if (inCart !== line.quantity && !cart.isQuantityLocked(item.itemId)) {
        cart.update(item.id, line.quantity);
        result.updated += 1;
      } else result.same += 1;
    }
    this.allSet = result;
    this.added = null;
  }

  /** How many of the lines 'add all' would put in the cart are there already. */
  get inCart(): number {
    return this.addableLines.filter((l) => this.root.cart.quantityOf(l.item!.id) > 0).length;
  }

  /** The usual basket as cart lines (each at its usual quantity, today's price), for a standing order made of it. */
  get basket(): CartItem[] {
    return this.addableLines
      .filter((l) => l.quantity > 0)
      .map((l) => toCartItem({ ...l.item!, salePriceInNIS: l.item!.salePriceInNIS! }, l.quantity));
  }

  get addableLines(): UsualLine[] {
    return (this.lines ?? []).filter((l) => this.canAdd(l));
  }
}
