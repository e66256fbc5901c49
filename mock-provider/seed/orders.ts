// Past orders of the demo business users, made of demo items so they are the same in every
// catalogue size. Two of them are there for re-order: one holds an item that is now unavailable,
// another a line whose price was different then.
import { packSize } from '@shared/rules/packSize';
import type { ItemRecord, OrderLineRecord, SeedData } from '../store/types';
import { PRICE_LIST_PERCENT, listPrice } from './items';

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
  return ORDERS.map((order) => ({
    userEmail: order.userEmail,
    daysAgo: order.daysAgo,
    comment: order.comment,
    lines: order.lines.map((def) => line(items, order.priceListId, def)),
  }));
}
