// Attributes and their values.
import type { Attribute, AttributeValue } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { normalizeSearch } from '@shared/rules/search';
import { Msg } from '@shared/validation/messages';
import type { AttributeDto, AttributeUpdateDto, AttributeValueDto, AttributeValueUpdateDto } from '@shared/validation';
import { fieldError, notFound } from '../errors';
import type { Db } from './db';
import { page, type Paging } from './paging';
import type { AttributeRecord } from './types';

const same = (a: string, b: string) => normalizeSearch(a) === normalizeSearch(b);

export class Attributes {
  constructor(private readonly db: Db) {}

  /** Attributes by id, searched by name or description, paged. */
  list(query: Paging): PagedResult<Attribute> {
    const term = normalizeSearch(query.searchTerm ?? '');
    const rows = [...this.db.attributes.values()]
      .filter((a) => !term || normalizeSearch(`${a.name} ${a.description}`).includes(term))
      .sort((a, b) => a.id - b.id)
      .map((a) => ({ ...a }));
    return page(rows, query);
  }

  /** One attribute; 404 when unknown. */
  get(id: number): AttributeRecord {
    const record = this.db.attributes.get(id);
    if (!record) throw notFound('attribute');
    return record;
  }

  private assertUniqueName(name: string, exceptId?: number): void {
    for (const a of this.db.attributes.values()) if (a.id !== exceptId && same(a.name, name)) throw fieldError('name', Msg.alreadyExists);
  }

  /** Adds an attribute; the payload is its id. */
  add(input: AttributeDto): number {
    this.assertUniqueName(input.name);
    const record = { id: this.db.nextId('attribute'), name: input.name.trim(), description: input.description.trim() };
    this.db.attributes.set(record.id, record);
    return record.id;
  }

  /** Renames and re-describes an attribute. */
  update(input: AttributeUpdateDto): void {
    const record = this.get(input.id);
    this.assertUniqueName(input.name, input.id);
    record.name = input.name.trim();
    record.description = input.description.trim();
  }

  /** Deletes an attribute and its values. */
  delete(id: number): void {
    this.get(id);
    this.db.attributes.delete(id);
    for (const value of [...this.db.attributeValues.values()]) if (value.attributeId === id) this.db.attributeValues.delete(value.id);
  }

  /** The values of an attribute, in the order they were added; 404 for an unknown attribute. */
  values(attributeId: number): AttributeValue[] {
    this.get(attributeId);
    return [...this.db.attributeValues.values()]
      .filter((v) => v.attributeId === attributeId)
      .sort((a, b) => a.id - b.id)
      .map((v) => ({ ...v }));
  }

  private assertUniqueValue(attributeId: number, value: string, exceptId?: number): void {
    for (const v of this.db.attributeValues.values()) {
      if (v.attributeId === attributeId && v.id !== exceptId && same(v.value, value)) throw fieldError('value', Msg.alreadyExists);
    }
  }

  /** Adds a value to an attribute; the payload is its id. */
  addValue(input: AttributeValueDto): number {
    this.get(input.attributeId);
    this.assertUniqueValue(input.attributeId, input.value);
    const record = { id: this.db.nextId('attributeValue'), attributeId: input.attributeId, value: input.value.trim() };
    this.db.attributeValues.set(record.id, record);
    return record.id;
  }

  /** Changes a value (it may move to another attribute). */
  updateValue(input: AttributeValueUpdateDto): void {
    const record = this.db.attributeValues.get(input.id);
    if (!record) throw notFound('attribute value');
    this.get(input.attributeId);
    this.assertUniqueValue(input.attributeId, input.value, input.id);
    record.attributeId = input.attributeId;
    record.value = input.value.trim();
  }

  /** Deletes a value. */
  deleteValue(id: number): void {
    if (!this.db.attributeValues.delete(id)) throw notFound('attribute value');
  }
}
