// The attribute list (/attributes): the shared paged-list store over Attribute/GetAttributes (the
// list loads itself while it is shown, PagedList).
import { endpoints } from '@shared/contract/api';
import type { Attribute } from '@shared/contract/entities';
import { PagedListStore } from '../../stores/PagedListStore';
import type { BackOfficeDeps } from '../lib/deps';

export class AttributeListStore {
  /** A paged, searchable list of the attributes. */
  readonly list: PagedListStore<Attribute>;

  constructor(deps: BackOfficeDeps) {
    this.list = new PagedListStore<Attribute>((query, signal) => deps.api.call(endpoints.attribute.list, { query, signal }));
  }
}
