// The price lists in which a product still has no price: their customers see 'price on request'
// and cannot order it, so the product screens say so.
import { Link } from 'react-router-dom';
import type { PriceList, ProductPrice } from '@shared/contract/entities';
import { isSellingPrice } from '@shared/rules/price';
import { he } from './he';

/** The lists without a price for the product (none, or 0, which sells at nothing), in the order given. */
export function listsWithoutPrice(lists: readonly PriceList[], prices: readonly ProductPrice[]): PriceList[] {
  const priced = new Set(prices.filter((p) => isSellingPrice(p.unitPrice)).map((p) => p.priceListID));
  return lists.filter((l) => !priced.has(l.id));
}

interface Props {
  productId: number;
  lists: readonly PriceList[];
  prices: readonly ProductPrice[];
  /** Shown on the price screen itself: no link to it. */
  onPriceScreen?: boolean;
}

export function MissingPrices({ productId, lists, prices, onPriceScreen = false }: Props) {
  const missing = listsWithoutPrice(lists, prices);
  if (missing.length === 0) return null;
  return (
    <div className="alert alert--warning bo-missing-prices" role="status">
      <strong>{he.missingTitle(missing.length)}</strong> {missing.map((l) => l.name).join(', ')}.<p>{he.missingText}</p>
      {!onPriceScreen && (
        <Link to={`/products/${productId}/price`} className="button button--small">
          {he.actionPrice}
        </Link>
      )}
    </div>
  );
}
