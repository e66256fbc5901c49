// The customer card's users: this customer's accounts (the accounts list's store), each with a
// password reset (the reset form's call) and a delete behind the confirmation, and the add-account
// form (its store, preset to this customer) opened in place.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { BusinessUser } from '@shared/contract/entities';
import { PagedList } from '../../ui/PagedList';
import { AccountForm } from '../accounts';
import { he } from './he';
import { boAccount } from '../accounts';
import { ConfirmDelete, useConfirmDelete } from '../lib/ConfirmDelete';
import { DataTable, RowAction } from '../lib/DataTable';
import { MessageLine } from '../lib/Message';
import type { CustomerCardStore } from './CustomerCardStore';

export const CustomerUsers = observer(function CustomerUsers({ store }: { store: CustomerCardStore }) {
  const users = store.users;
  const deletion = useConfirmDelete((user: BusinessUser) => users.remove(user), users.deleting);
  const formArea = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const open = store.addUser !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    // Opening the form puts the cursor in its first field; closing it returns to the button that opened it.
    if (open) formArea.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (wasOpen.current) addButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <section className="bo-card customer-card__section customer-card__wide" aria-labelledby="customer-users">
      <div className="customer-card__head">
        <h2 id="customer-users">{he.users}</h2>
        {!open && (
          <button ref={addButton} type="button" className="button button--small" onClick={() => store.openAddUser()}>
            {he.addUser}
          </button>
        )}
      </div>
      <MessageLine message={store.userMessage ?? users.message} focus />
      <PagedList list={users.list} label={he.usersLabel} empty={he.noUsers} searchable={false}>
        {(rows) => (
          <DataTable
            rows={rows}
            rowKey={(user) => user.id}
            caption={he.usersLabel}
            columns={[{ header: boAccount.colEmail, cell: (user) => <span dir="ltr">{user.email}</span> }]}
            actionsHeader={boAccount.colAccountActions}
            actions={(user) => (
              <>
                <RowAction
                  label={he.resetPasswordOf(user.email)}
                  onClick={() => void store.resetPassword(user.email)}
                  disabled={store.resetting !== null}
                >
                  {he.resetPassword}
                </RowAction>
                <RowAction danger label={boAccount.deleteOf(user.email)} onClick={() => deletion.askDelete(user)}>
                  {he.delete}
                </RowAction>
              </>
            )}
          />
        )}
      </PagedList>
      <ConfirmDelete pending={deletion} message={(user) => boAccount.confirmDelete(user.email)} />
      {store.addUser && (
        <div ref={formArea} className="customer-card__add" role="group" aria-labelledby="customer-add-user">
          <h3 id="customer-add-user">{he.addUserTitle}</h3>
          <AccountForm
            store={store.addUser}
            onBack={() => store.closeAddUser()}
            onCreated={() => void store.userAdded()}
            backLabel={he.closeAddUser}
          />
        </div>
      )}
    </section>
  );
});
