// The price list list (/priceLists): the shared paged list, plus delete after a confirmation.
// The provider refuses to delete a list a customer buys from (409): that is 'failed to delete'.
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { PriceList } from '@shared/contract/entities';
import { he } from '../he';
import { PagedListStore } from '../../stores/PagedListStore';
import { failedWith, hasStatus } from '../lib/FormState';
import { reloadAfterRemoval } from '../lib/pagedLists';
import { deletePending } from '../lib/screenState';

export class PriceListListStore {
  readonly list: PagedListStore<PriceList>;
  pendingDelete: PriceList | null = null;
  deleting = false;
  message: Message | null = null;

  constructor(private readonly deps: BackOfficeDeps) {
    this.list = new PagedListStore<PriceList>((query, signal) => deps.api.call(endpoints.priceList.list, { query, signal }));
    makeAutoObservable<PriceListListStore, 'deps'>(this, { deps: false, list: false });
  }

  /** A message carried over from another screen (an update, a list not found). */
  setMessage(message: Message | null): void {
    this.message = message;
  }

  askDelete(priceList: PriceList): void {
    this.pendingDelete = priceList;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /** Deletes the list waiting for confirmation, then reloads the page. */
  async confirmDelete(): Promise<void> {
    await deletePending(this, async (target) => {
      this.message = null;
      try {
        await this.deps.api.call(endpoints.priceList.delete, { params: { id: target.id } });
        runInAction(() => (this.message = { tone: 'success', text: he.boPriceList.deleted }));
        void reloadAfterRemoval(this.list);
      } catch (err) {
        const text = hasStatus(err, 409)
          ? `${he.boPriceList.deleteFailed} ${he.boPriceList.deleteInUse}`
          : failedWith(he.boPriceList.deleteFailed, err);
        runInAction(() => (this.message = { tone: 'error', text }));
      }
    });
  }
}
