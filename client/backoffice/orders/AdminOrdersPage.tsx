// admin/dashboard/:userId/orders: every order of every customer, paged, with the customer's last
// name, phone and email, the day and time it came in (dd/mm/yyyy HH:mm, Israel), the total with VAT, its lines (opened in place),
// the buyer's comment and the order document; with the provider's capability 'order-status', each
// order's status and a way to move it along. Filtered by customer, a range of days and a status (kept
// in the URL: ?customer=&from=&to=&status=), and the filtered orders exported to CSV, by order or by line.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatShekels } from '@shared/format';
import { documentPath } from '../../api/documents';
import { DateTime } from '../../ui/DateTime';
import { PagedList } from '../../ui/PagedList';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { DataTable } from '../lib/DataTable';
import { useScreenStore } from '../lib/screen';
import { AdminOrdersStore, type OrderFilters } from './AdminOrdersStore';
import { OrderComment, OrderLines, OrderStatusCell } from './OrderCells';
import { MessageLine } from '../lib/Message';
import type { Order } from '@shared/contract/entities';
import { OrderFiltersBar } from './OrderFiltersBar';
import { CustomerLink } from '../customers';
import '../lib/Hub.css';

/** The filters the URL names. */
const filtersOf = (params: URLSearchParams): OrderFilters => ({
  customer: params.get('customer') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  status: params.get('status') ?? '',
});

const AdminOrdersPage = observer(function AdminOrdersPage() {
  const { session, capabilities } = useStores();
  const [params] = useSearchParams();
  const store = useScreenStore(
    (root) =>
      new AdminOrdersStore(root, {
        ...filtersOf(params),
        status: root.capabilities.offers('order-status') ? (params.get('status') ?? '') : '',
      }),
  );
  const list = store.list;
  // The provider's capability 'order-status': each order's status, moving it along, and its filter
  // (never asked of a provider without it, whatever the address says).
  const withStatus = capabilities.offers('order-status');
  const { customer, from, to, status: addressStatus } = filtersOf(params);
  const status = withStatus ? addressStatus : '';
  useEffect(() => store.setFilters({ customer, from, to, status }), [store, customer, from, to, status]);
  const hub = session.dashboardPath ?? '/';
  const filtered = Boolean(store.filters.customer || store.filters.from || store.filters.to || store.filters.status);
  return (
    <div className="hub-page">
      <header className="hub-head">
        <div>
          <h1>{he.title}</h1>
          <Link to={hub}>{he.backToHub}</Link>
        </div>
        {list.totalCount > 0 && !store.filterError && <p className="muted">{he.count(list.totalCount)}</p>}
      </header>
      <OrderFiltersBar store={store} withStatus={withStatus} />
      {store.moveMessage && <MessageLine message={store.moveMessage} focus />}
      {store.filterError ? (
        <p className="alert alert--error" role="alert">
          {store.filterError}
        </p>
      ) : (
        <PagedList list={list} label={he.listLabel} empty={filtered ? he.emptyFiltered : he.empty}>
          {(orders) => (
            <DataTable
              rows={orders}
              rowKey={(order) => order.id}
              columns={[
                { header: he.colNumber, cell: (order) => <strong className="hub-num">{order.orderNumber}</strong> },
                {
                  header: he.colDate,
                  // The day and the time it came in, in Israel, as every screen of an order says them.
                  cell: (order) => (
                    <span className="hub-num">
                      <DateTime value={order.orderDate} />
                    </span>
                  ),
                },
                {
                  header: he.colCustomer,
                  cell: (order) => <CustomerLink customerId={order.customerId} name={order.customer.lastName} />,
                },
                { header: he.colPhone, cell: (order) => <span className="hub-num">{order.customer.phone}</span> },
                { header: he.colEmail, cell: (order) => <span dir="ltr">{order.customer.email}</span> },
                { header: he.colTotal, cell: (order) => <span className="hub-num">{formatShekels(order.totalPrice)}</span> },
                ...(withStatus ? [{ header: he.colStatus, cell: (order: Order) => <OrderStatusCell order={order} store={store} /> }] : []),
                { header: he.colLines, cell: (order) => <OrderLines order={order} /> },
                { header: he.colComment, cell: (order) => <OrderComment order={order} /> },
                {
                  header: he.colDocument,
                  cell: (order) =>
                    order.documentLink ? (
                      <a href={documentPath(order.documentLink)} target="_blank" rel="noopener noreferrer">
                        {he.document}
                        <span className="visually-hidden"> {he.documentOf(order.orderNumber)}</span>
                      </a>
                    ) : (
                      <span className="muted">{he.noDocument}</span>
                    ),
                },
              ]}
            />
          )}
        </PagedList>
      )}
    </div>
  );
});

export default AdminOrdersPage;
