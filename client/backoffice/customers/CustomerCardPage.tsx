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
import { he } from './he';
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

const Details = observer(function Details({ store }: { store: CustomerCardStore }) {
  const c = store.customer!;
  // The customer's last name is the business's name (the title says it): its first name is the person to ask for.
  const contact = c.firstName || null;
  const unknown = <span className="muted">{he.noDetail}</span>;
  return (
    <section className="bo-card customer-card__section" aria-labelledby="customer-details">
      <h2 id="customer-details">{he.details}</h2>
      <dl className="customer-card__facts">
        <div>
          <dt>{he.customerNumber}</dt>
          <dd>
            <span className="hub-num">{c.customerId}</span>
          </dd>
        </div>
        <div>
          <dt>{he.contactName}</dt>
          <dd>{contact ?? unknown}</dd>
        </div>
        <div>
          <dt>{he.phone}</dt>
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
          <dt>{he.email}</dt>
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
      <h2 id="customer-price-list">{he.priceList}</h2>
      {store.priceListsError ? (
        <LoadFailed text={`${he.priceListsFailed} ${store.priceListsError}`} onRetry={() => void store.loadPriceLists()} />
      ) : !store.canChangePriceList ? (
        <>
          <p>{store.priceListName ?? he.cardNoPriceList}</p>
          {!store.detailsOffered && <p className="muted hub-hint">{he.priceListUnavailable}</p>}
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <SelectField
            label={he.priceListLabel}
            value={store.chosenPriceList}
            onChange={(v) => store.setChosenPriceList(v)}
            placeholder={store.customer?.priceListId == null ? he.cardNoPriceList : undefined}
          >
            {store.priceLists.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <p className="muted hub-hint">{he.priceListHint}</p>
          <FormSave form={store.priceListForm} label={he.savePriceList} busyLabel={he.savingPriceList} />
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
    { header: he.cardColNumber, cell: (o) => <strong className="hub-num">{o.orderNumber}</strong> },
    {
      header: he.colDate,
      cell: (o) => (
        <span className="hub-num">
          <DateTime value={o.orderDate} />
        </span>
      ),
    },
    ...(withStatus ? [{ header: he.colStatus, cell: (o: Order) => (o.status ? boOrders.status[o.status] : '') }] : []),
    { header: he.colTotal, cell: (o) => <span className="hub-num">{formatShekels(o.totalPrice)}</span> },
    {
      header: he.colDocument,
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
        <h2 id="customer-orders">{he.orders}</h2>
        {store.ordersTotal > 0 && <Link to={all}>{he.allOrders(store.ordersTotal)}</Link>}
      </div>
      {store.ordersError ? (
        <LoadFailed text={`${he.ordersFailed} ${store.ordersError}`} onRetry={() => void store.loadOrders()} />
      ) : !store.ordersLoaded ? (
        <div className="bo-page__loading">
          <Spinner />
          <span aria-hidden="true">{he.loading}</span>
        </div>
      ) : store.orders.length === 0 ? (
        <p className="muted">{he.noOrders}</p>
      ) : (
        <div className="hub-table-wrap">
          <DataTable rows={store.recentOrders} rowKey={(o) => o.id} columns={columns} caption={he.ordersLabel} />
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
      title={customer ? he.title(customer.lastName) : he.titleLoading}
      subtitle={customer ? he.subtitle(customer.customerId) : undefined}
      width="wide"
      back={{ to: '/customers', label: he.backToCustomers }}
      loading={store.loading || (!customer && !store.notFound && !store.loadError && id !== null)}
      loadError={store.loadError ? `${he.cardLoadFailed} ${store.loadError}` : null}
      onRetry={() => void store.loadCustomer()}
      notFound={id === null || store.notFound ? he.notFound : null}
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
