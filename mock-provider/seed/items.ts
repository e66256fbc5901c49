// The items of the catalogue and their prices in the three price lists.
//
// Item i (from 0) is the i-th demo item while there are any, then the next product/size/brand
// combination of group ((i - demos) mod groups), in a shuffled order fixed per group. Every random
// choice of item i comes from a generator of its own, so an item never depends on the catalogue's
// size (only its related items, which look at its neighbours in the group, do).
import type { ItemRecord } from '../store/types';
import { DEMO_ITEMS, type BrandDef, type ProductDef } from './catalogue';
import { itemEan13 } from './ean';
import { GROUPS, type PlacedGroup } from './layout';
import { hashString, intBetween, mulberry32, pick, shuffled, streamFor } from './random';
import { ItemTexts, NO_KASHRUT, type ItemParts } from './texts';

/** The item code of the first item; item n has code FIRST_ITEM_CODE + n - 1. */
export const FIRST_ITEM_CODE = 100001;
/** Price list ids and their share of the base price, in percent. */
export const PRICE_LIST_PERCENT: ReadonlyArray<readonly [id: number, percent: number]> = [
  [1, 90],
  [2, 94],
  [3, 100],
];

const ITEM_STREAM = 1;
const RELATED_STREAM = 2;
const KASHRUT = ['רבנות', 'רבנות', 'מהדרין', 'בד"ץ', 'בד"ץ בית יוסף'] as const;

interface Slot {
  group: PlacedGroup;
  product: ProductDef;
  sizeIndex: number;
  brand: BrandDef;
  variant: string;
  demo?: (typeof DEMO_ITEMS)[number];
}

function demoSlot(demo: (typeof DEMO_ITEMS)[number]): Slot {
  const group = GROUPS.find((candidate) => candidate.def.name === demo.group);
  const product = group?.def.products.find((candidate) => candidate.name === demo.product);
  const brand = group?.def.brands.find((candidate) => candidate.name === demo.brand);
  if (!group || !product || !brand || !product.sizes[demo.size]) throw new Error(`bad demo item ${demo.product}`);
  return { group, product, sizeIndex: demo.size, brand, variant: '', demo };
}

/** Every product/size/brand combination of a group not taken by a demo item, shuffled per group. */
function combinations(group: PlacedGroup, demos: readonly Slot[]): Array<Omit<Slot, 'variant'>> {
  const all: Array<Omit<Slot, 'variant'>> = [];
  for (const product of group.def.products) {
    for (let sizeIndex = 0; sizeIndex < product.sizes.length; sizeIndex++) {
      for (const brand of group.def.brands) {
        const taken = demos.some((d) => d.product === product && d.sizeIndex === sizeIndex && d.brand === brand);
        if (!taken) all.push({ group, product, sizeIndex, brand });
      }
    }
  }
  return shuffled(mulberry32(hashString(group.def.name)), all);
}

function variantOf(cycle: number, variants: readonly string[]): string {
  if (cycle === 0) return '';
  if (cycle <= variants.length) return variants[cycle - 1] as string;
  // Only catalogues far beyond the demo size get here: a series number keeps descriptions apart.
  return `סדרה ${cycle - variants.length + 1}`;
}

/** The slot of each item in turn (made on the way, so a large catalogue keeps no list of them). */
function planner(): (index: number) => Slot {
  const demos = DEMO_ITEMS.map(demoSlot);
  const combos = GROUPS.map((group) => combinations(group, demos));
  const taken = GROUPS.map(() => 0);
  return (index) => {
    const demo = demos[index];
    if (demo) return demo;
    const groupIndex = (index - demos.length) % GROUPS.length;
    const list = combos[groupIndex] as Array<Omit<Slot, 'variant'>>;
    const k = taken[groupIndex] as number;
    taken[groupIndex] = k + 1;
    const base = list[k % list.length] as Omit<Slot, 'variant'>;
    return { ...base, variant: variantOf(Math.floor(k / list.length), base.group.context.variants) };
  };
}

function roundTo10Agorot(agorot: number): number {
  return Math.max(50, Math.round(agorot / 10) * 10);
}

/** The brand's price level: a stable factor between 0.88 and 1.12. */
function brandFactor(brand: BrandDef): number {
  return 0.88 + (hashString(brand.name) % 25) / 100;
}

function makeItem(slot: Slot, index: number, displayOrder: number, texts: ItemTexts): { item: ItemRecord; agorot: number } {
  const random = streamFor(ITEM_STREAM, index);
  const { product, brand, group, demo } = slot;
  const size = product.sizes[slot.sizeIndex] as NonNullable<ProductDef['sizes'][number]>;
  const drawnWeight = intBetween(random, 8, 30) * 5;
  const weight = product.weighed ? (demo?.weight ?? drawnWeight / 100) : null;
  const pack = demo?.pack ?? pick(random, size[2] ?? product.packs);
  const unavailable = random() < 0.04;
  const priceChanged = random() < 0.04;
  const jitter = 0.94 + random() * 0.12;
  const food = product.food ?? group.context.food;
  const kashrut = food ? pick(random, KASHRUT) : NO_KASHRUT;
  const blurb = pick(random, group.context.blurbs);
  const unitPrice = size[1] * (weight ?? 1);
  const agorot = roundTo10Agorot(unitPrice * 100 * brandFactor(brand) * (demo ? 1 : jitter));
  const parts: ItemParts = {
    product,
    brand,
    variant: slot.variant,
    context: group.context,
    food,
    kashrut,
    pack,
    weight,
    blurb,
    size: weight === null ? size[0] : `כ-${weight} ק"ג`,
  };
  const itemId = String(FIRST_ITEM_CODE + index);
  const item: ItemRecord = {
    id: index + 1,
    itemId,
    itemDescription: texts.itemDescription(parts),
    description: texts.description(parts),
    catalogNumber: itemEan13(hashString(brand.name), index + 1),
    basePrice: agorot / 100,
    itemGroupId: group.id,
    categoryId: group.categoryId,
    isPreWeighted: weight !== null,
    defaultWeight: weight,
    status: 'active',
    isAvailable: demo ? demo.isAvailable !== false : !unavailable,
    displayOrder,
    minOrderQuantity: pack,
    fullDescription: texts.fullDescription(parts),
    isPriceChanged: demo ? demo.isPriceChanged === true : priceChanged,
    attributes: [
      { attributeName: 'מותג', attributeValue: brand.name },
      { attributeName: 'גודל', attributeValue: parts.size },
      { attributeName: 'כשרות', attributeValue: kashrut },
      { attributeName: 'ארץ ייצור', attributeValue: brand.country },
    ],
    relatedItemIds: [],
    images: [],
    primaryImageId: null,
    defaultPictureUrl: `/api/files/g-item-${itemId}`,
  };
  return { item, agorot };
}

/** Up to four other items of the same group, near the item in display order. */
function linkRelated(items: ItemRecord[], members: number[][]): void {
  for (const group of members) {
    group.forEach((itemIndex, position) => {
      const random = streamFor(RELATED_STREAM, itemIndex);
      const wanted = intBetween(random, 0, 4);
      const near: number[] = [];
      for (let offset = -5; offset <= 5; offset++) {
        const other = group[position + offset];
        if (offset !== 0 && other !== undefined) near.push(other);
      }
      const item = items[itemIndex] as ItemRecord;
      const picked = shuffled(random, near).slice(0, wanted);
      item.relatedItemIds = (item.isAvailable ? picked : withSubstitutes(items, picked, near, group, itemIndex)).map(
        (other) => (items[other] as ItemRecord).itemId,
      );
    });
  }
}

/** How many related items that can be ordered an unavailable item has at least (its substitutes, docs/product.md §5.10). */
export const MIN_SUBSTITUTES = 2;

/**
 * An unavailable item's related items: the ones picked, the available first, topped up with available
 * neighbours (then any available item of the group) until MIN_SUBSTITUTES of them can be ordered, at
 * most four in all. Every item is priced in every list, so available is orderable.
 */
function withSubstitutes(items: ItemRecord[], picked: number[], near: number[], group: number[], itemIndex: number): number[] {
  const available = (i: number) => (items[i] as ItemRecord).isAvailable;
  const chosen = [...picked.filter(available), ...picked.filter((i) => !available(i))];
  const candidates = [...near, ...group].filter((i) => i !== itemIndex && available(i) && !chosen.includes(i));
  let count = chosen.filter(available).length;
  for (const candidate of candidates) {
    if (count >= MIN_SUBSTITUTES) break;
    if (chosen.includes(candidate)) continue;
    chosen.splice(count, 0, candidate);
    count += 1;
  }
  return chosen.slice(0, 4);
}

/** A unit price of a price list, in whole agorot (integer arithmetic: no float noise). */
export function listPrice(baseAgorot: number, percent: number): number {
  return Math.round((baseAgorot * percent) / 100) / 100;
}

/** The items and their price-list prices. */
export function generateItems(count: number): {
  items: ItemRecord[];
  prices: Array<{ priceListId: number; productId: number; unitPrice: number }>;
} {
  const slotOf = planner();
  const texts = new ItemTexts();
  const members: number[][] = GROUPS.map(() => []);
  const items: ItemRecord[] = [];
  const prices: Array<{ priceListId: number; productId: number; unitPrice: number }> = [];
  for (let index = 0; index < count; index++) {
    const slot = slotOf(index);
    const groupMembers = members[slot.group.id - 1] as number[];
    groupMembers.push(index);
    const { item, agorot } = makeItem(slot, index, groupMembers.length, texts);
    items.push(item);
    for (const [priceListId, percent] of PRICE_LIST_PERCENT) {
      prices.push({ priceListId, productId: item.id, unitPrice: listPrice(agorot, percent) });
    }
  }
  linkRelated(items, members);
  return { items, prices };
}
