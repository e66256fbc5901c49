// One line of the cart page: a table row on a laptop, a stacked card on a phone (CartPage.css).
// A line checked against today's catalogue says what changed; a locked line offers only its fix.
import { memo } from 'react';
import type { CartItem } from '@shared/contract/entities';
import { isBlocking, isQuantityLocked, type LineIssue } from '@shared/rules/cartCheck';
import { formatAgorot, formatShekels } from '@shared/format';
import { he } from './he';
import { Img } from '../../ui/Img';
import { QuantityControl } from '../../ui/QuantityControl';
import { TrashIcon } from '../../ui/icons';
import { Substitutes, SwapNote, type SubstituteItem } from '../substitutes';

interface Props {
  line: CartItem;
  /** The line total in agorot. */
  total: number;
  /** Prices and the quantity control are for a signed-in user only. */
  showPrices: boolean;
  /** What changed on the line since it was added (empty when nothing). */
  issues: readonly LineIssue[];
  /** What the line's buttons do; one object for every line, so a row is drawn again only when it changed. */
  actions: CartLineActions;
}

/** What a line's buttons do with it. */
export interface CartLineActions {
  plus: (line: CartItem) => void;
  minus: (line: CartItem) => void;
  /** A typed quantity, rounded up to whole packs (0 asks to remove the line). */
  set: (line: CartItem, quantity: number) => void;
  remove: (line: CartItem) => void;
  roundUp: (line: CartItem) => void;
  dismiss: (line: CartItem) => void;
  /** Swaps a line that cannot be ordered for a substitute (docs/product.md §5.10); gives the quantity its new line holds. */
  swap: (line: CartItem, substitute: SubstituteItem, quantity: number) => number;
}

/** An amount kept left to right inside a Hebrew sentence, as the price columns show it. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** The sentence that tells the buyer what changed on a line. */
export function issueText(issue: LineIssue, line: CartItem): string {
  switch (issue.kind) {
    case 'priceChanged':
      return he.issuePriceChanged(isolated(formatShekels(issue.from)), isolated(formatShekels(issue.to)));
    case 'packChanged':
      return he.issuePackChanged(issue.from, issue.to);
    case 'notWholePacks':
      return he.issueNotWholePacks(line.quantity, issue.pack);
    case 'unavailable':
      return he.issueUnavailable;
    case 'priceOnRequest':
      return he.issuePriceOnRequest;
    case 'notFound':
      return he.issueNotFound;
  }
}

export const CartLine = memo(function CartLine({ line, total, showPrices, issues, actions }: Props) {
  const onRemove = () => actions.remove(line);
  const locked = issues.some(isBlocking);
  const roundUp = issues.find((i): i is Extract<LineIssue, { kind: 'notWholePacks' }> => i.kind === 'notWholePacks');
  const noticeId = `cart-line-${line.id}-notice`;
  // Unavailable, price on request or gone: its substitutes are offered under it.
  const unorderable = issues.some((i) => i.kind === 'unavailable' || i.kind === 'priceOnRequest' || i.kind === 'notFound');
  return (
    <tr className={`cart-line${locked ? ' cart-line--problem' : issues.length > 0 ? ' cart-line--changed' : ''}`}>
      <th scope="row" className="cart-line__product">
        <div className="cart-line__item">
          <Img className="cart-line__picture" src={line.pictureUrl} alt="" width={72} height={72} loading="lazy" />
          <span className="cart-line__name">
            <span className="cart-line__description">{line.itemDescription}</span>
            {locked && <span className="sticker sticker--soon">{he.lineLocked}</span>}
            {!locked && issues.some((i) => i.kind === 'priceChanged') && (
              <span className="sticker sticker--price">{he.linePriceUpdated}</span>
            )}
          </span>
        </div>
        {issues.length > 0 && (
          <div id={noticeId} className={`cart-line__notice${locked ? ' cart-line__notice--problem' : ''}`}>
            <ul>
              {issues.map((issue) => (
                <li key={issue.kind}>{issueText(issue, line)}</li>
              ))}
            </ul>
            <div className="cart-line__fixes">
              {roundUp && (
                <button type="button" className="button button--small" onClick={() => actions.roundUp(line)}>
                  {he.fixRoundUp(roundUp.roundedUp)}
                </button>
              )}
              {/* A locked line's other fix is removing it; news that needs no fix is only read. */}
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={locked ? onRemove : () => actions.dismiss(line)}
              >
                {locked ? he.fixRemove : he.dismissIssue}
              </button>
            </div>
          </div>
        )}
        {showPrices && unorderable && (
          <Substitutes itemId={line.itemId} quantity={line.quantity} onSwap={(s, quantity) => actions.swap(line, s, quantity)} />
        )}
        {showPrices && <SwapNote itemId={line.itemId} quantity={line.quantity} />}
      </th>
      {showPrices && (
        <td className="cart-line__unit" data-label={he.colUnitPrice}>
          <span className="price price--small">{formatShekels(line.salePriceInNIS)}</span>
        </td>
      )}
      <td className="cart-line__quantity" data-label={he.colQuantity}>
        {showPrices ? (
          <QuantityControl
            quantity={line.quantity}
            packSize={line.itemPackSize}
            itemName={line.itemDescription}
            onPlus={() => actions.plus(line)}
            onMinus={() => actions.minus(line)}
            onSet={(quantity) => actions.set(line, quantity)}
            locked={isQuantityLocked(issues)}
          />
        ) : (
          <span className="cart-line__quantity-text">{line.quantity}</span>
        )}
      </td>
      {showPrices && (
        <td className="cart-line__total" data-label={he.colLineTotal}>
          <span className="price">{formatAgorot(total)}</span>
        </td>
      )}
      <td className="cart-line__remove">
        <button type="button" className="cart-line__remove-button" onClick={onRemove} title={he.removeLine(line.itemDescription)}>
          <TrashIcon />
          <span className="cart-line__remove-text visually-hidden-on-phone">{he.removeLineShort}</span>
          <span className="visually-hidden"> {he.removeLineOf(line.itemDescription)}</span>
        </button>
      </td>
    </tr>
  );
});
