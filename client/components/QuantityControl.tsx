// Plus and minus by one pack (SPEC.md section 4). Shown only to a signed-in user for an
// available item; minus is disabled at quantity 0.
import { he } from '../i18n/he';

interface Props {
  quantity: number;
  packSize: number;
  onPlus: () => void;
  onMinus: () => void;
  /** The item's name, so each control's name says what it adds (screen readers). */
  itemName: string;
}

export function QuantityControl({ quantity, packSize, onPlus, onMinus, itemName }: Props) {
  return (
    <div className="quantity" role="group" aria-label={itemName}>
      <button type="button" className="quantity__button" aria-label={he.addToCart} title={he.addToCart} onClick={onPlus}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" /></svg>
      </button>
      <output className="quantity__value" aria-live="polite" aria-label={he.quantityInCart(quantity)}>
        {quantity}
      </output>
      <button type="button" className="quantity__button" aria-label={he.removeFromCart} title={he.removeFromCart} onClick={onMinus} disabled={quantity === 0}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" /></svg>
      </button>
      {packSize > 1 && <span className="quantity__pack">{he.packOf(packSize)}</span>}
    </div>
  );
}
