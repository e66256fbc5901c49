// /priceLists: the price lists, paged and searchable, each with the customers who buy at it, Edit
// and Delete (confirmed; a list a customer buys from cannot be deleted, and the refusal names them).
import { useScreenStore } from '../lib/screen';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PriceList } from '@shared/contract/entities';
import { LoadFailed } from '../../ui/LoadFailed';
import { he } from './he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { idColumn, RowAction, type Column } from '../lib/DataTable';
import { useFlash } from '../lib/FormPage';
import { ListPage } from '../lib/ListPage';
import { PriceListListStore } from './PriceListListStore';

/** Who buys at a list: their names, 'none', or nothing while they load. */
const Customers = observer(function Customers({ store, priceList }: { store: PriceListListStore; priceList: PriceList }) {
  if (!store.customers) return null;
  const names = store.customersOf(priceList.id).map((c) => c.lastName);
  return names.length > 0 ? <>{names.join(', ')}</> : <span className="muted">{he.noCustomers}</span>;
});

function PriceListListPage() {
  const store = useScreenStore((deps) => new PriceListListStore(deps));
  const flash = useFlash();
  useEffect(() => store.setMessage(flash), [store, flash]);
  const columns: Column<PriceList>[] = [idColumn, { header: he.colName, cell: (p) => p.name }];
  // A provider that does not tell each customer's list gets no column (rather than 'no customers' everywhere).
  if (store.knowsCustomers || (store.customers === null && !store.customersError))
    columns.push({ header: he.colCustomers, cell: (p) => <Customers store={store} priceList={p} /> });
  return (
    <ListPage
      title={he.listTitle}
      add={{ to: '/add-priceList', label: he.addLink }}
      message={store.message}
      notice={store.customersError && <LoadFailed text={he.customersFailed} onRetry={() => void store.load()} />}
      list={store.list}
      label={he.listLabel}
      empty={he.empty}
      columns={columns}
      actions={(p) => (
        <>
          <RowAction to={`/priceLists/edit/${p.id}`} label={he.editOf(p.name)}>
            {he.edit}
          </RowAction>
          <RowAction danger onClick={() => store.askDelete(p)} label={he.deleteOf(p.name)}>
            {he.delete}
          </RowAction>
        </>
      )}
    >
      <ConfirmDelete pending={store} message={he.confirmDelete} />
    </ListPage>
  );
}

export default observer(PriceListListPage);
