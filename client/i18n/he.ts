// Every user-visible string of the product, in Hebrew, joined into the one table components read
// (joinStrings, client/i18n/strings.ts). A feature keeps its strings beside it in its strings.ts
// (client/features/<feature>/strings.ts: quick order, the cart's lines, the layout's update notice),
// common.ts holds what several use, and the sections still in client/i18n/sections/ are those not yet
// moved beside their feature (each mixes several features' strings: they move as they are sorted).
// The back office joins its areas' strings onto this table the same way (client/backoffice/he.ts).
import { strings as cartLines } from '../features/cart/strings';
import { strings as delivery } from '../features/delivery/strings';
import { strings as layout } from '../features/layout/strings';
import { strings as quickOrder } from '../features/quick-order/strings';
import { common, validation } from './common';
import { cart } from './sections/cart';
import { catalogue } from './sections/catalogue';
import { phoneCart } from './sections/phoneCart';
import { storefront } from './sections/storefront';
import { joinStrings } from './strings';

/** The storefront's sections, by name (the names say who defines a key; the table is flat). */
export const storefrontSections = {
  common,
  validation: { validation },
  storefront,
  catalogue,
  cart,
  cartLines,
  quickOrder,
  delivery,
  layout,
  phoneCart,
} as const;

export const he = joinStrings(storefrontSections);

/** The Hebrew text of a validation message key (the key itself when it has none). */
export function validationText(key: string | undefined): string {
  if (!key) return '';
  return (he.validation as Record<string, string>)[key] ?? key;
}
