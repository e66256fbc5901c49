// A request body is declared once, as its DTO (shared/validation): the endpoint table types it, the
// mock checks it, and the OpenAPI document's request schema is made of it. This holds the document to
// what the DTO does when it checks a body, read from the DTO's behaviour rather than from the
// generator: the fields it takes (any other is refused as unknown) and those it refuses to go without,
// nested lines too. A schema generated under another class's name, a field dropped or added by the
// generator's post-processing, or a `required` list that says more or less than the DTO, all fail here.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import type { ClassConstructor } from 'class-transformer';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { Msg, validateDto } from '../validation';
import { allOperations } from './operations';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument, type Schema } from './openapi';

const REF = '#/components/schemas/';

/** A schema, its $ref followed. */
function resolved(doc: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(REF) ? doc.components.schemas[ref.slice(REF.length)]! : schema;
}

/** The class of a DTO's nested field (its @Type), if it has one. */
function nestedClass(dto: ClassConstructor<object>, field: string): ClassConstructor<object> | undefined {
  const type = defaultMetadataStorage.findTypeMetadata(dto, field);
  return type?.typeFunction() as ClassConstructor<object> | undefined;
}

/** The fields a DTO declares (its decorated properties, inherited ones too). */
function dtoFields(dto: ClassConstructor<object>): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName).filter((name) => name !== ''))].sort();
}

/** The fields an empty body is refused without, apart: those the DTO checks only under a condition (IsOptional, ValidateIf) are `conditional`. */
function dtoRequired(dto: ClassConstructor<object>): { always: string[]; conditional: string[] } {
  const checked = validateDto(dto, {});
  const refused = checked.ok ? [] : Object.keys(checked.errors).sort();
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const underCondition = new Set(metadata.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION).map((m) => m.propertyName));
  return { always: refused.filter((f) => !underCondition.has(f)), conditional: refused.filter((f) => underCondition.has(f)) };
}

/** The fields of a body the DTO refuses as unknown (sent with every field the document names). */
function refusedAsUnknown(dto: ClassConstructor<object>, fields: string[]): string[] {
  const checked = validateDto(dto, Object.fromEntries(fields.map((f) => [f, null])));
  if (checked.ok) return [];
  return Object.entries(checked.errors)
    .filter(([, keys]) => keys.includes(Msg.unknownField))
    .map(([field]) => field)
    .sort();
}

/** How the document's schema of a body differs from its DTO, each difference a line naming where. */
function differences(doc: OpenApiDocument, where: string, dto: ClassConstructor<object>, given: Schema): string[] {
  const schema = resolved(doc, given);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const documented = Object.keys(properties).sort();
  const required = [...((schema.required as string[] | undefined) ?? [])].sort();
  const declared = dtoFields(dto);
  const found: string[] = [];
  const missing = declared.filter((f) => !documented.includes(f));
  if (missing.length) found.push(`${where}: ${dto.name} takes ${missing.join(', ')}, the document does not say so`);
  const unknown = refusedAsUnknown(dto, documented);
  if (unknown.length) found.push(`${where}: the document names ${unknown.join(', ')}, ${dto.name} refuses them as unknown`);
  const mustSend = dtoRequired(dto);
  if (mustSend.always.join() !== required.join())
    found.push(`${where}: ${dto.name} requires [${mustSend.always.join(', ')}], the document requires [${required.join(', ')}]`);
  // Required under a condition: not in `required`, and the description says when.
  for (const field of mustSend.conditional) {
    const description = properties[field]?.description;
    if (typeof description !== 'string' || !/Required (when|unless)/.test(description))
      found.push(`${where}: ${dto.name} requires ${field} under a condition the document does not state`);
  }
  for (const field of declared) {
    const nested = nestedClass(dto, field);
    const property = properties[field];
    if (!nested || !property) continue;
    const inner = property.type === 'array' ? (property.items as Schema) : property;
    found.push(...differences(doc, `${where}.${field}`, nested, inner));
  }
  return found;
}

/** Every body of the document against its operation's DTO (a list body: each element against the DTO of its items). */
function bodyDifferences(doc: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const { group, name, endpoint, operation } of allOperations()) {
    if (!operation.body && !operation.listBody) continue;
    const where = `${group}.${name}`;
    const schema =
      doc.paths[openApiPath(endpoint.route)]?.[endpoint.method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
    if (!schema) {
      found.push(`${where}: the document has no JSON body`);
      continue;
    }
    if (operation.body) {
      found.push(...differences(doc, where, operation.body, schema));
      continue;
    }
    const items = nestedClass(operation.listBody!, 'items');
    if (schema.type !== 'array') found.push(`${where}: the document's body is not a list`);
    else if (items) found.push(...differences(doc, `${where}[]`, items, schema.items as Schema));
    else if ((schema.items as Schema).type !== 'string') found.push(`${where}: the document's list is not of strings`);
  }
  return found;
}

describe("the OpenAPI document's request bodies, against their DTOs", () => {
  const doc = buildOpenApiDocument();

  it('names every field each DTO takes, no other, and requires exactly those it cannot go without, nested lines too', () => {
    expect(bodyDifferences(doc)).toEqual([]);
  });

  it("covers every call that takes a JSON body: the provider's, the server's own and the mock's test control", () => {
    const withBody = allOperations().filter(({ operation }) => operation.body || operation.listBody);
    expect(withBody).toHaveLength(29);
    expect(new Set(withBody.map((e) => e.group))).toEqual(
      new Set([
        'account',
        'websiteConfiguration',
        'category',
        'attribute',
        'priceList',
        'product',
        'item',
        'order',
        'mockControl',
        'search',
        'standing',
      ]),
    );
  });

  it('tells a document whose body schema drifted from its DTO: a field dropped, one added, one no longer required, a line field renamed', () => {
    const drifted = structuredClone(doc);
    const order = drifted.components.schemas.OrderCreateDto!;
    delete (order.properties as Record<string, Schema>).comment;
    (order.properties as Record<string, Schema>).discount = { type: 'number' };
    order.required = (order.required as string[]).filter((f) => f !== 'comment' && f !== 'customerId');
    const line = drifted.components.schemas.OrderLineDto!.properties as Record<string, Schema>;
    line.itemCode = line.itemId!;
    delete line.itemId;
    const found = bodyDifferences(drifted);
    expect(found).toEqual(
      expect.arrayContaining([
        'order.create: OrderCreateDto takes comment, the document does not say so',
        'order.create: the document names discount, OrderCreateDto refuses them as unknown',
        expect.stringMatching(/^order\.create: OrderCreateDto requires \[.*customerId.*\], the document requires \[(?!.*customerId)/),
        'order.create.cartItems: OrderLineDto takes itemId, the document does not say so',
        'order.create.cartItems: the document names itemCode, OrderLineDto refuses them as unknown',
      ]),
    );
  });

  it('tells a field required under a condition the document does not state', () => {
    const drifted = structuredClone(doc);
    delete (drifted.components.schemas.MockFaultDto!.properties as Record<string, Schema>).status!.description;
    expect(bodyDifferences(drifted)).toEqual([
      'mockControl.addFault: MockFaultDto requires status under a condition the document does not state',
    ]);
  });

  it('tells a list body whose elements drifted from their DTO', () => {
    const drifted = structuredClone(doc);
    (drifted.components.schemas.ItemAttributeDto!.required as string[]).pop();
    expect(bodyDifferences(drifted)).toEqual([expect.stringMatching(/^item\.updateAttributes\[\]: ItemAttributeDto requires/)]);
  });
});
