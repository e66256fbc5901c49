// The business accounts list (Account/UsersByBusinessCustomer): an administrator sees every
// customer's users and may delete them; a business user sees its own customer's.
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { BusinessUser } from '@shared/contract/entities';
import { he } from '../he';
import { PagedListStore } from '../../stores/PagedListStore';
import type { RootStore } from '../../stores/RootStore';
import { reloadAfterRemoval, withErrorText } from '../lib/pagedLists';

const t = he.boAccount;

export class AccountListStore {
  readonly list: PagedListStore<BusinessUser>;
  deleting = false;
  notice: Message | null = null;

  constructor(private readonly root: RootStore) {
    this.list = new PagedListStore<BusinessUser>(
      withErrorText((query, signal) => root.api.call(endpoints.account.usersByBusinessCustomer, { query, signal })),
    );
    makeAutoObservable<AccountListStore, 'root'>(this, { root: false, list: false });
  }

  /** Only an administrator deletes accounts (Account/DeleteUser is theirs alone). */
  get canDelete(): boolean {
    return this.root.session.userInfo?.userType === 'Administrator';
  }

  /** Deletes an account, then reloads the page; true when deleted. */
  async remove(user: BusinessUser): Promise<boolean> {
    if (this.deleting || !this.canDelete) return false;
    this.deleting = true;
    this.notice = null;
    try {
      await this.root.api.call(endpoints.account.deleteUser, { params: { id: user.id } });
      runInAction(() => (this.notice = { tone: 'success', text: t.deleted(user.email) }));
      await reloadAfterRemoval(this.list);
      return true;
    } catch (err) {
      console.error('Delete user error', err);
      runInAction(() => (this.notice = { tone: 'error', text: t.deleteFailed }));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
