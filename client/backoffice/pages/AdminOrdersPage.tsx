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
import { DataTable } from '../components/DataTable';
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
          <DataTable
            rows={orders}
            rowKey={(order) => order.id}
            columns={[
              { header: t.colNumber, cell: (order) => <strong className="hub-num">{order.orderNumber}</strong> },
              { header: t.colDate, cell: (order) => <span className="hub-num">{formatDate(order.orderDate)}</span> },
              { header: t.colCustomer, cell: (order) => order.customer.lastName },
              { header: t.colPhone, cell: (order) => <span dir="ltr">{order.customer.phone}</span> },
              { header: t.colEmail, cell: (order) => <span dir="ltr">{order.customer.email}</span> },
              { header: t.colTotal, cell: (order) => <span className="hub-num">{formatShekels(order.totalPrice)}</span> },
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
