// /priceLists: the price lists, paged and searchable, each with Edit and Delete (confirmed; a list
// a customer buys from cannot be deleted).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { idColumn, RowAction } from '../components/DataTable';
import { useFlash } from '../components/FormPage';
import { ListPage } from '../components/ListPage';
import { PriceListListStore } from '../stores/PriceListListStore';

function PriceListListPage() {
  const { api } = useStores();
  const [store] = useState(() => new PriceListListStore(api));
  const flash = useFlash();
  useEffect(() => store.setMessage(flash), [store, flash]);
  return (
    <ListPage
      title={he.plListTitle}
      add={{ to: '/add-priceList', label: he.plAddLink }}
      message={store.message}
      list={store.list}
      label={he.plListLabel}
      empty={he.plEmpty}
      columns={[idColumn, { header: he.plColName, cell: (p) => p.name }]}
      actions={(p) => (
        <>
          <RowAction to={`/priceLists/edit/${p.id}`} label={he.plEditOf(p.name)}>
            {he.plEdit}
          </RowAction>
          <RowAction danger onClick={() => store.askDelete(p)} label={he.plDeleteOf(p.name)}>
            {he.plDelete}
          </RowAction>
        </>
      )}
    >
      <ConfirmDelete pending={store} message={he.plConfirmDelete} />
    </ListPage>
  );
}

export default observer(PriceListListPage);
