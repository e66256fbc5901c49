// The back office's strings: the product's table plus the back-office sections. Kept apart from
// client/i18n/he.ts so a visitor's download carries none of them.
import { he as storefront, validationText } from '../i18n/he';
import { backofficeA } from '../i18n/sections/backofficeA';
import { backofficeB } from '../i18n/sections/backofficeB';

export const he = { ...storefront, ...backofficeA, ...backofficeB } as const;
export { validationText };
