// What changed in a buyer's open orders since they last looked (the provider's capability
// 'order-status'): when the app comes to the foreground (and when it opens), the buyer's latest orders
// are read and each one whose status moved since the last look is news ('הזמנה 50012: בדרך אליכם').
// What was seen is kept per user in local storage, so news waits for the next visit too; the first
// look only takes note. Nothing is read for a visitor, an administrator, or a provider without the
// capability.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { isOpenOrder, isOrderStatus, type OrderStatus } from '@shared/rules/orderStatus';
import type { Api } from '../../api/api';
import type { KeyValueStorage } from '../../stores/storage';

/** How many of the latest orders are looked at (open orders are among them). */
const LATEST = 20;

/** One order whose status moved. */
export interface StatusNews {
  orderNumber: number;
  status: OrderStatus;
}

export interface OrderStatusNewsDeps {
  readonly api: Api;
  readonly storage: KeyValueStorage;
  readonly session: { readonly isBusiness: boolean; readonly userInfo: { id: number } | null };
  readonly capabilities: { offers(capability: 'order-status'): boolean };
}

/** The local-storage key of what a user last saw of their open orders. */
const seenKey = (userId: number) => `orderStatuses:${userId}`;

export class OrderStatusNews {
  /** The news and the user it is about: another user signed in on this device never sees it. */
  private found: { userId: number; news: StatusNews[] } | null = null;
  /** The user a look under way is for (a look for them already under way is enough). */
  private lookingFor: number | null = null;

  constructor(private readonly deps: OrderStatusNewsDeps) {
    makeAutoObservable<OrderStatusNews, 'deps' | 'lookingFor'>(this, { deps: false, lookingFor: false });
  }

  /** The signed-in user's orders whose status moved since their last look, newest first. */
  get news(): StatusNews[] {
    const found = this.found;
    return found && found.userId === this.deps.session.userInfo?.id ? found.news : [];
  }

  /** Reads the buyer's latest orders and adds the ones whose status moved to the news. */
  async look(): Promise<void> {
    const { session, capabilities, api, storage } = this.deps;
    const userId = session.userInfo?.id;
    if (this.lookingFor === userId || !session.isBusiness || userId === undefined || !capabilities.offers('order-status')) return;
    this.lookingFor = userId;
    try {
      const { items } = await api.call(endpoints.order.list, { query: { pageNumber: 1, pageSize: LATEST } });
      const seen = readSeen(storage.getItem(seenKey(userId)));
      const moved: StatusNews[] = [];
      const next: Seen = { newest: seen?.newest ?? '', statuses: {} };
      // Signed out, or another user, meanwhile: what was read is not theirs.
      if (session.userInfo?.id !== userId) return;
      for (const order of items) {
        if (order.orderDate > next.newest) next.newest = order.orderDate;
        if (!isOrderStatus(order.status)) continue;
        const before = seen?.statuses[order.orderNumber];
        // An order placed since the last look (newer than any it saw) that has moved on is news too.
        const placedSince = seen !== null && before === undefined && order.orderDate > seen.newest && order.status !== 'received';
        if ((before !== undefined && before !== order.status) || placedSince)
          moved.push({ orderNumber: order.orderNumber, status: order.status });
        // Kept while it can still move; a delivered or cancelled order is news once, then forgotten.
        if (isOpenOrder(order.status)) next.statuses[order.orderNumber] = order.status;
      }
      storage.setItem(seenKey(userId), JSON.stringify(next));
      if (moved.length > 0)
        runInAction(() => {
          const older = this.news.filter((n) => !moved.some((m) => m.orderNumber === n.orderNumber));
          this.found = { userId, news: [...moved, ...older] };
        });
    } catch {
      // No network, the provider down: the next look tries again; nothing is said of it.
    } finally {
      if (this.lookingFor === userId) this.lookingFor = null;
    }
  }

  dismiss(): void {
    this.found = null;
  }
}

/** What the last look saw: the newest order's time (the provider's clock) and the open orders' statuses by number. */
interface Seen {
  newest: string;
  statuses: Record<string, OrderStatus>;
}

/** What was seen, as stored (statuses the contract knows); null when nothing, or nothing readable, was stored. */
function readSeen(text: string | null): Seen | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { newest?: unknown; statuses?: unknown } | null;
    const statuses = value?.statuses;
    if (typeof value?.newest !== 'string' || typeof statuses !== 'object' || statuses === null || Array.isArray(statuses)) return null;
    return {
      newest: value.newest,
      statuses: Object.fromEntries(Object.entries(statuses).filter((e): e is [string, OrderStatus] => isOrderStatus(e[1]))),
    };
  } catch {
    return null;
  }
}
