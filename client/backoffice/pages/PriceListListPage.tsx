// /priceLists: the price lists, paged and searchable, each with Edit and Delete (confirmed; a list
// a customer buys from cannot be deleted).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormMessage } from '../components/FormFields';
import { FormPage, useFlash } from '../components/FormPage';
import { PriceListListStore } from '../stores/PriceListListStore';

function PriceListListPage() {
  const { api } = useStores();
  const [store] = useState(() => new PriceListListStore(api));
  const flash = useFlash();
  useEffect(() => store.setMessage(flash), [store, flash]);
  return (
    <FormPage
      title={he.plListTitle}
      width="wide"
      actions={
        <Link to="/add-priceList" className="button button--small">
          {he.plAddLink}
        </Link>
      }
    >
      {store.message && <FormMessage tone={store.message.tone} text={store.message.text} />}
      <PagedList list={store.list} label={he.plListLabel} empty={he.plEmpty}>
        {(items) => (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{he.boId}</th>
                <th scope="col">{he.plColName}</th>
                <th scope="col">{he.boActions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id}>
                  <td data-label={he.boId} className="bo-num">{p.id}</td>
                  <td data-label={he.plColName}>{p.name}</td>
                  <td className="actions-cell">
                    <div className="row-actions">
                      <Link to={`/priceLists/edit/${p.id}`} className="button button--secondary button--small" aria-label={he.plEditOf(p.name)}>
                        {he.plEdit}
                      </Link>
                      <button type="button" className="button button--danger button--small" onClick={() => store.askDelete(p)} aria-label={he.plDeleteOf(p.name)}>
                        {he.plDelete}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
      {store.pendingDelete && (
        <ConfirmDialog
          message={he.plConfirmDelete}
          irreversible
          busy={store.deleting}
          onConfirm={() => void store.confirmDelete()}
          onCancel={() => store.cancelDelete()}
        />
      )}
    </FormPage>
  );
}

export default observer(PriceListListPage);
