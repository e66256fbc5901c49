// 'תובנות' of the customer card: what the card works out from the customer's newest orders it read
// (insights.ts): orders and their total in the last 90 days, the last order's day, and the median of
// the days between orders. Self-contained behind `customerId`, so it can read the host's own figures
// for the customer instead once they are served, without the card changing.
import { formatDate, formatShekels } from '@shared/format';
import type { Order } from '@shared/contract/entities';
import { he } from '../he';
import { customerInsights } from './insights';

const t = he.boCustomerInsights;

interface Props {
  customerId: number;
  /** The customer's newest orders, as the card read them; null until they are read (or when the read failed). */
  orders: readonly Order[] | null;
  /** How many orders the customer has in all. */
  totalCount: number;
}

export function CustomerInsights({ customerId, orders, totalCount }: Props) {
  const titleId = `customer-insights-${customerId}`;
  const figures = orders ? customerInsights(orders, totalCount) : null;
  const atLeast = (text: string) => (figures?.partial ? t.atLeast(text) : text);
  return (
    <section className="bo-card customer-card__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      {!figures ? (
        <p className="muted">{t.unavailable}</p>
      ) : figures.basis === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <>
          <dl className="customer-card__facts customer-insights">
            <div>
              <dt>{t.ordersIn90}</dt>
              <dd>{atLeast(String(figures.ordersInWindow))}</dd>
            </div>
            <div>
              <dt>{t.totalIn90}</dt>
              <dd>
                {figures.partial && `${t.atLeastWord} `}
                <span className="hub-num">{formatShekels(figures.totalInWindow)}</span>
              </dd>
            </div>
            <div>
              <dt>{t.lastOrder}</dt>
              <dd>
                {figures.lastOrderDate && (
                  <>
                    <span className="hub-num">{formatDate(figures.lastOrderDate)}</span>{' '}
                    <span className="muted">({t.daysAgo(figures.daysSinceLast ?? 0)})</span>
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t.medianGap}</dt>
              <dd>{figures.medianDaysBetween === null ? t.notEnough : t.days(figures.medianDaysBetween)}</dd>
            </div>
          </dl>
          <p className="muted hub-hint">{t.basis(figures.basis)}</p>
        </>
      )}
    </section>
  );
}
