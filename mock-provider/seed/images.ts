// The generated pictures the mock serves at /api/files/g-...: products, item groups and categories
// of the seed, the home page banners, the logo and the about-us image. All SVG, deterministic per id.
//
// API: createImageGenerator(seed) returns the lookup for a store's seed (item pictures need the
// items: an item's product kind comes from its group and description, its colours from its brand
// and category). generatedImage(id, seed?) is the same lookup as a function; without a seed it uses
// the default 1,200-item catalogue, so a store built with another size should use the factory.
import type { ItemRecord, SeedData } from '../store/types';
import { CATEGORIES, LOOSE_GROUPS, type ProductKind } from './catalogue';
import { generateSeed } from './generate';
import { groupById, productOfDescription, type PlacedGroup } from './layout';
import { hashString } from './random';
import { hueOf, productPalette, type Palette } from './svg/palette';
import { aboutPicture, bannerPicture, categoryPicture, groupPicture, logoPicture, productPicture } from './svg/scenes';

export interface GeneratedImage {
  contentType: string;
  body: Buffer;
}

/** A lookup of generated pictures by file id; null when the id is not one of them. */
export type ImageGenerator = (id: string) => GeneratedImage | null;

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

const ID = /^g-(item|category|group|banner)-([1-9][0-9]{0,8})$/;

interface Look {
  kind: ProductKind;
  palette: Palette;
}

function firstLook(group: PlacedGroup | undefined, offset: number): Look {
  const products = group?.def.products ?? [];
  const brands = group?.def.brands ?? [];
  const product = products[offset % Math.max(1, products.length)];
  const brand = brands[offset % Math.max(1, brands.length)];
  const name = group?.def.name ?? 'קבוצה';
  return { kind: product?.kind ?? 'box', palette: productPalette(brand?.name ?? name, product?.name ?? name) };
}

function hueOfCategory(categoryId: number | null, fallback: string): number {
  if (categoryId === null) return LOOSE_GROUPS.hue;
  return CATEGORIES[categoryId - 1]?.hue ?? hueOf(fallback);
}

function itemSvg(item: ItemRecord): string {
  const group = groupById(item.itemGroupId);
  const product = group ? productOfDescription(group, item.itemDescription) : undefined;
  const kind = product?.kind ?? group?.def.products[0]?.kind ?? 'box';
  const brand = item.attributes.find((a) => a.attributeName === 'מותג')?.attributeValue ?? item.itemDescription;
  const line = product?.name ?? item.itemDescription;
  return productPicture(kind, productPalette(brand, line), hueOfCategory(item.categoryId, brand), hashString(line) % 3);
}

/** The generated pictures of a seed's catalogue. */
export function createImageGenerator(seed: SeedData): ImageGenerator {
  let items: Map<string, ItemRecord> | undefined;
  const categories = new Map(seed.categories.map((c) => [c.id, c]));
  const groups = new Map(seed.itemGroups.map((g) => [g.id, g]));

  function render(id: string): string | null {
    if (id === 'g-logo') return logoPicture();
    if (id === 'g-about') return aboutPicture();
    const match = ID.exec(id);
    if (!match) return null;
    const [, type, digits] = match as unknown as [string, string, string];
    const n = Number(digits);
    switch (type) {
      case 'banner':
        return bannerPicture(n);
      case 'item': {
        items ??= new Map(seed.items.map((item) => [item.itemId, item]));
        const item = items.get(digits);
        return item ? itemSvg(item) : null;
      }
      case 'group': {
        const record = groups.get(n);
        if (!record) return null;
        const placed = groupById(n);
        return groupPicture(firstLook(placed, 0), firstLook(placed, 1), hueOfCategory(record.categoryId, record.itemGroupName));
      }
      default: {
        const record = categories.get(n);
        if (!record) return null;
        const own = seed.itemGroups.filter((g) => g.categoryId === n).slice(0, 3);
        const looks = own.map((g, i) => firstLook(groupById(g.id), i));
        while (looks.length < 3) looks.push(firstLook(undefined, looks.length));
        return categoryPicture(looks, hueOfCategory(n, record.categoryName));
      }
    }
  }

  return (id) => {
    const text = render(id);
    return text === null ? null : { contentType: SVG_CONTENT_TYPE, body: Buffer.from(text, 'utf8') };
  };
}

const generators = new WeakMap<SeedData, ImageGenerator>();
let defaultSeed: SeedData | undefined;

/** A generated picture by file id, of the given seed or else of the default catalogue; null for any other id. */
export function generatedImage(id: string, seed?: SeedData): GeneratedImage | null {
  const source = seed ?? (defaultSeed ??= generateSeed());
  let generator = generators.get(source);
  if (!generator) {
    generator = createImageGenerator(source);
    generators.set(source, generator);
  }
  return generator(id);
}
