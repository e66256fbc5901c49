// The business accounts list (Account/UsersByBusinessCustomer): an administrator sees every
// customer's users and may delete them; a business user sees its own customer's.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessUser } from '@shared/contract/entities';
import { PagedListStore } from '../../ui/PagedListStore';
import type { RootStore } from '../../app/RootStore';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { reloadAfterRemoval, withErrorText } from '../lib/pagedLists';

export class AccountListStore {
  readonly list: PagedListStore<BusinessUser>;
  deleting = false;
  /** The line after a delete. */
  message: Message | null = null;

  /** `customerId`: only that customer's users (the customer card); every customer's the caller may see when absent. */
  constructor(
    private readonly deps: BackOfficeDeps & Pick<RootStore, 'session'>,
    customerId?: number,
  ) {
    this.list = new PagedListStore<BusinessUser>(
      withErrorText((query, signal) =>
        deps.api.call(endpoints.account.usersByBusinessCustomer, {
          query: customerId === undefined ? query : { ...query, customerId },
          signal,
        }),
      ),
    );
    makeAutoObservable<AccountListStore, 'deps'>(this, { deps: false, list: false });
  }

  /** Only an administrator deletes accounts (Account/DeleteUser is theirs alone). */
  get canDelete(): boolean {
    return this.deps.session.userInfo?.userType === 'Administrator';
  }

  /** Deletes an account, then reloads the page; true when deleted. */
  async remove(user: BusinessUser): Promise<boolean> {
    if (this.deleting || !this.canDelete) return false;
    this.deleting = true;
    this.message = null;
    try {
      await this.deps.api.call(endpoints.account.deleteUser, { params: { id: user.id } });
      runInAction(() => (this.message = { tone: 'success', text: he.deleted(user.email) }));
      await reloadAfterRemoval(this.list);
      return true;
    } catch (err) {
      console.error('Delete user error', err);
      runInAction(() => (this.message = { tone: 'error', text: he.deleteFailed }));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
