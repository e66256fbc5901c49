// admin/dashboard/:userId/insights (docs/product.md §6.5): what a store manager opens first. Today's
// calls (customers past their usual rhythm, and those whose usual day is today; a name opens its
// card), then the period's
// figures: sales week by week, the top customers and items; then every customer past its rhythm and
// the items customers stopped buying. The period is kept in the address (?weeks= or ?from=&to=).
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CallListEntry, CustomerRhythm, CustomerTotal, ItemTotal, StoppedItem } from '@shared/contract/insights';
import { formatShekels, formatTime } from '@shared/format';
import { dayText } from '@shared/rules/orderDays';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useStores } from '../../stores/StoreContext';
import { CustomerLink } from '../customers';
import { he } from './he';
import { DataTable } from '../lib/DataTable';
import { DateField } from '../lib/DateField';
import { useScreenStore } from '../lib/screen';
import { InsightsStore, PRESETS, type Preset } from './InsightsStore';
import { ShareBar } from './ShareBar';
import { WeeklyChart } from './WeeklyChart';
import '../lib/Hub.css';
import './Insights.css';

const Phone = ({ name, phone }: { name: string; phone: string }) =>
  phone ? (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hub-num" aria-label={he.callPhone(name, phone)} dir="ltr">
      {phone}
    </a>
  ) : null;

const PeriodPicker = observer(function PeriodPicker({ store }: { store: InsightsStore }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.apply();
  };
  return (
    <form className="insights-period" onSubmit={submit} noValidate>
      <fieldset className="insights-period__choices">
        <legend>{he.periodLegend}</legend>
        {PRESETS.map((preset: Preset) => (
          <label key={preset} className="insights-period__choice">
            <input type="radio" name="insights-period" checked={store.preset === preset} onChange={() => store.choose(preset)} />
            {he.presets[preset]}
          </label>
        ))}
        <label className="insights-period__choice">
          <input type="radio" name="insights-period" checked={store.preset === 'custom'} onChange={() => store.chooseCustom()} />
          {he.custom}
        </label>
      </fieldset>
      {store.preset === 'custom' && (
        <div className="insights-period__days">
          <DateField label={he.from} value={store.from} onChange={(day) => store.setFrom(day)} className="field date-field" />
          <DateField label={he.to} value={store.to} onChange={(day) => store.setTo(day)} className="field date-field" />
          <button type="submit" className="button button--small">
            {he.apply}
          </button>
          {store.periodError && (
            <p className="alert alert--error insights-period__error" role="alert">
              {store.periodError}
            </p>
          )}
        </div>
      )}
    </form>
  );
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="hub-section insights-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function CallList({ calls, today }: { calls: readonly CallListEntry[]; today: string }) {
  if (calls.length === 0) return <p className="muted">{he.callsEmpty}</p>;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return (
    <ul className="insights-calls">
      {calls.map((call) => (
        <li key={call.customerId} className={`insights-call insights-call--${call.reason}`}>
          <strong>
            <CustomerLink customerId={call.customerId} name={call.name} />
          </strong>
          <span>
            {call.reason === 'lapsed' && call.medianDays !== null
              ? he.callLapsed(call.daysSince, call.medianDays)
              : he.callUsualDay(weekday, call.daysSince)}
          </span>
          <Phone name={call.name} phone={call.phone} />
        </li>
      ))}
    </ul>
  );
}

const Money = ({ value }: { value: number }) => <span className="hub-num">{formatShekels(value)}</span>;

function TopCustomers({ rows }: { rows: readonly CustomerTotal[] }) {
  if (rows.length === 0) return <p className="muted">{he.topEmpty}</p>;
  const max = rows[0]!.total;
  return (
    <DataTable
      caption={he.topCustomersTitle}
      className="insights-table"
      rows={rows}
      rowKey={(row) => row.customerId}
      columns={[
        { header: he.colCustomer, cell: (row) => <CustomerLink customerId={row.customerId} name={row.name} /> },
        { header: he.colOrders, cell: (row) => <span className="hub-num">{row.orders}</span> },
        { header: he.colTotal, cell: (row) => <Money value={row.total} /> },
        { header: he.colShare, cell: (row) => <ShareBar value={row.total} max={max} /> },
      ]}
    />
  );
}

function TopItems({ rows }: { rows: readonly ItemTotal[] }) {
  if (rows.length === 0) return <p className="muted">{he.topEmpty}</p>;
  const max = rows[0]!.total;
  return (
    <DataTable
      caption={he.topItemsTitle}
      className="insights-table"
      rows={rows}
      rowKey={(row) => row.itemId}
      columns={[
        {
          header: he.colItem,
          cell: (row) => (
            <>
              {row.name} <span className="muted hub-num">({row.itemId})</span>
            </>
          ),
        },
        { header: he.colUnits, cell: (row) => <span className="hub-num">{row.quantity.toLocaleString('he-IL')}</span> },
        { header: he.colTotal, cell: (row) => <Money value={row.total} /> },
        { header: he.colShare, cell: (row) => <ShareBar value={row.total} max={max} /> },
      ]}
    />
  );
}

function Lapsed({ rows }: { rows: readonly CustomerRhythm[] }) {
  if (rows.length === 0) return <p className="muted">{he.lapsedEmpty}</p>;
  return (
    <DataTable
      caption={he.lapsedTitle}
      rows={rows}
      rowKey={(row) => row.customerId}
      columns={[
        { header: he.colCustomer, cell: (row) => <CustomerLink customerId={row.customerId} name={row.name} /> },
        { header: he.colLastOrder, cell: (row) => <span className="hub-num">{dayText(row.lastOrderDay)}</span> },
        { header: he.colUsual, cell: (row) => he.median(row.medianDays) },
        { header: he.colOverdue, cell: (row) => <strong>{he.days(row.overdueDays)}</strong> },
        { header: he.colPhone, cell: (row) => <Phone name={row.name} phone={row.phone} /> },
      ]}
    />
  );
}

function Stopped({ rows }: { rows: readonly StoppedItem[] }) {
  if (rows.length === 0) return <p className="muted">{he.stoppedEmpty}</p>;
  return (
    <DataTable
      caption={he.stoppedTitle}
      rows={rows}
      rowKey={(row) => `${row.customerId}:${row.itemId}`}
      columns={[
        { header: he.colCustomer, cell: (row) => <CustomerLink customerId={row.customerId} name={row.customerName} /> },
        { header: he.colItem, cell: (row) => row.itemName },
        { header: he.colTimes, cell: (row) => he.timesBought(row.timesBought) },
        { header: he.colLastBought, cell: (row) => <span className="hub-num">{dayText(row.lastBoughtDay)}</span> },
        { header: he.colOrdersSince, cell: (row) => <span className="hub-num">{row.ordersSince}</span> },
      ]}
    />
  );
}

const InsightsPage = observer(function InsightsPage() {
  const { session } = useStores();
  const [params, setParams] = useSearchParams();
  const store = useScreenStore(
    (root) => new InsightsStore(root, { weeks: params.get('weeks'), from: params.get('from'), to: params.get('to') }),
  );
  const address = new URLSearchParams(store.address).toString();
  // The period chosen is kept in the address (a reload or a shared link shows the same figures).
  useEffect(() => {
    setParams(new URLSearchParams(address), { replace: true });
  }, [setParams, address]);
  const hub = session.dashboardPath ?? '/';
  const summary = store.summary;
  return (
    <div className="hub-page insights-page">
      <header className="hub-head">
        <div>
          <h1>{he.title}</h1>
          <Link to={hub}>{he.backToHub}</Link>
        </div>
        {summary && <p className="muted">{he.asOf(formatTime(summary.asOf))}</p>}
      </header>
      <PeriodPicker store={store} />
      {store.error && <LoadFailed text={store.error} onRetry={() => void store.load()} />}
      {!summary && store.loading && (
        <p className="insights-loading">
          <Spinner label={he.loadingInsights} waitsOnNetwork /> {he.loadingInsights}
        </p>
      )}
      {summary && (
        <div className="insights-body" aria-busy={store.loading}>
          <Section id="insights-calls" title={he.callsTitle}>
            <CallList calls={summary.callList} today={summary.today} />
          </Section>
          <Section id="insights-weeks" title={he.weeksTitle}>
            <dl className="insights-figures" aria-label={he.figuresLabel}>
              <div>
                <dt>{he.ordersInPeriod}</dt>
                <dd className="hub-num">{summary.ordersInPeriod.toLocaleString('he-IL')}</dd>
              </div>
              <div>
                <dt>{he.totalInPeriod}</dt>
                <dd className="hub-num">{formatShekels(summary.totalInPeriod)}</dd>
              </div>
              <div>
                <dt>{he.averageOrder}</dt>
                <dd className="hub-num">
                  {formatShekels(summary.ordersInPeriod ? Math.round((summary.totalInPeriod / summary.ordersInPeriod) * 100) / 100 : 0)}
                </dd>
              </div>
            </dl>
            <p className="muted">{he.periodText(dayText(summary.from), dayText(summary.to))}</p>
            <WeeklyChart weeks={summary.weeks} from={summary.from} to={summary.to} />
          </Section>
          <div className="insights-tops">
            <Section id="insights-top-customers" title={he.topCustomersTitle}>
              <TopCustomers rows={summary.topCustomers} />
            </Section>
            <Section id="insights-top-items" title={he.topItemsTitle}>
              <TopItems rows={summary.topItems} />
            </Section>
          </div>
          <Section id="insights-lapsed" title={he.lapsedTitle}>
            <Lapsed rows={summary.lapsed} />
          </Section>
          <Section id="insights-stopped" title={he.stoppedTitle}>
            <Stopped rows={summary.stopped} />
          </Section>
          <p className="muted insights-explain">{he.explain}</p>
        </div>
      )}
    </div>
  );
});

export default InsightsPage;
