// admin/dashboard/:userId/orders: every order of every customer, paged, with the customer's last
// name, phone and email, the date (dd/mm/yyyy), the total with VAT and the order document.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatShekels } from '@shared/format';
import { documentPath } from '../../api/documents';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { createAdminOrdersList } from '../stores/AdminOrdersStore';
import '../components/Hub.css';

const t = he.boOrders;

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
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t.colNumber}</th>
                <th scope="col">{t.colDate}</th>
                <th scope="col">{t.colCustomer}</th>
                <th scope="col">{t.colPhone}</th>
                <th scope="col">{t.colEmail}</th>
                <th scope="col">{t.colTotal}</th>
                <th scope="col">{t.colDocument}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label={t.colNumber}>
                    <strong className="hub-num">{order.orderNumber}</strong>
                  </td>
                  <td data-label={t.colDate}>
                    <span className="hub-num">{formatDate(order.orderDate)}</span>
                  </td>
                  <td data-label={t.colCustomer}>{order.customer.lastName}</td>
                  <td data-label={t.colPhone}>
                    <span dir="ltr">{order.customer.phone}</span>
                  </td>
                  <td data-label={t.colEmail}>
                    <span dir="ltr">{order.customer.email}</span>
                  </td>
                  <td data-label={t.colTotal}>
                    <span className="hub-num">{formatShekels(order.totalPrice)}</span>
                  </td>
                  <td data-label={t.colDocument}>
                    {order.documentLink ? (
                      <a href={documentPath(order.documentLink)} target="_blank" rel="noopener noreferrer">
                        {t.document}
                        <span className="visually-hidden"> {t.documentOf(order.orderNumber)}</span>
                      </a>
                    ) : (
                      <span className="muted">{t.noDocument}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </div>
  );
});

export default AdminOrdersPage;
