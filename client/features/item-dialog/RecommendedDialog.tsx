// Recommended items (?d=shoppingCart&action=recommendedItems): page 1 of the catalogue without the
// items already in the cart, as compact cards that add to the cart in pack steps.
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { Item } from '@shared/contract/entities';
import { packSize } from '@shared/rules/packSize';
import { Dialog } from '../../ui/Dialog';
import { Img } from '../../ui/Img';
import { canAddToCart, ItemPrice } from '../catalogue';
import { QuantityControl } from '../../ui/QuantityControl';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useProgressiveCount } from '../../ui/useProgressiveCount';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import type { DialogProps } from '../../ui/dialogs';
import './RecommendedDialog.css';

const RecommendedDialog = observer(function RecommendedDialog({ onClose }: DialogProps) {
  const { catalogue, cart, session } = useStores();
  const priceKey = session.priceKey;
  // The cart as it was when the dialog opened: an item added here stays in view while it is added.
  const query = useMemo(
    () => catalogue.recommended(cart.items.map((l) => l.itemId)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cart as it was when the dialog opened (above), read again only for other prices
    [catalogue, priceKey],
  );
  const items = query.data?.items ?? [];

  let body;
  if (query.isLoading) {
    body = (
      <div className="recommended__state">
        <Spinner waitsOnNetwork />
      </div>
    );
  } else if (query.error) {
    body = (
      <div className="recommended__state">
        <LoadFailed text={he.recommendedError} onRetry={() => void query.refetch()} />
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="recommended__state muted">{he.recommendedEmpty}</p>;
  } else {
    body = <RecommendedGrid items={items} />;
  }

  return (
    <Dialog title={he.recommendedTitle} onClose={onClose} size="wide">
      {body}
      <div className="recommended__footer">
        <button type="button" className="button" onClick={onClose}>
          {he.recommendedDone}
        </button>
      </div>
    </Dialog>
  );
});

export default RecommendedDialog;

/** The cards a phone shows at once (two rows of two), drawn first; four more a frame after. */
const FIRST_CARDS = 4;
const MORE_CARDS = 4;

/** The cards, a screenful first and the rest a few a frame, so no frame lays out and paints all twelve. */
function RecommendedGrid({ items }: { items: Item[] }) {
  const drawn = useProgressiveCount(items.length, FIRST_CARDS, MORE_CARDS);
  return (
    <ul className="recommended__grid">
      {items.slice(0, drawn).map((item) => (
        <li key={item.id}>
          <RecommendedCard item={item} />
        </li>
      ))}
    </ul>
  );
}

const RecommendedCard = observer(function RecommendedCard({ item }: { item: Item }) {
  const { cart, session } = useStores();
  const canAdd = session.isLoggedIn && canAddToCart(item);
  return (
    <article className="recommended-card">
      <Img className="recommended-card__picture" src={item.pictureUrl} alt={item.itemDescription} width={120} height={120} loading="lazy" />
      <div className="recommended-card__body">
        <h3 className="recommended-card__name">{item.itemDescription}</h3>
        {!item.isAvailable && <span className="sticker sticker--soon">{he.comingBackSoon}</span>}
        {session.isLoggedIn && <ItemPrice item={item} />}
        {canAdd && (
          <QuantityControl
            quantity={cart.quantityOf(item.id)}
            packSize={packSize(item)}
            itemName={item.itemDescription}
            onPlus={() => cart.plus(item)}
            onMinus={() => cart.minus(item)}
            onSet={(quantity) => cart.setQuantity(item, quantity)}
            locked={cart.isQuantityLocked(item.itemId)}
          />
        )}
      </div>
    </article>
  );
});
