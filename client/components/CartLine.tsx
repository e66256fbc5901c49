// One line of the cart page: a table row on a laptop, a stacked card on a phone (CartPage.css).
import type { CartItem } from '@shared/contract/entities';
import { formatAgorot, formatShekels } from '@shared/format';
import { he } from '../i18n/he';
import { Img } from './Img';
import { QuantityControl } from './QuantityControl';

/** What the provider said of this line when it refused the order, if anything. */
export type CartLineNotice = 'unavailable' | 'priceUpdated' | null;

interface Props {
  line: CartItem;
  /** The line total in agorot. */
  total: number;
  /** Prices and the quantity control are for a signed-in user only. */
  showPrices: boolean;
  notice?: CartLineNotice;
  onPlus: () => void;
  onMinus: () => void;
  onRemove: () => void;
}

export function CartLine({ line, total, showPrices, notice = null, onPlus, onMinus, onRemove }: Props) {
  return (
    <tr className={`cart-line${notice === 'unavailable' ? ' cart-line--problem' : ''}`}>
      <th scope="row" className="cart-line__product">
        <div className="cart-line__item">
        <Img className="cart-line__picture" src={line.pictureUrl} alt="" width={72} height={72} loading="lazy" />
        <span className="cart-line__name">
          <span className="cart-line__description">{line.itemDescription}</span>
          {notice === 'unavailable' && <span className="sticker sticker--soon">{he.lineUnavailable}</span>}
          {notice === 'priceUpdated' && <span className="sticker sticker--price">{he.linePriceUpdated}</span>}
        </span>
        </div>
      </th>
      {showPrices && (
        <td className="cart-line__unit" data-label={he.colUnitPrice}>
          <span className="price price--small">{formatShekels(line.salePriceInNIS)}</span>
        </td>
      )}
      <td className="cart-line__quantity" data-label={he.colQuantity}>
        {showPrices ? (
          <QuantityControl quantity={line.quantity} packSize={line.itemPackSize} itemName={line.itemDescription} onPlus={onPlus} onMinus={onMinus} />
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
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
          <span className="cart-line__remove-text">{he.removeLineShort}</span>
          <span className="visually-hidden"> {he.removeLineOf(line.itemDescription)}</span>
        </button>
      </td>
    </tr>
  );
}
