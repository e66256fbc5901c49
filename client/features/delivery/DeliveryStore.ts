// The cart's delivery line (docs/product.md §5.11): the earliest delivery of an order placed now,
// until when that holds, the countdown in its last hour, the later days the buyer may ask for, and
// what the cart lacks to reach the minimum order. The rules are shared/rules/delivery.ts; this store
// reads the Delivery setting and the cart's total, and keeps the clock moving while a page follows it.
import { computedStruct, makeAutoObservable } from 'mobx';
import type { Settings } from '@shared/contract/settings';
import {
  countdownMs,
  deliveryChoices,
  deliveryRulesOf,
  holidayNotice,
  type DeliveryPromise,
  type HolidayNotice,
  type DeliveryRules,
  missingForMinimum,
  nextDelivery,
  withRequestedDate,
} from '@shared/rules/delivery';

/** What the delivery line reads of the app (the RootStore is one). */
export interface DeliveryDeps {
  readonly settings: { readonly settings: Settings | undefined };
  readonly cart: { readonly totals: { readonly beforeVat: number } };
  readonly now: () => number;
}

/** How often the clock moves: every second in the countdown's hour, else every half minute. */
const TICK_MS = 1000;
const SLOW_TICK_MS = 30_000;

export class DeliveryStore {
  /** The moment the line is drawn for (ms), moved on while a page follows the clock. */
  now: number;
  /** The day the buyer asked for (YYYY-MM-DD), or null for the earliest. */
  chosen: string | null = null;

  constructor(private readonly deps: DeliveryDeps) {
    this.now = deps.now();
    makeAutoObservable<DeliveryStore, 'deps'>(this, {
      deps: false,
      rules: computedStruct,
      promise: computedStruct,
      choices: computedStruct,
      holiday: computedStruct,
    });
  }

  /** Whether the settings are read (before that, nothing is promised and nothing waits). */
  get ready(): boolean {
    return this.deps.settings.settings !== undefined;
  }

  get rules(): DeliveryRules {
    return deliveryRulesOf(this.deps.settings.settings?.Delivery);
  }

  /** The earliest delivery of an order placed now, or null when the store names no delivery days. */
  get promise(): DeliveryPromise | null {
    return this.ready ? nextDelivery(new Date(this.now), this.rules) : null;
  }

  /** The days the buyer may choose, the earliest first. */
  get choices(): string[] {
    return this.ready ? deliveryChoices(new Date(this.now), this.rules) : [];
  }

  /** The day the order asks for: the one chosen while it is still offered, else the earliest. */
  get day(): string | null {
    return this.chosen !== null && this.choices.includes(this.chosen) ? this.chosen : (this.promise?.day ?? null);
  }

  /** A later day than the earliest was asked for: it goes in the order's comment. */
  get laterDay(): string | null {
    const day = this.day;
    return day !== null && day !== this.promise?.day ? day : null;
  }

  /** The next confirmed holiday, when near: by when to order for the last delivery before it. */
  get holiday(): HolidayNotice | null {
    return this.ready ? holidayNotice(new Date(this.now), this.rules) : null;
  }

  /** Milliseconds left to order for the promised day, in its last hour; else null. */
  get countdown(): number | null {
    return countdownMs(new Date(this.now), this.promise);
  }

  /** The least order before VAT, in agorot (0: none). */
  get minimumAgorot(): number {
    return this.ready ? this.rules.minimumAgorot : 0;
  }

  /** What the cart lacks to reach the minimum, in agorot (0 when it reaches it). */
  get missingAgorot(): number {
    return missingForMinimum(this.deps.cart.totals.beforeVat, this.minimumAgorot);
  }

  /** The order waits until it reaches the minimum. */
  get belowMinimum(): boolean {
    return this.missingAgorot > 0;
  }

  choose(day: string): void {
    this.chosen = day === '' || day === this.promise?.day ? null : day;
  }

  /**
   * The comment the order goes out with: the buyer's, and the later day asked for on its own line
   * (without one, the comment is left as it is: an order sent again keeps the day it was sent with).
   */
  commentFor(comment: string): string {
    return this.laterDay ? withRequestedDate(comment, this.laterDay) : comment;
  }

  tick(): void {
    this.now = this.deps.now();
  }

  /** Keeps the clock moving (every second in the countdown's hour); returns what stops it. */
  follow(): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      this.tick();
      timer = setTimeout(next, this.countdown !== null || this.nearCountdown ? TICK_MS : SLOW_TICK_MS);
    };
    next();
    return () => clearTimeout(timer);
  }

  /** The countdown begins within the next slow tick. */
  private get nearCountdown(): boolean {
    const promise = this.promise;
    return promise !== null && promise.orderBy.getTime() - this.now <= 60 * 60 * 1000 + SLOW_TICK_MS;
  }
}
