// The category list (on /categories and in the category dialog's manage action): the shared paged
// list with search, each row's display order edited in place and saved with 'update order', edit,
// item groups, and delete behind the irreversible-action confirmation.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { Category } from '@shared/contract/entities';
import { PagedList } from '../../ui/PagedList';
import { he } from '../he';
import type { CategoryListStore } from './CategoryListStore';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { DataTable, RowAction } from '../lib/DataTable';
import '../lib/Hub.css';
import { OrderForm, OrderInput } from '../lib/OrderInput';

const t = he.boCategory;

interface Props {
  store: CategoryListStore;
  onEdit: (category: Category) => void;
  onGroups: (category: Category) => void;
}

export const CategoryTable = observer(function CategoryTable({ store, onEdit, onGroups }: Props) {
  return (
    <div className="hub-category-table">
      <PagedList list={store.list} label={t.listLabel}>
        {(items) => (
          <OrderForm onSave={() => void store.saveOrder()} saveLabel={t.saveOrder} busy={store.savingOrder}>
            <DataTable
              rows={items}
              rowKey={(category) => category.id}
              columns={[
                { header: t.colName, cell: (category) => <strong>{category.categoryName}</strong> },
                {
                  header: t.colDescription,
                  className: 'hub-cell--muted hub-cell--clip',
                  title: (category) => category.description,
                  cell: (category) => category.description,
                },
                { header: t.colGroups, cell: (category) => category.itemGroups.length },
                {
                  header: t.colOrder,
                  cell: (category) => (
                    <OrderInput
                      label={t.orderOf(category.categoryName)}
                      value={store.orderOf(category.id)}
                      onChange={(value) => store.setOrder(category.id, value)}
                    />
                  ),
                },
              ]}
              actionsHeader={t.colActions}
              actions={(category) => (
                <>
                  <RowAction label={t.editOf(category.categoryName)} onClick={() => onEdit(category)}>
                    {he.edit}
                  </RowAction>
                  <RowAction label={t.groupsOf(category.categoryName)} onClick={() => onGroups(category)}>
                    {t.groupsButton}
                  </RowAction>
                  <RowAction danger label={t.deleteOf(category.categoryName)} onClick={() => store.askDelete(category)}>
                    {he.delete}
                  </RowAction>
                </>
              )}
            />
          </OrderForm>
        )}
      </PagedList>
      <MessageLine message={store.message} focus />
      <ConfirmDelete pending={store} message={(category) => t.confirmDelete(category.categoryName)} />
    </div>
  );
});
