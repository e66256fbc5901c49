// Stable message keys of validation errors. The provider sends them in error.errors; the client
// shows the Hebrew text its i18n table gives each key.

export const Msg = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  passwordTooShort: 'passwordTooShort',
  passwordsDoNotMatch: 'passwordsDoNotMatch',
  selectBusinessCustomer: 'selectBusinessCustomer',
  lettersOnly: 'lettersOnly',
  tooLong: 'tooLong',
  alreadyExists: 'alreadyExists',
  alreadyLinked: 'alreadyLinked',
  selectRelatedItem: 'selectRelatedItem',
  cannotBeNegative: 'cannotBeNegative',
  mustBePositive: 'mustBePositive',
  displayOrderFromOne: 'displayOrderFromOne',
  selectPriceList: 'selectPriceList',
  selectCategory: 'selectCategory',
  selectItemGroup: 'selectItemGroup',
  selectSettingType: 'selectSettingType',
  itemGroupNotInCategory: 'itemGroupNotInCategory',
  invalidJson: 'invalidJson',
  invalidPercent: 'invalidPercent',
  minZero: 'minZero',
  priceAboveZero: 'priceAboveZero',
  priceFromAgora: 'priceFromAgora',
  twoDecimals: 'twoDecimals',
  tooLarge: 'tooLarge',
  mustBeText: 'mustBeText',
  invalidValue: 'invalidValue',
  mustBeNumber: 'mustBeNumber',
  mustBeInteger: 'mustBeInteger',
  mustBeBoolean: 'mustBeBoolean',
  mustBeList: 'mustBeList',
  mustBeObject: 'mustBeObject',
  emptyList: 'emptyList',
  tooMany: 'tooMany',
  invalidId: 'invalidId',
  unknownField: 'unknownField',
  invalidPageSize: 'invalidPageSize',
  notFound: 'notFound',
  notWholePacks: 'notWholePacks',
  duplicate: 'duplicate',
  notAllowed: 'notAllowed',
  unsupportedFile: 'unsupportedFile',
  invalidIdempotencyKey: 'invalidIdempotencyKey',
  invalidCharacters: 'invalidCharacters',
  invalidPhone: 'invalidPhone',
  deliveryDayFixed: 'deliveryDayFixed',
  invalidBarcode: 'invalidBarcode',
  barcodeCheckDigit: 'barcodeCheckDigit',
  barcodeInUse: 'barcodeInUse',
  invalidItemCode: 'invalidItemCode',
  itemCodeInUse: 'itemCodeInUse',
  formulaStart: 'formulaStart',
  packAtLeastOne: 'packAtLeastOne',
} as const;

/** One validation message key. */
export type MessageKey = (typeof Msg)[keyof typeof Msg];

/** The largest id, quantity or order number accepted (a 32-bit signed integer, as the provider stores them). */
export const MAX_INT = 2_147_483_647;
/** The largest price or total accepted, in shekels. */
export const MAX_AMOUNT = 100_000_000;
/** The minimum password length (docs/product.md §6.3). */
export const MIN_PASSWORD_LENGTH = 6;
/** The longest full description of an item (docs/product.md §6.3). */
export const MAX_FULL_DESCRIPTION = 500;
/** The longest product description (a textarea). */
export const MAX_PRODUCT_DESCRIPTION = 1000;
/** An item code: up to 30 Latin letters, digits, '.', '-' or '_', starting with a letter or digit (never a formula's first character). */
export const ITEM_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/;
/** The longest short text field (names, descriptions, emails). */
export const MAX_TEXT = 200;
/** The longest long text field (about-us text, comments, setting values). */
export const MAX_LONG_TEXT = 5000;
/** The longest about-us title (a heading on the home page). */
export const MAX_ABOUT_TITLE = 100;
/** The longest about-us text (a block of the home page, not a page of its own). */
export const MAX_ABOUT_TEXT = 2000;
/** The longest phone number as typed, with its spaces and dashes. */
export const MAX_PHONE = 30;
/**
 * An e-mail address (docs/product.md §6.3): the HTML standard's 'valid e-mail address' (what a browser's
 * type="email" field takes) with a dot in the domain. Every form and DTO that takes an address uses it.
 * The looser /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took 'javascript:alert(1)//@x.co', which a mailto: link
 * built from a setting would then carry.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether a value is an e-mail address by EMAIL_PATTERN (and no longer than MAX_TEXT): what may go into a mailto: link. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT && EMAIL_PATTERN.test(value);
}
/** Latin or Hebrew letters and spaces only (category names). */
export const LETTERS_ONLY_PATTERN = /^[A-Za-z\u05D0-\u05EA ]+$/;
