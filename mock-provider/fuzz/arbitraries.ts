// fast-check arbitraries driven by the OpenAPI document's schemas: values a schema accepts (biased
// towards the small ids the demo data has, so that valid requests reach real records), and values
// it refuses (a wrong type, a field too many or missing, a number out of range, any JSON at all).
import fc from 'fast-check';
import type { OpenApiDocument, Schema } from '@shared/contract/openapi';

const REF = '#/components/schemas/';

export class SchemaArbitraries {
  constructor(private readonly doc: OpenApiDocument) {}

  private resolve(schema: Schema): Schema {
    let current = schema;
    while (typeof current.$ref === 'string') current = this.doc.components.schemas[(current.$ref as string).slice(REF.length)]!;
    return current;
  }

  /** A value the schema accepts (as far as a schema can say: cross-field rules are the provider's). */
  valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map((s) => this.valid(s, depth)));
    if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map((s) => this.valid(s, depth)));
    switch (schema.type) {
      case 'integer': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 60) }) },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
        );
      }
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
        return fc
          .integer({ min: Math.ceil(min * 100), max: Math.min(Math.floor(max * 100), Math.ceil(min * 100) + 100_000) })
          .map((a) => a / 100);
      }
      case 'boolean':
        return fc.boolean();
      case 'string': {
        const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
        const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40);
        if (schema.contentMediaType === 'application/json') return fc.constantFrom('{}', '{"Url":"/api/files/x"}', '[]');
        return fc.oneof(
          fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
          fc
            .constantFrom('buyer@example.com', 'מוצר חדש', 'Shalom')
            .filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, minLength)),
        );
      }
      case 'array': {
        if (depth > 3) return fc.constant([]);
        const items = (schema.items as Schema | undefined) ?? {};
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, Math.max(minLength, 4));
        return fc.array(this.valid(items, depth + 1), { minLength, maxLength });
      }
      case 'object':
      default: {
        const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
        const required = new Set((schema.required as string[] | undefined) ?? []);
        if (depth > 3) return fc.constant({});
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties)) record[name] = this.valid(property, depth + 1);
        return fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
      }
    }
  }

  /** A value the schema refuses: most often a valid one with one thing wrong, sometimes any JSON. */
  invalid(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    const names = Object.keys(properties);
    const wrong = fc.oneof(
      fc.constant(null),
      fc.constant('x'),
      fc.constant(-1),
      fc.constant(1.5),
      fc.constant(true),
      fc.constant({}),
      fc.constant([]),
      fc.constant('9'.repeat(400)),
      fc.constant('\u202Eabc'),
    );
    const variants: Array<fc.Arbitrary<unknown>> = [fc.jsonValue({ maxDepth: 3 })];
    if (schema.type === 'object' || names.length > 0) {
      const valid = this.valid(schema) as fc.Arbitrary<Record<string, unknown>>;
      variants.push(
        fc
          .tuple(
            valid,
            fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in properties)),
            wrong,
          )
          .map(([v, k, w]) => ({ ...v, [k]: w })),
      );
      if (names.length > 0) {
        variants.push(fc.tuple(valid, fc.constantFrom(...names), wrong).map(([v, k, w]) => ({ ...v, [k]: w })));
        const required = (schema.required as string[] | undefined) ?? [];
        if (required.length > 0) {
          variants.push(
            fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
              const copy = { ...v };
              delete copy[k];
              return copy;
            }),
          );
        }
      }
    }
    if (schema.type === 'array') variants.push(fc.constant({}), fc.array(wrong, { minLength: 1, maxLength: 3 }));
    if (schema.type === 'integer' || schema.type === 'number') variants.push(fc.constantFrom(-5, 0.5, 2 ** 53, 'abc', '1e3'));
    return fc.oneof(...variants);
  }
}
