// /priceLists: the price lists, paged and searchable, each with Edit and Delete (confirmed; a list
// a customer buys from cannot be deleted).
import { useScreenStore } from '../lib/screen';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { he } from '../he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { idColumn, RowAction } from '../lib/DataTable';
import { useFlash } from '../lib/FormPage';
import { ListPage } from '../lib/ListPage';
import { PriceListListStore } from './PriceListListStore';

function PriceListListPage() {
  const store = useScreenStore((deps) => new PriceListListStore(deps));
  const flash = useFlash();
  useEffect(() => store.setMessage(flash), [store, flash]);
  return (
    <ListPage
      title={he.boPriceList.listTitle}
      add={{ to: '/add-priceList', label: he.boPriceList.addLink }}
      message={store.message}
      list={store.list}
      label={he.boPriceList.listLabel}
      empty={he.boPriceList.empty}
      columns={[idColumn, { header: he.boPriceList.colName, cell: (p) => p.name }]}
      actions={(p) => (
        <>
          <RowAction to={`/priceLists/edit/${p.id}`} label={he.boPriceList.editOf(p.name)}>
            {he.boPriceList.edit}
          </RowAction>
          <RowAction danger onClick={() => store.askDelete(p)} label={he.boPriceList.deleteOf(p.name)}>
            {he.boPriceList.delete}
          </RowAction>
        </>
      )}
    >
      <ConfirmDelete pending={store} message={he.boPriceList.confirmDelete} />
    </ListPage>
  );
}

export default observer(PriceListListPage);
