// Every user-visible string of the product, in Hebrew, joined into the one table components read
// (joinStrings, client/i18n/strings.ts). Each feature keeps its strings beside it in its strings.ts
// (client/features/<feature>/strings.ts); common.ts holds what several features, the shared UI or the
// back office show. Keys are flat: a component reads he.cartTitle, whichever section defines it.
// A feature's files read their own table instead (client/features/<feature>/he.ts: its strings and the
// common ones, client/i18n/featureStrings.ts), so one feature reading another's string is an import.
// The back office joins its areas' strings onto this table the same way (client/backoffice/he.ts).
import { strings as accessibility } from '../features/accessibility/strings';
import { strings as account } from '../features/account/strings';
import { strings as cart } from '../features/cart/strings';
import { strings as catalogue } from '../features/catalogue/strings';
import { strings as delivery } from '../features/delivery/strings';
import { strings as home } from '../features/home/strings';
import { strings as itemDialog } from '../features/item-dialog/strings';
import { strings as layout } from '../features/layout/strings';
import { strings as orders } from '../features/orders/strings';
import { strings as quickOrder } from '../features/quick-order/strings';
import { strings as search } from '../features/search/strings';
import { strings as share } from '../features/share/strings';
import { strings as substitutes } from '../features/substitutes/strings';
import { strings as standing } from '../features/standing/strings';
import { strings as usualItems } from '../features/usual-items/strings';
import { common, validation } from './common';
import { joinStrings } from './strings';

/** The storefront's sections, by name (the names say who defines a key; the table is flat). */
export const storefrontSections = {
  common,
  validation: { validation },
  account,
  catalogue,
  home,
  search,
  itemDialog,
  cart,
  orders,
  usualItems,
  quickOrder,
  share,
  accessibility,
  substitutes,
  standing,
  delivery,
  layout,
} as const;

export const he = joinStrings(storefrontSections);

export { validationText } from './featureStrings';
