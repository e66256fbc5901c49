// The back office's strings: the product's table plus each area's sections (<area>/strings.ts),
// joined by the storefront's helper (client/i18n/strings.ts).
// Kept apart from client/i18n/he.ts so a visitor's download carries none of them.
import { he as storefront, validationText } from '../i18n/he';
import { joinStrings } from '../i18n/strings';
import { boForm } from './lib/strings';

/** The back office's sections, one per screen, by name. */
export const backOfficeSections = {
  boForm,
} as const;

/** The storefront's table and the back office's sections, joined as the storefront's are (joinStrings). */
export const he = joinStrings({ storefront, backOffice: backOfficeSections });
export { validationText };
