// The Hebrew texts of an item, built from its parts. The pieces that repeat across items (product
// and size, brand, kashrut, the closing sentences) are made once and shared, so a 100,000-item
// catalogue keeps mostly small concatenations of shared strings rather than a copy per item.
import type { BrandDef, CategoryDef, ProductDef } from './catalogue';

/** What the texts of one item are made of. */
export interface ItemParts {
  product: ProductDef;
  brand: BrandDef;
  /** The size as shown ('80 גרם', or 'כ-0.75 ק"ג' for a weighed piece). */
  size: string;
  /** A word telling repeated combinations apart, or ''. */
  variant: string;
  context: CategoryDef;
  food: boolean;
  kashrut: string;
  pack: number;
  /** Default weight in kg of a weighed piece, else null. */
  weight: number | null;
  blurb: string;
}

/** Kashrut of household goods, which carry none. */
export const NO_KASHRUT = 'לא רלוונטי';

/** Makes the texts of items, sharing the repeated pieces between them. */
export class ItemTexts {
  private readonly pieces = new Map<string, string>();

  private shared(key: string, make: () => string): string {
    let piece = this.pieces.get(key);
    if (piece === undefined) {
      piece = make();
      this.pieces.set(key, piece);
    }
    return piece;
  }

  /** 'product size variant', the opening of every text. */
  private head(parts: ItemParts): string {
    const head =
      parts.weight === null
        ? this.shared(`h|${parts.product.name}|${parts.size}`, () => `${parts.product.name} ${parts.size}`)
        : `${parts.product.name} ${parts.size}`;
    return parts.variant === '' ? head : `${head} ${parts.variant}`;
  }

  /** The storefront description: product, size, variant and brand ('במבה בוטנים 80 גרם – שמש'). */
  itemDescription(parts: ItemParts): string {
    return this.head(parts) + this.shared(`b|${parts.brand.name}`, () => ` – ${parts.brand.name}`);
  }

  /** The back office's one-line description. */
  description(parts: ItemParts): string {
    const pack = parts.pack > 1 ? `קרטון של ${parts.pack} יחידות` : 'נמכר ביחידה';
    return this.head(parts) + this.shared(`d|${parts.brand.name}|${parts.pack}`, () => ` מבית ${parts.brand.name}, ${pack}`);
  }

  /** A paragraph for the item detail, well under the 500-character limit. */
  fullDescription(parts: ItemParts): string {
    const { brand, context, pack, weight } = parts;
    const maker = this.shared(`m|${brand.name}`, () => ` מבית ${brand.name}. `);
    const kashrut = parts.food ? this.shared(`k|${parts.kashrut}`, () => ` כשרות: ${parts.kashrut}.`) : '';
    const selling =
      weight !== null
        ? ` נשקל ונארז במחסן; משקל ממוצע של יחידה כ-${weight} ק"ג, והמחיר הוא ליחידה.`
        : pack > 1
          ? ` נמכר בקרטונים של ${pack} יחידות; המחיר ליחידה.`
          : ' נמכר ביחידות בודדות.';
    const closing = this.shared(
      `c|${brand.country}|${selling}|${context.storage}`,
      () => ` מיוצר ב${brand.country}.${selling} ${context.storage}`,
    );
    return this.head(parts) + maker + parts.blurb + kashrut + closing;
  }
}
