// The category list (on /categories and in the category dialog's manage action): the shared paged
// list with search, each row's display order edited in place and saved with 'update order', edit,
// item groups, and delete behind the irreversible-action confirmation.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { Category } from '@shared/contract/entities';
import { PagedList } from '../../ui/PagedList';
import { he } from './he';
import type { CategoryListStore } from './CategoryListStore';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { DataTable, RowAction } from '../lib/DataTable';
import '../lib/Hub.css';
import { OrderForm, OrderInput } from '../lib/OrderInput';

interface Props {
  store: CategoryListStore;
  onEdit: (category: Category) => void;
  onGroups: (category: Category) => void;
}

export const CategoryTable = observer(function CategoryTable({ store, onEdit, onGroups }: Props) {
  return (
    <div className="hub-category-table">
      <PagedList list={store.list} label={he.listLabel}>
        {(items) => (
          <OrderForm onSave={() => void store.saveOrder()} saveLabel={he.saveOrder} busy={store.savingOrder}>
            <DataTable
              rows={items}
              rowKey={(category) => category.id}
              columns={[
                { header: he.colName, cell: (category) => <strong>{category.categoryName}</strong> },
                {
                  header: he.colDescription,
                  className: 'hub-cell--muted hub-cell--clip',
                  title: (category) => category.description,
                  cell: (category) => category.description,
                },
                { header: he.colGroups, cell: (category) => category.itemGroups.length },
                {
                  header: he.colOrder,
                  cell: (category) => (
                    <OrderInput
                      label={he.orderOf(category.categoryName)}
                      value={store.orderOf(category.id)}
                      onChange={(value) => store.setOrder(category.id, value)}
                    />
                  ),
                },
              ]}
              actionsHeader={he.colCategoryActions}
              actions={(category) => (
                <>
                  <RowAction label={he.editOf(category.categoryName)} onClick={() => onEdit(category)}>
                    {he.edit}
                  </RowAction>
                  <RowAction label={he.groupsOf(category.categoryName)} onClick={() => onGroups(category)}>
                    {he.groupsButton}
                  </RowAction>
                  <RowAction danger label={he.deleteOf(category.categoryName)} onClick={() => store.askDelete(category)}>
                    {he.delete}
                  </RowAction>
                </>
              )}
            />
          </OrderForm>
        )}
      </PagedList>
      <MessageLine message={store.message} focus />
      <ConfirmDelete pending={store} message={(category) => he.confirmDelete(category.categoryName)} />
    </div>
  );
});
