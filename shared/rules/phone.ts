// Israeli phone numbers as a store writes its own on the site: a landline (03-1234567), a mobile or
// VoIP number (050-1234567, 072-2345678), either with the country code (+972-50-1234567, 972...),
// a 1-700 / 1-800 number (1-800-123-456) or a star number (*2345). Spaces, dashes, dots and
// brackets around the area code are allowed anywhere; the digits decide.

/** The separators people put between a phone number's digits. */
const SEPARATORS = /[\s\-.()]/g;

/** Area codes of 9-digit landlines (02, 03, 04, 08, 09) and of 10-digit mobile and VoIP numbers (05x, 07x). */
const NATIONAL = /^(?:[23489]\d{7}|[57]\d{8})$/;

/** Whether a text is an Israeli phone number (see above); blank is not one. */
export function isIsraeliPhone(text: string): boolean {
  const raw = text.trim();
  // Separators only between digits: '--' or a dangling '-' is a typo, not a number.
  if (!/^[+*]?[\d(]/.test(raw) || /[\s\-.]{2,}|[\s\-.]$/.test(raw) || /[^\d\s\-.()+*]/.test(raw)) return false;
  const digits = raw.replace(SEPARATORS, '');
  if (/^\*\d{4}$/.test(digits)) return true;
  if (/^1(?:599|700|800|801)\d{6}$/.test(digits)) return true;
  const national = digits.startsWith('+972') ? digits.slice(4) : digits.startsWith('972') ? digits.slice(3) : null;
  if (national !== null) return NATIONAL.test(national.startsWith('0') ? national.slice(1) : national);
  return digits.startsWith('0') && NATIONAL.test(digits.slice(1));
}
