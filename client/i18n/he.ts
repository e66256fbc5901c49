// Every user-visible string of the product, in Hebrew. Each area keeps its strings in a section
// file of its own; this module joins them into the one table components read.
import { appUpdate } from './sections/appUpdate';
import { cart } from './sections/cart';
import { cartLines } from './sections/cartLines';
import { catalogue } from './sections/catalogue';
import { common, validation } from './sections/common';
import { phoneCart } from './sections/phoneCart';
import { quickOrder } from './sections/quickOrder';
import { storefront } from './sections/storefront';

export const he = {
  ...common,
  validation,
  ...storefront,
  ...catalogue,
  ...cart,
  ...cartLines,
  ...quickOrder,
  ...appUpdate,
  ...phoneCart,
} as const;

/** The Hebrew text of a validation message key (the key itself when it has none). */
export function validationText(key: string | undefined): string {
  if (!key) return '';
  return (he.validation as Record<string, string>)[key] ?? key;
}
