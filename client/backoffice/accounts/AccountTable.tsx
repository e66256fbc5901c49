// The business accounts list: email, customer number and customer name; an administrator may
// delete an account behind the irreversible-action confirmation.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { BusinessUser } from '@shared/contract/entities';
import { PagedList } from '../../ui/PagedList';
import { he } from './he';
import type { AccountListStore } from './AccountListStore';
import { ConfirmDelete, useConfirmDelete } from '../lib/ConfirmDelete';
import { DataTable, RowAction } from '../lib/DataTable';
import { CustomerLink } from '../customers';
import '../lib/Hub.css';

export const AccountTable = observer(function AccountTable({ store }: { store: AccountListStore }) {
  const deletion = useConfirmDelete((user: BusinessUser) => store.remove(user), store.deleting);
  return (
    <div>
      <MessageLine message={store.message} />
      <PagedList list={store.list} label={he.listLabel} empty={he.empty}>
        {(users) => (
          <DataTable
            rows={users}
            rowKey={(user) => user.id}
            columns={[
              { header: he.colEmail, cell: (user) => <span dir="ltr">{user.email}</span> },
              { header: he.colCustomerId, cell: (user) => user.businessCustomer.customerId },
              {
                header: he.colLastName,
                // An administrator opens the customer's card from its name (the card is theirs alone).
                cell: (user) =>
                  store.canDelete && user.businessCustomer.customerId > 0 ? (
                    <CustomerLink customerId={user.businessCustomer.customerId} name={user.businessCustomer.lastName} />
                  ) : (
                    user.businessCustomer.lastName
                  ),
              },
            ]}
            actionsHeader={he.colAccountActions}
            actions={
              store.canDelete
                ? (user) => (
                    <RowAction danger label={he.deleteOf(user.email)} onClick={() => deletion.askDelete(user)}>
                      {he.delete}
                    </RowAction>
                  )
                : undefined
            }
          />
        )}
      </PagedList>
      <ConfirmDelete pending={deletion} message={(user) => he.confirmDelete(user.email)} />
    </div>
  );
});
