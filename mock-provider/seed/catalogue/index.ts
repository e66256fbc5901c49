// The whole catalogue of 'מחסני השרון': the categories in display order, the item groups no
// category holds, and the fixed demo items that open the item list.
import { B } from './brands';
import { drinks, snacks, dairy } from './fresh';
import { canned, dryGoods, baking, coffeeTea, frozen } from './pantry';
import { cleaning, disposables, paper, personalCare } from './household';
import { g, p, type CategoryDef } from './types';

export type { BrandDef, CategoryDef, GroupDef, ProductDef, ProductKind, SizeDef } from './types';

/** The categories, in display order (category id = position + 1). */
export const CATEGORIES: readonly CategoryDef[] = [
  drinks,
  snacks,
  dairy,
  canned,
  dryGoods,
  baking,
  coffeeTea,
  frozen,
  cleaning,
  disposables,
  paper,
  personalCare,
];

/**
 * Groups left unconnected (categoryId null) that still hold items. They are not a category:
 * this record only lends them the texts and the hue a category would.
 */
export const LOOSE_GROUPS: CategoryDef = {
  name: 'קבוצות ללא קטגוריה',
  description: '',
  hue: 95,
  food: true,
  blurbs: ['מבחר מיוחד לתקופה מוגבלת, עד גמר המלאי.', 'מתאים למבצעים ולמתנות ללקוחות.'],
  storage: 'יש לאחסן במקום יבש וקריר.',
  variants: ['מהדורה מיוחדת', 'מארז חיסכון', 'אריזה מוסדית', 'מהדורת חג'],
  groups: [
    g(
      'מארזי שי לחג',
      [B.carmelSweets, B.sharonSweet, B.dolceVita],
      [
        p('מארז שי שוקולדים', 'box', [['500 גרם', 49.9]], [1, 6]),
        p('סל שי מעדנים', 'box', [['מארז', 149.9]], [1]),
        p('מארז דבש ותבלינים', 'box', [['מארז', 69.9]], [1, 6]),
      ],
    ),
    g(
      'מבצעי עונה',
      [B.shemesh, B.bubbles, B.barak],
      [
        p('מארז מבצע חטיפים', 'box', [["12 יח'", 29.9]], [6]),
        p('מארז שתייה קלה', 'box', [['6 בקבוקים', 34.9]], [1, 6]),
        p('מארז מבצע ניקיון', 'box', [["3 יח'", 29.9]], [1, 6], { food: false }),
      ],
    ),
    g(
      'עודפי מלאי',
      [B.harvest, B.crisp, B.cleanHome],
      [
        p('קרקרים מלוחים', 'box', [['200 גרם', 4.9]], [24]),
        p('חטיף אורז', 'bag', [['100 גרם', 3.9]], [24]),
        p('ספוג ניקוי כפול', 'bag', [["3 יח'", 4.9]], [12], { food: false }),
      ],
    ),
  ],
};

/** A hand-picked item: group, product and brand by name, the size by position, and its pack. */
export interface DemoItemDef {
  group: string;
  product: string;
  size: number;
  brand: string;
  pack: number;
  /** Default weight in kg of a weighed product. */
  weight?: number;
  isAvailable?: boolean;
  isPriceChanged?: boolean;
}

/**
 * The first items of every catalogue, whatever its size: stable names for tests and demos,
 * every pack size among them, one now unavailable and one whose price changed (the past orders
 * of buyer@example.com hold both).
 */
export const DEMO_ITEMS: readonly DemoItemDef[] = [
  { group: 'חטיפים מלוחים', product: 'במבה בוטנים', size: 0, brand: 'שמש', pack: 24 },
  { group: 'מים מינרליים', product: 'מים מינרליים', size: 0, brand: 'מעיינות הגליל', pack: 6 },
  { group: 'נוזלי כלים ומדיח', product: 'נוזל כלים לימון', size: 0, brand: 'ברק', pack: 6 },
  { group: 'משקאות קלים', product: 'משקה קולה פחית', size: 0, brand: 'בועות', pack: 24 },
  { group: 'חטיפים מלוחים', product: 'ביסלי גריל', size: 0, brand: 'פריך', pack: 12 },
  { group: 'קפה נמס', product: 'קפה נמס מיובש בהקפאה', size: 0, brand: 'בית הקפה', pack: 12 },
  { group: 'נייר טואלט', product: 'נייר טואלט תלת שכבתי', size: 0, brand: 'רכות', pack: 1 },
  { group: 'גבינות', product: 'גבינה צהובה 28% במשקל', size: 0, brand: 'מחלבת העמק', pack: 1, weight: 0.75 },
  { group: 'שוקולד', product: 'שוקולד מריר 70%', size: 0, brand: 'שוקולטייר ברלין', pack: 12, isAvailable: false },
  { group: 'חלב ומשקאות חלב', product: 'חלב 3% בקרטון', size: 0, brand: 'מחלבת העמק', pack: 12, isPriceChanged: true },
  { group: 'אורז וקטניות', product: 'אורז פרסי', size: 1, brand: 'שדה זהב', pack: 1 },
  { group: 'שמפו ומרכך', product: 'שמפו לשיער רגיל', size: 0, brand: 'טבע טהור', pack: 6 },
  { group: 'מיצים ותרכיזים', product: 'מיץ תפוזים סחוט', size: 0, brand: 'הדר השרון', pack: 6 },
  { group: 'כוסות', product: 'כוסות שתייה שקופות', size: 0, brand: 'פיקניק', pack: 24 },
  { group: 'דגים משומרים', product: 'טונה בשמן צמחי', size: 0, brand: 'ים כחול', pack: 24 },
  { group: 'פסטה ואטריות', product: 'ספגטי', size: 0, brand: 'פסטה רומא', pack: 12 },
  { group: 'מארזי שי לחג', product: 'מארז שי שוקולדים', size: 0, brand: 'כרמל מתוקים', pack: 1 },
  { group: 'חומרי ניקוי לבית', product: 'תרסיס לניקוי חלונות', size: 0, brand: 'ברק', pack: 1 },
];
