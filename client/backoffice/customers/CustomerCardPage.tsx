// /customers/{customerId}: one customer on one screen (docs/product.md §6.4): its details, its
// price list (changed here), its insights, its newest orders (each with its day and time in Israel,
// its status where the provider keeps one, its total with VAT and its document; a link to all of them
// in the all-orders list) and its users (added here, a password reset, a delete).
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { documentPath } from '../../api/documents';
import { useStores } from '../../stores/StoreContext';
import { DateTime } from '../../ui/DateTime';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { he } from '../he';
import { boOrders } from '../orders';
import { DataTable, type Column } from '../lib/DataTable';
import { FormPage } from '../lib/FormPage';
import { FormSave, SelectField } from '../lib/FormFields';
import { useRouteStore } from '../lib/screen';
import { CustomerCardStore } from './CustomerCardStore';
import { CustomerInsights } from './CustomerInsights';
import { CustomerUsers } from './CustomerUsers';
import '../lib/Hub.css';
import './Customers.css';

const t = he.boCustomerCard;

const Details = observer(function Details({ store }: { store: CustomerCardStore }) {
  const c = store.customer!;
  // The customer's last name is the business's name (the title says it): its first name is the person to ask for.
  const contact = c.firstName || null;
  const unknown = <span className="muted">{t.noDetail}</span>;
  return (
    <section className="bo-card customer-card__section" aria-labelledby="customer-details">
      <h2 id="customer-details">{t.details}</h2>
      <dl className="customer-card__facts">
        <div>
          <dt>{t.customerNumber}</dt>
          <dd>
            <span className="hub-num">{c.customerId}</span>
          </dd>
        </div>
        <div>
          <dt>{t.contactName}</dt>
          <dd>{contact ?? unknown}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>
            {c.phone ? (
              <a href={`tel:${c.phone.replace(/[^0-9+]/g, '')}`} className="hub-num">
                {c.phone}
              </a>
            ) : (
              unknown
            )}
          </dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>
            {c.email ? (
              <a href={`mailto:${c.email}`} dir="ltr">
                {c.email}
              </a>
            ) : (
              unknown
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
});

const PriceListPanel = observer(function PriceListPanel({ store }: { store: CustomerCardStore }) {
  const save = (e: FormEvent) => {
    e.preventDefault();
    void store.savePriceList();
  };
  return (
    <section className="bo-card customer-card__section" aria-labelledby="customer-price-list">
      <h2 id="customer-price-list">{t.priceList}</h2>
      {store.priceListsError ? (
        <LoadFailed text={`${t.priceListsFailed} ${store.priceListsError}`} onRetry={() => void store.loadPriceLists()} />
      ) : !store.canChangePriceList ? (
        <>
          <p>{store.priceListName ?? t.noPriceList}</p>
          {!store.detailsOffered && <p className="muted hub-hint">{t.priceListUnavailable}</p>}
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <SelectField
            label={t.priceListLabel}
            value={store.chosenPriceList}
            onChange={(v) => store.setChosenPriceList(v)}
            placeholder={store.customer?.priceListId == null ? t.noPriceList : undefined}
          >
            {store.priceLists.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <p className="muted hub-hint">{t.priceListHint}</p>
          <FormSave form={store.priceListForm} label={t.savePriceList} busyLabel={t.savingPriceList} />
        </form>
      )}
    </section>
  );
});

const Orders = observer(function Orders({ store }: { store: CustomerCardStore }) {
  const { session, capabilities } = useStores();
  const withStatus = capabilities.offers('order-status');
  const all = `${session.dashboardPath ?? '/'}/orders?customer=${store.customerId}`;
  const columns: Column<Order>[] = [
    { header: t.colNumber, cell: (o) => <strong className="hub-num">{o.orderNumber}</strong> },
    {
      header: t.colDate,
      cell: (o) => (
        <span className="hub-num">
          <DateTime value={o.orderDate} />
        </span>
      ),
    },
    ...(withStatus ? [{ header: t.colStatus, cell: (o: Order) => (o.status ? boOrders.status[o.status] : '') }] : []),
    { header: t.colTotal, cell: (o) => <span className="hub-num">{formatShekels(o.totalPrice)}</span> },
    {
      header: t.colDocument,
      cell: (o) =>
        o.documentLink ? (
          <a href={documentPath(o.documentLink)} target="_blank" rel="noopener noreferrer">
            {boOrders.document}
            <span className="visually-hidden"> {boOrders.documentOf(o.orderNumber)}</span>
          </a>
        ) : (
          <span className="muted">{boOrders.noDocument}</span>
        ),
    },
  ];
  return (
    <section className="bo-card customer-card__section customer-card__wide" aria-labelledby="customer-orders">
      <div className="customer-card__head">
        <h2 id="customer-orders">{t.orders}</h2>
        {store.ordersTotal > 0 && <Link to={all}>{t.allOrders(store.ordersTotal)}</Link>}
      </div>
      {store.ordersError ? (
        <LoadFailed text={`${t.ordersFailed} ${store.ordersError}`} onRetry={() => void store.loadOrders()} />
      ) : !store.ordersLoaded ? (
        <div className="bo-page__loading">
          <Spinner />
          <span aria-hidden="true">{he.loading}</span>
        </div>
      ) : store.orders.length === 0 ? (
        <p className="muted">{t.noOrders}</p>
      ) : (
        <div className="hub-table-wrap">
          <DataTable rows={store.recentOrders} rowKey={(o) => o.id} columns={columns} caption={t.ordersLabel} />
        </div>
      )}
    </section>
  );
});

const CustomerCardPage = observer(function CustomerCardPage() {
  const { id, store } = useRouteStore('customerId', (deps, customerId) => new CustomerCardStore(deps, customerId));
  const customer = store.customer;
  return (
    <FormPage
      title={customer ? t.title(customer.lastName) : t.titleLoading}
      subtitle={customer ? t.subtitle(customer.customerId) : undefined}
      width="wide"
      back={{ to: '/customers', label: he.boCustomers.backToList }}
      loading={store.loading || (!customer && !store.notFound && !store.loadError && id !== null)}
      loadError={store.loadError ? `${t.loadFailed} ${store.loadError}` : null}
      onRetry={() => void store.loadCustomer()}
      notFound={id === null || store.notFound ? t.notFound : null}
    >
      {customer && (
        <div className="customer-card">
          <Details store={store} />
          <PriceListPanel store={store} />
          <CustomerInsights customerId={store.customerId} />
          <Orders store={store} />
          <CustomerUsers store={store} />
        </div>
      )}
    </FormPage>
  );
});

export default CustomerCardPage;
