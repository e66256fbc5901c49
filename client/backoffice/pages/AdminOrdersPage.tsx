// admin/dashboard/:userId/orders: every order of every customer, paged, with the customer's last
// name, phone and email, the date (dd/mm/yyyy), the total with VAT, its lines (opened in place)
// and the order document.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/contract/entities';
import { formatAgorot, formatDate, formatShekels } from '@shared/format';
import { documentPath } from '../../api/documents';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { DataTable } from '../components/DataTable';
import { createAdminOrdersList } from '../stores/AdminOrdersStore';
import '../components/Hub.css';

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

const AdminOrdersPage = observer(function AdminOrdersPage() {
  const root = useStores();
  const [list] = useState(() => createAdminOrdersList(root));
  const hub = root.session.dashboardPath ?? '/';
  return (
    <div className="hub-page">
      <header className="hub-head">
        <div>
          <h1>{t.title}</h1>
          <Link to={hub}>{t.backToHub}</Link>
        </div>
        {list.totalCount > 0 && <p className="muted">{t.count(list.totalCount)}</p>}
      </header>
      <PagedList list={list} label={t.listLabel} empty={t.empty}>
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
    </div>
  );
});

export default AdminOrdersPage;
