// Small compositions of class-validator decorators, so every DTO spells a rule the same way.
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, isISO8601, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { barcodeProblem } from '../rules/barcode';
import { amountProblem, priceProblem, type MoneyProblem } from '../rules/price';
import { startsLikeFormula } from '../rules/formula';
import { DAY_PATTERN } from '../rules/orderDays';
import { MAX_INT, MAX_TEXT, Msg } from './messages';

// Each composite below is one validator with a message chosen by what is wrong, so that a missing
// value reads 'required' (not 'must be text') and a form shows the one message that helps.
// With stopAtFirstError, validators run in the order they are registered: decorators apply from
// the bottom up, so in a DTO the composite goes last, nearest the property.

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Which characters a text may hold: `singleLine` refuses NUL and every other C0 control, DEL and the
 * bidirectional controls (Arabic letter mark, LRM / RLM, the embeddings and overrides U+202A-U+202E,
 * the isolates U+2066-U+2069); `multiLine` allows tab, line feed and carriage return besides (a
 * textarea's text); `any` allows everything (passwords: compared, never shown). In a right-to-left
 * storefront a stored U+202E turns every name after it around ('trojan source'), and a NUL cuts it
 * short in whatever reads it next.
 */
export type TextCharacters = 'singleLine' | 'multiLine' | 'any';

// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Whether a text holds a character that `characters` does not allow. */
export function hasForbiddenCharacters(text: string, characters: TextCharacters = 'singleLine'): boolean {
  if (characters === 'any') return false;
  return (characters === 'singleLine' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(text);
}

/** The message of a text rule: `missing` for no value, then not text, too long, forbidden characters. */
const textMessage = (value: unknown, max: number, missing: string): string =>
  isBlank(value) ? missing : typeof value !== 'string' ? Msg.mustBeText : value.length > max ? Msg.tooLong : Msg.invalidCharacters;

/** A required, non-blank string of at most `max` characters, holding only the `characters` allowed. */
export function RequiredText(
  max = MAX_TEXT,
  requiredMessage: string = Msg.required,
  characters: TextCharacters = 'singleLine',
): PropertyDecorator {
  return ValidateBy({
    name: 'requiredText',
    constraints: [max, characters],
    validator: {
      validate: (v) => typeof v === 'string' && v.trim() !== '' && v.length <= max && !hasForbiddenCharacters(v, characters),
      defaultMessage: (args) => textMessage(args?.value, max, requiredMessage),
    },
  });
}

/** An optional string of at most `max` characters, holding only the `characters` allowed. */
export function OptionalText(max = MAX_TEXT, characters: TextCharacters = 'singleLine'): PropertyDecorator {
  return ValidateBy({
    name: 'optionalText',
    constraints: [max, characters],
    validator: {
      validate: (v) => typeof v === 'string' && v.length <= max && !hasForbiddenCharacters(v, characters),
      defaultMessage: (args) => (typeof args?.value !== 'string' ? Msg.mustBeText : textMessage(args.value, max, Msg.mustBeText)),
    },
  });
}

/** Only the `characters` allowed, for a string checked by IsString and MaxLength (other values pass, left to those). */
export function PlainText(characters: Exclude<TextCharacters, 'any'> = 'singleLine'): PropertyDecorator {
  return ValidateBy(
    { name: 'plainText', validator: { validate: (v) => typeof v !== 'string' || !hasForbiddenCharacters(v, characters) } },
    { message: Msg.invalidCharacters },
  );
}

/** A positive integer id (1 .. 2^31-1); `message` when missing or not a positive integer. */
export function Id(message: string = Msg.invalidId): PropertyDecorator {
  return ValidateBy({
    name: 'id',
    validator: {
      validate: (v) => Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= MAX_INT,
      defaultMessage: (args) => (typeof args?.value === 'number' && args.value > MAX_INT ? Msg.tooLarge : message),
    },
  });
}

/** An integer within [min, MAX_INT]; `minMessage` below min. */
export function Int(min: number, minMessage: string): PropertyDecorator {
  return ValidateBy({
    name: 'int',
    constraints: [min],
    validator: {
      validate: (v) => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= MAX_INT,
      defaultMessage: (args) => {
        const v = args?.value;
        if (isBlank(v)) return Msg.required;
        if (typeof v !== 'number' || !Number.isInteger(v)) return Msg.mustBeInteger;
        return v < min ? minMessage : Msg.tooLarge;
      },
    },
  });
}

/** The message key of each money problem (shared/rules/price.ts). */
const MONEY_MESSAGE: Record<MoneyProblem, string> = {
  notNumber: Msg.mustBeNumber,
  negative: Msg.minZero,
  zero: Msg.priceAboveZero,
  belowAgora: Msg.priceFromAgora,
  tooLarge: Msg.tooLarge,
  decimals: Msg.twoDecimals,
};

/** The message key of what is wrong with a unit price (the Price rule's), or null for a price: for a store that checks without a DTO. */
export function priceMessage(value: unknown): string | null {
  const problem = priceProblem(value);
  return problem === null ? null : MONEY_MESSAGE[problem];
}

/**
 * A unit price in shekels: at least one agora (a price of 0 would sell the item for nothing; the
 * contract has no 'free' flag, so an item without a price is 'price on request'), in whole agorot
 * (shared/rules/price.ts: priceProblem; 1e-9 and 12.3400000001 are refused).
 */
export function Price(): PropertyDecorator {
  return ValidateBy({
    name: 'price',
    validator: {
      validate: (v) => priceProblem(v) === null,
      defaultMessage: (args) => (isBlank(args?.value) ? Msg.required : MONEY_MESSAGE[priceProblem(args?.value) ?? 'notNumber']),
    },
  });
}

/** What an amount counts (the OpenAPI document says it). */
export type AmountUnit = 'shekels' | 'percent' | 'kilograms';

/** A non-negative amount in whole hundredths (agorot for shekels: shared/rules/price.ts, amountProblem): shekels unless `unit` says otherwise. */
export function Amount(unit: AmountUnit = 'shekels'): PropertyDecorator {
  return ValidateBy({
    name: 'amount',
    constraints: [unit],
    validator: {
      validate: (v) => amountProblem(v) === null,
      defaultMessage: (args) => (isBlank(args?.value) ? Msg.required : MONEY_MESSAGE[amountProblem(args?.value) ?? 'notNumber']),
    },
  });
}

/** A boolean (true or false, not a string). */
export function Bool(): PropertyDecorator {
  return IsBoolean({ message: (args) => (isBlank(args.value) ? Msg.required : Msg.mustBeBoolean) });
}

/**
 * Checked by the rules below it when `when(object)` holds (and 'required' when missing then);
 * otherwise it may be left out or null, and is checked only when it has a value. `whenText` says the
 * condition in the OpenAPI document ('isPreWeighted is true').
 */
export function RequiredWhen<T>(when: (object: T) => boolean, whenText: string): PropertyDecorator {
  const conditional = ValidateIf((object: T, value: unknown) => when(object) || (value !== undefined && value !== null));
  const defined = IsDefined({ message: Msg.required });
  // Checks nothing: it carries the condition to the document's generator (shared/contract/openapiClasses.ts).
  const documented = ValidateBy({ name: 'requiredWhen', constraints: [whenText], validator: { validate: () => true } });
  return (target, key) => {
    documented(target, key);
    defined(target, key);
    conditional(target, key);
  };
}

/**
 * Checks nothing: says a rule the other decorators check (between fields, say) in the OpenAPI
 * document, as the field's description (shared/contract/openapiClasses.ts reads it).
 */
export function Explained(text: string): PropertyDecorator {
  return ValidateBy({ name: 'explained', constraints: [text], validator: { validate: () => true } });
}

/** A calendar day as YYYY-MM-DD that exists (not 2026-02-30). */
export function Day(): PropertyDecorator {
  return ValidateBy(
    { name: 'day', validator: { validate: (v) => typeof v === 'string' && DAY_PATTERN.test(v) && isISO8601(v, { strict: true }) } },
    { message: Msg.invalidValue },
  );
}

/** Equal to another property of the same object (a confirmation field). */
export function SameAs(other: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'sameAs', validator: { validate: (v, args) => v === (args?.object as Record<string, unknown>)[other] } },
    options,
  );
}

/** Every element's `field` differs from every other's (case and surrounding space ignored). */
export function UniqueBy(field: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'uniqueBy',
      validator: {
        validate: (list) => {
          if (!Array.isArray(list)) return true;
          const seen = new Set<string>();
          for (const element of list) {
            const value = typeof element === 'object' && element !== null ? (element as Record<string, unknown>)[field] : element;
            const norm = String(value).trim().toLowerCase();
            if (seen.has(norm)) return false;
            seen.add(norm);
          }
          return true;
        },
      },
    },
    options,
  );
}

// Query strings arrive as strings: these turn them into the types the DTOs check, and leave
// anything unparseable as it is so that the check fails with a clear message.

/** Query value to integer ('12' is 12; 'abc', '1.5' stay and fail IsInt). */
export function QueryInt(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value));
}

/** Query value to boolean ('true' and 'false' only, any case). */
export function QueryBool(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    return v === 'true' ? true : v === 'false' ? false : value;
  });
}

/** Query value to a list (a repeated parameter already is one; a single value becomes one). */
export function QueryList(): PropertyDecorator {
  return Transform(({ value }) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]));
}

/** What is wrong with a website configuration value, or null when it is the JSON of an object or list with no forbidden characters. */
function jsonObjectProblem(v: unknown): string | null {
  if (isBlank(v)) return Msg.required;
  if (typeof v !== 'string') return Msg.mustBeText;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    return Msg.invalidJson;
  }
  if (typeof parsed !== 'object' || parsed === null) return Msg.invalidJson;
  return hasForbiddenCharacters(v, 'multiLine') || containsForbidden(parsed) ? Msg.invalidCharacters : null;
}

/** Whether any string in a parsed JSON value (keys included) holds a character multi-line text may not. */
function containsForbidden(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (hasForbiddenCharacters(next, 'multiLine')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (hasForbiddenCharacters(key, 'multiLine')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** A string holding the JSON of an object or a list (a website configuration value). */
export function JsonObjectText(): PropertyDecorator {
  return ValidateBy({
    name: 'jsonObjectText',
    validator: {
      // The characters are checked after parsing too: JSON may spell U+202E as an escape.
      validate: (v) => jsonObjectProblem(v) === null,
      defaultMessage: (args) => jsonObjectProblem(args?.value) ?? Msg.invalidJson,
    },
  });
}

/** A list whose elements are not lists themselves (class-validator's nested checks do not look inside those). */
export function NoNestedLists(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'noNestedLists', validator: { validate: (list) => !Array.isArray(list) || !list.some(Array.isArray) } },
    options,
  );
}

/** An EAN-13 or EAN-8 barcode whose check digit checks (shared/rules/barcode.ts); a wrong check digit has its own message. */
export function Barcode(): PropertyDecorator {
  return ValidateBy({
    name: 'barcode',
    validator: {
      validate: (v) => typeof v === 'string' && barcodeProblem(v) === null,
      defaultMessage: (args) => {
        const v = args?.value;
        if (typeof v !== 'string') return Msg.mustBeText;
        return barcodeProblem(v) === 'checkDigit' ? Msg.barcodeCheckDigit : Msg.invalidBarcode;
      },
    },
  });
}

/** A text that does not start as a spreadsheet formula would (=, +, -, @: shared/rules/formula.ts); other values are left to the rules below it. */
export function NoFormulaStart(): PropertyDecorator {
  return ValidateBy(
    { name: 'noFormulaStart', validator: { validate: (v) => typeof v !== 'string' || !startsLikeFormula(v) } },
    { message: Msg.formulaStart },
  );
}
