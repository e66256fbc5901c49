// The attribute list (/attributes): the shared paged-list store over Attribute/GetAttributes (the
// list loads itself while it is shown, PagedList), and delete after a confirmation (the provider
// deletes the attribute's values with it).
import { endpoints } from '@shared/contract/api';
import type { Attribute } from '@shared/contract/entities';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';
import { failedWith } from '../lib/FormState';
import { ListScreenStore } from '../lib/ListScreenStore';

export class AttributeListStore extends ListScreenStore<Attribute> {
  constructor(private readonly deps: BackOfficeDeps) {
    super((query, signal) => deps.api.call(endpoints.attribute.list, { query, signal }));
  }

  /** Deletes the attribute (and its values). */
  protected remove(target: Attribute): Promise<unknown> {
    return this.deps.api.call(endpoints.attribute.delete, { params: { id: target.id } });
  }

  protected deleted(target: Attribute): string {
    return he.deleted(target.name);
  }

  protected deleteFailure(_target: Attribute, err: unknown): string {
    return failedWith(he.deleteFailed, err);
  }
}
