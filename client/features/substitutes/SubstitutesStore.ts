// Substitutes for a line that cannot be ordered (docs/product.md §5.10): the item's related items, read
// as the item dialog reads them (GET /Item/{itemId}, then each related item's own GET /Item/{itemId}
// for its price, pack and availability, under the same cache keys), of which those that can be
// ordered are offered. Read only for lines that cannot be ordered, once per item while fresh; an item
// already at hand (quick order's catalogue, the usual items' reads) is not read again.
import { makeAutoObservable } from 'mobx';
import type { QueryClient } from '@tanstack/query-core';
import { endpoints } from '@shared/contract/api';
import type { CartItem, Item, RelatedItem } from '@shared/contract/entities';
import { toCartItem } from '@shared/rules/cart';
import { substitutesOf } from '@shared/rules/substitutes';
import type { Api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { QueryStore } from '../../stores/QueryStore';
import { catalogueKeys } from '../../stores/queryKeys';

/** How long what was read of an item's substitutes is used without reading it again. */
export const SUBSTITUTES_STALE_MS = 60_000;
/** The most related items read for one line (the demo catalogue relates at most four). */
export const MAX_RELATED_READ = 6;

/** A substitute as the offer shows it and the cart takes it: an item that can be ordered now. */
export interface SubstituteItem {
  id: number;
  itemId: string;
  catalogNumber: string;
  itemDescription: string;
  pictureUrl: string;
  salePriceInNIS: number;
  minOrderQuantity: number;
  isAvailable: boolean;
}

/** An item at hand, priced or not (whether it can be ordered is the rule's to say). */
export type KnownItem = Omit<SubstituteItem, 'salePriceInNIS'> & { salePriceInNIS?: number; isPriceOnRequest?: boolean };

/** What is at hand already for a line: its item (with its related items, when it was read with them) and items by code. */
export interface SubstituteSource {
  /** The line's item as last read: its related items, when it carries them, are not read again. */
  item?: { itemId: string; relatedItems?: readonly RelatedItem[] } | null;
  /** Items at hand by item code (quick order's whole catalogue): one found here is not read again. */
  known?: (itemId: string) => KnownItem | undefined;
}

/** A swap just made, said under the line that now holds the substitute while its quantity stays as the swap set it. */
export interface SwapRecord {
  itemId: string;
  quantity: number;
  text: string;
  /** The rounded-quantity note, when the quantity was rounded up to the substitute's packs. */
  note: string | null;
  /** Not yet drawn: the note takes the focus once (the button pressed is gone with the line it was under). */
  fresh: boolean;
}

/** What the substitutes read of the app (the RootStore is one). */
export interface SubstitutesStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
  readonly session: { readonly priceKey: string };
  readonly cart: { add(...lines: CartItem[]): void };
}

export class SubstitutesStore {
  /** The last swap that replaced a line (the cart's, quick order's), said under its new line. */
  lastSwap: SwapRecord | null = null;

  constructor(private readonly root: SubstitutesStoreDeps) {
    makeAutoObservable<SubstitutesStore, 'root'>(this, { root: false });
  }

  /** The substitutes of an item that cannot be ordered, cached per item and prices. */
  of(itemId: string, source: SubstituteSource = {}): QueryStore<SubstituteItem[]> {
    const { queryClient, session } = this.root;
    return new QueryStore(queryClient, {
      queryKey: catalogueKeys.substitutes(session.priceKey, itemId),
      queryFn: () => this.read(itemId, source, session.priceKey),
      staleTime: SUBSTITUTES_STALE_MS,
    });
  }

  /** Reads an item's related items and keeps those that can be ordered; a gone item has none. */
  private async read(itemId: string, source: SubstituteSource, priceKey: string): Promise<SubstituteItem[]> {
    let related = source.item?.relatedItems;
    if (!related) {
      const item = await this.readItem(itemId, priceKey);
      if (!item) return [];
      related = item.relatedItems ?? [];
    }
    const codes = [...new Set(related.map((r) => r.relatedItemId))].filter((code) => code !== itemId).slice(0, MAX_RELATED_READ);
    const failures: unknown[] = [];
    const found = new Map<string, KnownItem | Item | null | undefined>();
    await Promise.all(
      codes.map(async (code) => {
        const known = source.known?.(code);
        if (known) return void found.set(code, known);
        try {
          found.set(code, await this.readItem(code, priceKey));
        } catch (err) {
          failures.push(err);
        }
      }),
    );
    const substitutes = substitutesOf(itemId, codes, found);
    // Nothing to offer because the reads failed is a failure (the offer says so and can try again).
    if (substitutes.length === 0 && failures.length > 0) throw failures[0];
    return substitutes;
  }

  /** One item as the item dialog reads it (the same cache entry): null when the catalogue no longer has it. */
  private async readItem(itemId: string, priceKey: string): Promise<Item | null> {
    const { api, queryClient } = this.root;
    try {
      return await queryClient.fetchQuery({
        queryKey: catalogueKeys.item(priceKey, itemId),
        queryFn: ({ signal }) => api.call(endpoints.item.get, { params: { itemId }, signal }),
        staleTime: SUBSTITUTES_STALE_MS,
      });
    } catch (err) {
      if (isApiError(err) && err.status === 404) return null;
      throw err;
    }
  }

  /** A substitute added to the cart beside a line that is not in it (re-order's result, the usual items). */
  addToCart(substitute: SubstituteItem, quantity: number): void {
    this.root.cart.add(toCartItem(substitute, quantity));
  }

  /** Says a swap that replaced a line, under its new line. */
  noteSwap(record: Omit<SwapRecord, 'fresh'>): void {
    this.lastSwap = { ...record, fresh: true };
  }

  /** The swap to say under a line of this item at this quantity, if it is the last one made. */
  swapOf(itemId: string, quantity: number): SwapRecord | null {
    const swap = this.lastSwap;
    return swap && swap.itemId === itemId && swap.quantity === quantity ? swap : null;
  }

  /** The swap's note has been drawn (and focused once). */
  markSeen(): void {
    if (this.lastSwap) this.lastSwap = { ...this.lastSwap, fresh: false };
  }
}
