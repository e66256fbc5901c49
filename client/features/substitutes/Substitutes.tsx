// 'תחליפים מומלצים' under a line that cannot be ordered (docs/product.md §5.10): the item's related items
// that can be ordered, each with its picture, pack and the buyer's price, and one press to swap. Where
// the line is replaced (the cart, quick order) the new line says so (SwapNote); where it stays (re-order's
// result, the usual items) the substitute goes into the cart and the offer says so in its place.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatShekels } from '@shared/format';
import { packSize } from '@shared/rules/packSize';
import { swapQuantity } from '@shared/rules/substitutes';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { Img } from '../../ui/Img';
import type { SubstituteItem, SubstituteSource } from './SubstitutesStore';
import './Substitutes.css';

interface Props extends SubstituteSource {
  /** The item code of the line that cannot be ordered. */
  itemId: string;
  /** The line's quantity in units: a swap takes it, rounded up to the substitute's packs. */
  quantity: number;
  /**
   * Replaces the line with the substitute at this quantity (already whole packs) and gives the
   * quantity the new line holds. Without it, the substitute is added to the cart beside the line.
   */
  onSwap?: (substitute: SubstituteItem, quantity: number) => number;
}

/** The rounded-quantity note the cart shows for a typed quantity, when the swap rounded. */
function roundedNote(asked: number, substitute: SubstituteItem): { quantity: number; note: string | null } {
  const { quantity, rounded } = swapQuantity(asked, substitute);
  return { quantity, note: rounded ? he.quantityRounded(asked, quantity, packSize(substitute)) : null };
}

export const Substitutes = observer(function Substitutes({ itemId, quantity, onSwap, item, known }: Props) {
  const { substitutes, session } = useStores();
  const titleId = useId();
  const priceKey = session.priceKey;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the item and prices are the query; what is at hand only spares reads
  const query = useMemo(() => substitutes.of(itemId, { item, known }), [substitutes, itemId, priceKey]);
  const [added, setAdded] = useState<{ text: string; note: string | null } | null>(null);

  if (added) return <Said text={added.text} note={added.note} focus />;
  const list = query.data;
  if (query.error && !list) {
    return (
      <p className="substitutes__failed muted">
        {he.substitutesFailed}{' '}
        <button type="button" className="button button--small button--secondary" onClick={() => void query.refetch()}>
          {he.retry}
        </button>
      </p>
    );
  }
  if (!list || list.length === 0) return null;

  const swap = (substitute: SubstituteItem) => {
    const { quantity: next, note } = roundedNote(quantity, substitute);
    if (onSwap) {
      const held = onSwap(substitute, next);
      substitutes.noteSwap({ itemId: substitute.itemId, quantity: held, text: he.substituteSwapped(substitute.itemDescription), note });
    } else {
      substitutes.addToCart(substitute, next);
      setAdded({ text: he.substituteAdded(substitute.itemDescription, next), note });
    }
  };

  return (
    <div className="substitutes" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="substitutes__title">
        {he.substitutesTitle}
      </p>
      <ul className="substitutes__list">
        {list.map((s) => (
          <li key={s.itemId} className="substitutes__option">
            <Img className="substitutes__picture" src={s.pictureUrl} alt="" width={48} height={48} loading="lazy" />
            <span className="substitutes__text">
              <span className="substitutes__name">{s.itemDescription}</span>
              <span className="substitutes__facts">
                <span>{he.substitutePack(packSize(s))}</span>
                <span className="substitutes__price">{he.substitutePrice(formatShekels(s.salePriceInNIS))}</span>
              </span>
            </span>
            <button
              type="button"
              className="button button--small button--secondary substitutes__swap"
              aria-label={he.substituteSwapTo(s.itemDescription)}
              onClick={() => swap(s)}
            >
              {he.substituteSwap}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Under a line that a swap just filled: what was swapped and, when rounded, the cart's rounded-quantity note. */
export const SwapNote = observer(function SwapNote({ itemId, quantity }: { itemId: string; quantity: number }) {
  const { substitutes } = useStores();
  const swap = substitutes.swapOf(itemId, quantity);
  const fresh = swap?.fresh ?? false;
  useEffect(() => {
    if (fresh) substitutes.markSeen();
  }, [fresh, substitutes]);
  if (!swap) return null;
  return <Said text={swap.text} note={swap.note} focus={fresh} />;
});

/** A swap said in words; focused when it has just replaced the button that made it. */
function Said({ text, note, focus }: { text: string; note: string | null; focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only when it first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <p ref={ref} className="substitutes__done" role="status" tabIndex={-1}>
      <span>{text}</span>
      {note && <span className="substitutes__note">{note}</span>}
    </p>
  );
}
