// The category list (on /categories and in the category dialog's manage action): the shared paged
// list with search, each row's display order edited in place and saved with 'update order', edit,
// item groups, and delete behind the irreversible-action confirmation.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Category } from '@shared/contract/entities';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { CategoryListStore } from '../stores/CategoryListStore';
import { HubNotice } from './HubNotice';
import './Hub.css';
import { OrderInput } from './OrderInput';

const t = he.boCategory;

interface Props {
  onEdit: (category: Category) => void;
  onGroups: (category: Category) => void;
}

export const CategoryTable = observer(function CategoryTable({ onEdit, onGroups }: Props) {
  const root = useStores();
  const [store] = useState(() => new CategoryListStore(root));
  const [toDelete, setToDelete] = useState<Category | null>(null);
  useEffect(() => store.watch(), [store]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await store.remove(toDelete);
    setToDelete(null);
  };

  return (
    <div className="hub-category-table">
      <PagedList list={store.list} label={t.listLabel}>
        {(items) => (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void store.saveOrder();
            }}
          >
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t.colName}</th>
                  <th scope="col">{t.colDescription}</th>
                  <th scope="col">{t.colGroups}</th>
                  <th scope="col">{t.colOrder}</th>
                  <th scope="col">{t.colActions}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((category) => (
                  <tr key={category.id}>
                    <td data-label={t.colName}>
                      <strong>{category.categoryName}</strong>
                    </td>
                    <td data-label={t.colDescription} className="hub-cell--muted hub-cell--clip" title={category.description}>
                      {category.description}
                    </td>
                    <td data-label={t.colGroups}>{category.itemGroups.length}</td>
                    <td data-label={t.colOrder}>
                      <OrderInput label={t.orderOf(category.categoryName)} value={store.orderOf(category.id)} onChange={(value) => store.setOrder(category.id, value)} />
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <button type="button" className="button button--secondary button--small" aria-label={t.editOf(category.categoryName)} onClick={() => onEdit(category)}>
                          {he.edit}
                        </button>
                        <button type="button" className="button button--secondary button--small" aria-label={t.groupsOf(category.categoryName)} onClick={() => onGroups(category)}>
                          {t.groupsButton}
                        </button>
                        <button type="button" className="button button--danger button--small" aria-label={t.deleteOf(category.categoryName)} onClick={() => setToDelete(category)}>
                          {he.delete}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="hub-list-footer">
              <button type="submit" className="button" disabled={store.savingOrder}>
                {t.saveOrder}
              </button>
            </div>
          </form>
        )}
      </PagedList>
      <HubNotice notice={store.notice} />
      {toDelete && (
        <ConfirmDialog
          message={t.confirmDelete(toDelete.categoryName)}
          irreversible
          busy={store.deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
});
