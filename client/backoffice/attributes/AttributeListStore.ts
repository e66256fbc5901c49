// The attribute list (/attributes): the shared paged-list store over Attribute/GetAttributes.
import { endpoints } from '@shared/contract/api';
import type { Attribute } from '@shared/contract/entities';
import { PagedListStore } from '../../stores/PagedListStore';
import type { ApiCaller } from '../lib/FormState';

/** A paged, searchable list of the attributes. */
export function attributeList(api: ApiCaller): PagedListStore<Attribute> {
  return new PagedListStore<Attribute>((query, signal) => api.call(endpoints.attribute.list, { query, signal }));
}
