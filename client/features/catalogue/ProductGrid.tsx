// A grid of product cards: two columns on phones, three to five on larger screens.
import type { ItemSummary } from '@shared/contract/entities';
import { ProductCard } from './ProductCard';
import './ProductGrid.css';

interface Props {
  items: ItemSummary[];
  /** What a screen reader calls the list. */
  label: string;
  headingLevel?: 2 | 3;
}

export function ProductGrid({ items, label, headingLevel }: Props) {
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((item, index) => (
        // By the item code and place too: a provider that numbers every item 0 still shows each.
        <li key={`${item.id}:${item.itemId}:${index}`} className="product-grid__cell">
          <ProductCard item={item} headingLevel={headingLevel} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
