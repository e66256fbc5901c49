// A product card (docs/product.md §2.5, §4.2): picture, description, catalogue number, stickers,
// the price when the user may see it, plus/minus for a signed-in user on an available item, and
// 'more details' opening the item dialog.
import { observer } from 'mobx-react-lite';
import { Suspense, useId } from 'react';
import type { ItemSummary } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { packSize } from '@shared/rules/packSize';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { DialogLink } from '../../ui/DialogLink';
import { Img } from '../../ui/Img';
import { QuantityControl } from '../../ui/QuantityControl';
import './ProductCard.css';
import { useChunkArrivals } from '../../ui/lazyChunk';
// An administrator's edit, price, images and extension actions: back-office code, loaded only for them.
import { AdminProductActions } from '../../backoffice/entry';
import { hasPrice } from '@shared/rules/price';

/** The stickers of an item: 'coming back soon' when unavailable, 'price change' when its price changed. */
export function ItemStickers({ item }: { item: Pick<ItemSummary, 'isAvailable' | 'isPriceChanged'> }) {
  if (item.isAvailable && !item.isPriceChanged) return null;
  return (
    <span className="stickers">
      {!item.isAvailable && <span className="sticker sticker--soon">{he.stickerComingBackSoon}</span>}
      {item.isPriceChanged && <span className="sticker sticker--price">{he.stickerPriceChanged}</span>}
    </span>
  );
}

/**
 * The price, only when the provider sent one (a visitor's items carry none); 'price on request' when
 * the signed-in buyer's price list has none for the item, or has 0 (never a selling price).
 */
export function ItemPrice({
  item,
  className = '',
}: {
  item: Pick<ItemSummary, 'salePriceInNIS' | 'isPriceOnRequest'>;
  className?: string;
}) {
  if (item.isPriceOnRequest || (item.salePriceInNIS !== undefined && !hasPrice(item))) {
    return (
      <p className={`price price--on-request ${className}`} title={he.priceOnRequestHint}>
        {he.priceOnRequest}
      </p>
    );
  }
  if (!hasPrice(item)) return null;
  return <p className={`price ${className}`}>{formatShekels(item.salePriceInNIS)}</p>;
}

/** Whether the signed-in user may put the item in the cart: available, and priced for them. */
export function canAddToCart(item: Pick<ItemSummary, 'isAvailable' | 'salePriceInNIS' | 'isPriceOnRequest'>): boolean {
  return item.isAvailable && hasPrice(item);
}

/** Plus and minus for a signed-in user on an item that can be ordered (minus below one pack removes it). */
export const ItemQuantity = observer(function ItemQuantity({ item }: { item: ItemSummary }) {
  const { session, cart } = useStores();
  if (!session.isLoggedIn || !canAddToCart(item)) return null;
  return (
    <QuantityControl
      quantity={cart.quantityOf(item.id)}
      packSize={packSize(item)}
      onPlus={() => cart.plus(item)}
      onMinus={() => cart.minus(item)}
      onSet={(quantity) => cart.setQuantity(item, quantity)}
      locked={cart.isQuantityLocked(item.itemId)}
      itemName={item.itemDescription}
    />
  );
});

interface Props {
  item: ItemSummary;
  /** The heading level of the description: 2 on a page, 3 inside a dialog. */
  headingLevel?: 2 | 3;
  /** A card of the first row: its picture is on the first screen (the page's largest image), so it is not lazy. */
  eager?: boolean;
}

export const ProductCard = observer(function ProductCard({ item, headingLevel = 2, eager = false }: Props) {
  useChunkArrivals();
  const { session } = useStores();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`product-card card${item.isAvailable ? '' : ' product-card--unavailable'}`} aria-labelledby={titleId}>
      <div className="product-card__media">
        <Img
          className="product-card__image"
          src={item.pictureUrl}
          alt={item.itemDescription}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <ItemStickers item={item} />
      </div>
      <div className="product-card__body">
        <Heading id={titleId} className="product-card__title">
          {item.itemDescription}
        </Heading>
        <p className="product-card__sku">
          {he.productCatalogNumber}: <bdi>{item.catalogNumber}</bdi>
        </p>
        {packSize(item) > 1 && <p className="product-card__pack">{he.packOf(packSize(item))}</p>}
        <ItemPrice item={item} className="product-card__price" />
        <div className="product-card__actions">
          <ItemQuantity item={item} />
          <DialogLink
            dialog={{ d: 'item', itemId: item.itemId }}
            className="button button--secondary button--small product-card__details"
            aria-describedby={titleId}
          >
            {he.productMoreDetails}
          </DialogLink>
        </div>
        {session.isAdmin && (
          <Suspense fallback={null}>
            <AdminProductActions item={item} />
          </Suspense>
        )}
      </div>
    </article>
  );
});
