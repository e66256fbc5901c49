// The all-orders filters: a customer, a status (capability 'order-status') and a range of days (typed dd/mm/yyyy whatever the browser's
// language), kept in the address; and the two exports of the orders they keep.
import { observer } from 'mobx-react-lite';
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES } from '@shared/rules/orderStatus';
import { he } from './he';
import { downloadCsv } from '../lib/csv';
import { DateField } from '../lib/DateField';
import { MessageLine } from '../lib/Message';
import { NO_FILTERS, type AdminOrdersStore, type ExportKind, type OrderFilters } from './AdminOrdersStore';
import { StatusSelect } from './OrderCells';

export const FILTER_NAMES = ['customer', 'from', 'to', 'status'] as const;

/** The customer and day filters, and the exports of what they keep. */
export const OrderFiltersBar = observer(function OrderFiltersBar({ store, withStatus }: { store: AdminOrdersStore; withStatus: boolean }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { customer, from, to, status = '' } = store.filters;
  // A date field whose text is not a whole day: the list still keeps the last day it was, so nothing
  // is exported until the field says what is filtered.
  const [unread, setUnread] = useState({ from: false, to: false });
  const fromValidity = useCallback((valid: boolean) => setUnread((u) => ({ ...u, from: !valid })), []);
  const toValidity = useCallback((valid: boolean) => setUnread((u) => ({ ...u, to: !valid })), []);
  /**
   * Applies the filters at once, then says them in the address: a second change made before the
   * address has changed (two dates typed in quick succession) builds on the first, not on the
   * address this bar was drawn with.
   */
  const apply = (filters: OrderFilters) => {
    store.setFilters(filters);
    const next = new URLSearchParams(params);
    for (const name of FILTER_NAMES) {
      const value = filters[name];
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const set = (name: keyof OrderFilters, value: string) => apply({ ...store.filters, [name]: value });
  const range = `${from ? `-${from}` : ''}${to ? `-${to}` : ''}`;
  const exportCsv = async (kind: ExportKind) => {
    const csv = await store.exportCsv(kind);
    if (csv !== null) downloadCsv(csv, `${kind === 'orders' ? 'orders' : 'order-lines'}${range}.csv`);
  };
  const exportButton = (kind: ExportKind, label: string) => (
    <button
      type="button"
      className="button button--small"
      onClick={() => void exportCsv(kind)}
      disabled={store.exporting !== null || store.filterError !== null || unread.from || unread.to}
      aria-busy={store.exporting === kind}
    >
      {store.exporting === kind ? he.exporting : label}
    </button>
  );
  return (
    <form className="order-filters" role="search" aria-label={he.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="order-filters__field">
        <label htmlFor={`${id}-customer`}>{he.filterCustomer}</label>
        <select id={`${id}-customer`} className="input" value={customer} onChange={(e) => set('customer', e.target.value)}>
          <option value="">{he.allCustomers}</option>
          {store.customers.map((c) => (
            <option key={c.customerId} value={String(c.customerId)}>
              {c.lastName}
            </option>
          ))}
        </select>
      </div>
      {withStatus && (
        <div className="order-filters__field">
          <label htmlFor={`${id}-status`}>{he.filterStatus}</label>
          <StatusSelect
            id={`${id}-status`}
            value={status}
            onChange={(value) => set('status', value)}
            none={he.allStatuses}
            statuses={ORDER_STATUSES}
          />
        </div>
      )}
      <DateField
        className="order-filters__field"
        label={he.filterFrom}
        value={from}
        onChange={(day) => set('from', day)}
        onValidity={fromValidity}
      />
      <DateField
        className="order-filters__field"
        label={he.filterTo}
        value={to}
        onChange={(day) => set('to', day)}
        onValidity={toValidity}
      />
      <div className="order-filters__actions">
        {(customer || from || to || status) && (
          <button type="button" className="button button--secondary button--small" onClick={() => apply(NO_FILTERS)}>
            {he.clearFilters}
          </button>
        )}
        {exportButton('orders', he.exportCsv)}
        {exportButton('lines', he.exportLinesCsv)}
      </div>
      {store.exportMessage && (
        <div className="order-filters__message">
          <MessageLine message={store.exportMessage} />
        </div>
      )}
    </form>
  );
});
