// admin/dashboard/:userId/orders: every order of every customer, paged, with the customer's last
// name, phone and email, the date (dd/mm/yyyy), the total with VAT, its lines (opened in place)
// and the order document. Filtered by customer and a range of days (kept in the URL:
// ?customer=&from=&to=), and the filtered orders exported to CSV.
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '@shared/contract/entities';
import { formatAgorot, formatDate, formatShekels } from '@shared/format';
import { documentPath } from '../../api/documents';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { DataTable } from '../lib/DataTable';
import { MessageLine } from '../lib/Message';
import { useScreenStore } from '../lib/screen';
import { AdminOrdersStore, NO_FILTERS, type OrderFilters } from './AdminOrdersStore';
import '../lib/Hub.css';

const t = he.boOrders;

/** An order's lines, opened in place: product, item code, quantity, unit price and line total. */
function OrderLines({ order }: { order: Order }) {
  if (order.orderItems.length === 0) return <span className="muted">{t.noLines}</span>;
  return (
    <details className="order-lines">
      <summary>
        {t.linesSummary(order.orderItems.length)}
        <span className="visually-hidden"> {t.linesOf(order.orderNumber)}</span>
      </summary>
      <table className="order-lines__table">
        <caption className="visually-hidden">{t.linesOf(order.orderNumber)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.lineProduct}</th>
            <th scope="col">{t.lineCode}</th>
            <th scope="col">{t.lineQuantity}</th>
            <th scope="col">{t.lineUnitPrice}</th>
            <th scope="col">{t.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((line, i) => (
            <tr key={`${line.itemId}-${i}`}>
              <td data-label={t.lineProduct}>{line.productName}</td>
              <td data-label={t.lineCode}>
                <span className="hub-num">{line.itemId}</span>
              </td>
              <td data-label={t.lineQuantity}>
                <span className="hub-num">{line.quantity}</span>
              </td>
              <td data-label={t.lineUnitPrice}>
                <span className="hub-num">{formatShekels(line.unitPrice)}</span>
              </td>
              <td data-label={t.lineTotal}>
                <span className="hub-num">{formatAgorot(Math.round(line.unitPrice * 100) * line.quantity)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const FILTER_NAMES = ['customer', 'from', 'to'] as const;

/** The filters the URL names. */
const filtersOf = (params: URLSearchParams): OrderFilters => ({
  customer: params.get('customer') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

/** Saves text as a file the browser downloads. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The customer and day filters, and the export of what they keep. */
const OrderFiltersBar = observer(function OrderFiltersBar({ store }: { store: AdminOrdersStore }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { customer, from, to } = store.filters;
  /**
   * Applies the filters at once, then says them in the address: a second change made before the
   * address has changed (two dates typed in quick succession) builds on the first, not on the
   * address this bar was drawn with.
   */
  const apply = (filters: OrderFilters) => {
    store.setFilters(filters);
    const next = new URLSearchParams(params);
    for (const name of FILTER_NAMES) {
      if (filters[name]) next.set(name, filters[name]);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const set = (name: keyof OrderFilters, value: string) => apply({ ...store.filters, [name]: value });
  const clear = () => apply(NO_FILTERS);
  const exportCsv = async () => {
    const csv = await store.exportCsv();
    if (csv !== null) download(csv, `orders${from ? `-${from}` : ''}${to ? `-${to}` : ''}.csv`);
  };
  return (
    <form className="order-filters" role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="order-filters__field">
        <label htmlFor={`${id}-customer`}>{t.filterCustomer}</label>
        <select id={`${id}-customer`} className="input" value={customer} onChange={(e) => set('customer', e.target.value)}>
          <option value="">{t.allCustomers}</option>
          {store.customers.map((c) => (
            <option key={c.customerId} value={String(c.customerId)}>
              {c.lastName}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filters__field">
        <label htmlFor={`${id}-from`}>{t.filterFrom}</label>
        <input
          id={`${id}-from`}
          className="input"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="order-filters__field">
        <label htmlFor={`${id}-to`}>{t.filterTo}</label>
        <input
          id={`${id}-to`}
          className="input"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <div className="order-filters__actions">
        {(customer || from || to) && (
          <button type="button" className="button button--secondary button--small" onClick={clear}>
            {t.clearFilters}
          </button>
        )}
        <button
          type="button"
          className="button button--small"
          onClick={() => void exportCsv()}
          disabled={store.exporting || store.filterError !== null}
          aria-busy={store.exporting}
        >
          {store.exporting ? t.exporting : t.exportCsv}
        </button>
      </div>
      {store.exportMessage && (
        <div className="order-filters__message">
          <MessageLine message={store.exportMessage} />
        </div>
      )}
    </form>
  );
});

const AdminOrdersPage = observer(function AdminOrdersPage() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const store = useScreenStore((root) => new AdminOrdersStore(root, filtersOf(params)));
  const list = store.list;
  const { customer, from, to } = filtersOf(params);
  useEffect(() => store.setFilters({ customer, from, to }), [store, customer, from, to]);
  const hub = session.dashboardPath ?? '/';
  const filtered = Boolean(store.filters.customer || store.filters.from || store.filters.to);
  return (
    <div className="hub-page">
      <header className="hub-head">
        <div>
          <h1>{t.title}</h1>
          <Link to={hub}>{t.backToHub}</Link>
        </div>
        {list.totalCount > 0 && !store.filterError && <p className="muted">{t.count(list.totalCount)}</p>}
      </header>
      <OrderFiltersBar store={store} />
      {store.filterError ? (
        <p className="alert alert--error" role="alert">
          {store.filterError}
        </p>
      ) : (
        <PagedList list={list} label={t.listLabel} empty={filtered ? t.emptyFiltered : t.empty}>
          {(orders) => (
            <DataTable
              rows={orders}
              rowKey={(order) => order.id}
              columns={[
                { header: t.colNumber, cell: (order) => <strong className="hub-num">{order.orderNumber}</strong> },
                { header: t.colDate, cell: (order) => <span className="hub-num">{formatDate(order.orderDate)}</span> },
                { header: t.colCustomer, cell: (order) => order.customer.lastName },
                { header: t.colPhone, cell: (order) => <span className="hub-num">{order.customer.phone}</span> },
                { header: t.colEmail, cell: (order) => <span dir="ltr">{order.customer.email}</span> },
                { header: t.colTotal, cell: (order) => <span className="hub-num">{formatShekels(order.totalPrice)}</span> },
                { header: t.colLines, cell: (order) => <OrderLines order={order} /> },
                {
                  header: t.colDocument,
                  cell: (order) =>
                    order.documentLink ? (
                      <a href={documentPath(order.documentLink)} target="_blank" rel="noopener noreferrer">
                        {t.document}
                        <span className="visually-hidden"> {t.documentOf(order.orderNumber)}</span>
                      </a>
                    ) : (
                      <span className="muted">{t.noDocument}</span>
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
