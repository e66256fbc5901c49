// The decorators that describe a payload's shape, so that one class is both the TypeScript type
// the code uses and the schema the OpenAPI document is generated from (shared/contract/openapi.ts).
// They register class-validator metadata, which class-validator-jsonschema reads; nothing in the
// product validates a payload with them at run time (the test net and verify-provider use the
// generated document, through ajv).
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

type Decorator = PropertyDecorator;

const all =
  (...decorators: Decorator[]): Decorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

type Transform = (schema: Record<string, unknown>) => Record<string, unknown>;
const transforms = new WeakMap<object, Map<string | symbol, Transform[]>>();

/**
 * Adds a change to the field's generated schema. class-validator-jsonschema keeps one JSONSchema
 * per field, so the changes of several decorators are kept here and applied in turn.
 */
const transform =
  (change: Transform): Decorator =>
  (target, key) => {
    const fields = transforms.get(target) ?? new Map<string | symbol, Transform[]>();
    transforms.set(target, fields);
    const list = [...(fields.get(key) ?? []), change];
    fields.set(key, list);
    (JSONSchema((schema) => list.reduce((s, f) => f(s as Record<string, unknown>), schema as Record<string, unknown>)) as Decorator)(
      target,
      key,
    );
  };

/** Marks the field as possibly null (`T | null` in the type). */
export const OrNull = (): Decorator => transform((schema) => ({ anyOf: [schema, { type: 'null' }] }));

/** Text. */
export const Text = (): Decorator => IsString();
// Answers as strict as requests: every number of a payload has a lower bound, so a provider that sends
// an id of -1, a pack size of 0 or a price of 1e-9 fails the response checks and verify-provider.

/** At least `minimum` (and at most `maximum`, when given). */
const bounds = (minimum: number, maximum?: number): Decorator[] => [Min(minimum), ...(maximum === undefined ? [] : [Max(maximum)])];
/** A whole number from `minimum` (and at most `maximum`). */
export const Integer = (minimum: number, maximum?: number): Decorator => all(IsInt(), ...bounds(minimum, maximum));
/** A whole number that may be below 0 by its meaning (a difference of days): its description says when. */
export const SignedInteger = (): Decorator => IsInt();
/**
 * A record's id: a whole number from 1. Every call that takes an id back (a path parameter, an order
 * line, a price) takes it from 1 (shared/validation: Id), so an id of 0 from a provider could never be
 * used again; the mock's ids start at 1.
 */
export const RecordId = (): Decorator => Integer(1);
/** How many: a whole number from 0. */
export const Count = (): Decorator => Integer(0);
/** A number from `minimum` (a median of days, kilograms). */
export const Num = (minimum: number, maximum?: number): Decorator => all(IsNumber(), ...bounds(minimum, maximum));
/** Whole hundredths: agorot of a shekel (shared/rules/price.ts, isWholeAgorot), hundredths of a percent. */
const hundredths = transform((schema) => ({ ...schema, multipleOf: 0.01 }));
/** Shekels from `minimum` (0 unless said) in whole agorot: money is agorot. */
export const Money = (minimum = 0): Decorator => all(IsNumber(), Min(minimum), hundredths);
/** A percentage from 0 to 100 with at most two decimals (a VAT rate). */
export const Percent = (): Decorator => all(IsNumber(), Min(0), Max(100), hundredths);
/** true or false. */
export const Flag = (): Decorator => IsBoolean();
/** One of the listed values. */
export const OneOf = (values: readonly (string | number)[]): Decorator => IsIn([...values]);
/** A nested object of the class. */
export const Nested = (of: () => new () => object): Decorator => all(ValidateNested(), Type(of));
/** A list of objects of the class. */
export const ListOf = (of: () => new () => object): Decorator => all(IsArray(), ValidateNested({ each: true }), Type(of));
/** A list of texts. */
export const TextList = (): Decorator => all(IsArray(), IsString({ each: true }));
/** The field may be left out (the type marks it `?`). */
export const Optional = (): Decorator => IsOptional();
/** Text that holds JSON (a string, not the value it encodes). */
export const JsonText = (): Decorator =>
  all(
    IsString(),
    transform((schema) => ({ ...schema, contentMediaType: 'application/json' })),
  );
/**
 * The field is for a signed-in viewer only (a price, or a fact about one): never in a response to a
 * visitor. The document marks it `x-signed-in-only`; the storefront's server takes it out of every
 * visitor's response (server/prices.ts), whatever the provider sends.
 */
export const SignedInOnly = (): Decorator => transform((schema) => ({ ...schema, 'x-signed-in-only': true }));
/** A description of the field in the document. */
export const Describe = (description: string): Decorator => transform((schema) => ({ ...schema, description }));
