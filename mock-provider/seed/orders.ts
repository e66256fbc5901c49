// Past orders of the demo business users, made of demo items so they are the same in every
// catalogue size. Two of them are there for re-order: one holds an item that is now unavailable,
// another a line whose price was different then. Three more customers have a year of orders each, so
// the back office's insights show something at once (docs/product.md §6.5): one orders weekly and
// stopped a month ago (and stopped buying its coffee before that), one orders weekly to this day (its
// usual day is today), one every other week and stopped six weeks ago.
import { packSize } from '@shared/rules/packSize';
import type { ItemRecord, OrderLineRecord, SeedData } from '../store/types';
import { PRICE_LIST_PERCENT, listPrice } from './items';
import { mulberry32 } from './random';

interface LineDef {
  /** Position of the demo item (item id - 1). */
  demo: number;
  packs: number;
  /** What the unit price was then, against today's, in agorot. */
  thenAgorot?: number;
}

interface OrderDef {
  userEmail: string;
  priceListId: number;
  daysAgo: number;
  /** Minutes after midnight in Israel; at the mock's start time of day when absent. */
  minuteOfDay?: number;
  comment: string;
  lines: LineDef[];
}

const ORDERS: readonly OrderDef[] = [
  {
    userEmail: 'buyer@example.com',
    priceListId: 1,
    daysAgo: 3,
    comment: 'נא לתאם את האספקה לפני השעה 10:00.',
    lines: [
      { demo: 0, packs: 2 },
      { demo: 1, packs: 4 },
      { demo: 3, packs: 1 },
      { demo: 5, packs: 1 },
    ],
  },
  {
    userEmail: 'buyer@example.com',
    priceListId: 1,
    daysAgo: 12,
    comment: '',
    lines: [
      { demo: 4, packs: 2 },
      { demo: 6, packs: 3 },
      { demo: 2, packs: 2 },
    ],
  },
  {
    // Holds the dark chocolate, which is unavailable now.
    userEmail: 'buyer@example.com',
    priceListId: 1,
    daysAgo: 30,
    comment: 'הזמנה לסניף הצפוני.',
    lines: [
      { demo: 8, packs: 1 },
      { demo: 0, packs: 1 },
      { demo: 11, packs: 2 },
    ],
  },
  {
    // The milk cost 50 agorot less then.
    userEmail: 'buyer@example.com',
    priceListId: 1,
    daysAgo: 60,
    comment: '',
    lines: [
      { demo: 9, packs: 2, thenAgorot: -50 },
      { demo: 10, packs: 2 },
      { demo: 12, packs: 1 },
      { demo: 16, packs: 1 },
    ],
  },
  {
    userEmail: 'shop@example.com',
    priceListId: 2,
    daysAgo: 5,
    comment: 'פריקה בכניסה האחורית, תודה.',
    lines: [
      { demo: 13, packs: 2 },
      { demo: 14, packs: 1 },
      { demo: 15, packs: 2 },
    ],
  },
];

/** A customer with a year of orders: how often, until when, and what it buys. */
interface YearDef {
  userEmail: string;
  priceListId: number;
  everyDays: number;
  /** The newest order's age in days; the oldest is at most a year old. */
  lastDaysAgo: number;
  /** Demo items in most of its orders. */
  usual: number[];
  /** A demo item in its orders until it stopped buying it, so many days ago. */
  stopped?: { demo: number; daysAgo: number };
  comment: string;
}

const YEAR: readonly YearDef[] = [
  {
    userEmail: 'market@example.com',
    priceListId: 3,
    everyDays: 7,
    lastDaysAgo: 25,
    usual: [1, 3, 10, 12, 14, 15],
    stopped: { demo: 5, daysAgo: 70 },
    comment: 'הזמנה שבועית',
  },
  { userEmail: 'cafe@example.com', priceListId: 1, everyDays: 7, lastDaysAgo: 7, usual: [5, 9, 12, 13, 2], comment: '' },
  { userEmail: 'kiosk@example.com', priceListId: 2, everyDays: 14, lastDaysAgo: 40, usual: [0, 3, 4, 13, 6], comment: 'אספקה בבוקר' },
];

/** A year of a customer's orders, from the oldest; seeded, so the same on every run. */
function yearOf(def: YearDef, seed: number): OrderDef[] {
  const random = mulberry32(seed);
  const orders: OrderDef[] = [];
  for (let daysAgo = def.lastDaysAgo; daysAgo <= 364; daysAgo += def.everyDays) {
    // Summer sells more: June to August are a third again.
    const lines = def.usual
      .filter(() => random() < 0.85)
      .map((demo) => ({ demo, packs: 1 + Math.floor(random() * 3) + (daysAgo > 90 && daysAgo < 180 ? 1 : 0) }));
    if (def.stopped && daysAgo > def.stopped.daysAgo) lines.push({ demo: def.stopped.demo, packs: 2 });
    if (lines.length === 0) lines.push({ demo: def.usual[0]!, packs: 1 });
    // In the working morning, between 07:00 and 11:59 in Israel.
    const minuteOfDay = 7 * 60 + Math.floor(random() * 5 * 60);
    orders.push({ userEmail: def.userEmail, priceListId: def.priceListId, daysAgo, minuteOfDay, comment: def.comment, lines });
  }
  return orders;
}

function line(items: readonly ItemRecord[], priceListId: number, def: LineDef): OrderLineRecord {
  const item = items[def.demo];
  const percent = PRICE_LIST_PERCENT.find(([id]) => id === priceListId)?.[1];
  if (!item || item.basePrice === null || percent === undefined) throw new Error(`order line of a missing demo item ${def.demo}`);
  const nowAgorot = Math.round(listPrice(Math.round(item.basePrice * 100), percent) * 100);
  return {
    itemId: item.itemId,
    productName: item.itemDescription,
    unitPrice: (nowAgorot + (def.thenAgorot ?? 0)) / 100,
    quantity: def.packs * packSize(item),
  };
}

/** The past orders; the store computes their totals. */
export function seedOrders(items: readonly ItemRecord[]): SeedData['orders'] {
  return [...ORDERS, ...YEAR.flatMap((def, i) => yearOf(def, 4600 + i))].map((order) => ({
    userEmail: order.userEmail,
    daysAgo: order.daysAgo,
    ...(order.minuteOfDay === undefined ? {} : { minuteOfDay: order.minuteOfDay }),
    comment: order.comment,
    lines: order.lines.map((def) => line(items, order.priceListId, def)),
  }));
}
