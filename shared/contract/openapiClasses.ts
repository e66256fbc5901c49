// The schemas of the request DTOs (shared/validation) and the payload classes (./entities.ts), as
// class-validator-jsonschema makes them from their decorators, with the custom rules of
// shared/validation/decorators.ts turned into JSON Schema: the building blocks of ./openapi.ts.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { ISchemaConverters } from 'class-validator-jsonschema/build/defaultConverters';
import type { AmountUnit } from '../validation/decorators';
import { MIN_PRICE } from '../rules/price';
import { MAX_AMOUNT, MAX_INT } from '../validation/messages';
import type { Schema } from './openapiTypes';
import '../validation';

const REF = '#/components/schemas/';

/** What each unit of an amount reads as in the document. */
const AMOUNT_TEXT: Record<AmountUnit, string> = {
  shekels: 'Shekels in whole agorot (at most two decimals).',
  percent: 'Percent, at most two decimals.',
  kilograms: 'Kilograms, at most two decimals.',
};

/** A site setting's value: a string of JSON (contentMediaType is JSON Schema 2020-12's word for it). */
const JSON_TEXT = {
  type: 'string',
  contentMediaType: 'application/json',
  description: 'JSON text (a string holding the JSON of an object or a list, one shape per key), not the object itself.',
} as const;

/** Marks a property whose schema says it may be null unless a condition holds (taken out in classSchemas). */
const REQUIRED_WHEN = 'x-required-when';

// The custom rules of shared/validation/decorators.ts, as schemas (their limits travel as constraints).
const converters: ISchemaConverters = {
  requiredText: (meta) => ({ type: 'string', minLength: 1, maxLength: meta.constraints[0] as number }),
  optionalText: (meta) => ({ type: 'string', maxLength: meta.constraints[0] as number }),
  notBlank: { type: 'string', minLength: 1 },
  id: { type: 'integer', minimum: 1, maximum: MAX_INT },
  int: (meta) => ({ type: 'integer', minimum: meta.constraints[0] as number, maximum: MAX_INT }),
  amount: (meta) => ({
    type: 'number',
    minimum: 0,
    maximum: MAX_AMOUNT,
    multipleOf: 0.01,
    description: AMOUNT_TEXT[(meta.constraints?.[0] as AmountUnit | undefined) ?? 'shekels'],
  }),
  price: {
    type: 'number',
    minimum: MIN_PRICE,
    maximum: MAX_AMOUNT,
    multipleOf: 0.01,
    description: 'Shekels, at least 0.01 (one agora), in whole agorot (at most two decimals).',
  },
  jsonObjectText: JSON_TEXT,
  barcode: { type: 'string', pattern: '^(?:\\d{8}|\\d{13})$' },
  day: { type: 'string', format: 'date' },
  // Marks: the class-level rules of RequiredWhen and Explained (shared/validation/decorators.ts).
  requiredWhen: (meta) => ({ [REQUIRED_WHEN]: meta.constraints[0] as string }),
  explained: (meta) => ({ description: meta.constraints[0] as string }),
  // Whether a field must be sent is the schema's `required` list; under a condition (ValidateIf) IsDefined is not unconditional.
  [ValidationTypes.IS_DEFINED]: {},
  // Rules between fields or elements, or on characters: not expressible as a schema, checked by the provider.
  plainText: {},
  noFormulaStart: {},
  sameAs: {},
  uniqueBy: {},
  noNestedLists: {},
  ratePercentValue: {},
  // Min and Max keep the type the other rules set (IsInt's integer), instead of making it 'number'.
  min: (meta) => ({ minimum: meta.constraints[0] as number }),
  max: (meta) => ({ maximum: meta.constraints[0] as number }),
  [ValidationTypes.CONDITIONAL_VALIDATION]: {},
};

/** Every schema class-validator-jsonschema makes of the DTO and payload classes, keyed by class name. */
export function classSchemas(): Record<string, Schema> {
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: REF,
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: converters,
  }) as Record<string, Schema>;
  for (const schema of Object.values(schemas)) {
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (!properties) continue;
    for (const [name, property] of Object.entries(properties)) {
      // A property no value satisfies (IsIn([]) under ValidateIf) is a check across fields, never sent.
      if (Array.isArray(property.enum) && property.enum.length === 0) {
        delete properties[name];
        schema.required = (schema.required as string[] | undefined)?.filter((r) => r !== name);
      }
      // RequiredWhen: the value's schema, or null; the condition said in the description.
      const when = property[REQUIRED_WHEN];
      if (typeof when === 'string') {
        const { [REQUIRED_WHEN]: _, description, ...value } = property;
        properties[name] = {
          anyOf: [value, { type: 'null' }],
          description: `${typeof description === 'string' ? `${description} ` : ''}Required when ${when}; otherwise it may be left out or null.`,
        };
      }
    }
  }
  return schemas;
}
