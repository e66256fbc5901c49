// The attribute list (/attributes): the shared paged-list store over Attribute/GetAttributes (the
// list loads itself while it is shown, PagedList), and delete after a confirmation (the provider
// deletes the attribute's values with it).
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Attribute } from '@shared/contract/entities';
import { PagedListStore } from '../../ui/PagedListStore';
import { he } from '../he';
import type { BackOfficeDeps } from '../lib/deps';
import { failedWith } from '../lib/FormState';
import type { Message } from '../lib/Message';
import { reloadAfterRemoval } from '../lib/pagedLists';
import { deletePending } from '../lib/screenState';

export class AttributeListStore {
  /** A paged, searchable list of the attributes. */
  readonly list: PagedListStore<Attribute>;
  /** The attribute waiting for the delete confirmation. */
  pendingDelete: Attribute | null = null;
  deleting = false;
  /** The outcome of the last delete, or a message carried over from another screen. */
  message: Message | null = null;

  constructor(private readonly deps: BackOfficeDeps) {
    this.list = new PagedListStore<Attribute>((query, signal) => deps.api.call(endpoints.attribute.list, { query, signal }));
    makeAutoObservable<AttributeListStore, 'deps'>(this, { deps: false, list: false });
  }

  setMessage(message: Message | null): void {
    this.message = message;
  }

  askDelete(attribute: Attribute): void {
    this.pendingDelete = attribute;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /** Deletes the attribute waiting for confirmation (and its values), then reloads the page. */
  async confirmDelete(): Promise<void> {
    await deletePending(this, async (target) => {
      this.message = null;
      try {
        await this.deps.api.call(endpoints.attribute.delete, { params: { id: target.id } });
      } catch (err) {
        runInAction(() => (this.message = { tone: 'error', text: failedWith(he.boAttribute.deleteFailed, err) }));
        return;
      }
      runInAction(() => (this.message = { tone: 'success', text: he.boAttribute.deleted(target.name) }));
      await reloadAfterRemoval(this.list);
    });
  }
}
