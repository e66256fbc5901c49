// /customers: every business customer, searched by name or number and paged, each name a link to
// its card (/customers/{customerId}), with the price list it buys at.
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { PagedList } from '../../ui/PagedList';
import { he } from './he';
import { DataTable } from '../lib/DataTable';
import { FormPage } from '../lib/FormPage';
import { useScreenStore } from '../lib/screen';
import { CustomerLink } from './CustomerLink';
import { CustomerListStore } from './CustomerListStore';
import '../lib/Hub.css';

const CustomerListPage = observer(function CustomerListPage() {
  const { session } = useStores();
  const store = useScreenStore((deps) => new CustomerListStore(deps));
  const searching = store.list.searchTerm.trim() !== '';
  return (
    <FormPage title={he.listTitle} width="wide" back={{ to: session.dashboardPath ?? '/', label: he.backToHub }}>
      <PagedList list={store.list} label={he.listLabel} empty={searching ? he.emptySearch : he.empty}>
        {(customers) => (
          <DataTable
            rows={customers}
            rowKey={(c) => c.customerId}
            caption={he.listLabel}
            columns={[
              { header: he.colNumber, className: 'bo-num', cell: (c) => c.customerId },
              {
                header: he.colName,
                cell: (c) => <CustomerLink customerId={c.customerId} name={c.lastName} />,
              },
              { header: he.colPriceList, cell: (c) => store.priceListName(c) ?? <span className="muted">{he.noPriceList}</span> },
            ]}
          />
        )}
      </PagedList>
    </FormPage>
  );
});

export default CustomerListPage;
