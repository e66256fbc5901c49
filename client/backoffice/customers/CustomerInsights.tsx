// 'תובנות' of the customer card (docs/product.md §6.4): the customer's own figures as the server computed
// them from every order (§6.5): its orders and sales in the last 90 days, its rhythm (how often it orders,
// how long since it last did, and whether it is past its rhythm), its last 26 weeks, its top items and
// the items it stopped buying.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatShekels } from '@shared/format';
import { addDays } from '@shared/rules/delivery';
import { dayText } from '@shared/rules/orderDays';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useStores } from '../../stores/StoreContext';
import { he } from './he';
import { boInsights } from '../insights';
import { WeeklyChart } from '../insights';
import { CustomerInsightsStore } from './CustomerInsightsStore';

const i = boInsights;

export const CustomerInsights = observer(function CustomerInsights({ customerId }: { customerId: number }) {
  const root = useStores();
  const [store] = useState(() => new CustomerInsightsStore(root, customerId));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const titleId = `customer-insights-${customerId}`;
  const figures = store.figures;
  const rhythm = figures?.rhythm ?? null;
  return (
    <section className="bo-card customer-card__section" aria-labelledby={titleId} aria-busy={store.loading}>
      <h2 id={titleId}>{he.insightsTitle}</h2>
      {store.error ? (
        <LoadFailed text={store.error} onRetry={() => void store.load()} />
      ) : store.none ? (
        <p className="muted">{he.insightsEmpty}</p>
      ) : !figures ? (
        <Spinner label={he.insightsLoading} waitsOnNetwork />
      ) : (
        <>
          <dl className="customer-card__facts customer-insights">
            <div>
              <dt>{he.ordersIn90}</dt>
              <dd className="hub-num">{figures.orders90}</dd>
            </div>
            <div>
              <dt>{he.totalIn90}</dt>
              <dd className="hub-num">{formatShekels(figures.total90)}</dd>
            </div>
            <div>
              <dt>{he.lastOrder}</dt>
              <dd>
                {rhythm ? (
                  <>
                    <span className="hub-num">{dayText(rhythm.lastOrderDay)}</span>{' '}
                    <span className="muted">({he.daysAgo(rhythm.daysSince)})</span>
                  </>
                ) : (
                  he.notEnough
                )}
              </dd>
            </div>
            <div>
              <dt>{he.medianGap}</dt>
              <dd>{rhythm ? i.median(rhythm.medianDays) : he.notEnough}</dd>
            </div>
          </dl>
          {rhythm?.lapsed && (
            <p className="alert alert--warning" role="status">
              {i.callLapsed(rhythm.daysSince, rhythm.medianDays)}
            </p>
          )}
          <WeeklyChart weeks={figures.weeks} from={figures.weeks[0]?.weekStart ?? figures.today} to={figures.today} />
          {figures.topItems.length > 0 && (
            <>
              <h3 className="customer-insights__title">{he.topItems}</h3>
              <ol className="customer-insights__list">
                {figures.topItems.slice(0, 5).map((item) => (
                  <li key={item.itemId}>
                    {item.name} <span className="muted hub-num">{formatShekels(item.total)}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
          {figures.stopped.length > 0 && (
            <>
              <h3 className="customer-insights__title">{he.stopped}</h3>
              <ul className="customer-insights__list">
                {figures.stopped.map((item) => (
                  <li key={item.itemId}>
                    {item.itemName} <span className="muted">({he.stoppedSince(dayText(item.lastBoughtDay), item.ordersSince)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="muted hub-hint">{he.basis(dayText(addDays(figures.today, -89)))}</p>
        </>
      )}
    </section>
  );
});
