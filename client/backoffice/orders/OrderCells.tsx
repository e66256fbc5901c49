// Cells of the all-orders table that hold more than a value: an order's lines (opened in place),
// its status with the moves it allows (capability 'order-status'), and the buyer's comment (delivery instructions). The comment is the buyer's text: shown as text,
// never as markup, with its line breaks; a long one shows its beginning, and the whole at a press.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Order } from '@shared/contract/entities';
import { formatAgorot, formatShekels } from '@shared/format';
import { he } from './he';
import { isOrderStatus, nextOrderStatuses, type OrderStatus } from '@shared/rules/orderStatus';
import { StatusBadge } from '../../features/orders';
import type { AdminOrdersStore } from './AdminOrdersStore';
import { lineAgorot } from './ordersCsv';

/** The longest comment shown whole, and the most lines. */
const COMMENT_CHARS = 140;
const COMMENT_LINES = 3;

/** The beginning of a long comment (cut at a word, with an ellipsis), or null for one short enough to show whole. */
export function commentPreview(comment: string): string | null {
  const text = comment.trim();
  const lines = text.split('\n');
  if (text.length <= COMMENT_CHARS && lines.length <= COMMENT_LINES) return null;
  let head = lines.slice(0, COMMENT_LINES).join('\n');
  if (head.length > COMMENT_CHARS) {
    head = head.slice(0, COMMENT_CHARS);
    const space = head.search(/\s\S*$/);
    if (space > COMMENT_CHARS / 2) head = head.slice(0, space);
  }
  return `${head.trimEnd()}…`;
}

/** The buyer's comment on an order: none, whole, or its beginning with a button that shows the rest. */
export function OrderComment({ order }: { order: Order }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const text = order.comment.trim();
  if (!text) {
    return (
      <>
        <span className="muted" aria-hidden="true">
          —
        </span>
        <span className="visually-hidden">{he.noComment}</span>
      </>
    );
  }
  const preview = commentPreview(text);
  if (preview === null) return <p className="order-comment">{text}</p>;
  return (
    <div className="order-comment-box">
      <p className="order-comment" id={id}>
        {open ? text : preview}
      </p>
      <button type="button" className="order-comment__more" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? he.commentLess : he.commentMore}
        <span className="visually-hidden"> {he.commentOf(order.orderNumber)}</span>
      </button>
    </div>
  );
}

/** An order's lines, opened in place: product, item code, quantity, unit price and line total. */
export function OrderLines({ order }: { order: Order }) {
  if (order.orderItems.length === 0) return <span className="muted">{he.noLines}</span>;
  return (
    <details className="order-lines">
      <summary>
        {he.linesSummary(order.orderItems.length)}
        <span className="visually-hidden"> {he.linesOf(order.orderNumber)}</span>
      </summary>
      <table className="order-lines__table">
        <caption className="visually-hidden">{he.linesOf(order.orderNumber)}</caption>
        <thead>
          <tr>
            <th scope="col">{he.lineProduct}</th>
            <th scope="col">{he.lineCode}</th>
            <th scope="col">{he.lineQuantity}</th>
            <th scope="col">{he.lineUnitPrice}</th>
            <th scope="col">{he.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((line, i) => (
            <tr key={`${line.itemId}-${i}`}>
              <td data-label={he.lineProduct}>{line.productName}</td>
              <td data-label={he.lineCode}>
                <span className="hub-num">{line.itemId}</span>
              </td>
              <td data-label={he.lineQuantity}>
                <span className="hub-num">{line.quantity}</span>
              </td>
              <td data-label={he.lineUnitPrice}>
                <span className="hub-num">{formatShekels(line.unitPrice)}</span>
              </td>
              <td data-label={he.lineTotal}>
                <span className="hub-num">{formatAgorot(lineAgorot(line))}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * An order's status and, while it can still move, a choice of where to move it and a button that does
 * (capability 'order-status'). Only the moves its status allows are offered.
 */
export const OrderStatusCell = observer(function OrderStatusCell({ order, store }: { order: Order; store: AdminOrdersStore }) {
  const id = useId();
  const [to, setTo] = useState('');
  if (!isOrderStatus(order.status)) return <span className="muted">—</span>;
  const next = nextOrderStatuses(order.status);
  const moving = store.moving === order.id;
  return (
    <div className="order-status-cell">
      <StatusBadge status={order.status} text={he.status[order.status]} />
      {next.length > 0 && (
        <span className="order-status-cell__move">
          <label className="visually-hidden" htmlFor={id}>
            {he.moveToOf(order.orderNumber)}
          </label>
          <StatusSelect id={id} value={to} onChange={setTo} none={he.moveTo} statuses={next} disabled={moving} />
          <button
            type="button"
            className="button button--small"
            disabled={to === '' || store.moving !== null}
            aria-busy={moving || undefined}
            onClick={() => void store.moveStatus(order, to as OrderStatus).then(() => setTo(''))}
          >
            {he.move}
            <span className="visually-hidden"> {he.moveOf(order.orderNumber)}</span>
          </button>
        </span>
      )}
    </div>
  );
});

interface StatusSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, for none ('' as its value): 'העברה ל…', 'כל הסטטוסים'. */
  none: string;
  statuses: readonly OrderStatus[];
  disabled?: boolean;
}

/** A choice of order statuses by their Hebrew names, after a first choice of none (the status filter, the move of an order). */
export function StatusSelect({ id, value, onChange, none, statuses, disabled }: StatusSelectProps) {
  return (
    <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
      <option value="">{none}</option>
      {statuses.map((s) => (
        <option key={s} value={s}>
          {he.status[s]}
        </option>
      ))}
    </select>
  );
}
