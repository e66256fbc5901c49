// The shape of the hand-written catalogue the generator draws from, and small builders that keep
// the data files readable (one line per product).

/** How a product looks: decides the flat illustration of its generated picture. */
export type ProductKind =
  | 'bottle'
  | 'can'
  | 'bag'
  | 'box'
  | 'jar'
  | 'carton'
  | 'spray'
  | 'jug'
  | 'roll'
  | 'cup'
  | 'plate'
  | 'tub'
  | 'tube'
  | 'bar'
  | 'wedge'
  | 'sausage'
  | 'sack'
  | 'tin';

/** A size of a product: its label ('80 גרם'), a plausible price in shekels, and pack sizes when they differ from the product's. */
export type SizeDef = readonly [label: string, price: number, packs?: readonly number[]];

export interface ProductDef {
  name: string;
  kind: ProductKind;
  sizes: readonly SizeDef[];
  /** The allowed minOrderQuantity values (from 1, 6, 12, 24). */
  packs: readonly number[];
  /** Cheese or deli sold by the piece of a weighed default weight; the size price is per kilogram. */
  weighed?: boolean;
  /** Overrides the group's food flag (gift and promotion groups mix food and household goods). */
  food?: boolean;
}

export interface BrandDef {
  name: string;
  country: string;
}

export interface GroupDef {
  name: string;
  brands: readonly BrandDef[];
  products: readonly ProductDef[];
}

export interface CategoryDef {
  name: string;
  description: string;
  /** The hue (0..359) of the category's pictures. */
  hue: number;
  /** Food carries a kashrut; household goods do not. */
  food: boolean;
  /** Sentences describing the products of the category (full descriptions). */
  blurbs: readonly string[];
  /** The storage sentence of the full description. */
  storage: string;
  /** Words that tell repeated product/size/brand combinations apart in large catalogues. */
  variants: readonly string[];
  groups: readonly GroupDef[];
}

/** A product line. */
export function p(
  name: string,
  kind: ProductKind,
  sizes: readonly SizeDef[],
  packs: readonly number[],
  extra: { weighed?: boolean; food?: boolean } = {},
): ProductDef {
  return { name, kind, sizes, packs, ...extra };
}

/** A brand; made in Israel unless told. */
export function brand(name: string, country = 'ישראל'): BrandDef {
  return { name, country };
}

/** An item group. */
export function g(name: string, brands: readonly BrandDef[], products: readonly ProductDef[]): GroupDef {
  return { name, brands, products };
}
