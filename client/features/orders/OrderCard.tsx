// One order in a list: its number, date and time, total with VAT, its status when the provider keeps
// one (and, for an administrator, the customer), its lines on demand, the document link, re-order and
// sending it on. On a phone it is a compact card (OrderList.css), so several fit a screen; each
// action's name says which order it acts on.
import { useId, useState } from 'react';
import type { Order } from '@shared/contract/entities';
import { formatAgorot, formatShekels } from '@shared/format';
import { lineTotal } from '@shared/rules/totals';
import { deadlineTextOf } from '@shared/rules/orderChange';
import { documentPath } from '../../api/documents';
import { he } from './he';
import { DateTime } from '../../ui/DateTime';
import { ChevronIcon, DocumentIcon, EditIcon, ReorderIcon, StandingIcon } from '../../ui/icons';
import { OrderShare } from '../share';
import { useMakeStanding } from '../standing';
import { useStores } from '../../stores/StoreContext';
import { OrderStatusFact } from './OrderStatus';

interface CardProps {
  order: Order;
  headingLevel: 2 | 3;
  showCustomer: boolean;
  canReorder: boolean;
  reordering: boolean;
  reorderFailed: boolean;
  onReorder: () => void;
  /** The order may be changed now (capability 'order-change'): its button, and what pressing it came to. */
  change?: { starting: boolean; failed: string | null; onChange: () => void };
}

export function OrderCard({ order, headingLevel, showCustomer, canReorder, reordering, reorderFailed, onReorder, change }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <article className="card order-card" aria-labelledby={headingId}>
      <header className="order-card__header">
        <Heading id={headingId} className="order-card__number">
          {he.orderNumberLabel(order.orderNumber)}
        </Heading>
        <OrderFacts order={order} showCustomer={showCustomer} />
      </header>
      <OrderLines order={order} />
      <OrderActions order={order} canReorder={canReorder} reordering={reordering} onReorder={onReorder} change={change} />
      {order.orderItems.length > 0 && <OrderShare order={order} small />}
      {reordering && (
        <span className="visually-hidden" role="status">
          {he.reordering}
        </span>
      )}
      {reorderFailed && (
        <p className="alert alert--error" role="alert">
          {he.reorderFailed}
        </p>
      )}
      {change?.starting && (
        <span className="visually-hidden" role="status">
          {he.changeOrderStarting}
        </span>
      )}
      {change?.failed && (
        <p className="alert alert--error" role="alert">
          {change.failed}
        </p>
      )}
    </article>
  );
}

/** The order's date and time and its total, and for an administrator whose it is. */
function OrderFacts({ order, showCustomer }: { order: Order; showCustomer: boolean }) {
  // Said only when the provider sent a moment (a strange provider's text is not drawn as a date).
  const until = deadlineTextOf(order.changeableUntil);
  return (
    <dl className="order-card__facts">
      <div className="order-card__date">
        <dt>{he.orderDateLabel}</dt>
        <dd dir="ltr">
          <DateTime value={order.orderDate} />
        </dd>
      </div>
      <div className="order-card__total">
        <dt>{he.orderTotalLabel}</dt>
        <dd className="price">{formatShekels(order.totalPrice)}</dd>
      </div>
      <OrderStatusFact order={order} badgeOnPhone />
      {order.changedAt && (
        <div>
          <dt>{he.changedAtLabel}</dt>
          <dd dir="ltr">
            <DateTime value={order.changedAt} />
          </dd>
        </div>
      )}
      {order.changeable && until && (
        <div className="order-card__change-until">
          <dt>{he.changeableUntilLabel}</dt>
          <dd>{until}</dd>
        </div>
      )}
      {showCustomer && (
        <div>
          <dt>{he.orderCustomerLabel}</dt>
          <dd>
            {order.customer.lastName}
            <span className="order-card__contact">
              <span dir="ltr">{order.customer.phone}</span> · <span dir="ltr">{order.customer.email}</span>
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The order's lines, folded until asked for: name, quantity, unit price and line total. */
function OrderLines({ order }: { order: Order }) {
  return (
    <details className="order-card__lines">
      <summary>
        <ChevronIcon className="order-card__chevron" />
        <span>
          {he.orderLinesSummary(order.orderItems.length)}
          <span className="visually-hidden"> {he.orderLinesOf(order.orderNumber)}</span>
        </span>
      </summary>
      {order.orderItems.length === 0 ? (
        <p className="muted">{he.reorderEmptyResult}</p>
      ) : (
        <div className="order-card__table-wrap">
          <table className="order-lines">
            <thead className="visually-hidden-on-phone">
              <tr>
                <th scope="col">{he.orderLineName}</th>
                <th scope="col">{he.orderLineQuantity}</th>
                <th scope="col">{he.orderLineUnitPrice}</th>
                <th scope="col">{he.orderLineTotal}</th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((line, i) => (
                <tr key={`${line.itemId}-${i}`}>
                  <th scope="row">{line.productName}</th>
                  <td className="order-lines__quantity" data-label={he.orderLineQuantity}>
                    {line.quantity}
                  </td>
                  <td className="order-lines__money" data-label={he.orderLineUnitPrice}>
                    <span dir="ltr">{formatShekels(line.unitPrice)}</span>
                  </td>
                  <td className="order-lines__money" data-label={he.orderLineTotal}>
                    <span dir="ltr">{formatAgorot(lineTotal({ salePriceInNIS: line.unitPrice, quantity: line.quantity }))}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

interface ActionsProps {
  order: Order;
  canReorder: boolean;
  reordering: boolean;
  onReorder: () => void;
  change?: CardProps['change'];
}

/** The order's document (or that it has none yet), and re-order (not for an order without lines). */
function OrderActions({ order, canReorder, reordering, onReorder, change }: ActionsProps) {
  const emptyNoteId = useId();
  const empty = order.orderItems.length === 0;
  return (
    <footer className="order-card__actions">
      {order.documentLink ? (
        <a
          className="button button--secondary button--small"
          href={documentPath(order.documentLink)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <DocumentIcon />
          <span className="order-card__action-text">{he.orderDocument}</span>
          <span className="visually-hidden"> {he.orderDocumentOf(order.orderNumber)}</span>
        </a>
      ) : (
        <span className="muted">{he.noOrderDocument}</span>
      )}
      {change && (
        <button type="button" className="button button--small" onClick={change.onChange} aria-busy={change.starting || undefined}>
          {change.starting ? <span className="spinner order-card__spinner" aria-hidden="true" /> : <EditIcon />}
          {he.changeOrder}
          <span className="visually-hidden"> {he.changeOrderOf(order.orderNumber)}</span>
        </button>
      )}
      {canReorder && (
        <>
          <button
            type="button"
            className="button button--small"
            onClick={onReorder}
            disabled={empty}
            aria-busy={reordering || undefined}
            aria-describedby={empty ? emptyNoteId : undefined}
          >
            {reordering ? <span className="spinner order-card__spinner" aria-hidden="true" /> : <ReorderIcon />}
            {he.reorder}
            <span className="visually-hidden"> {he.reorderOf(order.orderNumber)}</span>
          </button>
          {empty && (
            <span id={emptyNoteId} className="muted order-card__note">
              {he.reorderEmpty}
            </span>
          )}
          {!empty && <StandingFromOrder order={order} />}
        </>
      )}
    </footer>
  );
}

/** A standing order made of a past order (docs/product.md §5.12): its lines as they can be ordered today open the new standing order's form. */
function StandingFromOrder({ order }: { order: Order }) {
  const { orders } = useStores();
  const makeStanding = useMakeStanding();
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small order-card__standing"
        aria-busy={making || undefined}
        onClick={() => {
          if (making) return;
          setMaking(true);
          setFailed(false);
          orders.linesForStanding(order).then(
            (lines) => makeStanding(lines),
            () => {
              setMaking(false);
              setFailed(true);
            },
          );
        }}
      >
        <StandingIcon />
        <span className="order-card__action-text">{he.standingMakeFromOrder}</span>
        <span className="visually-hidden"> {he.standingMakeFromOrderOf(order.orderNumber)}</span>
      </button>
      {failed && (
        <span className="field-error order-card__note" role="alert">
          {he.standingActionFailed}
        </span>
      )}
    </>
  );
}
