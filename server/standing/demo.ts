// The demo's standing order (mock mode, STANDING_ORDERS_DEMO): buyer@example.com keeps 'ההזמנה השבועית'
// from the start, so the demo shows a ready cart and its reminder without anyone writing one first. It
// comes weekly on the weekday of the earliest delivery from now (its reminder is due at once, or soon),
// and holds five of the items the buyer can order today, priced by their own price list, in whole packs.
// It is made from the mock's own store in this process (no HTTP), as the buyer would write it, and
// checked as the buyer's would be.
import type { StandingLine, StandingOrder } from '@shared/contract/entities';
import { deliveryRulesOf, nextDelivery, weekdayOf, type DeliveryRules } from '@shared/rules/delivery';
import { parseConfigValue } from '@shared/rules/settings';
import { firstStartDate } from '@shared/rules/standingOrder';
import { StandingOrderInputDto, validateDto } from '@shared/validation';
import type { MockStore } from '../../mock-provider/store';
import { buyerOf } from './callers';
import { breachOf } from './checks';
import { inputOf, newStandingOrder, type StandingInput } from './records';
import type { StandingStore } from './store';

/** The demo buyer who keeps the standing order. */
export const DEMO_BUYER = 'buyer@example.com';
/** Its name. */
export const DEMO_NAME = 'ההזמנה השבועית';
/** How many of the buyer's items it holds. */
const DEMO_LINES = 5;

/** The store's delivery rules as the mock keeps its Delivery setting. */
export function mockDeliveryRules(mock: MockStore): DeliveryRules {
  return deliveryRulesOf(parseConfigValue(mock.db.settings.get('Delivery')));
}

/** The demo's standing order as the buyer would write it at `now`, or null when the mock has no such buyer, delivery day or items. */
export function demoStandingInput(mock: MockStore, now: Date): StandingInput | null {
  const user = mock.accounts.byEmail(DEMO_BUYER);
  if (!user) return null;
  const rules = mockDeliveryRules(mock);
  const earliest = nextDelivery(now, rules);
  const startDate = earliest ? firstStartDate(weekdayOf(earliest.day), rules, now) : null;
  if (!earliest || !startDate) return null;
  const items = mock.items
    .list({ pageNumber: 1, pageSize: 100 }, user)
    .items.filter((item) => item.isAvailable && item.salePriceInNIS !== undefined)
    .slice(0, DEMO_LINES);
  if (items.length === 0) return null;
  const lines = items.map((item, i): StandingLine => ({
    id: item.id,
    itemId: item.itemId,
    itemDescription: item.itemDescription,
    salePriceInNIS: item.salePriceInNIS!,
    // One to three packs: a week's order of a small shop.
    quantity: item.itemPackSize * (1 + (i % 3)),
    itemPackSize: item.itemPackSize,
    pictureUrl: item.pictureUrl,
  }));
  return { name: DEMO_NAME, weekday: weekdayOf(startDate), everyWeeks: 1, startDate, comment: '', lines };
}

/**
 * Gives the demo buyer the demo's standing order when they keep none yet; the order kept, or null when
 * they had one or the demo has none to give. Throws what the store throws, or when the demo's own
 * order breaks the rules a buyer's would be held to (a mistake here, not the buyer's).
 */
export async function seedDemoStandingOrder(store: StandingStore, mock: MockStore, now: Date): Promise<StandingOrder | null> {
  const user = mock.accounts.byEmail(DEMO_BUYER);
  const input = demoStandingInput(mock, now);
  if (!user || !input) return null;
  const buyer = buyerOf(mock.accounts.userInfo(user));
  if ((await store.list(buyer.userId)).length > 0) return null;
  const body = validateDto(StandingOrderInputDto, input);
  if (!body.ok) throw new Error(`the demo's standing order is not valid: ${JSON.stringify(body.errors)}`);
  const breach = breachOf(inputOf(body.value), mockDeliveryRules(mock), now);
  if (breach) throw new Error(`the demo's standing order breaks the store's rules: ${breach.message}`);
  return store.create(buyer, newStandingOrder(inputOf(body.value), now));
}
