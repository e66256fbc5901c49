// The business accounts list: email, customer number and customer name; an administrator may
// delete an account behind the irreversible-action confirmation.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { BusinessUser } from '@shared/contract/entities';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import type { AccountListStore } from '../stores/AccountListStore';
import { HubNotice } from './HubNotice';
import './Hub.css';

const t = he.boAccount;

export const AccountTable = observer(function AccountTable({ store }: { store: AccountListStore }) {
  const [toDelete, setToDelete] = useState<BusinessUser | null>(null);
  const confirmDelete = async () => {
    if (!toDelete) return;
    await store.remove(toDelete);
    setToDelete(null);
  };
  return (
    <div>
      <HubNotice notice={store.notice} />
      <PagedList list={store.list} label={t.listLabel} empty={t.empty}>
        {(users) => (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t.colEmail}</th>
                <th scope="col">{t.colCustomerId}</th>
                <th scope="col">{t.colLastName}</th>
                {store.canDelete && <th scope="col">{t.colActions}</th>}
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td data-label={t.colEmail}>
                    <span dir="ltr">{user.email}</span>
                  </td>
                  <td data-label={t.colCustomerId}>{user.businessCustomer.customerId}</td>
                  <td data-label={t.colLastName}>{user.businessCustomer.lastName}</td>
                  {store.canDelete && (
                    <td className="actions-cell">
                      <div className="row-actions">
                        <button type="button" className="button button--danger button--small" aria-label={t.deleteOf(user.email)} onClick={() => setToDelete(user)}>
                          {he.delete}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
      {toDelete && (
        <ConfirmDialog
          message={t.confirmDelete(toDelete.email)}
          irreversible
          busy={store.deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
});
